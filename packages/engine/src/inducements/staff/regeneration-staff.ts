import type { MatchStarted } from "@sidelines/schema"
import type { MatchState } from "../../model/state.js"
import {
  consumed,
  type Ctx,
  expectRoll,
  type Fold,
  type Handled,
  nameOf,
  note,
  passOn,
  playerIndex,
  propagate,
  replaceTop,
  setTeam,
  type StepHandler,
  teamOf,
  updateTop,
  violation
} from "../../core/context.js"
import { induced } from "../other/inducements.js"
import { type Casualty, judgeRegeneration, koStands, treatKo } from "../../core/injury.js"
import type { InjuryCause } from "../../model/outcome.js"

/**
 * Blood Bowl 2020's Mortuary Assistant and Plague Doctor (0–1 each; Sevens lists both too), the
 * sideline staff of teams that cannot hire an apothecary. Each is used once a game:
 * - the Mortuary Assistant (teams with the Sylvanian Spotlight special rule): when one of the
 *   team's players fails a Regeneration roll, it may be rolled again;
 * - the Plague Doctor (teams with Favoured of Nurgle): either that same re-roll, or, when one of
 *   the team's players is Knocked-out, it treats them as an apothecary would (Stunned where they
 *   lie; in the reserves if they are off the pitch).
 * Neither sees to a Star Player or a Mercenary. On-site Apothecaries may grant either free
 * (`Variant.freeInducements`, src/stadium/).
 *
 * Facts from FFB (christerk/ffb: bb2020 StepApothecary — USE_IGOR after a failed
 * handleRegeneration, ApothecaryType.PLAGUE only for a KNOCKED_OUT player; bb2020
 * ApothecaryMechanic — no Stars, no Mercenaries; InducementCollection — SYLVANIAN_SPOTLIGHT,
 * FAVOURED_OF_NURGLE) and Jervis (cmelchior/jervis-ffb: PatchUpPlayer — ChooseToUseMortuaryAssistant,
 * ChooseToUsePlagueDoctor, ReRollRegeneration; InducementSettings).
 *
 * In the log: after the failed `regeneration` D6, `InducementUsed` naming the staff and the
 * `player`, then a second `regeneration` D6; `ChoiceDeclined` with the staff's id (or going on)
 * lets the casualty stand. For a KO, `InducementUsed` `plague-doctor` with the `player` right after
 * the injury roll (after any apothecary was declined).
 */

export const MORTUARY_ASSISTANT = "mortuary-assistant"
export const PLAGUE_DOCTOR = "plague-doctor"

export type RegenerationStaff = typeof MORTUARY_ASSISTANT | typeof PLAGUE_DOCTOR

const STAFF: ReadonlyArray<RegenerationStaff> = [MORTUARY_ASSISTANT, PLAGUE_DOCTOR]

export const STAFF_NAME: Readonly<Record<RegenerationStaff, string>> = {
  [MORTUARY_ASSISTANT]: "Mortuary Assistant",
  [PLAGUE_DOCTOR]: "Plague Doctor"
}

/** The team special rule that lets a team induce each. */
export const STAFF_SPECIAL_RULE: Readonly<Record<RegenerationStaff, string>> = {
  [MORTUARY_ASSISTANT]: "Sylvanian Spotlight",
  [PLAGUE_DOCTOR]: "Favoured of Nurgle"
}

const isStaff = (id: string): id is RegenerationStaff => (STAFF as ReadonlyArray<string>).includes(id)

/** Why a team induces one of them without the special rule that allows it, or null. */
export const staffProblem = (header: MatchStarted): string | null => {
  for (const team of header.teams) {
    for (const id of STAFF) {
      if (!team.inducements.some((inducement) => inducement.id === id)) continue
      const rule = STAFF_SPECIAL_RULE[id]
      if (team.specialRules?.includes(rule) === true) continue
      const has = team.specialRules === undefined || team.specialRules.length === 0 ? "none" : team.specialRules.join(", ")
      return `${team.name} induce a ${STAFF_NAME[id]}, which only a team with the '${rule}' special rule may (their specialRules: ${has})`
    }
  }
  return null
}

/** How many of them the team has left: induced, plus any the stadium grants, less those used. */
const left = (ctx: Ctx, state: MatchState, team: number, id: RegenerationStaff): number => {
  const have = induced(ctx.match, team, id) + (ctx.variant.freeInducements?.(team)[id] ?? 0)
  const used = (state.teams[team]!.inducementsUsed ?? []).filter((spent) => spent === id).length
  return have - used
}

/** The staff the player's team could send to them now (none for a Star Player or a Mercenary). */
const available = (ctx: Ctx, state: MatchState, player: string, ids: ReadonlyArray<RegenerationStaff>): Array<RegenerationStaff> => {
  const index = playerIndex(ctx, player)
  const hired = ctx.match.roster[index]!.hired
  if (hired === "star-player" || hired === "mercenary") return []
  const team = state.players[index]!.team
  return ids.filter((id) => left(ctx, state, team, id) > 0)
}

const spend = (state: MatchState, team: number, id: RegenerationStaff): MatchState =>
  setTeam(state, team, { inducementsUsed: [...(state.teams[team]!.inducementsUsed ?? []), id] })

/** After a failed Regeneration roll: the coach may send the Mortuary Assistant or Plague Doctor to roll it again. */
export interface RegenerationRerollStep {
  readonly _tag: "RegenerationReroll"
  readonly player: string
  readonly cause: InjuryCause
  readonly by: string | null
  readonly casualty: Casualty
  /** `offer`: the coach's choice; `roll`: the second D6, by `staff`. */
  readonly stage: "offer" | "roll"
  readonly staff: RegenerationStaff | null
}

/** The step after a failed Regeneration roll, or null when the team has nobody to send. */
export const regenerationRerollOffer = (
  ctx: Ctx,
  state: MatchState,
  step: { player: string; cause: InjuryCause; by: string | null; casualty: Casualty }
): RegenerationRerollStep | null =>
  available(ctx, state, step.player, STAFF).length === 0
    ? null
    : { _tag: "RegenerationReroll", player: step.player, cause: step.cause, by: step.by, casualty: step.casualty, stage: "offer", staff: null }

const casualtyStands = (step: RegenerationRerollStep) =>
  ({ _tag: "ApplyInjury", player: step.player, cause: step.cause, by: step.by, result: step.casualty.row }) as const

export const regenerationRerollHandler: StepHandler<RegenerationRerollStep> = {
  expects: (step, state, match) =>
    step.stage === "offer"
      ? {
        kind: "decision",
        team: state.players[match.playerIndex.get(step.player)!]!.team,
        events: ["InducementUsed", "ChoiceDeclined"],
        about: `send the Mortuary Assistant or Plague Doctor to re-roll ${step.player}'s Regeneration?`
      }
      : { kind: "roll", die: "d6", for: "regeneration", player: step.player },
  on: (ctx, state, step, event): Fold<Handled> => {
    const team = state.players[playerIndex(ctx, step.player)]!.team
    if (step.stage === "offer") {
      if (event._tag === "InducementUsed" && isStaff(event.inducement)) {
        const staff = event.inducement
        if (ctx.match.teamIndex.get(event.team) !== team || (event.player !== undefined && event.player !== step.player)) {
          return violation(ctx, STAFF_NAME[staff], `${teamOf(ctx, team).name}' ${STAFF_NAME[staff]} may re-roll ${nameOf(ctx, step.player)}'s Regeneration now, nobody else's`)
        }
        if (!available(ctx, state, step.player, [staff]).includes(staff)) {
          return violation(ctx, STAFF_NAME[staff], `${teamOf(ctx, team).name} have no ${STAFF_NAME[staff]} left to send`)
        }
        note(ctx, `${teamOf(ctx, team).name} send the ${STAFF_NAME[staff]}: ${nameOf(ctx, step.player)}'s Regeneration roll is re-rolled`)
        return consumed(updateTop(spend(state, team, staff), { ...step, stage: "roll", staff }))
      }
      if (event._tag === "ChoiceDeclined" && isStaff(event.choice) && ctx.match.teamIndex.get(event.team) === team) return consumed(replaceTop(state, casualtyStands(step)))
      return passOn(replaceTop(state, casualtyStands(step)))
    }
    const rolled = expectRoll(ctx, event, "d6", "regeneration", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const success = judgeRegeneration(ctx, step.player, rolled.success, [`${STAFF_NAME[step.staff!]}: the failed Regeneration roll is re-rolled (once a game)`])
    return consumed(replaceTop(state, success ? { ...casualtyStands(step), result: "reserves" } : casualtyStands(step)))
  }
}

/** A Knocked-out player: the coach may send the Plague Doctor to treat them as an apothecary would. */
export interface PlagueDoctorStep {
  readonly _tag: "PlagueDoctor"
  readonly player: string
  readonly cause: InjuryCause
  readonly by: string | null
}

/** The Plague Doctor's offer for a KO'd player, or null when the team has none to send. */
export const plagueDoctorOffer = (ctx: Ctx, state: MatchState, step: { player: string; cause: InjuryCause; by: string | null }): PlagueDoctorStep | null =>
  available(ctx, state, step.player, [PLAGUE_DOCTOR]).length === 0 ? null : { _tag: "PlagueDoctor", player: step.player, cause: step.cause, by: step.by }

export const plagueDoctorHandler: StepHandler<PlagueDoctorStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.player)!]!.team,
    events: ["InducementUsed", "ChoiceDeclined"],
    about: `send the Plague Doctor to the Knocked-out ${step.player}?`
  }),
  on: (ctx, state, step, event): Fold<Handled> => {
    const team = state.players[playerIndex(ctx, step.player)]!.team
    if (event._tag === "InducementUsed" && event.inducement === PLAGUE_DOCTOR) {
      if (ctx.match.teamIndex.get(event.team) !== team || (event.player !== undefined && event.player !== step.player)) {
        return violation(ctx, "Plague Doctor", `${teamOf(ctx, team).name}' Plague Doctor may treat ${nameOf(ctx, step.player)} now, nobody else`)
      }
      note(ctx, `${teamOf(ctx, team).name} send the Plague Doctor, who treats the Knocked-out ${nameOf(ctx, step.player)} as an apothecary would`)
      return consumed(treatKo(ctx, spend(state, team, PLAGUE_DOCTOR), step))
    }
    if (event._tag === "ChoiceDeclined" && event.choice === PLAGUE_DOCTOR && ctx.match.teamIndex.get(event.team) === team) return consumed(replaceTop(state, ...koStands(ctx, state, step)))
    return passOn(replaceTop(state, ...koStands(ctx, state, step)))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/staff/regeneration-staff": PlagueDoctorStep | RegenerationRerollStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    plagueDoctorOffer: typeof plagueDoctorOffer
    regenerationRerollOffer: typeof regenerationRerollOffer
    staffProblem: typeof staffProblem
  }
}

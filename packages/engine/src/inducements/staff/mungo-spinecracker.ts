import type { Match } from "../../model/match.js"
import type { MatchState } from "../../model/state.js"
import {
  consumed,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  note,
  passOn,
  playerIndex,
  propagate,
  replaceTop,
  setPlayer,
  type StepHandler,
  teamOf,
  updateTop,
  violation
} from "../../core/context.js"
import { afterInjury } from "../../core/injury.js"
import type { InjuryCause } from "../../model/outcome.js"
import { hiresStaff, namedStaff } from "../../model/staff-names.js"

/**
 * Mungo Spinecracker, (In)Famous Coaching Staff of Death Zone (Blood Bowl 2020; BBBase
 * docs/bb2020/death_zone/new_inducements.md, "I'm Fine Thanks, Mungo!"). He does not play.
 * Neither FFB nor Jervis encodes him; our reading of the rule:
 *
 * - Each time a player of his team on the pitch comes up KO'd on the Injury table (8–9; 7–8 on the
 *   Stunty table; Thick Skull's Stunned is not a KO), before the player leaves the pitch — and so
 *   before the apothecary is offered — the coach may have Mungo roll a D6: `SkillUsed` naming the
 *   player with `skill: "I'm Fine Thanks, Mungo!"`, then a `im-fine-thanks-mungo` D6. `SkillDeclined`
 *   (or simply going on) lets the KO stand. No limit: every such KO may be offered.
 * - 1: a Casualty, Badly Hurt, with no Casualty roll (the apothecary, Regeneration may still see to
 *   it, as to any casualty); 2–4: KO'd as normal (apothecary offered as usual); 5–6: the player
 *   stays where they lie, Stunned.
 * - A KO that is not an Injury table result (Stunned counted as KO'd by Ball & Chain or a fumbled
 *   Kick Team-mate, a casualty turned KO by a potion) and a player already off the pitch (pushed
 *   into the crowd) are not offered: the rule is about a player about to be removed from play.
 */

export const MUNGO_SPINECRACKER = "Mungo Spinecracker"
export const IM_FINE_THANKS_MUNGO = "I'm Fine Thanks, Mungo!"

const named = namedStaff(MUNGO_SPINECRACKER)

/** Whether the staff member named in a header is Mungo (inducements/staff/infamous-staff.ts lets him through). */
export const isMungo = named

/** Whether the team hired Mungo. */
export const mungoHired = (match: Match, team: number): boolean =>
  hiresStaff(match.header.teams[team]!, named)

/** Mungo offers to "treat" a KO'd player: the coach's choice, then his D6. */
export interface MungoStep {
  readonly _tag: "Mungo"
  readonly player: string
  readonly cause: InjuryCause
  readonly by: string | null
  readonly stage: "offer" | "roll"
}

/** Mungo's offer for a player KO'd on the Injury table, or null when his team has no Mungo or the player is off the pitch. */
export const mungoOffer = (match: Match, state: MatchState, step: { player: string; cause: InjuryCause; by: string | null }): MungoStep | null => {
  const player = state.players[match.playerIndex.get(step.player)!]!
  if (step.cause === "crowd" || player.at === null || !mungoHired(match, player.team)) return null
  return { _tag: "Mungo", player: step.player, cause: step.cause, by: step.by, stage: "offer" }
}

type Row = "treated" | "pummelled" | "fends-off"

const rowOf = (face: number): Row => (face === 1 ? "treated" : face <= 4 ? "pummelled" : "fends-off")

const RESULT: Readonly<Record<Row, string>> = {
  treated: "Mungo treats his patient: a Casualty, Badly Hurt (no Casualty roll)",
  pummelled: "badly pummelled: Knocked-out as normal",
  "fends-off": "fends Mungo off: stays on the pitch, Stunned"
}

export const mungoHandler: StepHandler<MungoStep> = {
  expects: (step, state, match) =>
    step.stage === "offer"
      ? {
        kind: "decision",
        team: state.players[match.playerIndex.get(step.player)!]!.team,
        events: ["SkillUsed", "SkillDeclined"],
        about: `have ${MUNGO_SPINECRACKER} roll for the Knocked-out ${step.player}?`
      }
      : { kind: "roll", die: "d6", for: "im-fine-thanks-mungo", player: step.player },
  on: (ctx, state, step, event): Fold<Handled> => {
    const ko = () => replaceTop(state, ...afterInjury(ctx, state, step, { kind: "ko" }))
    if (step.stage === "offer") {
      if (event._tag === "SkillUsed" && event.skill === IM_FINE_THANKS_MUNGO) {
        if (event.player !== step.player) return violation(ctx, IM_FINE_THANKS_MUNGO, `${MUNGO_SPINECRACKER} may roll for ${nameOf(ctx, step.player)} now, nobody else`)
        note(ctx, `${teamOf(ctx, state.players[playerIndex(ctx, step.player)]!.team).name} have ${MUNGO_SPINECRACKER} see to the Knocked-out ${nameOf(ctx, step.player)}`)
        return consumed(updateTop(state, { ...step, stage: "roll" }))
      }
      if (event._tag === "SkillDeclined" && event.skill === IM_FINE_THANKS_MUNGO && event.player === step.player) return consumed(ko())
      return passOn(ko())
    }
    const rolled = expectRoll(ctx, event, "d6", "im-fine-thanks-mungo", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const derived = rowOf(face)
    const { row } = judge(ctx, {
      rule: `${MUNGO_SPINECRACKER}: ${IM_FINE_THANKS_MUNGO}`,
      player: step.player,
      roll: rolled.success,
      total: face,
      row: derived,
      result: RESULT[derived],
      notes: ["1: Badly Hurt; 2–4: Knocked-out; 5–6: Stunned on the pitch"]
    })
    const rows: ReadonlyArray<string> = ["treated", "pummelled", "fends-off"]
    switch (row !== null && rows.includes(row) ? (row as Row) : derived) {
      case "treated":
        return consumed(replaceTop(state, ...afterInjury(ctx, state, step, { kind: "casualty", casualty: { row: "badly-hurt", lasting: null } })))
      case "pummelled":
        return consumed(ko())
      case "fends-off": {
        ctx.outcomes.push({ _tag: "Injury", player: step.player, result: "stunned", cause: step.cause, by: step.by })
        return consumed(replaceTop(setPlayer(state, playerIndex(ctx, step.player), { posture: "stunned", justStunned: true })))
      }
    }
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/staff/mungo-spinecracker": MungoStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    mungoOffer: typeof mungoOffer
  }
}

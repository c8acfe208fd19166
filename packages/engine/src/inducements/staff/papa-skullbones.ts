import type { MatchEvent } from "@sidelines/schema"
import { hasSkill, type Match } from "../../model/match.js"
import { addGain, type MatchState } from "../../model/state.js"
import {
  consumed,
  type Ctx,
  done,
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
  setTeam,
  type StepHandler,
  teamOf,
  updateTop,
  violation
} from "../../core/context.js"
import { expectDraw } from "../../core/kick-off-events.js"
import { MUTATIONS } from "../other/magic-potions.js"
import { hiresStaff, namedStaff } from "../../model/staff-names.js"

/**
 * Papa Skullbones, (In)Famous Coaching Staff of Death Zone (Blood Bowl 2020; BBBase
 * docs/bb2020/death_zone/new_inducements.md, "By the Power of the Gods!"). He does not play.
 * Neither FFB nor Jervis encodes him; our reading of the rule:
 *
 * - When: at the start of each drive, once both teams are set up and before the kick (the kicking
 *   team's Papa first when both have one). At most one blessing attempt a drive; optional.
 * - Whom: a player of his team on the pitch, not a Star Player or a Mercenary, for whom no roll on
 *   the table has been made this game. `PlayerChosen` (`for: "by-the-power-of-the-gods"`), then a
 *   `d8` `by-the-power-of-the-gods` with `player` set; `ChoiceDeclined` `"by-the-power-of-the-gods"`
 *   (or going on to the kick) passes for this drive.
 * - 1 Unworthy: the player goes to the KO box. 2 Overlooked: another player of the team on the
 *   pitch with no roll yet this game (Star Players and Mercenaries left out, as for the choice) is
 *   drawn at random (`PlayerDrawn`, same `for`), and the D8 is rolled for them; with nobody to draw,
 *   nothing happens. 3–7: the row's two Mutations. 8 Favour of the Gods: the coach picks two
 *   Mutations, each with `SkillUsed` naming the player, `skill: "By the Power of the Gods!"` and
 *   `grants: <Mutation>` (two different ones the player does not have).
 * - Skills gained last until the end of the drive; one the player has already adds nothing.
 */

export const PAPA_SKULLBONES = "Papa Skullbones"
export const BY_THE_POWER_OF_THE_GODS = "By the Power of the Gods!"
export const PAPA_CHOICE = "by-the-power-of-the-gods"

const named = namedStaff(PAPA_SKULLBONES)

/** Whether the staff member named in a header is Papa Skullbones (inducements/staff/infamous-staff.ts lets him through). */
export const isPapaSkullbones = named

const papaHired = (match: Match, team: number): boolean =>
  hiresStaff(match.header.teams[team]!, named)

/** Team `specialRulesUsed` key for a player already rolled for. */
const rolledFor = (id: string) => `${PAPA_SKULLBONES}: ${id}`

export interface PapaSkullbonesStep {
  readonly _tag: "PapaSkullbones"
  readonly team: number
  readonly stage: "offer" | "roll" | "draw" | "favour"
  readonly player: string | null
  /** Favour of the Gods: the Mutations picked so far. */
  readonly picked: ReadonlyArray<string>
}

/** The team's players who may be blessed (or drawn when one is overlooked). */
const blessable = (match: Match, state: MatchState, team: number): ReadonlyArray<string> => {
  const used = state.teams[team]!.specialRulesUsed ?? []
  return state.players
    .filter((p, i) => p.team === team && p.at !== null && match.roster[i]!.hired !== "star-player" && match.roster[i]!.hired !== "mercenary" && !used.includes(rolledFor(p.id)))
    .map((p) => p.id)
}

/** His offers once the teams are set up, in set-up order, for each team with a player to bless. */
export const papaSkullbonesAtKickOff = (match: Match, state: MatchState, order: ReadonlyArray<number>): ReadonlyArray<PapaSkullbonesStep> =>
  order.filter((team) => papaHired(match, team)).map((team) => ({ _tag: "PapaSkullbones", team, stage: "offer", player: null, picked: [] }))

const ROWS = ["unworthy", "overlooked", "freakish-proportions", "grasping-tendrils", "horrific-visage", "grisly-bifurcation", "thorny-protrusions", "favour-of-the-gods"] as const
type Row = (typeof ROWS)[number]
const NAMES: Readonly<Record<Row, string>> = {
  unworthy: "Unworthy",
  overlooked: "Overlooked",
  "freakish-proportions": "Freakish Proportions",
  "grasping-tendrils": "Grasping Tendrils",
  "horrific-visage": "Horrific Visage",
  "grisly-bifurcation": "Grisly Bifurcation",
  "thorny-protrusions": "Thorny Protrusions",
  "favour-of-the-gods": "Favour of the Gods"
}
/** The two Mutations of rows 3–7. */
const PAIRS: Partial<Readonly<Record<Row, readonly [string, string]>>> = {
  "freakish-proportions": ["Big Hand", "Very Long Legs"],
  "grasping-tendrils": ["Tentacles", "Prehensile Tail"],
  "horrific-visage": ["Disturbing Presence", "Foul Appearance"],
  "grisly-bifurcation": ["Extra Arms", "Two Heads"],
  "thorny-protrusions": ["Claws", "Horns"]
}

const mark = (state: MatchState, team: number, id: string): MatchState =>
  setTeam(state, team, { specialRulesUsed: [...(state.teams[team]!.specialRulesUsed ?? []), rolledFor(id)] })

const bless = (ctx: Ctx, state: MatchState, id: string, skills: ReadonlyArray<string>): MatchState => {
  const index = playerIndex(ctx, id)
  const fresh = skills.filter((skill) => !hasSkill(ctx.match, state, index, skill))
  if (fresh.length === 0) {
    note(ctx, `${nameOf(ctx, id)} has ${skills.join(" and ")} already: ${BY_THE_POWER_OF_THE_GODS} has no effect`)
    return state
  }
  note(ctx, `${nameOf(ctx, id)} gains ${fresh.join(" and ")} until the end of the drive`)
  return setPlayer(state, index, { gained: addGain(state.players[index]!, { source: BY_THE_POWER_OF_THE_GODS, until: "drive", skills: fresh }).gained })
}

const rollStep = (ctx: Ctx, state: MatchState, step: PapaSkullbonesStep, event: MatchEvent): Fold<Handled> => {
  const id = step.player!
  const rolled = expectRoll(ctx, event, "d8", PAPA_CHOICE, id, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const face = rolled.success.faces[0]!
  const derived = ROWS[face - 1]!
  const pair = PAIRS[derived]
  const { row } = judge(ctx, {
    rule: `${PAPA_SKULLBONES}: ${BY_THE_POWER_OF_THE_GODS}`,
    player: id,
    roll: rolled.success,
    total: face,
    row: derived,
    result: pair !== undefined ? `${NAMES[derived]}: ${pair.join(" and ")} until the end of the drive` : NAMES[derived]
  })
  const chosen: Row = row !== null && (ROWS as ReadonlyArray<string>).includes(row) ? (row as Row) : derived
  const index = playerIndex(ctx, id)
  switch (chosen) {
    case "unworthy": {
      note(ctx, `${nameOf(ctx, id)} is struck down: to the Knocked-out box`)
      ctx.outcomes.push({ _tag: "Injury", player: id, result: "ko", cause: "other", by: null })
      return consumed(replaceTop(setPlayer(state, index, { at: null, box: "ko", posture: "standing", justStunned: false })))
    }
    case "overlooked": {
      if (blessable(ctx.match, state, step.team).length === 0) {
        note(ctx, `${teamOf(ctx, step.team).name} have no other player on the pitch to draw: nothing happens`)
        return consumed(replaceTop(state))
      }
      return consumed(updateTop(state, { ...step, stage: "draw", player: null }))
    }
    case "favour-of-the-gods":
      return consumed(updateTop(state, { ...step, stage: "favour", picked: [] }))
    default:
      return consumed(replaceTop(bless(ctx, state, id, PAIRS[chosen]!)))
  }
}

export const papaSkullbonesHandler: StepHandler<PapaSkullbonesStep> = {
  // Nobody left to bless (everyone on the pitch rolled for already): no offer.
  auto: (ctx, state, step) => (step.stage === "offer" && blessable(ctx.match, state, step.team).length === 0 ? done(replaceTop(state)) : undefined),
  expects: (step) => {
    switch (step.stage) {
      case "offer":
        return { kind: "decision", team: step.team, events: ["PlayerChosen", "ChoiceDeclined"], about: `have ${PAPA_SKULLBONES} bless a player?` }
      case "roll":
        return { kind: "roll", die: "d8", for: PAPA_CHOICE, player: step.player }
      case "draw":
        return { kind: "decision", team: null, events: ["PlayerDrawn"], about: `${PAPA_SKULLBONES}: the player is overlooked, draw another at random` }
      case "favour":
        return { kind: "decision", team: step.team, events: ["SkillUsed"], about: `Favour of the Gods: pick ${step.picked.length === 0 ? "two Mutations" : "a second Mutation"}` }
    }
  },
  on: (ctx, state, step, event): Fold<Handled> => {
    const name = teamOf(ctx, step.team).name
    const rule = `${PAPA_SKULLBONES}: ${BY_THE_POWER_OF_THE_GODS}`
    switch (step.stage) {
      case "offer": {
        if (event._tag === "PlayerChosen" && event.for === PAPA_CHOICE) {
          if (ctx.match.teamIndex.get(event.team) !== step.team) return violation(ctx, rule, `${PAPA_SKULLBONES} blesses for ${name}, not ${event.team}`)
          if (!blessable(ctx.match, state, step.team).includes(event.player)) {
            return violation(ctx, rule, `${PAPA_SKULLBONES} blesses a player of ${name} on the pitch, no Star Player or Mercenary, not rolled for yet this game — not ${nameOf(ctx, event.player)}`)
          }
          return consumed(updateTop(mark(state, step.team, event.player), { ...step, stage: "roll", player: event.player }))
        }
        if (event._tag === "ChoiceDeclined" && event.choice === PAPA_CHOICE && ctx.match.teamIndex.get(event.team) === step.team) return consumed(replaceTop(state))
        return passOn(replaceTop(state))
      }
      case "roll":
        return rollStep(ctx, state, step, event)
      case "draw": {
        const drawn = expectDraw(ctx, event, PAPA_CHOICE, rule)
        if (drawn._tag === "Failure") return propagate(drawn)
        const id = drawn.success.player
        if (!blessable(ctx.match, state, step.team).includes(id)) return violation(ctx, rule, `the overlooked player's replacement is drawn from ${name}' other players on the pitch with no roll yet, not ${nameOf(ctx, id)}`)
        return consumed(updateTop(mark(state, step.team, id), { ...step, stage: "roll", player: id }))
      }
      case "favour": {
        const id = step.player!
        if (event._tag !== "SkillUsed" || event.skill !== BY_THE_POWER_OF_THE_GODS || event.player !== id) {
          return violation(ctx, rule, `Favour of the Gods: ${name} pick a Mutation for ${nameOf(ctx, id)} (SkillUsed "${BY_THE_POWER_OF_THE_GODS}" with grants), not ${event._tag}`)
        }
        const mutation = MUTATIONS.find((m) => m.toLowerCase() === (event.grants ?? "").toLowerCase())
        if (mutation === undefined) return violation(ctx, rule, `Favour of the Gods gives a Mutation (${MUTATIONS.join(", ")}); the log names ${event.grants ?? "none"}`)
        if (step.picked.includes(mutation) || hasSkill(ctx.match, state, playerIndex(ctx, id), mutation)) return violation(ctx, rule, `${nameOf(ctx, id)} has ${mutation} already: pick another Mutation`)
        const picked = [...step.picked, mutation]
        return consumed(picked.length < 2 ? updateTop(state, { ...step, picked }) : replaceTop(bless(ctx, state, id, picked)))
      }
    }
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/staff/papa-skullbones": PapaSkullbonesStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    papaSkullbonesAtKickOff: typeof papaSkullbonesAtKickOff
  }
}

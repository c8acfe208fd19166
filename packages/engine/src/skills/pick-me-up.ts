import type { MatchEvent } from "@sidelines/schema"
import { hasSkill, mayHaveSkill } from "../model/match.js"
import { distance } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { consumed, type Ctx, type Fold, type Handled, judge, nameOf, passOn, playerIndex, pop, setPlayer, type StepHandler, updateTop, violation } from "../core/context.js"

/**
 * Pick-me-up (a Norse trait): as an opposing team's turn ends, each Prone (not Stunned) player
 * within three squares of a Standing team-mate with the trait (and their tackle zones) rolls a D6
 * (`pick-me-up`, naming the prone player); on a 5+ they stand up. Who may roll is fixed as the
 * turn ends (a player stood up this way does not bring more team-mates into range), as FFB's
 * `StepPickMeUp` does.
 *
 * The rule asks for a roll for every such player; FFB lets the coach pick whom to roll for and
 * stands a success up unasked. So the step takes the rolls in any order, each player once, and
 * any other event ends it with the rest unrolled (a log from FFB names only those it rolled for).
 * Not after a touchdown or at the end of a half (the drive is over; FFB does the same), nor
 * after a Blitz! bonus turn, which is no team turn of the opposition.
 */
export const PICK_ME_UP = "Pick-me-up"

export interface PickMeUpStep {
  readonly _tag: "PickMeUp"
  readonly team: number
  /** The prone players still to roll, in roster order. */
  readonly prone: ReadonlyArray<string>
}

/** The team's prone players within three squares of a standing team-mate with the trait. */
const inReach = (ctx: Ctx, state: MatchState, team: number): Array<string> => {
  // A player without their tackle zones uses no skill (FFB's hasTacklezones).
  const pickers = state.players.filter((player, i) => player.team === team && player.at !== null && player.posture === "standing" && !player.lostTackleZones && hasSkill(ctx.match, state, i, PICK_ME_UP))
  return state.players
    .filter((player) => player.team === team && player.at !== null && player.posture === "prone" && pickers.some((picker) => distance(picker.at!, player.at!) <= 3))
    .map((player) => player.id)
}

/** The steps due as `ended`'s team turn ends: one for each other team with someone to pick up. */
export const pickMeUpSteps = (ctx: Ctx, state: MatchState, ended: number): Array<PickMeUpStep> => {
  // Nobody has the trait (on a roster, or gained): no team to look through (model/in-play.ts).
  if (!mayHaveSkill(ctx.match, state, PICK_ME_UP)) return []
  return state.teams.flatMap((_, team) => {
    if (team === ended) return []
    const prone = inReach(ctx, state, team)
    return prone.length === 0 ? [] : [{ _tag: "PickMeUp", team, prone }]
  })
}

const roll = (ctx: Ctx, state: MatchState, step: PickMeUpStep, event: MatchEvent & { _tag: "DiceRolled" }): Fold<Handled> => {
  const who = event.player ?? step.prone[0]!
  if (event.die !== "d6" || event.faces.length !== 1) return violation(ctx, PICK_ME_UP, `a d6 is rolled for ${PICK_ME_UP}, not ${event.die}`)
  if (!step.prone.includes(who)) return violation(ctx, PICK_ME_UP, `${nameOf(ctx, who)} is not a Prone player in reach of a Standing team-mate with ${PICK_ME_UP}, or has rolled already`)
  const face = event.faces[0]!
  const up = face >= 5
  judge(ctx, { rule: PICK_ME_UP, player: who, roll: event, target: 5, modifiers: [], total: face, success: up, result: up ? `${nameOf(ctx, who)} stands up` : `${nameOf(ctx, who)} stays Prone` })
  const index = playerIndex(ctx, who)
  const next = up ? setPlayer(state, index, { posture: "standing" }) : state
  const left = step.prone.filter((id) => id !== who)
  return consumed(left.length === 0 ? pop(next) : updateTop(next, { ...step, prone: left }))
}

export const pickMeUpHandler: StepHandler<PickMeUpStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "pick-me-up", player: step.prone[0] ?? null }),
  on: (ctx, state, step, event) =>
    event._tag === "DiceRolled" && event.for === "pick-me-up" ? roll(ctx, state, step, event) : passOn(pop(state))
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/pick-me-up": PickMeUpStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    pickMeUpSteps: typeof pickMeUpSteps
  }
}

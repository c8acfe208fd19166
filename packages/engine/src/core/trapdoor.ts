import { holdsBall, withBallOf } from "../model/balls.js"
import { sameSquare, squareName, type Square } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { withState } from "../model/state.js"
import {
  consumed,
  type Ctx,
  expectRoll,
  judge,
  nameOf,
  note,
  playerIndex,
  propagate,
  replaceTop,
  setPlayer,
  type StepHandler
} from "./context.js"
import { crowdInjury } from "./injury.js"
import { untilEndOfHalf } from "./effects.js"
import type { Step } from "../model/step.js"
import { turnoverStep } from "./turnover.js"
import { sameSide } from "./variant/variant.js"

/**
 * Trapdoors are squares of the pitch (a variant's `trapdoor` features). They do nothing until a
 * rule opens them: the Treacherous Trapdoor prayer, for the rest of the half. While it is in
 * force, a player who enters a trapdoor square (moving, pushed, following up) rolls a D6 and on
 * a 1 falls through: they leave the pitch as if pushed into the crowd (an injury roll with no
 * armour roll). A ball they held bounces from the trapdoor square.
 */
export interface TrapdoorStep {
  readonly _tag: "Trapdoor"
  readonly player: string
  readonly at: Square
}

/** The kick-off effect that opens the trapdoors until the end of the half. */
export const TREACHEROUS_TRAPDOOR = untilEndOfHalf("treacherous-trapdoor")

/** Whether the trapdoors can open now (the Treacherous Trapdoor prayer is in force). */
export const trapdoorsOpen = (state: MatchState): boolean => state.kickOffEffects.length > 0 && state.kickOffEffects.includes(TREACHEROUS_TRAPDOOR)

/** Whether a square is one of the pitch's trapdoors. */
export const isTrapdoor = (ctx: Ctx, square: Square): boolean => {
  for (const feature of ctx.variant.pitch.features) {
    if (feature.kind === "trapdoor" && "squares" in feature && feature.squares.some((s) => sameSquare(s, square))) return true
  }
  return false
}

/** The trapdoor roll due when a player enters a square, if any: none unless the trapdoors are open (the prayer, or Uncovered Trapdoors always). */
export const enteringSquare = (ctx: Ctx, state: MatchState, player: string, square: Square): ReadonlyArray<Step> =>
  ((ctx.variant.trapdoorsUncovered === true || trapdoorsOpen(state)) && isTrapdoor(ctx, square)) || prayedTrapdoor(ctx, state, square)
    ? [{ _tag: "Trapdoor", player, at: square }]
    : []

/** A trapdoor that is there only while Treacherous Trapdoor is in force (Blood Bowl: `Variant.prayerTrapdoors`). */
const prayedTrapdoor = (ctx: Ctx, state: MatchState, square: Square): boolean =>
  ctx.variant.prayerTrapdoors !== undefined && trapdoorsOpen(state) && ctx.variant.prayerTrapdoors.some((s) => sameSquare(s, square))

export const trapdoorHandler: StepHandler<TrapdoorStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "trapdoor", player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "trapdoor", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const falls = rolled.success.faces[0] === 1
    const { row } = judge(ctx, {
      rule: ctx.variant.trapdoorsUncovered === true ? "Uncovered Trapdoors" : "Treacherous Trapdoor",
      player: step.player,
      roll: rolled.success,
      row: falls ? "falls-through" : "holds",
      result: falls ? `the trapdoor on ${squareName(step.at)} falls open under ${nameOf(ctx, step.player)}` : "the trapdoor holds"
    })
    if (row !== "falls-through") return consumed(replaceTop(state))
    const index = playerIndex(ctx, step.player)
    const player = state.players[index]!
    const hadBall = holdsBall(state, player.id)
    note(ctx, `${nameOf(ctx, step.player)} falls through the trapdoor: off the pitch as if pushed into the crowd`)
    const steps: Array<Step> = []
    let next = withBallOf(setPlayer(state, index, { at: null, box: "reserves", posture: "standing" }), player.id)
    // Losing the ball this way ends the moving team's turn, as a push into the crowd would.
    if (hadBall && state.activeTeam !== null && sameSide(ctx.variant, state.activeTeam, player.team)) steps.push(turnoverStep("trapdoor", player.team, player.id))
    steps.push(crowdInjury(step.player, null))
    if (hadBall) {
      next = withState(next, { ball: { at: step.at, carrier: null, inPlay: true } })
      steps.push({ _tag: "Bounce", from: step.at, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
    }
    return consumed(replaceTop(next, ...steps))
  }
}

/**
 * The pitch's Trapdoor squares, open or not: its `trapdoor` features and the variant's
 * `prayerTrapdoors` (Blood Bowl's two, there whether or not the prayer has opened them). Spot the
 * Sneak (a Special Plays card) sets a player up in one.
 */
export const trapdoorSquares = (ctx: Ctx): ReadonlyArray<Square> => [
  ...ctx.variant.pitch.features.flatMap((feature) => (feature.kind === "trapdoor" && "squares" in feature ? feature.squares : [])),
  ...(ctx.variant.prayerTrapdoors ?? [])
]

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/trapdoor": TrapdoorStep
  }
}

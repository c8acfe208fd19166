import type { MatchEvent } from "@sidelines/schema"
import { throwInFan, wallBetween } from "../model/features.js"
import { squareName, step as stepSquare, type Square } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import {
  consumed,
  type Ctx,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  propagate,
  type StepHandler,
  updateTop,
  violation
} from "../core/context.js"
import { intoTheCrowd, intoTheWall, lands, type ThrownFlightStep, type ThrowResult } from "./throw-team-mate.js"

/**
 * Swoop: a thrown player with this trait does not scatter after a superb or successful throw.
 * Their coach faces the throw-in template towards an end zone or a sideline (SkillUsed Swoop by
 * the thrown player, `at` the square next to the target square that way); a D6 (`swoop`) on the
 * template gives the direction and a D3 (`swoop`) the number of squares they glide from the target
 * square before coming down (with the landing as after that throw). A terrible or fumbled throw
 * goes as for anyone.
 */
export interface SwoopStep {
  readonly _tag: "Swoop"
  readonly thrower: string
  readonly thrown: string
  readonly result: ThrowResult
  readonly target: Square
  readonly stage: "facing" | "direction" | "distance"
  readonly facing: readonly [number, number] | null
  readonly direction: readonly [number, number] | null
}

const FACINGS: ReadonlyArray<readonly [number, number]> = [[1, 0], [-1, 0], [0, 1], [0, -1]]

/** The thrown player's flight, for the shared landing and crowd rules. */
const flight = (step: SwoopStep, from: Square): ThrownFlightStep =>
  ({ _tag: "ThrownFlight", thrower: step.thrower, thrown: step.thrown, result: step.result, kind: "scatter", from, left: 0, direction: null, crashed: false })

const face = (ctx: Ctx, state: MatchState, step: SwoopStep, event: MatchEvent): Fold<Handled> => {
  if (event._tag !== "SkillUsed" || event.skill.toLowerCase() !== "swoop" || event.player !== step.thrown) {
    return violation(ctx, "Swoop", `${nameOf(ctx, step.thrown)} swoops: face the throw-in template first (SkillUsed Swoop, at the square next to ${squareName(step.target)} towards an end zone or a sideline), not ${event._tag}`)
  }
  const at = event.at
  const facing = at === undefined ? undefined : FACINGS.find(([dx, dy]) => at[0] - step.target[0] === dx && at[1] - step.target[1] === dy)
  if (facing === undefined) return violation(ctx, "Swoop", `the template faces an end zone or a sideline: \`at\` must be a square straight next to ${squareName(step.target)}`)
  return consumed(updateTop(state, { ...step, stage: "direction", facing }))
}

const direction = (ctx: Ctx, state: MatchState, step: SwoopStep, event: MatchEvent): Fold<Handled> => {
  const rolled = expectRoll(ctx, event, "d6", "swoop", step.thrown, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const way = throwInFan(step.facing!, rolled.success.faces[0]!)
  judge(ctx, { rule: "Swoop direction", player: step.thrown, roll: rolled.success, result: `glides from ${squareName(step.target)} the way of ${squareName(stepSquare(step.target, way, 1))} (throw-in template)` })
  return consumed(updateTop(state, { ...step, stage: "distance", direction: way }))
}

const distance = (ctx: Ctx, state: MatchState, step: SwoopStep, event: MatchEvent): Fold<Handled> => {
  const rolled = expectRoll(ctx, event, "d3", "swoop", step.thrown, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const squares = rolled.success.faces[0]!
  let last = step.target
  for (let i = 1; i <= squares; i++) {
    const next = stepSquare(step.target, step.direction!, i)
    if (wallBetween(ctx.variant.pitch, last, next)) {
      judge(ctx, { rule: "Swoop distance", player: step.thrown, roll: rolled.success, total: squares, result: `glides into the wall past ${squareName(last)}` })
      return consumed(intoTheWall(ctx, state, flight(step, last), last))
    }
    if (!ctx.variant.pitch.contains(next)) {
      judge(ctx, { rule: "Swoop distance", player: step.thrown, roll: rolled.success, total: squares, result: `glides off the pitch past ${squareName(last)}` })
      return consumed(intoTheCrowd(ctx, state, flight(step, last), last))
    }
    last = next
  }
  judge(ctx, { rule: "Swoop distance", player: step.thrown, roll: rolled.success, total: squares, result: `glides ${squares} square${squares === 1 ? "" : "s"} to ${squareName(last)}` })
  return consumed(lands(ctx, state, flight(step, last), last))
}

export const swoopHandler: StepHandler<SwoopStep> = {
  expects: (step, state, match) =>
    step.stage === "facing"
      ? { kind: "decision", team: state.players[match.playerIndex.get(step.thrown)!]!.team, events: ["SkillUsed"], about: "face the throw-in template for the swoop" }
      : { kind: "roll", die: step.stage === "direction" ? "d6" : "d3", for: "swoop", player: step.thrown },
  on: (ctx, state, step, event) => (step.stage === "facing" ? face(ctx, state, step, event) : step.stage === "direction" ? direction(ctx, state, step, event) : distance(ctx, state, step, event))
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/swoop": SwoopStep
  }
}

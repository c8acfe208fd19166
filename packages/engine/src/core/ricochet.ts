import { above } from "./above.js"
import { besideWallSquare, isObstacle, isSewerPit, ricochetDirection, wallBetween, type WallTarget } from "../model/features.js"
import { characteristic, hasSkill, type Match } from "../model/match.js"
import { squareName, step as stepSquare, type Square } from "../model/square.js"
import { type MatchState, withState } from "../model/state.js"
import type { Pitch } from "../model/pitch.js"
import type { BallContext } from "./ball.js"
import { catchModifiers, hitWall, reentry } from "./ball.js"
import {
  consumed,
  type Ctx,
  done,
  type Fold,
  type Handled,
  expectRoll,
  judge,
  nameOf,
  passOn,
  playerIndex,
  playerOn,
  propagate,
  replaceTop,
  type StepHandler,
  unsupported,
  updateTop
} from "./context.js"
import { interferers } from "./pass-flight.js"
import { type PassResult } from "./pass.js"
import { testStep } from "./test-roll.js"

/**
 * Gutter Bowl's ricochet: a Pass thrown at a wall square (`PassAimed` with `ricochet: true`) so
 * that it comes off the wall. Our reading of the rules (their direction diagrams are not in our
 * text; docs/variants/gutter-bowl.md gives the reasons):
 *
 * - The passing test is a Pass's, ruler to the wall square. A fumble is a fumble. Accurate, the
 *   ball hits the square aimed at; inaccurate or wildly inaccurate, a D6 (`ricochet`): 1–3 it hits
 *   the wall square to the thrower's right of it, 4+ the one to the left.
 * - Opponents under the ruler from the thrower to the square hit may interfere, as for any pass.
 * - It comes off as off a mirror (`ricochetDirection`) and flies a D6 (`ricochet`) squares. Every
 *   standing player it passes over may try to catch it, in order (a `catch` roll naming them; any
 *   other event lets it go by), at −1 as for an inaccurate pass; one who fails does not stop it.
 * - Not caught, it bounces from the square where it ends (twice on the cobbles). Meeting a wall on
 *   the way, it ends there: off the wall on the template, then it bounces from where that puts it;
 *   over an end-zone edge the crowd throws it in; in a sewer pit it is put back (D8) and bounces.
 * - Past a sideline's end (a miss beside its last square, or off that square away from the pitch)
 *   the ball is over the end line, where no wall stands: out of bounds, the crowd throws it in.
 *   A miss past the end of a stall's side meets no wall: the ball comes down on the square beside
 *   the one aimed at (open ground) as an inaccurate pass does — interference, a catch at −1, or
 *   the bounces. At a stall's corner, the squares beside are its neighbours along the two faces.
 * - The pass's end decides the turnover: unless the active team holds the ball, a turnover.
 */
export interface RicochetStep {
  readonly _tag: "Ricochet"
  readonly passer: string
  /** The wall square aimed at. */
  readonly target: Square
  readonly result: PassResult
  /** The wall square the ball hits (the one aimed at, or the one beside it after a miss). */
  readonly hit: WallTarget
  /**
   * `miss`: the D6 for the side; `hit`: the ball is at the wall (interference is looked for);
   * `distance`: the D6 for how far it flies; `flight`: over `path`, offering catches.
   */
  readonly stage: "miss" | "hit" | "distance" | "flight"
  /** The squares on the pitch it flies over, in order. */
  readonly path: ReadonlyArray<Square>
  /** How many of `path` are behind it. */
  readonly passed: number
  /** What stops it after the last square of `path`. */
  readonly end: RicochetEnd
}

/** After its flight: it comes down (and bounces), hits a wall at `wall`, or leaves the pitch over an end. */
export type RicochetEnd = { readonly kind: "down" } | { readonly kind: "wall"; readonly wall: Square } | { readonly kind: "out" }

const RULE = "Ricochet"

/** A wall square in words: a stall square by its name; a sideline wall's, off the pitch, by the square in front of it. */
export const wallName = (pitch: Pitch, target: WallTarget): string =>
  pitch.contains(target.wall) ? `the stall at ${squareName(target.wall)}` : `the wall past ${squareName([target.wall[0] + target.face[0], target.wall[1] + target.face[1]])}`

const LOOSE: BallContext = { kickOff: false }

/** The pitch square in front of a wall square (for a sideline wall, the square on the pitch beside it). */
const frontOf = (target: WallTarget): Square => [target.wall[0] + target.face[0], target.wall[1] + target.face[1]]

/**
 * Whether a ricochet missing a sideline wall square to one side (as `besideWallSquare`) goes past
 * the sideline's end: the square beside is off the pitch over an end line, where no wall stands.
 */
const pastEndLine = (pitch: Pitch, target: WallTarget, side: 1 | -1): boolean => {
  const { face, wall } = target
  if (pitch.contains(wall) || (face[0] !== 0 && face[1] !== 0)) return false
  const right: readonly [number, number] = [face[1], -face[0]]
  return !pitch.contains([wall[0] + right[0] * side + face[0], wall[1] + right[1] * side + face[1]])
}

/**
 * The square beside a stall square aimed at, to the thrower's right (`side` 1) or left (−1), when
 * it is no wall square: past the end of the stall's side, open ground where the missed ball lands.
 */
const pastStallSide = (target: WallTarget, side: 1 | -1): Square => {
  const { face, wall } = target
  const right: readonly [number, number] = [face[1], -face[0]]
  return [wall[0] + right[0] * side, wall[1] + right[1] * side]
}

/** The steps of a ricochet once the passing test is not a fumble. */
export const ricochetThrown = (passer: string, target: WallTarget, result: PassResult): RicochetStep => ({
  _tag: "Ricochet",
  passer,
  target: target.wall,
  result,
  hit: target,
  stage: result === "accurate" ? "hit" : "miss",
  path: [],
  passed: 0,
  end: { kind: "down" }
})

/** Who may try to catch the ball on this square as it flies over: a standing player with hands and tackle zones. */
const catcherOn = (match: Match, state: MatchState, square: Square): string | undefined => {
  const player = playerOn(state, square)
  if (player === undefined || player.posture !== "standing" || player.lostTackleZones) return undefined
  return hasSkill(match, state, match.playerIndex.get(player.id)!, "No Hands") ? undefined : player.id
}

/** The next square of the flight (from `passed` on) with a player who may try to catch it. */
const nextCatch = (match: Match, state: MatchState, step: RicochetStep): { index: number; player: string } | undefined => {
  for (let index = step.passed; index < step.path.length; index++) {
    const player = catcherOn(match, state, step.path[index]!)
    if (player !== undefined) return { index, player }
  }
  return undefined
}

/** The flight is over and nobody caught it: it comes down, hits the wall, or leaves the pitch. */
const flightEnds = (ctx: Ctx, state: MatchState, step: RicochetStep): Fold<Handled> => {
  // An empty flight left the pitch at once, from the square in front of the wall square hit.
  const last = step.path.at(-1) ?? frontOf(step.hit)
  const { pitch } = ctx.variant
  const more = ctx.variant.bounces
  switch (step.end.kind) {
    case "wall":
      return hitWall(ctx, withState(state, { ball: { at: last, carrier: null, inPlay: true } }), last, step.end.wall, { kind: "arrive", context: LOOSE, more, lastOnPitch: last })
    case "out":
      ctx.outcomes.push({ _tag: "Note", text: `the ball flies off the pitch past ${squareName(last)}: the crowd throws it in` })
      return consumed(replaceTop(withState(state, { ball: { at: last, carrier: null, inPlay: false } }), { _tag: "ThrowIn", from: last, stage: "direction", direction: null }))
    case "down": {
      const down = withState(state, { ball: { at: last, carrier: null, inPlay: true } })
      // Down a sewer pit it is put back (D8), and bounces from there.
      if (isSewerPit(pitch, last)) return consumed(replaceTop(down, reentry(ctx, last, { kind: "arrive", context: LOOSE, more, lastOnPitch: last })))
      return consumed(replaceTop(down, { _tag: "Bounce", from: last, context: LOOSE, more: more - 1 }))
    }
  }
}

export const ricochetHandler: StepHandler<RicochetStep> = {
  auto: (ctx, state, step) => {
    if (step.stage === "hit") {
      // As for any pass, opponents under the ruler to the square hit may interfere.
      const eligible = interferers(ctx, state, step.passer, step.hit.wall)
      const flying: RicochetStep = { ...step, stage: "distance" }
      if (eligible.length === 0) return done(updateTop(state, flying))
      const flight = { passer: step.passer, target: step.target, result: step.result }
      return done(replaceTop(state, { _tag: "PassInterference", ...flight, at: step.hit.wall, outOfBounds: false, eligible, ricochet: flying }))
    }
    if (step.stage !== "flight" || nextCatch(ctx.match, state, step) !== undefined) return undefined
    const ended = flightEnds(ctx, state, step)
    return ended._tag === "Failure" ? propagate(ended) : done(ended.success.state)
  },
  expects: (step, state, match) => {
    if (step.stage === "miss" || step.stage === "distance") return { kind: "roll", die: "d6", for: "ricochet", player: null }
    const next = nextCatch(match, state, step)
    return { kind: "roll", die: "d6", for: "catch", player: next?.player ?? null }
  },
  on: (ctx, state, step, event) => {
    const { pitch } = ctx.variant
    if (step.stage === "miss") {
      const rolled = expectRoll(ctx, event, "d6", "ricochet", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      const side = face <= 3 ? 1 : -1
      const beside = besideWallSquare(pitch, step.hit, side)
      const way = side === 1 ? "right" : "left"
      if (beside === null && pastEndLine(pitch, step.hit, side)) {
        // Past a sideline's end the square beside is off the pitch over the end line, where there
        // is no wall: the pass has left the pitch there, and goes on as any pass out of bounds.
        const last = frontOf(step.hit)
        judge(ctx, { rule: `${RULE}: off target`, roll: rolled.success, result: `misses to the ${way}, past the end of the wall: the ball flies off the pitch past ${squareName(last)}`, notes: ["1–3 the wall square to the thrower's right, 4+ the one to the left"] })
        return consumed(replaceTop(state, { _tag: "PassLands", passer: step.passer, target: step.target, result: step.result, at: last, outOfBounds: true }))
      }
      if (beside === null) {
        // Past the end of a stall's side the square beside is open ground, where no wall stands:
        // the ball has missed the stall and comes down there as an inaccurate pass does.
        const past = pastStallSide(step.hit, side)
        if (!pitch.contains(past) || isObstacle(pitch, past)) {
          // Cannot happen on our layout (no stall within a square of the edge or of a pit); a defensive stop.
          return unsupported(ctx, "ricochet past the end of a wall", `the ball misses ${wallName(pitch, step.hit)} to the ${way} onto ${squareName(past)}, which is no open square of the pitch`)
        }
        judge(ctx, { rule: `${RULE}: off target`, roll: rolled.success, result: `misses to the ${way}, past the end of the stall: no wall there, the ball comes down on ${squareName(past)}`, notes: ["1–3 the wall square to the thrower's right, 4+ the one to the left", "past the stall's end it meets no wall: it lands as an inaccurate pass"] })
        return consumed(replaceTop(state, { _tag: "PassLands", passer: step.passer, target: step.target, result: step.result, at: past, outOfBounds: false }))
      }
      judge(ctx, { rule: `${RULE}: off target`, roll: rolled.success, result: `misses to the ${way}: the ball hits ${wallName(pitch, beside)}`, notes: ["1–3 the wall square to the thrower's right, 4+ the one to the left"] })
      return consumed(updateTop(state, { ...step, stage: "hit", hit: beside }))
    }
    if (step.stage === "distance") {
      const rolled = expectRoll(ctx, event, "d6", "ricochet", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const squares = rolled.success.faces[0]!
      const from = state.players[playerIndex(ctx, step.passer)]!.at!
      const direction = ricochetDirection(from, step.hit)
      const path: Array<Square> = []
      let end: RicochetEnd = { kind: "down" }
      for (let i = 1; i <= squares; i++) {
        const next = stepSquare(step.hit.wall, direction, i)
        const prev = path.at(-1)
        if (prev === undefined) {
          // Off a sideline's last square it may fly straight over the end line: the crowd's, as below.
          if (!pitch.contains(next)) {
            end = { kind: "out" }
            break
          }
          // Off the wall square the first square is in front of it; past a wall's very end it is not.
          // Cannot happen on our layout (the square in front of a wall square, or diagonally off it, is open ground); a defensive stop.
          if (isObstacle(pitch, next)) return unsupported(ctx, "ricochet past the end of a wall", `the ball would come off ${wallName(pitch, step.hit)} onto the stall; that is not folded`)
        } else if (wallBetween(pitch, prev, next)) {
          end = { kind: "wall", wall: next }
          break
        } else if (!pitch.contains(next)) {
          end = { kind: "out" }
          break
        }
        path.push(next)
      }
      const last = path.at(-1) ?? frontOf(step.hit)
      const straight = direction[0] === step.hit.face[0] && direction[1] === step.hit.face[1]
      judge(ctx, {
        rule: RULE,
        roll: rolled.success,
        total: squares,
        notes: [straight ? "thrown at the wall straight on: it comes straight back" : "thrown at the wall at an angle: it comes off diagonally, on along the wall"],
        result: end.kind === "wall"
          ? `the ball comes off ${wallName(pitch, step.hit)} and flies to ${squareName(last)}, into the wall beyond`
          : end.kind === "out"
          ? `the ball comes off ${wallName(pitch, step.hit)} and flies off the pitch past ${squareName(last)}`
          : `the ball comes off ${wallName(pitch, step.hit)} and flies ${squares} square${squares === 1 ? "" : "s"} to ${squareName(last)}`
      })
      return consumed(updateTop(state, { ...step, stage: "flight", path, passed: 0, end }))
    }
    // The flight: the next player under the ball may try to catch it; any other event lets it go by.
    const next = nextCatch(ctx.match, state, step)!
    const past: RicochetStep = { ...step, passed: next.index + 1 }
    const tries = event._tag === "DiceRolled" && event.for === "catch" && (event.player === undefined || event.player === next.player)
    if (!tries) {
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, next.player)} lets the ball fly past` })
      return passOn(updateTop(state, past))
    }
    const index = playerIndex(ctx, next.player)
    const test = testStep({
      test: "catch",
      rule: "Catch",
      player: next.player,
      target: characteristic(ctx.match, state, index, "ag"),
      modifiers: catchModifiers(ctx, state, next.player, [{ value: -1, source: "ricochet (as an inaccurate pass)" }]),
      skillReroll: above.catchReroll(ctx, state, next.player),
      teamReroll: true,
      onSuccess: [{ _tag: "BallCaught", player: next.player }, ...above.quickBiteAfterCatch(ctx, state, next.player)],
      // Missed, it flies on over the rest of its path.
      onFailure: [past]
    })
    return passOn(replaceTop(state, test))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/ricochet": RicochetStep
  }
}

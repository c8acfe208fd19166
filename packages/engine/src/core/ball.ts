import { above } from "./above.js"
import { withState, ballAt } from "../model/state.js"
import { isGingerbreadHouse, isMarketStall, isObstacle, isSewerPit, reentrySquare, throwInFan, towardsNearerEndZone, wallBetween, wallFace } from "../model/features.js"
import { catchWeather } from "./weather.js"
import { characteristic } from "../model/match.js"
import { D8_DIRECTIONS, squareName, step as move, type Square } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import type { DiceRolled, MatchEvent } from "@sidelines/schema"
import type { SavingRoll } from "./variant/variant.js"
import { variantAt } from "./variant/at.js"
import {
  consumed,
  propagate,
  type Ctx,
  done,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  playerOn,
  replaceTop,
  type StepHandler,
  sum,
  testPasses,
  unsupported,
  updateTop
} from "./context.js"
import type { Modifier } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { testStep, type TestStep } from "./test-roll.js"
import { markingPlayers } from "./tackle-zones.js"
import { isTrapdoor } from "./trapdoor.js"

/** Where loose-ball rules apply: on the pitch, or during a kick-off (where leaving the receiving half is a touchback). */
export type BallContext = { readonly kickOff: false } | { readonly kickOff: true; readonly receivingTeam: number }

/** The ball bounces one square from where it is (a D8 on the scatter template). */
export interface BounceStep {
  readonly _tag: "Bounce"
  readonly from: Square
  readonly context: BallContext
  /** Bounces still to come after this one (Gutter Bowl's cobbles bounce it twice). */
  readonly more: number
}

/** The crowd throws the ball back in from the last square it was on the pitch. */
export interface ThrowInStep {
  readonly _tag: "ThrowIn"
  readonly from: Square
  readonly stage: "direction" | "distance"
  readonly direction: readonly [number, number] | null
  /**
   * A ball off a stadium wall rather than thrown by the crowd (Enclosed Pitch): it goes this many
   * squares along the Throw-in template's direction, with no distance roll.
   */
  readonly squares?: number
  /** The crowd's D6 for keeping the ball (Fickle Fans) is made, or not due. */
  readonly fansRolled?: boolean
}

/** A player ends up holding the ball. */
export interface BallCaughtStep {
  readonly _tag: "BallCaught"
  readonly player: string
}

/** The ball comes to rest on the ground at a square. */
export interface BallRestsStep {
  readonly _tag: "BallRests"
  readonly at: Square
}

/**
 * Whether a player on this square can catch: standing with tackle zones, and not holding the other
 * ball already (Ball Clone, special-plays/ball-clone.ts).
 */
const canCatch = (state: MatchState, square: Square) => {
  const player = playerOn(state, square)
  return player !== undefined && player.posture === "standing" && !player.lostTackleZones && !above.holdsOtherBall(state, player.id) ? player : undefined
}

/** The modifiers of a catch: one per opponent marking the catcher, and the weather. */
export const catchModifiers = (ctx: Ctx, state: MatchState, playerId: string, extra: ReadonlyArray<Modifier> = []): Array<Modifier> => {
  const index = ctx.match.playerIndex.get(playerId)!
  const modifiers: Array<Modifier> = [...extra]
  for (const marker of markingPlayers(ctx, state, index)) modifiers.push({ value: -1, source: `marked by ${nameOf(ctx, marker.id)}` })
  modifiers.push(...catchWeather(state), ...above.sprinklerCatch(state), ...above.catchersInstincts(state, index))
  modifiers.push(...above.disturbingPresence(ctx, state, playerId), ...above.extraArms(ctx, state, playerId))
  modifiers.push(...above.nervesOfSteel(ctx, state, playerId, modifiers))
  modifiers.push(...above.activationCards(state, playerId, modifiers, false))
  return modifiers
}

/**
 * A catch by the player on a square: success gives them the ball, failure bounces it from
 * their square. Used for kicks, bounces, throw-ins, hand-offs and passes.
 */
export const catchAttempt = (
  ctx: Ctx,
  state: MatchState,
  playerId: string,
  context: BallContext,
  extra: ReadonlyArray<Modifier> = []
): TestStep | BounceStep => {
  const index = ctx.match.playerIndex.get(playerId)!
  const at = state.players[index]!.at!
  if (above.noHands(ctx, state, playerId)) {
    // No Hands: the catch fails without a roll and the ball bounces off them.
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, playerId)} has No Hands and cannot catch the ball: it bounces` })
    return { _tag: "Bounce", from: at, context, more: ctx.variant.bounces - 1 }
  }
  if (above.holdsOtherBall(state, playerId)) {
    // Ball Clone: a player with one ball cannot catch the other; it bounces off them.
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, playerId)} holds the other ball and cannot catch this one: it bounces` })
    return { _tag: "Bounce", from: at, context, more: ctx.variant.bounces - 1 }
  }
  return testStep({
    test: "catch",
    rule: "Catch",
    player: playerId,
    target: characteristic(ctx.match, state, index, "ag"),
    modifiers: catchModifiers(ctx, state, playerId, extra),
    skillReroll: above.catchReroll(ctx, state, playerId),
    teamReroll: true,
    // Guffle Pussmaw may bite the catcher for the ball (stars/quick-bite.ts).
    onSuccess: [{ _tag: "BallCaught", player: playerId }, ...above.quickBiteAfterCatch(ctx, state, playerId)],
    onFailure: [{ _tag: "Bounce", from: at, context, more: ctx.variant.bounces - 1 }]
  })
}

/** Catching a ball that bounced, was thrown in by the crowd or deviated from a kick is harder. */
export const LOOSE_BALL: Modifier = { value: -1, source: "the ball is bouncing, thrown in or deviating" }

/** What happens to a ball arriving on a square (after a bounce or a throw-in): a catch, another bounce, or rest. */
export const ballArrives = (ctx: Ctx, state: MatchState, at: Square, context: BallContext, more: number): ReadonlyArray<Step> => {
  const catcher = canCatch(state, at)
  if (catcher !== undefined) return [catchAttempt(ctx, state, catcher.id, context, [LOOSE_BALL])]
  const there = playerOn(state, at)
  if (there !== undefined) {
    if (above.holdsOtherBall(state, there.id)) ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, there.id)} holds the other ball and cannot catch this one: it bounces` })
    return [{ _tag: "Bounce", from: at, context, more: ctx.variant.bounces - 1 }]
  }
  if (more > 0) return [{ _tag: "Bounce", from: at, context, more: more - 1 }]
  return [{ _tag: "BallRests", at }]
}

const leavesPlay = (ctx: Ctx, context: BallContext, square: Square) =>
  !ctx.variant.pitch.contains(square) || (context.kickOff && !ctx.variant.pitch.isOwnHalf(context.receivingTeam, square))

/**
 * How a ball that came off a wall (WallRebound) or back out of a stall or pit (BallReentry) goes
 * on from its new square, as the rule that sent it there would have gone on:
 * - `arrive`: a bounce — the ball arrives like any bounce (a catch, the bounces still to come, or
 *   rest); off the pitch it is thrown in from `lastOnPitch` (a touchback during a kick-off);
 * - `kick`: a kick's deviation — the square is where the kick will land;
 * - `pass`: a pass's scatter or deviation — the square is where the pass comes down.
 */
export type BallThen =
  | { readonly kind: "arrive"; readonly context: BallContext; readonly more: number; readonly lastOnPitch: Square }
  | { readonly kind: "kick" }
  | {
    readonly kind: "pass"
    readonly passer: string
    readonly target: Square
    readonly result: "accurate" | "inaccurate" | "wildly-inaccurate" | "fumble"
    readonly lastOnPitch: Square
    /** A ball that scattered off a player who deflected it: it comes down with no more interference. */
    readonly deflected: boolean
  }
  /**
   * A bomb's scatter or deviation (Bombardier, skills/bombardier.ts): the square is where the bomb
   * comes down (interference, a catch, or it explodes there); off the pitch it explodes in the
   * crowd from `lastOnPitch`. The ball itself is elsewhere and does not move.
   */
  | {
    readonly kind: "bomb"
    readonly thrower: string
    readonly target: Square
    readonly result: "accurate" | "inaccurate" | "wildly-inaccurate" | "fumble"
    readonly lastOnPitch: Square
    readonly deflected: boolean
  }

/**
 * The ball hit a wall (a sideline wall, or a market stall): the Throw-in template is laid with its
 * logo on `logo`, the square the ball would have reached, facing away from the wall, and a D6
 * (purpose `wall`) gives the square it goes to.
 */
export interface WallReboundStep {
  readonly _tag: "WallRebound"
  readonly logo: Square
  readonly face: readonly [number, number]
  readonly then: BallThen
  /** The D6's purpose: `wall`, or `gingerbread-house` for a ball put out of a house (Holiday Special). */
  readonly purpose?: "gingerbread-house"
}

/**
 * The ball is on a market stall or in a sewer pit: a D8 (purpose `sewer-pit` for a pit, `wall`
 * for a stall) gives the direction it is moved, the minimum distance back onto the pitch.
 */
export interface BallReentryStep {
  readonly _tag: "BallReentry"
  readonly at: Square
  readonly purpose: "sewer-pit" | "wall"
  readonly then: BallThen
}

/** The ball's way on from `from` into `to` is walled: the template rebound, where the pitch says how. */
export const hitWall = (ctx: Ctx, state: MatchState, from: Square, to: Square, then: BallThen): Fold<Handled> =>
  consumed(replaceTop(state, { _tag: "WallRebound", logo: to, face: wallFace(ctx.variant.pitch, from, to), then }))

/** The ball goes on from `at` (on the pitch or not) as `then` says. */
const goOn = (ctx: Ctx, state: MatchState, at: Square, then: BallThen): MatchState => {
  const { pitch } = ctx.variant
  const onPitch = pitch.contains(at)
  if (onPitch && isObstacle(pitch, at)) return replaceTop(then.kind === "bomb" ? state : withState(state, { ball: ballAt(at, null, state.ball.inPlay) }), reentry(ctx, at, then))
  switch (then.kind) {
    case "bomb": {
      const landing = { thrower: then.thrower, target: then.target, result: then.result, at: onPitch ? at : then.lastOnPitch, outOfBounds: !onPitch }
      return replaceTop(state, then.deflected ? { _tag: "BombArrives", ...landing, deflected: true } : { _tag: "BombLands", ...landing })
    }
    case "kick":
      return replaceTop(withState(state, { ball: { at, carrier: null, inPlay: false } }), { _tag: "KickOffEvent" }, { _tag: "LandKick" }, { _tag: "KickResolved" })
    case "pass": {
      const landing = { passer: then.passer, target: then.target, result: then.result, at: onPitch ? at : then.lastOnPitch, outOfBounds: !onPitch }
      return replaceTop(state, then.deflected ? { _tag: "PassArrives", ...landing, deflected: true } : { _tag: "PassLands", ...landing })
    }
    case "arrive": {
      if (onPitch && !leavesPlay(ctx, then.context, at)) {
        const moving = withState(state, { ball: { at, carrier: null, inPlay: true } })
        return replaceTop(moving, ...ballArrives(ctx, moving, at, then.context, then.more))
      }
      if (then.context.kickOff) return replaceTop(withState(state, { ball: { at: null, carrier: null, inPlay: false } }))
      return replaceTop(withState(state, { ball: { at: then.lastOnPitch, carrier: null, inPlay: false } }), { _tag: "ThrowIn", from: then.lastOnPitch, stage: "direction", direction: null })
    }
  }
}

export const wallReboundHandler: StepHandler<WallReboundStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: step.purpose ?? "wall", player: null }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", step.purpose ?? "wall", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const to = move(step.logo, throwInFan(step.face, rolled.success.faces[0]!))
    const what = step.then.kind === "bomb" ? "the bomb" : "the ball"
    if (step.purpose === "gingerbread-house") judge(ctx, { rule: "Out of the gingerbread house", roll: rolled.success, result: `${what} comes out of the house to ${squareName(to)}` })
    else {
      // Diagonally into a stall's outer corner: the template points back the way the ball came.
      const corner = step.face[0] !== 0 && step.face[1] !== 0 && isMarketStall(ctx.variant.pitch, step.logo)
      const notes = corner ? ["into the corner of the market stall: the template points straight back along the ball's way in"] : []
      judge(ctx, { rule: "Off the wall", roll: rolled.success, notes, result: `${what} comes off the wall to ${squareName(to)}` })
    }
    return consumed(goOn(ctx, state, to, step.then))
  }
}

export const ballReentryHandler: StepHandler<BallReentryStep> = {
  expects: (step) => ({ kind: "roll", die: "d8", for: step.purpose, player: null }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d8", step.purpose, null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const to = reentrySquare(ctx.variant.pitch, step.at, D8_DIRECTIONS[rolled.success.faces[0]! - 1]!)
    if (to === null) return unsupported(ctx, "ball re-entry off the pitch", `the ball's re-entry from ${squareName(step.at)} would leave the pitch; this pitch has no such feature`)
    judge(ctx, { rule: "Back onto the pitch", roll: rolled.success, result: `${step.then.kind === "bomb" ? "the bomb" : "the ball"} comes back onto the pitch at ${squareName(to)}` })
    return consumed(goOn(ctx, state, to, step.then))
  }
}

/**
 * The ball onto a stall or into a pit at `at`: the D8 that puts it back. In a gingerbread house
 * (Holiday Special): the Throw-in template with its logo on the house square, pointing at the
 * nearer end zone, and a D6 (purpose `gingerbread-house`); again while it stays in a house.
 */
export const reentry = (ctx: Ctx, at: Square, then: BallThen): BallReentryStep | WallReboundStep =>
  isGingerbreadHouse(ctx.variant.pitch, at)
    ? { _tag: "WallRebound", logo: at, face: towardsNearerEndZone(ctx.variant.pitch, at), then, purpose: "gingerbread-house" }
    : {
      _tag: "BallReentry",
      at,
      purpose: isSewerPit(ctx.variant.pitch, at) ? "sewer-pit" : "wall",
      then
    }

/** A bounce's die: a D8 on the Random Direction template, or a D6 on the Throw-in template down a slope (Sloping Pitch). */
const bounceDie = (variant: Ctx["variant"]): "d6" | "d8" => (variant.bounceDownhill === undefined ? "d8" : "d6")

export const bounceHandler: StepHandler<BounceStep> = {
  expects: (_step, state, match) => ({ kind: "roll", die: bounceDie(variantAt(match, state)), for: "bounce", player: null }),
  on: (ctx, state, step, event) => {
    const downhill = ctx.variant.bounceDownhill
    const rolled = expectRoll(ctx, event, bounceDie(ctx.variant), "bounce", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const direction = downhill === undefined ? D8_DIRECTIONS[face - 1]! : throwInFan(downhill, face)
    const notes = downhill === undefined ? [] : ["the pitch slopes: the Throw-in template points down the slope"]
    const { pitch } = ctx.variant
    // The ball moves `bounceSquares` squares (Solid Stone: 2) in that direction, leaving the
    // pitch, hitting a wall or dropping into a pit on the way if the square before was the last.
    const squares = ctx.variant.bounceSquares ?? 1
    let from = step.from
    let to = move(step.from, direction)
    for (let i = 2; i <= squares && pitch.contains(to) && !isSewerPit(pitch, to) && !isGingerbreadHouse(pitch, to) && !wallBetween(pitch, from, to) && !leavesPlay(ctx, step.context, to); i++) {
      from = to
      to = move(to, direction)
    }
    if (squares > 1) notes.push(`${ctx.variant.name}: the ball bounces ${squares} squares`)
    const then: BallThen = { kind: "arrive", context: step.context, more: step.more, lastOnPitch: from }
    if (wallBetween(pitch, from, to)) {
      judge(ctx, { rule: "Bounce", roll: rolled.success, notes, result: `bounces from ${squareName(from)} into a wall` })
      return hitWall(ctx, state, from, to, then)
    }
    if (pitch.contains(to) && (isSewerPit(pitch, to) || isGingerbreadHouse(pitch, to))) {
      judge(ctx, { rule: "Bounce", roll: rolled.success, notes, result: `bounces into the ${isSewerPit(pitch, to) ? "sewer pit" : "gingerbread house"} at ${squareName(to)}` })
      return consumed(replaceTop(withState(state, { ball: { at: to, carrier: null, inPlay: state.ball.inPlay } }), reentry(ctx, to, then)))
    }
    const outside = leavesPlay(ctx, step.context, to)
    // Enclosed Pitch: a ball bouncing off the pitch comes off the stadium wall one square instead.
    const offTheWall = outside && !step.context.kickOff && ctx.variant.bounceOffWall === true
    judge(ctx, {
      rule: "Bounce",
      roll: rolled.success,
      notes,
      result: outside
        ? step.context.kickOff
          ? `bounces out of the receiving half from ${squareName(from)}: touchback`
          : offTheWall
          ? `bounces from ${squareName(from)} into the stadium wall`
          : `bounces off the pitch from ${squareName(from)}`
        : `bounces to ${squareName(to)}`
    })
    const moving = withState(state, {ball: { at: to, carrier: null, inPlay: !outside } })
    if (outside && step.context.kickOff) return consumed(replaceTop(withState(moving, {ball: { at: null, carrier: null, inPlay: false } })))
    if (outside) {
      const throwIn: ThrowInStep = { _tag: "ThrowIn", from, stage: "direction", direction: null, ...(offTheWall ? { squares: 1 } : {}) }
      return consumed(replaceTop(withState(moving, {ball: { at: from, carrier: null, inPlay: false } }), throwIn))
    }
    return consumed(replaceTop(moving, ...ballArrives(ctx, moving, to, step.context, step.more)))
  }
}

/**
 * The throw-in template: which way the crowd throws from each edge. The end-zone edges come
 * first, so a ball out at a corner is thrown back along the pitch.
 */
const throwInDirection = (ctx: Ctx, from: Square, roll: number): readonly [number, number] | null => {
  const { width, height } = ctx.variant.pitch
  if (ctx.variant.pitch.throwInFacing !== undefined) {
    const facing = ctx.variant.pitch.throwInFacing(from)
    return facing === null ? null : throwInFan(facing, roll)
  }
  if (from[0] <= 0) return throwInFan([1, 0], roll)
  if (from[0] >= width - 1) return throwInFan([-1, 0], roll)
  if (from[1] >= height - 1) return throwInFan([0, -1], roll)
  return throwInFan([0, 1], roll)
}

/** The D6 for the crowd keeping the ball, when it is due (Fickle Fans, not in the half's last team turn). */
const crowdKeepsRoll = (variant: Ctx["variant"], state: MatchState, step: ThrowInStep) =>
  variant.crowdMayKeepBall !== undefined && step.squares === undefined && step.fansRolled !== true && !state.teams.every((team) => team.turn >= variant.turnsPerHalf)
    ? variant.crowdMayKeepBall
    : null

export const throwInHandler: StepHandler<ThrowInStep> = {
  expects: (step, state, match) => {
    const keep = crowdKeepsRoll(variantAt(match, state), state, step)
    if (keep !== null) return { kind: "roll", die: "d6", for: keep.purpose, player: null }
    return step.stage === "direction"
      ? { kind: "roll", die: "d6", for: "throw-in-direction", player: null }
      : { kind: "roll", die: "2d6", for: "throw-in-distance", player: null }
  },
  on: (ctx, state, step, event) => {
    const keep = crowdKeepsRoll(ctx.variant, state, step)
    if (keep !== null) return crowdKeepsBall(ctx, state, step, event, keep)
    if (step.stage === "direction") {
      const rolled = expectRoll(ctx, event, "d6", "throw-in-direction", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const direction = throwInDirection(ctx, step.from, rolled.success.faces[0]!)
      if (direction === null) return unsupported(ctx, "throw-in past an elbow", `the ball left the pitch diagonally past ${squareName(step.from)}, where no edge says which way the crowd throws it back`)
      if (step.squares !== undefined) return offTheStadiumWall(ctx, state, step, rolled.success, direction, step.squares)
      judge(ctx, { rule: "Throw-in direction", roll: rolled.success, result: `thrown in from ${squareName(step.from)}` })
      return consumed(updateTop(state, { ...step, stage: "distance", direction }))
    }
    const rolled = expectRoll(ctx, event, "2d6", "throw-in-distance", null, 2)
    if (rolled._tag === "Failure") return propagate(rolled)
    const distance = sum(rolled.success.faces)
    let last = step.from
    let landed = true
    for (let i = 1; i <= distance; i++) {
      const square = move(step.from, step.direction!, i)
      if (!ctx.variant.pitch.contains(square)) {
        if (wallBetween(ctx.variant.pitch, last, square)) {
          // Thrown in across the pitch into a sideline wall: it comes off the wall like a bounce.
          judge(ctx, { rule: "Throw-in distance", roll: rolled.success, total: distance, result: `hits the wall past ${squareName(last)}` })
          return hitWall(ctx, state, last, square, { kind: "arrive", context: { kickOff: false }, more: ctx.variant.bounces, lastOnPitch: last })
        }
        landed = false
        break
      }
      last = square
    }
    judge(ctx, {
      rule: "Throw-in distance",
      roll: rolled.success,
      total: distance,
      result: landed ? `lands on ${squareName(last)}` : `flies off the pitch again past ${squareName(last)}`
    })
    if (!landed) return consumed(replaceTop(withState(state, {ball: { at: last, carrier: null, inPlay: false } }), { _tag: "ThrowIn", from: last, stage: "direction", direction: null }))
    const context: BallContext = { kickOff: false }
    if (isObstacle(ctx.variant.pitch, last)) {
      // Thrown in onto a market stall or into a sewer pit: it comes back out (D8) and lands there.
      return consumed(replaceTop(withState(state, { ball: { at: last, carrier: null, inPlay: true } }), reentry(ctx, last, { kind: "arrive", context, more: ctx.variant.bounces, lastOnPitch: last })))
    }
    const moving = withState(state, {ball: { at: last, carrier: null, inPlay: true } })
    const catcher = canCatch(moving, last)
    const bounce: Step = { _tag: "Bounce", from: last, context, more: ctx.variant.bounces - 1 }
    const next: ReadonlyArray<Step> = catcher !== undefined
      ? [catchAttempt(ctx, moving, catcher.id, context, [LOOSE_BALL])]
      // Into an empty square, players with Diving Catch next to it may dive for it.
      : [playerOn(moving, last) === undefined ? above.landsInEmptySquare(ctx, moving, last, context, [LOOSE_BALL], bounce) : bounce]
    return consumed(replaceTop(moving, ...next))
  }
}

/**
 * Fickle Fans: the crowd's D6 before a throw-in. 4+ it is thrown in as normal; 1–3 the crowd keeps
 * it until the end of the next team turn (the kept ball's marker in `kickOffEffects`, read by the
 * stadium's `atTurnEnd`), and then throws it in from the same square.
 */
const crowdKeepsBall = (ctx: Ctx, state: MatchState, step: ThrowInStep, event: MatchEvent, keep: SavingRoll): Fold<Handled> => {
  const rolled = expectRoll(ctx, event, "d6", keep.purpose, null, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const test = testPasses(rolled.success.faces[0]!, keep.target, [])
  const { success } = judge(ctx, {
    rule: keep.rule,
    roll: rolled.success,
    target: keep.target,
    total: test.total,
    success: test.success,
    result: test.success ? "the crowd throws the ball back in" : "the crowd keeps the ball until the end of the next team turn",
    needed: keep.target
  })
  if (success === true) return consumed(updateTop(state, { ...step, fansRolled: true }))
  // The next team turn: the other team's, or during a kick-off the receiving team's first one.
  const until = state.activeTeam !== null
    ? ctx.variant.rules.nextTeam(state.activeTeam, state.teams.length)
    : state.kickingTeam !== null ? ctx.variant.rules.receivingTeam(state.kickingTeam, state.teams.length) : null
  if (until === null) return unsupported(ctx, "stadium: fickle-fans (the crowd keeping the ball outside a drive)", "the crowd keeps the ball outside a drive; that is not folded")
  const kept = withState(state, { ball: { at: step.from, carrier: null, inPlay: false }, kickOffEffects: [...state.kickOffEffects, keptBall(until, step.from)] })
  return consumed(replaceTop(kept))
}

/** The marker of a ball the crowd keeps (Fickle Fans) until the end of `team`'s turn; it comes back in from `from`. */
export const keptBall = (team: number, from: Square): string => `crowd-keeps-ball:${team}:${from[0]}:${from[1]}`

/** Enclosed Pitch: the ball comes off the stadium wall `squares` squares along the template, then arrives there like a bounce. */
const offTheStadiumWall = (ctx: Ctx, state: MatchState, step: ThrowInStep, roll: DiceRolled, direction: readonly [number, number], squares: number): Fold<Handled> => {
  const to = move(step.from, direction, squares)
  const context: BallContext = { kickOff: false }
  if (!ctx.variant.pitch.contains(to)) {
    judge(ctx, { rule: "Off the stadium wall", roll, result: `comes off the wall past ${squareName(step.from)} into the wall again` })
    return consumed(updateTop(state, { ...step, direction: null }))
  }
  judge(ctx, { rule: "Off the stadium wall", roll, result: `comes off the wall to ${squareName(to)}` })
  const moving = withState(state, { ball: { at: to, carrier: null, inPlay: true } })
  return consumed(replaceTop(moving, ...ballArrives(ctx, moving, to, context, 0)))
}

export const ballCaughtHandler: StepHandler<BallCaughtStep> = {
  expects: () => ({ kind: "nothing", about: "the ball is caught" }),
  auto: (ctx, state, step) => {
    const player = state.players[ctx.match.playerIndex.get(step.player)!]!
    return done(replaceTop(withState(state, {ball: { at: player.at, carrier: player.id, inPlay: true } })))
  }
}

export const ballRestsHandler: StepHandler<BallRestsStep> = {
  expects: () => ({ kind: "nothing", about: "the ball comes to rest" }),
  auto: (ctx, state, step) => {
    const resting = withState(state, { ball: { at: step.at, carrier: null, inPlay: true } })
    // Ball Clone: never two balls on one square; the one coming to rest bounces again.
    if (above.restsOnOtherBall(resting)) {
      ctx.outcomes.push({ _tag: "Note", text: `the other ball lies on ${squareName(step.at)}: this one bounces again` })
      return done(replaceTop(resting, { _tag: "Bounce", from: step.at, context: { kickOff: false }, more: ctx.variant.bounces - 1 }))
    }
    // Uncovered Trapdoors: a groundskeeper throws a ball resting on a trapdoor back out (Groundskeeper, src/stadium/).
    if (ctx.variant.trapdoorsUncovered === true && isTrapdoor(ctx, step.at)) return done(replaceTop(resting, { _tag: "Groundskeeper", from: step.at, direction: null }))
    return done(replaceTop(resting))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/ball": BallCaughtStep | BallReentryStep | BallRestsStep | BounceStep | ThrowInStep | WallReboundStep
  }
}

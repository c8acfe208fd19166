// Over 700 lines: the pass (aim, range, test, accuracy, interference, catch) with the walls and
// stalls of Gutter Bowl's pitch; issue 21's move into layers splits the variant's parts off.
import { above } from "./above.js"
import { withBallOf } from "../model/balls.js"
import { hasWalls, isObstacle, isWallSquare, lineCrossesStall, wallBetween, type WallTarget, wallTarget } from "../model/features.js"
import { passWeather } from "./weather.js"
import { STICKY_SLUDGE } from "./effects.js"
import type { DiceRolled, MatchEvent } from "@sidelines/schema"
import { characteristic, hasGainTag, hasSkill, type Match } from "../model/match.js"
import { D8_DIRECTIONS, sameSquare, squareName, step as stepSquare, type Square } from "../model/square.js"
import { type MatchState, withState } from "../model/state.js"
import { type ActivationStep, movementAllowance } from "./activation.js"
import { catchAttempt, catchModifiers, hitWall, reentry } from "./ball.js"
import {
  consumed,
  type Ctx,
  done,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  passOn,
  playerIndex,
  playerOn,
  propagate,
  replaceTop,
  schedule,
  setPlayer,
  type StepHandler,
  totalModifier,
  updateTop,
  violation
} from "./context.js"
import { possessionCheck } from "./hand-off.js"
import type { Modifier } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { chooseThrowReroll, throwRerollAvailable, throwRerollGate, type ThrowWords } from "./throw-reroll.js"
import { exertsTackleZone, markingPlayers } from "./tackle-zones.js"
import { testStep } from "./test-roll.js"
import { turnoverStep } from "./turnover.js"
import { opposed, sameSide } from "./variant/variant.js"
import { crossesCrowd } from "../model/pitch.js"
import { ricochetThrown, type RicochetStep, wallName } from "./ricochet.js"

// ---- the range ruler ----

export type PassRange = "quick" | "short" | "long" | "long-bomb"

/**
 * The BB2020 range ruler as a grid of squares counted from the thrower: row = squares across
 * (|dy|), column = squares along (|dx|); T is the thrower, a blank is out of range. The same
 * grid FUMBBL's BB2020 pass mechanic and Jervis use (Jervis leaves out the two corner squares
 * 13 along and 2 across, which FUMBBL counts as a Long Bomb; this engine follows FUMBBL).
 */
const RANGE_GRID: ReadonlyArray<string> = [
  "TQQQSSSLLLLBBB",
  "QQQQSSSLLLLBBB",
  "QQQSSSSLLLLBBB",
  "QQSSSSSLLLBBB",
  "SSSSSSLLLLBBB",
  "SSSSSLLLLBBB",
  "SSSSLLLLLBBB",
  "LLLLLLLLBBB",
  "LLLLLLLBBBB",
  "LLLLLBBBBB",
  "LLLBBBBBB",
  "BBBBBBB",
  "BBBBB",
  "BBB"
]

const RANGE_OF: Readonly<Record<string, PassRange>> = { Q: "quick", S: "short", L: "long", B: "long-bomb" }

export const RANGE_NAME: Readonly<Record<PassRange, string>> = { quick: "Quick Pass", short: "Short Pass", long: "Long Pass", "long-bomb": "Long Bomb" }

/** The range modifier to the passing test: Quick 0, Short −1, Long −2, Long Bomb −3. */
export const RANGE_MODIFIER: Readonly<Record<PassRange, number>> = { quick: 0, short: -1, long: -2, "long-bomb": -3 }

/** The range band from one square to another, or null when out of range (or the same square). */
export const passRange = (from: Square, to: Square): PassRange | null => {
  const dx = Math.abs(to[0] - from[0])
  const dy = Math.abs(to[1] - from[1])
  const cell = RANGE_GRID[dy]?.[dx]
  return cell === undefined ? null : RANGE_OF[cell] ?? null
}

/**
 * Whether a square lies under the range ruler laid from the thrower's square to the square the
 * ball lands in: it is nearer to each end than the ends are to each other, and one of its
 * corners is within half the ruler's width (1.74 squares wide, as FUMBBL and Jervis measure it)
 * of the line between the two centres.
 */
const RULER_WIDTH = 1.74

export const underRuler = (from: Square, to: Square, square: Square): boolean => {
  const lx = to[0] - from[0]
  const ly = to[1] - from[1]
  const length2 = lx * lx + ly * ly
  const sx = square[0] - from[0]
  const sy = square[1] - from[1]
  const toStart2 = sx * sx + sy * sy
  const toEnd2 = (lx - sx) * (lx - sx) + (ly - sy) * (ly - sy)
  if (!(toStart2 < length2 && toEnd2 < length2)) return false
  let nearest = Infinity
  for (const cx of [-0.5, 0.5]) {
    for (const cy of [-0.5, 0.5]) nearest = Math.min(nearest, Math.abs(ly * (sx + cx) - lx * (sy + cy)))
  }
  // `nearest` is the corner's distance from the line times the line's length.
  return nearest / Math.sqrt(length2) < RULER_WIDTH / 2
}

// ---- the steps ----

/** How the passing ability test came out (BB2020). */
export type PassResult = "accurate" | "inaccurate" | "wildly-inaccurate" | "fumble"

const RESULT_NAME: Readonly<Record<PassResult, string>> = {
  accurate: "accurate",
  inaccurate: "inaccurate",
  "wildly-inaccurate": "wildly inaccurate",
  fumble: "fumbled"
}

const isPassResult = (row: string | null): row is PassResult => row !== null && row in RESULT_NAME

/** What every step of a pass carries along. */
export interface PassFlight {
  readonly passer: string
  /** The square the pass was aimed at. */
  readonly target: Square
  readonly result: PassResult
}

/** The passing ability test: rolled, possibly re-rolled (Pass skill, team re-roll, Pro). */
export interface PassRollStep {
  readonly _tag: "PassRoll"
  readonly passer: string
  readonly target: Square
  readonly range: PassRange
  readonly stage: "roll" | "offer" | "loner" | "pro"
  readonly rerolled: boolean
  /** The result standing while a re-roll is offered. */
  readonly result: PassResult | null
  /** Thrown at this wall square to come off it (Gutter Bowl's ricochet, core/ricochet.ts). */
  readonly ricochet?: WallTarget
  /** The die, while Strong Passing Game may still add the thrower's ST (stars/strong-passing-game.ts). */
  readonly strongRoll?: DiceRolled | undefined
}

/** A player with no Passing Ability fumbles automatically; a pass roll in the log is accepted and ignored. */
export interface PassNoAbilityStep {
  readonly _tag: "PassNoAbility"
  readonly passer: string
}

/** Scatter: up to three D8 rolls, one square each, stopping if the ball leaves the pitch. */
export interface PassScatterStep extends PassFlight {
  readonly _tag: "PassScatter"
  readonly from: Square
  readonly left: number
  /** Scattering off a player who deflected it but failed to catch it: no more interference. */
  readonly deflected: boolean
}

/** Deviation of a wildly inaccurate pass: a D8 for the direction, a D6 for the distance, from the thrower. */
export interface PassDeviateStep extends PassFlight {
  readonly _tag: "PassDeviate"
  readonly stage: "direction" | "distance"
  readonly direction: readonly [number, number] | null
}

/** Where the ball will come down is known: opponents under the ruler may interfere. */
export interface PassLandsStep extends PassFlight {
  readonly _tag: "PassLands"
  readonly at: Square
  /** The ball was going off the pitch past `at` (the last square on the pitch). */
  readonly outOfBounds: boolean
}

/** The defending coach may name one eligible player to interfere (an "interception" roll naming them). */
export interface PassInterferenceStep extends PassFlight {
  readonly _tag: "PassInterference"
  readonly at: Square
  readonly outOfBounds: boolean
  readonly eligible: ReadonlyArray<string>
  /** A ricochet: let by, the ball comes off the wall at `at` (core/ricochet.ts) instead of coming down there. */
  readonly ricochet?: RicochetStep
  /** The player who called Yoink! (stars/yoink.ts): he tries, on a 2+. */
  readonly yoink?: string | undefined
}

/** The ball comes down at `at`: caught, bounced, or thrown back in by the crowd. */
export interface PassArrivesStep extends PassFlight {
  readonly _tag: "PassArrives"
  readonly at: Square
  readonly outOfBounds: boolean
  readonly deflected: boolean
}

/** A successful interference: the deflecting player tries to catch (intercept) the ball. */
export interface PassDeflectedStep extends PassFlight {
  readonly _tag: "PassDeflected"
  readonly interceptor: string
}

/** The deflection was caught: an interception. */
export interface PassInterceptedStep {
  readonly _tag: "PassIntercepted"
  readonly passer: string
  readonly interceptor: string
}

/** An accurate pass was caught by the player it was thrown to: a completion. */
export interface PassCompletedStep {
  readonly _tag: "PassCompleted"
  readonly passer: string
}

/** The ball has settled: the moving team must hold it, or it is a turnover. */
export interface PassEndStep {
  readonly _tag: "PassEnd"
  readonly passer: string
}

/** Steps of the Pass action. */
export type PassStep =
  | PassRollStep
  | PassNoAbilityStep
  | PassScatterStep
  | PassDeviateStep
  | PassLandsStep
  | PassInterferenceStep
  | PassArrivesStep
  | PassDeflectedStep
  | PassInterceptedStep
  | PassCompletedStep
  | PassEndStep

// ---- declaring the pass ----

/** The modifiers of a passing ability test: range, each opponent marking the thrower, Very Sunny. */
/** What any throw's passing test takes: the range, each player marking the thrower, the weather. */
export const throwModifiers = (ctx: Ctx, state: MatchState, passer: string, range: PassRange): Array<Modifier> => {
  const modifiers: Array<Modifier> = []
  if (RANGE_MODIFIER[range] !== 0) modifiers.push({ value: RANGE_MODIFIER[range], source: `range: ${RANGE_NAME[range]}` })
  for (const marker of markingPlayers(ctx, state, playerIndex(ctx, passer))) modifiers.push({ value: -1, source: `marked by ${nameOf(ctx, marker.id)}` })
  modifiers.push(...passWeather(state))
  modifiers.push(...above.disturbingPresence(ctx, state, passer))
  return modifiers
}

/** A Pass action's test: a throw's modifiers, and Gutter Bowl's −1 when the ruler crosses a market stall. */
export const passModifiers = (ctx: Ctx, state: MatchState, passer: string, range: PassRange, target: Square): Array<Modifier> => {
  const modifiers = throwModifiers(ctx, state, passer, range)
  // Gutter Bowl's Potion of Accuracy: no range modifier on a Pass action.
  const ranged = RANGE_MODIFIER[range] !== 0 && !hasGainTag(state, playerIndex(ctx, passer), "no-range-modifiers")
  if (!ranged && RANGE_MODIFIER[range] !== 0) modifiers.splice(0, 1)
  const from = state.players[playerIndex(ctx, passer)]!.at
  // Before the marking and weather modifiers, as the range ruler is read first.
  if (from !== null && lineCrossesStall(ctx.variant.pitch, from, target)) modifiers.splice(ranged ? 1 : 0, 0, { value: -1, source: "the ruler crosses a market stall" })
  // Skills that only help a Pass action (not a Throw Team-mate or a bomb).
  // Sprinkler Malfunction: a Pass action's test only (special-plays/random-events.ts).
  modifiers.push(...above.sprinklerPass(state))
  modifiers.push(...above.rangeSkills(ctx, state, passer, range), ...above.nervesOfSteel(ctx, state, passer, modifiers))
  modifiers.push(...above.activationCards(state, passer, modifiers, false))
  return modifiers
}

/**
 * A Pass (BB2020): the ball carrier aims at a square in range. The passing ability test decides
 * accurate / inaccurate / wildly inaccurate / fumbled; the ball then lands (after scattering or
 * deviating), opponents under the ruler may interfere, and whoever is under the ball tries to
 * catch it. The activation ends with the pass.
 */
export const aimPass = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "PassAimed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, "pass", `${who} is acting, not ${nameOf(ctx, event.player)}`)
  if (step.action !== "pass") return violation(ctx, "pass", `a ${step.action} action cannot pass the ball; declare a Pass action`)
  if (step.acted) return violation(ctx, "pass", `${who} has already passed in this action`)
  const index = playerIndex(ctx, step.player)
  const passer = state.players[index]!
  if (passer.at === null || passer.posture !== "standing") return violation(ctx, "pass", `${who} must be standing to pass`)
  // Ball Clone: the ball they hold, if either, is the one thrown.
  state = withBallOf(state, step.player)
  if (state.ball.carrier !== step.player) return violation(ctx, "pass", `${who} is not holding the ball`)
  if (state.kickOffEffects.includes(STICKY_SLUDGE)) return violation(ctx, "Sticky Sludge", `the ball is covered in Sticky Sludge this drive: ${who}, holding it, may not pass`)
  // Gutter Bowl: a Pass thrown at a wall square to come off it (core/ricochet.ts).
  if (event.ricochet === true) return aimRicochet(ctx, state, step, event)
  // A wall square without `ricochet` is a slip the message names.
  const atWall = isWallSquare(ctx.variant.pitch, event.at) ? ` (to throw the ball at the wall, the PassAimed says ricochet)` : ""
  if (!ctx.variant.pitch.contains(event.at)) return violation(ctx, "pass", `${squareName(event.at)} is not on the pitch${atWall}`)
  if (sameSquare(passer.at, event.at)) return violation(ctx, "pass", `${who} cannot pass to their own square`)
  // A Hail Mary pass goes anywhere on the pitch, without the range ruler — over BlightBowl's crowd too (its rules' exception).
  const hailMary = above.isHailMary(ctx, state, step.player)
  if (!hailMary && crossesCrowd(ctx.variant.pitch, passer.at, event.at)) return violation(ctx, "pass", `the pass from ${squareName(passer.at)} to ${squareName(event.at)} would go over the crowd, from one arm of the pitch to another`)
  const range = hailMary ? passRange(passer.at, event.at) ?? "long-bomb" : passRange(passer.at, event.at)
  if (range === null) return violation(ctx, "pass range", `${squareName(event.at)} is out of range from ${squareName(passer.at)} (beyond a Long Bomb)`)
  if (!hailMary && state.weather === "blizzard" && (range === "long" || range === "long-bomb")) {
    return violation(ctx, "blizzard", `only Quick and Short passes are possible in a blizzard; ${squareName(event.at)} is a ${RANGE_NAME[range]}`)
  }
  if (!hailMary && state.weather === "clouds-of-smog" && (range === "long" || range === "long-bomb")) {
    return violation(ctx, "Clouds of Smog", `only Quick and Short passes may be attempted in the smog; ${squareName(event.at)} is a ${RANGE_NAME[range]}`)
  }
  // Flea Flicker (a Special Plays card): Quick and Short passes only this turn.
  const flicker = above.fleaFlickerProblem(state, passer.team, range, hailMary)
  if (flicker !== null) return violation(ctx, "Flea Flicker", flicker)
  if (isObstacle(ctx.variant.pitch, event.at)) return violation(ctx, "pass", `${squareName(event.at)} is a market stall or a sewer pit${atWall}`)
  ctx.outcomes.push({ _tag: "Note", text: `${who} passes from ${squareName(passer.at)} to ${squareName(event.at)}: ${hailMary ? above.HAIL_MARY : RANGE_NAME[range]}` })
  // Running Pass: after a Quick Pass the activation goes on if the thrower has MA left.
  const running = !hailMary && range === "quick" && hasSkill(ctx.match, state, index, "Running Pass") && step.moved < movementAllowance(ctx, state, step.player).ma
  if (running) ctx.outcomes.push({ _tag: "Note", text: `${who} may go on moving after the Quick Pass (Running Pass)` })
  let next = setPlayer(state, index, { stats: { ...passer.stats, passes: passer.stats.passes + 1 }, ...(running ? { used: [...passer.used, above.RUNNING_PASS] } : {}) })
  next = updateTop(next, { ...step, acted: true, finished: !running })
  if (characteristic(ctx.match, state, index, "pa") === null) return consumed(schedule(next, { _tag: "PassNoAbility", passer: step.player }))
  // Animosity towards a team-mate on the target square is rolled before the passing test.
  const onTarget = playerOn(state, event.at)
  const receiver = onTarget !== undefined && sameSide(ctx.variant, onTarget.team, passer.team) ? onTarget.id : null
  // On the Ball: an opposing player may move once the pass is aimed, before the passing test.
  const onTheBallMoves = above.passDefenders(ctx, next, step.player).flatMap((team) => above.onTheBall(ctx, next, team, "pass"))
  // Special Plays cards of the passing team, then too (Quick Thinking, special-plays/quick-thinking.ts).
  const cards = above.passWindow(next, passer.team)
  return consumed(schedule(next, ...above.animosityGate(ctx, next, step.player, receiver, [...onTheBallMoves, ...cards, { _tag: "PassRoll", passer: step.player, target: event.at, range, stage: "roll", rerolled: false, result: null }])))
}

/**
 * Gutter Bowl's ricochet, declared in a Pass action: the ball is thrown at a wall square
 * (`wallTarget`: a market stall square, or the square in front of a sideline wall) to come off
 * it. The passing test is a Pass's with the ruler laid to the wall square (its range, the weather's
 * limits, −1 for a stall crossed on the way); where the ball goes then is core/ricochet.ts.
 */
const aimRicochet = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "PassAimed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  const passer = state.players[playerIndex(ctx, step.player)]!
  if (!hasWalls(ctx.variant.pitch)) return violation(ctx, "ricochet", `this pitch has no walls to throw the ball at`)
  if (above.isHailMary(ctx, state, step.player)) return violation(ctx, "ricochet", `a Hail Mary pass is thrown at a square of the pitch, not at a wall`)
  const target = wallTarget(ctx.variant.pitch, passer.at!, event.at)
  if (typeof target === "string") return violation(ctx, "ricochet", `${who} cannot throw the ball at the wall by ${squareName(event.at)}: ${target}`)
  const range = passRange(passer.at!, target.wall)
  if (range === null) return violation(ctx, "pass range", `${wallName(ctx.variant.pitch, target)} is out of range from ${squareName(passer.at!)} (beyond a Long Bomb)`)
  const limited = state.weather === "blizzard" ? "blizzard" : state.weather === "clouds-of-smog" ? "Clouds of Smog" : null
  if (limited !== null && (range === "long" || range === "long-bomb")) return violation(ctx, limited, `only Quick and Short passes may be thrown in this weather; ${wallName(ctx.variant.pitch, target)} is a ${RANGE_NAME[range]}`)
  ctx.outcomes.push({ _tag: "Note", text: `${who} throws the ball from ${squareName(passer.at!)} at ${wallName(ctx.variant.pitch, target)} to ricochet: ${RANGE_NAME[range]}` })
  // Running Pass: a Pass action's Quick Pass, at a wall too.
  const index = playerIndex(ctx, step.player)
  const running = range === "quick" && hasSkill(ctx.match, state, index, "Running Pass") && step.moved < movementAllowance(ctx, state, step.player).ma
  if (running) ctx.outcomes.push({ _tag: "Note", text: `${who} may go on moving after the Quick Pass (Running Pass)` })
  const next = updateTop(setPlayer(state, index, { stats: { ...passer.stats, passes: passer.stats.passes + 1 }, ...(running ? { used: [...passer.used, above.RUNNING_PASS] } : {}) }), { ...step, acted: true, finished: !running })
  if (characteristic(ctx.match, state, index, "pa") === null) return consumed(schedule(next, { _tag: "PassNoAbility", passer: step.player }))
  const onTheBallMoves = above.passDefenders(ctx, next, step.player).flatMap((team) => above.onTheBall(ctx, next, team, "pass"))
  return consumed(schedule(next, ...onTheBallMoves, { _tag: "PassRoll", passer: step.player, target: target.wall, range, stage: "roll", rerolled: false, result: null, ricochet: target }))
}

// ---- the passing ability test ----

/** BB2020: a natural 1 fumbles, a natural 6 is accurate, PA or more accurate, 1 or less after modifiers wildly inaccurate. */
export const passResult = (face: number, pa: number, modifiers: ReadonlyArray<Modifier>): PassResult => {
  const total = face + totalModifier(modifiers)
  if (face === 1) return "fumble"
  if (face === 6 || total >= pa) return "accurate"
  if (total <= 1) return "wildly-inaccurate"
  return "inaccurate"
}

/** The ball leaves the thrower's hand; what happens next depends on the result. */
const thrown = (ctx: Ctx, state: MatchState, step: { passer: string; target: Square; ricochet?: WallTarget }, result: PassResult): MatchState => {
  const passer = state.players[playerIndex(ctx, step.passer)]!
  const from = passer.at!
  const inFlight: MatchState = withState(state, {ball: { at: from, carrier: null, inPlay: true } })
  const flight: PassFlight = { passer: step.passer, target: step.target, result }
  // Thrown at a wall: it hits it (or, off target, the square beside it) and comes off (core/ricochet.ts).
  if (step.ricochet !== undefined && result !== "fumble") return replaceTop(inFlight, ricochetThrown(step.passer, step.ricochet, result), { _tag: "PassEnd", passer: step.passer })
  switch (result) {
    case "accurate":
      return replaceTop(inFlight, { _tag: "PassLands", ...flight, at: step.target, outOfBounds: false }, { _tag: "PassEnd", passer: step.passer })
    case "inaccurate":
      return replaceTop(inFlight, { _tag: "PassScatter", ...flight, from: step.target, left: 3, deflected: false }, { _tag: "PassEnd", passer: step.passer })
    case "wildly-inaccurate":
      return replaceTop(inFlight, { _tag: "PassDeviate", ...flight, stage: "direction", direction: null }, { _tag: "PassEnd", passer: step.passer })
    case "fumble":
      if (hasSkill(ctx.match, state, playerIndex(ctx, step.passer), "Safe Pass")) {
        // Safe Pass: the ball stays in the thrower's hands, no bounce and no turnover; the activation still ends.
        ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.passer)} fumbles but keeps hold of the ball (Safe Pass): no turnover` })
        return replaceTop(withState(state, { ball: { at: from, carrier: step.passer, inPlay: true } }))
      }
      // The ball bounces from the thrower's square, and the turn is over wherever it ends up.
      return replaceTop(inFlight, turnoverStep("pass-fumbled", passer.team, step.passer), { _tag: "Bounce", from, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
  }
}

/** The passing test's modifiers (a Hail Mary pass has no range ruler: the throw's other modifiers, "quick" adding none, and Nerves of Steel). */
const passRollModifiers = (ctx: Ctx, state: MatchState, step: PassRollStep): ReadonlyArray<Modifier> => {
  if (!above.isHailMary(ctx, state, step.passer)) return passModifiers(ctx, state, step.passer, step.range, step.target)
  const thrownModifiers = throwModifiers(ctx, state, step.passer, "quick")
  return [...thrownModifiers, ...above.nervesOfSteel(ctx, state, step.passer, thrownModifiers)]
}

/** Judges the passing test on this die; `extra` is Strong Passing Game's ST, added after the roll. */
const judgePass = (ctx: Ctx, state: MatchState, step: PassRollStep, roll: DiceRolled, extra: ReadonlyArray<Modifier>): PassResult => {
  const index = playerIndex(ctx, step.passer)
  const pa = characteristic(ctx.match, state, index, "pa")!
  const face = roll.faces[0]!
  const hailMary = above.isHailMary(ctx, state, step.passer)
  const modifiers = [...passRollModifiers(ctx, state, step), ...extra]
  const rolledResult = passResult(face, pa, modifiers)
  const derived = hailMary && rolledResult === "accurate" ? "inaccurate" : rolledResult
  const total = face + totalModifier(modifiers)
  const notes: Array<string> = []
  if (face === 1) notes.push("a natural 1 is always a fumble")
  else if (face === 6 && total < pa) notes.push("a natural 6 is always accurate")
  else if (derived === "wildly-inaccurate") notes.push("1 or less after modifiers: wildly inaccurate")
  if (hailMary && rolledResult === "accurate") notes.push("a Hail Mary pass is never accurate: inaccurate at best")
  if (step.rerolled) notes.push("re-rolled")
  const { row } = judge(ctx, {
    rule: "Pass",
    player: step.passer,
    roll,
    target: pa,
    modifiers,
    total,
    row: derived,
    result: `${RESULT_NAME[derived]} (${hailMary ? above.HAIL_MARY : RANGE_NAME[step.range]})`,
    success: derived === "accurate",
    notes,
    needed: Math.min(6, Math.max(2, pa - totalModifier(modifiers)))
  })
  return isPassResult(row) ? row : derived
}

const rollPass = (ctx: Ctx, state: MatchState, step: PassRollStep, event: MatchEvent): Fold<Handled> => {
  const rolled = expectRoll(ctx, event, "d6", "pass", step.passer, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const result = judgePass(ctx, state, step, rolled.success, [])
  const hailMary = above.isHailMary(ctx, state, step.passer)
  // A Hail Mary pass is re-rolled only to avoid a wildly inaccurate or fumbled result.
  const worthRerolling = hailMary ? result === "wildly-inaccurate" || result === "fumble" : result !== "accurate"
  const canReroll = worthRerolling && !step.rerolled && throwRerollAvailable(ctx, state, step.passer)
  // Strong Passing Game: offered with the re-rolls, or alone, where the ST would change the result (stars/strong-passing-game.ts).
  const strong = above.strongPassingGameOffered(ctx, state, step.passer, result, (extra) => quietPassResult(ctx, state, step, rolled.success, extra))
  if (canReroll || strong) {
    return consumed(updateTop(state, { ...step, stage: "offer", result, strongRoll: strong ? rolled.success : undefined }))
  }
  return consumed(thrown(ctx, state, step, result))
}

/** The result the die would give with `extra` added, without a ruling. */
const quietPassResult = (ctx: Ctx, state: MatchState, step: PassRollStep, roll: DiceRolled, extra: ReadonlyArray<Modifier>): PassResult => {
  const pa = characteristic(ctx.match, state, playerIndex(ctx, step.passer), "pa")!
  const rolledResult = passResult(roll.faces[0]!, pa, [...passRollModifiers(ctx, state, step), ...extra])
  return above.isHailMary(ctx, state, step.passer) && rolledResult === "accurate" ? "inaccurate" : rolledResult
}

const PASS_WORDS: ThrowWords = { theirs: "their pass", a: "a pass", noun: "pass" }

const offerReroll = (ctx: Ctx, state: MatchState, step: PassRollStep, event: MatchEvent): Fold<Handled> => {
  const result = step.result!
  if (event._tag === "SkillUsed" && event.skill.toLowerCase() === above.STRONG_PASSING_GAME.toLowerCase() && step.strongRoll !== undefined) {
    if (event.player !== step.passer) return violation(ctx, above.STRONG_PASSING_GAME, `${nameOf(ctx, event.player)} is not the thrower`)
    const used = above.useStrongPassingGame(ctx, state, step.passer)
    return consumed(thrown(ctx, used.state, step, judgePass(ctx, used.state, step, step.strongRoll, [used.modifier])))
  }
  if (event._tag === "RerollDeclined") return consumed(thrown(ctx, state, step, result))
  if (event._tag !== "RerollUsed") return passOn(thrown(ctx, state, step, result))
  // Offered only for Strong Passing Game: a pass already re-rolled is not re-rolled again.
  if (step.rerolled || !throwRerollAvailable(ctx, state, step.passer)) return violation(ctx, "re-roll", "the pass cannot be re-rolled now")
  const chosen = chooseThrowReroll(ctx, state, step.passer, event, PASS_WORDS)
  if (chosen._tag === "Failure") return propagate(chosen)
  const { state: next, stage, rerolled } = chosen.success
  return consumed(updateTop(next, rerolled ? { ...step, stage, rerolled } : { ...step, stage }))
}

/** Loner before a team re-roll, Pro before its own re-roll: a D6 decides whether the re-roll happens. */
const gateRoll = (ctx: Ctx, state: MatchState, step: PassRollStep, event: MatchEvent): Fold<Handled> => {
  const gate = throwRerollGate(ctx, state, step.passer, step.stage === "loner" ? "loner" : "pro", event, PASS_WORDS)
  if (gate._tag === "Failure") return propagate(gate)
  return consumed(gate.success ? updateTop(state, { ...step, stage: "roll", rerolled: true }) : thrown(ctx, state, step, step.result!))
}

export const passRollHandler: StepHandler<PassRollStep> = {
  // A variant's rule point before the passing test (Sevens' Set Piece: accurate without one).
  auto: (ctx, state, step) => {
    if (step.stage !== "roll" || step.rerolled || ctx.variant.hooks?.passAccurate?.(state, step.passer) !== true) return undefined
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.passer)}'s pass is accurate without a passing test` })
    return done(thrown(ctx, state, step, "accurate"))
  },
  expects: (step, state, match) => {
    switch (step.stage) {
      case "roll":
        return { kind: "roll", die: "d6", for: "pass", player: step.passer }
      case "loner":
        return { kind: "roll", die: "d6", for: "loner", player: step.passer }
      case "pro":
        return { kind: "roll", die: "d6", for: "pro", player: step.passer }
      case "offer":
        return {
          kind: "decision",
          team: state.players[match.playerIndex.get(step.passer)!]!.team,
          events: step.strongRoll === undefined ? ["RerollUsed", "RerollDeclined"] : ["RerollUsed", "RerollDeclined", "SkillUsed"],
          about: `re-roll the ${RESULT_NAME[step.result!]} pass?`
        }
    }
  },
  on: (ctx, state, step, event) => {
    switch (step.stage) {
      case "roll":
        return rollPass(ctx, state, step, event)
      case "offer":
        return offerReroll(ctx, state, step, event)
      case "loner":
      case "pro":
        return gateRoll(ctx, state, step, event)
    }
  }
}

export const passNoAbilityHandler: StepHandler<PassNoAbilityStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "pass", player: step.passer }),
  on: (ctx, state, step, event) => {
    const fumble = () => thrown(ctx, state, { passer: step.passer, target: state.players[playerIndex(ctx, step.passer)]!.at! }, "fumble")
    const text = `${nameOf(ctx, step.passer)} has no Passing Ability: the pass is fumbled`
    if (event._tag === "DiceRolled" && event.for === "pass" && (event.player === undefined || event.player === step.passer)) {
      const rolled = expectRoll(ctx, event, "d6", "pass", step.passer, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      judge(ctx, { rule: "Pass", player: step.passer, roll: rolled.success, row: "fumble", result: "fumbled", success: false, notes: ["no Passing Ability: fumbled whatever the roll"] })
      return consumed(fumble())
    }
    ctx.outcomes.push({ _tag: "Note", text })
    return passOn(fumble())
  }
}

// ---- where the ball comes down ----

/**
 * Walks `squares` squares from `from`; stops at the last square on the pitch if it would leave
 * it, saying whether it left over a wall (`wall`: the square it would have reached).
 */
const travel = (ctx: Ctx, from: Square, direction: readonly [number, number], squares: number): { at: Square; outOfBounds: boolean; wall: Square | null } => {
  let at = from
  for (let i = 1; i <= squares; i++) {
    const next = stepSquare(from, direction, i)
    if (!ctx.variant.pitch.contains(next)) return { at, outOfBounds: true, wall: wallBetween(ctx.variant.pitch, at, next) ? next : null }
    at = next
  }
  return { at, outOfBounds: false, wall: null }
}

/** A scattering or deviating pass that hits a sideline wall comes off it (the template) and comes down where it says. */
const passHitsWall = (ctx: Ctx, state: MatchState, step: PassFlight, at: Square, wall: Square, deflected = false): Fold<Handled> =>
  hitWall(ctx, state, at, wall, { kind: "pass", ...flightOf(step), lastOnPitch: at, deflected })

const flightOf = (step: PassFlight): PassFlight => ({ passer: step.passer, target: step.target, result: step.result })

export const passScatterHandler: StepHandler<PassScatterStep> = {
  expects: () => ({ kind: "roll", die: "d8", for: "scatter", player: null }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d8", "scatter", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const { at, outOfBounds, wall } = travel(ctx, step.from, D8_DIRECTIONS[rolled.success.faces[0]! - 1]!, 1)
    const left = step.left - 1
    judge(ctx, {
      rule: "Scatter",
      roll: rolled.success,
      result: wall !== null ? `scatters into the wall from ${squareName(step.from)}` : outOfBounds ? `scatters off the pitch from ${squareName(step.from)}` : `scatters to ${squareName(at)}${left > 0 ? "" : ": lands there"}`
    })
    if (wall !== null) return passHitsWall(ctx, state, step, at, wall, step.deflected)
    if (!outOfBounds && left > 0) return consumed(updateTop(state, { ...step, from: at, left }))
    const landing = { ...flightOf(step), at, outOfBounds }
    if (step.deflected && !outOfBounds && isObstacle(ctx.variant.pitch, at)) {
      // A deflected ball finishing on a stall or in a pit is put back (D8) and comes down there.
      return consumed(replaceTop(state, reentry(ctx, at, { kind: "pass", ...flightOf(step), lastOnPitch: at, deflected: true })))
    }
    return consumed(replaceTop(state, step.deflected ? { _tag: "PassArrives", ...landing, deflected: true } : { _tag: "PassLands", ...landing }))
  }
}

export const passDeviateHandler: StepHandler<PassDeviateStep> = {
  expects: (step) =>
    step.stage === "direction"
      ? { kind: "roll", die: "d8", for: "scatter", player: null }
      : { kind: "roll", die: "d6", for: "scatter", player: null },
  on: (ctx, state, step, event) => {
    if (step.stage === "direction") {
      const rolled = expectRoll(ctx, event, "d8", "scatter", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      judge(ctx, { rule: "Deviation direction", roll: rolled.success, result: "wildly inaccurate: the ball deviates from the thrower" })
      return consumed(updateTop(state, { ...step, stage: "distance", direction: D8_DIRECTIONS[rolled.success.faces[0]! - 1]! }))
    }
    const rolled = expectRoll(ctx, event, "d6", "scatter", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const from = state.players[playerIndex(ctx, step.passer)]!.at!
    const distance = rolled.success.faces[0]!
    const { at, outOfBounds, wall } = travel(ctx, from, step.direction!, distance)
    judge(ctx, {
      rule: "Deviation distance",
      roll: rolled.success,
      total: distance,
      result: wall !== null ? `deviates into the wall past ${squareName(at)}` : outOfBounds ? `deviates off the pitch past ${squareName(at)}` : `deviates ${distance} squares to ${squareName(at)}`
    })
    if (wall !== null) return passHitsWall(ctx, state, step, at, wall)
    return consumed(replaceTop(state, { _tag: "PassLands", ...flightOf(step), at, outOfBounds }))
  }
}

/** Opponents who may interfere: standing with tackle zones, under the ruler from the thrower to where the ball comes down. */
export const interferers = (ctx: Ctx, state: MatchState, passer: string, at: Square): Array<string> => {
  const thrower = state.players[playerIndex(ctx, passer)]!
  return state.players
    .filter((p) => opposed(ctx.variant, p.team, thrower.team) && exertsTackleZone(p) && underRuler(thrower.at!, at, p.at!) && !above.noHands(ctx, state, p.id))
    .map((p) => p.id)
}

export const passLandsHandler: StepHandler<PassLandsStep> = {
  expects: () => ({ kind: "nothing", about: "the pass comes down" }),
  auto: (ctx, state, step) => {
    const flight = flightOf(step)
    const { pitch } = ctx.variant
    if (!step.outOfBounds && isObstacle(pitch, step.at)) {
      // Onto a market stall (or into a sewer pit): it is put back (D8, minimum distance) and comes down there.
      return done(replaceTop(state, reentry(ctx, step.at, { kind: "pass", ...flight, lastOnPitch: step.at, deflected: false })))
    }
    // Nobody may interfere with a Hail Mary pass.
    const eligible = above.isHailMary(ctx, state, step.passer) ? [] : interferers(ctx, state, step.passer, step.at)
    if (eligible.length === 0) return done(replaceTop(state, { _tag: "PassArrives", ...flight, at: step.at, outOfBounds: step.outOfBounds, deflected: false }))
    return done(replaceTop(state, { _tag: "PassInterference", ...flight, at: step.at, outOfBounds: step.outOfBounds, eligible }))
  }
}

const INTERFERENCE_MODIFIER: Readonly<Record<Exclude<PassResult, "fumble">, Modifier>> = {
  accurate: { value: -3, source: "accurate pass" },
  inaccurate: { value: -2, source: "inaccurate pass" },
  "wildly-inaccurate": { value: -1, source: "wildly inaccurate pass" }
}

/** The modifiers of an interference test: the kind of pass, each player marking the interferer, pouring rain. */
const interferenceModifiers = (ctx: { match: Match; variant?: Ctx["variant"] }, state: MatchState, interceptor: string, result: PassResult): Array<Modifier> => {
  const modifiers: Array<Modifier> = [INTERFERENCE_MODIFIER[result as Exclude<PassResult, "fumble">]]
  for (const marker of markingPlayers(ctx, state, ctx.match.playerIndex.get(interceptor)!)) modifiers.push({ value: -1, source: `marked by ${nameOf(ctx, marker.id)}` })
  if (state.weather === "pouring-rain") modifiers.push({ value: -1, source: "weather: pouring rain" })
  modifiers.push(...above.disturbingPresence(ctx, state, interceptor), ...above.extraArms(ctx, state, interceptor), ...above.veryLongLegsInterference(ctx, state, interceptor))
  modifiers.push(...above.nervesOfSteel(ctx, state, interceptor, modifiers))
  return modifiers
}

/** The eligible player with the best chance (what a coach would pick), offered as the expected roll. */
const bestInterferer = (match: Match, state: MatchState, step: PassInterferenceStep): string => {
  const needed = (id: string) => characteristic(match, state, match.playerIndex.get(id)!, "ag") - totalModifier(interferenceModifiers({ match }, state, id, step.result))
  return step.eligible.reduce((best, id) => (needed(id) < needed(best) ? id : best))
}

/**
 * Interference is the defending coach's choice: the log shows it as an "interception" roll
 * naming the player who tries (the name may be left out when only one player can). Any other
 * event means nobody tries and the ball comes down.
 */
export const passInterferenceHandler: StepHandler<PassInterferenceStep> = {
  expects: (step, state, match) => ({ kind: "roll", die: "d6", for: "interception", player: step.yoink ?? bestInterferer(match, state, step) }),
  on: (ctx, state, step, event) => {
    if (event._tag === "SkillUsed" && above.isYoink(event.skill)) return above.declareYoink(ctx, state, step, event)
    const flight = flightOf(step)
    const arrives: Step = step.ricochet ?? { _tag: "PassArrives", ...flight, at: step.at, outOfBounds: step.outOfBounds, deflected: false }
    // Anything but an interception roll: the defending coach lets the pass go.
    if (event._tag !== "DiceRolled" || event.for !== "interception") return passOn(replaceTop(state, arrives))
    let interceptor = event.player ?? step.yoink
    if (step.yoink !== undefined && interceptor !== step.yoink) return violation(ctx, "Yoink!", `${nameOf(ctx, step.yoink)} called Yoink!: the interception roll is his`)
    if (interceptor === undefined) {
      if (step.eligible.length !== 1) return violation(ctx, "interference", `the interception roll must name the player interfering (one of ${step.eligible.map((id) => nameOf(ctx, id)).join(", ")})`)
      interceptor = step.eligible[0]!
    }
    if (!step.eligible.includes(interceptor)) {
      return violation(ctx, "interference", `${nameOf(ctx, interceptor)} cannot interfere: only a standing opponent under the range ruler can (${step.eligible.map((id) => nameOf(ctx, id)).join(", ")})`)
    }
    const index = playerIndex(ctx, interceptor)
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, interceptor)} tries to interfere with the pass` })
    // The roll itself is judged by the test that replaces this step; Yoink!'s is a 2+ that takes the ball outright.
    const test = step.yoink !== undefined ? above.yoinkTest(interceptor, [{ _tag: "BallCaught", player: interceptor }, { _tag: "PassIntercepted", passer: step.passer, interceptor }], [arrives]) : testStep({
      test: "interception",
      rule: "Interference",
      player: interceptor,
      target: characteristic(ctx.match, state, index, "ag"),
      modifiers: interferenceModifiers(ctx, state, interceptor, step.result),
      skillReroll: null,
      teamReroll: true,
      onSuccess: [{ _tag: "PassDeflected", ...flight, interceptor }],
      onFailure: [arrives]
    })
    // Cloud Burster: the thrower of a Long Pass or Long Bomb may have a successful interference re-rolled.
    const range = passRange(state.players[playerIndex(ctx, step.passer)]!.at!, step.target)
    const long = range === "long" || range === "long-bomb"
    return passOn(replaceTop(state, { ...test, onSuccess: above.afterInterference(ctx, state, step.passer, interceptor, long, test, test.onSuccess) }))
  }
}

export const passDeflectedHandler: StepHandler<PassDeflectedStep> = {
  expects: () => ({ kind: "nothing", about: "the pass is deflected" }),
  auto: (ctx, state, step) => {
    const index = playerIndex(ctx, step.interceptor)
    const at = state.players[index]!.at!
    const next: MatchState = withState(state, {ball: { at, carrier: null, inPlay: true } })
    // Ball Clone: holding the other ball, they may deflect this one but cannot catch it: it scatters.
    if (above.holdsOtherBall(next, step.interceptor)) {
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.interceptor)} deflects the pass but, holding the other ball, cannot catch it: it scatters` })
      return done(replaceTop(next, { _tag: "PassScatter", ...flightOf(step), from: at, left: 3, deflected: true }))
    }
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.interceptor)} deflects the pass and tries to catch it` })
    return done(replaceTop(next, testStep({
      test: "catch",
      rule: "Catch",
      player: step.interceptor,
      target: characteristic(ctx.match, state, index, "ag"),
      modifiers: catchModifiers(ctx, next, step.interceptor, [{ value: -1, source: "deflected pass" }]),
      skillReroll: above.catchReroll(ctx, state, step.interceptor),
      teamReroll: true,
      onSuccess: [{ _tag: "BallCaught", player: step.interceptor }, { _tag: "PassIntercepted", passer: step.passer, interceptor: step.interceptor }],
      onFailure: [{ _tag: "PassScatter", ...flightOf(step), from: at, left: 3, deflected: true }]
    })))
  }
}

export const passInterceptedHandler: StepHandler<PassInterceptedStep> = {
  expects: () => ({ kind: "nothing", about: "the pass is intercepted" }),
  auto: (ctx, state, step) => {
    const index = playerIndex(ctx, step.interceptor)
    const interceptor = state.players[index]!
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.interceptor)} intercepts the pass` })
    const next = setPlayer(state, index, { stats: { ...interceptor.stats, interceptions: interceptor.stats.interceptions + 1 } })
    const team = state.players[playerIndex(ctx, step.passer)]!.team
    return done(replaceTop(next, turnoverStep("intercepted", team, step.passer)))
  }
}

const CATCH_MODIFIER: Readonly<Record<PassResult, Modifier | null>> = {
  accurate: null,
  inaccurate: { value: -1, source: "inaccurate pass (scattered)" },
  "wildly-inaccurate": { value: -1, source: "wildly inaccurate pass (deviated)" },
  fumble: null
}

export const passArrivesHandler: StepHandler<PassArrivesStep> = {
  expects: () => ({ kind: "nothing", about: "the pass comes down" }),
  auto: (ctx, state, step) => {
    // A variant's rule point as the pass comes down (Sevens' Set Piece: caught without a roll).
    const arrived = ctx.variant.hooks?.passArrives?.(ctx, state, step)
    if (arrived !== undefined) return done(arrived)
    if (step.outOfBounds) {
      ctx.outcomes.push({ _tag: "Note", text: `the pass goes into the crowd past ${squareName(step.at)}` })
      return done(replaceTop(withState(state, {ball: { at: step.at, carrier: null, inPlay: false } }), { _tag: "ThrowIn", from: step.at, stage: "direction", direction: null }))
    }
    const next: MatchState = withState(state, {ball: { at: step.at, carrier: null, inPlay: true } })
    const bounce: Step = { _tag: "Bounce", from: step.at, context: { kickOff: false }, more: ctx.variant.bounces - 1 }
    const under = playerOn(next, step.at)
    if (under === undefined || !exertsTackleZone(under)) {
      if (under !== undefined) ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, under.id)} cannot catch the ball` })
      // Diving Catch: a scattered or deviated pass into an empty square may be dived for.
      const scattered = CATCH_MODIFIER[step.result]
      if (under === undefined && !step.deflected && scattered !== null) return done(replaceTop(next, above.landsInEmptySquare(ctx, next, step.at, { kickOff: false }, [scattered], bounce)))
      return done(replaceTop(next, bounce))
    }
    const modifier = step.deflected ? { value: -1, source: "deflected ball (scattered)" } : CATCH_MODIFIER[step.result]
    const onTarget = step.result === "accurate" && !step.deflected && sameSquare(step.at, step.target) ? above.divingCatchAccurate(ctx, next, under.id) : []
    // Blast It! (stars/blast-it.ts): +1 to a team-mate's catch of Barik's Hail Mary pass.
    const attempt = catchAttempt(ctx, next, under.id, { kickOff: false }, [...(modifier === null ? [] : [modifier]), ...onTarget, ...above.blastItCatch(ctx, state, step.passer, under.id)])
    const passerTeam = state.players[playerIndex(ctx, step.passer)]!.team
    const completion = step.result === "accurate" && !step.deflected && sameSide(ctx.variant, under.team, passerTeam) && sameSquare(step.at, step.target)
    if (attempt._tag !== "Test") return done(replaceTop(next, attempt))
    const onSuccess: ReadonlyArray<Step> = completion ? [...attempt.onSuccess, { _tag: "PassCompleted", passer: step.passer }] : attempt.onSuccess
    return done(replaceTop(next, { ...attempt, onSuccess }))
  }
}

export const passCompletedHandler: StepHandler<PassCompletedStep> = {
  expects: () => ({ kind: "nothing", about: "a completed pass" }),
  auto: (ctx, state, step) => {
    const index = playerIndex(ctx, step.passer)
    const passer = state.players[index]!
    return done(replaceTop(setPlayer(state, index, { stats: { ...passer.stats, completions: passer.stats.completions + 1 } })))
  }
}

export const passEndHandler: StepHandler<PassEndStep> = {
  expects: () => ({ kind: "nothing", about: "the pass is over" }),
  auto: (ctx, state, step) => done(replaceTop(state, ...possessionCheck(ctx, state, step.passer, "ball-not-caught")))
}

export const passHandlers: { [K in PassStep["_tag"]]: StepHandler<Extract<PassStep, { _tag: K }>> } = {
  PassRoll: passRollHandler,
  PassNoAbility: passNoAbilityHandler,
  PassScatter: passScatterHandler,
  PassDeviate: passDeviateHandler,
  PassLands: passLandsHandler,
  PassInterference: passInterferenceHandler,
  PassArrives: passArrivesHandler,
  PassDeflected: passDeflectedHandler,
  PassIntercepted: passInterceptedHandler,
  PassCompleted: passCompletedHandler,
  PassEnd: passEndHandler
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/pass": PassStep
  }
}

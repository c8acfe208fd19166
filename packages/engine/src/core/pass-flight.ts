// Where a thrown ball comes down: scatter and deviation (walls included), the players who may
// interfere, a deflection or an interception, and the catch at the end.
import { above } from "./above.js"
import { isObstacle, wallBetween } from "../model/features.js"
import { characteristic, type Match } from "../model/match.js"
import { D8_DIRECTIONS, sameSquare, squareName, step as stepSquare, type Square } from "../model/square.js"
import { type MatchState, withState } from "../model/state.js"
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
  setPlayer,
  type StepHandler,
  totalModifier,
  updateTop,
  violation
} from "./context.js"
import { possessionCheck } from "./hand-off.js"
import type { Modifier } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { exertsTackleZone, markingPlayers } from "./tackle-zones.js"
import { testStep, withTest } from "./test-roll.js"
import { turnoverStep } from "./turnover.js"
import { opposed, sameSide } from "./variant/variant.js"
import { type RicochetStep } from "./ricochet.js"
import { type PassFlight, type PassResult } from "./pass.js"
import { passRange, underRuler } from "./pass-range.js"

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

/** The modifiers of an interference test: the kind of pass, each player marking the interferer, pouring rain, a Stunty thrower. */
const interferenceModifiers = (ctx: { match: Match; variant?: Ctx["variant"] }, state: MatchState, passer: string, interceptor: string, result: PassResult): Array<Modifier> => {
  const modifiers: Array<Modifier> = [INTERFERENCE_MODIFIER[result as Exclude<PassResult, "fumble">], ...above.stuntyThrowerInterference(ctx, state, passer)]
  for (const marker of markingPlayers(ctx, state, ctx.match.playerIndex.get(interceptor)!)) modifiers.push({ value: -1, source: `marked by ${nameOf(ctx, marker.id)}` })
  if (state.weather === "pouring-rain") modifiers.push({ value: -1, source: "weather: pouring rain" })
  modifiers.push(...above.disturbingPresence(ctx, state, interceptor), ...above.extraArms(ctx, state, interceptor), ...above.veryLongLegsInterference(ctx, state, interceptor))
  modifiers.push(...above.nervesOfSteel(ctx, state, interceptor, modifiers))
  return modifiers
}

/** The eligible player with the best chance (what a coach would pick), offered as the expected roll. */
const bestInterferer = (match: Match, state: MatchState, step: PassInterferenceStep): string => {
  const needed = (id: string) => characteristic(match, state, match.playerIndex.get(id)!, "ag") - totalModifier(interferenceModifiers({ match }, state, step.passer, id, step.result))
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
      modifiers: interferenceModifiers(ctx, state, step.passer, interceptor, step.result),
      skillReroll: null,
      teamReroll: true,
      onSuccess: [{ _tag: "PassDeflected", ...flight, interceptor }],
      onFailure: [arrives]
    })
    // Cloud Burster: the thrower of a Long Pass or Long Bomb may have a successful interference re-rolled.
    const range = passRange(state.players[playerIndex(ctx, step.passer)]!.at!, step.target)
    const long = range === "long" || range === "long-bomb"
    return passOn(replaceTop(state, withTest(test, { onSuccess: above.afterInterference(ctx, state, step.passer, interceptor, long, test, test.onSuccess) })))
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
    return done(replaceTop(next, withTest(attempt, { onSuccess })))
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

/** The steps of a pass in flight, down to where the ball settles. */
export type PassFlightStep =
  | PassScatterStep
  | PassDeviateStep
  | PassLandsStep
  | PassInterferenceStep
  | PassArrivesStep
  | PassDeflectedStep
  | PassInterceptedStep
  | PassCompletedStep
  | PassEndStep

export const passFlightHandlers: { [K in PassFlightStep["_tag"]]: StepHandler<Extract<PassFlightStep, { _tag: K }>> } = {
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
    "core/pass-flight": PassArrivesStep | PassCompletedStep | PassDeflectedStep | PassDeviateStep | PassEndStep | PassInterceptedStep | PassInterferenceStep | PassLandsStep | PassScatterStep
  }
}

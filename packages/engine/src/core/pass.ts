// The pass (BB2020): its declaration and aim, the steps of a pass, the Passing Ability test and its
// re-rolls, with a Gutter Bowl ricochet off a wall (core/ricochet.ts). The range ruler is
// core/pass-range.ts; where the ball comes down (scatter, deviation, interference, the catch) is
// core/pass-flight.ts.
import { above } from "./above.js"
import { withBallOf } from "../model/balls.js"
import { hasWalls, isObstacle, isWallSquare, lineCrossesStall, type WallTarget, wallTarget } from "../model/features.js"
import { passWeather } from "./weather.js"
import { STICKY_SLUDGE } from "./effects.js"
import type { DiceRolled, MatchEvent } from "@sidelines/schema"
import { characteristic, hasGainTag, hasSkill } from "../model/match.js"
import { sameSquare, squareName, type Square } from "../model/square.js"
import { type MatchState, withState } from "../model/state.js"
import { type ActivationStep, movementAllowance, withActivation } from "./activation.js"
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
import type { Modifier } from "../model/outcome.js"
import { chooseThrowReroll, throwRerollAvailable, throwRerollGate, type ThrowWords } from "./throw-reroll.js"
import { markingPlayers } from "./tackle-zones.js"
import { turnoverStep } from "./turnover.js"
import { sameSide } from "./variant/variant.js"
import { crossesCrowd } from "../model/pitch.js"
import { ricochetThrown, wallName } from "./ricochet.js"
import { type PassRange, RANGE_MODIFIER, RANGE_NAME, passRange } from "./pass-range.js"

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

/** The steps of throwing the ball; those of its flight are core/pass-flight.ts's. */
export type PassStep = PassRollStep | PassNoAbilityStep

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
  next = updateTop(next, withActivation(step, { acted: true, finished: !running }))
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
  const next = updateTop(setPlayer(state, index, { stats: { ...passer.stats, passes: passer.stats.passes + 1 }, ...(running ? { used: [...passer.used, above.RUNNING_PASS] } : {}) }), withActivation(step, { acted: true, finished: !running }))
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

export const passHandlers: { [K in PassStep["_tag"]]: StepHandler<Extract<PassStep, { _tag: K }>> } = {
  PassRoll: passRollHandler,
  PassNoAbility: passNoAbilityHandler
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/pass": PassNoAbilityStep | PassRollStep
  }
}

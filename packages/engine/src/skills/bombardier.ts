import { above } from "../core/above.js"
import { holdsBall } from "../model/balls.js"
import type { MatchEvent } from "@sidelines/schema"
import { isObstacle, wallBetween } from "../model/features.js"
import { characteristic, hasSkill } from "../model/match.js"
import { crossesCrowd } from "../model/pitch.js"
import { D8_DIRECTIONS, isAdjacent, sameSquare, squareName, step as stepSquare, type Square } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { opposed, sameSide, type VariantAction } from "../core/variant/variant.js"
import { type ActivationStep, withActivation } from "../core/activation.js"
import { type BallThen, catchModifiers, hitWall, reentry } from "../core/ball.js"
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
  playerOn,
  propagate,
  replaceTop,
  schedule,
  setPlayer,
  type StepHandler,
  teamOf,
  totalModifier,
  updateTop,
  violation
} from "../core/context.js"
import { knockDown } from "../core/knock-down.js"
import type { Modifier } from "../model/outcome.js"
import { type PassRange, passRange, RANGE_NAME, underRuler } from "../core/pass-range.js"
import { passModifiers, passResult, type PassResult, throwModifiers } from "../core/pass.js"
import type { Step } from "../model/step.js"
import { chooseThrowReroll, throwRerollAvailable, throwRerollGate, type ThrowWords } from "../core/throw-reroll.js"
import { exertsTackleZone, markingPlayers } from "../core/tackle-zones.js"
import { testStep } from "../core/test-roll.js"
import { HAIL_MARY, isHailMary } from "./hail-mary-pass.js"
import { nervesOfSteel } from "./passing-skills.js"
import { withState } from "../model/state.js"

/**
 * Bombardier (BB2020 trait) and its Throw Bomb Special action. A standing player with the trait
 * throws a bomb as a pass is thrown (range ruler, Passing Ability test, scatter, deviation,
 * interference, catches), except that: they may neither stand up nor move first; it is not the
 * team's Pass action, but only one player a team turn may throw a bomb; a bomb never bounces — it
 * explodes where it comes to rest (an empty square, the square of a player who failed to catch it
 * or who could not, the thrower's own square on a fumble); off the pitch it explodes in the crowd
 * harmlessly. A player who catches it rolls a D6 (`bombardier`): 4+ it explodes in their hands,
 * 1–3 they must throw it on at once (`PassAimed`, out of the sequence of play, no move). The
 * explosion hits the player in its square; each player next to it is hit on a D6 (`bombardier`,
 * naming them) of 4+. A hit standing player is Placed Prone; every hit player gets an armour roll
 * (and an injury roll if it breaks), prone or stunned ones too.
 *
 * Turnovers: a Throw Bomb is no Pass action, and a bomb is not the ball, so neither a fumble nor a
 * bomb nobody caught (dropped, or thrown into the crowd) ends the turn by itself: the rules we have
 * are silent, and FFB plays on (bb2020 StepEndPassing, StepInitBomb, StepSpecialEffect; see
 * docs/skills.md). A hit player Placed Prone with the ball drops it (it bounces): a turnover if
 * they are of the moving team. Walls, stalls, pits and houses: see `bombThen`.
 */

const TRAIT = "Bombardier"
const RULE = "Throw Bomb"
/** The thrower's mark in `used` (cleared as their team's turn starts): one bomb a team turn. */
export const BOMB_THROWN = "Throw Bomb"
/** The Red Gobbo's special rule. */
const PRESENTS = "Presents for Everyone!"
/** The drive's mark in `kickOffEffects` once a team has used Presents for Everyone!. */
const presentsUsed = (team: number) => `presents-for-everyone:${team}`

/** What every bomb step carries along. */
interface BombFlight {
  readonly thrower: string
  readonly target: Square
  readonly result: PassResult
}

/** The Passing Ability test of a bomb: rolled, possibly re-rolled (team re-roll, Pass, Pro). */
export interface BombRollStep {
  readonly _tag: "BombRoll"
  readonly thrower: string
  readonly target: Square
  readonly range: PassRange
  readonly stage: "roll" | "offer" | "loner" | "pro"
  readonly rerolled: boolean
  readonly result: PassResult | null
}

/** An inaccurate bomb scatters three times (one square each); a deflected one too, from the deflector. */
export interface BombScatterStep extends BombFlight {
  readonly _tag: "BombScatter"
  readonly from: Square
  readonly left: number
  readonly deflected: boolean
}

/** A wildly inaccurate bomb deviates from the thrower: a D8 direction, a D6 distance. */
export interface BombDeviateStep extends BombFlight {
  readonly _tag: "BombDeviate"
  readonly stage: "direction" | "distance"
  readonly direction: readonly [number, number] | null
}

/** Where the bomb comes down is known: opponents under the ruler may interfere. */
export interface BombLandsStep extends BombFlight {
  readonly _tag: "BombLands"
  readonly at: Square
  readonly outOfBounds: boolean
}

/** The defending coach may have one eligible player interfere (an `interception` roll naming them). */
export interface BombInterferenceStep extends BombFlight {
  readonly _tag: "BombInterference"
  readonly at: Square
  readonly outOfBounds: boolean
  readonly eligible: ReadonlyArray<string>
  /** The player who called Yoink! (stars/yoink.ts): he tries, on a 2+. */
  readonly yoink?: string | undefined
}

/** The bomb comes down on `at`: caught, or it comes to rest and explodes; off the pitch, in the crowd. */
export interface BombArrivesStep extends BombFlight {
  readonly _tag: "BombArrives"
  readonly at: Square
  readonly outOfBounds: boolean
  readonly deflected: boolean
}

/** A player caught the bomb: a D6, 4+ it explodes on them, 1–3 they throw it on. */
export interface BombCaughtStep {
  readonly _tag: "BombCaught"
  readonly thrower: string
  readonly catcher: string
}

/** The catcher must throw the bomb on at once: `PassAimed` by them. */
export interface BombThrownOnStep {
  readonly _tag: "BombThrownOn"
  readonly player: string
}

/** The bomb explodes on `at`: a D6 for each player next to it, in order, then the hits. */
export interface BombExplodesStep {
  readonly _tag: "BombExplodes"
  readonly at: Square
  readonly thrower: string
  /** The players next to the square still to roll for, in order. */
  readonly adjacent: ReadonlyArray<string> | null
  readonly hit: ReadonlyArray<string>
}

export type BombStep =
  | BombRollStep
  | BombScatterStep
  | BombDeviateStep
  | BombLandsStep
  | BombInterferenceStep
  | BombArrivesStep
  | BombCaughtStep
  | BombThrownOnStep
  | BombExplodesStep

const flightOf = (step: BombFlight): BombFlight => ({ thrower: step.thrower, target: step.target, result: step.result })

// ---- declaring and aiming ----

/** Why this player may not declare a Throw Bomb now, or null. */
export const bombProblem = (ctx: Ctx, state: MatchState, id: string): string | null => {
  const index = playerIndex(ctx, id)
  const player = state.players[index]!
  const who = nameOf(ctx, id)
  if (!hasSkill(ctx.match, state, index, TRAIT)) return `${who} does not have Bombardier`
  if (player.posture !== "standing") return `${who} must be standing to throw a bomb (they may not stand up first)`
  const thrown = state.players.filter((p) => p.team === player.team && p.used.includes(BOMB_THROWN))
  if (thrown.length === 0) return null
  // Presents for Everyone!: once a drive a second bomb in the turn, one of the two by the Red Gobbo.
  const gobbo = (p: { readonly id: string }) => hasSkill(ctx.match, state, playerIndex(ctx, p.id), PRESENTS)
  const presents = thrown.length === 1 && !state.kickOffEffects.includes(presentsUsed(player.team)) && (gobbo(player) || gobbo(thrown[0]!))
  return presents ? null : `${teamOf(ctx, player.team).name} have already thrown a bomb this team turn (${nameOf(ctx, thrown[0]!.id)})`
}

/** The checks of a Hail Mary bomb: any square of the pitch but the thrower's, no range and no ruler. */
const hailMaryProblem = (ctx: Ctx, from: Square, at: Square): string | null => {
  if (!ctx.variant.pitch.contains(at)) return `${squareName(at)} is not on the pitch`
  if (sameSquare(from, at)) return "a bomb is not thrown at the thrower's own square"
  if (isObstacle(ctx.variant.pitch, at)) return `${squareName(at)} is an obstacle`
  return null
}

/** The checks of a throw, the first or one thrown on: range, weather, the pitch. */
export const aimProblem = (ctx: Ctx, state: MatchState, from: Square, at: Square): string | null => {
  if (!ctx.variant.pitch.contains(at)) return `${squareName(at)} is not on the pitch`
  if (sameSquare(from, at)) return "a bomb is not thrown at the thrower's own square"
  if (crossesCrowd(ctx.variant.pitch, from, at)) return `the throw from ${squareName(from)} to ${squareName(at)} would go over the crowd`
  const range = passRange(from, at)
  if (range === null) return `${squareName(at)} is out of range from ${squareName(from)} (beyond a Long Bomb)`
  if ((state.weather === "blizzard" || state.weather === "clouds-of-smog") && (range === "long" || range === "long-bomb")) return `only Quick and Short throws in this weather; ${squareName(at)} is a ${RANGE_NAME[range]}`
  if (isObstacle(ctx.variant.pitch, at)) return `${squareName(at)} is an obstacle`
  return null
}

/** The Passing Ability test is rolled next (a player with no PA fumbles whatever the roll). */
export const rollFor = (thrower: string, target: Square, range: PassRange): BombRollStep => ({ _tag: "BombRoll", thrower, target, range, stage: "roll", rerolled: false, result: null })

const aimBomb = (ctx: Ctx, state: MatchState, step: ActivationStep, event: MatchEvent): Fold<Handled> => {
  if (event._tag !== "PassAimed") return violation(ctx, RULE, `a bomb is thrown with PassAimed, not ${event._tag}`)
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, RULE, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  if (step.acted) return violation(ctx, RULE, `${who} has already thrown a bomb`)
  const index = playerIndex(ctx, step.player)
  const thrower = state.players[index]!
  if (thrower.at === null || thrower.posture !== "standing") return violation(ctx, RULE, `${who} must be standing to throw a bomb`)
  if (event.ricochet === true) return violation(ctx, RULE, "only a Pass action's ball is thrown at a wall to ricochet, not a bomb")
  // Hail Mary Pass (declared before: skills/hail-mary-pass.ts): any square of the pitch, no range ruler.
  const hailMary = isHailMary(ctx, state, step.player)
  const problem = hailMary ? hailMaryProblem(ctx, thrower.at, event.at) : aimProblem(ctx, state, thrower.at, event.at)
  if (problem !== null) return violation(ctx, RULE, problem)
  const range = passRange(thrower.at, event.at) ?? "long-bomb"
  const second = state.players.some((p) => p.team === thrower.team && p.used.includes(BOMB_THROWN))
  let next = setPlayer(state, index, { used: [...thrower.used, BOMB_THROWN] })
  if (second) {
    note(ctx, `${PRESENTS}: a second bomb this team turn (once a drive)`)
    next = withState(next, { kickOffEffects: [...next.kickOffEffects, presentsUsed(thrower.team)] })
  }
  note(ctx, `${who} throws a bomb from ${squareName(thrower.at)} at ${squareName(event.at)}: ${hailMary ? HAIL_MARY : RANGE_NAME[range]}`)
  // All You Can Eat (stars/all-you-can-eat.ts): her second bomb follows the first.
  return consumed(schedule(updateTop(next, withActivation(step, { acted: true, finished: true })), rollFor(step.player, event.at, range), ...above.afterFirstBomb(ctx, state, step.player)))
}

/** The Throw Bomb Special action: no move first; `PassAimed` throws. */
export const throwBomb: VariantAction = { moves: false, event: "PassAimed", on: aimBomb }

// ---- the Passing Ability test ----

/** The bomb leaves the thrower's hand. */
const thrown = (ctx: Ctx, state: MatchState, step: BombRollStep, result: PassResult): MatchState => {
  const flight: BombFlight = { thrower: step.thrower, target: step.target, result }
  const from = state.players[playerIndex(ctx, step.thrower)]!.at!
  switch (result) {
    case "accurate":
      return replaceTop(state, { _tag: "BombLands", ...flight, at: step.target, outOfBounds: false })
    case "inaccurate":
      return replaceTop(state, { _tag: "BombScatter", ...flight, from: step.target, left: 3, deflected: false })
    case "wildly-inaccurate":
      return replaceTop(state, { _tag: "BombDeviate", ...flight, stage: "direction", direction: null })
    case "fumble":
      note(ctx, `the bomb is fumbled: it explodes in ${nameOf(ctx, step.thrower)}'s square`)
      return replaceTop(state, explodes(from, step.thrower))
  }
}

export const explodes = (at: Square, thrower: string): BombExplodesStep => ({ _tag: "BombExplodes", at, thrower, adjacent: null, hit: [] })

const rollBomb = (ctx: Ctx, state: MatchState, step: BombRollStep, event: MatchEvent): Fold<Handled> => {
  const rolled = expectRoll(ctx, event, "d6", "pass", step.thrower, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const pa = characteristic(ctx.match, state, playerIndex(ctx, step.thrower), "pa")
  const face = rolled.success.faces[0]!
  if (pa === null) {
    judge(ctx, { rule: RULE, player: step.thrower, roll: rolled.success, row: "fumble", result: "fumbled", success: false, notes: ["no Passing Ability: fumbled whatever the roll"] })
    return consumed(thrown(ctx, state, step, "fumble"))
  }
  // A Hail Mary bomb has no range modifier, and is never accurate: inaccurate at best.
  const hailMary = isHailMary(ctx, state, step.thrower)
  const thrownModifiers = hailMary ? throwModifiers(ctx, state, step.thrower, "quick") : []
  const modifiers = hailMary ? [...thrownModifiers, ...nervesOfSteel(ctx, state, step.thrower, thrownModifiers)] : passModifiers(ctx, state, step.thrower, step.range, step.target)
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
    rule: RULE,
    player: step.thrower,
    roll: rolled.success,
    target: pa,
    modifiers,
    total,
    row: derived,
    result: `${derived.replace("-", " ")} (${hailMary ? HAIL_MARY : RANGE_NAME[step.range]})`,
    success: derived === "accurate",
    notes,
    needed: Math.min(6, Math.max(2, pa - totalModifier(modifiers)))
  })
  const result = row === "accurate" || row === "inaccurate" || row === "wildly-inaccurate" || row === "fumble" ? row : derived
  // A Hail Mary bomb is re-rolled only to avoid a wildly inaccurate or fumbled result.
  const worthRerolling = hailMary ? result === "wildly-inaccurate" || result === "fumble" : result !== "accurate"
  if (worthRerolling && !step.rerolled && throwRerollAvailable(ctx, state, step.thrower)) return consumed(updateTop(state, { ...step, stage: "offer", result }))
  return consumed(thrown(ctx, state, step, result))
}

const BOMB_WORDS: ThrowWords = { theirs: "their throw", a: "a bomb's throw", noun: "throw" }

const offerReroll = (ctx: Ctx, state: MatchState, step: BombRollStep, event: MatchEvent): Fold<Handled> => {
  const result = step.result!
  if (event._tag === "RerollDeclined") return consumed(thrown(ctx, state, step, result))
  if (event._tag !== "RerollUsed") return passOn(thrown(ctx, state, step, result))
  const chosen = chooseThrowReroll(ctx, state, step.thrower, event, BOMB_WORDS)
  if (chosen._tag === "Failure") return propagate(chosen)
  const { state: next, stage, rerolled } = chosen.success
  return consumed(updateTop(next, rerolled ? { ...step, stage, rerolled } : { ...step, stage }))
}

/** Loner before a team re-roll, Pro before its own: a D6 decides whether the re-roll happens. */
const gateRoll = (ctx: Ctx, state: MatchState, step: BombRollStep, event: MatchEvent): Fold<Handled> => {
  const gate = throwRerollGate(ctx, state, step.thrower, step.stage === "loner" ? "loner" : "pro", event, BOMB_WORDS)
  if (gate._tag === "Failure") return propagate(gate)
  return consumed(gate.success ? updateTop(state, { ...step, stage: "roll", rerolled: true }) : thrown(ctx, state, step, step.result!))
}

export const bombRollHandler: StepHandler<BombRollStep> = {
  expects: (step, state, match) => {
    switch (step.stage) {
      case "roll": return { kind: "roll", die: "d6", for: "pass", player: step.thrower }
      case "loner": return { kind: "roll", die: "d6", for: "loner", player: step.thrower }
      case "pro": return { kind: "roll", die: "d6", for: "pro", player: step.thrower }
      case "offer": return { kind: "decision", team: state.players[match.playerIndex.get(step.thrower)!]!.team, events: ["RerollUsed", "RerollDeclined"], about: "re-roll the bomb's throw?" }
    }
  },
  on: (ctx, state, step, event) => (step.stage === "roll" ? rollBomb(ctx, state, step, event) : step.stage === "offer" ? offerReroll(ctx, state, step, event) : gateRoll(ctx, state, step, event))
}

// ---- where the bomb comes down ----

/**
 * Walks `squares` squares; stops at the last square on the pitch if it would leave it, saying
 * whether it left over a wall (`wall`: the square it would have reached).
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

/**
 * The pitch's features meet a bomb as they meet a thrown ball, since a bomb is thrown as a pass
 * is (our reading; the trait says nothing of walls or obstacles): scattering or deviating into a
 * wall (Gutter Bowl's sidelines) it comes off it on the Throw-in template (D6 `wall`) and comes
 * down on the square it gives; coming down on a market stall, in a sewer pit or in a gingerbread
 * house it is put back the minimum distance (D8 `wall` / `sewer-pit`; the house's template and D6)
 * and comes down there. Where it then comes down it may be caught, or it explodes; off the pitch it
 * explodes in the crowd harmlessly, as FFB's bomb out of bounds does (StepInitBomb).
 */
const bombThen = (step: BombFlight, lastOnPitch: Square, deflected: boolean): BallThen => ({ kind: "bomb", ...flightOf(step), lastOnPitch, deflected })

export const bombScatterHandler: StepHandler<BombScatterStep> = {
  expects: () => ({ kind: "roll", die: "d8", for: "scatter", player: null }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d8", "scatter", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const { at, outOfBounds, wall } = travel(ctx, step.from, D8_DIRECTIONS[rolled.success.faces[0]! - 1]!, 1)
    const left = step.left - 1
    judge(ctx, { rule: "Scatter", roll: rolled.success, result: outOfBounds ? `the bomb scatters off the pitch from ${squareName(step.from)}` : `the bomb scatters to ${squareName(at)}${left > 0 ? "" : ": it comes down there"}` })
    // Into a wall: it comes off it and down where the template says (no more scatters).
    if (wall !== null) return hitWall(ctx, state, at, wall, bombThen(step, at, step.deflected))
    if (!outOfBounds && left > 0) return consumed(updateTop(state, { ...step, from: at, left }))
    const landing = { ...flightOf(step), at, outOfBounds }
    return consumed(replaceTop(state, step.deflected ? { _tag: "BombArrives", ...landing, deflected: true } : { _tag: "BombLands", ...landing }))
  }
}

export const bombDeviateHandler: StepHandler<BombDeviateStep> = {
  expects: (step) => ({ kind: "roll", die: step.stage === "direction" ? "d8" : "d6", for: "scatter", player: null }),
  on: (ctx, state, step, event) => {
    if (step.stage === "direction") {
      const rolled = expectRoll(ctx, event, "d8", "scatter", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      judge(ctx, { rule: "Deviation direction", roll: rolled.success, result: "wildly inaccurate: the bomb deviates from the thrower" })
      return consumed(updateTop(state, { ...step, stage: "distance", direction: D8_DIRECTIONS[rolled.success.faces[0]! - 1]! }))
    }
    const rolled = expectRoll(ctx, event, "d6", "scatter", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const from = state.players[playerIndex(ctx, step.thrower)]!.at!
    const distance = rolled.success.faces[0]!
    const { at, outOfBounds, wall } = travel(ctx, from, step.direction!, distance)
    judge(ctx, { rule: "Deviation distance", roll: rolled.success, total: distance, result: outOfBounds ? `the bomb deviates off the pitch past ${squareName(at)}` : `the bomb deviates ${distance} squares to ${squareName(at)}` })
    if (wall !== null) return hitWall(ctx, state, at, wall, bombThen(step, at, false))
    return consumed(replaceTop(state, { _tag: "BombLands", ...flightOf(step), at, outOfBounds }))
  }
}

export const bombLandsHandler: StepHandler<BombLandsStep> = {
  expects: () => ({ kind: "nothing", about: "the bomb comes down" }),
  auto: (ctx, state, step) => {
    if (!step.outOfBounds && isObstacle(ctx.variant.pitch, step.at)) return done(replaceTop(state, reentry(ctx, step.at, bombThen(step, step.at, false))))
    const thrower = state.players[playerIndex(ctx, step.thrower)]!
    // Nobody may interfere with a Hail Mary bomb.
    const eligible = isHailMary(ctx, state, step.thrower) ? [] : state.players
      .filter((p) => opposed(ctx.variant, p.team, thrower.team) && exertsTackleZone(p) && underRuler(thrower.at!, step.at, p.at!))
      .map((p) => p.id)
    const flight = flightOf(step)
    if (eligible.length === 0) return done(replaceTop(state, { _tag: "BombArrives", ...flight, at: step.at, outOfBounds: step.outOfBounds, deflected: false }))
    return done(replaceTop(state, { _tag: "BombInterference", ...flight, at: step.at, outOfBounds: step.outOfBounds, eligible }))
  }
}

const INTERFERENCE: Readonly<Record<Exclude<PassResult, "fumble">, Modifier>> = {
  accurate: { value: -3, source: "accurate throw" },
  inaccurate: { value: -2, source: "inaccurate throw" },
  "wildly-inaccurate": { value: -1, source: "wildly inaccurate throw" }
}

const interferenceModifiers = (ctx: Ctx, state: MatchState, id: string, result: PassResult): Array<Modifier> => {
  const modifiers: Array<Modifier> = [INTERFERENCE[result as Exclude<PassResult, "fumble">]]
  for (const marker of markingPlayers(ctx, state, playerIndex(ctx, id))) modifiers.push({ value: -1, source: `marked by ${nameOf(ctx, marker.id)}` })
  if (state.weather === "pouring-rain") modifiers.push({ value: -1, source: "weather: pouring rain" })
  return modifiers
}

/** As for a pass: an `interception` roll naming the player who tries; anything else lets the bomb come down. */
export const bombInterferenceHandler: StepHandler<BombInterferenceStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "interception", player: step.yoink ?? step.eligible[0]! }),
  on: (ctx, state, step, event) => {
    if (event._tag === "SkillUsed" && above.isYoink(event.skill)) return above.declareYoink(ctx, state, step, event)
    const flight = flightOf(step)
    const arrives: BombArrivesStep = { _tag: "BombArrives", ...flight, at: step.at, outOfBounds: step.outOfBounds, deflected: false }
    if (event._tag !== "DiceRolled" || event.for !== "interception") return passOn(replaceTop(state, arrives))
    const interferer = event.player ?? step.yoink ?? (step.eligible.length === 1 ? step.eligible[0] : undefined)
    // Yoink!: his 2+ and the bomb is caught, its D6 to follow (FFB's StepIntercept hands him to StepInitBomb).
    if (step.yoink !== undefined) {
      if (interferer !== step.yoink) return violation(ctx, "Yoink!", `${nameOf(ctx, step.yoink)} called Yoink!: the interception roll is his`)
      note(ctx, `${nameOf(ctx, interferer)} tries to intercept the bomb`)
      return passOn(replaceTop(state, above.yoinkTest(interferer, [{ _tag: "BombCaught", thrower: step.thrower, catcher: interferer }], [arrives])))
    }
    if (interferer === undefined) return violation(ctx, "interference", `the interception roll must name the player interfering (one of ${step.eligible.map((id) => nameOf(ctx, id)).join(", ")})`)
    if (!step.eligible.includes(interferer)) return violation(ctx, "interference", `${nameOf(ctx, interferer)} cannot interfere: only a standing opponent under the range ruler can`)
    const index = playerIndex(ctx, interferer)
    note(ctx, `${nameOf(ctx, interferer)} tries to interfere with the bomb`)
    const at = state.players[index]!.at!
    return passOn(replaceTop(state, testStep({
      test: "interception",
      rule: "Interference",
      player: interferer,
      target: characteristic(ctx.match, state, index, "ag"),
      modifiers: interferenceModifiers(ctx, state, interferer, step.result),
      skillReroll: null,
      teamReroll: true,
      // Deflected: they try to catch it (−1); dropped, it scatters from them.
      onSuccess: [catchBomb(ctx, state, interferer, flight, [{ value: -1, source: "deflected bomb" }], [{ _tag: "BombScatter", ...flight, from: at, left: 3, deflected: true }])],
      onFailure: [arrives]
    })))
  }
}

/** A catch of the bomb: caught, the D6; dropped, `failed` (it rests there and explodes, or scatters after a deflection). */
const catchBomb = (ctx: Ctx, state: MatchState, catcher: string, flight: BombFlight, extra: ReadonlyArray<Modifier>, failed: ReadonlyArray<Step>): Step => {
  const index = playerIndex(ctx, catcher)
  return testStep({
    test: "catch",
    rule: "Catch",
    player: catcher,
    target: characteristic(ctx.match, state, index, "ag"),
    modifiers: catchModifiers(ctx, state, catcher, extra),
    skillReroll: hasSkill(ctx.match, state, index, "Catch") ? "Catch" : null,
    teamReroll: true,
    onSuccess: [{ _tag: "BombCaught", thrower: flight.thrower, catcher }],
    onFailure: failed
  })
}

const CATCH: Readonly<Record<PassResult, Modifier | null>> = {
  accurate: null,
  inaccurate: { value: -1, source: "inaccurate throw (scattered)" },
  "wildly-inaccurate": { value: -1, source: "wildly inaccurate throw (deviated)" },
  fumble: null
}

export const bombArrivesHandler: StepHandler<BombArrivesStep> = {
  expects: () => ({ kind: "nothing", about: "the bomb comes down" }),
  auto: (ctx, state, step) => {
    // Off the pitch it goes off in the crowd, harming nobody.
    if (step.outOfBounds) {
      note(ctx, `the bomb flies into the crowd past ${squareName(step.at)} and explodes there, harming nobody on the pitch`)
      return done(replaceTop(state))
    }
    // Only a deflected bomb gets here on an obstacle (BombLands puts any other back first).
    if (isObstacle(ctx.variant.pitch, step.at)) return done(replaceTop(state, reentry(ctx, step.at, bombThen(step, step.at, step.deflected))))
    const under = playerOn(state, step.at)
    // An empty square: it comes to rest and explodes.
    if (under === undefined) return done(replaceTop(state, explodes(step.at, step.thrower)))
    // Not caught, it comes to rest in that square and explodes: no turnover (a bomb is not the ball).
    const dropped: ReadonlyArray<Step> = [explodes(step.at, step.thrower)]
    if (!exertsTackleZone(under)) {
      note(ctx, `${nameOf(ctx, under.id)} cannot catch the bomb: it comes to rest in their square`)
      return done(replaceTop(state, ...dropped))
    }
    const modifier = step.deflected ? { value: -1, source: "deflected bomb (scattered)" } : CATCH[step.result]
    return done(replaceTop(state, catchBomb(ctx, state, under.id, flightOf(step), modifier === null ? [] : [modifier], dropped)))
  }
}

export const bombCaughtHandler: StepHandler<BombCaughtStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "bombardier", player: step.catcher }),
  on: (ctx, state, step, event) => {
    // Kaboom! (stars/kaboom.ts): Bomber's coach may have it explode before the D6.
    if ((event._tag === "SkillUsed" || event._tag === "SkillDeclined") && above.isKaboom(event.skill)) return above.kaboom(ctx, state, step, event, explodes(state.players[playerIndex(ctx, step.catcher)]!.at!, step.thrower))
    const rolled = expectRoll(ctx, event, "d6", "bombardier", step.catcher, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const who = nameOf(ctx, step.catcher)
    judge(ctx, { rule: "Bomb caught", player: step.catcher, roll: rolled.success, target: 4, total: face, success: face >= 4, result: face >= 4 ? `the bomb explodes in ${who}'s hands` : `${who} must throw the bomb on at once`, needed: 4 })
    const at = state.players[playerIndex(ctx, step.catcher)]!.at!
    return consumed(replaceTop(state, face >= 4 ? explodes(at, step.thrower) : { _tag: "BombThrownOn", player: step.catcher }))
  }
}

export const bombThrownOnHandler: StepHandler<BombThrownOnStep> = {
  expects: (step, state, match) => ({ kind: "decision", team: state.players[match.playerIndex.get(step.player)!]!.team, events: ["PassAimed"], about: `${step.player} throws the bomb on` }),
  on: (ctx, state, step, event) => {
    const who = nameOf(ctx, step.player)
    if (event._tag !== "PassAimed" || event.player !== step.player) return violation(ctx, RULE, `${who} caught the bomb and must throw it on at once (PassAimed by ${who}) before ${event._tag}`)
    if (event.ricochet === true) return violation(ctx, RULE, "only a Pass action's ball is thrown at a wall to ricochet, not a bomb")
    const from = state.players[playerIndex(ctx, step.player)]!.at!
    const problem = aimProblem(ctx, state, from, event.at)
    if (problem !== null) return violation(ctx, RULE, problem)
    const range = passRange(from, event.at)!
    note(ctx, `${who} throws the bomb on from ${squareName(from)} at ${squareName(event.at)}: ${RANGE_NAME[range]}`)
    return consumed(replaceTop(state, rollFor(step.player, event.at, range)))
  }
}

// ---- the explosion ----

/** Players next to the square, in the order their D6s are rolled (our reading: by row, then by column). */
const nextTo = (state: MatchState, at: Square): Array<string> =>
  state.players
    .filter((p) => p.at !== null && isAdjacent(p.at, at))
    .sort((a, b) => a.at![1] - b.at![1] || a.at![0] - b.at![0])
    .map((p) => p.id)

/** A hit: a standing player is Placed Prone (a held ball bounces), then an armour roll; a player down gets the armour roll. */
const hitSteps = (ctx: Ctx, state: MatchState, id: string, thrower: string): ReadonlyArray<Step> => {
  const player = state.players[playerIndex(ctx, id)]!
  if (player.posture === "standing") {
    // Placed Prone with the ball: a turnover when they are of the moving team.
    const turnover = holdsBall(state, id) && state.activeTeam !== null && sameSide(ctx.variant, state.activeTeam, player.team) ? "ball-carrier-down" : null
    return [knockDown(id, { cause: "other", by: thrower, turnover })]
  }
  return [{ _tag: "Armour", player: id, cause: "other", by: thrower, modifiers: [], bonus: null }]
}

export const bombExplodesHandler: StepHandler<BombExplodesStep> = {
  expects: (step) =>
    step.adjacent !== null && step.adjacent.length > 0
      ? { kind: "roll", die: "d6", for: "bombardier", player: step.adjacent[0]! }
      : { kind: "nothing", about: "the bomb explodes" },
  auto: (ctx, state, step) => {
    if (step.adjacent === null) {
      const under = playerOn(state, step.at)
      note(ctx, `the bomb explodes on ${squareName(step.at)}${under === undefined ? "" : `: ${nameOf(ctx, under.id)} is hit`}`)
      return done(updateTop(state, { ...step, adjacent: nextTo(state, step.at), hit: under === undefined ? [] : [under.id] }))
    }
    if (step.adjacent.length > 0) return undefined
    return done(replaceTop(state, ...step.hit.flatMap((id) => hitSteps(ctx, state, id, step.thrower))))
  },
  on: (ctx, state, step, event) => {
    const id = step.adjacent![0]!
    const rolled = expectRoll(ctx, event, "d6", "bombardier", id, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    judge(ctx, { rule: "Bomb blast", player: id, roll: rolled.success, target: 4, total: face, success: face >= 4, result: face >= 4 ? `${nameOf(ctx, id)} is caught in the blast` : `${nameOf(ctx, id)} escapes the blast`, needed: 4 })
    return consumed(updateTop(state, { ...step, adjacent: step.adjacent!.slice(1), hit: face >= 4 ? [...step.hit, id] : step.hit }))
  }
}

export const bombHandlers: { [K in BombStep["_tag"]]: StepHandler<Extract<BombStep, { _tag: K }>> } = {
  BombRoll: bombRollHandler,
  BombScatter: bombScatterHandler,
  BombDeviate: bombDeviateHandler,
  BombLands: bombLandsHandler,
  BombInterference: bombInterferenceHandler,
  BombArrives: bombArrivesHandler,
  BombCaught: bombCaughtHandler,
  BombThrownOn: bombThrownOnHandler,
  BombExplodes: bombExplodesHandler
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/bombardier": BombStep
  }
}

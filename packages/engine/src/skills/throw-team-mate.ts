import { above } from "../core/above.js"
import { holdsBall, looseBallOn, withBallOf } from "../model/balls.js"
import type { MatchEvent } from "@sidelines/schema"
import { isMarketStall, isSewerPit, wallBetween } from "../model/features.js"
import { characteristic, hasSkill, skillValue } from "../model/match.js"
import { skillNumber } from "../model/skills.js"
import { D8_DIRECTIONS, isAdjacent, squareName, step as stepSquare, type Square } from "../model/square.js"
import { type MatchState, withState } from "../model/state.js"
import { type ActivationStep, withActivation } from "../core/activation.js"
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
  testPasses,
  totalModifier,
  updateTop,
  violation
} from "../core/context.js"
import { crowdInjury } from "../core/injury.js"
import { knockDown } from "../core/knock-down.js"
import { spendTeamRerollFor, teamRerollUsable } from "./leader.js"
import type { Modifier } from "../model/outcome.js"
import { strongArm } from "./passing-skills.js"
import { throwModifiers } from "../core/pass.js"
import { passRange, RANGE_NAME, type PassRange } from "../core/pass-range.js"
import type { Step } from "../model/step.js"
import { opponentsIn, tackleZonesOn } from "../core/tackle-zones.js"
import { isRooted } from "./take-root.js"
import { testStep } from "../core/test-roll.js"
import { turnoverStep } from "../core/turnover.js"
import { crossesCrowd } from "../model/pitch.js"
import { sameSide } from "../core/variant/variant.js"

/**
 * Throw Team-mate (BB2020). A player with the Throw Team-mate trait (and ST 5 or more) may move,
 * then throw a standing team-mate next to them who has Right Stuff (and ST 3 or less) at a square
 * in Quick or Short Pass range. Always Hungry is rolled first; then a passing ability test, whose
 * result decides where the thrown player comes down; then the Right Stuff landing.
 *
 * The core rulebook's section is not in the rule texts we have. Where it is silent this follows
 * the published BB2020 rules as we know them, cross-checked with FUMBBL's (FFB) BB2020 code:
 * - superb (accurate) and successful (inaccurate) throws scatter three times (a D8 each) from the
 *   target square; a terrible (wildly inaccurate) throw deviates a D8 direction and a D6 distance
 *   from the thrower; a fumbled throw (and a team-mate who escaped Always Hungry) scatters once
 *   from the thrower's square, so lands next to the thrower. None can be interfered with or
 *   intercepted.
 * - The landing is an Agility test: −1 per opponent marking the square, and −1 after a
 *   successful throw, −2 after a terrible one, −1 after a fumble (FFB's modifiers).
 * - Landing on a player knocks that player down (a turnover when they are on the moving team) and
 *   the thrown player scatters once more, as often as it takes to come down in an empty square or
 *   off the pitch, and then falls over without a landing roll.
 * - Off the pitch, the crowd beats the thrown player up (an Injury roll, no armour).
 * - Neither a fumble nor a failed landing is a turnover unless the thrown player held the ball.
 * - One Throw Team-mate action per team turn, apart from the Pass action (the Sevens Blitz!
 *   kick-off result names the two separately). FFB counts it as the team's Pass; no FFB log can
 *   break either limit.
 *
 * Gutter Bowl's walls and pits (read from the pitch's features, so Blood Bowl and Sevens are
 * untouched): a thrown player who scatters or deviates into a wall (over a sideline, or onto a
 * market stall) crash-lands — falls over without a landing roll — on the last square before it,
 * with +1 to the armour roll besides the cobbles' +1. One who comes down in a sewer pit goes into
 * it with no armour roll (a second player in an occupied pit square is placed by the D8, as after a
 * push); it is a turnover all the same, and a ball they held comes back out of the pit. A team-mate
 * may not be thrown at a market stall (nobody can come down there; our reading).
 */
const TRAIT = "Throw Team-mate"

/**
 * Kick Team-mate (BB2020 trait): a Special action, once per team turn apart from the Pass and the
 * Throw Team-mate, made as a Throw Team-mate is (move, then TeamMateThrown at a Quick or Short
 * Pass square; the D6 is for `kick-team-mate`) by a player with the trait, whatever their ST. A
 * fumbled kick does not scatter: the kicked player is removed from play and an Injury roll is
 * made (no armour roll), a Stunned result counting as KO'd, with the kicker's Mighty Blow (the
 * opposing coach always gains by using it); a ball they held bounces from their square.
 * FFB checks the team's Blitz unused as it offers the action; the rulebook names only the Pass
 * and Throw Team-mate, which we follow.
 */
const KICK = "Kick Team-mate"

/** How the throw came out; the names of FFB's landing modifiers. */
export type ThrowResult = "superb" | "successful" | "terrible" | "fumbled"

const RESULT_OF: Readonly<Record<string, ThrowResult>> = { accurate: "superb", inaccurate: "successful", "wildly-inaccurate": "terrible", fumble: "fumbled" }
/** The pass results the format's claims use, by throw result. */
const ROW_OF: Readonly<Record<ThrowResult, string>> = { superb: "accurate", successful: "inaccurate", terrible: "wildly-inaccurate", fumbled: "fumble" }

const LANDING_MODIFIER: Readonly<Record<ThrowResult, Modifier | null>> = {
  superb: null,
  successful: { value: -1, source: "successful (not superb) throw" },
  terrible: { value: -2, source: "terrible throw" },
  fumbled: { value: -1, source: "fumbled throw" }
}

interface Throw {
  readonly thrower: string
  readonly thrown: string
}

/** The passing ability test of the throw (re-rollable with a team re-roll or Pro). */
export interface ThrowRollStep extends Throw {
  readonly _tag: "ThrowRoll"
  readonly target: Square
  readonly range: PassRange
  readonly stage: "roll" | "offer" | "loner" | "pro"
  readonly rerolled: boolean
  readonly result: ThrowResult | null
  /** A Kick Team-mate action's kick rather than a throw. */
  readonly kicked?: boolean
}

/** The thrown player in the air: D8 scatters (or a D8 + D6 deviation) until they come down. */
export interface ThrownFlightStep extends Throw {
  readonly _tag: "ThrownFlight"
  readonly result: ThrowResult
  readonly kind: "scatter" | "deviate-direction" | "deviate-distance"
  readonly from: Square
  readonly left: number
  readonly direction: readonly [number, number] | null
  /** They came down on a player: no landing roll, they fall wherever they end up. */
  readonly crashed: boolean
  /** Gutter Bowl: they hit a wall, and their fall's armour roll is at +1. */
  readonly wall?: boolean | undefined
  /** Catapulted by a rule (`catapult`), not thrown by a team-mate: the rule's name. */
  readonly by?: string | undefined
}

/** The thrown player comes down on a square of the pitch. */
export interface ThrownLandsStep extends Throw {
  readonly _tag: "ThrownLands"
  readonly result: ThrowResult
  readonly at: Square
  readonly crashed: boolean
  readonly hadBall: boolean
  /** Gutter Bowl: they hit a wall, and their fall's armour roll is at +1. */
  readonly wall?: boolean | undefined
}

/** A landing on their feet: a loose ball there bounces, and a held ball in the end zone scores. */
export interface ThrownLandedStep {
  readonly _tag: "ThrownLanded"
  readonly player: string
}

/** Always Hungry: the thrower eats the team-mate (the escape roll failed). */
export interface EatenStep extends Throw {
  readonly _tag: "Eaten"
}

export type ThrowTeamMateStep = ThrowRollStep | ThrownFlightStep | ThrownLandsStep | ThrownLandedStep | EatenStep

// ---- declaring and throwing ----

/** Why this player cannot take a Throw Team-mate action, or null. */
export const throwerProblem = (ctx: Ctx, state: MatchState, player: string, kick = false): string | null => {
  const index = playerIndex(ctx, player)
  if (kick) return hasSkill(ctx.match, state, index, KICK) ? null : `${nameOf(ctx, player)} does not have Kick Team-mate`
  if (!hasSkill(ctx.match, state, index, TRAIT)) return `${nameOf(ctx, player)} does not have Throw Team-mate`
  if (characteristic(ctx.match, state, index, "st") < 5) return `${nameOf(ctx, player)} has ST ${characteristic(ctx.match, state, index, "st")}; only a player with ST 5 or more can throw a team-mate`
  return null
}

/** Why `thrown` cannot be thrown by `thrower` now, or null. */
const thrownProblem = (ctx: Ctx, state: MatchState, thrower: string, thrown: string): string | null => {
  const me = state.players[playerIndex(ctx, thrower)]!
  const index = playerIndex(ctx, thrown)
  const them = state.players[index]!
  const who = nameOf(ctx, thrown)
  if (them.team !== me.team || thrown === thrower) return `${who} is not a team-mate of ${nameOf(ctx, thrower)}`
  if (!hasSkill(ctx.match, state, index, "Right Stuff")) return `${who} does not have Right Stuff`
  if (characteristic(ctx.match, state, index, "st") > 3) return `${who} has ST ${characteristic(ctx.match, state, index, "st")}; only a player with ST 3 or less can be thrown`
  if (them.at === null || them.posture !== "standing") return `${who} must be standing to be thrown`
  if (isRooted(them)) return `${who} has taken root and cannot be thrown`
  if (!isAdjacent(me.at!, them.at)) return `${who} is not next to ${nameOf(ctx, thrower)}`
  return null
}

/** `TeamMateThrown` during a Throw Team-mate action: Always Hungry first, then the throw. */
export const throwTeamMate = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "TeamMateThrown" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, TRAIT, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  if (step.action !== "throw-team-mate" && step.action !== "kick-team-mate") return violation(ctx, TRAIT, `a ${step.action} action cannot throw a team-mate; declare a Throw Team-mate action`)
  const kicked = step.action === "kick-team-mate"
  if (step.acted) return violation(ctx, TRAIT, `${who} has already thrown in this action`)
  const thrower = state.players[playerIndex(ctx, step.player)]!
  if (thrower.at === null || thrower.posture !== "standing") return violation(ctx, TRAIT, `${who} must be standing to throw`)
  const problem = thrownProblem(ctx, state, step.player, event.target)
  if (problem !== null) return violation(ctx, TRAIT, problem)
  if (!ctx.variant.pitch.contains(event.at)) return violation(ctx, TRAIT, `${squareName(event.at)} is not on the pitch`)
  if (isMarketStall(ctx.variant.pitch, event.at)) return violation(ctx, TRAIT, `${squareName(event.at)} is a market stall: nobody can be thrown onto it`)
  if (crossesCrowd(ctx.variant.pitch, thrower.at, event.at)) return violation(ctx, TRAIT, `a team-mate cannot be thrown over the crowd, from ${squareName(thrower.at)} to ${squareName(event.at)}`)
  const range = passRange(thrower.at, event.at)
  // Players are too heavy for Long Passes and Long Bombs.
  if (range === null || range === "long" || range === "long-bomb") {
    return violation(ctx, "throw range", `${squareName(event.at)} is ${range === null ? "out of range" : `a ${RANGE_NAME[range]}`}; a team-mate is thrown a Quick or Short Pass only`)
  }
  ctx.outcomes.push({ _tag: "Note", text: `${who} throws ${nameOf(ctx, event.target)} at ${squareName(event.at)}: ${RANGE_NAME[range]}` })
  const next = updateTop(state, withActivation(step, { acted: true, finished: true }))
  const roll: ThrowRollStep = { _tag: "ThrowRoll", thrower: step.player, thrown: event.target, target: event.at, range, stage: "roll", rerolled: false, result: null, ...(kicked ? { kicked } : {}) }
  return consumed(schedule(next, ...alwaysHungry(ctx, state, step.player, event.target, roll)))
}

/**
 * Always Hungry (trait): a D6 before the throw; on a 1 the thrower tries to eat the team-mate,
 * who escapes on a 2+ of their own D6 (the throw is then fumbled) and is eaten on a 1. Team
 * re-rolls may re-roll both, as any roll in the team's turn (FFB offers them too).
 */
const alwaysHungry = (ctx: Ctx, state: MatchState, thrower: string, thrown: string, roll: ThrowRollStep): ReadonlyArray<Step> => {
  if (!hasSkill(ctx.match, state, playerIndex(ctx, thrower), "Always Hungry")) return [roll]
  const from = state.players[playerIndex(ctx, thrower)]!.at!
  const escape = testStep({
    test: "escape",
    rule: "Escape (Always Hungry)",
    player: thrown,
    target: 2,
    modifiers: [],
    skillReroll: null,
    teamReroll: true,
    onSuccess: [{ _tag: "ThrownFlight", thrower, thrown, result: "fumbled", kind: "scatter", from, left: 1, direction: null, crashed: false }],
    onFailure: [{ _tag: "Eaten", thrower, thrown }]
  })
  return [testStep({ test: "always-hungry", rule: "Always Hungry", player: thrower, target: 2, modifiers: [], skillReroll: null, teamReroll: true, onSuccess: [roll], onFailure: [escape] })]
}

// ---- the passing ability test ----

/** As a pass: a natural 1 fumbles, a natural 6 or PA is superb, 1 or less after modifiers terrible; no PA always fumbles. */
export const throwResult = (face: number, pa: number | null, modifiers: ReadonlyArray<Modifier>): ThrowResult => {
  const total = face + totalModifier(modifiers)
  if (pa === null || face === 1) return "fumbled"
  if (face === 6 || total >= pa) return "superb"
  if (total <= 1) return "terrible"
  return "successful"
}

const rerollAvailable = (ctx: Ctx, state: MatchState, step: ThrowRollStep): boolean => {
  const index = playerIndex(ctx, step.thrower)
  const pro = hasSkill(ctx.match, state, index, "Pro") && !state.players[index]!.used.includes("Pro")
  // The Ballista re-rolls a Throw Team-mate test, not a kick (stars/the-ballista.ts).
  const ballista = step.kicked !== true && above.ballistaAvailable(ctx, state, step.thrower)
  return characteristic(ctx.match, state, index, "pa") !== null && (pro || ballista || teamRerollUsable(ctx.match, state, state.players[index]!.team))
}

/** A fumbled kick: the kicked player is removed from play and hurt (see KICK above). */
const kickFumbled = (ctx: Ctx, state: MatchState, step: Throw): MatchState => {
  const index = playerIndex(ctx, step.thrown)
  const player = state.players[index]!
  const at = player.at!
  ctx.outcomes.push({ _tag: "Note", text: `the kick is fumbled: ${nameOf(ctx, step.thrown)} is removed from play` })
  let next = withBallOf(setPlayer(state, index, { at: null }), step.thrown)
  const steps: Array<Step> = []
  const kicker = playerIndex(ctx, step.thrower)
  const mightyBlow = hasSkill(ctx.match, state, kicker, "Mighty Blow") ? skillNumber(skillValue(ctx.match, state, kicker, "Mighty Blow"), 1) : 0
  const modifiers: Array<Modifier> = mightyBlow === 0 ? [] : [{ value: mightyBlow, source: `Mighty Blow of ${nameOf(ctx, step.thrower)}, the kicker (used by the opposing coach)` }]
  steps.push({ _tag: "Injury", player: step.thrown, cause: "other", by: null, modifiers, stunnedAsKo: true })
  if (next.ball.carrier === step.thrown) {
    next = withState(next, { ball: { at, carrier: null, inPlay: true } })
    steps.push(turnoverStep("ball-carrier-down", player.team, step.thrown), { _tag: "Bounce", from: at, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
  }
  return replaceTop(next, ...steps)
}

/** The thrown player leaves the ground: they are in the air, with the ball if they held it. */
const airborne = (ctx: Ctx, state: MatchState, step: Throw & { readonly kicked?: boolean }, result: ThrowResult, target: Square): MatchState => {
  if (result === "fumbled" && step.kicked === true) return kickFumbled(ctx, state, step)
  const index = playerIndex(ctx, step.thrown)
  let next = withBallOf(setPlayer(state, index, { at: null }), step.thrown)
  if (next.ball.carrier === step.thrown) next = withState(next, { ball: { at: null, carrier: step.thrown, inPlay: true } })
  const thrower = state.players[playerIndex(ctx, step.thrower)]!.at!
  // Swoop: a superb or successful throw does not scatter; the player glides from the target square (skills/swoop.ts).
  if ((result === "superb" || result === "successful") && hasSkill(ctx.match, state, index, "Swoop")) {
    return replaceTop(next, { _tag: "Swoop", ...throwOf(step), result, target, stage: "facing", facing: null, direction: null })
  }
  const flight: ThrownFlightStep = result === "terrible"
    ? { _tag: "ThrownFlight", ...throwOf(step), result, kind: "deviate-direction", from: thrower, left: 0, direction: null, crashed: false }
    : result === "fumbled"
      ? { _tag: "ThrownFlight", ...throwOf(step), result, kind: "scatter", from: thrower, left: 1, direction: null, crashed: false }
      : { _tag: "ThrownFlight", ...throwOf(step), result, kind: "scatter", from: target, left: 3, direction: null, crashed: false }
  return replaceTop(next, flight)
}

const throwOf = (step: Throw): Throw => ({ thrower: step.thrower, thrown: step.thrown })

const rollThrow = (ctx: Ctx, state: MatchState, step: ThrowRollStep, event: MatchEvent): Fold<Handled> => {
  const rolled = expectRoll(ctx, event, "d6", step.kicked === true ? "kick-team-mate" : "throw-team-mate", step.thrower, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const pa = characteristic(ctx.match, state, playerIndex(ctx, step.thrower), "pa")
  const face = rolled.success.faces[0]!
  // A Throw Team-mate action is not a Pass action: Gutter Bowl's market-stall −1 names Passes only.
  // Strong Arm helps a Throw Team-mate action, not a Kick Team-mate action.
  const modifiers = [...throwModifiers(ctx, state, step.thrower, step.range), ...(step.kicked === true ? [] : strongArm(ctx, state, step.thrower))]
  const derived = throwResult(face, pa, modifiers)
  const notes: Array<string> = []
  if (pa === null) notes.push("no Passing Ability: fumbled whatever the roll")
  else if (face === 1) notes.push("a natural 1 is always a fumble")
  else if (derived === "terrible") notes.push("1 or less after modifiers: a terrible throw")
  if (step.rerolled) notes.push("re-rolled")
  const { row } = judge(ctx, {
    rule: step.kicked === true ? KICK : TRAIT,
    player: step.thrower,
    roll: rolled.success,
    target: pa,
    modifiers,
    total: face + totalModifier(modifiers),
    row: ROW_OF[derived],
    result: `${derived} throw (${RANGE_NAME[step.range]})`,
    success: derived === "superb",
    notes,
    needed: pa === null ? null : Math.min(6, Math.max(2, pa - totalModifier(modifiers)))
  })
  const result = RESULT_OF[row ?? ROW_OF[derived]] ?? derived
  if (result !== "superb" && !step.rerolled && rerollAvailable(ctx, state, step)) return consumed(updateTop(state, { ...step, stage: "offer", result }))
  return consumed(airborne(ctx, state, step, result, step.target))
}

const offerReroll = (ctx: Ctx, state: MatchState, step: ThrowRollStep, event: MatchEvent): Fold<Handled> => {
  const stands = () => airborne(ctx, state, step, step.result!, step.target)
  if (event._tag === "RerollDeclined") return consumed(stands())
  if (event._tag !== "RerollUsed") return passOn(stands())
  const index = playerIndex(ctx, step.thrower)
  const player = state.players[index]!
  if (ctx.match.teamIndex.get(event.team) !== player.team) return violation(ctx, "re-roll", `only ${nameOf(ctx, step.thrower)}'s own team can re-roll the throw`)
  if (event.source === "skill" && above.isBallista(event.skill) && step.kicked !== true) {
    const spent = above.useBallista(ctx, state, step.thrower)
    return spent._tag === "Failure" ? propagate(spent) : consumed(updateTop(spent.success, { ...step, stage: "roll", rerolled: true }))
  }
  if (event.source === "skill" && !above.isLordOfChaos(event)) {
    if ((event.skill ?? "").toLowerCase() !== "pro") return violation(ctx, "skill re-roll", `${event.skill ?? "that skill"} cannot re-roll a Throw Team-mate test`)
    if (!hasSkill(ctx.match, state, index, "Pro") || player.used.includes("Pro")) return violation(ctx, "Pro", `${nameOf(ctx, step.thrower)} has no unused Pro this turn`)
    return consumed(updateTop(setPlayer(state, index, { used: [...player.used, "Pro"] }), { ...step, stage: "pro" }))
  }
  const spent = spendTeamRerollFor(ctx.match, state, player.team, event)
  if (spent._tag === "Failure") return violation(ctx, spent.failure.rule, spent.failure.message)
  const loner = hasSkill(ctx.match, state, index, "Loner")
  return consumed(updateTop(spent.success, { ...step, stage: loner ? "loner" : "roll", rerolled: !loner }))
}

/** Loner (4+ unless printed otherwise) or Pro (3+) decides whether the re-roll happens. */
const gateRoll = (ctx: Ctx, state: MatchState, step: ThrowRollStep, event: MatchEvent): Fold<Handled> => {
  const skill = step.stage === "loner" ? "Loner" : "Pro"
  const rolled = expectRoll(ctx, event, "d6", step.stage === "loner" ? "loner" : "pro", step.thrower, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const index = playerIndex(ctx, step.thrower)
  const target = skill === "Loner" ? above.lonerTarget(ctx.match, state, index) : 3
  const test = testPasses(rolled.success.faces[0]!, target, [])
  const { success } = judge(ctx, { notes: skill === "Loner" ? above.lonerNotes(ctx.match, state, index) : [], rule: skill, player: step.thrower, roll: rolled.success, target, total: test.total, result: test.success ? "success" : "failure", success: test.success, needed: test.needed })
  return consumed(success ? updateTop(state, { ...step, stage: "roll", rerolled: true }) : airborne(ctx, state, step, step.result!, step.target))
}

export const throwRollHandler: StepHandler<ThrowRollStep> = {
  expects: (step, state, match) => {
    switch (step.stage) {
      case "roll":
        return { kind: "roll", die: "d6", for: step.kicked === true ? "kick-team-mate" : "throw-team-mate", player: step.thrower }
      case "loner":
        return { kind: "roll", die: "d6", for: "loner", player: step.thrower }
      case "pro":
        return { kind: "roll", die: "d6", for: "pro", player: step.thrower }
      case "offer":
        return { kind: "decision", team: state.players[match.playerIndex.get(step.thrower)!]!.team, events: ["RerollUsed", "RerollDeclined"], about: `re-roll the ${step.result} throw?` }
    }
  },
  on: (ctx, state, step, event) => {
    switch (step.stage) {
      case "roll":
        return rollThrow(ctx, state, step, event)
      case "offer":
        return offerReroll(ctx, state, step, event)
      case "loner":
      case "pro":
        return gateRoll(ctx, state, step, event)
    }
  }
}

// ---- in the air ----

/** The thrown player goes into the crowd past `last`. */
export const intoTheCrowd = (ctx: Ctx, state: MatchState, step: ThrownFlightStep, last: Square): MatchState => {
  const index = playerIndex(ctx, step.thrown)
  const player = state.players[index]!
  const hadBall = holdsBall(state, step.thrown)
  ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.thrown)} is thrown into the crowd past ${squareName(last)}` })
  let next = withBallOf(setPlayer(state, index, { at: null }), step.thrown)
  const steps: Array<Step> = []
  if (hadBall) {
    next = withState(next, { ball: { at: last, carrier: null, inPlay: false } })
    steps.push(turnoverStep("ball-carrier-down", player.team, step.thrown))
  }
  steps.push(crowdInjury(step.thrown, null))
  if (hadBall) steps.push({ _tag: "ThrowIn", from: last, stage: "direction", direction: null })
  return replaceTop(next, ...steps)
}

export const lands = (ctx: Ctx, state: MatchState, step: ThrownFlightStep, at: Square): MatchState =>
  replaceTop(state, { _tag: "ThrownLands", ...throwOf(step), result: step.result, at, crashed: step.crashed, hadBall: holdsBall(state, step.thrown), wall: step.wall })

/** Gutter Bowl: into a wall past `last`; they crash-land on `last` with +1 to the armour roll. */
export const intoTheWall = (ctx: Ctx, state: MatchState, step: ThrownFlightStep, last: Square): MatchState => {
  ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.thrown)} hits the wall and crash-lands on ${squareName(last)}` })
  return replaceTop(state, { _tag: "ThrownLands", ...throwOf(step), result: step.result, at: last, crashed: true, hadBall: holdsBall(state, step.thrown), wall: true })
}

export const thrownFlightHandler: StepHandler<ThrownFlightStep> = {
  expects: (step) => ({ kind: "roll", die: step.kind === "deviate-distance" ? "d6" : "d8", for: "scatter", player: null }),
  on: (ctx, state, step, event) => {
    if (step.kind === "deviate-direction") {
      const rolled = expectRoll(ctx, event, "d8", "scatter", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      judge(ctx, { rule: "Deviation direction", roll: rolled.success, result: step.by === undefined ? "a terrible throw: the thrown player deviates from the thrower" : `${step.by}: a terrible throw, ${nameOf(ctx, step.thrown)} deviates from their own square` })
      return consumed(updateTop(state, { ...step, kind: "deviate-distance", direction: D8_DIRECTIONS[rolled.success.faces[0]! - 1]! }))
    }
    if (step.kind === "deviate-distance") {
      const rolled = expectRoll(ctx, event, "d6", "scatter", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const squares = rolled.success.faces[0]!
      let last = step.from
      for (let i = 1; i <= squares; i++) {
        const next = stepSquare(step.from, step.direction!, i)
        if (wallBetween(ctx.variant.pitch, last, next)) {
          judge(ctx, { rule: "Deviation distance", roll: rolled.success, total: squares, result: `deviates into the wall past ${squareName(last)}` })
          return consumed(intoTheWall(ctx, state, step, last))
        }
        if (!ctx.variant.pitch.contains(next)) {
          judge(ctx, { rule: "Deviation distance", roll: rolled.success, total: squares, result: `deviates off the pitch past ${squareName(last)}` })
          return consumed(intoTheCrowd(ctx, state, step, last))
        }
        last = next
      }
      judge(ctx, { rule: "Deviation distance", roll: rolled.success, total: squares, result: `deviates ${squares} squares to ${squareName(last)}` })
      return consumed(lands(ctx, state, step, last))
    }
    const rolled = expectRoll(ctx, event, "d8", "scatter", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const from = step.from
    // After an escape the thrown player is still on the pitch: they leave it now.
    const lifted = state.players[playerIndex(ctx, step.thrown)]!.at !== null ? liftOff(ctx, state, step.thrown) : state
    const to = stepSquare(from, D8_DIRECTIONS[rolled.success.faces[0]! - 1]!)
    const out = !ctx.variant.pitch.contains(to)
    const left = step.left - 1
    if (wallBetween(ctx.variant.pitch, from, to)) {
      judge(ctx, { rule: "Scatter", player: step.thrown, roll: rolled.success, result: `scatters into the wall from ${squareName(from)}` })
      return consumed(intoTheWall(ctx, lifted, step, from))
    }
    judge(ctx, { rule: "Scatter", player: step.thrown, roll: rolled.success, result: out ? `scatters off the pitch from ${squareName(from)}` : `scatters to ${squareName(to)}${left > 0 ? "" : ": comes down there"}` })
    if (out) return consumed(intoTheCrowd(ctx, lifted, step, from))
    if (left > 0) return consumed(updateTop(lifted, { ...step, from: to, left }))
    return consumed(lands(ctx, lifted, step, to))
  }
}

const liftOff = (ctx: Ctx, state: MatchState, player: string): MatchState => {
  let next = withBallOf(setPlayer(state, playerIndex(ctx, player), { at: null }), player)
  if (next.ball.carrier === player) next = withState(next, { ball: { at: null, carrier: player, inPlay: true } })
  return next
}

// ---- coming down ----

export const thrownLandsHandler: StepHandler<ThrownLandsStep> = {
  expects: () => ({ kind: "nothing", about: "the thrown player comes down" }),
  auto: (ctx, state, step) => {
    const index = playerIndex(ctx, step.thrown)
    const team = state.players[index]!.team
    if (isSewerPit(ctx.variant.pitch, step.at)) {
      // Gutter Bowl: into the sewer pit, no armour roll; still a turnover.
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.thrown)} comes down in the sewer pit at ${squareName(step.at)}` })
      return done(replaceTop(state, { _tag: "IntoSewerPit", player: step.thrown, at: step.at, thrown: true }, turnoverStep("thrown-into-sewer-pit", team, step.thrown)))
    }
    const under = playerOn(state, step.at)
    if (under !== undefined) {
      // The player landed on is knocked down; the thrown player scatters on and will fall.
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.thrown)} lands on ${nameOf(ctx, under.id)}` })
      // Landing on a team-mate of the thrown player (or an ally) is a turnover, if theirs is the moving team
      // (the thrown player's own team, unless a rule catapulted an opponent: special-plays/dirty-tricks.ts).
      const own = state.activeTeam !== null && sameSide(ctx.variant, under.team, team)
      const hit = knockDown(under.id, { cause: "landed-on", turnover: own ? "knocked-down" : null })
      const onwards: ThrownFlightStep = { _tag: "ThrownFlight", ...throwOf(step), result: step.result, kind: "scatter", from: step.at, left: 1, direction: null, crashed: true, wall: step.wall }
      return done(replaceTop(state, hit, onwards))
    }
    let next = withBallOf(setPlayer(state, index, { at: step.at, posture: "standing" }), step.thrown)
    if (step.hadBall) next = withState(next, { ball: { at: step.at, carrier: step.thrown, inPlay: true } })
    const fall = knockDown(step.thrown, { cause: "fall", turnover: step.hadBall ? "ball-carrier-down" : null, modifiers: step.wall === true ? [{ value: 1, source: "thrown into the wall" }] : [] })
    if (step.crashed) return done(replaceTop(next, fall))
    // Deeproot's Reliable: a fumbled team-mate lands with no roll (stars/reliable.ts).
    if (above.landsSafely(ctx, next, step.thrower, step.thrown, step.result === "fumbled")) return done(replaceTop(next, { _tag: "ThrownLanded", player: step.thrown }))
    const resultModifier = LANDING_MODIFIER[step.result]
    const modifiers: Array<Modifier> = resultModifier === null ? [] : [resultModifier]
    for (const marker of tackleZonesOn(next, team, step.at, opponentsIn(ctx.variant))) modifiers.push({ value: -1, source: `marked by ${nameOf(ctx, marker.id)}` })
    return done(replaceTop(next, testStep({
      test: "landing",
      rule: "Right Stuff landing",
      player: step.thrown,
      target: characteristic(ctx.match, state, index, "ag"),
      modifiers,
      skillReroll: null,
      teamReroll: true,
      onSuccess: [{ _tag: "ThrownLanded", player: step.thrown }],
      onFailure: [fall]
    })))
  }
}

export const thrownLandedHandler: StepHandler<ThrownLandedStep> = {
  expects: () => ({ kind: "nothing", about: "the thrown player lands on their feet" }),
  auto: (ctx, state, step) => {
    const player = state.players[playerIndex(ctx, step.player)]!
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} lands on their feet at ${squareName(player.at!)}` })
    const looseHere = looseBallOn(state, player.at)
    // A loose ball where they land bounces off them; a ball they hold in the end zone scores.
    if (looseHere) return done(replaceTop(state, { _tag: "Bounce", from: player.at!, context: { kickOff: false }, more: ctx.variant.bounces - 1 }))
    return done(replaceTop(state, { _tag: "CheckScore", player: step.player }))
  }
}

export const eatenHandler: StepHandler<EatenStep> = {
  expects: () => ({ kind: "nothing", about: "the team-mate is eaten" }),
  auto: (ctx, state, step) => {
    const index = playerIndex(ctx, step.thrown)
    const player = state.players[index]!
    state = withBallOf(state, step.thrown)
    const hadBall = state.ball.carrier === step.thrown
    const throwerAt = state.players[playerIndex(ctx, step.thrower)]!.at!
    // Removed for good: no apothecary, no Regeneration.
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.thrower)} eats ${nameOf(ctx, step.thrown)}` })
    ctx.outcomes.push({ _tag: "Injury", player: step.thrown, result: "dead", cause: "eaten", by: null })
    let next = setPlayer(state, index, { at: null, box: "dead", posture: "standing", justStunned: false })
    if (!hadBall) return done(replaceTop(next))
    // The ball they held bounces from the thrower's square; the team has lost it.
    next = withState(next, { ball: { at: throwerAt, carrier: null, inPlay: true } })
    return done(replaceTop(next, turnoverStep("ball-carrier-down", player.team, step.thrown), { _tag: "Bounce", from: throwerAt, context: { kickOff: false }, more: ctx.variant.bounces - 1 }))
  }
}

export const throwTeamMateHandlers: { [K in ThrowTeamMateStep["_tag"]]: StepHandler<Extract<ThrowTeamMateStep, { _tag: K }>> } = {
  ThrowRoll: throwRollHandler,
  ThrownFlight: thrownFlightHandler,
  ThrownLands: thrownLandsHandler,
  ThrownLanded: thrownLandedHandler,
  Eaten: eatenHandler
}

/**
 * A player catapulted through the air by a rule, not by a team-mate's action (the Rune of Unwilling
 * Flight card, the Night Goblin Shaman's Foot of Gork): treated as thrown, with Right Stuff, by a
 * player with Throw Team-mate, and the throw is terrible — whatever their ST or skills. BB2020's
 * terrible throw deviates (a D8 direction, a D6 distance, `scatter` rolls) from the thrower's
 * square; no thrower stands anywhere here, so (our reading) it deviates from the square the player
 * was in. They then come down as after any terrible throw: the landing test at −2, on a player a
 * knock-down and a further scatter, into the crowd an injury roll (ThrownFlight, ThrownLands). A
 * ball they held flies with them. It is nobody's action: it causes no turnover of its own.
 */
export const catapult = (ctx: Ctx, state: MatchState, player: string, by: string): MatchState => {
  const index = playerIndex(ctx, player)
  const from = state.players[index]!.at!
  let next = withBallOf(setPlayer(state, index, { at: null }), player)
  if (next.ball.carrier === player) next = withState(next, { ball: { at: null, carrier: player, inPlay: true } })
  ctx.outcomes.push({ _tag: "Note", text: `${by}: ${nameOf(ctx, player)} is catapulted from ${squareName(from)}, as a terrible Throw Team-mate` })
  // The thrown player stands for the thrower too: a terrible throw reads no more of the thrower (Reliable is a fumble's).
  return schedule(next, { _tag: "ThrownFlight", thrower: player, thrown: player, result: "terrible", kind: "deviate-direction", from, left: 0, direction: null, crashed: false, by })
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/throw-team-mate": ThrowTeamMateStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    throwTeamMate: typeof throwTeamMate
    throwerProblem: typeof throwerProblem
  }
}

import { above } from "./above.js"
import { rushModifiers } from "./rush.js"
import { holdsBall, looseBallOn, withBallOf, withBallOn } from "../model/balls.js"
import { withState, ballMovedTo } from "../model/state.js"
import { barricadeBetween, isGingerbreadHouse, isObstacle } from "../model/features.js"
import { pickUpWeather } from "./weather.js"
import { LOOSE_DOGS, pickUpEffects } from "./effects.js"
import type { MatchEvent } from "@sidelines/schema"
import { characteristic, hasSkill, spelled } from "../model/match.js"
import { distance, isAdjacent, neighbours, squareName, type Square } from "../model/square.js"
import type { MatchState, PlayerState } from "../model/state.js"
import { type ActivationStep, withActivation } from "./activation.js"
import { movementAllowance } from "./activation.js"
import {
  consumed,
  type Ctx,
  done,
  type Fold,
  type Handled,
  nameOf,
  playerIndex,
  playerOn,
  replaceTop,
  schedule,
  setPlayer,
  setPlayerAt,
  type StepHandler,
  updateTop,
  violation
} from "./context.js"
import { knockDown } from "./knock-down.js"
import type { Modifier } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { opponentsIn, tackleZonesOn } from "./tackle-zones.js"
import { sameSide, scoresIn } from "./variant/variant.js"
import { testStep } from "./test-roll.js"
import { enteringSquare } from "./trapdoor.js"
import { turnoverStep } from "./turnover.js"
import { crossesCrowd } from "../model/pitch.js"

// Spelled once: asked on nearly every event (model/match.ts `spelled`).
const POGO_STICK = spelled("Pogo Stick")
const LEAP = spelled("Leap")

/** The player arrives in a square: picks up a loose ball there, and may score. */
export interface ArriveStep {
  readonly _tag: "Arrive"
  readonly player: string
  readonly to: Square
  /** An open trapdoor on the square has been rolled for (the player entered it first). */
  readonly trapdoorRolled?: boolean
  /** What happens as soon as the player has left their square (Diving Tackle's landing, Shadowing), before the rest. */
  readonly then?: ReadonlyArray<Step>
  /** The variant's `onArrive` rule point has had its say (see `VariantHooks.onArrive`). */
  readonly arrivalHooked?: boolean
  /** The square the player left, once the `then` steps have run (the player is already in `to`). */
  readonly left?: Square
}

/** A standing active player holding the ball in an opposing end zone scores: the turn ends. */
export interface CheckScoreStep {
  readonly _tag: "CheckScore"
  readonly player: string
}

/** A player standing up at the start of an action: three squares of movement, or 4+ when MA is under 3. */
export const standUp = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "PlayerStoodUp" }>): Fold<Handled> => {
  if (event.player !== step.player) return violation(ctx, "stand up", `${nameOf(ctx, step.player)} is acting, not ${nameOf(ctx, event.player)}`)
  const index = playerIndex(ctx, step.player)
  const player = state.players[index]!
  if (player.posture !== "prone") return violation(ctx, "stand up", `${nameOf(ctx, step.player)} is not prone`)
  if (step.moved > 0 || step.acted) return violation(ctx, "stand up", "a player stands up at the start of their action")
  const standing = setPlayer(state, index, { posture: "standing" })
  if (hasSkill(ctx.match, state, index, above.JUMP_UP)) {
    const jump = above.jumpUpToBlock(ctx, state, step, index)
    if (jump !== null) return jump
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} uses Jump Up to stand for free` })
    return consumed(updateTop(standing, withActivation(step, { stoodUp: 0 })))
  }
  const { ma } = movementAllowance(ctx, state, step.player)
  if (ma >= 3) return consumed(updateTop(standing, withActivation(step, { moved: 3, stoodUp: 3 })))
  const stayDown: Step = { _tag: "ActivationLost", player: step.player }
  return consumed(schedule(updateTop(state, withActivation(step, { moved: ma, stoodUp: ma })), testStep({
    test: "stand-up",
    rule: "Stand up",
    player: step.player,
    target: 4,
    modifiers: timmmber(ctx, state, index),
    skillReroll: null,
    teamReroll: true,
    onSuccess: [{ _tag: "StoodUp", player: step.player }],
    onFailure: [stayDown]
  })))
}

/**
 * Timmm-ber!: +1 to the roll to stand for each Open (unmarked) standing team-mate next to the
 * player (a natural 1 still fails).
 */
const timmmber = (ctx: Ctx, state: MatchState, index: number): Array<Modifier> => {
  if (!hasSkill(ctx.match, state, index, "Timmm-ber!")) return []
  const me = state.players[index]!
  return state.players
    .filter((mate) => mate.id !== me.id && sameSide(ctx.variant, mate.team, me.team) && mate.at !== null && mate.posture === "standing" &&
      isAdjacent(mate.at, me.at!) && tackleZonesOn(state, mate.team, mate.at, opponentsIn(ctx.variant)).length === 0)
    .map((mate) => ({ value: 1, source: `Timmm-ber!: ${nameOf(ctx, mate.id)}, Open and next to them` }))
}

/** A player with MA under 3 passed the roll to stand. */
export interface StoodUpStep {
  readonly _tag: "StoodUp"
  readonly player: string
}

export const stoodUpHandler: StepHandler<StoodUpStep> = {
  expects: () => ({ kind: "nothing", about: "the player stands up" }),
  auto: (ctx, state, step) => done(replaceTop(setPlayer(state, playerIndex(ctx, step.player), { posture: "standing" })))
}

/**
 * The modifiers of a dodge, each with its source: −1 for each opponent marking the square moved
 * into (none with Stunty, unless also Bombardier, Chainsaw or Swoop; a Titchy opponent does not count), +1 for Two Heads, +1 for Titchy.
 */
const dodgeModifiers = (ctx: Ctx, state: MatchState, index: number, markersTo: ReadonlyArray<PlayerState>): Array<Modifier> => {
  const has = (i: number, skill: string) => hasSkill(ctx.match, state, i, skill)
  const modifiers: Array<Modifier> = []
  // Stunty's dodge is lost to a player who also has Bombardier, Chainsaw or Swoop.
  const stunty = has(index, "Stunty") && !["Bombardier", "Chainsaw", "Swoop"].some((trait) => has(index, trait))
  if (!stunty) {
    for (const marker of markersTo) {
      modifiers.push(has(playerIndex(ctx, marker.id), "Titchy")
        ? { value: 0, source: `${nameOf(ctx, marker.id)} is Titchy: not counted as marking the square dodged into` }
        : { value: -1, source: `marked by ${nameOf(ctx, marker.id)}` })
    }
  }
  if (has(index, "Two Heads")) modifiers.push({ value: 1, source: "Two Heads" })
  if (has(index, "Titchy")) modifiers.push({ value: 1, source: "Titchy" })
  return modifiers
}

/** The Dodge skill re-rolls a failed dodge, unless an opponent with Tackle marks the square left. */
const dodgeSkill = (ctx: Ctx, state: MatchState, index: number, markersFrom: ReadonlyArray<PlayerState>): string | null => {
  const tackled = markersFrom.some((marker) => hasSkill(ctx.match, state, playerIndex(ctx, marker.id), "Tackle"))
  return hasSkill(ctx.match, state, index, "Dodge") && !tackled ? "Dodge" : null
}

/** The square jumped over, for a jump from `from` to `to` two squares away. */
const jumpedSquares = (from: Square, to: Square): Array<Square> =>
  neighbours(from).filter((square) => isAdjacent(square, to))

/**
 * Gutter Bowl: whether a move goes over a barricade. A step: across one of its edges (or a corner).
 * A jump: every square it may go over (a prone or stunned player's; any square with Leap or Pogo
 * Stick) puts a barricade between the take-off and that square or between it and the landing — the
 * jumper picks the square, so a jump that can go round the barricade's end does not cross it.
 */
const overBarricade = (ctx: Ctx, state: MatchState, from: Square, to: Square, jump: boolean, leap: boolean): boolean => {
  const { pitch } = ctx.variant
  if (!jump) return barricadeBetween(pitch, from, to)
  if (distance(from, to) !== 2) return false
  const routes = jumpedSquares(from, to).filter((square) => {
    const lying = playerOn(state, square)
    return leap || (lying !== undefined && lying.posture !== "standing")
  })
  return routes.length > 0 && routes.every((square) => barricadeBetween(pitch, from, square) || barricadeBetween(pitch, square, to))
}

/**
 * One square of movement (or a jump of two). The rush rolls come first, then the dodge (or the
 * jump), each with its own failure; then the player arrives, picking up a ball lying there.
 */
export const move = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "PlayerMoved" }>): Fold<Handled> => {
  if (event.player !== step.player) return violation(ctx, "movement", `${nameOf(ctx, step.player)} is acting, not ${nameOf(ctx, event.player)}`)
  const index = playerIndex(ctx, step.player)
  const player = state.players[index]!
  const who = (): string => nameOf(ctx, step.player)
  if (player.posture !== "standing") return violation(ctx, "movement", `${who()} must stand up before moving`)
  if (above.isRooted(player)) return violation(ctx, "Take Root", `${who()} has taken root and cannot move`)
  const from = player.at!
  const to = event.to
  if (!ctx.variant.pitch.contains(to)) return violation(ctx, "movement", `${squareName(to)} is not on the pitch`)
  if (playerOn(state, to) !== undefined) return violation(ctx, "movement", `${squareName(to)} is occupied by ${nameOf(ctx, playerOn(state, to)!.id)}`)
  if (isGingerbreadHouse(ctx.variant.pitch, to)) {
    // Holiday Special: a player moving into a house stops in the square they came from; their movement is over.
    const { ma, rushes } = movementAllowance(ctx, state, step.player)
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} runs into the gingerbread house at ${squareName(to)} and stops on ${squareName(from)}: no more movement this action` })
    return consumed(updateTop(state, withActivation(step, { moved: Math.max(step.moved, ma + rushes) })))
  }
  if (isObstacle(ctx.variant.pitch, to)) return violation(ctx, "movement", `${squareName(to)} is a market stall or a sewer pit: nobody moves onto it`)
  const jump = event.jump === true
  // Pogo Stick leaps as Leap does (a player cannot have both).
  const pogo = hasSkill(ctx.match, state, index, POGO_STICK)
  const leap = hasSkill(ctx.match, state, index, LEAP) || pogo
  // Gutter Bowl: a move over a barricade — a step or a jump — is made Safely (+2 squares, no rushing for it) or Recklessly (a D6, a 1 falls over).
  const crossing = overBarricade(ctx, state, from, to, jump, leap) ? event.barricade : null
  if (crossing === undefined) return violation(ctx, "barricade", `${who()} ${jump ? "jumps" : "crosses"} a barricade into ${squareName(to)}: say whether Safely or Recklessly (barricade)`)
  if (crossing === null && event.barricade !== undefined) return violation(ctx, "barricade", `there is no barricade between ${squareName(from)} and ${squareName(to)}`)
  if (!jump && !isAdjacent(from, to)) return violation(ctx, "movement", `${who()} moves one square at a time; ${squareName(to)} is not next to ${squareName(from)}`)
  if (jump) {
    if (distance(from, to) !== 2) return violation(ctx, "jump", `a jump lands two squares away; ${squareName(to)} is not`)
    const over = jumpedSquares(from, to).filter((square) => {
      const lying = playerOn(state, square)
      return leap || (lying !== undefined && lying.posture !== "standing")
    })
    if (crossesCrowd(ctx.variant.pitch, from, to)) return violation(ctx, "jump", `${who()} cannot leap over the crowd from ${squareName(from)} to ${squareName(to)}`)
    if (over.length === 0) return violation(ctx, "jump", `${who()} can only jump over a prone or stunned player${leap ? "" : " (Leap and Pogo Stick allow any square)"}`)
  }
  const cost = (jump ? 2 : 1) + (crossing === "safe" ? 2 : 0)
  const allowance = movementAllowance(ctx, state, step.player)
  const { ma } = allowance
  const moved = step.moved + cost
  // Sloping Pitch: one rush more for a step down the slope.
  const rushes = allowance.rushes + (ctx.variant.extraRush !== undefined && moved > ma + allowance.rushes && allowance.rushes > 0 && ctx.variant.extraRush(from, to) ? 1 : 0)
  if (crossing === "safe" && moved > ma) {
    return violation(ctx, "barricade", `${who()} has ${Math.max(0, ma - step.moved)} squares of movement left; crossing a barricade Safely takes 3 and cannot use rushes`)
  }
  if (moved > ma + rushes) return violation(ctx, "movement", `${who()} has MA ${ma} and ${rushes} rushes; this would be square ${moved}`)
  const rushesNeeded = Math.max(0, moved - ma) - Math.max(0, step.moved - ma)

  // The opponents marking the square left, some of whom may react to the move (Tentacles, Diving Tackle, Shadowing).
  const opponents = opponentsIn(ctx.variant)
  const markersFrom = tackleZonesOn(state, player.team, from, opponents)
  // Most squares moved are plain: nothing to roll, nobody marking the square left to react. The
  // player simply arrives, with none of the failure chains below built.
  if (!jump && crossing !== "reckless" && rushesNeeded === 0 && markersFrom.length === 0 && !above.potHole(state, step.player, step.moved)) {
    return consumed(replaceTop(state, { _tag: "Arrive", player: step.player, to }, withActivation(step, { moved })))
  }
  // The square moved into matters only to a jump or a dodge: read only then (most steps are neither).
  const markersTo = (): Array<PlayerState> => tackleZonesOn(state, player.team, to, opponents).filter((marker) => marker.id !== player.id)
  const markerWith = (skill: string) => markersFrom.find((marker) => hasSkill(ctx.match, state, playerIndex(ctx, marker.id), skill))
  const shadow = markerWith("Shadowing")
  const shadowing: ReadonlyArray<Step> = shadow === undefined ? [] : [{ _tag: "Shadowing", mover: step.player, team: shadow.team, from, stage: "offer" }]
  const fall = (): Step => knockDown(step.player, { at: to, cause: "fall", turnover: "fell-over" })
  // Having fallen in the next square, the player has still left theirs: Shadowing may follow.
  const falls = (): ReadonlyArray<Step> => [fall(), ...shadowing]
  // Failing the dodge or jump itself: an Arm Bar marking the square left adds to the armour or injury roll.
  const fallsTested = (): ReadonlyArray<Step> => [knockDown(step.player, { at: to, cause: "fall", turnover: "fell-over", bonus: above.armBar(ctx, state, markersFrom) }), ...shadowing]
  // Astrogranite: a failed rush gets a D6 to stay standing (then no more rushing).
  const rushSave = ctx.variant.rushFallSave
  const failedRush = (then: ReadonlyArray<Step>): ReadonlyArray<Step> =>
    rushSave === undefined ? falls() : [{ _tag: "RushFallSave", player: step.player, save: rushSave, onSuccess: then, onFailure: falls() }]
  const arrive: Step = { _tag: "Arrive", player: step.player, to, ...(shadowing.length > 0 ? { then: shadowing } : {}) }
  let chain: ReadonlyArray<Step> = [arrive]
  if (crossing === "reckless") {
    chain = [testStep({ test: "barricade", rule: "Over the barricade (recklessly)", player: step.player, target: 2, modifiers: [], skillReroll: null, teamReroll: true, onSuccess: chain, onFailure: falls() })]
  }

  // The jump or dodge, rolled after any rush.
  const diver = markerWith("Diving Tackle")
  const passed = (rest: ReadonlyArray<Step>): ReadonlyArray<Step> => diver === undefined ? rest : [{ _tag: "DivingTackle", mover: step.player, team: diver.team, from }, ...rest]
  const tails: Array<Modifier> = markersFrom
    .filter((marker) => hasSkill(ctx.match, state, playerIndex(ctx, marker.id), "Prehensile Tail"))
    .map((marker) => ({ value: -1, source: `Prehensile Tail of ${nameOf(ctx, marker.id)}, marking the square left` }))
  let bounding: ReturnType<typeof above.boundingLeapJump> = null
  if (jump) {
    const worst = Math.max(markersFrom.length, markersTo().length)
    // Leap lowers the marking modifier by 1, but never below −1; Pogo Stick ignores it.
    const value = leap ? -Math.max(1, worst - 1) : -worst
    const modifiers: Array<Modifier> = worst === 0 ? [] : pogo
      ? [{ value: 0, source: `marked (${worst} on the worse of the two squares), ignored with Pogo Stick` }]
      : [{ value, source: `marked (${worst} on the worse of the two squares)${leap ? ", less 1 for Leap (to −1 at least)" : ""}` }]
    modifiers.push(...above.veryLongLegsJump(ctx, state, step.player, modifiers))
    modifiers.push(...tails)
    modifiers.push(...above.activationCards(state, step.player, modifiers, false))
    // Rowana's Bounding Leap: no modifier, her re-roll, no Diving Tackle (stars/bounding-leap.ts).
    bounding = above.boundingLeapJump(ctx, state, step.player, modifiers)
    chain = [testStep({ test: "jump", rule: pogo ? "Jump (Pogo Stick)" : "Jump", player: step.player, target: characteristic(ctx.match, state, index, "ag"), modifiers: bounding?.modifiers ?? modifiers,
      skillReroll: bounding === null ? null : above.BOUNDING_LEAP, teamReroll: true, onSuccess: bounding === null ? passed(chain) : chain, onFailure: fallsTested() })]
  } else if (markersFrom.length > 0 || above.potHole(state, step.player, step.moved)) {
    // Pot Hole (a Special Plays card): the first step out of the square is a dodge as if marked.
    if (markersFrom.length === 0) ctx.outcomes.push({ _tag: "Note", text: `Pot Hole: ${nameOf(ctx, step.player)} must dodge out of ${squareName(from)}` })
    const dodging = [...dodgeModifiers(ctx, state, index, markersTo()), ...tails]
    // Special Plays cards for this activation: In the Zone, Sizzling Shimmy.
    dodging.push(...above.activationCards(state, step.player, dodging, true))
    chain = [testStep({ test: "dodge", rule: "Dodge", player: step.player, target: characteristic(ctx.match, state, index, "ag"), modifiers: dodging, skillReroll: dodgeSkill(ctx, state, index, markersFrom), teamReroll: true, onSuccess: passed(chain), onFailure: fallsTested(), lateModifier: above.breakTackle(ctx, state, step.player) })]
  }
  // Tentacles may hold the player before the dodge or jump is rolled.
  const tentacles = markerWith("Tentacles")
  if (tentacles !== undefined) chain = [{ _tag: "Tentacles", mover: step.player, team: tentacles.team, from, stage: "offer", rest: chain }]
  for (let i = 0; i < rushesNeeded; i++) {
    const modifiers: Array<Modifier> = rushModifiers(ctx, state, index)
    const sureFeet = hasSkill(ctx.match, state, index, "Sure Feet") ? "Sure Feet" : null
    chain = [testStep({ test: "rush", rule: "Rush", player: step.player, target: 2, modifiers, skillReroll: sureFeet, teamReroll: true, onSuccess: chain, onFailure: failedRush(chain) })]
  }
  // One new stack for both (the updated activation under the chain): the same as updateTop then
  // schedule, without a state and a stack in between on every square moved.
  return consumed(replaceTop(bounding?.state ?? state, ...chain, withActivation(step, { moved })))
}

export const arriveHandler: StepHandler<ArriveStep> = {
  expects: () => ({ kind: "nothing", about: "the player arrives" }),
  auto: (ctx, state, step) => {
    const index = playerIndex(ctx, step.player)
    const player = state.players[index]!
    // Fell through the trapdoor on the square: the move ends off the pitch.
    if (step.trapdoorRolled === true && player.at === null) return done(replaceTop(state))
    let next = withBallOf(setPlayerAt(state, index, step.to), player.id)
    if (next.ball.carrier === player.id) next = withState(next, { ball: ballMovedTo(next.ball, step.to) })
    // The square left is remembered for the rule point below once Diving Tackle or Shadowing has been seen to.
    if (step.then !== undefined && step.then.length > 0) return done(replaceTop(next, ...step.then, { ...step, then: [], ...(player.at === null ? {} : { left: player.at }) }))
    // A variant's rule point as a moving player arrives, before anything else (Sevens' Discarded Banana Skin).
    const left = step.left ?? player.at
    if (step.trapdoorRolled !== true && step.arrivalHooked !== true && left !== null) {
      const hooked = ctx.variant.hooks?.onArrive?.(ctx, next, step.player, left, step.to) ?? []
      if (hooked.length > 0) return done(replaceTop(next, ...hooked, { ...step, arrivalHooked: true }))
    }
    if (step.trapdoorRolled !== true) {
      const trapdoor = enteringSquare(ctx, next, step.player, step.to)
      if (trapdoor.length > 0) return done(replaceTop(next, ...trapdoor, { ...step, trapdoorRolled: true }))
    }
    // Ball Clone: a player holding one ball walks onto the other: no pick-up (they cannot try), it bounces away.
    if (above.holdsOtherBall(next, step.player) && looseBallOn(next, step.to)) {
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} holds a ball and cannot pick up the other: it bounces` })
      return done(replaceTop(withBallOn(next, step.to), { _tag: "Bounce", from: step.to, context: { kickOff: false }, more: ctx.variant.bounces - 1 }, { _tag: "CheckScore", player: step.player }))
    }
    next = withBallOn(next, step.to)
    const ball = next.ball
    const onBall = ball.carrier === null && ball.inPlay && ball.at !== null && ball.at[0] === step.to[0] && ball.at[1] === step.to[1]
    // Only a ball carrier can score: for anyone else CheckScore would end at once, so it is not scheduled.
    if (!onBall) return done(holdsBall(next, player.id) ? replaceTop(next, { _tag: "CheckScore", player: step.player }) : replaceTop(next))
    if (above.noHands(ctx, next, step.player)) {
      // No Hands: no pick-up; the ball bounces and the turn is over as for a failed pick-up.
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} has No Hands and cannot pick the ball up: it bounces` })
      return done(replaceTop(next, turnoverStep("failed-pick-up", player.team, step.player), { _tag: "Bounce", from: step.to, context: { kickOff: false }, more: ctx.variant.bounces - 1 }))
    }
    const modifiers: Array<Modifier> = tackleZonesOn(next, player.team, step.to, opponentsIn(ctx.variant)).map((marker) => ({ value: -1, source: `marked by ${nameOf(ctx, marker.id)}` }))
    modifiers.push(...pickUpWeather(next), ...pickUpEffects(next.kickOffEffects), ...above.sprinklerPickUp(next))
    modifiers.push(...above.pickUpSkills(ctx, next, step.player, modifiers))
    modifiers.push(...above.activationCards(next, step.player, modifiers, false))
    return done(replaceTop(next, testStep({
      test: "pick-up",
      rule: "Pick-up",
      player: step.player,
      target: characteristic(ctx.match, state, index, "ag"),
      modifiers,
      skillReroll: hasSkill(ctx.match, state, index, "Sure Hands") ? "Sure Hands" : null,
      teamReroll: !next.kickOffEffects.includes(LOOSE_DOGS),
      onSuccess: [{ _tag: "BallCaught", player: step.player }, { _tag: "CheckScore", player: step.player }],
      onFailure: [turnoverStep("failed-pick-up", player.team, step.player), { _tag: "Bounce", from: step.to, context: { kickOff: false }, more: ctx.variant.bounces - 1 }]
    })))
  }
}

export const checkScoreHandler: StepHandler<CheckScoreStep> = {
  expects: () => ({ kind: "nothing", about: "did they score?" }),
  auto: (ctx, state, step) => {
    const player = state.players[playerIndex(ctx, step.player)]!
    const scores = holdsBall(state, player.id) && player.at !== null && player.posture === "standing" &&
      state.teams.some((_, team) => team !== player.team && scoresIn(ctx.variant, player.team, team) && ctx.variant.pitch.isEndZoneOf(team, player.at!))
    if (!scores) return done(replaceTop(state))
    // Bloodlust: a thirsty Vampire scores only once they have bitten (skills/bloodlust.ts).
    if (above.thirstyCannotScore(ctx, state, player.id)) {
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, player.id)} is in the End Zone with the ball but thirsty: no touchdown until they bite a Thrall` })
      return done(replaceTop(state))
    }
    const touchdown = turnoverStep("touchdown", player.team, player.id)
    // Ball Clone: a D6 first, which may make the ball evaporate (special-plays/ball-clone.ts).
    const clone = above.cloneTouchdown(state, player.id, [touchdown])
    return done(replaceTop(state, clone ?? touchdown))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/movement": ArriveStep | CheckScoreStep | StoodUpStep
  }
}

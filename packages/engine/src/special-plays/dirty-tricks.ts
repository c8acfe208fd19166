import { holdsBall, withBallOf } from "../model/balls.js"
import { characteristic, hasGainTag } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { withPlayer, withState } from "../model/state.js"
import { done, nameOf, note, schedule, teamOf, violation } from "../core/context.js"
import { droppedBall } from "../skills/safe-pair-of-hands.js"
import { isAdjacent } from "../model/square.js"
import { knockDown } from "../core/knock-down.js"
import { catapult } from "../skills/throw-team-mate.js"
import { playSpotTheSneak, SPOT_THE_SNEAK } from "./spot-the-sneak.js"
import type { Modifier } from "../model/outcome.js"
import { anyCardMarked, type CardPlay, inForce, mark, ownPlayer, targetsStep, type TargetsSpec, turnMark, withGain } from "./helpers.js"

/**
 * The Dirty Tricks deck (D6 2). Folded: Dirty Block, Heavy Bias, Slippery Shoes, The Main
 * 'Skull'-prit and Tripping Hazard; Rune of Unwilling Flight, and Spot the Sneak (spot-the-sneak.ts). The others stop
 * the fold as Unsupported when played (special-plays/play.ts).
 */

/**
 * The Main 'Skull'-prit, played in the pre-game on one of the team's players: for the match they
 * have Dirty Player (+1) and Sneaky Git, and when they are sent off their coach may neither argue
 * the call nor use a bribe for them (core/foul.ts, skills/secret-weapon.ts).
 */
const SKULL_PRIT = "the-main-skull-prit"

const playSkullPrit: CardPlay = (ctx, state, team, event) => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "The Main 'Skull'-prit", index)
  note(ctx, `The Main 'Skull'-prit: ${nameOf(ctx, event.player!)} has Dirty Player (+1) and Sneaky Git for the match; if sent off, no argument and no bribe`)
  return done(withGain(state, index, { source: "The Main 'Skull'-prit", until: "game", skills: ["Dirty Player (+1)", "Sneaky Git"], tag: SKULL_PRIT }))
}

/** Whether the player's coach may argue the call or bribe the referee when they are sent off. */
export const mayContestSendingOff = (state: MatchState, index: number): boolean => !hasGainTag(state, index, SKULL_PRIT)

/**
 * Slippery Shoes, played at the start of an opposition turn: for that team turn every Rush is at
 * −2. Our reading: the card says every player, so it is every Rush made in that turn, whoever makes it.
 */
export const SLIPPERY_SHOES = "slippery-shoes"

/** The −2 to a Rush while Slippery Shoes is in force. */
export const slipperyShoes = (state: MatchState): Array<Modifier> => (inForce(state, SLIPPERY_SHOES) ? [{ value: -2, source: "Slippery Shoes" }] : [])

const playSlipperyShoes: CardPlay = (ctx, state, team) => {
  note(ctx, `${teamOf(ctx, team).name} play Slippery Shoes: every Rush this team turn is at −2`)
  return done(mark(state, turnMark(SLIPPERY_SHOES, team)))
}

/**
 * Tripping Hazard, played at the start of an opposition turn: a D3 (`special-play`), then that
 * many Standing opposition players not holding the ball (`PlayerChosen` `tripping-hazard`; all of
 * them when no more qualify) are Placed Prone — no armour roll, and no turnover, as nobody is
 * active yet.
 */
const TRIPPING_HAZARD: TargetsSpec = {
  count: "d3",
  pick: "chosen",
  who: "a Standing opposition player without the ball",
  eligible: (_ctx, state, team, index) => {
    const p = state.players[index]!
    return p.team !== team && p.at !== null && p.posture === "standing" && !holdsBall(state, p.id)
  },
  apply: (ctx, state, _team, players) => {
    if (players.length === 0) return state
    note(ctx, `Tripping Hazard: ${players.map((i) => nameOf(ctx, state.players[i]!.id)).join(", ")} ${players.length === 1 ? "is" : "are"} Placed Prone`)
    return withState(state, { players: state.players.map((p, i) => (players.includes(i) ? withPlayer(p, { posture: "prone" }) : p)) })
  }
}

const playTrippingHazard: CardPlay = (ctx, state, team) => {
  note(ctx, `${teamOf(ctx, team).name} play Tripping Hazard: D3 Standing opposition players without the ball are Placed Prone`)
  return done(schedule(state, targetsStep("tripping-hazard", team, TRIPPING_HAZARD)))
}

/**
 * Dirty Block, played at the end of one of the team's turns on one of its Standing players who
 * was not activated that turn and stands next to a Standing opponent: that player is Placed Prone,
 * and one of those opponents (`PlayerChosen` `dirty-block`, unless there is only one) is Knocked
 * Down — armour and injury rolls as for a fall, nobody's block. Our readings: "marking" counts
 * Standing opponents only (a Prone one cannot be knocked down). A dirty blocker holding the ball
 * drops it where they lie; it bounces (or Safe Pair of Hands puts it down) once the opponent's
 * knock-down is resolved, as a block's ball bounces after its armour and injury rolls. No turnover:
 * the team's turn is over already.
 */
const DIRTY_BLOCK = "dirty-block"
const blockerMark = (player: string) => `special-play-turn:${DIRTY_BLOCK}:${player}`

const blockerOf = (state: MatchState): number | undefined => {
  const marker = state.kickOffEffects.find((e) => e.startsWith(`special-play-turn:${DIRTY_BLOCK}:`))
  if (marker === undefined) return undefined
  const id = marker.slice(`special-play-turn:${DIRTY_BLOCK}:`.length)
  const index = state.players.findIndex((p) => p.id === id)
  return index < 0 ? undefined : index
}

const standingNextTo = (state: MatchState, index: number, other: number): boolean => {
  const me = state.players[index]!
  const them = state.players[other]!
  return them.team !== me.team && them.at !== null && me.at !== null && them.posture === "standing" && isAdjacent(me.at, them.at)
}

const DIRTY_BLOCK_VICTIM: TargetsSpec = {
  count: 1,
  pick: "chosen",
  who: "a Standing opponent next to the dirty blocker",
  eligible: (_ctx, state, _team, index) => {
    const blocker = blockerOf(state)
    return blocker !== undefined && standingNextTo(state, blocker, index)
  },
  apply: (ctx, state, _team, players) => {
    const [victim] = players
    if (victim === undefined) return state
    note(ctx, `Dirty Block: ${nameOf(ctx, state.players[victim]!.id)} is Knocked Down`)
    return schedule(state, knockDown(state.players[victim]!.id, { cause: "other", by: null, turnover: null }))
  }
}

const playDirtyBlock: CardPlay = (ctx, state, team, event) => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "Dirty Block", index)
  const player = state.players[index]!
  if (player.at === null || player.posture !== "standing" || player.hasActed) return violation(ctx, "Dirty Block", `${nameOf(ctx, player.id)} must be Standing on the pitch and not activated this turn`)
  if (!state.players.some((_, other) => standingNextTo(state, index, other))) return violation(ctx, "Dirty Block", `${nameOf(ctx, player.id)} marks no Standing opponent`)
  state = withBallOf(state, player.id)
  const held = state.ball.carrier === player.id
  note(ctx, `${teamOf(ctx, team).name} play Dirty Block: ${nameOf(ctx, player.id)} is Placed Prone${held ? " and drops the ball" : ""}, and one opponent they mark is Knocked Down`)
  const prone = withState(state, { players: state.players.map((p, i) => (i === index ? withPlayer(p, { posture: "prone" }) : p)) })
  // The blocker, Prone now, still names the opponents they stood next to.
  const marked = mark(held ? withState(prone, { ball: { at: player.at, carrier: null, inPlay: true } }) : prone, blockerMark(player.id))
  const dropped = held ? [droppedBall(ctx, marked, player.id, player.at, "placed-prone")] : []
  return done(schedule(marked, targetsStep(DIRTY_BLOCK, team, DIRTY_BLOCK_VICTIM), ...dropped))
}

/**
 * Heavy Bias, played during one of the team's Fouls once the victim is named, before the armour
 * roll: the fouler has one more offensive assist (+1 to the armour roll), and whatever the dice or
 * any other rule, is not sent off for this foul (no Close Scrutiny either). The marker
 * `special-play-turn:heavy-bias:<fouler>` lasts to the end of the turn; the foul is the fouler's one.
 */
const HEAVY_BIAS = "heavy-bias"
const biasMark = (fouler: string) => `special-play-turn:${HEAVY_BIAS}:${fouler}`

/** Whether the fouler is covered by Heavy Bias for their foul. */
export const heavyBias = (state: MatchState, fouler: string): boolean => anyCardMarked(state) && state.kickOffEffects.includes(biasMark(fouler))

const playHeavyBias: CardPlay = (ctx, state, team) => {
  let at = state.stack.length - 1
  while (at >= 0 && state.stack[at]!._tag !== "FoulRoll") at--
  const roll = at < 0 ? undefined : state.stack[at]
  if (roll?._tag !== "FoulRoll" || roll.roll._tag !== "Armour") return violation(ctx, "Heavy Bias", "Heavy Bias is played during a Foul, before its armour roll")
  note(ctx, `${teamOf(ctx, team).name} play Heavy Bias: ${nameOf(ctx, roll.fouler)} has one more assist and cannot be sent off for this foul`)
  const armour = { ...roll.roll, modifiers: [...roll.roll.modifiers, { value: 1, source: "Heavy Bias (an offensive assist)" }] }
  const stack = state.stack.slice()
  stack[at] = { ...roll, roll: armour }
  return done(mark(withState(state, { stack }), biasMark(roll.fouler)))
}

/**
 * Rune of Unwilling Flight, played at the end of one of the team's turns (turnover or not) on a
 * Standing opposition player with ST 4 or less: they are catapulted as a terrible Throw Team-mate
 * (skills/throw-team-mate.ts `catapult`: a D8 direction and a D6 distance from their square, then
 * the landing at −2). Our readings: they need no Right Stuff and no thrower stands anywhere, so
 * the deviation starts from their own square; a ball they hold flies with them; landing on one of
 * the card's team is no turnover (the thrown player is not their team-mate), and nothing here is.
 */
const RUNE = "rune-of-unwilling-flight"

const playRune: CardPlay = (ctx, state, team, event) => {
  const index = event.player === undefined ? undefined : ctx.match.playerIndex.get(event.player)
  const player = index === undefined ? undefined : state.players[index]
  if (player === undefined || player.team === team || player.at === null || player.posture !== "standing") {
    return violation(ctx, "Rune of Unwilling Flight", "Rune of Unwilling Flight is played on a Standing opposition player on the pitch")
  }
  const st = characteristic(ctx.match, state, index!, "st")
  if (st > 4) return violation(ctx, "Rune of Unwilling Flight", `${nameOf(ctx, player.id)} has ST ${st}; the rune lifts a player with ST 4 or less`)
  note(ctx, `${teamOf(ctx, team).name} play Rune of Unwilling Flight on ${nameOf(ctx, player.id)} (ST ${st})`)
  return done(catapult(ctx, state, player.id, "Rune of Unwilling Flight"))
}

export const dirtyTricksTargets: Readonly<Record<string, TargetsSpec>> = { "tripping-hazard": TRIPPING_HAZARD, [DIRTY_BLOCK]: DIRTY_BLOCK_VICTIM }

export const dirtyTricks: Readonly<Record<string, CardPlay>> = {
  [HEAVY_BIAS]: playHeavyBias,
  [DIRTY_BLOCK]: playDirtyBlock,
  "tripping-hazard": playTrippingHazard,
  [SLIPPERY_SHOES]: playSlipperyShoes,
  [SKULL_PRIT]: playSkullPrit,
  [RUNE]: playRune,
  [SPOT_THE_SNEAK]: playSpotTheSneak
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    heavyBias: typeof heavyBias
    mayContestSendingOff: typeof mayContestSendingOff
    slipperyShoes: typeof slipperyShoes
  }
}

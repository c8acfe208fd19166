import { hasGainTag } from "../../model/match.js"
import type { MatchState } from "../../model/state.js"
import { withPlayer } from "../../model/state.js"
import { done, nameOf, note, schedule, teamOf, violation } from "../context.js"
import type { Modifier } from "../outcome.js"
import { type CardPlay, inForce, mark, ownPlayer, targetsStep, type TargetsSpec, turnMark, withGain } from "./helpers.js"

/**
 * The Dirty Tricks deck (D6 2). Folded: Slippery Shoes, The Main 'Skull'-prit and Tripping Hazard. The others stop
 * the fold as Unsupported when played (rules/special-plays/play.ts).
 */

/**
 * The Main 'Skull'-prit, played in the pre-game on one of the team's players: for the match they
 * have Dirty Player (+1) and Sneaky Git, and when they are sent off their coach may neither argue
 * the call nor use a bribe for them (rules/foul.ts, rules/secret-weapon.ts).
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
    return p.team !== team && p.at !== null && p.posture === "standing" && state.ball.carrier !== p.id
  },
  apply: (ctx, state, _team, players) => {
    if (players.length === 0) return state
    note(ctx, `Tripping Hazard: ${players.map((i) => nameOf(ctx, state.players[i]!.id)).join(", ")} ${players.length === 1 ? "is" : "are"} Placed Prone`)
    return { ...state, players: state.players.map((p, i) => (players.includes(i) ? withPlayer(p, { posture: "prone" }) : p)) }
  }
}

const playTrippingHazard: CardPlay = (ctx, state, team) => {
  note(ctx, `${teamOf(ctx, team).name} play Tripping Hazard: D3 Standing opposition players without the ball are Placed Prone`)
  return done(schedule(state, targetsStep("tripping-hazard", team, TRIPPING_HAZARD)))
}

export const dirtyTricksTargets: Readonly<Record<string, TargetsSpec>> = { "tripping-hazard": TRIPPING_HAZARD }

export const dirtyTricks: Readonly<Record<string, CardPlay>> = {
  "tripping-hazard": playTrippingHazard,
  [SLIPPERY_SHOES]: playSlipperyShoes,
  [SKULL_PRIT]: playSkullPrit
}

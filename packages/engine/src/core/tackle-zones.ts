import type { Match } from "../model/match.js"
import { keyOf, neighbours, type Square } from "../model/square.js"
import type { MatchState, PlayerState } from "../model/state.js"
import { opposed, type Variant } from "./variant/variant.js"

/** Which teams are opponents: any two teams unless a variant allies them. */
export type Opposed = (a: number, b: number) => boolean
const twoTeams: Opposed = (a, b) => a !== b
/** The opponents rule of a variant, for the tackle-zone reads below. */
export const opponentsIn = (variant: Variant): Opposed => (variant.sides === undefined ? twoTeams : (a, b) => opposed(variant, a, b))

/**
 * Tackle zones: a standing player who has not lost them marks the eight squares around it.
 * Teams are enemies unless a variant allies them (BlightBowl); two teams are always enemies here.
 */
export const exertsTackleZone = (player: PlayerState): boolean =>
  player.at !== null && player.posture === "standing" && !player.lostTackleZones

/** Opponents of a team whose tackle zones cover a square. */
export const tackleZonesOn = (state: MatchState, team: number, square: Square, opponents: Opposed = twoTeams): Array<PlayerState> => {
  // Asked for nearly every square moved: the cheap tests first (on the pitch, standing, next to the
  // square), the opponents rule last, and two teams' `a !== b` without a call.
  const markers: Array<PlayerState> = []
  const players = state.players
  const x = square[0]
  const y = square[1]
  for (let i = 0; i < players.length; i++) {
    const other = players[i]!
    const at = other.at
    if (at === null || other.posture !== "standing" || other.lostTackleZones) continue
    const dx = at[0] - x
    const dy = at[1] - y
    if (dx > 1 || dx < -1 || dy > 1 || dy < -1 || (dx === 0 && dy === 0)) continue
    if (opponents === twoTeams ? other.team !== team : opponents(other.team, team)) markers.push(other)
  }
  return markers
}

/** The opponents marking a player where they stand. */
export const markingPlayers = (ctx: { match: Match; variant?: Variant }, state: MatchState, index: number): Array<PlayerState> => {
  const player = state.players[index]!
  return player.at === null ? [] : tackleZonesOn(state, player.team, player.at, ctx.variant === undefined ? twoTeams : opponentsIn(ctx.variant))
}

/** Whether a player is marked (in at least one opponent's tackle zone). */
export const isMarked = (state: MatchState, player: PlayerState, opponents: Opposed = twoTeams): boolean =>
  player.at !== null && tackleZonesOn(state, player.team, player.at, opponents).length > 0

/** The squares (by `keyOf`) that a team's opponents mark: read once for a search over many squares. */
export const markedSquares = (state: MatchState, team: number, opponents: Opposed = twoTeams): Set<number> => {
  const marked = new Set<number>()
  for (const other of state.players) {
    if (opponents(other.team, team) && exertsTackleZone(other)) for (const square of neighbours(other.at!)) marked.add(keyOf(square))
  }
  return marked
}

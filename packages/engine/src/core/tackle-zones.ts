import type { Match } from "../model/match.js"
import { isAdjacent, keyOf, neighbours, type Square } from "../model/square.js"
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
  const markers: Array<PlayerState> = []
  for (const other of state.players) {
    if (opponents(other.team, team) && exertsTackleZone(other) && isAdjacent(other.at!, square)) markers.push(other)
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

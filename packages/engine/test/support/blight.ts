import type { MatchStarted, Player, Square } from "@sidelines/schema"
import { type Match, type MatchState, matchOf, initialState } from "@sidelines/engine"
import { Result } from "effect"
import { type Mode, blightbowlIn } from "../../src/variants/blightbowl/index.js"
import { Events, player, positionIn, type Position } from "./scenario.js"

/**
 * BlightBowl test matches: four teams of eight linemen, ids `a1`…`a8` (team 0, "alpha"), `b…`
 * (1, "beta"), `c…` (2, "gamma"), `d…` (3, "delta"). In `allies` alpha and beta play gamma and
 * delta; in `grudge` alpha plays the other three.
 */
export const TEAM_IDS = ["alpha", "beta", "gamma", "delta"] as const
const LETTERS = ["a", "b", "c", "d"] as const

export const blightHeader = (mode: Mode, players: Partial<Record<string, Partial<Player>>> = {}): MatchStarted => ({
  _tag: "MatchStarted",
  format: "sidelines/1",
  variant: "blightbowl",
  options: { mode },
  teams: TEAM_IDS.map((id, t) => ({
    id,
    name: id[0]!.toUpperCase() + id.slice(1),
    roster: "Skaven",
    rerolls: 2,
    staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 },
    inducements: [],
    players: Array.from({ length: 8 }, (_, i) => {
      const pid = `${LETTERS[t]}${i + 1}`
      return player(pid, { number: i + 1, ...(players[pid] ?? {}) })
    })
  }))
})

/** The match as the registry builds it from the header (the mode variant, quarters not rolled yet). */
export const blightMatch = (head: MatchStarted): { match: Match; state: MatchState } => {
  const built = matchOf(head)
  if (Result.isFailure(built)) throw new Error(built.failure.message)
  return { match: built.success, state: initialState(built.success) }
}

/**
 * A BlightBowl position in the middle of a team turn, with the teams in the quarters given
 * (`quarterOf[t]`, by default alpha West, beta North, gamma East, delta South).
 */
export const blightPosition = (
  mode: Mode,
  position: Position & { readonly kickingTeam?: number },
  quarterOf: ReadonlyArray<number> = [0, 1, 2, 3],
  head: MatchStarted = blightHeader(mode)
): { match: Match; state: MatchState } => {
  const variant = blightbowlIn(mode, quarterOf)
  const { match, state } = positionIn(variant, head, position)
  const kicking = position.kickingTeam ?? (position.team + 3) % 4
  return { match, state: { ...state, venue: quarterOf.join(""), kickingTeam: kicking, firstKickingTeam: kicking, teams: state.teams.map((t, i) => ({ ...t, turn: position.turns?.[i] ?? 1 })) } }
}

/** The pre-game of a BlightBowl match up to the kick-or-receive choice: quarters, fans, weather, toss. */
export const pregame = (quartersFace: number, mode: Mode, caller = "alpha", call: "heads" | "tails" = "heads", coin = 1) => {
  const events = new Events().roll(mode === "allies" ? "d8" : "d6", [quartersFace], "blightbowl-quarters")
  events.twoD6(3, 4, "weather")
  events.add({ _tag: "CoinTossCalled", team: caller, call })
  events.roll("coin", [coin], "coin-toss")
  return events
}

/** Places players and ends the set-up. */
export const setUp = (events: Events, team: string, at: Readonly<Record<string, Square>>) => {
  for (const [id, square] of Object.entries(at)) events.add({ _tag: "PlayerPlaced", player: id, at: square })
  events.add({ _tag: "SetupEnded", team })
  return events
}

/**
 * Legal seven-player set-ups for each quarter: three on the line of scrimmage, two in wide
 * zones, two behind. West is written out; the others are West turned round the cross.
 */
const WEST: ReadonlyArray<Square> = [[10, 11], [10, 12], [10, 13], [3, 6], [3, 18], [6, 12], [2, 12]]
export const fromWest = (q: number, [x, y]: Square): Square => {
  switch (q) {
    case 0: return [x, y]
    case 1: return [24 - y, x]
    case 2: return [24 - x, 24 - y]
    default: return [y, 24 - x]
  }
}
/** Team t's seven players (t's letter, 1–7) on the legal set-up of quarter q. */
export const legalSetUp = (t: number, q: number): Record<string, Square> =>
  Object.fromEntries(WEST.map((square, i) => [`${LETTERS[t]}${i + 1}`, fromWest(q, square)]))

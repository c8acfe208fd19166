import type { MatchOptions, MatchStarted, Player, Team } from "@sidelines/schema"
import type { Match, MatchState, StadiumState } from "@sidelines/engine"
import { header, player, positionOf, type Position } from "./scenario.js"

/**
 * Stadium matches for the rules tests: a Blood Bowl header (Home, team 0, defends x = 0; Away,
 * team 1, defends x = 25; sidelines along y = 0 and y = 14) with the `stadium` option, and the
 * positions of the rulebook examples built on it.
 */

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)

export interface StadiumHeaderFields {
  readonly home?: ReadonlyArray<Player>
  readonly away?: ReadonlyArray<Player>
  /** The team at its home stadium (`options.home`). */
  readonly homeTeam?: string
  readonly teams?: ReadonlyArray<Partial<Team>>
}

export const stadiumHeader = (stadium: NonNullable<MatchOptions["stadium"]>, fields: StadiumHeaderFields = {}): MatchStarted => {
  const base = header(fields.home ?? ids("h", 6).map((id) => player(id)), fields.away ?? ids("a", 6).map((id) => player(id)))
  return {
    ...base,
    options: { stadium, ...(fields.homeTeam === undefined ? {} : { home: fields.homeTeam }) },
    teams: base.teams.map((team, i) => ({ ...team, ...fields.teams?.[i] }))
  }
}

/** A stadium match in the middle of a team turn; `stadium` overrides what the header gives (a rolled slope). */
export const stadiumPosition = (
  head: MatchStarted,
  position: Position & { readonly stadium?: StadiumState; readonly half?: number }
): { match: Match; state: MatchState } => {
  const { match, state } = positionOf(head, position)
  return {
    match,
    state: { ...state, ...(position.stadium === undefined ? {} : { stadium: position.stadium }), ...(position.half === undefined ? {} : { half: position.half }) }
  }
}

/** A stadium match between drives or halves: nobody on the pitch, `step` about to run. */
export const between = (
  head: MatchStarted,
  stack: MatchState["stack"],
  fields: Partial<Pick<MatchState, "half" | "kickingTeam" | "firstKickingTeam" | "stadium">> & { readonly fanFactors?: readonly [number | null, number | null] } = {}
): { match: Match; state: MatchState } => {
  const { match, state } = positionOf(head, { team: 0, at: {} })
  const fanFactors = fields.fanFactors ?? [null, null]
  return {
    match,
    state: {
      ...state,
      phase: "end-of-drive",
      activeTeam: null,
      half: fields.half ?? 1,
      kickingTeam: fields.kickingTeam ?? 0,
      firstKickingTeam: fields.firstKickingTeam ?? 0,
      ...(fields.stadium === undefined ? {} : { stadium: fields.stadium }),
      teams: state.teams.map((team, i) => ({ ...team, turn: 1, fanFactor: fanFactors[i]! })),
      stack
    }
  }
}

import type { Match } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { atStadium, stadiumFromHeader } from "../stadium/layer.js"
import type { Variant } from "./variant.js"

/**
 * The variant as played in this state: the variant module itself, or, for a variant with several
 * pitches, the one chosen (by the header or by the pre-game roll); then, at a stadium with an
 * attribute (or a team's home stadium), that variant as played there (`atStadium`, src/stadium/).
 */
export const variantAt = (match: Match, state: Pick<MatchState, "venue" | "stadium" | "half"> & Partial<Pick<MatchState, "phase" | "kickingTeam" | "drive">>): Variant => {
  const choice = match.variant.pitches
  const base = choice === null || state.venue === undefined ? match.variant : choice.variants[state.venue] ?? match.variant
  if (state.stadium === undefined) return base
  // A line of scrimmage moved for a kick-off (Unclear Markings) holds for that drive's set-up and kick only.
  const moved = state.stadium.line
  const line = moved !== undefined && moved.drive === state.drive && (state.phase === "set-up" || state.phase === "kick-off") && state.kickingTeam != null
    ? { line: moved.line, kickingTeam: state.kickingTeam }
    : null
  return atStadium(base, match.header, state.stadium, state.half, line)
}

/** The free apothecaries a team has at the header's stadium from the start (On-site Apothecaries). */
export const stadiumApothecaries = (match: Match, team: number): number => {
  const stadium = stadiumFromHeader(match.header)
  if (stadium === undefined) return 0
  const venue = match.variant.pitches !== null ? match.header.options.pitch : undefined
  return variantAt(match, { venue, stadium, half: 0 }).freeApothecaries?.(team) ?? 0
}

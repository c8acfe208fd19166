import { type MatchEvent, PLAYER_REFERENCE_FIELDS, TEAM_LIST_REFERENCE_FIELDS, TEAM_REFERENCE_FIELDS } from "@sidelines/schema"
import type { Match } from "../model/match.js"
import { RuleViolation } from "./violation.js"

// The fields read below by name are the schema's lists of reference fields: reading them by name
// rather than by a key from the lists keeps these reads off V8's slow keyed path (this runs before
// every event), and should the schema name another field, these lines stop compiling.
const PLAYER_FIELDS: readonly ["player", "target"] = PLAYER_REFERENCE_FIELDS
const TEAM_FIELDS: readonly ["team"] = TEAM_REFERENCE_FIELDS
const TEAM_LIST_FIELDS: readonly ["teams"] = TEAM_LIST_REFERENCE_FIELDS

interface References {
  readonly player?: unknown
  readonly target?: unknown
  readonly team?: unknown
  readonly teams?: unknown
}

const unknownPlayer = (match: Match, event: MatchEvent, field: (typeof PLAYER_FIELDS)[number], id: unknown): RuleViolation | undefined =>
  typeof id === "string" && !match.playerIndex.has(id)
    ? new RuleViolation({ seq: event.seq, rule: "unknown player", message: `${event._tag} names ${field} "${id}", who is not in the match` })
    : undefined

/**
 * The first player or team an event names that the match does not have, as a RuleViolation.
 * The decoder checks the same against the header, but the engine's functions take events from
 * anyone (a test, another program): checked once here, before an event is folded, no rule has
 * to guard its lookups of the players and teams it is given.
 */
export const unknownReference = (match: Match, event: MatchEvent): RuleViolation | undefined => {
  const named = event as References
  const player = unknownPlayer(match, event, PLAYER_FIELDS[0], named.player) ?? unknownPlayer(match, event, PLAYER_FIELDS[1], named.target)
  if (player !== undefined) return player
  const team = named.team
  if (typeof team === "string" && !match.teamIndex.has(team)) {
    return new RuleViolation({ seq: event.seq, rule: "unknown team", message: `${event._tag} names ${TEAM_FIELDS[0]} "${team}", which is not in the match` })
  }
  const teams = named.teams
  const missing = Array.isArray(teams) ? teams.find((id) => typeof id === "string" && !match.teamIndex.has(id)) : undefined
  if (missing !== undefined) {
    return new RuleViolation({ seq: event.seq, rule: "unknown team", message: `${event._tag} names a team "${missing}" in ${TEAM_LIST_FIELDS[0]}, which is not in the match` })
  }
  return undefined
}

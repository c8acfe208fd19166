import { type MatchEvent, PLAYER_REFERENCE_FIELDS, TEAM_LIST_REFERENCE_FIELDS, TEAM_REFERENCE_FIELDS } from "@sidelines/schema"
import type { Match } from "../model/match.js"
import { RuleViolation } from "./violation.js"

/**
 * The first player or team an event names that the match does not have, as a RuleViolation.
 * The decoder checks the same against the header, but the engine's functions take events from
 * anyone (a test, another program): checked once here, before an event is folded, no rule has
 * to guard its lookups of the players and teams it is given.
 */
export const unknownReference = (match: Match, event: MatchEvent): RuleViolation | undefined => {
  const record = event as unknown as Record<string, unknown>
  for (const field of PLAYER_REFERENCE_FIELDS) {
    const id = record[field]
    if (typeof id === "string" && !match.playerIndex.has(id)) {
      return new RuleViolation({ seq: event.seq, rule: "unknown player", message: `${event._tag} names ${field} "${id}", who is not in the match` })
    }
  }
  for (const field of TEAM_REFERENCE_FIELDS) {
    const id = record[field]
    if (typeof id === "string" && !match.teamIndex.has(id)) {
      return new RuleViolation({ seq: event.seq, rule: "unknown team", message: `${event._tag} names ${field} "${id}", which is not in the match` })
    }
  }
  for (const field of TEAM_LIST_REFERENCE_FIELDS) {
    const ids = record[field]
    const missing = Array.isArray(ids) ? ids.find((id) => typeof id === "string" && !match.teamIndex.has(id)) : undefined
    if (missing !== undefined) {
      return new RuleViolation({ seq: event.seq, rule: "unknown team", message: `${event._tag} names a team "${missing}" in ${field}, which is not in the match` })
    }
  }
  return undefined
}

import { Result } from "effect"
import type { MatchEvent, MatchStarted } from "@sidelines/schema"
import { initialState, matchOf, type Match, type MatchState, transition } from "@sidelines/engine"

/**
 * Our rules' fold of what has been written so far, which can go back to where a team turn began:
 * a turn whose events the rules refuse is taken on trust instead (an unchecked stretch).
 */
export interface Checker {
  readonly match: Match
  /** Folds `events` from where the fold stands; the index and message of the first refused, or null. */
  readonly advance: (events: ReadonlyArray<MatchEvent>) => { readonly index: number; readonly message: string } | null
  readonly state: () => MatchState
  readonly mark: () => CheckerMark
  readonly reset: (mark: CheckerMark) => void
}
export type CheckerMark = { readonly folded: number; readonly state: MatchState }

/** A checker for the header, or the engine's reason it cannot fold the header at all. */
export const checker = (header: MatchStarted): Checker | string => {
  const built = matchOf(header)
  if (built._tag === "Failure") return built.failure.message
  const match = built.success
  let state = initialState(match)
  let folded = 0
  return {
    match,
    advance: (events) => {
      for (; folded < events.length; folded++) {
        // BB3's rulings are followed where ours differ (a dispute, not a refusal): only what cannot have happened is refused.
        const next = transition(match, state, events[folded]!, { trustClaims: true })
        if (Result.isFailure(next)) return { index: folded, message: `${next.failure._tag === "RuleViolation" ? next.failure.rule : next.failure.feature}: ${next.failure.message}` }
        state = next.success
      }
      return null
    },
    state: () => state,
    mark: () => ({ folded, state }),
    reset: (mark) => {
      folded = mark.folded
      state = mark.state
    }
  }
}

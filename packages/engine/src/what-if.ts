import type { MatchEvent } from "@sidelines/schema"
import { transition } from "./fold.js"
import type { MatchState } from "./model/state.js"
import type { Replay } from "./replay.js"
import type { FoldError } from "./core/violation.js"

/** Where a what-if match stops: the first event of the real log the changed match cannot take. */
export interface WhatIfStop {
  /** The real log's event index the changed match could not take. */
  readonly index: number
  readonly seq: number
  /** Why, in the rules' words: what the changed match waits for instead. */
  readonly reason: string
}

/**
 * A match folded on from one changed event — another die face, another decision — by the same
 * rules, followed by the real log's later events for as long as the changed match takes them.
 * Nothing of the real replay changes.
 */
export interface WhatIf {
  /** The index of the changed event in the real log. */
  readonly from: number
  /** The changed event, then each later real event the changed match took. */
  readonly events: ReadonlyArray<MatchEvent>
  /** The state after each of `events`: states[k] stands beside the real replay's state after event from + k (`replay.after(from + k)`). */
  readonly states: ReadonlyArray<MatchState>
  /** The changed event itself was refused by the rules (a face a die cannot show, a choice not offered). */
  readonly refused: FoldError | null
  /** Where the changed match needs what the log cannot supply; null if it took the whole log. */
  readonly stop: WhatIfStop | null
}

/** The most later events a what-if folds: a change that never matters would otherwise refold the whole match. */
export const WHAT_IF_LIMIT = 5_000

/**
 * Folds the match from event `index` with `changed` in its place. A claimed outcome on the
 * changed event is dropped: it spoke of what happened, not of the change. Later events keep
 * theirs, checked as usual (trusted only if the replay was built trusting claims).
 */
export const whatIf = (replay: Replay, index: number, changed: MatchEvent, options: { readonly limit?: number; readonly trustClaims?: boolean } = {}): WhatIf => {
  if (!Number.isInteger(index) || index < 0 || index >= replay.length) throw new RangeError(`whatIf: no event at index ${index} (the replay has ${replay.length})`)
  const { match } = replay
  const fold = { trustClaims: options.trustClaims === true }
  const before = replay.before(index)
  const real = replay.events[index]!
  const { claimed: _claimed, ...unclaimed } = changed as MatchEvent & { claimed?: unknown }
  const first = { ...unclaimed, seq: real.seq } as MatchEvent
  const firstFold = transition(match, before, first, fold)
  if (firstFold._tag === "Failure") return { from: index, events: [], states: [], refused: firstFold.failure, stop: null }
  const events: Array<MatchEvent> = [first]
  const states: Array<MatchState> = [firstFold.success]
  let state = firstFold.success
  const end = Math.min(replay.length, index + 1 + (options.limit ?? WHAT_IF_LIMIT))
  for (let i = index + 1; i < end; i++) {
    const event = replay.events[i]!
    const next = transition(match, state, event, fold)
    if (next._tag === "Failure") return { from: index, events, states, refused: null, stop: { index: i, seq: event.seq, reason: next.failure.message } }
    state = next.success
    events.push(event)
    states.push(state)
  }
  return { from: index, events, states, refused: null, stop: null }
}

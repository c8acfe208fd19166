import type { Replay } from "@sidelines/engine"
import { eventKindsAt, eventLines, type EventKind } from "../../model/describe.js"
import { FOLD_BUDGET_MS } from "../../model/fold-slices.js"
import { nextTask } from "../../model/next-task.js"

/** Lines looked at between two looks at the clock. */
const SEARCH_STEP = 64

/** What a line is searched by: its words, where it happened, and the seq (so "43" finds event 43). */
export const lineMatches = (replay: Replay, index: number, needle: string): boolean => {
  const line = eventLines(replay).at(index)
  return line.text.toLowerCase().includes(needle) || line.where.toLowerCase().includes(needle)
}

/** The query as searched: case and surrounding spaces ignored; "" searches nothing. */
export const needleOf = (query: string): string => query.trim().toLowerCase()

export interface Found {
  /** The event's index, or null when no event matches. */
  readonly index: number | null
  /** The search went past the last (or first) event and on from the other end. */
  readonly wrapped: boolean
}

/**
 * The next (or previous) event after index `from` whose line matches `needle` and, with a
 * filter, is one the filter shows; round past the end to the start (or the other way). Lines
 * are described as looked at (eventLines keeps them), in slices of at most FOLD_BUDGET_MS with a
 * task between them, so a search of a long match never holds the page. `stale` stops it early
 * (a newer search began): it then resolves null.
 */
export const searchLines = async (replay: Replay, needle: string, from: number, forward: boolean, filter: ReadonlySet<EventKind> | null, stale: () => boolean): Promise<Found | null> => {
  const count = replay.events.length
  const step = forward ? 1 : -1
  // Back from before the first event: from the last.
  const start = from < 0 && !forward ? count : from
  let t0 = performance.now()
  for (let looked = 1; looked <= count; looked++) {
    if (looked % SEARCH_STEP === 0 && performance.now() - t0 >= FOLD_BUDGET_MS) {
      await nextTask()
      if (stale()) return null
      t0 = performance.now()
    }
    const index = (((start + step * looked) % count) + count) % count
    if (filter !== null && filter.size > 0 && !eventKindsAt(replay, index).some((kind) => filter.has(kind))) continue
    if (lineMatches(replay, index, needle)) return { index, wrapped: forward ? index <= from : from < 0 || index >= from }
  }
  return { index: null, wrapped: false }
}

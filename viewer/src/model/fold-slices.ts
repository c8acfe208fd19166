import { Replay } from "@sidelines/engine"
import type { DecodedLog } from "@sidelines/schema"

/** How many events are folded between two progress reports. */
export const FOLD_SLICE = 1000

/** A log's valid part folded, or why it could not be. */
export type FoldResult = { readonly replay: Replay; readonly problem: null } | { readonly replay: null; readonly problem: string }

/**
 * Folds a decoded log's valid part once, FOLD_SLICE events at a time, reporting `done` of `total`
 * events after each slice and awaiting `between` before the next (the page uses it to let itself
 * paint; the worker has nothing to wait for). Never throws: problems are returned.
 */
export const foldInSlices = async (log: DecodedLog, progress: (done: number, total: number) => void, between: () => Promise<void> = async () => {}): Promise<FoldResult> => {
  if (log.header === undefined) return { replay: null, problem: "the log has no valid MatchStarted header" }
  const builder = Replay.builder(log.header)
  if (builder._tag === "Failure") return { replay: null, problem: builder.failure.message }
  const events = log.events.slice(0, log.validPrefix)
  for (let at = 0; at < events.length; at += FOLD_SLICE) {
    if (at > 0) await between()
    const going = builder.success.add(events.slice(at, at + FOLD_SLICE))
    // Once the rules reject an event the rest is not folded: the work is done.
    progress(going ? Math.min(at + FOLD_SLICE, events.length) : events.length, events.length)
    if (!going) break
  }
  return { replay: builder.success.finish(), problem: null }
}

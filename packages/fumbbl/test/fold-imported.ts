import { Result } from "effect"
import { buildMatch, initialState, type Match, type MatchState, transition, variantOf } from "@sidelines/engine"
import type { MatchEvent, MatchStarted } from "@sidelines/schema"
import { importReplay } from "../src/index.js"
import type { FfbReplay } from "../src/replay.js"

/** Folds an imported match with the engine; an event the engine refuses fails the test with the engine's message. */
export const foldImported = (match: { readonly header: MatchStarted; readonly events: ReadonlyArray<MatchEvent> }): { readonly state: MatchState; readonly engine: Match } => {
  const variant = variantOf(match.header)
  if (Result.isFailure(variant)) throw new Error(variant.failure.message)
  const engine = buildMatch(match.header, variant.success)
  let state = initialState(engine)
  for (const event of match.events) {
    const next = transition(engine, state, event)
    if (Result.isFailure(next)) throw new Error(`the engine refuses seq ${event.seq} (${event._tag}): ${next.failure.message}`)
    state = next.success
  }
  return { state, engine }
}

/**
 * Imports an FFB replay (it must convert in full), folds it with the engine, and returns the events
 * past those `before` converts to (without their seq), with the folded state.
 */
export const importFragment = (ffb: FfbReplay, before: FfbReplay) => {
  const match = importReplay(ffb)
  if (match.stopped !== null) throw new Error(`the import stopped: ${match.stopped.reason}`)
  const folded = foldImported(match)
  const events = match.events.slice(importReplay(before).events.length).map(({ seq: _seq, ...rest }) => rest)
  return { events, match, ...folded }
}

import type { MatchEvent, MatchStarted } from "@sidelines/schema"
import { Replay, type MatchState } from "@sidelines/engine"

/**
 * A replay of a few events played from a made-up position (no need to play a whole match to
 * reach it): every state kept (`every` 1), so nothing is folded again from the made-up start.
 */
export const replayOfStates = (head: MatchStarted, initial: MatchState, events: ReadonlyArray<MatchEvent>, states: ReadonlyArray<MatchState>): Replay => {
  const restored = Replay.restore(head, { events, checkpoints: [initial, ...states], every: 1, options: {}, initial, final: states.at(-1) ?? initial, violation: null, indexes: { half: [], drive: [], "team-turn": [], "kick-off": [], touchdown: [], injury: [], turnover: [], dispute: [], unchecked: [] }, disputes: [], rejectedEvent: null })
  if (restored._tag === "Failure") throw new Error(restored.failure.message)
  return restored.success
}

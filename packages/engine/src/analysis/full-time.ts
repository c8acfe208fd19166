import { variantAt } from "../fold.js"
import type { Replay } from "../replay.js"
import { decideResult } from "../summary.js"

/** How a finished match was decided, as the engine's state at full time has it. */
export interface FullTime {
  /** The winners' team indexes (an alliance wins together); none for a draw. */
  readonly winners: ReadonlyArray<number>
  /** What decided it, in words: "most touchdowns (2–1)", "a roll-off after overtime", "Orcs conceded". */
  readonly decidedBy: string
  /** The match went past its halves into extra time (overtime periods). */
  readonly extraTime: boolean
  /** The team that conceded, where a concession ended the match; null otherwise. */
  readonly conceded: number | null
}

/**
 * The result as it stands after the event at `index`: null until full time. Only the events of
 * full time are looked at (the match's end is the first of them), never the whole match.
 */
export const fullTimeAt = (replay: Replay, index: number): FullTime | null => {
  if (index < -1 || index >= replay.length) return null
  const state = replay.after(index)
  if (state.phase !== "full-time") return null
  let rolledOff: ReadonlyArray<number> | undefined
  let conceded: number | null = null
  for (let i = index; i >= 0 && replay.after(i).phase === "full-time"; i--) {
    for (const outcome of replay.after(i).outcomes) {
      if (outcome._tag !== "MatchEnded") continue
      rolledOff = outcome.winners
      conceded = outcome.conceded ?? null
    }
  }
  const variant = variantAt(replay.match, state)
  const decided = decideResult(variant, state, rolledOff, conceded === null ? undefined : replay.match.header.teams[conceded]!.name)
  return { winners: decided.winners, decidedBy: decided.reason, extraTime: state.half > variant.halves, conceded }
}

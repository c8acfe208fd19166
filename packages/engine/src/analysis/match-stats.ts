import type { Replay } from "../replay.js"
import type { MatchStats } from "./match-stats-types.js"
import { StatsCounter } from "./stats-counter.js"
import { runStepped, type Stepped } from "./stepped.js"

export { BLOCK_DICE_KEYS, type BlockDiceKey, type MatchStats, type PlayerStatLine, type StatCounters, type TeamStatLine } from "./match-stats-types.js"

/**
 * The match's statistics per player and per team, from the rules' outcomes for each event.
 * Passes, completions, interceptions and armour breaks are the rules' own per-player tallies at
 * the last state; everything else is counted from the outcomes (StatsCounter).
 */
export const matchStats = (replay: Replay): MatchStats => runStepped(matchStatsStepped(replay))

/** matchStats a stretch of events at a time (Stepped), for a page that must yield between stretches. */
export const matchStatsStepped = (replay: Replay): Stepped<MatchStats> => {
  const counter = new StatsCounter(replay)
  let next = 0
  let done: MatchStats | undefined
  return {
    step: (count) => {
      const end = Math.min(replay.length, next + count)
      for (; next < end; next++) counter.see(replay.after(next), next)
      return next >= replay.length
    },
    result: () => {
      if (next < replay.length) throw new Error("matchStats: not every event seen yet")
      done ??= counter.stats(replay.final)
      return done
    }
  }
}

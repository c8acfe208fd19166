import type { Replay } from "../replay.js"
import type { MatchStats } from "./match-stats-types.js"
import { StatsCounter, type StatsSnapshot } from "./stats-counter.js"
import { runStepped, type Stepped } from "./stepped.js"

/** Events between two snapshots of the counts: a seek counts at most this many. */
export const STATS_CHECKPOINT = 512

/** The stats of a match as they stood at any event: "so far" for a viewer's cursor. */
export interface StatsSoFar {
  /** The stats after event `index` (the replay's event index; -1 before the first event). */
  at(index: number): MatchStats
}

/**
 * Counts the whole match once, keeping a snapshot of the counts every STATS_CHECKPOINT events;
 * the stats at any event are then the nearest snapshot before it and a short count on from
 * there, so moving the cursor never recounts the match from the kick-off.
 */
export const statsSoFarStepped = (replay: Replay): Stepped<StatsSoFar> => {
  const counter = new StatsCounter(replay)
  /** checkpoints[j]: the counts after the first j × STATS_CHECKPOINT events. */
  const checkpoints: Array<StatsSnapshot> = [counter.snapshot()]
  let next = 0
  let done: StatsSoFar | undefined
  const soFar = (): StatsSoFar => {
    const seeker = new StatsCounter(replay)
    let last: { index: number; stats: MatchStats } | null = null
    // The last event the seeker has counted: a cursor moving on (playback, a step) counts on from
    // there rather than from the snapshot, which on a long replay would fold hundreds of events again.
    let counted = Number.NaN
    return {
      at: (index) => {
        const i = Math.max(-1, Math.min(index, replay.length - 1))
        if (last?.index === i) return last.stats
        const from = Math.floor((i + 1) / STATS_CHECKPOINT)
        let k = counted + 1
        if (!(counted < i && counted >= from * STATS_CHECKPOINT - 1)) {
          seeker.restore(checkpoints[from]!)
          k = from * STATS_CHECKPOINT
        }
        for (; k <= i; k++) seeker.see(replay.after(k), k)
        counted = i
        const stats = seeker.stats(replay.after(i))
        last = { index: i, stats }
        return stats
      }
    }
  }
  return {
    step: (count) => {
      const end = Math.min(replay.length, next + count)
      for (; next < end; next++) {
        counter.see(replay.after(next), next)
        if ((next + 1) % STATS_CHECKPOINT === 0) checkpoints.push(counter.snapshot())
      }
      return next >= replay.length
    },
    result: () => {
      if (next < replay.length) throw new Error("statsSoFar: not every event seen yet")
      done ??= soFar()
      return done
    }
  }
}

/** statsSoFarStepped run to its end at once. */
export const statsSoFar = (replay: Replay): StatsSoFar => runStepped(statsSoFarStepped(replay))

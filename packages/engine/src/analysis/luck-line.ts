import type { Replay } from "../replay.js"
import { luckOf } from "./dice-luck.js"
import { runStepped, type Stepped } from "./stepped.js"

/** A team's dice luck after one of its rolls: the running totals of what the odds made likely and what came. */
export interface LuckPoint {
  /** The replay's event index of the roll, and its seq. */
  readonly index: number
  readonly seq: number
  /** Successes the targets made likely so far (the sum of each roll's chance). */
  readonly expected: number
  readonly successes: number
}

/** Each team's luck through the match: a point after each of its rolls that has a chance to weigh (luckOf). */
export interface LuckLine {
  readonly teams: ReadonlyArray<ReadonlyArray<LuckPoint>>
}

/** The last point at or before event `index` of a team's line, or null before its first roll (binary search). */
export const luckAt = (points: ReadonlyArray<LuckPoint>, index: number): LuckPoint | null => {
  let lo = 0
  let hi = points.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (points[mid]!.index <= index) lo = mid + 1
    else hi = mid
  }
  return lo === 0 ? null : points[lo - 1]!
}

/**
 * Goes through the match's rulings once, a stretch at a time, adding up each team's luck as the
 * stats do (StatsCounter: a test for the roller's team, an armour roll for the armoured player's),
 * so the line ends where the stats' totals stand.
 */
export const luckLineStepped = (replay: Replay): Stepped<LuckLine> => {
  const { match } = replay
  const teams: Array<Array<LuckPoint>> = match.header.teams.map(() => [])
  const totals = match.header.teams.map(() => ({ expected: 0, successes: 0 }))
  let next = 0
  return {
    step: (count) => {
      const end = Math.min(replay.length, next + count)
      for (; next < end; next++) {
        const seq = replay.events[next]!.seq
        for (const outcome of replay.after(next).outcomes) {
          if (outcome._tag !== "Ruling" || outcome.ruling.player === null) continue
          const lucky = luckOf(outcome.ruling)
          if (lucky === null) continue
          const team = match.roster[match.playerIndex.get(outcome.ruling.player)!]!.team
          const total = totals[team]!
          total.expected += lucky.chance
          if (lucky.success) total.successes++
          const points = teams[team]!
          // Several rolls at one event: one point, the totals after all of them.
          if (points.at(-1)?.index === next) points.pop()
          points.push({ index: next, seq, expected: total.expected, successes: total.successes })
        }
      }
      return next >= replay.length
    },
    result: () => {
      if (next < replay.length) throw new Error("luckLine: not every event seen yet")
      return { teams }
    }
  }
}

/** luckLineStepped run to its end at once. */
export const luckLine = (replay: Replay): LuckLine => runStepped(luckLineStepped(replay))

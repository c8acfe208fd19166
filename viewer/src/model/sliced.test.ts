import { describe, expect, it } from "vitest"
import { matchStats, matchStatsStepped, Replay, type Stepped } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import orcText from "../../../logs/bb-orc-v-human.jsonl?raw"
import { FOLD_BUDGET_MS } from "./fold-slices.js"
import { sliced } from "./sliced.js"

const orc = (): Replay => {
  const log = decodeLogText(orcText)
  return (Replay.build(log.header!, log.events) as { success: Replay }).success
}

/**
 * A clock the test moves by hand, so how the work is cut into slices never depends on how busy
 * the machine is.
 */
const handClock = () => {
  const clock = { ms: 0, now: () => clock.ms }
  return clock
}

/** A computation of `steps` steps, each costing a millisecond of `clock`; it notes the task each step ran in. */
const slow = (steps: number, tasks: Array<number>, task: { now: number }, clock: { ms: number }): Stepped<string> => {
  let done = 0
  return {
    step: () => {
      clock.ms += 1
      tasks.push(task.now)
      return ++done >= steps
    },
    result: () => `done after ${done}`
  }
}

describe("sliced", () => {
  it("work that fits in one slice is ready at the first ask, the same object every time", () => {
    // The clock stands still: however long the match, the first slice never runs out of time.
    const stats = sliced(matchStatsStepped, handClock().now)
    const replay = orc()
    const first = stats.whenReady(replay, () => expect.unreachable())
    expect(first).toEqual(matchStats(replay))
    expect(stats.whenReady(replay, () => {})).toBe(first)
    expect(stats.now(replay)).toBe(first)
  })

  it("a long computation goes on in tasks of its own, telling each view that asked once it is done", async () => {
    const tasks: Array<number> = []
    const task = { now: 0 }
    const clock = handClock()
    const work = sliced(() => slow(40, tasks, task, clock), clock.now)
    const replay = orc()
    let told = 0
    expect(work.whenReady(replay, () => told++)).toBeUndefined()
    expect(work.whenReady(replay, () => told++)).toBeUndefined()
    task.now = 1 // every step from here on ran after the asks returned
    while (told < 2) {
      await new Promise((resolve) => setTimeout(resolve, 0))
      task.now++
    }
    expect(told).toBe(2)
    expect(work.whenReady(replay, () => expect.unreachable())).toBe("done after 40")
    // 40 one-millisecond steps: the first ask did one slice's worth (FOLD_BUDGET_MS steps) in
    // its own task, and the rest ran in later tasks, after both asks had returned.
    expect(tasks.filter((t) => t === 0)).toHaveLength(FOLD_BUDGET_MS)
    expect(tasks).toHaveLength(40)
  })

  it("now works out what is left at once", () => {
    const tasks: Array<number> = []
    const clock = handClock()
    const work = sliced(() => slow(40, tasks, { now: 0 }, clock), clock.now)
    const replay = orc()
    expect(work.whenReady(replay, () => {})).toBeUndefined()
    expect(tasks).toHaveLength(FOLD_BUDGET_MS)
    expect(work.now(replay)).toBe("done after 40")
    expect(tasks).toHaveLength(40)
  })
})

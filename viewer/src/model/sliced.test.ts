import { describe, expect, it } from "vitest"
import { matchStats, matchStatsStepped, Replay, type Stepped } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import orcText from "../../../logs/bb-orc-v-human.jsonl?raw"
import { sliced } from "./sliced.js"

const orc = (): Replay => {
  const log = decodeLogText(orcText)
  return (Replay.build(log.header!, log.events) as { success: Replay }).success
}

/** A computation of `steps` steps, each taking a millisecond of the clock; it notes the task each step ran in. */
const slow = (steps: number, tasks: Array<number>, task: { now: number }): Stepped<string> => {
  let done = 0
  return {
    step: () => {
      const t0 = performance.now()
      while (performance.now() - t0 < 1);
      tasks.push(task.now)
      return ++done >= steps
    },
    result: () => `done after ${done}`
  }
}

describe("sliced", () => {
  it("a short match is ready at the first ask, the same object every time", () => {
    const stats = sliced(matchStatsStepped)
    const replay = orc()
    const first = stats.whenReady(replay, () => expect.unreachable())
    expect(first).toEqual(matchStats(replay))
    expect(stats.whenReady(replay, () => {})).toBe(first)
    expect(stats.now(replay)).toBe(first)
  })

  it("a long computation goes on in tasks of its own, telling each view that asked once it is done", async () => {
    const tasks: Array<number> = []
    const task = { now: 0 }
    const work = sliced(() => slow(40, tasks, task))
    const replay = orc()
    let told = 0
    expect(work.whenReady(replay, () => told++)).toBeUndefined()
    expect(work.whenReady(replay, () => told++)).toBeUndefined()
    while (told < 2) {
      await new Promise((resolve) => setTimeout(resolve, 0))
      task.now++
    }
    expect(work.whenReady(replay, () => expect.unreachable())).toBe("done after 40")
    // 40 one-millisecond steps in slices of about FOLD_BUDGET_MS: several tasks, none doing them all.
    expect(new Set(tasks).size).toBeGreaterThan(2)
    expect(Math.max(...[...new Set(tasks)].map((t) => tasks.filter((x) => x === t).length))).toBeLessThan(40)
  })

  it("now works out what is left at once", () => {
    const tasks: Array<number> = []
    const work = sliced(() => slow(40, tasks, { now: 0 }))
    const replay = orc()
    expect(work.whenReady(replay, () => {})).toBeUndefined()
    expect(work.now(replay)).toBe("done after 40")
    expect(tasks).toHaveLength(40)
  })
})

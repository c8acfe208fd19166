import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { decodeLogText } from "@sidelines/schema"
import { luckAt, luckLine, luckLineStepped, Replay, statsSoFar } from "@sidelines/engine"

const built = (name: string): Replay => {
  const log = decodeLogText(readFileSync(fileURLToPath(new URL(`../../../logs/${name}`, import.meta.url)), "utf8"))
  const result = Replay.build(log.header!, log.events)
  if (result._tag === "Failure") throw new Error(result.failure.message)
  return result.success
}

const sum = (luck: ReadonlyArray<{ expected: number; successes: number }>) => luck.reduce((t, l) => ({ expected: t.expected + l.expected, successes: t.successes + l.successes }), { expected: 0, successes: 0 })

describe("dice luck through the match: each team's expected and actual successes, roll by roll", () => {
  it("at any event stands where the stats so far put each team's luck, all kinds of roll together", () => {
    const replay = built("blight-allies-orc-skaven-v-human-dwarf.jsonl")
    const line = luckLine(replay)
    const soFar = statsSoFar(replay)
    expect(line.teams).toHaveLength(4)
    for (const index of [-1, 3, 200, 777, Math.floor(replay.length / 2), replay.length - 1]) {
      const stats = soFar.at(index)
      line.teams.forEach((points, team) => {
        const total = sum(stats.teams[team]!.luck)
        const point = luckAt(points, index)
        expect(point?.successes ?? 0, `team ${team} after ${index}`).toBe(total.successes)
        expect(point?.expected ?? 0).toBeCloseTo(total.expected, 9)
      })
    }
  })

  it("rises by at most one success a roll, never goes back, and has one point per event", () => {
    const replay = built("bb-orc-v-human.jsonl")
    for (const points of luckLine(replay).teams) {
      expect(points.length).toBeGreaterThan(10)
      for (let i = 1; i < points.length; i++) {
        expect(points[i]!.index).toBeGreaterThan(points[i - 1]!.index)
        expect(points[i]!.successes).toBeGreaterThanOrEqual(points[i - 1]!.successes)
        expect(points[i]!.expected).toBeGreaterThan(points[i - 1]!.expected)
        expect(points[i]!.seq).toBe(replay.events[points[i]!.index]!.seq)
      }
    }
  })

  it("is the same however the steps are cut", () => {
    const replay = built("sample-drive.jsonl")
    const stepped = luckLineStepped(replay)
    expect(() => stepped.result()).toThrow()
    while (!stepped.step(7));
    expect(stepped.result()).toEqual(luckLine(replay))
  })
})

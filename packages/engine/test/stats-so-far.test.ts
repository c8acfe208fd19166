import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { decodeLogText } from "@sidelines/schema"
import { matchStats, Replay, STATS_CHECKPOINT, statsSoFar } from "@sidelines/engine"

const built = (name: string, upTo?: number): Replay => {
  const log = decodeLogText(readFileSync(fileURLToPath(new URL(`../../../logs/${name}`, import.meta.url)), "utf8"))
  const result = Replay.build(log.header!, upTo === undefined ? log.events : log.events.slice(0, upTo))
  if (result._tag === "Failure") throw new Error(result.failure.message)
  return result.success
}

describe("stats so far: the match's statistics as they stood at the cursor", () => {
  it("on the sample drive, at every event, they are the stats of the match cut off after that event", () => {
    const replay = built("sample-drive.jsonl")
    const soFar = statsSoFar(replay)
    for (let i = 0; i < replay.length; i++) expect(soFar.at(i), `after event ${i}`).toEqual(matchStats(built("sample-drive.jsonl", i + 1)))
    expect(soFar.at(replay.length - 1)).toEqual(matchStats(replay))
  })

  it("before the first event nothing is counted yet", () => {
    const stats = statsSoFar(built("sample-drive.jsonl")).at(-1)
    expect(stats.teams.map((team) => [team.blocks, team.touchdowns, team.rerollsUsed, team.luck.length])).toEqual([[0, 0, 0, 0], [0, 0, 0, 0]])
  })

  it("on a whole four-team match, around each snapshot of the counts and anywhere between, in any order of seeking", () => {
    const replay = built("blight-allies-orc-skaven-v-human-dwarf.jsonl")
    expect(replay.length).toBeGreaterThan(3 * STATS_CHECKPOINT)
    const soFar = statsSoFar(replay)
    const at = [replay.length - 1, STATS_CHECKPOINT - 2, STATS_CHECKPOINT - 1, STATS_CHECKPOINT, 2 * STATS_CHECKPOINT + 77, 5, STATS_CHECKPOINT - 1]
    for (const i of at) expect(soFar.at(i), `after event ${i}`).toEqual(matchStats(built("blight-allies-orc-skaven-v-human-dwarf.jsonl", i + 1)))
    // Some blocks, a casualty and a touchdown by the end, fewer part-way: the counts do move.
    const end = soFar.at(replay.length - 1).teams
    const early = soFar.at(STATS_CHECKPOINT).teams
    expect(end.reduce((n, t) => n + t.blocks, 0)).toBeGreaterThan(early.reduce((n, t) => n + t.blocks, 0))
  })

  it("a result handed out is never changed by a later seek", () => {
    const replay = built("blight-allies-orc-skaven-v-human-dwarf.jsonl")
    const soFar = statsSoFar(replay)
    const first = soFar.at(replay.length - 1)
    const copy = structuredClone(first)
    soFar.at(10)
    soFar.at(STATS_CHECKPOINT + 3)
    expect(first).toEqual(copy)
  })

  it("a cursor moving on counts on from where it was, across a snapshot, and back again, with the same stats", () => {
    const name = "blight-grudge-dwarf-v-orc-skaven-lizardmen.jsonl"
    const soFar = statsSoFar(built(name))
    for (const i of [STATS_CHECKPOINT - 20, STATS_CHECKPOINT - 19, STATS_CHECKPOINT - 3, STATS_CHECKPOINT + 4, STATS_CHECKPOINT + 2, STATS_CHECKPOINT - 19, 2 * STATS_CHECKPOINT + 1]) {
      expect(soFar.at(i), `after event ${i}`).toEqual(matchStats(built(name, i + 1)))
    }
  })
})

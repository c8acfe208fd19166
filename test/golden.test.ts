import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { Replay, type MatchState } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"

// Golden tests: every bundled log folds without a violation to the final state recorded here.
// A change in the rules that changes a sample's outcome shows up as a changed hash; when the
// change is intended, re-record with `UPDATE_GOLDEN=1 npx vitest run test/golden.test.ts`
// and say why in the commit.
const logs = new URL("../logs/", import.meta.url)
const recordFile = new URL("./golden/final-states.json", import.meta.url)
const recorded: Record<string, { hash: string; seq: number; score: ReadonlyArray<number>; phase: string }> = existsSync(recordFile)
  ? JSON.parse(readFileSync(recordFile, "utf8"))
  : {}
const update = process.env.UPDATE_GOLDEN === "1"

/** What the match is, not how the engine keeps its place: the step stack and per-event outcomes are left out. */
const fingerprint = (state: MatchState) => {
  const { stack: _stack, outcomes: _outcomes, ...visible } = state
  return createHash("sha256").update(JSON.stringify(visible)).digest("hex")
}

describe("golden: the bundled logs fold to their recorded final states", () => {
  const files = readdirSync(logs).filter((file) => file.endsWith(".jsonl")).sort()
  const results: typeof recorded = {}

  it.each(files)("%s", (file) => {
    const log = decodeLogText(readFileSync(new URL(file, logs), "utf8"))
    expect(log.errors).toEqual([])
    const built = Replay.build(log.header!, log.events)
    expect(built._tag).toBe("Success")
    const replay = (built as { success: Replay }).success
    expect(replay.violation).toBeNull()
    expect(replay.length).toBe(log.events.length)
    const final = replay.final
    const result = { hash: fingerprint(final), seq: final.seq, score: final.teams.map((t) => t.score), phase: final.phase }
    results[file] = result
    if (update) return
    expect(recorded[file], `no golden record for ${file}: run with UPDATE_GOLDEN=1`).toBeDefined()
    expect(result).toEqual(recorded[file])
  })

  it.runIf(update)("writes the records", () => {
    writeFileSync(recordFile, `${JSON.stringify(results, null, 2)}\n`)
  })
})

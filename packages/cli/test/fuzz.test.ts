/**
 * Fuzzes the whole command path — decode, fold, summary, stats, explain, replay — over mutated
 * bundled logs: every run must end with exit 0, 1 or 2 and no internal error (issue 22). Runs
 * main() in this process with captured output, so a case costs a fold, not a process start.
 * The decoder checks every id against the header, so the same mutated events are also given to
 * the engine's functions straight, as another program might: they must answer, never throw.
 *
 *   CLI_FUZZ_CASES=500 npx vitest run packages/cli/test/fuzz.test.ts     # a longer run
 *   CLI_FUZZ_SEED=0x1234 …                                                # another seed
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { explain, legalDecisions, matchStats, Replay, summarize, timeline } from "@sidelines/engine"
import { decodeLogText, MatchEvent } from "@sidelines/schema"
import { caseSeed, mulberry32, mutate, parseSeed, type Rng } from "../../schema/test/support/mutate.js"
import { main } from "../src/main.js"

const SEED = parseSeed(process.env["CLI_FUZZ_SEED"], 0x22c11)
const CASES = Math.max(1, Math.floor(Number(process.env["CLI_FUZZ_CASES"] ?? 24)) || 24)

const logsDir = new URL("../../../logs/", import.meta.url)
const logs = readdirSync(logsDir).filter((name) => name.endsWith(".jsonl")).map((name) => ({ name, text: readFileSync(new URL(name, logsDir), "utf8") }))
const scratch = mkdtempSync(join(tmpdir(), "sidelines-cli-fuzz-"))

/** Values of the right shapes for the format's fields, so that mutated events still decode and reach the rules. */
const swaps = (rng: Rng, value: unknown): unknown =>
  rng.pick<unknown>([
    "o1", "h1", "h5", "orcs", "humans", [0, 0], [25, 14], [13, 7], [26, 15], [63, 63], 1, 6, 0, 12, true, false,
    typeof value === "number" ? value + 1 : value
  ])

/** Rewrites a field of a few events with a value that may be legal JSON for it and wrong for the match. */
const mutateEvents = (text: string, rng: Rng): string => {
  const lines = text.split("\n")
  for (let n = rng.between(1, 3); n > 0; n--) {
    const at = rng.between(1, lines.length - 2)
    let event: Record<string, unknown>
    try {
      event = JSON.parse(lines[at]!)
    } catch {
      continue
    }
    const keys = Object.keys(event).filter((key) => key !== "_tag" && key !== "seq")
    if (keys.length === 0) continue
    const key = rng.pick(keys)
    // Ids often name someone the match does not have, the case the decoder refuses and the engine must too.
    event[key] = (key === "player" || key === "target") && rng.chance(0.5) ? "nobody" : key === "team" && rng.chance(0.5) ? "elves" : swaps(rng, event[key])
    lines[at] = JSON.stringify(event)
  }
  return lines.join("\n")
}

const run = async (args: ReadonlyArray<string>) => {
  let err = ""
  const code = await main(args, { out: () => {}, err: (text) => (err += text) })
  return { code, err }
}

// Each case is a test of its own: a long run (CLI_FUZZ_CASES=500) is many short tests, none of which
// needs more than the usual time limit however busy the machine.
const cases = Array.from({ length: CASES }, (_, c) => c)

describe(`the CLI over mutated logs (${CASES} cases, seed ${SEED})`, () => {
  it.each(cases)("case %i ends every command with exit 0, 1 or 2 and no internal error", async (c) => {
    const failures: Array<string> = []
    const rng = mulberry32(caseSeed(SEED, c))
    const log = rng.pick(logs)
    const text = rng.chance(0.6) ? mutateEvents(log.text, rng) : mutate(log.text, rng).text
    const path = join(scratch, `case-${c}.jsonl`)
    writeFileSync(path, text)
    const seq = String(rng.between(1, 400))
    for (const args of [["validate", path], ["summary", "--json", path], ["stats", "--json", path], ["explain", path, "--seq", seq], ["replay", path, "--at", "end"]]) {
      const { code, err } = await run(args)
      if (![0, 1, 2].includes(code) || err.includes("internal error")) {
        failures.push(`case ${c} (${log.name}, CLI_FUZZ_SEED=${SEED}): sidelines ${args.join(" ")} → ${code}: ${err.split("\n")[0]}`)
      }
    }
    expect(failures).toEqual([])
  })
})

const isEvent = Schema.is(MatchEvent)

describe(`the engine's functions over mutated events the decoder never checked (${CASES} cases, seed ${SEED})`, () => {
  it.each(cases)("case %i answers with a replay or a typed failure, never an exception", (c) => {
    const failures: Array<string> = []
    const rng = mulberry32(caseSeed(SEED ^ 0xe9, c))
    const log = rng.pick(logs)
    const header = decodeLogText(log.text).header!
    // Any line that still fits the schema, its ids unchecked: what a program might hand Replay.build.
    const events = mutateEvents(log.text, rng).split("\n").slice(1).flatMap((line) => {
      try {
        const value: unknown = JSON.parse(line)
        return isEvent(value) ? [value] : []
      } catch {
        return []
      }
    })
    try {
      const built = Replay.build(header, events)
      if (built._tag === "Success") {
        const replay = built.success
        for (const event of replay.events.filter((_, i) => i % 7 === 0)) explain(replay, event.seq)
        if (replay.rejectedEvent !== null) explain(replay, replay.rejectedEvent.seq)
        legalDecisions(replay.match, replay.final)
        timeline(replay)
        matchStats(replay)
        summarize(replay)
      }
    } catch (error) {
      failures.push(`case ${c} (${log.name}, CLI_FUZZ_SEED=${SEED}): ${(error as Error).stack?.split("\n").slice(0, 2).join(" ")}`)
    }
    expect(failures).toEqual([])
  })
})

// Decoding benchmark: how much the sidelines/1 decoder costs on top of plain JSON.parse.
//
//   npm run bench                 # builds, then runs this
//   node scripts/bench.mjs        # after `npx tsc -b packages/schema`
//   BENCH_EVENTS=500000 BENCH_ROUNDS=9 node scripts/bench.mjs
//
// Writes a synthetic log to a temp file, then measures, interleaved over several rounds after a
// warm-up, three ways of reading it from disk:
//   (a) baseline: read the file, JSON.parse every line
//   (b) read the file, decodeLogText
//   (c) fs.createReadStream(path, { encoding: "utf8" }) → decodeLogChunks → collectLog
//   (d) for reference, the same stream split into lines and JSON.parse'd, with no decoder
// and reports the medians. The results replace the `decode` section of BENCHMARKS.md (between its
// markers), leaving other sections alone; the file is created with a short intro if missing.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, createReadStream, existsSync } from "node:fs"
import { cpus, tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { Effect, Stream } from "effect"
import { collectLog, decodeLogChunks, decodeLogBatches, decodeLogText, LineSplitter, LogCollector, readLogChunks } from "../packages/schema/dist/index.js"
import { syntheticLog } from "./synthetic-log.mjs"

const EVENTS = Number(process.env.BENCH_EVENTS ?? 200_000)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9)
const SEED = 1
/** The target this benchmark checks: decoding costs at most this many times JSON.parse. */
const TARGET_RATIO = 2

const OUTPUT = fileURLToPath(new URL("../BENCHMARKS.md", import.meta.url))
const START = "<!-- bench:decode:start -->"
const END = "<!-- bench:decode:end -->"

if (!(EVENTS >= 1) || !(ROUNDS >= 1) || !(WARMUP >= 0)) throw new Error("BENCH_EVENTS and BENCH_ROUNDS must be at least 1")

const started = performance.now()
const directory = mkdtempSync(join(tmpdir(), "sidelines-bench-"))
const file = join(directory, "synthetic.jsonl")
const text = syntheticLog(EVENTS, { seed: SEED })
writeFileSync(file, text)
const lineCount = EVENTS + 1
const megabytes = Buffer.byteLength(text) / 1e6

/** Fails loudly if a decode did not read the whole log cleanly, so no run measures a shortcut. */
const expectClean = (log, how) => {
  if (log.errors.length > 0 || log.events.length !== EVENTS || log.header === undefined) {
    throw new Error(`${how}: expected ${EVENTS} events and no errors, got ${log.events.length} events, ${log.errors.length} errors: ${JSON.stringify(log.errors[0])}`)
  }
}

const steps = [
  {
    key: "a",
    label: "(a) read + `JSON.parse` each line (baseline)",
    run: async () => {
      const content = readFileSync(file, "utf8")
      let count = 0
      for (const line of content.split("\n")) {
        if (line === "") continue
        JSON.parse(line)
        count++
      }
      if (count !== lineCount) throw new Error(`baseline parsed ${count} lines, expected ${lineCount}`)
    }
  },
  {
    key: "b",
    label: "(b) read + `decodeLogText`",
    run: async () => expectClean(decodeLogText(readFileSync(file, "utf8")), "decodeLogText")
  },
  {
    key: "c",
    label: "(c) `createReadStream` → `decodeLogChunks` → `collectLog`",
    run: async () => expectClean(await collectLog(decodeLogChunks(createReadStream(file, { encoding: "utf8" }))), "decodeLogChunks")
  },
  {
    key: "e",
    label: "(e) `createReadStream` → `readLogChunks` (one chunk's lines at a time)",
    run: async () => expectClean(await readLogChunks(createReadStream(file, { encoding: "utf8" })), "readLogChunks")
  },
  {
    key: "f",
    label: "(f) an Effect `Stream` of the file → `decodeLogBatches` → collected (for Effect programs; the CLI uses (e))",
    run: async () => {
      const collector = new LogCollector()
      await Effect.runPromise(
        decodeLogBatches(Stream.fromAsyncIterable(createReadStream(file, { encoding: "utf8" }), (e) => e)).pipe(
          Stream.runForEach((items) => Effect.sync(() => collector.add(items)))
        )
      )
      expectClean(collector.result(), "decodeLogStream")
    }
  },
  {
    // Not a way to decode: the cost of the stream itself, to tell it apart from the decoder's in (c).
    key: "d",
    label: "(d) for reference: `createReadStream` → `LineSplitter` → `JSON.parse` each line",
    run: async () => {
      const splitter = new LineSplitter()
      let count = 0
      for await (const chunk of createReadStream(file, { encoding: "utf8" })) {
        for (const line of splitter.push(chunk)) {
          JSON.parse(line)
          count++
        }
      }
      if (splitter.end() !== undefined || count !== lineCount) throw new Error(`streamed ${count} lines, expected ${lineCount}`)
    }
  }
]

const times = new Map(steps.map((step) => [step.key, []]))
for (let round = 0; round < WARMUP + ROUNDS; round++) {
  // Interleaved, and in a rotating order, so drift (heat, GC pressure, page cache) hits every step alike.
  for (let i = 0; i < steps.length; i++) {
    const step = steps[(i + round) % steps.length]
    globalThis.gc?.()
    const t0 = performance.now()
    await step.run()
    const elapsed = performance.now() - t0
    if (round >= WARMUP) times.get(step.key).push(elapsed)
  }
}
rmSync(directory, { recursive: true, force: true })

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const stats = new Map(steps.map((step) => {
  const values = times.get(step.key)
  return [step.key, { median: median(values), min: Math.min(...values), max: Math.max(...values) }]
}))
const baseline = stats.get("a").median
const ratio = (key) => stats.get(key).median / baseline

const number = (value, digits = 0) => value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })
const rows = steps.map((step) => {
  const { median: ms, min, max } = stats.get(step.key)
  return `| ${step.label} | ${number(ms, 1)} | ${number(min, 1)}–${number(max, 1)} | ${number(lineCount / (ms / 1000))} | ×${ratio(step.key).toFixed(2)} |`
})
const table = [
  "| step | median ms | range ms | lines/s | vs (a) |",
  "| --- | ---: | ---: | ---: | ---: |",
  ...rows
].join("\n")

const verdict = (key, name) => {
  const value = ratio(key)
  return `${name} ×${value.toFixed(2)}: ${value <= TARGET_RATIO ? "meets" : "**misses**"} the target`
}
const cpu = cpus()[0]?.model?.trim() ?? "unknown CPU"
const machine = `Node ${process.version}, ${cpu} (${cpus().length} logical cores), ${process.platform}/${process.arch}`
const date = new Date().toISOString().slice(0, 10)
const seconds = (performance.now() - started) / 1000

const section = [
  START,
  "## Decoding a log (`scripts/bench.mjs`)",
  "",
  `Measured ${date} on ${machine}.`,
  `Input: a synthetic log from \`scripts/synthetic-log.mjs\` (seed ${SEED}): the sample's header and ${number(EVENTS)} events, ` +
  `${number(megabytes, 1)} MB, mostly \`DiceRolled\` and \`PlayerMoved\`. Each step starts from the file on disk; ` +
  `${WARMUP} warm-up and ${ROUNDS} measured rounds, the steps interleaved in rotating order; medians.`,
  "",
  table,
  "",
  `**Target: decoding costs at most ${TARGET_RATIO}× \`JSON.parse\`.** ${verdict("b", "`decodeLogText`")}; ${verdict("e", "streaming with `readLogChunks`")}; ${verdict("f", "an Effect stream")}; ${verdict("c", "item-by-item async iteration")}.`,
  `Row (d) is the stream alone (×${ratio("d").toFixed(2)}), so of (c)'s ${number(stats.get("c").median, 0)} ms about ` +
  `${number(Math.max(0, stats.get("c").median - stats.get("d").median), 0)} ms is decoding through \`decodeLogChunks\` and \`collectLog\`, ` +
  `against ${number(Math.max(0, stats.get("b").median - baseline), 0)} ms for \`decodeLogText\` over the baseline.`,
  "",
  `Re-run with \`npm run bench\` (or \`node scripts/bench.mjs\` after \`npx tsc -b packages/schema\`); \`BENCH_EVENTS\`, \`BENCH_ROUNDS\` and \`BENCH_WARMUP\` change the size and rounds.`,
  END
].join("\n")

const intro = [
  "# Benchmarks",
  "",
  `First written ${date} on ${machine}. Each section says where and when it was last measured.`,
  "",
  "Run `npm run bench` to rebuild and re-measure. Each benchmark script rewrites only its own section,",
  "between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->` markers, so sections from other",
  "scripts (engine fold, replay build, seek…) can sit alongside; numbers on a busy machine are noisy,",
  "so compare ratios measured in the same run rather than absolute times across runs.",
  ""
].join("\n")

const existing = existsSync(OUTPUT) ? readFileSync(OUTPUT, "utf8") : intro
const from = existing.indexOf(START)
const to = existing.indexOf(END)
const updated = from >= 0 && to > from
  ? existing.slice(0, from) + section + existing.slice(to + END.length)
  : `${existing.replace(/\n*$/, "\n\n")}${section}\n`
writeFileSync(OUTPUT, updated)

console.log(`decode benchmark: ${number(EVENTS)} events (${number(megabytes, 1)} MB), ${ROUNDS} rounds after ${WARMUP} warm-up; ${machine}`)
console.log(table)
console.log(`target ≤ ${TARGET_RATIO}× JSON.parse: ${verdict("b", "decodeLogText")}; ${verdict("e", "readLogChunks")}; ${verdict("f", "Effect stream")}`)
console.log(`wrote ${OUTPUT} (${number(seconds, 1)} s)`)

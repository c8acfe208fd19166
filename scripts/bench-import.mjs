// FUMBBL import benchmark: what converting an FFB replay costs next to plain JSON.parse of it.
//
//   npx tsc -b packages/cli && node scripts/bench-import.mjs
//   BENCH_ROUNDS=21 BENCH_DIR=../shared/real-logs/fumbbl node scripts/bench-import.mjs
//
// For each *.gz replay in BENCH_DIR (default ../shared/real-logs/fumbbl, beside the project), the
// file is read and gunzipped once, then measured, interleaved over several rounds after a warm-up:
//   (a) baseline: JSON.parse of the gunzipped text
//   (b) import: JSON.parse, then importReplay (header, rosters, every command converted)
//   (c) import and write: (b), then encodeLog to sidelines/1 text
//   (d) import, verified: importReplay with verify (what the CLI and viewer run): the conversion folded
//       by our rules as it is written, refused team turns taken on trust and converted again
// and the medians are printed per replay and per 1,000 commands, and written to BENCHMARKS.md
// between its bench:import markers (run by `npm run bench`).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { cpus } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { gunzipSync } from "node:zlib"
import { importReplay } from "../packages/fumbbl/dist/index.js"
import { encodeLog } from "../packages/schema/dist/index.js"

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3)
const DIR = process.env.BENCH_DIR ?? fileURLToPath(new URL("../../shared/real-logs/fumbbl", import.meta.url))

if (!existsSync(DIR)) {
  console.log(`bench-import: ${DIR} is absent; nothing to measure (the real replays live beside the project)`)
  process.exit(0)
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const time = (run) => {
  const start = performance.now()
  run()
  return performance.now() - start
}

const ways = {
  "JSON.parse": (text) => JSON.parse(text),
  import: (text) => importReplay(JSON.parse(text)),
  "import + encode": (text) => {
    const match = importReplay(JSON.parse(text))
    return encodeLog(match.header, match.events)
  },
  "import, verified": (text) => importReplay(JSON.parse(text), { verify: true })
}

const files = readdirSync(DIR).filter((name) => name.endsWith(".gz")).sort()
const lines = [
  `Median of ${ROUNDS} rounds after ${WARMUP} warm-up, the ways interleaved; the real replays of ../shared/real-logs/fumbbl (gunzipped once, before timing). Node ${process.version}, ${cpus()[0]?.model ?? "unknown CPU"}, ${new Date().toISOString().slice(0, 10)}.`,
  "",
  "| replay | commands | events | MB JSON | way | ms / replay | ms / 1,000 commands | × JSON.parse |",
  "| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: |"
]
for (const name of files) {
  const text = gunzipSync(readFileSync(join(DIR, name))).toString("utf8")
  const sample = importReplay(JSON.parse(text))
  const commands = sample.commands
  const samples = Object.fromEntries(Object.keys(ways).map((way) => [way, []]))
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    for (const [way, run] of Object.entries(ways)) {
      const ms = time(() => run(text))
      if (round >= WARMUP) samples[way].push(ms)
    }
  }
  const base = median(samples["JSON.parse"])
  for (const [way, values] of Object.entries(samples)) {
    const ms = median(values)
    lines.push(`| ${name} | ${commands} | ${sample.events.length} | ${(text.length / 1e6).toFixed(2)} | ${way} | ${ms.toFixed(2)} | ${((ms / commands) * 1000).toFixed(2)} | ${(ms / base).toFixed(2)} |`)
  }
}
const table = lines.join("\n")
console.log(table)

const OUTPUT = fileURLToPath(new URL("../BENCHMARKS.md", import.meta.url))
const START = "<!-- bench:import:start -->"
const END = "<!-- bench:import:end -->"
const section = `${START}\n## FUMBBL import\n\n\`node scripts/bench-import.mjs\` (run by \`npm run bench\`; skipped when ../shared is absent). *import* is the conversion (with the shape check and FFB's own model for unchecked stretches); *import, verified* is what \`sidelines import\` and the viewer run: the conversion folded by our rules as it is written (\`importReplay(…, { verify: true })\`), so it costs a fold of the match more — the engine's speed (issue 25), not the importer's.\n\n${table}\n${END}`
let doc = existsSync(OUTPUT) ? readFileSync(OUTPUT, "utf8") : "# Benchmarks\n"
doc = doc.includes(START) ? doc.replace(new RegExp(`${START}[\\s\\S]*?${END}`), section) : `${doc.trimEnd()}\n\n${section}\n`
writeFileSync(OUTPUT, doc)

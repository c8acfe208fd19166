// CLI start-up benchmark: how long `sidelines` takes before and while it does a small job,
// next to `node -e 0` (Node's own start-up, the floor no command can go under).
//
//   npm run build && node scripts/bench-cli.mjs
//   BENCH_ROUNDS=21 node scripts/bench-cli.mjs
//
// Each way is a fresh process, run interleaved with the others over several rounds after a
// warm-up, so a busy machine slows them alike; the medians of wall time and peak memory are
// printed and written to BENCHMARKS.md between its bench:cli markers (run by `npm run bench`).
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { cpus, loadavg } from "node:os"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const bin = "packages/cli/bin/sidelines.js"
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11)
const WARMUP = 2
const LOG = "logs/bb-orc-v-human.jsonl"

const ways = [
  { name: "node -e 0", args: ["-e", "0"] },
  { name: "sidelines --version", args: [bin, "--version"] },
  { name: `sidelines validate ${LOG}`, args: [bin, "validate", LOG] },
  { name: `sidelines summary ${LOG}`, args: [bin, "summary", LOG] }
]

/** Wall milliseconds and peak resident memory (MB) of one run, read from /usr/bin/time when present. */
const runOnce = (args) => {
  const timed = existsSync("/usr/bin/time")
  const t0 = performance.now()
  const run = timed
    ? spawnSync("/usr/bin/time", ["-f", "%M", process.execPath, ...args], { cwd: root, encoding: "utf8" })
    : spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" })
  const ms = performance.now() - t0
  if (run.status !== 0) throw new Error(`${args.join(" ")} exited ${run.status}: ${run.stderr}`)
  const kb = timed ? Number(run.stderr.trim().split("\n").at(-1)) : NaN
  return { ms, mb: kb / 1024 }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const samples = ways.map(() => ({ ms: [], mb: [] }))
const loadBefore = loadavg()[0]
for (let round = 0; round < WARMUP + ROUNDS; round++) {
  ways.forEach((way, i) => {
    const { ms, mb } = runOnce(way.args)
    if (round >= WARMUP) {
      samples[i].ms.push(ms)
      samples[i].mb.push(mb)
    }
  })
}
const floor = median(samples[0].ms)
const lines = [
  `Median of ${ROUNDS} fresh processes per way after ${WARMUP} warm-up rounds, the ways interleaved. Load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after. Node ${process.version}, ${cpus()[0]?.model ?? "unknown CPU"} (${cpus().length} logical cores), ${new Date().toISOString().slice(0, 10)}.`,
  "",
  "| way | wall (median) | × node -e 0 | over node -e 0 | peak memory |",
  "| --- | ---: | ---: | ---: | ---: |",
  ...ways.map((way, i) => {
    const ms = median(samples[i].ms)
    return `| \`${way.name}\` | ${ms.toFixed(0)} ms | ${(ms / floor).toFixed(2)} | ${(ms - floor).toFixed(0)} ms | ${median(samples[i].mb).toFixed(0)} MB |`
  })
]
const table = lines.join("\n")
console.log(table)

const OUTPUT = fileURLToPath(new URL("../BENCHMARKS.md", import.meta.url))
const START = "<!-- bench:cli:start -->"
const END = "<!-- bench:cli:end -->"
const section = `${START}\n## CLI start-up\n\n\`node scripts/bench-cli.mjs\` (run by \`npm run bench\`). Each command loads only what it uses (\`--version\` no package at all; \`validate\` the format but not the engine), which \`packages/cli/test/startup.test.ts\` checks; what is left over \`node -e 0\` is mostly loading Effect and our packages.\n\n${table}\n${END}`
let doc = existsSync(OUTPUT) ? readFileSync(OUTPUT, "utf8") : "# Benchmarks\n"
doc = doc.includes(START) ? doc.replace(new RegExp(`${START}[\\s\\S]*?${END}`), section) : `${doc.trimEnd()}\n\n${section}\n`
writeFileSync(OUTPUT, doc)

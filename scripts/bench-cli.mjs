// CLI start-up benchmark: how long `sidelines` takes before and while it does a small job,
// next to `node -e 0` (Node's own start-up, the floor no command can go under).
//
//   npm run build && node scripts/bench-cli.mjs
//   BENCH_ROUNDS=21 node scripts/bench-cli.mjs
//
// Each way is a fresh process, run interleaved with the others over several rounds after a
// warm-up, so a busy machine slows them alike; the medians of wall time, CPU time (user + system:
// what other jobs on a shared machine disturb least) and peak memory are printed and written to
// BENCHMARKS.md between its bench:cli markers (run by `npm run bench`). The same command run from
// the unbundled compiled modules (packages/cli/dist) is the baseline of the bundle.
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { cpus, loadavg } from "node:os"
import { fileURLToPath, pathToFileURL } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const bin = "packages/cli/bin/sidelines.js"
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11)
const WARMUP = 2
const LOG = "logs/bb-orc-v-human.jsonl"

/** The command run from packages/cli/dist (every module on its own), as it ran before the bundle. */
const unbundled = (...args) => ["--input-type=module", "-e", `const { main } = await import(${JSON.stringify(pathToFileURL(`${root}packages/cli/dist/main.js`).href)}); process.exitCode = await main(${JSON.stringify(args)})`]

const ways = [
  { name: "node -e 0", args: ["-e", "0"] },
  { name: "sidelines --version", args: [bin, "--version"], target: 150 },
  { name: "--version, unbundled", args: unbundled("--version") },
  { name: `sidelines validate ${LOG}`, args: [bin, "validate", LOG], target: 300 },
  { name: "validate, unbundled", args: unbundled("validate", LOG) },
  { name: `sidelines summary ${LOG}`, args: [bin, "summary", LOG] },
  { name: "summary, unbundled", args: unbundled("summary", LOG) }
]

/** Wall and CPU milliseconds and peak resident memory (MB) of one run; CPU and memory read from /usr/bin/time when present. */
const runOnce = (args) => {
  const timed = existsSync("/usr/bin/time")
  const t0 = performance.now()
  const run = timed
    ? spawnSync("/usr/bin/time", ["-f", "%M %U %S", process.execPath, ...args], { cwd: root, encoding: "utf8" })
    : spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" })
  const ms = performance.now() - t0
  if (run.status !== 0) throw new Error(`${args.join(" ")} exited ${run.status}: ${run.stderr}`)
  const [kb, user, system] = timed ? run.stderr.trim().split("\n").at(-1).split(" ").map(Number) : [NaN, NaN, NaN]
  return { ms, cpu: (user + system) * 1000, mb: kb / 1024 }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const samples = ways.map(() => ({ ms: [], cpu: [], mb: [] }))
const loadBefore = loadavg()[0]
for (let round = 0; round < WARMUP + ROUNDS; round++) {
  ways.forEach((way, i) => {
    const { ms, cpu, mb } = runOnce(way.args)
    if (round >= WARMUP) {
      samples[i].ms.push(ms)
      samples[i].cpu.push(cpu)
      samples[i].mb.push(mb)
    }
  })
}
const floor = median(samples[0].ms)
const lines = [
  `Median of ${ROUNDS} fresh processes per way after ${WARMUP} warm-up rounds, the ways interleaved. Load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after. Node ${process.version}, ${cpus()[0]?.model ?? "unknown CPU"} (${cpus().length} logical cores), ${new Date().toISOString().slice(0, 10)}.`,
  "",
  "| way | wall (median) | × node -e 0 | over node -e 0 | CPU (median) | bundle ÷ unbundled (CPU) | peak memory | target (wall, quiet machine) |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ...ways.map((way, i) => {
    const ms = median(samples[i].ms)
    const cpu = median(samples[i].cpu)
    const baseline = ways[i + 1]?.name.endsWith("unbundled") ? median(samples[i + 1].cpu) : NaN
    const target = way.target === undefined ? "" : `≤ ${way.target} ms: ${ms <= way.target ? "met" : "missed"} at this load`
    return `| \`${way.name}\` | ${ms.toFixed(0)} ms | ${(ms / floor).toFixed(2)} | ${(ms - floor).toFixed(0)} ms | ${cpu.toFixed(0)} ms | ${Number.isNaN(baseline) ? "" : `×${(cpu / baseline).toFixed(2)}`} | ${median(samples[i].mb).toFixed(0)} MB | ${target} |`
  })
]
const table = lines.join("\n")
console.log(table)

const OUTPUT = fileURLToPath(new URL("../BENCHMARKS.md", import.meta.url))
const START = "<!-- bench:cli:start -->"
const END = "<!-- bench:cli:end -->"
const section = `${START}\n## CLI start-up\n\n\`node scripts/bench-cli.mjs\` (run by \`npm run bench\`). The command runs from a bundle (\`scripts/bundle-cli.mjs\`, run by \`npm run build\`: a few minified files holding only the parts of Effect the commands use, instead of some three hundred modules Node would resolve and compile one by one), and each command loads only what it uses (\`--version\` no package at all; \`validate\` the format but not the engine), which \`packages/cli/test/startup.test.ts\` checks. The *unbundled* rows run the same command from the compiled modules (\`packages/cli/dist\`), as it ran before the bundle.\n\n${table}\n${END}`
let doc = existsSync(OUTPUT) ? readFileSync(OUTPUT, "utf8") : "# Benchmarks\n"
doc = doc.includes(START) ? doc.replace(new RegExp(`${START}[\\s\\S]*?${END}`), section) : `${doc.trimEnd()}\n\n${section}\n`
writeFileSync(OUTPUT, doc)

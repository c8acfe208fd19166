// Viewer benchmark in headless Chromium (playwright-core, Debian's /usr/bin/chromium):
//   1. open to first paint: from navigation to the scoreboard drawn, for a 50k-event log,
//      side by side with the 56-event sample (what the page costs before any log work);
//   2. one scrub step: seekTo(seq) until every component has rendered and layout is done,
//      side by side with the engine's replay.stateAt(seq) for the same seqs in the same page.
//
//   node scripts/bench-viewer.mjs        (run by `npm run bench`; skipped without Chromium)
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { cpus } from "node:os"
import { join } from "node:path"
import { syntheticLog } from "./synthetic-log.mjs"
import { buildViewer, CHROMIUM, launchChromium, root, serveViewer } from "./viewer-harness.mjs"

const BIG = Number(process.env.BENCH_VIEWER_EVENTS ?? 50_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const STEPS = Number(process.env.BENCH_VIEWER_STEPS ?? 300)
const OUTPUT = join(root, "BENCHMARKS.md")
const START = "<!-- bench:viewer:start -->"
const END = "<!-- bench:viewer:end -->"

if (!existsSync(CHROMIUM)) {
  console.log(`viewer benchmark skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`)
  process.exit(0)
}

buildViewer()

const logs = new Map([
  ["/big.jsonl", syntheticLog(BIG)],
  ["/match.jsonl", readFileSync(join(root, "logs/bb-skaven-v-dwarf.jsonl"), "utf8")],
  ["/small.jsonl", readFileSync(join(root, "logs/sample-drive.jsonl"), "utf8")]
])
const { server, base } = await serveViewer(logs)
const context = await launchChromium()

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Milliseconds from navigation start to the scoreboard painted (the frame after it rendered). */
const firstPaint = async (log) => {
  const page = await context.newPage()
  await page.goto(`${base}/?log=${encodeURIComponent(log)}`)
  await page.waitForFunction(() => document.querySelector("bb-replay")?.shadowRoot?.querySelector(".scoreboard") != null, null, { timeout: 120_000, polling: "raf" })
  const result = await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => {
          const replay = document.querySelector("bb-replay")
          resolve({ ms: performance.now(), folded: replay.replay?.events.length ?? 0, decoded: replay.loaded?.log.events.length ?? 0 })
        })
      )
  )
  await page.close()
  return result
}

const opens = { big: [], small: [], match: [] }
let bigInfo
let matchInfo
await firstPaint("/small.jsonl") // warm the browser's caches once
for (let round = 0; round < ROUNDS; round++) {
  opens.small.push((await firstPaint("/small.jsonl")).ms)
  bigInfo = await firstPaint("/big.jsonl")
  opens.big.push(bigInfo.ms)
  matchInfo = await firstPaint("/match.jsonl")
  opens.match.push(matchInfo.ms)
}

/** Scrub steps on a whole simulated match: render time per seek and stateAt per seek. */
const page = await context.newPage()
await page.goto(`${base}/?log=${encodeURIComponent("/match.jsonl")}`)
await page.waitForFunction(() => (document.querySelector("bb-replay")?.replay?.events.length ?? 0) > 0)
const scrub = await page.evaluate(async (steps) => {
  const el = document.querySelector("bb-replay")
  const seqs = el.replay.events.map((event) => event.seq)
  let state = 1
  const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648)
  const targets = Array.from({ length: steps }, () => seqs[Math.floor(random() * seqs.length)])
  const settle = async () => {
    await el.updateComplete
    for (const child of el.shadowRoot.querySelectorAll("bb-pitch, bb-event-log")) await child.updateComplete
    el.shadowRoot.querySelector("bb-pitch").getBoundingClientRect() // forces style and layout
  }
  const render = []
  for (const [i, seq] of targets.entries()) {
    const t0 = performance.now()
    el.seekTo(seq)
    await settle()
    if (i >= 20) render.push(performance.now() - t0) // the first steps warm the JIT
  }
  // The page's clock is coarsened, so stateAt is timed over many lookups of the same seqs.
  const REPEAT = 2000
  const t0 = performance.now()
  let sink = 0
  for (let r = 0; r < REPEAT; r++) for (const seq of targets) sink += el.replay.stateAt(seq).teams.length
  const stateAtMs = (performance.now() - t0) / (REPEAT * targets.length)
  return { render, stateAtMs, sink, events: seqs.length }
}, STEPS)
await page.close()
await context.close()
server.close()

const renderP50 = percentile(scrub.render, 50)
const renderP95 = percentile(scrub.render, 95)
const rows = [
  [`open a ${BIG.toLocaleString("en")}-event log to first paint`, `${median(opens.big).toFixed(0)} ms`, `${bigInfo.decoded.toLocaleString("en")} events decoded, ${bigInfo.folded.toLocaleString("en")} folded`, "", `×${(median(opens.big) / median(opens.small)).toFixed(1)} the sample`],
  [`open a whole simulated match to first paint`, `${median(opens.match).toFixed(0)} ms`, `${matchInfo.folded.toLocaleString("en")} events decoded and folded`, "", `×${(median(opens.match) / median(opens.small)).toFixed(1)} the sample`],
  ["baseline: open the 56-event sample", `${median(opens.small).toFixed(0)} ms`, "", "", ""],
  [`scrub step, ${scrub.render.length} random seeks (${scrub.events.toLocaleString("en")}-event match)`, `p50 ${renderP50.toFixed(2)} ms, p95 ${renderP95.toFixed(2)} ms`, `max ${Math.max(...scrub.render).toFixed(2)} ms`, "p95 ≤ 16 ms", renderP95 <= 16 ? "met" : "missed"],
  ["baseline: engine stateAt, same seqs", `${(scrub.stateAtMs * 1000).toFixed(2)} µs per seek`, "", "", `render ×${Math.round(renderP50 / scrub.stateAtMs).toLocaleString("en")} the lookup at p50`]
]
const cpu = cpus()[0]?.model ?? "unknown CPU"
const table = [
  `Headless Chromium (${CHROMIUM}), 1400×900; medians of ${ROUNDS} opens after a warm-up. ${cpu}, ${new Date().toISOString().slice(0, 10)}.`,
  "",
  "| measure | time | more | target | result |",
  "| --- | --- | --- | --- | --- |",
  ...rows.map((row) => `| ${row.join(" | ")} |`),
  "",
  "The 50k-event log is `scripts/synthetic-log.mjs`: every line decodes, but its events are a random mix, not a legal match, so the engine stops at its first event (a rule violation) and that open time is decoding plus the first render. One legal match has at most a few thousand events, so the whole-match row is the realistic open. A scrub step is timed from `seekTo` until `<bb-replay>`, `<bb-pitch>` and `<bb-event-log>` have rendered and layout has run; painting is not included. The first open after a launch is a warm-up and not counted."
].join("\n")
console.log(table)
console.log(`(checksum ${scrub.sink})`)
const section = `${START}\n## Viewer: open and scrub in Chromium\n\n\`node scripts/bench-viewer.mjs\` (run by \`npm run bench\`).\n\n${table}\n${END}`
let doc = existsSync(OUTPUT) ? readFileSync(OUTPUT, "utf8") : "# Benchmarks\n"
doc = doc.includes(START) ? doc.replace(new RegExp(`${START}[\\s\\S]*?${END}`), section) : `${doc.trimEnd()}\n\n${section}\n`
writeFileSync(OUTPUT, doc)

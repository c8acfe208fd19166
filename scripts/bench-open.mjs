// Opening a very long log in the viewer, this build side by side with an earlier one (issue 22,
// item 6): the longest main-thread task while the log opens, how many tasks passed 100 ms and
// 50 ms, the open's time to the match drawn, and the heap the open leaves per event.
//
// The log is scripts/long-log.mjs: a legal match of BENCH_OPEN_EVENTS events (default 800,000;
// several sizes comma-separated, e.g. 800000,200000), every one folded, so the replay keeps a
// state per event. After the open, the timeline's and then the stats' tab is shown, and the
// longest task until each is drawn is noted too. The earlier build is the viewer of the
// git ref BENCH_BEFORE (default main), exported with `git archive` to a temporary folder and built
// there with this checkout's node_modules.
//
//   node scripts/bench-open.mjs      (after npm run build; skipped without Chromium)
//   BENCH_BEFORE_NOTE / BENCH_AFTER_NOTE: what each build does differently, for the table's rows.
import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs"
import { cpus, loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { longLog } from "./long-log.mjs"
import { buildViewer, CHROMIUM, launchChromium, root, serveViewer } from "./viewer-harness.mjs"

const SIZES = (process.env.BENCH_OPEN_EVENTS ?? "800000").split(",").map(Number)
const BEFORE = process.env.BENCH_BEFORE ?? "main"
const ROUNDS = Number(process.env.BENCH_OPEN_ROUNDS ?? 1)
const SCRUB_SEEKS = Number(process.env.BENCH_OPEN_SEEKS ?? 40)
const OUTPUT = join(root, "BENCHMARKS.md")
const START = "<!-- bench:open:start -->"
const END = "<!-- bench:open:end -->"

if (!existsSync(CHROMIUM)) {
  console.log(`open benchmark skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`)
  process.exit(0)
}

/** The earlier build's viewer, built from `git archive` of the ref. */
const buildBefore = () => {
  const at = mkdtempSync(join(tmpdir(), "sidelines-before-"))
  const archived = spawnSync("bash", ["-c", `git -C "${root}" archive "${BEFORE}" | tar -x -C "${at}"`], { encoding: "utf8" })
  if (archived.status !== 0) throw new Error(`git archive ${BEFORE} failed: ${archived.stderr}`)
  symlinkSync(join(root, "node_modules"), join(at, "node_modules"))
  buildViewer(at)
  return { dist: join(at, "viewer/dist"), commit: spawnSync("git", ["-C", root, "rev-parse", "--short", BEFORE], { encoding: "utf8" }).stdout.trim() }
}

const loadAtStart = loadavg()[0]
buildViewer()
const before = buildBefore()
const after = spawnSync("git", ["-C", root, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim()
const made = SIZES.map((events) => longLog(events))
const logs = new Map([["/small.jsonl", readFileSync(join(root, "logs/sample-drive.jsonl"), "utf8")], ...made.map((log, i) => [`/long-${i}.jsonl`, log.text])])
const servers = { before: await serveViewer(logs, before.dist), after: await serveViewer(logs) }
const context = await launchChromium()

/**
 * One open in a fresh page: every main-thread task over 50 ms (the longtask observer, from the
 * first script), the time from navigation to the match drawn, and the JavaScript heap after a
 * collection, less that of the same build showing the 56-event sample.
 */
const openOnce = async (build, log) => {
  const page = await context.newPage()
  await page.addInitScript(() => {
    window.longTasks = []
    new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, ms: e.duration })))).observe({ type: "longtask", buffered: true })
    // The hand-over: reading each worker message's data is when the page deserializes it (Chromium
    // reads a message's structured clone when it is first touched); a build that parses what it
    // receives adds that in LoadedLog.handoverMs.
    window.received = { ms: 0, messages: 0 }
    const set = Object.getOwnPropertyDescriptor(Worker.prototype, "onmessage").set
    Object.defineProperty(Worker.prototype, "onmessage", {
      set(handler) {
        set.call(this, (event) => {
          const t0 = performance.now()
          void event.data
          window.received.ms += performance.now() - t0
          window.received.messages++
          handler(event)
        })
      }
    })
  })
  await page.goto(`${servers[build].base}/?log=${encodeURIComponent(log)}`)
  await page.waitForFunction(() => document.querySelector("bb-replay")?.replay != null && document.querySelector("bb-replay").shadowRoot.querySelector(".scoreboard") != null, null, { timeout: 900_000, polling: 200 })
  const result = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve({ drawn: performance.now(), tasks: window.longTasks, events: document.querySelector("bb-replay").replay.length }), 0))))
  // The tabs that read the whole match: the longest task from the click to the panel drawn.
  const tabs = {}
  for (const [tab, drawn] of [["timeline", "svg.timeline"], ["stats", "table"]]) {
    const from = await page.evaluate((tab) => {
      document.querySelector("bb-replay").shadowRoot.querySelector(`#tab-${tab}`).click()
      return performance.now()
    }, tab)
    await page.waitForFunction(([tab, drawn]) => document.querySelector("bb-replay").shadowRoot.querySelector(`bb-${tab}`)?.shadowRoot?.querySelector(drawn) != null, [tab, drawn], { timeout: 900_000, polling: 50 })
    tabs[tab] = await page.evaluate((from) => new Promise((resolve) => setTimeout(() => resolve(Math.max(0, ...window.longTasks.filter((t) => t.start >= from).map((t) => t.ms))), 0)), from)
  }
  // Scrubbing: seeks to random events, each drawn before the next; the longest task meanwhile.
  const scrub = await page.evaluate(async (seeks) => {
    const el = document.querySelector("bb-replay")
    const from = performance.now()
    let seed = 7
    for (let i = 0; i < seeks; i++) {
      seed = (seed * 48271) % 2147483647
      el.seekTo(el.replay.events[seed % el.replay.events.length].seq)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    }
    await new Promise((resolve) => setTimeout(resolve, 0))
    return Math.max(0, ...window.longTasks.filter((t) => t.start >= from).map((t) => t.ms))
  }, SCRUB_SEEKS)
  // What receiving cost, beside the engine building a replay of the same events in the same page
  // (after everything else: it is one long task).
  const handover = await page.evaluate(() => {
    const el = document.querySelector("bb-replay")
    const t0 = performance.now()
    const built = el.replay.constructor.build(el.loaded.log.header, el.replay.events)
    const buildMs = performance.now() - t0
    if (built.success?.length !== el.replay.length) throw new Error("the page's build differs from the open's")
    return { ms: window.received.ms + (el.loaded.handoverMs ?? 0), messages: window.received.messages, buildMs }
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send("HeapProfiler.collectGarbage")
  const { usedSize } = await cdp.send("Runtime.getHeapUsage")
  await page.close()
  return { ...result, tabs, scrub, handover, heap: usedSize }
}

const runs = made.map(() => ({ before: [], after: [] }))
const baseHeap = {}
for (const build of ["before", "after"]) baseHeap[build] = (await openOnce(build, "/small.jsonl")).heap
for (const [size] of made.entries()) {
  for (let round = 0; round < ROUNDS; round++) {
    for (const build of round % 2 === 0 ? ["before", "after"] : ["after", "before"]) {
      const run = await openOnce(build, `/long-${size}.jsonl`)
      console.log(build, run.events, `tasks over 50 ms (start, ms): ${run.tasks.map((t) => `${t.start.toFixed(0)}+${t.ms.toFixed(0)}`).join(" ")}; drawn ${run.drawn.toFixed(0)} ms, longest ${Math.max(0, ...run.tasks.map((t) => t.ms)).toFixed(0)} ms, heap ${(run.heap / 1e6).toFixed(0)} MB; longest task showing the timeline ${run.tabs.timeline.toFixed(0)} ms, the stats ${run.tabs.stats.toFixed(0)} ms, scrubbing ${run.scrub.toFixed(0)} ms; hand-over ${run.handover.ms.toFixed(0)} ms in ${run.handover.messages} messages, Replay.build in the page ${run.handover.buildMs.toFixed(0)} ms`)
      runs[size][build].push(run)
    }
  }
}
await context.close()
for (const { server } of Object.values(servers)) server.close()

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const row = (size, build, label) => {
  const all = runs[size][build]
  const longest = median(all.map((run) => Math.max(0, ...run.tasks.map((t) => t.ms))))
  const over = (ms) => median(all.map((run) => run.tasks.filter((t) => t.ms > ms).length))
  const heap = median(all.map((run) => run.heap)) - baseHeap[build]
  const tab = (name) => `${median(all.map((run) => run.tabs[name])).toFixed(0)} ms`
  const per100k = (ms) => (ms * 100_000) / all[0].events
  const handover = median(all.map((run) => per100k(run.handover.ms)))
  const built = median(all.map((run) => per100k(run.handover.buildMs)))
  return `| ${label} | ${all[0].events.toLocaleString("en")} | ${longest.toFixed(0)} ms | ${over(100)} | ${over(50)} | ${(median(all.map((run) => run.drawn)) / 1000).toFixed(1)} s | ${(heap / 1e6).toFixed(0)} MB | ${(heap / all[0].events).toFixed(0)} B | ${tab("timeline")} | ${tab("stats")} | ${median(all.map((run) => run.scrub)).toFixed(0)} ms | ${handover.toFixed(0)} ms | ${built.toFixed(0)} ms | ×${(handover / built).toFixed(2)} |`
}
const table = [
  `Headless Chromium (${CHROMIUM}); ${ROUNDS === 1 ? "one open" : `medians of ${ROUNDS} opens`} of each build, in a fresh page each. ${cpus()[0]?.model ?? "unknown CPU"}, ${cpus().length} cores, load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end, ${new Date().toISOString().slice(0, 10)}.`,
  "",
  `The logs: \`scripts/long-log.mjs\`, legal Blood Bowl matches of ${made.map((log) => `${log.events.toLocaleString("en")} events (${(log.text.length / 1e6).toFixed(1)} MB, the turn played ${log.stretches.toLocaleString("en")} times)`).join(" and ")}: one simulated match's longest team turn of the first drive (${made[0].turn} events) played over and over, each time after an UncheckedStretch that puts the match back as the turn began. Every event folds, so the replay keeps a state for each.`,
  "",
  "| build | events folded | longest main-thread task | tasks over 100 ms | tasks over 50 ms | navigation to the match drawn | heap after the open (less the sample's) | heap per event | longest task, showing the timeline | longest task, showing the stats | longest task, scrubbing | hand-over per 100k events | Replay.build in the page per 100k events | hand-over ÷ build |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...made.flatMap((_, size) => [
    row(size, "before", `before (${BEFORE}, ${before.commit})${process.env.BENCH_BEFORE_NOTE ? `: ${process.env.BENCH_BEFORE_NOTE}` : ""}`),
    row(size, "after", `after (${after})${process.env.BENCH_AFTER_NOTE ? `: ${process.env.BENCH_AFTER_NOTE}` : ""}`)
  ]),
  "",
  `Tasks are the longtask observer's (every main-thread task over 50 ms, from the page's first script to the match drawn, the first render included; 0 ms: none over 50 ms). The tabs' columns are the longest such task from the click on the tab to its panel drawn; the heap is the page's JavaScript heap after a forced collection (CDP), less the same build's with the 56-event sample open, divided by the events folded. The heap per event is the decoded events, their line numbers and a state per event, sharing all they share (the log's text is counted too: it is kept for the library). Scrubbing is ${SCRUB_SEEKS} seeks to random events (\`seekTo\`, each drawn before the next), with the Stats tab showing. The hand-over is what the page spends receiving the worker's decoded events: reading each message's data, which is when Chromium deserializes its structured clone, plus, for a build that packs the events as JSON text, parsing it (\`LoadedLog.handoverMs\`); beside it, \`Replay.build\` of the same events run in the same page after the open (one task), both per 100,000 events.`
].join("\n")
console.log(table)
const section = `${START}\n## Viewer: opening a very long log (\`scripts/bench-open.mjs\`)\n\n${table}\n${END}`
let doc = readFileSync(OUTPUT, "utf8")
doc = doc.includes(START) ? doc.replace(new RegExp(`${START}[\\s\\S]*?${END}`), section) : `${doc.trimEnd()}\n\n${section}\n`
writeFileSync(OUTPUT, doc)

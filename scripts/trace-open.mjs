// What the page's long tasks are while a very long log opens (issue 25 item 2: no main-thread task
// over 50 ms). Opens scripts/long-log.mjs's legal match of TRACE_OPEN_EVENTS events (default
// 800,000) in this build's viewer with Chromium's performance timeline recording (CDP Tracing: the
// devtools.timeline, v8 and GC categories), then lists every task of the page's main thread over
// TRACE_OPEN_MS (default 40 ms) with the work inside it, longest first: a collection (MajorGC, the
// mark-compact's finishing pause, or MinorGC, a scavenge), a worker message, the fold's slice.
// bench-open.mjs counts such tasks; this says what they are.
//
//   npm run build && node scripts/trace-open.mjs      (skipped without Chromium)
import { existsSync } from "node:fs"
import { loadavg } from "node:os"
import { longLog } from "./long-log.mjs"
import { buildViewer, CHROMIUM, launchChromium, serveViewer } from "./viewer-harness.mjs"

const EVENTS = Number(process.env.TRACE_OPEN_EVENTS ?? 800_000)
const OVER_MS = Number(process.env.TRACE_OPEN_MS ?? 40)

if (!existsSync(CHROMIUM)) {
  console.log(`open trace skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`)
  process.exit(0)
}

buildViewer()
const log = longLog(EVENTS)
const { server, base } = await serveViewer(new Map([["/long.jsonl", log.text]]))
const context = await launchChromium()
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
const trace = []
cdp.on("Tracing.dataCollected", ({ value }) => trace.push(...value))
await cdp.send("Tracing.start", { categories: "devtools.timeline,v8,disabled-by-default-v8.gc,toplevel", transferMode: "ReportEvents" })
const load = loadavg()[0]
await page.goto(`${base}/?log=/long.jsonl`)
await page.waitForFunction(() => document.querySelector("bb-replay")?.replay != null && document.querySelector("bb-replay").shadowRoot.querySelector(".scoreboard") != null, null, { timeout: 900_000, polling: 200 })
// The first render after the match is drawn, and the scrubber's marks a task later.
await page.waitForTimeout(500)
const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve))
await cdp.send("Tracing.end")
await complete
await context.close()
server.close()

// The page's main thread: the renderer main thread with the most events recorded.
const mains = trace.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
const eventsOf = (thread) => trace.filter((e) => e.pid === thread.pid && e.tid === thread.tid)
const main = mains.map(eventsOf).sort((a, b) => b.length - a.length)[0] ?? []
const TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"])
// (A loop, not Math.min(...list): a long open's trace has more events than a call takes arguments.)
let start = Infinity
for (const e of main) if (e.ph === "X" && e.ts < start) start = e.ts
// Chromium may record a task under both names, one inside the other: the outer one is kept.
const long = main.filter((e) => TASKS.has(e.name) && e.ph === "X" && e.dur > OVER_MS * 1000).sort((a, b) => a.ts - b.ts || b.dur - a.dur)
const tasks = []
for (const task of long) {
  const outer = tasks.at(-1)
  if (outer === undefined || task.ts >= outer.ts + outer.dur) tasks.push(task)
}
tasks.sort((a, b) => b.dur - a.dur)
// What a task spent its time in: the outermost named parts worth a look.
// (A part may hold another: a collection inside a message's handler counts in both.)
const PARTS = ["MajorGC", "V8.GC_MC_MARK", "V8.GC_MC_EVACUATE", "MinorGC", "HandlePostMessage", "TimerFire", "RunMicrotasks", "v8.callFunction", "v8.evaluateModule", "ParseHTML", "Layout", "UpdateLayoutTree", "Paint"]
console.log(`${EVENTS.toLocaleString("en")} events (load average ${load.toFixed(1)}): ${tasks.length} main-thread task(s) over ${OVER_MS} ms`)
for (const task of tasks) {
  const inside = main.filter((e) => e.ph === "X" && e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur)
  const parts = PARTS.map((name) => [name, inside.filter((e) => e.name === name).reduce((ms, e) => ms + e.dur / 1000, 0)]).filter(([, ms]) => ms >= 1)
  const at = ((task.ts - start) / 1000).toFixed(0)
  console.log(`- ${(task.dur / 1000).toFixed(0)} ms (${at} ms after the page's first task): ${parts.map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join(", ") || "no named part over 1 ms"}`)
}

// Viewer benchmark in headless Chromium (playwright-core, Debian's /usr/bin/chromium):
//   1. open to first paint: from navigation to the scoreboard drawn (and to the progress bar on
//      screen), for the 50k-event synthetic log, a whole match, the longest simulated match and the
//      56-event sample, each side by side with
//      the engine's own open in Node (decodeLogText, Replay.build, stateAt at the end) as a ratio;
//   2. one scrub step: seekTo(seq) until every component has rendered and layout is done,
//      side by side with the engine's replay.stateAt(seq) for the same seqs in the same page;
//   2b. a seek from input on the largest bundled log: a key pressed on <bb-replay> or the
//      scrubber moved, until every component (the replay, the pitch, the event log, and the
//      timeline when its tab is open) has rendered and layout has run, beside stateAt for the
//      same seqs in the same page (BENCH_VIEWER_SEEK_ONLY=1 runs only this and prints it;
//      BENCH_VIEWER_DIST=<dir> serves another build, to compare);
//   3. the timeline: its first render, and the cursor's update per scrub step, for a whole
//      simulated match and for a stress timeline of simulated matches stitched end to end
//      (at least 50k events: no legal single match is that long), beside the engine's
//      timeline(replay) and timeAt(seq) timed in Node;
//   (the main thread while a very long log opens is scripts/bench-open.mjs).
//
//   node scripts/bench-viewer.mjs        (run by `npm run bench` after the build; skipped without Chromium)
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { cpus, loadavg } from "node:os"
import { join } from "node:path"
import { Replay, timeAt, timeline, VARIANTS } from "../packages/engine/dist/index.js"
import { bloodBowl } from "../packages/engine/dist/variants/blood-bowl/index.js"
import { decodeLogText, encodeLog } from "../packages/schema/dist/index.js"
import { simulate } from "../packages/sim/dist/index.js"
import { syntheticLog } from "./synthetic-log.mjs"
import { buildViewer, CHROMIUM, launchChromium, root, serveViewer } from "./viewer-harness.mjs"

const BIG = Number(process.env.BENCH_VIEWER_EVENTS ?? 50_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const STEPS = Number(process.env.BENCH_VIEWER_STEPS ?? 300)
/** Events the stitched stress timeline must reach. */
const STRESS_EVENTS = Number(process.env.BENCH_TIMELINE_EVENTS ?? 50_000)
/** The first seed of the simulated matches stitched into it. */
const STRESS_SEED = 1000
/** The timeline's width in CSS pixels, about what the panel gives it at 1400×900. */
const TIMELINE_WIDTH = 1100
const OUTPUT = join(root, "BENCHMARKS.md")
const START = "<!-- bench:viewer:start -->"
const END = "<!-- bench:viewer:end -->"

if (!existsSync(CHROMIUM)) {
  console.log(`viewer benchmark skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`)
  process.exit(0)
}

/** Another build to serve instead of this checkout's (to set a change beside the build before it). */
const DIST = process.env.BENCH_VIEWER_DIST
const SEEK_ONLY = process.env.BENCH_VIEWER_SEEK_ONLY === "1"
if (DIST === undefined) buildViewer()
/** The machine's load when the run starts and ends: other work on a shared machine slows every row. */
const loadAtStart = loadavg()[0]

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const ratio = (viewer, engine) => `×${(viewer / engine).toLocaleString("en", { maximumFractionDigits: viewer / engine >= 100 ? 0 : 1 })}`

/**
 * The longest legal match we know the simulator to play: seed 1 of BlightBowl's allies mode (its
 * four rosters drawn from the seed), 2,709 events, the longest of seeds 1–30 of Blood Bowl and of
 * BlightBowl's allies and free-for-all modes. A legal log of 50k events is out of reach: see
 * BENCHMARKS.md.
 */
const LONGEST = { seed: 1, variant: "blightbowl", mode: "allies" }
const longest = simulate({ seed: LONGEST.seed, variant: VARIANTS[LONGEST.variant], mode: LONGEST.mode })
if (longest.stopped !== undefined) throw new Error(`the longest simulated match stops at seq ${longest.stopped.seq}: pick another`)

/** The bundled log with the most events: where seeking costs most. */
const LARGEST = readdirSync(join(root, "logs"))
  .filter((file) => file.endsWith(".jsonl"))
  .map((file) => ({ file, text: readFileSync(join(root, "logs", file), "utf8") }))
  .map((log) => ({ ...log, events: log.text.split("\n").filter((line) => line.trim() !== "").length - 1 }))
  .sort((a, b) => b.events - a.events)[0]

const logs = new Map([
  ["/largest.jsonl", LARGEST.text],
  ["/big.jsonl", syntheticLog(BIG)],
  ["/longest.jsonl", encodeLog(longest.header, longest.events)],
  ["/match.jsonl", readFileSync(join(root, "logs/bb-skaven-v-dwarf.jsonl"), "utf8")],
  ["/small.jsonl", readFileSync(join(root, "logs/sample-drive.jsonl"), "utf8")]
])
const { server, base } = await serveViewer(logs, DIST ?? undefined)
const context = await launchChromium()

/**
 * Seeks from input on the largest bundled log, with `panel` showing: STEPS keys pressed on the
 * focused <bb-replay> (steps, team turns, drives, highlights, as someone reading a match would),
 * then STEPS moves of the scrubber to random events, each timed from the input event until every
 * component has rendered and layout has run; and stateAt for the seqs reached, in the same page.
 */
const seekFromInput = async (panel) => {
  const page = await context.newPage()
  await page.goto(`${base}/?log=${encodeURIComponent("/largest.jsonl")}`)
  await page.waitForFunction(() => (document.querySelector("bb-replay")?.replay?.events.length ?? 0) > 0)
  if (panel === "timeline") {
    await page.locator("bb-replay [role=tab]", { hasText: "Timeline" }).click()
    await page.waitForFunction(() => document.querySelector("bb-replay").shadowRoot.querySelector("bb-timeline")?.shadowRoot?.querySelector("svg.timeline") != null)
  }
  if (panel === "stats") {
    // The Stats tab counts the match so far at every seek (statsSoFar: a snapshot and a short count).
    await page.locator("bb-replay [role=tab]", { hasText: "Stats" }).click()
    await page.waitForFunction(() => document.querySelector("bb-replay").shadowRoot.querySelector("bb-stats")?.shadowRoot?.querySelector("td[data-stat]") != null)
  }
  if (panel === "board") {
    // The board explained on over the Events tab (set on the element, not kept in the profile's storage for the rows after).
    await page.evaluate(() => {
      document.querySelector("bb-replay").explain = true
    })
    await page.waitForFunction(() => document.querySelector("bb-replay").shadowRoot.querySelector(".explain-toggle")?.getAttribute("aria-pressed") === "true")
  }
  if (panel === "card") {
    // A player's card open over the Events tab: it follows every seek.
    await page.evaluate(() => {
      const el = document.querySelector("bb-replay")
      el.showPlayer(el.replay.match.roster[0].id)
    })
    await page.waitForFunction(() => document.querySelector("bb-replay").shadowRoot.querySelector("bb-player-card")?.shadowRoot?.querySelector("h2") != null)
  }
  // A trace of the seeks: each is bracketed by console.timeStamp marks, whose thread clock (tts)
  // gives the main thread's CPU time for the seek, which other jobs on a shared machine slow far
  // less than its wall time; and the layouts run between the marks are counted.
  const cdp = await context.newCDPSession(page)
  const traced = []
  cdp.on("Tracing.dataCollected", (data) => traced.push(...data.value))
  const traceDone = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve))
  await cdp.send("Tracing.start", { categories: "devtools.timeline", transferMode: "ReportEvents" })
  const result = await page.evaluate(async (steps) => {
    const el = document.querySelector("bb-replay")
    const root = el.shadowRoot
    const settle = async () => {
      await el.updateComplete
      for (const child of root.querySelectorAll("bb-pitch, bb-event-log, bb-timeline, bb-stats, bb-player-card")) await child.updateComplete
      root.querySelector("bb-pitch").getBoundingClientRect() // forces style and layout
    }
    await new Promise((resolve) => setTimeout(resolve, 100)) // the scrubber's marks, drawn in the task after the match
    el.focus()
    let state = 11
    const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648)
    const KEYS = ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp", "n", "p", "PageDown"]
    const reached = []
    const key = []
    for (let i = 0; i < steps; i++) {
      const name = el.seq === el.replay.events.at(-1).seq ? "Home" : KEYS[Math.floor(random() * KEYS.length)]
      console.timeStamp(`seek-start key ${i}`)
      const t0 = performance.now()
      el.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, composed: true, cancelable: true }))
      await settle()
      if (i >= 20) key.push(performance.now() - t0)
      console.timeStamp(`seek-end key ${i}`)
      reached.push(el.seq)
    }
    const seqs = el.replay.events.map((event) => event.seq)
    const input = root.querySelector("input[type=range]")
    const scrub = []
    for (let i = 0; i < steps; i++) {
      const target = seqs[Math.floor(random() * seqs.length)]
      console.timeStamp(`seek-start scrub ${i}`)
      const t0 = performance.now()
      input.value = String(target)
      input.dispatchEvent(new Event("input", { bubbles: true, composed: true }))
      await settle()
      if (i >= 20) scrub.push(performance.now() - t0)
      console.timeStamp(`seek-end scrub ${i}`)
      reached.push(el.seq)
    }
    // The page's clock is coarsened, so stateAt is timed over many lookups of the same seqs.
    const REPEAT = 2000
    const t0 = performance.now()
    let sink = 0
    for (let r = 0; r < REPEAT; r++) for (const seq of reached) sink += el.replay.stateAt(seq).teams.length
    return { key, scrub, stateAtMs: (performance.now() - t0) / (REPEAT * reached.length), sink, events: seqs.length }
  }, STEPS)
  await cdp.send("Tracing.end")
  await traceDone
  await page.close()
  // Per seek: the main thread's CPU time between its marks, and the layouts run in between.
  const marks = new Map()
  for (const event of traced) {
    const message = event.name === "TimeStamp" ? event.args?.data?.message : undefined
    if (typeof message === "string" && message.startsWith("seek-")) marks.set(message, event)
  }
  const layouts = traced.filter((event) => event.name === "Layout" && event.ph === "X").map((event) => event.ts)
  const cpu = { key: [], scrub: [] }
  const layoutsPerSeek = { key: [], scrub: [] }
  for (const way of ["key", "scrub"]) {
    for (let i = 20; i < STEPS; i++) {
      const start = marks.get(`seek-start ${way} ${i}`)
      const end = marks.get(`seek-end ${way} ${i}`)
      if (start?.tts === undefined || end?.tts === undefined) continue
      cpu[way].push((end.tts - start.tts) / 1000)
      layoutsPerSeek[way].push(layouts.filter((ts) => ts > start.ts && ts < end.ts).length)
    }
  }
  return { ...result, cpu, layoutsPerSeek }
}
const seekRows = async () => {
  const rows = []
  for (const panel of (process.env.BENCH_VIEWER_PANELS ?? "events,board,timeline,stats,card").split(",")) {
    const run = await seekFromInput(panel)
    for (const [way, label] of [["key", "a key"], ["scrub", "the scrubber"]]) {
      const times = run[way]
      const cpu = run.cpu[way]
      const p50 = percentile(times, 50)
      const p95 = percentile(times, 95)
      const cpu95 = percentile(cpu, 95)
      const layouts = run.layoutsPerSeek[way]
      const meanLayouts = layouts.reduce((a, b) => a + b, 0) / Math.max(1, layouts.length)
      rows.push([
        `seek from ${label}, ${{ events: "Events tab", board: "Events tab and the board explained (overlay on)", timeline: "Timeline tab", stats: "Stats tab (so far)", card: "a player's card" }[panel]} open, ${times.length} seeks (${LARGEST.file}, ${run.events.toLocaleString("en")} events)`,
        `main-thread CPU p50 ${percentile(cpu, 50).toFixed(2)} ms, p95 ${cpu95.toFixed(2)} ms; wall p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`,
        `stateAt ${(run.stateAtMs * 1000).toFixed(2)} µs`,
        `${ratio(percentile(cpu, 50), run.stateAtMs)} at p50 (CPU)`,
        `${meanLayouts.toFixed(2)} layouts a seek (the one the measure forces included); wall max ${Math.max(...times).toFixed(2)} ms`,
        "p95 ≤ 16 ms",
        `${cpu95 <= 16 ? "met" : "missed"} in CPU time, ${p95 <= 16 ? "met" : "missed"} in wall time`
      ])
    }
  }
  return rows
}
if (SEEK_ONLY) {
  const load = loadavg()[0]
  const rows = await seekRows()
  for (const row of rows) console.log(`| ${row.join(" | ")} |`)
  console.log(`load average ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end; ${DIST ?? "this checkout's build"}`)
  await context.close()
  server.close()
  process.exit(0)
}

/** Milliseconds per call of `run`, from enough calls to take at least 200 ms. */
const timePerCall = (run) => {
  let calls = 0
  const t0 = performance.now()
  while (performance.now() - t0 < 200) {
    run()
    calls++
  }
  return (performance.now() - t0) / calls
}

// The engine's side of the timeline, in Node: timeline(replay) for the whole match of the page benchmarks.
const matchLog = decodeLogText(logs.get("/match.jsonl"))
const matchReplay = Replay.build(matchLog.header, matchLog.events).success
const engineTimelineMs = timePerCall(() => timeline(matchReplay))

/**
 * The stress timeline: simulated matches (seed after seed) played until their events add up to
 * STRESS_EVENTS, each laid out by the engine's timeline(), then put end to end on one axis: each
 * match's team turns, seqs and drives follow on from the one before. The lanes are the first
 * match's two teams; each match's score and casualties start again from nought.
 */
const stitch = (lines) => {
  const out = { teams: lines[0].teams, turns: [], halves: [], drives: [], touchdowns: [], injuries: [], turnovers: [], kickOffs: [], score: [], casualties: [], extent: 0, firstSeq: lines[0].firstSeq, lastSeq: 0 }
  let dx = 0
  let dseq = 0
  let drives = 0
  for (const line of lines) {
    const seq = (s) => s + dseq
    out.turns.push(...line.turns.map((t) => ({ ...t, slot: t.slot + dx, startSeq: seq(t.startSeq), endSeq: seq(t.endSeq) })))
    out.halves.push(...line.halves.map((h) => ({ ...h, start: h.start + dx, end: h.end + dx, startSeq: seq(h.startSeq) })))
    out.drives.push(...line.drives.map((d) => ({ ...d, drive: d.drive + drives, start: d.start + dx, end: d.end + dx, startSeq: seq(d.startSeq), endSeq: seq(d.endSeq) })))
    for (const kind of ["touchdowns", "injuries", "turnovers", "kickOffs", "score", "casualties"]) {
      out[kind].push(...line[kind].map((mark) => ({ ...mark, x: mark.x + dx, seq: seq(mark.seq) })))
    }
    dx += line.extent
    dseq += line.lastSeq
    drives += line.drives.length
  }
  return { ...out, extent: dx, lastSeq: dseq }
}
const stressLines = []
let stressEvents = 0
let stressEngineMs = 0
for (let seed = STRESS_SEED; stressEvents < STRESS_EVENTS; seed++) {
  const match = simulate({ seed, variant: bloodBowl })
  const replay = Replay.build(match.header, match.events).success
  const t0 = performance.now()
  stressLines.push(timeline(replay))
  stressEngineMs += performance.now() - t0
  stressEvents += match.events.length
}
const stress = stitch(stressLines)
const stressMarks = stress.touchdowns.length + stress.injuries.length + stress.turnovers.length + stress.kickOffs.length
/** Seqs spread evenly over the stress timeline, for timing timeAt. */
const stressSeqs = Array.from({ length: STEPS }, (_, i) => stress.firstSeq + Math.floor(((i + 0.5) / STEPS) * (stress.lastSeq - stress.firstSeq)))
const timeAtMs = timePerCall(() => {
  for (const seq of stressSeqs) timeAt(stress, seq)
}) / stressSeqs.length

/**
 * The engine's side of opening a log, in Node: decodeLogText, Replay.build and stateAt at the
 * replay's last event — what `sidelines replay --at end` does before printing. Median of ROUNDS.
 */
const engineOpenMs = (text) => {
  const t0 = performance.now()
  const log = decodeLogText(text)
  const replay = Replay.build(log.header, log.events).success
  replay?.stateAt(replay.events.at(-1)?.seq ?? 0)
  return performance.now() - t0
}

/**
 * Milliseconds from navigation start to the scoreboard painted (the frame after it rendered), and
 * to the progress bar's first frame on screen (null when the log opened before a frame showed it).
 */
const firstPaint = async (log) => {
  const page = await context.newPage()
  await page.addInitScript(() => {
    const watch = () => {
      const root = document.querySelector("bb-replay")?.shadowRoot
      if (root?.querySelector(".scoreboard") != null) return
      if (root?.querySelector("progress") != null) window.progressPaintedAt = performance.now()
      else requestAnimationFrame(watch)
    }
    requestAnimationFrame(watch)
  })
  await page.goto(`${base}/?log=${encodeURIComponent(log)}`)
  await page.waitForFunction(() => document.querySelector("bb-replay")?.shadowRoot?.querySelector(".scoreboard") != null, null, { timeout: 120_000, polling: "raf" })
  const result = await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => {
          const replay = document.querySelector("bb-replay")
          resolve({ ms: performance.now(), progress: window.progressPaintedAt ?? null, folded: replay.replay?.events.length ?? 0, decoded: replay.loaded?.log.events.length ?? 0 })
        })
      )
  )
  await page.close()
  return result
}

const opens = { big: [], small: [], match: [], longest: [], bigProgress: [] }
const engineOpens = { big: [], small: [], match: [], longest: [] }
let bigInfo
let matchInfo
let longestInfo
await firstPaint("/small.jsonl") // warm the browser's caches once
for (let round = 0; round < ROUNDS; round++) {
  opens.small.push((await firstPaint("/small.jsonl")).ms)
  bigInfo = await firstPaint("/big.jsonl")
  opens.big.push(bigInfo.ms)
  if (bigInfo.progress !== null) opens.bigProgress.push(bigInfo.progress)
  matchInfo = await firstPaint("/match.jsonl")
  opens.match.push(matchInfo.ms)
  longestInfo = await firstPaint("/longest.jsonl")
  opens.longest.push(longestInfo.ms)
  for (const [key, path] of [["small", "/small.jsonl"], ["big", "/big.jsonl"], ["match", "/match.jsonl"], ["longest", "/longest.jsonl"]]) engineOpens[key].push(engineOpenMs(logs.get(path)))
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

/**
 * The timeline in a page with the whole match open: a fresh <bb-timeline> of a set width, given a
 * replay (its timeline worked out in the page) or a ready timeline, timed from being set until it
 * has rendered and layout has run; then the cursor moved to random seqs, each timed until the
 * timeline has rendered and layout has run. Nothing else on the page re-renders.
 */
const timelineRun = async (given) => {
  const page = await context.newPage()
  await page.goto(`${base}/?log=${encodeURIComponent("/match.jsonl")}`)
  await page.waitForFunction(() => (document.querySelector("bb-replay")?.replay?.events.length ?? 0) > 0)
  const result = await page.evaluate(async ({ given, steps, width }) => {
    const replay = document.querySelector("bb-replay").replay
    const box = document.createElement("div")
    box.style.cssText = `position:absolute;left:0;top:0;width:${width}px;z-index:5`
    document.body.append(box)
    const timeline = document.createElement("bb-timeline")
    timeline.width = width
    const t0 = performance.now()
    if (given === null) timeline.replay = replay
    else timeline.timeline = given
    box.append(timeline)
    await timeline.updateComplete
    // The timeline is worked out in slices (one task each): on a busy machine, more than one.
    while (timeline.shadowRoot.querySelector("svg.timeline") === null) {
      await new Promise((resolve) => setTimeout(resolve, 0))
      await timeline.updateComplete
    }
    timeline.shadowRoot.querySelector("svg.timeline").getBoundingClientRect()
    const firstRender = performance.now() - t0
    const targets = timeline.shadowRoot.querySelectorAll("[data-target]").length
    const first = timeline.data.firstSeq
    const last = timeline.data.lastSeq
    let state = 1
    const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648)
    const cursor = timeline.shadowRoot.querySelector("g.cursor:not(.readout)")
    const updates = []
    for (let i = 0; i < steps; i++) {
      const seq = first + Math.floor(random() * (last - first + 1))
      const t = performance.now()
      timeline.seq = seq
      await timeline.updateComplete
      cursor.getBoundingClientRect()
      if (i >= 20) updates.push(performance.now() - t)
    }
    return { firstRender, targets, updates }
  }, { given, steps: STEPS, width: TIMELINE_WIDTH })
  await page.close()
  return result
}
const matchTimeline = []
const stressTimeline = []
await timelineRun(null) // warm-up
for (let round = 0; round < ROUNDS; round++) {
  matchTimeline.push(await timelineRun(null))
  stressTimeline.push(await timelineRun(stress))
}

/** A whole scrub step with the Timeline panel showing: the replay, pitch and timeline all render. */
const withTimeline = await (async () => {
  const page = await context.newPage()
  await page.goto(`${base}/?log=${encodeURIComponent("/match.jsonl")}`)
  await page.waitForFunction(() => (document.querySelector("bb-replay")?.replay?.events.length ?? 0) > 0)
  await page.locator("bb-replay [role=tab]", { hasText: "Timeline" }).click()
  await page.waitForFunction(() => document.querySelector("bb-replay").shadowRoot.querySelector("bb-timeline")?.shadowRoot?.querySelector("svg.timeline") != null)
  const render = await page.evaluate(async (steps) => {
    const el = document.querySelector("bb-replay")
    const seqs = el.replay.events.map((event) => event.seq)
    let state = 7
    const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648)
    const render = []
    for (let i = 0; i < steps; i++) {
      const t0 = performance.now()
      el.seekTo(seqs[Math.floor(random() * seqs.length)])
      await el.updateComplete
      for (const child of el.shadowRoot.querySelectorAll("bb-pitch, bb-event-log, bb-timeline")) await child.updateComplete
      el.shadowRoot.querySelector("bb-pitch").getBoundingClientRect()
      if (i >= 20) render.push(performance.now() - t0)
    }
    return render
  }, STEPS)
  await page.close()
  return render
})()
const fromInput = await seekRows()
await context.close()
server.close()

const renderP50 = percentile(scrub.render, 50)
const renderP95 = percentile(scrub.render, 95)
// The engine's open, in Node, for the same three texts: the side-by-side baseline of the first paints.
const engineOpen = { big: median(engineOpens.big), match: median(engineOpens.match), longest: median(engineOpens.longest), small: median(engineOpens.small) }
const openRow = (label, ms, engineMs, more) => [label, `${ms.toFixed(0)} ms`, `${engineMs.toFixed(1)} ms`, ratio(ms, engineMs), more, "", ""]
const bigProgress = opens.bigProgress.length === 0 ? null : median(opens.bigProgress)
const rows = [
  openRow(`open the ${BIG.toLocaleString("en")}-event synthetic log (not a legal match) to first paint`, median(opens.big), engineOpen.big, `${bigInfo.decoded.toLocaleString("en")} events decoded, ${bigInfo.folded.toLocaleString("en")} folded (the rules reject its first event); ×${(median(opens.big) / median(opens.small)).toFixed(1)} the sample's open`),
  [`the progress bar on screen while that log opens`, bigProgress === null ? "not seen" : `${bigProgress.toFixed(0)} ms`, "", "", `in ${opens.bigProgress.length} of ${ROUNDS} opens`, "", ""],
  openRow(`open a whole simulated match to first paint`, median(opens.match), engineOpen.match, `${matchInfo.folded.toLocaleString("en")} events decoded and folded; ×${(median(opens.match) / median(opens.small)).toFixed(1)} the sample's open`),
  openRow(`open the longest simulated match (${longest.header.variant}, ${LONGEST.mode}, seed ${LONGEST.seed}) to first paint`, median(opens.longest), engineOpen.longest, `${longestInfo.folded.toLocaleString("en")} events decoded and folded; ×${(median(opens.longest) / median(opens.small)).toFixed(1)} the sample's open`),
  openRow("open the 56-event sample to first paint", median(opens.small), engineOpen.small, "what the page costs before any log work"),
  [`scrub step, ${scrub.render.length} random seeks (${scrub.events.toLocaleString("en")}-event match)`, `p50 ${renderP50.toFixed(2)} ms, p95 ${renderP95.toFixed(2)} ms`, `stateAt ${(scrub.stateAtMs * 1000).toFixed(2)} µs`, `${ratio(renderP50, scrub.stateAtMs)} at p50, ${ratio(renderP95, scrub.stateAtMs)} at p95`, `max ${Math.max(...scrub.render).toFixed(2)} ms; stateAt in the same page, same seqs`, "p95 ≤ 16 ms", renderP95 <= 16 ? "met" : "missed"]
]
const all = (runs, key) => runs.flatMap((run) => run[key])
const firstRenders = (runs) => runs.map((run) => run.firstRender)
const cursorRow = (label, runs) => {
  const updates = all(runs, "updates")
  const p95 = percentile(updates, 95)
  const p50 = percentile(updates, 50)
  return [label, `p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`, `timeAt ${(timeAtMs * 1000).toFixed(2)} µs`, `${ratio(p50, timeAtMs)} at p50`, `max ${Math.max(...updates).toFixed(2)} ms over ${updates.length} moves; timeAt(seq), the cursor's x, on the stress timeline in Node`, "p95 ≤ 4 ms", p95 <= 4 ? "met" : "missed"]
}
const withTimelineP95 = percentile(withTimeline, 95)
const matchFirst = median(firstRenders(matchTimeline))
const stressFirst = median(firstRenders(stressTimeline))
rows.push(
  [`timeline first render, the whole match (${matchInfo.folded.toLocaleString("en")} events, ${matchTimeline[0].targets} drives and marks)`, `${matchFirst.toFixed(1)} ms`, `timeline() ${engineTimelineMs.toFixed(2)} ms`, ratio(matchFirst, engineTimelineMs), "includes the engine's timeline() in the page; the baseline is timeline(replay) in Node", "", ""],
  [`timeline first render, stress: ${stressLines.length} simulated matches stitched (${stressEvents.toLocaleString("en")} events, ${stress.turns.length.toLocaleString("en")} team turns, ${stressMarks.toLocaleString("en")} marks)`, `${stressFirst.toFixed(1)} ms`, `timeline() ${stressEngineMs.toFixed(1)} ms`, ratio(stressFirst, stressEngineMs), `${stressTimeline[0].targets.toLocaleString("en")} drives and marks drawn (stunned hidden); the baseline is timeline(replay) of those ${stressLines.length} matches in Node`, "", ""],
  cursorRow(`timeline cursor update per scrub step, the whole match`, matchTimeline),
  cursorRow(`timeline cursor update per scrub step, stress timeline`, stressTimeline),
  [`scrub step with the Timeline panel open, ${withTimeline.length} random seeks`, `p50 ${percentile(withTimeline, 50).toFixed(2)} ms, p95 ${withTimelineP95.toFixed(2)} ms`, `stateAt ${(scrub.stateAtMs * 1000).toFixed(2)} µs`, `${ratio(percentile(withTimeline, 50), scrub.stateAtMs)} at p50`, `max ${Math.max(...withTimeline).toFixed(2)} ms`, "p95 ≤ 16 ms", withTimelineP95 <= 16 ? "met" : "missed"],
  ...fromInput
)
const cpu = cpus()[0]?.model ?? "unknown CPU"
const table = [
  `Headless Chromium (${CHROMIUM}), 1400×900; medians of ${ROUNDS} opens after a warm-up. ${cpu}, ${cpus().length} cores, load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end (other jobs on the machine slow every row, viewer and engine alike), ${new Date().toISOString().slice(0, 10)}.`,
  "",
  "| measure | viewer | engine baseline | viewer ÷ engine | more | target | result |",
  "| --- | --- | --- | --- | --- | --- | --- |",
  ...rows.map((row) => `| ${row.join(" | ")} |`),
  "",
  "How the page's main thread fares while a very long log opens (the fold on the page in short slices, against the build that folded in the worker and posted every state in one message) is `scripts/bench-open.mjs`'s section.",
  "",
  "Each row puts the viewer's time beside the engine doing the same reading without drawing: for an open, `decodeLogText`, `Replay.build` and `stateAt` at the last event in Node (what `sidelines replay --at end` does before printing), timed in the same rounds as the viewer's opens; for a scrub step, `stateAt` for the same seqs in the same page; for the timeline, `timeline()` and `timeAt()`. The ratio is the viewer's time over the engine's. The progress bar row is when the bar was first on screen, from navigation start.",
  "",
  `The 50k-event log is \`scripts/synthetic-log.mjs\`: every line decodes, but its events are a random mix, not a legal match, so the engine stops at its first event (a rule violation) and that open time is decoding plus the first render; its fold measures nothing. We know of no legal log of 50k events and could not build one cheaply (the simulator's matches cannot be concatenated: a log is one match), and we believe none exists: a match has a fixed number of team turns (16 a team a half in Blood Bowl, 8 a team a half for BlightBowl's four teams, plus extra time where played), each player acts at most once a team turn, and an action is a bounded number of events (a move is one event a square, with its dodge and rush rolls and at most a few re-rolls), so by our rough count even a match where every player ran his full movement with a roll on every square in every team turn stays in the low tens of thousands, and real and simulated matches have one to three thousand. So the legal long log measured is the longest the simulator has played: ${longest.header.variant} (${LONGEST.mode}), seed ${LONGEST.seed}, ${longest.events.length.toLocaleString("en")} events, the longest of seeds 1–30 of Blood Bowl and of BlightBowl's allies and free-for-all modes. ` +
    "A scrub step is timed from `seekTo` until `<bb-replay>`, `<bb-pitch>` and `<bb-event-log>` have rendered and layout has run; painting is not included. The first open after a launch is a warm-up and not counted. " +
    `A seek from input is timed on the bundled log with the most events (${LARGEST.file}) from the input event itself — a keydown on the focused \`<bb-replay>\` (a reader's mix: mostly → , some ←, ↑/↓ by team turn, N/P by highlight, Page Down by drive; Home at the end), or an \`input\` event on the scrubber set to a random event — until the replay, the pitch, the event log and, with its tab open, the timeline have rendered and a layout has run (${STEPS} of each, the first 20 not counted); painting is not included.`,
  "",
  `The timeline rows time a fresh \`<bb-timeline>\` ${TIMELINE_WIDTH} px wide on the viewer's page: its first render runs from setting its data until it has rendered and layout has run (medians of ${ROUNDS} pages); a cursor update from setting \`seq\` to a random event until it has rendered and layout has run (${STEPS} moves a page, the first 20 not counted), with nothing else on the page re-rendering. The whole match is the page's own replay, so its first render includes the engine's \`timeline()\` in the page. A legal single match has about a thousand events, so the stress timeline is built honestly from ${stressLines.length} matches simulated by \`packages/sim\` (seeds ${STRESS_SEED}–${STRESS_SEED + stressLines.length - 1}, random rosters), each laid out by the engine's \`timeline()\` in Node and put end to end on one axis (team turns, seqs and drives numbered on from the match before; the two lanes are named after the first match's teams; each match's score starts again from nought); it is passed to the element as data, so its first render is the viewer's work alone. The last row is a whole scrub step with the Timeline panel showing: \`seekTo\` until the replay, the pitch, the (hidden, so hardly drawn) event log and the timeline have rendered and layout has run. The page's clock ticks in steps of 0.1 ms, which bounds how finely the cursor's updates are timed.`
].join("\n")
console.log(table)
console.log(`(checksum ${scrub.sink})`)
const section = `${START}\n## Viewer: open, scrub and the timeline in Chromium\n\n\`node scripts/bench-viewer.mjs\` (run by \`npm run bench\`).\n\n${table}\n${END}`
let doc = existsSync(OUTPUT) ? readFileSync(OUTPUT, "utf8") : "# Benchmarks\n"
doc = doc.includes(START) ? doc.replace(new RegExp(`${START}[\\s\\S]*?${END}`), section) : `${doc.trimEnd()}\n\n${section}\n`
writeFileSync(OUTPUT, doc)

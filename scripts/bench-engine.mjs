// Engine benchmark: fold throughput, Replay.build time and heap, and stateAt latency, each
// side by side with a baseline measured in the same run.
//
//   npm run bench                                  # builds, then runs this after the decode bench
//   node --expose-gc scripts/bench-engine.mjs      # after `npm run build`
//   BENCH_MIN_EVENTS=200000 node --expose-gc scripts/bench-engine.mjs
//
// The logs are whole matches played by the simulator (legal by construction). One legal Blood
// Bowl match has at most a few thousand events (16 team turns a half), so the ">= 100k events"
// corpus is many matches: throughput and build figures are for the whole corpus, and the heap
// figure is for keeping every replay of it at once.
//
// Baselines:
//   - refold: seeking by folding from the start of the match up to the seq, every time
//   - deep copy: keeping one structuredClone of the state per event instead of shared structure
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { cpus } from "node:os"
import { fileURLToPath } from "node:url"
import { serialize, deserialize } from "node:v8"
import { loadavg } from "node:os"
import { buildMatch, initialState, KEEP_ALL_UP_TO, KEEP_EVERY, matchOf, matchStats, Replay, timeline, transition } from "../packages/engine/dist/index.js"
import { bloodBowl } from "../packages/engine/dist/variants/blood-bowl/index.js"
import { simulate } from "../packages/sim/dist/index.js"
import { decodeLogText } from "../packages/schema/dist/index.js"
import { foldInputs, foldWith, REAL_DIR } from "./fold-inputs.mjs"
import { longLog } from "./long-log.mjs"

const MIN_EVENTS = Number(process.env.BENCH_MIN_EVENTS ?? 100_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const SEEKS = Number(process.env.BENCH_SEEKS ?? 10_000)
const REFOLD_SEEKS = Number(process.env.BENCH_REFOLD_SEEKS ?? 200)
// The one long log the long-log seek row reads (issue 25: seek p99 ≤ 50 µs on 100k events).
const LONG_EVENTS = Number(process.env.BENCH_LONG_EVENTS ?? 100_000)
const OUTPUT = fileURLToPath(new URL("../BENCHMARKS.md", import.meta.url))
const START = "<!-- bench:engine:start -->"
const END = "<!-- bench:engine:end -->"
const gc = globalThis.gc ?? (() => {})
const started = performance.now()
const loadBefore = loadavg()
// Per log: each log folded in rounds of at least this many events, after every log's warm-up.
const PER_LOG_EVENTS = Number(process.env.BENCH_PER_LOG_EVENTS ?? 20_000)

// ---- the corpus ----
const corpus = []
let total = 0
let skipped = 0
const simulationStarted = performance.now()
for (let seed = 1; total < MIN_EVENTS; seed++) {
  try {
    const match = simulate({ seed, variant: bloodBowl })
    corpus.push(match)
    total += match.events.length
  } catch (error) {
    // A seed that reaches a rule the engine does not fold yet (Prayers to Nuffle), or an optional
    // choice the simulator cannot decline yet, is left out and counted.
    if (!/does not fold|no legal decision/.test(String(error.message))) throw error
    skipped++
  }
}
const simulationMs = performance.now() - simulationStarted
const largest = corpus.reduce((a, b) => (b.events.length > a.events.length ? b : a))
// The largest bundled log, in events and bytes.
const logsDir = new URL("../logs/", import.meta.url)
const bundled = readdirSync(logsDir).filter((f) => f.endsWith(".jsonl")).map((f) => {
  const text = readFileSync(new URL(f, logsDir), "utf8")
  return { file: f, bytes: Buffer.byteLength(text), events: text.trimEnd().split("\n").length - 1 }
}).sort((a, b) => b.events - a.events)

// ---- helpers ----
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
const heapMB = () => {
  gc()
  gc()
  return process.memoryUsage().heapUsed / 1e6
}
const matches = corpus.map(({ header, events }) => ({ match: buildMatch(header, bloodBowl), header, events }))

// ---- fold throughput: the pure transition loop, no state kept ----
const foldAll = () => {
  for (const { match, events } of matches) {
    let state = initialState(match)
    for (const event of events) {
      const next = transition(match, state, event)
      if (next._tag === "Failure") throw new Error(next.failure.message)
      state = next.success
    }
  }
}
foldAll()
const foldTimes = []
for (let r = 0; r < ROUNDS; r++) {
  const t = performance.now()
  foldAll()
  foldTimes.push(performance.now() - t)
}
const foldMs = median(foldTimes)

// ---- fold throughput per log: every bundled log, and the real FUMBBL replays when ../shared is present ----
// What users open, not only the simulator's plain Blood Bowl: each variant's and stadium's rules run
// here. The engine is warm from the corpus; every log is folded 20 times more before any is timed
// (a variant's own code warms up too), then each is timed, in turns: rounds of whole folds of at
// least PER_LOG_EVENTS events, the median round, in CPU time.
const inputs = (await foldInputs()).map((input) => ({ ...input, match: matchOf(input.header).success }))
const foldOne = foldWith({ initialState, transition })
for (let r = 0; r < 20; r++) for (const input of inputs) foldOne(input)
// CPU time (user + system) of the process rather than the wall clock: on a machine shared with other
// jobs the wall clock counts their time too (the corpus row below is timed the same way, to compare).
const cpuMs = (run) => {
  const before = process.cpuUsage()
  run()
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1000
}
// No collection is forced before a timed round (these rounds once began with gc()): a forced full
// collection frees the optimised code of the rules' short-lived closures (the callbacks of their
// filters and finds, made anew on every call), so the next round ran them unoptimised and
// recompiled them: the corpus's fold, already warm, took ×1.46 as long with gc() before each round
// (221 against 151 ms), with 195 functions optimised again in 7 rounds against 5. A fold meets no
// such collection.
// The logs are timed in turns, a round of each in every pass: timed one after another, each log's
// rounds would run on code the rounds of the logs before it had warmed further.
const timeLogs = () => {
  const folds = inputs.map((input) => Math.max(1, Math.ceil(PER_LOG_EVENTS / input.events.length)))
  const times = inputs.map(() => [])
  for (let r = 0; r < ROUNDS; r++) {
    inputs.forEach((input, i) => times[i].push(cpuMs(() => {
      for (let f = 0; f < folds[i]; f++) foldOne(input)
    }) / folds[i]))
  }
  return times.map(median)
}
const timeCorpus = () => median(Array.from({ length: ROUNDS }, () => cpuMs(foldAll)))
const perLog = timeLogs().map((ms, i) => ({ name: inputs[i].name, events: inputs[i].events.length, ms, perSecond: (inputs[i].events.length / ms) * 1000 }))
const corpusCpuMs = timeCorpus()

// ---- Replay.build, shared structure ----
// As built: these matches are short (under KEEP_ALL_UP_TO events), so each keeps every state.
// Beside it, rounds alternating, the same matches kept as a long log is: a state every
// KEEP_EVERY events from the first (keepAllUpTo 0).
const buildAll = () => corpus.map(({ header, events }) => Replay.build(header, events).success)
const buildAllSpaced = () => corpus.map(({ header, events }) => Replay.build(header, events, { keepAllUpTo: 0 }).success)
buildAll()
buildAllSpaced()
const buildTimes = []
const spacedTimes = []
for (let r = 0; r < ROUNDS; r++) {
  for (const [build, times] of r % 2 === 0 ? [[buildAll, buildTimes], [buildAllSpaced, spacedTimes]] : [[buildAllSpaced, spacedTimes], [buildAll, buildTimes]]) {
    const t = performance.now()
    build()
    times.push(performance.now() - t)
  }
}
const buildMs = median(buildTimes)
const spacedMs = median(spacedTimes)
let heapBefore = heapMB()
let replays = buildAllSpaced()
const spacedHeap = heapMB() - heapBefore
replays = null
heapBefore = heapMB()
replays = buildAll()
const buildHeap = heapMB() - heapBefore

// ---- handing a log to the page ----
// The page folds; the worker only decodes and posts the decoded events, one JSON text per slice
// with their line numbers (viewer/src/model/handover.ts packItems/unpackItems). The worker pays
// the stringify and the message's serialize; the page pays the message's deserialize (postMessage
// is v8's structured clone) and the JSON.parse. Measured here for the corpus's events, beside
// Replay.build of the same events; bench-open measures the same hand-over in Chromium.
const handOverParts = { serialize: [], deserialize: [] }
for (let r = 0; r < ROUNDS; r++) {
  let t = performance.now()
  const wires = replays.map((r) => serialize({ events: JSON.stringify(r.events), lines: Int32Array.from(r.events, (_, i) => i + 2), others: [] }))
  handOverParts.serialize.push(performance.now() - t)
  t = performance.now()
  for (const wire of wires) {
    const message = deserialize(wire)
    const events = JSON.parse(message.events)
    const items = []
    for (let i = 0; i < events.length; i++) items.push({ _tag: "Event", line: message.lines[i], event: events[i] })
  }
  handOverParts.deserialize.push(performance.now() - t)
}
const serializeMs = median(handOverParts.serialize)
const deserializeMs = median(handOverParts.deserialize)

// ---- the timeline and stats views, read from every replay ----
/** The timeline and match stats of every replay, ROUNDS times: the median round's ms. */
const timeAnalysis = (replays) => {
  const times = []
  for (let r = 0; r < ROUNDS; r++) {
    const t = performance.now()
    for (const replay of replays) {
      timeline(replay)
      matchStats(replay)
    }
    times.push(performance.now() - t)
  }
  return median(times)
}
const analysisMs = timeAnalysis(replays)

// ---- baseline: a deep copy of the state per event ----
const deepCopyAll = () =>
  matches.map(({ match, events }) => {
    let state = initialState(match)
    const states = []
    for (const event of events) {
      state = transition(match, state, event).success
      states.push(structuredClone(state))
    }
    return states
  })
const copyTimes = []
for (let r = 0; r < Math.max(1, Math.min(ROUNDS, 3)); r++) {
  const t = performance.now()
  deepCopyAll()
  copyTimes.push(performance.now() - t)
}
const copyMs = median(copyTimes)
replays = null
const copyHeapBefore = heapMB()
// The copies are kept while the heap is measured, then let go before the replays are built again.
const copies = deepCopyAll()
const copyHeap = heapMB() - copyHeapBefore
copies.length = 0
replays = buildAll()

// ---- stateAt at random seqs ----
let seed = 12345
const random = (n) => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
  return seed % n
}
let checksum = 0
/** SEEKS random events of random replays. */
const seeksIn = (replays) =>
  Array.from({ length: SEEKS }, () => {
    const replay = replays[random(replays.length)]
    return { replay, seq: replay.events[random(replay.events.length)].seq }
  })
/** The seeks, after the same seeks once untimed: µs each. */
const timeSeeks = (seeks) => {
  for (const { replay, seq } of seeks) replay.stateAt(seq)
  const times = []
  for (const { replay, seq } of seeks) {
    const t = process.hrtime.bigint()
    const state = replay.stateAt(seq)
    times.push(Number(process.hrtime.bigint() - t) / 1000)
    checksum += state.seq
  }
  return times
}
const seeks = seeksIn(replays)
const seekTimes = timeSeeks(seeks)
// One long log of LONG_EVENTS events (scripts/long-log.mjs, legal), which keeps a state every
// KEEP_EVERY events as any log over KEEP_ALL_UP_TO does: a seek folds up to KEEP_EVERY events again.
const longText = longLog(LONG_EVENTS).text
const long = decodeLogText(longText)
const longReplay = Replay.build(long.header, long.events).success
if (longReplay.violation !== null || longReplay.every !== KEEP_EVERY) throw new Error(`the long log did not fold as a long log is kept (every ${longReplay.every})`)
const longSeekTimes = timeSeeks(seeksIn([longReplay]))
// The corpus kept as a long log is: reading every state (the timeline, the stats) folds each match again.
const spacedAnalysisMs = timeAnalysis(buildAllSpaced())
// Timer overhead, measured the same way around nothing, for reference.
const emptyTimes = []
for (let i = 0; i < SEEKS; i++) {
  const t = process.hrtime.bigint()
  emptyTimes.push(Number(process.hrtime.bigint() - t) / 1000)
}

// ---- baseline: refold from the start for each seek ----
const refoldTimes = []
for (const { replay, seq } of seeks.slice(0, REFOLD_SEEKS)) {
  const t = process.hrtime.bigint()
  const { match, events } = { match: replay.match, events: replay.events }
  let state = initialState(match)
  for (const event of events) {
    state = transition(match, state, event).success
    if (event.seq === seq) break
  }
  refoldTimes.push(Number(process.hrtime.bigint() - t) / 1000)
  checksum += state.seq
}

// ---- the same at steady state, in a process of its own (scripts/fold-steady.mjs) ----
// A fold of a few logs in a fresh process runs mostly in V8's first tiers: the rules are many
// functions, each optimised only once it has run enough, and rounds after 20 warm-up folds still
// pay for compiling the long tail (the optimising compiler busy on its own thread, in the CPU time).
// Throughput is the figure once that has settled. It is taken in a process that does nothing else:
// here, after the deep copies and builds above, the same warm fold ran slower than after 20 folds.
const STEADY_FOLDS = Number(process.env.BENCH_STEADY_FOLDS ?? 80)
const steadyRun = spawnSync(process.execPath, [fileURLToPath(new URL("fold-steady.mjs", import.meta.url))], { encoding: "utf8", env: { ...process.env, BENCH_STEADY_FOLDS: String(STEADY_FOLDS), BENCH_ROUNDS: String(ROUNDS), BENCH_PER_LOG_EVENTS: String(PER_LOG_EVENTS), BENCH_MIN_EVENTS: String(MIN_EVENTS) } })
if (steadyRun.status !== 0) throw new Error(`scripts/fold-steady.mjs failed: ${steadyRun.stderr}`)
const steady = JSON.parse(steadyRun.stdout.trim().split("\n").at(-1))
const steadyByName = new Map(steady.logs.map((log) => [log.name, log.ms]))
const steadyMs = inputs.map((input) => steadyByName.get(input.name) ?? NaN)
const steadyCorpusMs = steady.corpus.ms

// ---- cold: each bundled log's first fold, in a process of its own ----
const coldMs = new Map()
for (const input of inputs.filter((i) => i.name.startsWith("logs/"))) {
  const run = spawnSync(process.execPath, [fileURLToPath(new URL("fold-cold.mjs", import.meta.url)), fileURLToPath(new URL(`../${input.name}`, import.meta.url))], { encoding: "utf8" })
  const ms = Number(/cold fold: ([\d.]+) ms/.exec(run.stdout)?.[1])
  // A run that failed says so in its cell rather than leaving it blank.
  coldMs.set(input.name, run.status === 0 && Number.isFinite(ms) ? ms : NaN)
}

// ---- report ----
const eventsPerSecond = (total / foldMs) * 1000
const per100k = (ms) => (ms * 100_000) / total
const rows = [
  ["fold (pure transition loop)", `${foldMs.toFixed(0)} ms`, `${(eventsPerSecond / 1e6).toFixed(2)} M events/s`, "≥ 1 M events/s", eventsPerSecond >= 1e6 ? "met" : "missed"],
  ["Replay.build (these short matches keep every state)", `${buildMs.toFixed(0)} ms (${per100k(buildMs).toFixed(0)} ms per 100k events)`, `heap ${buildHeap.toFixed(0)} MB (${((buildHeap * 100_000) / total).toFixed(0)} MB per 100k)`, "≤ 300 ms, ≤ 200 MB per 100k", per100k(buildMs) <= 300 && (buildHeap * 100_000) / total <= 200 ? "met" : "missed"],
  [`Replay.build keeping a state every ${KEEP_EVERY} events, as a log over ${KEEP_ALL_UP_TO.toLocaleString("en")} events is kept`, `${spacedMs.toFixed(0)} ms (${per100k(spacedMs).toFixed(0)} ms per 100k events)`, `heap ${spacedHeap.toFixed(0)} MB (${((spacedHeap * 100_000) / total).toFixed(0)} MB per 100k)`, "≤ 300 ms, ≤ 200 MB per 100k", `${per100k(spacedMs) <= 300 && (spacedHeap * 100_000) / total <= 200 ? "met" : "missed"}: ×${(spacedMs / buildMs).toFixed(2)} the time, ×${(spacedHeap / buildHeap).toFixed(2)} the heap of every state`],
  ["hand the decoded log to the page (worker: stringify + serialize; page: deserialize + parse)", `worker ${serializeMs.toFixed(0)} ms + page ${deserializeMs.toFixed(0)} ms`, "", "≤ Replay.build", `${serializeMs + deserializeMs <= buildMs ? "met" : "missed"}: the page's part is ×${(deserializeMs / buildMs).toFixed(2)} Replay.build; the page folds, so no state crosses`],
  ["timeline + matchStats of every replay", `${analysisMs.toFixed(0)} ms (${per100k(analysisMs).toFixed(0)} ms per 100k events)`, "", "", `×${(analysisMs / buildMs).toFixed(2)} Replay.build`],
  ["baseline: deep copy per event", `${copyMs.toFixed(0)} ms`, `heap ${copyHeap.toFixed(0)} MB`, "", `build ×${(copyMs / buildMs).toFixed(1)} slower, ×${(copyHeap / buildHeap).toFixed(1)} more heap`],
  ["stateAt, 10k random seqs", `p50 ${percentile(seekTimes, 50).toFixed(2)} µs, p99 ${percentile(seekTimes, 99).toFixed(2)} µs`, `(timer alone: p50 ${percentile(emptyTimes, 50).toFixed(2)} µs)`, "p99 ≤ 50 µs", percentile(seekTimes, 99) <= 50 ? "met" : "missed"],
  [`stateAt, 10k random seqs of one ${longReplay.length.toLocaleString("en")}-event log (a state kept every ${KEEP_EVERY} events)`, `p50 ${percentile(longSeekTimes, 50).toFixed(2)} µs, p99 ${percentile(longSeekTimes, 99).toFixed(2)} µs`, "", "p99 ≤ 50 µs", percentile(longSeekTimes, 99) <= 50 ? "met" : "missed"],
  [`timeline + matchStats of every replay, a state kept every ${KEEP_EVERY} events`, `${spacedAnalysisMs.toFixed(0)} ms (${per100k(spacedAnalysisMs).toFixed(0)} ms per 100k events)`, "", "", `×${(spacedAnalysisMs / analysisMs).toFixed(1)} with every state`],
  ["simulate (coach + rules, whole matches)", `${(simulationMs / 1000).toFixed(1)} s for ${corpus.length + skipped} matches`, `${(((corpus.length + skipped) / simulationMs) * 1000).toFixed(1)} matches/s`, "", ""],
  ["largest bundled log", bundled[0] === undefined ? "none" : `logs/${bundled[0].file}`, bundled[0] === undefined ? "" : `${bundled[0].events.toLocaleString("en")} events, ${bundled[0].bytes.toLocaleString("en")} bytes`, "", ""],
  [`baseline: refold from the start, ${REFOLD_SEEKS} seeks`, `p50 ${percentile(refoldTimes, 50).toFixed(0)} µs, p99 ${percentile(refoldTimes, 99).toFixed(0)} µs`, "", "", `stateAt ×${(percentile(refoldTimes, 50) / percentile(seekTimes, 50)).toFixed(0)} faster at p50`]
]
const cpu = cpus()[0]?.model ?? "unknown CPU"
const loadAfter = loadavg()
const perLogEvents = perLog.reduce((n, row) => n + row.events, 0)
const perLogMs = perLog.reduce((n, row) => n + row.ms, 0)
const steadyEvents = inputs.reduce((n, input) => n + input.events.length, 0)
const steadyTotalMs = steadyMs.reduce((n, ms) => n + ms, 0)
const rate = (events, ms) => (events / ms) * 1000
const cell = (events, ms) => `${((ms * 1000) / events).toFixed(2)} µs, ${(rate(events, ms) / 1e6).toFixed(2)} M/s`
const cold = (name) => (!coldMs.has(name) ? "" : Number.isNaN(coldMs.get(name)) ? "failed" : `${coldMs.get(name).toFixed(0)} ms`)
const perLogRows = [
  ...perLog.map((row, i) => [row.name, row.events.toLocaleString("en"), cell(row.events, row.ms), cell(row.events, steadyMs[i]), cold(row.name), rate(row.events, steadyMs[i]) >= 1e6 ? "met" : "missed"]),
  ["**all of them, one after another**", perLogEvents.toLocaleString("en"), cell(perLogEvents, perLogMs), cell(steadyEvents, steadyTotalMs), "", rate(steadyEvents, steadyTotalMs) >= 1e6 ? "met" : "missed"],
  ["the simulated corpus (the fold row above, in CPU time)", total.toLocaleString("en"), cell(total, corpusCpuMs), cell(total, steadyCorpusMs), "", rate(total, steadyCorpusMs) >= 1e6 ? "met" : "missed"]
]
const realNote = existsSync(REAL_DIR) ? "the real FUMBBL replays of ../shared/real-logs/fumbbl imported with `importReplay(…, { verify: true })` and folded with `trustClaims`, as the CLI and the viewer fold them" : "no real FUMBBL replays: ../shared is absent"
const table = [
  `Corpus: ${corpus.length} simulated Blood Bowl matches (seeds 1–${corpus.length + skipped}, ${skipped} left out for rules not folded yet), ${total.toLocaleString("en")} events; largest match ${largest.events.length.toLocaleString("en")} events. Medians of ${ROUNDS} rounds after a warm-up. Node ${process.version}, ${cpu}, ${new Date().toISOString().slice(0, 10)}.`,
  "",
  "| measure | time | more | target | result |",
  "| --- | --- | --- | --- | --- |",
  ...rows.map((row) => `| ${row.join(" | ")} |`),
  "",
  "One legal match cannot reach 100k events (it has 32 team turns), so the 100k-event corpus is many matches; heap is for all their replays kept at once.",
  "",
  `### Fold per log`,
  "",
  `Every bundled log of logs/ (each variant's and stadium's rules), and ${realNote}. The engine warm from the corpus and every log folded 20 times more before any is timed; then each log, ${ROUNDS} rounds of whole folds (at least ${PER_LOG_EVENTS.toLocaleString("en")} events a round), the median round, in the process's CPU time (user + system: other jobs on a shared machine stretch it far less than the wall clock; the table above is wall-clock), no collection forced between rounds (one frees the optimised code of the rules' closures, which the next round then compiles again). Then the same in a process that does nothing else (\`scripts/fold-steady.mjs\`), once every log has been folded ${STEADY_FOLDS} times and the corpus ${Math.ceil(STEADY_FOLDS / 4)} times (steady: V8 has optimised the rules' long tail by then; after 20 folds it is still compiling it, on a thread of its own that the CPU time counts). Cold is the log's first fold in a fresh process, the engine loaded but never run (\`scripts/fold-cold.mjs\`, CPU time, one run each, decoding not counted): the fold's part of opening one match. The logs are timed in turns, a round of each per pass. The steady figures come from their own process: in this one, after the deep copies and builds above, the same warm fold runs slower. Target ≥ 1 M events/s on each, read at steady state.`,
  "",
  `| log | events | after 20 folds of every log | steady (after ${STEADY_FOLDS}, own process) | cold: its first fold in a fresh process | ≥ 1 M/s (steady) |`,
  "| --- | ---: | ---: | ---: | ---: | --- |",
  ...perLogRows.map((row) => `| ${row.join(" | ")} |`),
  "",
  `Load average (1, 5, 15 min) ${loadBefore.map((l) => l.toFixed(1)).join(", ")} at the start and ${loadAfter.map((l) => l.toFixed(1)).join(", ")} at the end, on ${cpus().length} logical cores: other jobs on the machine slow every row.`
].join("\n")
console.log(table)
console.log(`(checksum ${checksum}; ${((performance.now() - started) / 1000).toFixed(1)} s)`)

const section = `${START}\n## Engine: fold, replay build, seek\n\n\`node --expose-gc scripts/bench-engine.mjs\` (run by \`npm run bench\`).\n\n${table}\n${END}`
let doc = existsSync(OUTPUT) ? readFileSync(OUTPUT, "utf8") : "# Benchmarks\n"
doc = doc.includes(START) ? doc.replace(new RegExp(`${START}[\\s\\S]*?${END}`), section) : `${doc.trimEnd()}\n\n${section}\n`
writeFileSync(OUTPUT, doc)

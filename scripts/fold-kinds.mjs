// Where the fold's time goes by kind of event, and what the order of events costs (issue 25).
// Every event of the bundled logs and the real FUMBBL replays (scripts/fold-inputs.mjs) is folded
// again from the state before it, which the first fold kept, so no rule sees anything but what the
// fold saw:
//   - by kind: all events of one kind back to back, µs an event and the kind's share of the time;
//   - by order: every event, in log order (as a fold meets them), and sorted by kind.
// Sorted by kind, the same handlers, property shapes and branches run event after event; in log
// order they change from one event to the next. This does not isolate what that variety costs: the
// feedback V8 gathered while the first fold ran in log order stays for both orders, and the kept
// states lie in memory in log order, which favours it. What it gives is how much reordering alone
// would change, and per kind, where the time is. Wall-clock time, warm.
//
//   npm run build && node scripts/fold-kinds.mjs
//   FOLD_KINDS_TOP=40 (rows shown), FOLD_KINDS_WORK=20000 (events timed per kind, at least)
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { foldInputs } from "./fold-inputs.mjs"
import { root } from "./base-build.mjs"

const TOP = Number(process.env.FOLD_KINDS_TOP ?? 25)
const WORK = Number(process.env.FOLD_KINDS_WORK ?? 20_000)
const engine = await import(pathToFileURL(join(root, "packages/engine/dist/index.js")).href)

/** [match, state before, event, options] for every event the rules accept, in log order. */
const moments = []
for (const { header, events, options } of await foldInputs()) {
  const match = engine.matchOf(header).success
  let state = engine.initialState(match)
  for (const event of events) {
    const next = engine.transition(match, state, event, options)
    if (next._tag === "Failure") break
    moments.push([match, state, event, options])
    state = next.success
  }
}
const kindOf = (event) => (event._tag === "DiceRolled" ? `DiceRolled ${event.for}` : event._tag)

/** µs an event, folding the list `rounds` times after 3 warm-up rounds. */
const time = (list, rounds) => {
  const run = () => {
    for (let i = 0; i < list.length; i++) {
      const [match, state, event, options] = list[i]
      engine.transition(match, state, event, options)
    }
  }
  for (let r = 0; r < 3; r++) run()
  const started = process.hrtime.bigint()
  for (let r = 0; r < rounds; r++) run()
  return Number(process.hrtime.bigint() - started) / 1e3 / rounds / list.length
}

const byKind = new Map()
for (const moment of moments) {
  const kind = kindOf(moment[2])
  if (!byKind.has(kind)) byKind.set(kind, [])
  byKind.get(kind).push(moment)
}
const rows = [...byKind].map(([kind, list]) => {
  const us = time(list, Math.max(3, Math.ceil(WORK / list.length)))
  return { kind, count: list.length, us, total: us * list.length }
})
const total = rows.reduce((sum, row) => sum + row.total, 0)
rows.sort((a, b) => b.total - a.total)
console.log(`${moments.length.toLocaleString("en")} events of ${byKind.size} kinds; each kind folded back to back (warm):\n`)
console.log("| kind | events | µs an event | share of the time |\n| --- | ---: | ---: | ---: |")
for (const row of rows.slice(0, TOP)) console.log(`| ${row.kind} | ${row.count.toLocaleString("en")} | ${row.us.toFixed(2)} | ${((row.total / total) * 100).toFixed(1)}% |`)

// The two orders alternate, so neither gets the JIT's later work alone (a process's history moves
// these figures more than the load does); the median of each.
const sorted = rows.flatMap((row) => byKind.get(row.kind))
const rounds = Math.max(3, Math.ceil(100_000 / moments.length))
const times = { "log order": [], "sorted by kind": [] }
for (let i = 0; i < 7; i++) {
  times["log order"].push(time(moments, rounds))
  times["sorted by kind"].push(time(sorted, rounds))
}
const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1]
console.log(`\nEvery event folded again from the state before it, the two orders alternating (7 times ${rounds} rounds, the median):`)
for (const [way, list] of Object.entries(times)) console.log(`- ${way}: ${median(list).toFixed(2)} µs an event (${(1 / median(list)).toFixed(2)} M events/s)`)

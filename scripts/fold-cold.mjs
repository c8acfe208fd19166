// A log's first fold in a fresh process: the engine loaded but never run, as when a reader opens
// one match. Prints the fold's CPU time (decoding the log is not counted). Used by
// scripts/bench-engine.mjs for its per-log table's cold column.
//
//   npm run build && node scripts/fold-cold.mjs logs/bb-orc-v-human.jsonl
import { readFileSync } from "node:fs"
import { decodeLogText } from "../packages/schema/dist/index.js"
import { initialState, matchOf, transition } from "../packages/engine/dist/index.js"

const file = process.argv[2]
if (file === undefined) {
  console.error("usage: node scripts/fold-cold.mjs <log.jsonl>")
  process.exit(2)
}
const log = decodeLogText(readFileSync(file, "utf8"))
const started = process.cpuUsage()
const match = matchOf(log.header)
if (match._tag === "Failure") throw new Error(match.failure.message)
let state = initialState(match.success)
let folded = 0
for (const event of log.events) {
  const next = transition(match.success, state, event)
  if (next._tag === "Failure") throw new Error(`${file}: ${next.failure.message}`)
  state = next.success
  folded++
}
const used = process.cpuUsage(started)
const ms = (used.user + used.system) / 1000
console.log(`${file}: ${folded} events; cold fold: ${ms.toFixed(1)} ms (${((ms * 1000) / folded).toFixed(1)} µs an event)`)

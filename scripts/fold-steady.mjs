// The fold at steady state, in a process that does nothing else: every bundled log and real replay
// (scripts/fold-inputs.mjs) and the engine benchmark's simulated corpus folded until V8 has
// optimised the rules' long tail (STEADY_FOLDS folds of every log, a quarter as many of the corpus),
// then each timed in turns, a round of each per pass, in CPU time. Its own process because the fold's
// speed depends on what else the process has run: after the engine benchmark's deep copies and
// builds (a heap grown to a gigabyte) the same warm fold ran slower than it had in that process
// after its first 20 folds. Prints JSON; scripts/bench-engine.mjs runs it for its per-log table's steady column.
//
//   npm run build && node scripts/fold-steady.mjs
import { buildMatch, initialState, matchOf, transition } from "../packages/engine/dist/index.js"
import { bloodBowl } from "../packages/engine/dist/variants/blood-bowl/index.js"
import { simulate } from "../packages/sim/dist/index.js"
import { foldInputs, foldWith } from "./fold-inputs.mjs"

const STEADY_FOLDS = Number(process.env.BENCH_STEADY_FOLDS ?? 80)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const PER_LOG_EVENTS = Number(process.env.BENCH_PER_LOG_EVENTS ?? 20_000)
const MIN_EVENTS = Number(process.env.BENCH_MIN_EVENTS ?? 100_000)

const inputs = (await foldInputs()).map((input) => ({ ...input, match: matchOf(input.header).success }))
const corpus = []
let total = 0
for (let seed = 1; total < MIN_EVENTS; seed++) {
  try {
    const played = simulate({ seed, variant: bloodBowl })
    corpus.push({ match: buildMatch(played.header, bloodBowl), events: played.events, options: {} })
    total += played.events.length
  } catch {
    // A seed the rules cannot play to the end is left out, as the engine benchmark does.
  }
}
const foldOne = foldWith({ initialState, transition })
const foldCorpus = () => {
  for (const input of corpus) foldOne(input)
}
const cpuMs = (run) => {
  const before = process.cpuUsage()
  run()
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1000
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

for (let r = 0; r < STEADY_FOLDS; r++) {
  for (const input of inputs) foldOne(input)
  if (r % 4 === 0) foldCorpus()
}
const folds = inputs.map((input) => Math.max(1, Math.ceil(PER_LOG_EVENTS / input.events.length)))
const times = inputs.map(() => [])
const corpusTimes = []
for (let r = 0; r < ROUNDS; r++) {
  inputs.forEach((input, i) => times[i].push(cpuMs(() => {
    for (let f = 0; f < folds[i]; f++) foldOne(input)
  }) / folds[i]))
  corpusTimes.push(cpuMs(foldCorpus))
}
console.log(JSON.stringify({
  folds: STEADY_FOLDS,
  logs: inputs.map((input, i) => ({ name: input.name, events: input.events.length, ms: median(times[i]) })),
  corpus: { events: total, ms: median(corpusTimes) }
}))

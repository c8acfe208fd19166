// What Replay.build costs above the fold, and where: the fold alone, the fold keeping every state in
// a plain array (no Replay), and Replay.build, on the engine benchmark's corpus (100k simulated
// events), rounds interleaved, CPU time. build − keep is Replay's own bookkeeping (indexes,
// disputes, its arrays); keep − fold is what keeping a state per event costs (the collector
// copying every kept state out of the young generation).
//
//   npm run build && node --expose-gc scripts/bench-build-keep.mjs
//   ENGINE=<another build's packages/engine/dist/index.js> node --expose-gc scripts/bench-build-keep.mjs   (A/B: run both)
import { fileURLToPath, pathToFileURL } from "node:url"

const here = (path) => fileURLToPath(new URL(path, import.meta.url))
const ENGINE = process.env.ENGINE ?? here("../packages/engine/dist/index.js")
const ROUNDS = Number(process.env.ROUNDS ?? 15)
const { buildMatch, initialState, Replay, transition } = await import(pathToFileURL(ENGINE).href)
const { bloodBowl } = await import("../packages/engine/dist/variants/blood-bowl/index.js")
const { simulate } = await import("../packages/sim/dist/index.js")

const corpus = []
let total = 0
for (let seed = 1; total < 100_000; seed++) {
  try {
    const played = simulate({ seed, variant: bloodBowl })
    corpus.push({ ...played, match: buildMatch(played.header, bloodBowl) })
    total += played.events.length
  } catch {
    // A seed this build cannot play to the end is left out.
  }
}
const cpu = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
const ways = {
  fold: () => {
    for (const { match, events } of corpus) {
      let state = initialState(match)
      for (const event of events) state = transition(match, state, event).success
    }
  },
  keep: () =>
    corpus.map(({ match, events }) => {
      let state = initialState(match)
      const states = []
      for (const event of events) {
        state = transition(match, state, event).success
        states.push(state)
      }
      return states
    }),
  build: () => corpus.map(({ header, events }) => Replay.build(header, events).success)
}
const times = { fold: [], keep: [], build: [] }
for (const way of Object.values(ways)) way()
for (let round = 0; round < ROUNDS; round++) {
  for (const name of round % 2 === 0 ? ["fold", "keep", "build"] : ["build", "keep", "fold"]) {
    globalThis.gc?.()
    const t0 = cpu()
    ways[name]()
    times[name].push(cpu() - t0)
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1]
const less = (a, b) => median(times[a].map((t, i) => t - times[b][i]))
console.log(`${ENGINE}: ${total.toLocaleString("en")} events, ${ROUNDS} rounds, CPU ms (medians): fold ${median(times.fold).toFixed(0)}, keep ${median(times.keep).toFixed(0)}, build ${median(times.build).toFixed(0)}; keep − fold ${less("keep", "fold").toFixed(0)}, build − keep ${less("build", "keep").toFixed(0)}, build − fold ${less("build", "fold").toFixed(0)}`)

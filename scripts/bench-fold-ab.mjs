// Fold A/B: the fold loop of an earlier build against this one, in one process, rounds alternating,
// the same corpus. Made for issue 21's move into layers (the build before it is 1c546cb): a move
// must leave the fold as fast as it was.
//
//   npm run build && node --expose-gc scripts/bench-fold-ab.mjs          # against 1c546cb
//   AB_BASE=<commit> AB_ROUNDS=20 node --expose-gc scripts/bench-fold-ab.mjs
//
// The base build is checked out and built in a temporary git worktree (scripts/base-build.mjs), so
// both builds run on the same dependencies. The corpus is simulated once by this build's
// simulator; a match either build cannot fold to its end (a rule changed between them) is left out
// of both, and counted. Each round times one fold of the whole corpus by each build, the order
// swapped every round, and the two times of a round make a pair: on a busy machine the load moves
// between rounds far more than within one, so the figure to read is the median of the rounds' own
// ratios (with their interquartile range), beside the ratio of the two builds' medians. The times
// are the process's CPU time (user + system), which other jobs on the machine stretch far less than
// the wall clock; the wall-clock medians are shown beside them.
// AB_INPUT=logs folds the bundled logs and the real FUMBBL replays (scripts/fold-inputs.mjs) instead
// of the simulated corpus, each as often as makes about AB_MIN_EVENTS events a round (issue 25
// measures on what users open), AB_ONLY=<text> only those whose name has it; AB_WRITE=0 leaves BENCHMARKS.md alone (an A/B for a commit message).
// The result is written between the bench:fold-ab markers of BENCHMARKS.md. The worktree is removed
// at the end (AB_KEEP=1 keeps it, and a later run reuses its build).
import { readFileSync, writeFileSync } from "node:fs"
import { cpus, loadavg } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { baseBuild, git, removeBaseBuild, root } from "./base-build.mjs"
const BASE = process.env.AB_BASE ?? "1c546cb"
const ROUNDS = Number(process.env.AB_ROUNDS ?? 30)
const MIN_EVENTS = Number(process.env.AB_MIN_EVENTS ?? 100_000)
const OUTPUT = join(root, "BENCHMARKS.md")
const START = "<!-- bench:fold-ab:start -->"
const END = "<!-- bench:fold-ab:end -->"
const INPUT = process.env.AB_INPUT ?? "corpus"
const WRITE = process.env.AB_WRITE !== "0"
// AB_WHAT=build times Replay.build (every state kept until the round ends, as a replay keeps them) instead of the bare fold.
const WHAT = process.env.AB_WHAT === "build" ? "build" : "fold"

const baseCommitDir = baseBuild(BASE)
const baseCommit = baseCommitDir.commit
const baseDir = baseCommitDir.dir
const headCommit = git("rev-parse", "--short", "HEAD")
const dirty = git("status", "--porcelain", "--", "packages").length > 0

const load = async (dir) => ({
  engine: await import(pathToFileURL(join(dir, "packages/engine/dist/index.js")).href),
  bloodBowl: (await import(pathToFileURL(join(dir, "packages/engine/dist/variants/blood-bowl/index.js")).href)).bloodBowl
})
const builds = { base: await load(baseDir), head: await load(root) }
const { simulate } = await import(pathToFileURL(join(root, "packages/sim/dist/index.js")).href)

// ---- the corpus ----
// A bundled log of another variant is built with its own (matchOf); the corpus is Blood Bowl's.
const matchFor = (engine, bloodBowl, header) => (INPUT === "logs" ? engine.matchOf(header).success : engine.buildMatch(header, bloodBowl))
const foldsToEnd = ({ engine, bloodBowl }, { header, events, options }) => {
  const match = matchFor(engine, bloodBowl, header)
  let state = engine.initialState(match)
  for (const event of events) {
    const next = engine.transition(match, state, event, options)
    if (next._tag === "Failure") return false
    state = next.success
  }
  return true
}
const corpus = []
let total = 0
let leftOut = 0
let seed = 0
if (INPUT === "logs") {
  const { foldInputs } = await import(pathToFileURL(join(root, "scripts/fold-inputs.mjs")).href)
  // AB_ONLY=gutter: only the logs whose name has it (a change to one variant's rules, measured where it runs).
  const inputs = (await foldInputs()).filter((input) => input.name.includes(process.env.AB_ONLY ?? "")).filter((input) => {
    const folds = foldsToEnd(builds.base, input) && foldsToEnd(builds.head, input)
    if (!folds) leftOut++
    return folds
  })
  const once = inputs.reduce((n, input) => n + input.events.length, 0)
  for (let copy = 0; copy < Math.max(1, Math.round(MIN_EVENTS / once)); copy++) corpus.push(...inputs)
  total = once * (corpus.length / inputs.length)
} else {
  while (total < MIN_EVENTS) {
    seed++
    let played
    try {
      played = simulate({ seed, variant: builds.head.bloodBowl })
    } catch {
      leftOut++
      continue
    }
    if (!foldsToEnd(builds.base, played) || !foldsToEnd(builds.head, played)) {
      leftOut++
      continue
    }
    corpus.push(played)
    total += played.events.length
  }
}

// ---- the fold loop, as scripts/bench-engine.mjs times it ----
const folder = ({ engine, bloodBowl }) => {
  if (WHAT === "build") {
    return () => {
      const kept = []
      for (const { header, events, options } of corpus) {
        const built = engine.Replay.build(header, events, options)
        if (built._tag === "Failure" || built.success.violation !== null) throw new Error("a replay stopped before its end")
        kept.push(built.success)
      }
      return kept.length
    }
  }
  const matches = corpus.map(({ header, events, options }) => ({ match: matchFor(engine, bloodBowl, header), events, options }))
  return () => {
    for (const { match, events, options } of matches) {
      let state = engine.initialState(match)
      for (const event of events) {
        const next = engine.transition(match, state, event, options)
        if (next._tag === "Failure") throw new Error(next.failure.message)
        state = next.success
      }
    }
  }
}
const folds = { base: folder(builds.base), head: folder(builds.head) }
const wall = { base: [], head: [] }
// No collection is forced before a round (rounds once began with gc()): a forced full collection
// frees the optimised code of the rules' short-lived closures, so each round recompiled them and
// the A/B timed the compiler as much as the fold (scripts/bench-engine.mjs says more).
// With AB_WHAT=build a round's kept states are garbage by the next round, which the other build's
// fold may pay to collect; the order swapped every round shares that between the two.
const time = (fold, build) => {
  const cpu = process.cpuUsage()
  const started = performance.now()
  fold()
  const elapsed = performance.now() - started
  const used = process.cpuUsage(cpu)
  wall[build]?.push(elapsed)
  return (used.user + used.system) / 1000
}

const loadBefore = loadavg()[0]
// Warm-up rounds of each, not counted (AB_WARM, default 10): the rules are many functions, which V8
// optimises one by one as each has run enough; after one round it is still compiling the long tail.
const WARM = Number(process.env.AB_WARM ?? 10)
for (let round = 0; round < WARM; round++) {
  time(folds.base)
  time(folds.head)
}
const times = { base: [], head: [] }
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? ["base", "head"] : ["head", "base"]
  for (const build of order) times[build].push(time(folds[build], build))
  process.stdout.write(`round ${round + 1}/${ROUNDS}: CPU base ${times.base.at(-1).toFixed(0)} ms, head ${times.head.at(-1).toFixed(0)} ms; wall ${wall.base.at(-1).toFixed(0)}, ${wall.head.at(-1).toFixed(0)} ms\n`)
}
const loadAfter = loadavg()[0]

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const ratios = times.head.map((t, i) => t / times.base[i])
const ratio = median(times.head) / median(times.base)
const quartile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]
const paired = median(ratios)
const verdict = paired <= 1.03 && paired >= 0.97 ? "as fast (within 3%)" : paired > 1 ? `**×${paired.toFixed(3)} slower**` : `×${(1 / paired).toFixed(3)} faster`

// ---- the section ----
const today = new Date().toISOString().slice(0, 10)
const cpu = cpus()[0]?.model.replace(/\s+/g, " ").trim() ?? "unknown CPU"
const section = `${START}
## ${WHAT === "build" ? "Replay.build" : "Fold"} A/B: a base build (AB_BASE) against this one

\`node --expose-gc scripts/bench-fold-ab.mjs\` (after \`npm run build\`; \`AB_BASE\`, \`AB_ROUNDS\`, \`AB_MIN_EVENTS\` change the base commit, the rounds and the corpus; \`AB_INPUT=logs\` folds the bundled logs and real replays, \`AB_WHAT=build\` times \`Replay.build\` instead of the bare fold). The base build (${baseCommit}) is built in a temporary worktree on this checkout's dependencies; both fold the same corpus in one process, the order of the two swapped every round, after ${WARM} warm-up rounds each, no collection forced between rounds.

Measured ${today} on Node ${process.version}, ${cpu} (${cpus().length} logical cores); this build ${headCommit}${dirty ? " with uncommitted changes" : ""}.
${INPUT === "logs" ? `Inputs: the bundled logs and the real FUMBBL replays, ${corpus.length} folds a round (${leftOut} left out that one of the builds does not fold to the end), ${total.toLocaleString("en-US")} events.` : `Corpus: ${corpus.length} matches simulated by this build (seeds 1–${seed}, ${leftOut} left out that one of the builds does not fold to the end), ${total.toLocaleString("en-US")} events.`}

| build | CPU median ms | CPU range ms | M events/s (CPU) | wall median ms |
| --- | ---: | ---: | ---: | ---: |
| base ${baseCommit} | ${median(times.base).toFixed(0)} | ${Math.min(...times.base).toFixed(0)}–${Math.max(...times.base).toFixed(0)} | ${(total / median(times.base) / 1000).toFixed(3)} | ${median(wall.base).toFixed(0)} |
| this build ${headCommit} | ${median(times.head).toFixed(0)} | ${Math.min(...times.head).toFixed(0)}–${Math.max(...times.head).toFixed(0)} | ${(total / median(times.head) / 1000).toFixed(3)} | ${median(wall.head).toFixed(0)} |

**Ratio this / base, the median of the ${ROUNDS} rounds' own ratios: ×${paired.toFixed(3)}** in CPU time (interquartile ${quartile(ratios, 0.25).toFixed(3)}–${quartile(ratios, 0.75).toFixed(3)}, all ${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}; the ratio of the two CPU medians ×${ratio.toFixed(3)}, of the wall-clock medians ×${(median(wall.head) / median(wall.base)).toFixed(3)}): ${verdict}. Load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after.
${END}`

let markdown = readFileSync(OUTPUT, "utf8")
if (!WRITE) {
  // Nothing written: the figures are for a commit message.
} else if (markdown.includes(START)) {
  markdown = markdown.slice(0, markdown.indexOf(START)) + section + markdown.slice(markdown.indexOf(END) + END.length)
} else {
  // After the engine section's notes, before the viewer's.
  const at = markdown.indexOf("<!-- bench:viewer:start -->")
  markdown = at === -1 ? `${markdown.trimEnd()}\n\n${section}\n` : `${markdown.slice(0, at)}${section}\n\n${markdown.slice(at)}`
}
writeFileSync(OUTPUT, markdown)
if (process.env.AB_KEEP !== "1") removeBaseBuild(baseDir)
console.log(`${WHAT} A/B (${INPUT}): ×${paired.toFixed(3)} paired, ×${ratio.toFixed(3)} of medians (base ${median(times.base).toFixed(0)} ms, head ${median(times.head).toFixed(0)} ms, ${ROUNDS} rounds, load ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)})`)

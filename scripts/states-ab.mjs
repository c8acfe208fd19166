// Every state the same: an earlier build of the engine (STATES_BASE, a commit) and this one fold
// the same matches, and every state after every event, the step stack and the outcomes included,
// must hash the same in both. For a change meant to leave every ruling as it was (issue 25's speed
// work): the golden tests compare final states only, and without their stacks.
//
//   npm run build && STATES_BASE=<commit> node scripts/states-ab.mjs
//
// The matches: every bundled log and the real FUMBBL replays (scripts/fold-inputs.mjs), and
// STATES_SEEDS (30) matches simulated by this build, the seeds shared out over every variant, a
// Gutter Bowl pitch of each kind, BlightBowl's free-for-all and a random stadium. The first
// difference in a match is printed (match, seq, event) and the exit code is 1; 0 when all agree.
// The base build is kept in its worktree for a later run (scripts/base-build.mjs).
import { createHash } from "node:crypto"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { baseBuild, git, root } from "./base-build.mjs"
import { foldInputs } from "./fold-inputs.mjs"

const { commit, dir } = baseBuild(process.env.STATES_BASE ?? "HEAD~1")
const engineAt = (at) => import(pathToFileURL(join(at, "packages/engine/dist/index.js")).href)
const base = await engineAt(dir)
const head = await engineAt(root)
const { simulate } = await import(pathToFileURL(join(root, "packages/sim/dist/index.js")).href)
const variantsDir = join(root, "packages/engine/dist/variants")
const variant = async (id) => Object.values(await import(pathToFileURL(join(variantsDir, id, "index.js")).href)).find((v) => v !== null && typeof v === "object" && "pitch" in v)

const inputs = await foldInputs()
const plays = [
  { variant: await variant("blood-bowl") },
  { variant: await variant("sevens") },
  { variant: await variant("gutter-bowl"), pitch: "street" },
  { variant: await variant("gutter-bowl"), pitch: "sewer" },
  { variant: await variant("blightbowl"), mode: "free-for-all" },
  { variant: await variant("holiday-special") },
  { variant: await variant("blood-bowl"), stadium: "random" }
]
const seeds = Number(process.env.STATES_SEEDS ?? 30)
for (let seed = 1; seed <= seeds; seed++) {
  const play = plays[seed % plays.length]
  const played = simulate({ seed, ...play })
  inputs.push({ name: `simulated ${play.variant.id} seed ${seed}`, header: played.header, events: played.events, options: {} })
}

const hash = (state) => createHash("sha1").update(JSON.stringify(state)).digest("hex")
let events = 0
let differing = 0
for (const input of inputs) {
  const matches = { base: base.matchOf(input.header).success, head: head.matchOf(input.header).success }
  let before = base.initialState(matches.base)
  let after = head.initialState(matches.head)
  for (const event of input.events) {
    const a = base.transition(matches.base, before, event, input.options)
    const b = head.transition(matches.head, after, event, input.options)
    events++
    const same = a._tag === b._tag && (a._tag === "Failure" ? a.failure.message === b.failure.message : hash(a.success) === hash(b.success))
    if (!same) {
      console.log(`differs: ${input.name}, seq ${event.seq} (${event._tag})`)
      differing++
      break
    }
    if (a._tag === "Failure") break
    before = a.success
    after = b.success
  }
}
const verdict = differing === 0 ? "every state the same" : `${differing} of the ${inputs.length} matches differ`
console.log(`${inputs.length} matches, ${events.toLocaleString("en-US")} events folded by ${commit} and ${git("rev-parse", "--short", "HEAD")}: ${verdict}`)
process.exit(differing === 0 ? 0 : 1)

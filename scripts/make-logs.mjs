// Regenerates the bundled logs in logs/: the simulated matches listed in packages/sim/src/samples.ts
// and the hand-written drive (scripts/sample-drive.mjs). `npm run logs`; test/logs.test.ts checks
// that doing so changes no byte. Pending samples (none today) are written too, but only when their
// match plays to full time: one that stops at a rule the engine does not fold yet is skipped and
// says where.
import { execFileSync } from "node:child_process"
import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { encodeLog } from "../packages/schema/dist/index.js"
import { VARIANTS } from "../packages/engine/dist/index.js"
import { PENDING_SAMPLES, SAMPLE_MATCHES, simulate } from "../packages/sim/dist/index.js"

const out = (file) => fileURLToPath(new URL(`../logs/${file}`, import.meta.url))

const play = (sample) =>
  simulate({ seed: sample.seed, variant: VARIANTS[sample.variant], teams: sample.teams, ...(sample.pitch === undefined ? {} : { pitch: sample.pitch }), ...(sample.mode === undefined ? {} : { mode: sample.mode }), ...(sample.stadium === undefined ? {} : { stadium: sample.stadium }) })

const write = (sample, match) => {
  writeFileSync(out(sample.file), encodeLog(match.header, match.events))
  const score = match.final.teams.map((t) => t.score).join("–")
  console.log(`logs/${sample.file}: ${match.header.teams.map((t) => t.name).join(" v ")} ${score}, ${match.events.length} events`)
}

for (const sample of SAMPLE_MATCHES) write(sample, play(sample))
for (const sample of PENDING_SAMPLES) {
  const match = play(sample)
  if (match.stopped === undefined) write(sample, match)
  else console.log(`logs/${sample.file}: not written, the match stops at seq ${match.stopped.seq} (${match.stopped.feature}, not folded yet)`)
}
execFileSync(process.execPath, [fileURLToPath(new URL("./sample-drive.mjs", import.meta.url))], { stdio: "inherit" })

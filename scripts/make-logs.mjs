// Regenerates the bundled logs in logs/: the simulated matches listed in packages/sim/src/samples.ts
// and the hand-written drive (scripts/sample-drive.mjs). `npm run logs`; test/logs.test.ts checks
// that doing so changes no byte.
import { execFileSync } from "node:child_process"
import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { encodeLog } from "../packages/schema/dist/index.js"
import { VARIANTS } from "../packages/engine/dist/index.js"
import { SAMPLE_MATCHES, simulate } from "../packages/sim/dist/index.js"

const out = (file) => fileURLToPath(new URL(`../logs/${file}`, import.meta.url))

for (const sample of SAMPLE_MATCHES) {
  const match = simulate({ seed: sample.seed, variant: VARIANTS[sample.variant], teams: sample.teams })
  writeFileSync(out(sample.file), encodeLog(match.header, match.events))
  const score = match.final.teams.map((t) => t.score).join("–")
  console.log(`logs/${sample.file}: ${match.header.teams.map((t) => t.name).join(" v ")} ${score}, ${match.events.length} events`)
}
execFileSync(process.execPath, [fileURLToPath(new URL("./sample-drive.mjs", import.meta.url))], { stdio: "inherit" })

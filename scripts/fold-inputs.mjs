// What the fold benchmarks fold besides the simulated corpus: every bundled log of logs/ and the
// real FUMBBL replays of ../shared/real-logs/fumbbl (imported with packages/fumbbl's importReplay,
// verified, as the CLI and the viewer import them; left out when ../shared is absent). Used by
// scripts/bench-engine.mjs (its per-log table) and scripts/bench-fold-ab.mjs (AB_LOGS=1).
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { gunzipSync } from "node:zlib"
import { fileURLToPath, pathToFileURL } from "node:url"

const root = fileURLToPath(new URL("../", import.meta.url))
export const REAL_DIR = process.env.BENCH_REAL_DIR ?? join(root, "../shared/real-logs/fumbbl")

/** [{ name, header, events, options }]: the bundled logs, then the real replays (trustClaims, as imported logs are folded). */
export const foldInputs = async () => {
  const { decodeLogText } = await import(pathToFileURL(join(root, "packages/schema/dist/index.js")).href)
  const inputs = []
  const logsDir = join(root, "logs")
  for (const file of readdirSync(logsDir).filter((f) => f.endsWith(".jsonl")).sort()) {
    const log = decodeLogText(readFileSync(join(logsDir, file), "utf8"))
    inputs.push({ name: `logs/${file}`, header: log.header, events: log.events, options: {} })
  }
  if (existsSync(REAL_DIR)) {
    const { importReplay } = await import(pathToFileURL(join(root, "packages/fumbbl/dist/index.js")).href)
    for (const file of readdirSync(REAL_DIR).filter((f) => f.endsWith(".gz")).sort()) {
      const imported = importReplay(JSON.parse(gunzipSync(readFileSync(join(REAL_DIR, file))).toString("utf8")), { verify: true })
      inputs.push({ name: `FUMBBL replay ${file.replace(/\.gz$/, "")}`, header: imported.header, events: imported.events, options: { trustClaims: true } })
    }
  }
  return inputs
}

/** One whole fold of an input ({ match, events, options }) with an engine's `initialState` and `transition`; a rule violation throws. */
export const foldWith = ({ initialState, transition }) => ({ match, events, options }) => {
  let state = initialState(match)
  for (const event of events) {
    const next = transition(match, state, event, options)
    if (next._tag === "Failure") throw new Error(next.failure.message)
    state = next.success
  }
}

import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

// The layering of .dependency-cruiser.cjs (docs/architecture.md). `npm run deps` checks the project
// itself (a step of `npm test`, before Vitest: cruising the whole project takes seconds of CPU that a
// busy machine stretches past a test's time limit). Here, on a small tree, each rule fires on the one
// import that breaks it and on no import that keeps to the layers, so a rule that could never fire,
// or that fires on everything, would be seen.
const root = fileURLToPath(new URL("../", import.meta.url))
const config = join(root, ".dependency-cruiser.cjs")
const depcruise = join(root, "node_modules/.bin/depcruise")

interface Violation {
  readonly rule: { readonly name: string }
  readonly from: string
  readonly to: string
}

const cruise = (cwd: string, paths: ReadonlyArray<string>): ReadonlyArray<Violation> => {
  const run = spawnSync(depcruise, [...paths, "--config", config, "--output-type", "json"], { cwd, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 })
  if (run.stdout === "") throw new Error(`depcruise printed nothing: ${run.stderr}`)
  return (JSON.parse(run.stdout) as { summary: { violations: ReadonlyArray<Violation> } }).summary.violations
}

describe("the project's layers (.dependency-cruiser.cjs)", () => {
  it("reports each kind of break, and nothing that keeps to the layers", () => {
    const tree = mkdtempSync(join(tmpdir(), "sidelines-deps-"))
    const file = (path: string, text: string) => {
      mkdirSync(dirname(join(tree, path)), { recursive: true })
      writeFileSync(join(tree, path), text)
    }
    file("tsconfig.json", JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", allowJs: true } }))
    // The format reaching up into the engine, and the engine into the importer: wrong way up, and a loop.
    file("packages/schema/src/format.ts", `import { rule } from "../../engine/src/rule.js"\nexport const format = rule\n`)
    file("packages/engine/src/rule.ts", `import { format } from "../../schema/src/format.js"\nimport { readFileSync } from "node:fs"\nimport { convert } from "../../fumbbl/src/convert.js"\nexport const rule = [format, readFileSync, convert]\n`)
    file("packages/fumbbl/src/convert.ts", `export const convert = 1\n`)
    // The CLI reaching into the engine's files rather than through its entry; the viewer likewise.
    file("packages/cli/src/main.ts", `import { rule } from "../../engine/src/rule.js"\nexport const main = rule\n`)
    // The simulator reaching sideways into the importer.
    file("packages/sim/src/play.ts", `import { convert } from "../../fumbbl/src/convert.js"\nexport const play = convert\n`)
    file("viewer/src/page.ts", `import { convert } from "../../packages/fumbbl/src/convert.js"\nexport const page = convert\n`)
    // Inside the engine: the core reaching up into a skill that reads the core back (upwards, and a
    // loop between folders), one variant building on another, and the fold reading analysis/.
    file("packages/engine/src/core/block.ts", `import { guard } from "../skills/guard.js"\nexport const block = guard\n`)
    file("packages/engine/src/skills/guard.ts", `import { block } from "../core/block.js"\nexport const guard = () => block\n`)
    file("packages/engine/src/variants/sevens/index.ts", `import { gutterBowl } from "../gutter-bowl/index.js"\nimport { bloodBowl } from "../blood-bowl/index.js"\nexport const sevens = [gutterBowl, bloodBowl]\n`)
    file("packages/engine/src/variants/gutter-bowl/index.ts", `export const gutterBowl = 1\n`)
    file("packages/engine/src/variants/blood-bowl/index.ts", `export const bloodBowl = 1\n`)
    file("packages/engine/src/fold.ts", `import { timeline } from "./analysis/timeline.js"\nexport const fold = timeline\n`)
    file("packages/engine/src/analysis/timeline.ts", `export const timeline = 1\n`)
    // Imports that keep to the layers: a skill on the core and the model, the core on the model, a
    // variant on Blood Bowl's, the engine's entry re-exporting analysis/, the viewer through that entry.
    const sound = {
      "packages/engine/src/model/square.ts": `export const square = 1\n`,
      "packages/engine/src/core/move.ts": `import { square } from "../model/square.js"\nexport const move = square\n`,
      "packages/engine/src/skills/dodge.ts": `import { move } from "../core/move.js"\nimport { square } from "../model/square.js"\nexport const dodge = [move, square]\n`,
      "packages/engine/src/variants/sevens/kick-off.ts": `import { bloodBowl } from "../blood-bowl/index.js"\nimport { move } from "../../core/move.js"\nexport const kickOff = [bloodBowl, move]\n`,
      "packages/engine/src/index.ts": `export { timeline } from "./analysis/timeline.js"\nexport { dodge } from "./skills/dodge.js"\n`,
      "viewer/src/screen.ts": `import { dodge } from "../../packages/engine/src/index.js"\nexport const screen = dodge\n`
    }
    for (const [path, text] of Object.entries(sound)) file(path, text)
    const violations = cruise(tree, ["packages", "viewer"])
    expect(violations.filter((v) => v.from in sound).map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([])
    const broken = new Set(violations.map((v) => v.rule.name))
    expect([...broken].sort()).toEqual([
      "a-variant-imports-no-other-variant",
      "engine-imports-only-schema",
      "engine-layers-import-down",
      "engine-root-below-analysis",
      "importer-and-simulator-below-cli",
      "no-cycle-between-engine-folders",
      "no-cycle-between-packages",
      "packages-through-their-entry",
      "pure-core",
      "schema-imports-no-package",
      "viewer-through-entries"
    ])
  })
})

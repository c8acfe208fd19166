import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

// The layering of .dependency-cruiser.cjs (docs/architecture.md), checked with dependency-cruiser
// as `npm run deps` runs it: on the project, and on a small tree that breaks each rule once, so a
// rule that could never fire would be seen.
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
  it("has no import that breaks them", () => {
    expect(cruise(root, ["packages/schema/src", "packages/engine/src", "packages/sim/src", "packages/fumbbl/src", "packages/cli/src", "viewer/src"]).map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([])
  })

  it("would report each kind of break", () => {
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
    const broken = new Set(cruise(tree, ["packages", "viewer"]).map((v) => v.rule.name))
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

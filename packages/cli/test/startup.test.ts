import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

// How fast the command starts is measured in `npm run bench` (against `node -e 0`); here, what
// it loads to start, which decides that time and does not depend on the machine.
const root = fileURLToPath(new URL("../../../", import.meta.url))
const bin = join(root, "packages/cli/bin/sidelines.js")
const tracer = join(root, "packages/cli/test/support/trace-imports.mjs")
const scratch = mkdtempSync(join(tmpdir(), "sidelines-startup-"))

/** Runs the command and returns its exit code and every module it loaded. */
const loaded = (name: string, args: ReadonlyArray<string>) => {
  const file = join(scratch, `${name}.txt`)
  const run = spawnSync(process.execPath, ["--import", tracer, bin, ...args], { cwd: root, encoding: "utf8", env: { ...process.env, SIDELINES_TRACE_IMPORTS: file } })
  const modules = readFileSync(file, "utf8").trim().split("\n")
  return { code: run.status, stdout: run.stdout, modules }
}

const from = (modules: ReadonlyArray<string>, part: string) => modules.filter((url) => url.includes(part))

describe("what the command loads to start", () => {
  it("--version loads no package: not Effect, not the format, not the engine", () => {
    const run = loaded("version", ["--version"])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe("sidelines 0.1.0\n")
    expect(from(run.modules, "/node_modules/effect/")).toEqual([])
    expect(from(run.modules, "/packages/schema/")).toEqual([])
    expect(from(run.modules, "/packages/engine/")).toEqual([])
    expect(from(run.modules, "/packages/cli/dist/commands/")).toEqual([])
  })

  it("--help reads the format (it lists the decoder's limits) but no command, nor the engine", () => {
    for (const args of [["--help"], []]) {
      const run = loaded(`help-${args.length}`, args)
      expect(run.code).toBe(args.length === 0 ? 2 : 0)
      expect(run.stdout).toContain("Usage: sidelines <command>")
      expect(from(run.modules, "/packages/engine/")).toEqual([])
      expect(from(run.modules, "/packages/sim/")).toEqual([])
      expect(from(run.modules, "/packages/fumbbl/")).toEqual([])
      expect(from(run.modules, "/packages/cli/dist/commands/")).toEqual([])
    }
  })

  it("validate loads the format and its own command, not the engine, the simulator or the importer", () => {
    const run = loaded("validate", ["validate", "logs/sample-drive.jsonl"])
    expect(run.code).toBe(0)
    expect(from(run.modules, "/packages/schema/").length).toBeGreaterThan(0)
    expect(from(run.modules, "/packages/cli/dist/commands/").map((url) => url.slice(url.lastIndexOf("/") + 1))).toEqual(["validate.js"])
    expect(from(run.modules, "/packages/engine/")).toEqual([])
    expect(from(run.modules, "/packages/sim/")).toEqual([])
    expect(from(run.modules, "/packages/fumbbl/")).toEqual([])
  })
})

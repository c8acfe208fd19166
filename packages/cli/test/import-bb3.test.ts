import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { bbr } from "../../bb3/test/bbr.js"
import { fragmentXml } from "../../bb3/test/match-fragment.js"

// These run the installed command (node_modules/.bin/sidelines → the compiled CLI), as the other CLI tests do.
const root = fileURLToPath(new URL("../../../", import.meta.url))
const bin = join(root, "node_modules/.bin/sidelines")
const sidelines = (args: ReadonlyArray<string>) => {
  const result = spawnSync(bin, args, { cwd: root, encoding: "utf8" })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}
const scratch = mkdtempSync(join(tmpdir(), "sidelines-import-bb3-"))
const write = (name: string, bytes: string | Uint8Array) => {
  const path = join(scratch, name)
  writeFileSync(path, bytes)
  return path
}

describe("sidelines import bb3", () => {
  const file = write("match.bbr", bbr(fragmentXml()))

  it("writes a log that folds to full time, and says how much is checked (exit 1 with unchecked stretches)", () => {
    const out = join(scratch, "match.jsonl")
    const run = sidelines(["import", "bb3", file, "-o", out])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain("6 BB3 steps, 0 of BB3's 1 results checked by the rules (0.0%), 0 of 2 team turns whole and 0 in part; 3 events, 3 of them unchecked stretches taken on trust from BB3")
    const summary = sidelines(["summary", out, "--trust-claims", "--json"])
    const parsed = JSON.parse(summary.stdout) as { phase: string; score: Record<string, number> }
    expect(parsed.phase).toBe("full-time")
    expect(parsed.score).toEqual({ home: 1, away: 0 })
    expect(readFileSync(out, "utf8").split("\n")[0]).toContain("\"program\":\"sidelines import bb3\"")
  })

  it("prints the share of BB3's results the rules check with --json", () => {
    const run = sidelines(["import", "bb3", file, "-o", join(scratch, "json.jsonl"), "--json"])
    const report = JSON.parse(run.stdout) as { checked: { results: number; events: number; stretches: number; share: number; turns: { total: number } }; score: ReadonlyArray<number>; unchecked: ReadonlyArray<{ source: string }> }
    expect(report.checked).toMatchObject({ results: 1, events: 0, stretches: 3, share: 0, turns: { total: 2, checked: 0, partly: 0 } })
    expect(report.score).toEqual([1, 0])
    expect(report.unchecked.map((stretch) => stretch.source)).toEqual(["BB3 steps 1–3", "BB3 steps 4–5", "BB3 step 6"])
  })

  it("picks the importer from the content when only a file is named", () => {
    const named = sidelines(["import", file])
    const picked = sidelines(["import", "bb3", file])
    expect(named.code).toBe(1)
    expect(named.stdout).toBe(picked.stdout)
    expect(named.stdout.split("\n")[0]).toContain("\"roster\":\"Dwarf\"")
  })

  it("refuses a file that is not a replay, in one line, exit 2", () => {
    const run = sidelines(["import", "bb3", write("words.bbr", "these are not base64!")])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toMatch(/^sidelines import: .*words\.bbr: the file is not base64 text/u)
    const xml = sidelines(["import", "bb3", write("cut.bbr", bbr(fragmentXml().slice(0, 2000)))])
    expect(xml.code).toBe(2)
    expect(xml.stderr.split("\n").filter(Boolean)).toHaveLength(1)
  })
})

const realDir = fileURLToPath(new URL("../../../../shared/real-logs/bb3", import.meta.url))
describe.skipIf(!existsSync(realDir))("sidelines import on a shared BB3 replay", () => {
  it("imports demo8 by content and reports its score and checked share", () => {
    const run = sidelines(["import", join(realDir, "demo8.bbr"), "-o", join(scratch, "demo8.jsonl"), "--json"])
    expect(run.code).toBeLessThanOrEqual(1)
    const report = JSON.parse(run.stdout) as { score: ReadonlyArray<number>; checked: { share: number } }
    expect(report.score).toEqual([1, 0])
    expect(report.checked.share).toBeGreaterThan(0.9)
  })
})

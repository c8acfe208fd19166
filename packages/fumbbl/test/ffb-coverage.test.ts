import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { liveTitles } from "@sidelines/engine"
import { readTestSources } from "../../cli/src/test-sources.js"
import { coverageProblems, coverageTable, type FfbEntries, type Statuses, withCoverageTable } from "../src/ffb-coverage.js"

// The gate on the importer's coverage of FFB's BB2020 vocabulary (spec/ffb-entries.json, read
// from christerk/ffb by scripts/ffb-entries.mjs): every entry has our status, every converted one
// a live test naming it, and docs/import-fumbbl.md shows the table as it stands.

const root = fileURLToPath(new URL("../../../", import.meta.url))
const spec = JSON.parse(readFileSync(`${root}packages/fumbbl/spec/ffb-entries.json`, "utf8")) as FfbEntries
const statuses = JSON.parse(readFileSync(`${root}packages/fumbbl/spec/ffb-coverage.json`, "utf8")) as Statuses
const titles = readTestSources(root).flatMap(liveTitles)

const fake: FfbEntries = {
  source: { repository: "christerk/ffb", commit: "0".repeat(40) },
  entries: [
    { kind: "report", id: "dodgeRoll", ffb: "x" },
    { kind: "report", id: "kickoffRiot", ffb: "x", versions: ["BB2016"] }
  ]
}
const title = (text: string) => ({ path: "packages/fumbbl/test/x.test.ts", title: text })

describe("the FFB coverage gate on made-up entries", () => {
  it("fails on an entry with no status and on a status naming no entry", () => {
    expect(coverageProblems(fake.entries, { "report/kickoffRiot": { status: "not-bb2020", why: "BB2016" }, "report/nothing": { status: "converted" } }, [title("[ffb:report/dodgeRoll]")]))
      .toEqual(["report/dodgeRoll has no status in spec/ffb-coverage.json", "spec/ffb-coverage.json names report/nothing, which FFB's entries do not have"])
  })

  it("fails on a converted entry no test names, and on a tag naming no entry", () => {
    const statusOf: Statuses = { "report/dodgeRoll": { status: "converted" }, "report/kickoffRiot": { status: "not-bb2020", why: "BB2016" } }
    expect(coverageProblems(fake.entries, statusOf, [title("a dodge")])).toEqual([expect.stringMatching(/^report\/dodgeRoll is converted, but no live test names it/)])
    expect(coverageProblems(fake.entries, statusOf, [title("a dodge [ffb:report/dodgeRoll] [ffb:report/dodgeRol]")])).toEqual([expect.stringContaining("names ffb:report/dodgeRol, which FFB's entries do not have")])
    expect(coverageProblems(fake.entries, statusOf, [title("a dodge [ffb:report/dodgeRoll]")])).toEqual([])
  })

  it("fails on an entry of another rules version only that is not called not-bb2020, and on a status with no why", () => {
    expect(coverageProblems(fake.entries, { "report/dodgeRoll": { status: "display-only" }, "report/kickoffRiot": { status: "not-converted", why: "later" } }, []))
      .toEqual(["report/dodgeRoll is display-only with no why", "report/kickoffRiot: FFB uses it only in BB2016, yet it is not-converted"])
  })

  it("counts only live titles: a tag in a skipped test is no evidence", () => {
    const text = ['it.skip("a dodge [ffb:report/dodgeRoll]", () => {})', 'describe.skipIf(true)("real [ffb:report/dodgeRoll]", () => {})'].join("\n")
    const live = liveTitles({ path: "packages/fumbbl/test/x.test.ts", text })
    expect(coverageProblems(fake.entries, { "report/dodgeRoll": { status: "converted" }, "report/kickoffRiot": { status: "not-bb2020", why: "BB2016" } }, live)).toHaveLength(1)
  })
})

describe("the importer's coverage of FFB's BB2020 vocabulary", () => {
  it("gives every FFB entry a status, and every converted entry a live test naming it", () => {
    expect(coverageProblems(spec.entries, statuses, titles)).toEqual([])
  })

  it("shows the table in docs/import-fumbbl.md as it stands (npm run ffb:coverage rewrites it)", () => {
    const doc = readFileSync(`${root}docs/import-fumbbl.md`, "utf8")
    expect(withCoverageTable(doc, coverageTable(spec, statuses, titles))).toBe(doc)
  })
})

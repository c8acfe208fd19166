import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { catalogue, coverage, coverageFailures } from "@sidelines/engine"
import { readEvidence } from "../packages/cli/src/test-sources.js"

// The gate of issue 9: every rule the engine implements (a skill in IMPLEMENTED_SKILLS, an action
// it folds, a table row with an effect, an inducement it folds) is named by a test, through a
// [kind:id] tag in a test title or a line of docs/rule-tests.md that names a live test. The same
// check as `sidelines rules --coverage`; how it can fail is shown in packages/engine/test/coverage.test.ts.

const root = fileURLToPath(new URL("../", import.meta.url))

describe("rules coverage", () => {
  it("every implemented rule is named by a test, and every tag and map line names a rule and a live test", () => {
    const read = readEvidence(root)
    expect(read.files).toBeGreaterThan(20)
    expect(coverageFailures(coverage(catalogue(), read.evidence, read.problems))).toEqual([])
  })
})

#!/usr/bin/env node
// Writes the coverage table of FFB's BB2020 vocabulary into docs/import-fumbbl.md (between its
// ffb-coverage markers), from packages/fumbbl/spec/ffb-entries.json, our statuses in
// packages/fumbbl/spec/ffb-coverage.json and the tests' [ffb:kind/id] tags; prints the problems
// the coverage test (packages/fumbbl/test/ffb-coverage.test.ts) would fail on. Needs the build
// (npm run ffb:coverage builds first).

import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { liveTitles } from "@sidelines/engine"
import { readTestSources } from "../packages/cli/dist/test-sources.js"
import { coverageProblems, coverageTable, withCoverageTable } from "../packages/fumbbl/dist/ffb-coverage.js"

const root = fileURLToPath(new URL("../", import.meta.url))
const DOC = join(root, "docs/import-fumbbl.md")
const spec = JSON.parse(readFileSync(join(root, "packages/fumbbl/spec/ffb-entries.json"), "utf8"))
const statuses = JSON.parse(readFileSync(join(root, "packages/fumbbl/spec/ffb-coverage.json"), "utf8"))
const titles = readTestSources(root).flatMap(liveTitles)

const doc = withCoverageTable(readFileSync(DOC, "utf8"), coverageTable(spec, statuses, titles))
if (doc === null) throw new Error("docs/import-fumbbl.md has no <!-- ffb-coverage:start --> / <!-- ffb-coverage:end --> markers")
writeFileSync(DOC, doc)
const problems = coverageProblems(spec.entries, statuses, titles)
for (const problem of problems) console.error(problem)
console.log(`docs/import-fumbbl.md: coverage of ${spec.entries.length} FFB entries written; ${problems.length} problem(s)`)
process.exitCode = problems.length === 0 ? 0 : 1

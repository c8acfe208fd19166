import type { Catalogue, CatalogueTable, Implementation, Rule } from "./catalogue.js"
import type { Evidence } from "./tests.js"

/**
 * A rule's coverage: tested (implemented, and a test names it or the same rule elsewhere),
 * implemented (but no test names it: the gate fails), not implemented, or not applicable.
 */
export type Status = "tested" | "implemented" | "not-implemented" | "not-applicable"

export interface RuleCoverage extends Rule {
  readonly status: Status
  /** The tests that name this rule. */
  readonly tests: ReadonlyArray<Evidence>
  /** The tests that name the same rule elsewhere (a shared table row), which count too. */
  readonly sharedTests: ReadonlyArray<Evidence>
}

export interface TableCoverage extends CatalogueTable {
  readonly tested: number
  readonly implemented: number
}

export interface Count {
  readonly total: number
  readonly implemented: number
  readonly tested: number
  readonly notApplicable: number
}

export interface Coverage {
  readonly rules: ReadonlyArray<RuleCoverage>
  readonly tables: ReadonlyArray<TableCoverage>
  /** Anything that makes the report untrustworthy: an unknown tag, a map line naming no test, a catalogue fault. */
  readonly problems: ReadonlyArray<string>
}

const statusOf = (implementation: Implementation, tested: boolean): Status =>
  implementation === "implemented" ? (tested ? "tested" : "implemented") : implementation

export const coverage = (catalogue: Catalogue, evidence: ReadonlyArray<Evidence>, problems: ReadonlyArray<string> = []): Coverage => {
  const known = new Set(catalogue.rules.map((rule) => rule.id))
  const byRule = new Map<string, Array<Evidence>>()
  const unknown: Array<string> = []
  for (const e of evidence) {
    if (!known.has(e.rule)) {
      unknown.push(`${e.path}: "${e.title}" names ${e.rule}, which is no rule of the catalogue (by ${e.by})`)
      continue
    }
    byRule.set(e.rule, [...(byRule.get(e.rule) ?? []), e])
  }
  const rules = catalogue.rules.map((rule): RuleCoverage => {
    const tests = byRule.get(rule.id) ?? []
    const sharedTests = rule.sameAs.flatMap((id) => byRule.get(id) ?? [])
    return { ...rule, status: statusOf(rule.implementation, tests.length + sharedTests.length > 0), tests, sharedTests }
  })
  const byId = new Map(rules.map((rule) => [rule.id, rule]))
  const tables = catalogue.tables.map((table): TableCoverage => {
    const rows = table.rows.map((id) => byId.get(id)!)
    return {
      ...table,
      implemented: rows.filter((r) => r.implementation === "implemented").length,
      tested: rows.filter((r) => r.status === "tested").length
    }
  })
  return { rules, tables, problems: [...catalogue.problems, ...problems, ...unknown] }
}

/**
 * What fails the test suite: every rule the engine implements that no test names, and every
 * problem that makes the report untrustworthy. Empty when coverage is honest and complete.
 */
export const coverageFailures = (report: Coverage): Array<string> => [
  ...report.rules.filter((rule) => rule.status === "implemented").map((rule) => `${rule.id} (${rule.name}) is implemented (${rule.source}) but no test names it`),
  ...report.problems
]

export const count = (rules: ReadonlyArray<RuleCoverage>): Count => ({
  total: rules.length,
  implemented: rules.filter((r) => r.implementation === "implemented").length,
  tested: rules.filter((r) => r.status === "tested").length,
  notApplicable: rules.filter((r) => r.status === "not-applicable").length
})

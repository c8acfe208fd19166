import { existsSync } from "node:fs"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { Effect } from "effect"
import { catalogue, count, type Coverage, coverage, coverageFailures, type RuleCoverage, type Status } from "@sidelines/engine"
import { defaultRoot, readEvidence, RULE_MAP } from "../test-sources.js"
import { EXIT, type Output, UsageError } from "../usage.js"

export const rulesHelp = `Usage: sidelines rules [--coverage] [--json] [--root <dir>]

Every Blood Bowl 2020 skill and trait, every star player's special rule, every action, every inducement a variant lists, and each
variant's tables with their rows, with what the engine does with each: implemented or not
implemented (read from the engine's code or asked of it), or not applicable to that variant.

Options:
  --coverage    also say which implemented rules a test names ("tested"), from the test files'
                [kind:id] title tags and ${RULE_MAP}; exits 1 if an implemented rule has no
                test or a tag or map line names nothing (docs/coverage.md)
  --json        print it all as JSON
  --root <dir>  the repository whose test files are read (default: the one this command is in)
  -h, --help    show this help
`

const LABEL: Record<Status, string> = {
  tested: "tested",
  implemented: "implemented",
  "not-implemented": "not implemented",
  "not-applicable": "not applicable"
}

const figures = (rules: ReadonlyArray<RuleCoverage>, tested: boolean, noun = ""): string => {
  const c = count(rules)
  const applicable = c.total - c.notApplicable
  return `${c.implemented} of ${applicable}${noun} implemented${tested ? `, ${c.tested} tested` : ""}${c.notApplicable > 0 ? ` (${c.notApplicable} not applicable)` : ""}`
}

const ruleLine = (rule: RuleCoverage, tested: boolean, width: number): string => {
  const status = tested || rule.status !== "tested" ? LABEL[rule.status] : LABEL.implemented
  const label = rule.roll === undefined ? rule.name : `${rule.roll.padStart(5)}  ${rule.name}`
  const shared = tested && rule.tests.length === 0 && rule.sharedTests.length > 0
    ? ` (on ${[...new Set(rule.sharedTests.map((t) => t.rule.split("/")[0]!.slice(4)))].join(", ")}: the same row)`
    : ""
  return `    ${label.padEnd(width)} ${status}${shared}`
}

const text = (report: Coverage, tested: boolean): string => {
  const lines: Array<string> = []
  const section = (title: string, rules: ReadonlyArray<RuleCoverage>, groups: ReadonlyArray<string>) => {
    lines.push(`${title}: ${figures(rules, tested)}`)
    for (const group of groups) {
      const inGroup = rules.filter((rule) => rule.group === group)
      if (group !== title) lines.push(`  ${group}: ${figures(inGroup, tested)}`)
      const width = Math.max(...inGroup.map((rule) => rule.name.length))
      for (const rule of inGroup) lines.push(ruleLine(rule, tested, width))
    }
    lines.push("")
  }
  const of = (kinds: ReadonlyArray<string>) => report.rules.filter((rule) => kinds.includes(rule.kind))
  const groupsOf = (rules: ReadonlyArray<RuleCoverage>) => [...new Set(rules.map((rule) => rule.group))]
  const skills = of(["skill", "trait"])
  section("Skills, traits and special rules", skills, groupsOf(skills))
  // Each star player's own rule (Crushing Blow, The Ballista…): one list, every one of Blood Bowl 2020's.
  section("Star players' special rules", of(["special"]), ["Star players' special rules"])
  section("Actions", of(["action"]), ["Actions"])
  section("Inducements", of(["inducement"]), groupsOf(of(["inducement"])))
  const rows = of(["row"])
  lines.push(`Tables: ${figures(rows, tested, " rows")}`)
  for (const variant of [...new Set(report.tables.map((table) => table.variant))]) {
    lines.push(`  ${variant}: ${figures(rows.filter((rule) => rule.variant === variant), tested, " rows")}`)
    for (const table of report.tables.filter((t) => t.variant === variant)) {
      if (table.rows.length === 0) {
        lines.push(`    ${table.table}: ${table.implementation.replace("-", " ")} (${table.source})`)
        continue
      }
      const tableRows = rows.filter((rule) => table.rows.includes(rule.id))
      lines.push(`    ${table.table}: ${figures(tableRows, tested, " rows")}`)
      const width = Math.max(...tableRows.map((rule) => rule.name.length)) + 7
      for (const rule of tableRows) lines.push(`  ${ruleLine(rule, tested, width)}`)
    }
  }
  lines.push("")
  if (tested) {
    const failures = coverageFailures(report)
    lines.push(failures.length === 0 ? "Every implemented rule is named by a test." : `${failures.length} problem${failures.length === 1 ? "" : "s"}:`)
    for (const failure of failures) lines.push(`  ${failure}`)
  }
  return `${lines.join("\n")}\n`
}

export const rules = (args: ReadonlyArray<string>, output: Output) =>
  Effect.sync(() => {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        coverage: { type: "boolean" },
        json: { type: "boolean" },
        root: { type: "string" },
        help: { type: "boolean", short: "h" }
      }
    })
    if (values.help) {
      output.out(rulesHelp)
      return EXIT.ok
    }
    if (positionals.length > 0) throw new UsageError("rules takes no file", rulesHelp)
    if (values.root !== undefined && !values.coverage) throw new UsageError("--root only goes with --coverage", rulesHelp)
    const root = values.root ?? defaultRoot()
    if (values.coverage && !existsSync(join(root, "packages"))) {
      throw new UsageError(`no repository at ${root}: --coverage reads its test files`, rulesHelp)
    }
    const read = values.coverage ? readEvidence(root) : { evidence: [], problems: [] }
    const report = coverage(catalogue(), read.evidence, read.problems)
    if (values.json) {
      const body = values.coverage
        ? { ...report, failures: coverageFailures(report) }
        : { ...report, rules: report.rules.map(({ tests: _t, sharedTests: _s, ...rule }) => ({ ...rule, status: rule.implementation })) }
      output.out(`${JSON.stringify(body, null, 2)}\n`)
    } else {
      output.out(text(report, values.coverage === true))
    }
    return values.coverage && coverageFailures(report).length > 0 ? EXIT.invalid : EXIT.ok
  })

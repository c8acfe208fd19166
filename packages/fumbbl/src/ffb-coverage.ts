/**
 * How much of FFB's BB2020 vocabulary the importer converts. FFB's source is the specification:
 * `spec/ffb-entries.json` lists what a BB2020 game can write into a replay (scripts/ffb-entries.mjs
 * reads it from christerk/ffb), `spec/ffb-coverage.json` gives each entry our status, and a test
 * names each converted entry with a tag in its title, `[ffb:report/dodgeRoll]`. From the three,
 * the coverage table of docs/import-fumbbl.md (scripts/ffb-coverage.mjs) and the problems the
 * coverage test fails on. Not part of the importer's API (index.ts does not export it).
 */

export interface FfbEntry {
  readonly kind: string
  readonly id: string
  /** Where FFB defines it. */
  readonly ffb: string
  readonly name?: string
  /** The rules versions FFB uses it in, when not all. */
  readonly versions?: ReadonlyArray<string>
}

export interface FfbEntries {
  readonly source: { readonly repository: string; readonly commit: string }
  readonly entries: ReadonlyArray<FfbEntry>
}

export const STATUSES = ["converted", "display-only", "not-converted", "not-bb2020"] as const
export type Status = (typeof STATUSES)[number]

export interface EntryStatus {
  readonly status: Status
  readonly why?: string
}

/** Our statuses by `kind/id`. */
export type Statuses = Readonly<Record<string, EntryStatus>>

/** A live test (or describe) title and where it is. */
export interface Title {
  readonly path: string
  readonly title: string
}

/** `[ffb:report/dodgeRoll]`, `[ffb:skill/MightyBlow]`: a test naming an FFB entry. */
export const FFB_TAG = /\[ffb:([A-Za-z]+\/[A-Za-z0-9_.'-]+)\]/g

export const keyOf = (entry: FfbEntry): string => `${entry.kind}/${entry.id}`

/** The tests naming each entry, by `kind/id`. */
export const taggedTests = (titles: ReadonlyArray<Title>): Map<string, Array<Title>> => {
  const byKey = new Map<string, Array<Title>>()
  for (const title of titles) {
    for (const match of title.title.matchAll(FFB_TAG)) byKey.set(match[1]!, [...(byKey.get(match[1]!) ?? []), title])
  }
  return byKey
}

/**
 * What the coverage test fails on: an entry with no status, a status for no entry, a status not
 * of the four, a converted entry no live test names, a tag naming no entry, an entry of another
 * rules version only called anything but not-bb2020, and a status other than converted with no why.
 */
export const coverageProblems = (entries: ReadonlyArray<FfbEntry>, statuses: Statuses, titles: ReadonlyArray<Title>): Array<string> => {
  const keys = new Set(entries.map(keyOf))
  const tests = taggedTests(titles)
  const problems: Array<string> = []
  for (const entry of entries) {
    const key = keyOf(entry)
    const status = statuses[key]
    if (status === undefined) {
      problems.push(`${key} has no status in spec/ffb-coverage.json`)
      continue
    }
    if (!STATUSES.includes(status.status)) problems.push(`${key}: "${status.status}" is no status (${STATUSES.join(", ")})`)
    if (status.status === "converted" && !tests.has(key)) problems.push(`${key} is converted, but no live test names it [ffb:${key}]`)
    if (status.status !== "converted" && (status.why ?? "").trim() === "") problems.push(`${key} is ${status.status} with no why`)
    if (entry.versions !== undefined && !entry.versions.includes("BB2020") && status.status !== "not-bb2020") {
      problems.push(`${key}: FFB uses it only in ${entry.versions.join(", ")}, yet it is ${status.status}`)
    }
  }
  for (const key of Object.keys(statuses)) if (!keys.has(key)) problems.push(`spec/ffb-coverage.json names ${key}, which FFB's entries do not have`)
  for (const [key, named] of tests) {
    if (!keys.has(key)) problems.push(`${named[0]!.path}: "${named[0]!.title}" names ffb:${key}, which FFB's entries do not have`)
  }
  return problems
}

const KIND_TITLES: Readonly<Record<string, string>> = {
  report: "Reports (ReportId)",
  turnMode: "Turn modes (TurnMode)",
  modelChange: "Model changes (ModelChangeId)",
  playerState: "Player states (PlayerState, base states)",
  playerAction: "Player actions (PlayerAction)",
  skill: "Skills and traits (BB2020)",
  inducement: "Inducements (BB2020)",
  card: "Cards (BB2020 card types)",
  prayer: "Prayers to Nuffle (BB2020)",
  kickoff: "Kick-off results (BB2020)",
  weather: "Weather"
}

const cell = (text: string): string => text.replace(/\|/g, "\\|").replace(/\s+/g, " ").trim()
const shortTitle = (title: string): string => {
  const plain = title.replace(FFB_TAG, "").replace(/\s+/g, " ").trim()
  return plain.length > 90 ? `${plain.slice(0, 89)}…` : plain
}
const fileName = (path: string): string => path.slice(path.lastIndexOf("/") + 1)

/** The coverage section: counts per kind and status, then one table per kind. */
export const coverageTable = (spec: FfbEntries, statuses: Statuses, titles: ReadonlyArray<Title>): string => {
  const tests = taggedTests(titles)
  const kinds = [...new Set(spec.entries.map((e) => e.kind))]
  const count = (kind: string | null, status: Status) =>
    spec.entries.filter((e) => (kind === null || e.kind === kind) && statuses[keyOf(e)]?.status === status).length
  const lines: Array<string> = [
    `Generated by \`npm run ffb:coverage\` from \`packages/fumbbl/spec/ffb-entries.json\` (christerk/ffb at`,
    `\`${spec.source.commit.slice(0, 10)}\`, read by \`scripts/ffb-entries.mjs\`) and our statuses in`,
    "`packages/fumbbl/spec/ffb-coverage.json`; a converted entry names the test that shows it (a tag",
    "`[ffb:kind/id]` in the test's title). Edit the statuses, not this table.",
    "",
    `| kind | ${STATUSES.join(" | ")} | all |`,
    `| --- | ${STATUSES.map(() => "---:").join(" | ")} | ---: |`,
    ...kinds.map((kind) => `| ${kind} | ${STATUSES.map((s) => count(kind, s)).join(" | ")} | ${spec.entries.filter((e) => e.kind === kind).length} |`),
    `| all | ${STATUSES.map((s) => count(null, s)).join(" | ")} | ${spec.entries.length} |`
  ]
  for (const kind of kinds) {
    lines.push("", `#### ${KIND_TITLES[kind] ?? kind}`, "", "| FFB | status | test, or why |", "| --- | --- | --- |")
    for (const entry of spec.entries.filter((e) => e.kind === kind)) {
      const key = keyOf(entry)
      const status = statuses[key]
      const named = tests.get(key) ?? []
      const shown = entry.name !== undefined && entry.name !== entry.id ? `\`${entry.id}\` (${entry.name})` : `\`${entry.id}\``
      const evidence = status?.status === "converted" && named.length > 0
        ? `${fileName(named[0]!.path)}: ${shortTitle(named[0]!.title)}${named.length > 1 ? ` (+${named.length - 1})` : ""}`
        : status?.why ?? ""
      lines.push(`| ${cell(shown)} | ${status?.status ?? "**none**"} | ${cell(evidence)} |`)
    }
  }
  return lines.join("\n")
}

export const COVERAGE_START = "<!-- ffb-coverage:start -->"
export const COVERAGE_END = "<!-- ffb-coverage:end -->"

/** The doc with the table between its markers replaced; null when the markers are missing. */
export const withCoverageTable = (doc: string, table: string): string | null => {
  const start = doc.indexOf(COVERAGE_START)
  const end = doc.indexOf(COVERAGE_END)
  if (start < 0 || end < start) return null
  return `${doc.slice(0, start + COVERAGE_START.length)}\n${table}\n${doc.slice(end)}`
}

/**
 * Which tests name which rules. Two ways, both checked against the test files themselves:
 *
 * - a tag in a test's (or a `describe`'s) title: `it("a 1 falls through [row:sevens/prayers-to-nuffle/treacherous-trapdoor]", …)`;
 * - a line of the rule-test map (docs/rule-tests.md): `| skill:claws | packages/engine/test/skills.test.ts | Claws |`,
 *   naming a test or `describe` title exactly as written in that file, for tests written before
 *   the tags.
 *
 * Only live titles count: `it.skip`, `it.todo`, `it.fails` and the conditional forms do not, nor
 * commented-out calls, and nothing after a `describe.skip` (or `.todo`, `.skipIf`, `.runIf`) in a
 * file does either.
 */

export interface TestSource {
  /** The file's path from the repository root, with forward slashes. */
  readonly path: string
  readonly text: string
}

export interface TestTitle {
  readonly path: string
  readonly line: number
  readonly title: string
}

/** A test that names a rule, and how it does. */
export interface Evidence {
  readonly rule: string
  readonly path: string
  readonly title: string
  readonly by: "tag" | "map"
}

const CALL = /\b(describe|it|test)((?:\.[A-Za-z]+)*)\s*\(\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`)/g
const DEAD = /\b(?:skip|todo|fails|skipIf|runIf)\b/
const DEAD_BLOCK = /\bdescribe\.(?:skip|todo|skipIf|runIf)\s*\(/

const unescape = (raw: string): string => raw.replace(/\\(.)/g, "$1")

/**
 * Whether a call is commented out: after `//` on its line, or inside a block comment. Erring
 * the safe way: a `//` in a string earlier on the line (a URL) hides a title too, never shows one.
 */
const commentedOut = (text: string, at: number, blocks: ReadonlyArray<readonly [number, number]>): boolean =>
  text.slice(text.lastIndexOf("\n", at) + 1, at).includes("//") || blocks.some(([from, to]) => at > from && at < to)

/** The live test and describe titles of a test file. */
export const liveTitles = (source: TestSource): Array<TestTitle> => {
  const deadFrom = source.text.search(DEAD_BLOCK)
  const blocks = [...source.text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => [m.index, m.index + m[0].length] as const)
  const titles: Array<TestTitle> = []
  for (const match of source.text.matchAll(CALL)) {
    if (deadFrom >= 0 && match.index >= deadFrom) break
    if (DEAD.test(match[2] ?? "") || commentedOut(source.text, match.index, blocks)) continue
    const title = unescape(match[3] ?? match[4] ?? match[5] ?? "")
    const line = source.text.slice(0, match.index).split("\n").length
    titles.push({ path: source.path, line, title })
  }
  return titles
}

/** `[skill:dodge]`, `[row:sevens/kick-off/time-out]`: a tag in a title. */
export const TAG = /\[((?:skill|trait|special|action|inducement|row):[a-z0-9./-]+)\]/g

export const taggedEvidence = (sources: ReadonlyArray<TestSource>): Array<Evidence> =>
  sources.flatMap((source) =>
    liveTitles(source).flatMap((t) => [...t.title.matchAll(TAG)].map((m) => ({ rule: m[1]!, path: t.path, title: t.title, by: "tag" as const }))))

export interface MapLine {
  readonly rule: string
  readonly path: string
  readonly title: string
  /** Its line in the map, for messages. */
  readonly line: number
}

/** The map's table rows: `| rule | file | title |`, the title exactly as in the test (a `|` in it written `\|`). */
export const parseRuleMap = (text: string): Array<MapLine> =>
  text.split("\n").flatMap((raw, i) => {
    const cells = raw.trim().replace(/^\||\|$/g, "").split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, "|"))
    if (!raw.trim().startsWith("|") || cells.length !== 3) return []
    const [rule, path, title] = cells as [string, string, string]
    if (!/^(skill|trait|special|action|inducement|row):/.test(rule)) return []
    return [{ rule, path: path.replace(/^`|`$/g, ""), title, line: i + 1 }]
  })

/**
 * The map's lines as evidence, each checked: a line whose test is not a live title of its file
 * is a problem (renamed, removed or skipped), never evidence.
 */
export const mappedEvidence = (map: ReadonlyArray<MapLine>, sources: ReadonlyArray<TestSource>): { evidence: Array<Evidence>; problems: Array<string> } => {
  const byPath = new Map(sources.map((source) => [source.path, new Set(liveTitles(source).map((t) => t.title))]))
  const evidence: Array<Evidence> = []
  const problems: Array<string> = []
  for (const line of map) {
    const titles = byPath.get(line.path)
    if (titles === undefined) problems.push(`rule-test map line ${line.line}: no test file ${line.path}`)
    else if (!titles.has(line.title)) problems.push(`rule-test map line ${line.line}: ${line.path} has no live test titled "${line.title}"`)
    else evidence.push({ rule: line.rule, path: line.path, title: line.title, by: "map" })
  }
  return { evidence, problems }
}

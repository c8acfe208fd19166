import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, relative, sep } from "node:path"
import { fileURLToPath } from "node:url"
import { type Evidence, mappedEvidence, parseRuleMap, taggedEvidence, type TestSource } from "@sidelines/engine"

/** The repository this command was built in (packages/cli/dist/, packages/cli/bundle/ or packages/cli/src/ → the root). */
export const defaultRoot = (): string => fileURLToPath(new URL("../../../", import.meta.url))

/** Where the rule-test map lives, from the root. */
export const RULE_MAP = "docs/rule-tests.md"

/** The folders Vitest runs test files from (vite.config.ts `test.include`), from the root. */
const TEST_DIRS: ReadonlyArray<{ readonly dir: string; readonly depth: "packages" | "tree" }> = [
  { dir: "packages", depth: "packages" },
  { dir: "test", depth: "tree" },
  { dir: "viewer/src", depth: "tree" }
]

const testFilesUnder = (root: string, dir: string): Array<string> => {
  const full = join(root, dir)
  if (!existsSync(full)) return []
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts") && !file.split(sep).includes("node_modules"))
    .map((file) => join(dir, file))
}

/** Every test file Vitest runs (packages/<name>/test/**, test/**, viewer/src/**), read. */
export const readTestSources = (root: string): Array<TestSource> => {
  const files = TEST_DIRS.flatMap(({ dir, depth }) =>
    depth === "tree"
      ? testFilesUnder(root, dir)
      : (existsSync(join(root, dir)) ? readdirSync(join(root, dir)) : []).flatMap((name) => testFilesUnder(root, join(dir, name, "test"))))
  return files.sort().map((file) => ({ path: relative(root, join(root, file)).split(sep).join("/"), text: readFileSync(join(root, file), "utf8") }))
}

/** Every test that names a rule, by tag or by the map, and every map line that names no live test. */
export const readEvidence = (root: string): { evidence: Array<Evidence>; problems: Array<string>; files: number } => {
  const sources = readTestSources(root)
  const mapPath = join(root, RULE_MAP)
  const map = existsSync(mapPath) ? parseRuleMap(readFileSync(mapPath, "utf8")) : []
  const mapped = mappedEvidence(map, sources)
  const problems = existsSync(mapPath) ? mapped.problems : [`no rule-test map at ${RULE_MAP}`]
  return { evidence: [...taggedEvidence(sources), ...mapped.evidence], problems, files: sources.length }
}

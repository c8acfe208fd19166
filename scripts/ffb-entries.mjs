#!/usr/bin/env node
// Reads FFB's public source (christerk/ffb, a git mirror) and lists what a Blood Bowl 2020 game
// can write into a replay: report ids, turn modes, model changes, player states and actions, the
// BB2020 skills and traits, inducements, card types, prayers, kick-off results and weathers.
// Writes packages/fumbbl/spec/ffb-entries.json, which scripts/ffb-coverage.mjs and the coverage
// test read. A developer runs this by hand when FFB moves on; tests never read FFB.
//
//   node scripts/ffb-entries.mjs [path to FFB's git directory]
//
// Rules versions: FFB marks classes with @RulesCollection(Rules.X) (COMMON for every version) and
// keeps version-only code under bb2016/, bb2020/, bb2025/ packages. An entry with `versions` is
// one FFB uses only in those versions (by the classes that define or use it); an entry without
// `versions` is one FFB uses in every version (or one it marks for none).

import { execFileSync } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("../", import.meta.url))
const repo = process.argv[2] ?? "/work/.mirror/christerk+ffb/repo"
const OUT = join(root, "packages/fumbbl/spec/ffb-entries.json")
const COMMON = "ffb-common/src/main/java/com/fumbbl/ffb/"

const git = (...args) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8", maxBuffer: 1 << 28 })
const commit = git("rev-parse", "HEAD").trim()
const paths = git("ls-tree", "-r", "--name-only", commit).split("\n").filter(Boolean)

/** Every Java source of the server and common modules, read in one batch. */
const sources = (() => {
  const wanted = paths.filter((p) => p.endsWith(".java") && /^(ffb-common|ffb-server)\/src\/main\//.test(p))
  const out = execFileSync("git", ["-C", repo, "cat-file", "--batch"], { input: wanted.map((p) => `${commit}:${p}\n`).join(""), maxBuffer: 1 << 30 })
  const files = new Map()
  let at = 0
  for (const path of wanted) {
    const headerEnd = out.indexOf(10, at)
    const size = Number(out.subarray(at, headerEnd).toString().split(" ")[2])
    files.set(path, out.subarray(headerEnd + 1, headerEnd + 1 + size).toString("utf8"))
    at = headerEnd + 1 + size + 1
  }
  return files
})()
const read = (path) => {
  const text = sources.get(path)
  if (text === undefined) throw new Error(`FFB has no ${path} at ${commit}`)
  return text
}

// ---- rules versions ----

const ALL = ["BB2016", "BB2020", "BB2025"]

/** The versions a file is for: its @RulesCollection marks, else its package (bb2016/…), else all. */
const fileVersions = (path) => {
  const marks = [...read(path).matchAll(/@RulesCollection\(\s*(?:RulesCollection\.)?(?:Rules\.)?(\w+)\s*\)/g)].map((m) => m[1])
  if (marks.length > 0) return marks.includes("COMMON") ? ALL : [...new Set(marks)].sort()
  const hint = path.match(/\/(bb2016|bb2020|bb2025)\//)
  return hint ? [hint[1].toUpperCase()] : ALL
}
const union = (lists) => [...new Set(lists.flat())].sort()
const intersect = (a, b) => a.filter((v) => b.includes(v))

/** Versions of the files (other than `except`) that use a Java token, e.g. `TurnMode.BLITZ`. */
const usedIn = (token, except) => {
  const pattern = new RegExp(`\\b${token.replace(/\./g, "\\.")}\\b`)
  const users = [...sources.keys()].filter((p) => p !== except && pattern.test(sources.get(p)))
  return users.length === 0 ? null : union(users.map(fileVersions))
}

/** An entry; `versions` only when FFB uses it in some versions and not all. */
const entry = (kind, id, ffb, versions, extra = {}) => ({
  kind, id, ...extra, ffb, ...(versions !== null && versions !== undefined && versions.length < ALL.length ? { versions } : {})
})

/**
 * `NAME("wire", …)` constants of a Java enum: the names at the top level of its body (not in a
 * constant's own methods), up to the `;` that ends the list; from `from` (a marker) if given.
 */
const enumConstants = (text, from = null) => {
  let at = from === null ? text.search(/\benum\s+\w+[^{]*\{/) : text.indexOf(from)
  if (from === null) at = text.indexOf("{", at) + 1
  const found = []
  let depth = 0
  for (; at < text.length; at++) {
    const c = text[at]
    if (c === '"') at = text.indexOf('"', at + 1)
    else if (c === "/" && text[at + 1] === "/") at = text.indexOf("\n", at)
    else if ("({[".includes(c)) depth++
    else if (")}]".includes(c)) depth--
    else if (c === ";" && depth === 0) break
    else if (depth === 0 && /[A-Z]/.test(c) && !/\w/.test(text[at - 1])) {
      const m = text.slice(at).match(/^([A-Z][A-Z0-9_]*)\s*\(\s*"([^"]*)"/)
      if (m !== null) found.push({ constant: m[1], wire: m[2] })
    }
  }
  return found
}

// ---- reports ----

const REPORT_IDS = `${COMMON}report/ReportId.java`

/** Report classes by the ReportId their getId() returns. */
const reportClasses = (() => {
  const byId = new Map()
  for (const [path, text] of sources) {
    if (!path.startsWith(`${COMMON}report/`)) continue
    const id = text.match(/getId\(\)\s*\{\s*return\s+ReportId\.(\w+)/)
    if (id === null) continue
    byId.set(id[1], [...(byId.get(id[1]) ?? []), path])
  }
  return byId
})()

/** The versions in which FFB's server writes a report class: its own marks, narrowed to those of the code that creates it. */
const reportClassVersions = (path) => {
  const simple = path.slice(path.lastIndexOf("/") + 1, -".java".length)
  const pkg = dirname(path).slice("ffb-common/src/main/java/".length).replace(/\//g, ".")
  const creates = new RegExp(`\\bnew\\s+${simple}\\s*\\(`)
  const sees = (p, text) => dirname(p).endsWith(pkg.replace(/\./g, "/")) || text.includes(`import ${pkg}.${simple};`) || text.includes(`import ${pkg}.*;`)
  const creators = [...sources].filter(([p, text]) => p !== path && creates.test(text) && sees(p, text)).map(([p]) => p)
  const own = fileVersions(path)
  return creators.length === 0 ? own : intersect(own, union(creators.map(fileVersions)))
}

const reports = enumConstants(read(REPORT_IDS), "// On-wire reports").map(({ constant, wire }) => {
  const classes = reportClasses.get(constant) ?? []
  const versions = classes.length === 0 ? null : union(classes.map(reportClassVersions))
  const home = classes.find((p) => fileVersions(p).includes("BB2020")) ?? classes[0] ?? REPORT_IDS
  return entry("report", wire, home, versions)
})

// ---- turn modes, model changes, player actions (enums used by version-marked code) ----

const fromEnum = (kind, path, type) =>
  enumConstants(read(path)).map(({ constant, wire }) => entry(kind, wire, path, usedIn(`${type}.${constant}`, path)))

const turnModes = fromEnum("turnMode", `${COMMON}TurnMode.java`, "TurnMode")
const modelChanges = fromEnum("modelChange", `${COMMON}model/change/ModelChangeId.java`, "ModelChangeId")
const playerActions = fromEnum("playerAction", `${COMMON}PlayerAction.java`, "PlayerAction")

// ---- player states: the base states (FFB's low byte; the bits above are flags) ----

const PLAYER_STATE = `${COMMON}PlayerState.java`
const playerStates = [...read(PLAYER_STATE).matchAll(/public static final int (\w+) = 0x000([0-9a-f]{2});(.*)/g)].map((m) =>
  entry("playerState", m[1], PLAYER_STATE, usedIn(`PlayerState.${m[1]}`, PLAYER_STATE), {
    value: parseInt(m[2], 16), ...(m[3].includes("bloodSpots only") ? { note: "blood spots only" } : {})
  }))

// ---- skills and traits of BB2020 ----

const SKILLS = `${COMMON}skill/`
const skills = [...sources.keys()]
  .filter((p) => p.startsWith(SKILLS) && /\/(bb2020|common|mixed)\//.test(p))
  .flatMap((path) => {
    const text = read(path)
    const head = text.match(/super\(\s*"([^"]+)"\s*,\s*SkillCategory\.(\w+)/)
    if (head === null || /\babstract\s+class\b/.test(text)) return []
    const versions = fileVersions(path)
    if (!versions.includes("BB2020")) return []
    const id = path.slice(path.lastIndexOf("/") + 1, -".java".length)
    return [entry("skill", id, path, versions, { name: head[1], category: head[2].toLowerCase() })]
  })
  .sort((a, b) => a.id.localeCompare(b.id))
const clash = skills.find((s, i) => i > 0 && skills[i - 1].id === s.id)
if (clash) throw new Error(`two BB2020 skill classes named ${clash.id}: give entries distinct ids`)

// ---- inducements: the common types and BB2020's ----

const inducementTypes = (path) =>
  [...read(path).matchAll(/new InducementType\(\s*"(\w+)"\s*,\s*(null|"([^"]*)")/g)].map((m) =>
    entry("inducement", m[1], path, fileVersions(path), m[3] ? { name: m[3] } : {}))
const inducements = [
  ...inducementTypes(`${COMMON}inducement/InducementCollection.java`).map((e) => ({ ...e, versions: undefined })),
  ...inducementTypes(`${COMMON}inducement/bb2020/InducementCollection.java`)
].map(({ versions, ...e }) => (versions ? { ...e, versions } : e))

// ---- cards: BB2020's card types (FFB's BB2020 deck, bb2020/Cards.java, holds no cards) ----

const CARD_TYPES = `${COMMON}inducement/bb2020/CardType.java`
const cards = enumConstants(read(CARD_TYPES)).map(({ wire }) => entry("card", wire, CARD_TYPES, ["BB2020"]))

// ---- prayers, kick-off results, weather ----

const PRAYERS = `${COMMON}inducement/bb2020/Prayer.java`
const prayers = enumConstants(read(PRAYERS)).map(({ constant, wire }) => entry("prayer", constant, PRAYERS, ["BB2020"], { name: wire }))
const KICKOFFS = `${COMMON}kickoff/bb2020/KickoffResult.java`
const kickoffs = enumConstants(read(KICKOFFS)).map(({ constant, wire }) => entry("kickoff", constant, KICKOFFS, ["BB2020"], { name: wire }))
const WEATHER = `${COMMON}Weather.java`
const weather = enumConstants(read(WEATHER)).map(({ constant, wire }) => entry("weather", constant, WEATHER, null, { name: wire }))

// ---- out ----

const entries = [...reports, ...turnModes, ...modelChanges, ...playerStates, ...playerActions, ...skills, ...inducements, ...cards, ...prayers, ...kickoffs, ...weather]
const seen = new Set()
for (const e of entries) {
  const key = `${e.kind}/${e.id}`
  if (seen.has(key)) throw new Error(`${key} twice`)
  seen.add(key)
}
const text = [
  "{",
  `  "source": ${JSON.stringify({ repository: "christerk/ffb", commit, note: "written by scripts/ffb-entries.mjs; versions: the rules versions FFB uses an entry in, when not all" })},`,
  '  "entries": [',
  entries.map((e) => `    ${JSON.stringify(e)}`).join(",\n"),
  "  ]",
  "}",
  ""
].join("\n")
mkdirSync(dirname(OUT), { recursive: true })
writeFileSync(OUT, text)
const counts = {}
for (const e of entries) counts[e.kind] = (counts[e.kind] ?? 0) + 1
console.log(`${entries.length} entries from christerk/ffb ${commit.slice(0, 10)}:`, counts)

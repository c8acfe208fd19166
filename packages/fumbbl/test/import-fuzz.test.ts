import { existsSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { gunzipSync, gzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { encodeImported, FfbImportError, importReplay, importReplayBytes, type ImportedMatch } from "../src/index.js"
import { activate, command, deselect, endTurn, matchStart, moveTo, replay, report } from "./ffb-shapes.js"

/**
 * Replays with one field broken (a key deleted, a value set to null, a number turned into a string
 * and back, an array into an object, an array cut short) must be refused or imported, never crash
 * the import. The outcome is mapped to the exit the CLI's `import` gives (packages/cli/src/commands/
 * import.ts): 2 for a refusal (FfbImportError), 1 when conversion stopped early, 0 when complete;
 * anything thrown besides FfbImportError, by the import or by encoding its log, is a crash (exit 70).
 * FUZZ_CASES raises the number of mutations per replay; FUZZ_SEED changes the seed.
 */
const CASES = Number(process.env.FUZZ_CASES ?? 120)
const SEED = Number(process.env.FUZZ_SEED ?? 20)

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }

/** A seeded PRNG (mulberry32), so a failing case can be replayed from its seed and index. */
const prng = (seed: number) => {
  let a = seed >>> 0
  return (n: number): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n)
  }
}

/**
 * Every node of a JSON value below the root, as its parent's index and its key (flat, so a 4 MB
 * replay stays cheap), grouped by kind: the path with its indices left out, so that
 * `…reports[].defenderId` is one kind however many reports there are.
 */
const nodesOf = (root: Json) => {
  const parents: Array<number> = []
  const keys: Array<string | number> = []
  const values: Array<Json> = []
  const kinds = new Map<string, Array<number>>()
  const walk = (value: Json, index: number, kind: string) => {
    if (value === null || typeof value !== "object") return
    const isArray = Array.isArray(value)
    const entries: Array<[string | number, Json]> = isArray ? value.map((v, i) => [i, v]) : Object.entries(value)
    for (const [key, child] of entries) {
      parents.push(index)
      keys.push(key)
      values.push(child)
      // A report's fields depend on its id: each report id's fields are kinds of their own.
      const childKind = isArray ? `${kind}[]${child !== null && typeof child === "object" && "reportId" in child ? `<${String(child.reportId)}>` : ""}` : `${kind}.${key}`
      const of = kinds.get(childKind)
      if (of === undefined) kinds.set(childKind, [values.length - 1])
      else of.push(values.length - 1)
      walk(child, values.length - 1, childKind)
    }
  }
  walk(root, -1, "")
  return { parents, keys, values, kinds: [...kinds.values()] }
}

type Mutation = "delete" | "null" | "retype" | "object" | "array" | "truncate" | "number"

/** What can be done to a value: every value can be deleted or nulled; the rest depends on its type. */
const mutationsOf = (value: Json): ReadonlyArray<Mutation> => {
  if (Array.isArray(value)) return ["delete", "null", "object", "truncate", "retype"]
  if (value !== null && typeof value === "object") return ["delete", "null", "array", "retype"]
  if (value === null) return ["delete", "retype"]
  return typeof value === "number" ? ["delete", "null", "retype", "number"] : ["delete", "null", "retype"]
}

/** Numbers FFB never writes where a die, a square or a count is expected. */
const ODD_NUMBERS: ReadonlyArray<number> = [-1, 0, 0.5, 99, 1e9]

/** Another type for the same value: a number as a string and a string as a number, a boolean as a number… */
const retyped = (value: Json): Json => {
  if (typeof value === "number") return String(value)
  if (typeof value === "string") return /^-?\d+$/.test(value) ? Number(value) : value.length
  if (typeof value === "boolean") return value ? "true" : 0
  if (value === null) return "null"
  if (Array.isArray(value)) return value.length === 0 ? "" : value.join(",")
  return 1
}

/**
 * The replay with one mutation at one node, copying only the path down to it (the original is
 * never changed, so 4 MB replays need no deep copy per case).
 */
const mutate = (root: Json, nodes: ReturnType<typeof nodesOf>, node: number, mutation: Mutation): { replay: Json; path: string } => {
  const chain: Array<number> = []
  for (let i = node; i >= 0; i = nodes.parents[i]!) chain.unshift(i)
  const path = chain.map((i) => (typeof nodes.keys[i] === "number" ? `[${nodes.keys[i]}]` : `.${nodes.keys[i]}`)).join("").slice(1)
  const copy = (value: Json): Record<string | number, Json> => (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, Json>
  const top = copy(root)
  let parent = top
  for (const i of chain.slice(0, -1)) {
    const child = copy(parent[nodes.keys[i]!]!)
    parent[nodes.keys[i]!] = child as Json
    parent = child
  }
  const key = nodes.keys[node]!
  const value = nodes.values[node]!
  switch (mutation) {
    case "delete":
      if (Array.isArray(parent)) parent.splice(key as number, 1)
      else delete parent[key]
      break
    case "null":
      parent[key] = null
      break
    case "retype":
      parent[key] = retyped(value)
      break
    case "object":
      parent[key] = Object.fromEntries((value as ReadonlyArray<Json>).map((v, i) => [String(i), v]))
      break
    case "array":
      parent[key] = []
      break
    case "number":
      parent[key] = ODD_NUMBERS[(value as number) % ODD_NUMBERS.length] ?? -1
      break
    case "truncate":
      parent[key] = (value as ReadonlyArray<Json>).slice(0, Math.floor((value as ReadonlyArray<Json>).length / 2))
      break
  }
  return { replay: top as Json, path: `${path} (${mutation})` }
}

/** The exit the CLI's import gives for an import, or the crash it would report as exit 70. */
const exitOf = (run: () => ImportedMatch): { exit: number; error?: unknown } => {
  try {
    const match = run()
    encodeImported(match)
    return { exit: match.stopped === null ? 0 : 1 }
  } catch (error) {
    if (error instanceof FfbImportError) return { exit: 2, error }
    return { exit: 70, error }
  }
}

/** Runs `cases` seeded mutations of a replay; returns the crashes, each with its path and error. */
const fuzz = (original: Json, cases: number, seed: number, run: (replay: Json) => ImportedMatch) => {
  const nodes = nodesOf(original)
  const random = prng(seed)
  const exits = new Map<number, number>()
  const crashes: Array<string> = []
  for (let n = 0; n < cases; n++) {
    // Half the cases pick any node, half a kind of node first: the rare report fields are met as often as the model changes.
    const of = nodes.kinds[random(nodes.kinds.length)]!
    const node = n % 2 === 0 ? random(nodes.values.length) : of[random(of.length)]!
    const kinds = mutationsOf(nodes.values[node]!)
    const { replay: mutated, path } = mutate(original, nodes, node, kinds[random(kinds.length)]!)
    const { exit, error } = exitOf(() => run(mutated))
    exits.set(exit, (exits.get(exit) ?? 0) + 1)
    // A refusal by the last resorts (the converter's catch-all, the encoder's) is clean but names a cause not fixed at its root.
    if (exit === 2 && /the importer cannot read it|our log format cannot hold/.test(String(error))) console.log(`last resort: case ${n}, ${path}: ${String(error)}`)
    if (exit === 70) crashes.push(`case ${n}, ${path}: ${error instanceof Error ? (error.stack ?? error.message).split("\n").slice(0, 3).join(" / ") : String(error)}`)
  }
  return { exits, crashes }
}

/** A small match written for this test: the start, a move, a block with an injury, the end of the turn. */
const synthetic = (): Json =>
  replay([
    ...matchStart(),
    activate("a1", "move"),
    moveTo("a1", [14, 6]),
    command([report("dodgeRoll", { playerId: "a1", successful: true, roll: 4, minimumRoll: 3, reRolled: false, rollModifiers: [] })]),
    deselect("a1"),
    activate("a4", "block"),
    command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [1, 6] })]),
    command([report("blockRoll", { choosingTeamId: "T-HOME", blockRoll: [1, 6] })]),
    command([report("blockChoice", { nrOfDice: -2, blockRoll: [1, 6], diceIndex: 1, blockResult: "POW", defenderId: "h2" })]),
    moveTo("h2", [11, 7]),
    moveTo("a4", [12, 7]),
    command([report("injury", { defenderId: "h2", injuryType: "block", armorBroken: true, armorRoll: [5, 5], injuryRoll: [4, 5], casualtyRoll: null, injury: 5, attackerId: "a4" })]),
    command([report("apothecaryRoll", { playerId: "h2", casualtyRoll: null, playerState: null })]),
    deselect("a4"),
    endTurn("home", 1)
  ]) as unknown as Json

describe("fuzz: a replay with one field broken is imported or refused, never crashes", () => {
  it(`a synthetic replay, ${CASES * 4} mutations through the bytes the CLI reads (gzip and plain JSON)`, () => {
    const original = synthetic()
    expect(exitOf(() => importReplay(original as never)).exit).toBe(0)
    let n = 0
    const { exits, crashes } = fuzz(original, CASES * 4, SEED, (mutated) => {
      const bytes = Buffer.from(JSON.stringify(mutated))
      return importReplayBytes(n++ % 2 === 0 ? bytes : gzipSync(bytes))
    })
    console.log(`synthetic: exits ${JSON.stringify(Object.fromEntries(exits))}`)
    expect(crashes).toEqual([])
    expect([...exits.keys()].every((exit) => exit === 0 || exit === 1 || exit === 2)).toBe(true)
  })
})

const realDir = fileURLToPath(new URL("../../../../shared/real-logs/fumbbl", import.meta.url))
const haveReal = existsSync(realDir)

describe.skipIf(!haveReal)("fuzz: the real replays of ../shared/real-logs/fumbbl, one field broken", () => {
  for (const file of ["1559380.gz", "1712868.gz"]) {
    it(`${file}: ${CASES} mutations`, { timeout: 120_000 }, () => {
      const original = JSON.parse(gunzipSync(readFileSync(`${realDir}/${file}`)).toString("utf8")) as Json
      // The parsed replay is mutated in copies of its path and imported as the CLI imports it once parsed.
      const { exits, crashes } = fuzz(original, CASES, SEED, (mutated) => importReplay(mutated as never))
      console.log(`${file}: exits ${JSON.stringify(Object.fromEntries(exits))}`)
      expect(crashes).toEqual([])
    })
  }
})

import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeLogText, encodeLog, logLineJsonSchema } from "@sidelines/schema"
import { branchesByTag, deref, type JsonSchema } from "./support/arbitrary.js"
import { matchLog } from "./support/match-log.js"

/** A small seeded PRNG (mulberry32), so a shuffle is reproduced by fast-check's seed and shrinking. */
const randomFrom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/** The same JSON value with the keys of every object, at every depth, in a random order. */
const shuffleKeys = (value: unknown, random: () => number): unknown => {
  if (Array.isArray(value)) return value.map((item) => shuffleKeys(item, random))
  if (value === null || typeof value !== "object") return value
  const entries = Object.entries(value)
  for (let i = entries.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[entries[i], entries[j]] = [entries[j]!, entries[i]!]
  }
  return Object.fromEntries(entries.map(([key, item]) => [key, shuffleKeys(item, random)]))
}

describe("a log generated from the JSON Schema survives encode → decode → encode", () => {
  it("decodes with no errors to the same header and events, and re-encodes to the same text", () => {
    fc.assert(
      fc.property(matchLog(), ({ header, events }) => {
        const text = encodeLog(header, events)
        const log = decodeLogText(text)
        expect(log.errors).toEqual([])
        expect(log.header).toEqual(header)
        expect(log.events).toEqual(events)
        expect(log.validPrefix).toBe(events.length)
        expect(encodeLog(log.header!, log.events)).toBe(text)
      }),
      { numRuns: 250 }
    )
  })

  it("does not depend on the key order of the lines it reads", () => {
    fc.assert(
      fc.property(matchLog({ maxEvents: 20 }), fc.integer(), ({ header, events }, seed) => {
        const canonical = encodeLog(header, events)
        const random = randomFrom(seed)
        const shuffled = canonical
          .split("\n")
          .slice(0, -1)
          .map((line) => `${JSON.stringify(shuffleKeys(JSON.parse(line), random))}\n`)
          .join("")
        const log = decodeLogText(shuffled)
        expect(log.errors).toEqual([])
        expect(encodeLog(log.header!, log.events)).toBe(canonical)
      }),
      { numRuns: 200 }
    )
  })
})

describe("the JSON Schema of a log line", () => {
  const document = logLineJsonSchema() as JsonSchema
  /** The schema of the property at `path` below `schema`, following `$ref`s and array `items`. */
  const at = (schema: JsonSchema, ...path: ReadonlyArray<string>): Record<string, unknown> => {
    let node = deref(document, schema)
    for (const key of path) {
      const object = node as { readonly items: JsonSchema; readonly properties: Readonly<Record<string, JsonSchema>> }
      node = deref(document, key === "[]" ? object.items : object.properties[key]!)
    }
    return node as Record<string, unknown>
  }
  const branch = (tag: string): JsonSchema => branchesByTag(document).get(tag)![0]!
  const header = branch("MatchStarted")
  const inducementUsed = branch("InducementUsed")

  // The decoder checks these strings against regular expressions; a schema without them
  // accepts lines the decoder rejects, e.g. {"playedAt":"yesterday"} or a colour "green".
  it.each([
    ["the header's playedAt", at(header, "playedAt"), "2026-11-01", "yesterday"],
    ["a team colour", at(header, "teams", "[]", "colours", "primary"), "#2f6b2f", "green"],
    ["an inducement's id", at(header, "teams", "[]", "inducements", "[]", "id"), "bribe", "Bribe!"],
    ["the inducement an InducementUsed names", at(inducementUsed, "inducement"), "wandering-apothecary", "wandering apothecary"],
    ["a claimed result", at(inducementUsed, "claimed", "result"), "badly-hurt", "Badly Hurt"]
  ])("states the pattern of %s", (_, property, valid, invalid) => {
    expect(property).toHaveProperty("pattern")
    const pattern = new RegExp(property.pattern as string, "u")
    expect(pattern.test(valid)).toBe(true)
    expect(pattern.test(invalid)).toBe(false)
  })
})

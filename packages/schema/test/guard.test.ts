import fc from "fast-check"
import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { compileGuard, EVENT_SCHEMAS, EVENT_TAGS, type Guard, MatchStarted } from "@sidelines/schema"
import { arbitraryOfTag } from "./support/arbitrary.js"
import { lineSchema } from "./support/match-log.js"
import { nearMiss } from "./support/near-miss.js"

/** What the Schema decoder says of a value, with the decoder's own excess-key rule. */
const schemaAccepts = (schema: Schema.Top) => {
  const decode = Schema.decodeUnknownResult(schema as Schema.Codec<unknown>)
  return (value: unknown): boolean => Result.isSuccess(decode(value, { onExcessProperty: "error" }))
}

const guardOf = (schema: Schema.Top): Guard => {
  const guard = compileGuard(schema.ast)
  if (guard === undefined) throw new Error("compileGuard gave up on this schema")
  return guard
}

/** The header's fields without the cross-field check that keeps compileGuard away from it. */
const HeaderFields = Schema.Struct(MatchStarted.fields)

describe("compileGuard compiles", () => {
  it.each(EVENT_TAGS)("%s, so its lines take the fast path", (tag) => {
    expect(compileGuard(EVENT_SCHEMAS[tag].ast)).toBeTypeOf("function")
  })

  it("the header's field structure", () => {
    expect(compileGuard(HeaderFields.ast)).toBeTypeOf("function")
  })

  it("nothing for MatchStarted itself, whose custom cross-field check it cannot read", () => {
    expect(compileGuard(MatchStarted.ast)).toBeUndefined()
  })
})

const subjects = [
  ...EVENT_TAGS.map((tag) => ({ name: tag, schema: EVENT_SCHEMAS[tag] as Schema.Top, lines: arbitraryOfTag(lineSchema, tag) })),
  { name: "MatchStarted's fields", schema: HeaderFields as Schema.Top, lines: arbitraryOfTag(lineSchema, "MatchStarted") }
]

describe.each(subjects)("the guard of $name agrees with Schema", ({ schema, lines }) => {
  const guard = guardOf(schema)
  const accepts = schemaAccepts(schema)

  it("on values generated from the JSON Schema", () => {
    let accepted = 0
    fc.assert(
      fc.property(lines, (line) => {
        expect(guard(line)).toBe(accepts(line))
        if (accepts(line)) accepted++
      }),
      { numRuns: 150 }
    )
    // Without valid values the agreement above would only be on `false`.
    expect(accepted, "no generated value was valid: does the JSON Schema miss a constraint of the Schema?").toBeGreaterThan(0)
  })

  it("on near misses: a key dropped or added, a type changed, a number out of range or fractional, a literal misspelt", () => {
    let rejected = 0
    fc.assert(
      fc.property(lines.chain(nearMiss), (value) => {
        expect(guard(value)).toBe(accepts(value))
        if (!accepts(value)) rejected++
      }),
      { numRuns: 300 }
    )
    expect(rejected).toBeGreaterThan(0)
  })
})

describe("the guard of a sample line, one near miss at a time", () => {
  const roll = { _tag: "DiceRolled", seq: 25, die: "d6", faces: [4], for: "catch", player: "o4", claimed: { success: true, target: 3 } }
  const guard = guardOf(EVENT_SCHEMAS.DiceRolled)
  const accepts = schemaAccepts(EVENT_SCHEMAS.DiceRolled)

  it.each([
    ["the line as written", roll, true],
    ["a face of 7 on a d6", { ...roll, faces: [7] }, false],
    ["a fractional face", { ...roll, faces: [3.5] }, false],
    ["two faces on a d6", { ...roll, faces: [4, 4] }, false],
    ["two faces on a 2d6", { ...roll, die: "2d6", faces: [4, 4] }, true],
    ["four block dice", { ...roll, die: "block", faces: [1, 2, 3, 4] }, false],
    ["an unknown die", { ...roll, die: "d7" }, false],
    ["a misspelt purpose", { ...roll, for: "Catch" }, false],
    ["no seq", { ...roll, seq: undefined }, false],
    ["seq 0", { ...roll, seq: 0 }, false],
    ["a string seq", { ...roll, seq: "25" }, false],
    ["an unknown key", { ...roll, rolledBy: "o4" }, false],
    ["an unknown key in the claim", { ...roll, claimed: { success: true, turnover: false, why: "x" } }, false],
    ["a claimed target out of range", { ...roll, claimed: { target: 31 } }, false],
    ["an empty player id", { ...roll, player: "" }, false],
    ["a claim that is an array", { ...roll, claimed: [] }, false],
    ["an array instead of the line", [roll], false],
    ["null", null, false]
  ])("%s", (_, value, valid) => {
    expect(accepts(value)).toBe(valid)
    expect(guard(value)).toBe(valid)
  })
})

describe("checks the log schemas do not use yet agree too", () => {
  // compileGuard claims to follow the AST check by check, so a future field with a bare Int
  // or an open-ended bound must not let through what Schema rejects.
  it.each([
    ["an integer", Schema.Int, [0, -3, 2 ** 53 - 1, 2 ** 53, 2 ** 60, -(2 ** 53), 1.5, NaN, Infinity]],
    ["a number of at least 10", Schema.Number.check(Schema.isGreaterThanOrEqualTo(10)), [9, 10, 10.5, 1e300, Infinity, NaN]],
    ["a string of at least 2", Schema.String.check(Schema.isMinLength(2)), ["", "a", "ab", "🏈"]]
  ] as const)("%s", (_, schema, values) => {
    const guard = guardOf(schema)
    const accepts = schemaAccepts(schema)
    for (const value of values) expect([value, guard(value)]).toEqual([value, accepts(value)])
  })
})

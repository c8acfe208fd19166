import { describe, expect, it } from "vitest"
import { variantRecord } from "../src/core/variant/record.js"
import type { Variant } from "../src/core/variant/variant.js"
import { VARIANTS } from "../src/variants/registry.js"

// The fold hands the rules each variant rebuilt in one shape (core/variant/record.ts), for speed.
// The copy must be the variant itself in every field, its pitch and hooks included.
const variants = Object.values(VARIANTS) as ReadonlyArray<Variant>
const gutterPitches = Object.values(VARIANTS["gutter-bowl"]!.pitches?.variants ?? {})

describe("the variant as the rules read it", () => {
  it.each([...variants, ...gutterPitches].map((variant) => [variant.name, variant] as const))("%s: every field the same, the pitch's and hooks' too", (_, variant) => {
    const copy = variantRecord(variant)
    for (const [key, value] of Object.entries(variant)) {
      if (key === "pitch" || key === "hooks") expect(copy[key], key).toEqual(value)
      else expect(copy[key as keyof Variant], key).toBe(value)
    }
    // Functions of the pitch are the variant's own (the same rule, not a lookalike).
    expect(copy.pitch.contains).toBe(variant.pitch.contains)
    expect(copy.hooks?.onArrive).toBe(variant.hooks?.onArrive)
    // The same object each time it is asked for.
    expect(variantRecord(variant)).toBe(copy)
  })

  it("gives every variant the same fields in the same order", () => {
    const orders = new Set(variants.map((variant) => Object.keys(variantRecord(variant)).join(",")))
    expect(orders.size).toBe(1)
  })

  it("refuses a variant with a field it does not list, rather than lose the field", () => {
    const odd = { ...variants[0]!, lateRule: () => 1 } as unknown as Variant
    expect(() => variantRecord(odd)).toThrow(/lateRule/)
  })
})

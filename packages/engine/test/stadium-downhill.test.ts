import { describe, expect, it } from "vitest"
import { downhillTeam, variantAt } from "@sidelines/engine"
import { player } from "./support/scenario.js"
import { stadiumHeader, stadiumPosition } from "./support/stadium.js"

// downhillTeam: the public read a viewer uses to say which end zone lies downhill this half.
describe("downhillTeam (Sloping Pitch)", () => {
  const head = stadiumHeader("sloping-pitch", { home: [player("h1"), player("h2")] })

  it("rolled down towards Home's end zone: Home's in the first half, Away's after half-time, as the bounce direction says", () => {
    const sloping = { attribute: "sloping-pitch", downhill: 0 } as const
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [10, 7], a1: [20, 7] }, stadium: sloping })
    expect(downhillTeam(state.stadium, 1)).toBe(0)
    expect(variantAt(match, { ...state, half: 1 }).bounceDownhill).toEqual([-1, 0]) // towards x = 0, Home's end zone
    expect(downhillTeam(state.stadium, 2)).toBe(1)
    expect(variantAt(match, { ...state, half: 2 }).bounceDownhill).toEqual([1, 0])
  })

  it("no slope before the roll, and none at another stadium or without one", () => {
    expect(downhillTeam({ attribute: "sloping-pitch" }, 1)).toBeNull()
    expect(downhillTeam({ attribute: "ice" }, 1)).toBeNull()
    expect(downhillTeam(undefined, 2)).toBeNull()
  })
})

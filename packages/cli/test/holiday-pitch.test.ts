import { describe, expect, it } from "vitest"
import { buildMatch, initialState, transition } from "@sidelines/engine"
import { holidaySpecial } from "../../engine/src/variants/holiday-special/index.js"
import { holidayHeader } from "../../engine/test/support/holiday.js"
import { renderPitch } from "../src/ascii.js"

describe("sidelines replay's text pitch in a Holiday Special match", () => {
  it("marks a gingerbread house ### and the snowgrots *", () => {
    const match = buildMatch(holidayHeader(), holidaySpecial)
    const placed = transition(match, initialState(match), { _tag: "GingerbreadHousePlaced", seq: 1, team: "home", squares: [[8, 6], [8, 7]] })
    if (placed._tag !== "Success") throw new Error("the house should be placed")
    const lines = renderPitch(match, placed.success).split("\n")
    // Row 7 is y = 6: column I (x = 8) holds the house; column A (x = 0) a snowgrot on y = 6.
    const row7 = lines[7]!
    expect(row7.slice(4 + 8 * 4, 4 + 8 * 4 + 3)).toBe("###")
    expect(row7.slice(4, 7)).toBe(" * ")
    // y = 7 (row 8) has no snowgrot: the end zone shows as usual.
    expect(lines[8]!.slice(4, 7)).toBe(" : ")
  })
})

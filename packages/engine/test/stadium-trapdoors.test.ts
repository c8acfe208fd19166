import { describe, expect, it } from "vitest"
import { expecting, matchOf, variantAt } from "@sidelines/engine"
import type { Square } from "@sidelines/schema"
import { stadiumProblem } from "../src/stadium/layer.js"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { inKillZone, onAdvanceLine, quarterAt } from "../src/variants/blightbowl/pitch.js"
import { Events, playOk, where } from "./support/scenario.js"
import { stadiumHeader, stadiumPosition } from "./support/stadium.js"
import { gutterHeader, gutterPosition } from "./support/gutter.js"
import { holidayHeader, holidayPosition } from "./support/holiday.js"
import { blightHeader, blightPosition } from "./support/blight.js"

// Uncovered Trapdoors off the Sevens pitch. The rules place no trapdoors on the other pitches; we
// use the squares Blood Bowl's Treacherous Trapdoor opens, (6, 1) and (19, 13) — one in each half
// inside a wide zone, as Sevens has them — on the Blood Bowl, Holiday Special and Gutter Bowl
// pitches, and one in each quarter of BlightBowl's cross.

const trapdoorsOf = (features: ReadonlyArray<{ kind: string }>): ReadonlyArray<Square> =>
  features.flatMap((f) => (f.kind === "trapdoor" && "squares" in f ? (f as { squares: ReadonlyArray<Square> }).squares : []))

const onto = (player: string, to: Square) =>
  new Events().add({ _tag: "ActionDeclared", player, action: "move" }).add({ _tag: "PlayerMoved", player, to })

describe("Uncovered Trapdoors on the Blood Bowl pitch: (6, 1) and (19, 13)", () => {
  const head = stadiumHeader("uncovered-trapdoors")

  it("h1 stepping from (7, 1) onto (6, 1) rolls the D6 with no prayer in force, and a 1 drops them through, as if pushed into the crowd", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [7, 1], a1: [20, 7] } })
    expect(trapdoorsOf(variantAt(match, state).pitch.features)).toEqual([[6, 1], [19, 13]])
    expect(expecting(match, playOk(match, state, onto("h1", [6, 1]).list).state)).toMatchObject({ kind: "roll", die: "d6", for: "trapdoor", player: "h1" })
    const played = playOk(match, state, onto("h1", [6, 1]).d6(1, "trapdoor", "h1").twoD6(2, 3, "injury", "h1").list)
    expect(where(played.state, "h1")).toMatchObject({ at: null, box: "reserves" })
    expect(played.rulings.find((r) => r.rule === "Uncovered Trapdoors")).toBeDefined()
  })

  it("(6, 2) next to it is no trapdoor: no roll", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [7, 2], a1: [20, 7] } })
    expect(expecting(match, playOk(match, state, onto("h1", [6, 2]).list).state)).not.toMatchObject({ for: "trapdoor" })
  })

  it("at a stadium without the attribute the Blood Bowl pitch shows no trapdoor and stepping on (6, 1) rolls nothing", () => {
    const { match, state } = stadiumPosition(stadiumHeader("ice"), { team: 0, at: { h1: [7, 1], a1: [20, 7] } })
    expect(trapdoorsOf(variantAt(match, state).pitch.features)).toEqual([])
    expect(expecting(match, playOk(match, state, onto("h1", [6, 1]).list).state)).not.toMatchObject({ for: "trapdoor" })
  })

  it("a ball bouncing onto (6, 1) is thrown out by the groundskeeper: D8 7 (down) and D6 3 to (6, 4), where it bounces", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [8, 1], a1: [20, 7] }, ballAt: [7, 1] })
    const events = onto("h1", [7, 1]).d6(1, "pick-up", "h1").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [4], "bounce")
    expect(expecting(match, playOk(match, state, events.list).state)).toMatchObject({ kind: "roll", die: "d8", for: "trapdoor" })
    const played = playOk(match, state, events.roll("d8", [7], "trapdoor").d6(3, "trapdoor").list)
    expect(played.state.ball.at).toEqual([6, 4])
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d8", for: "bounce" })
  })

  it("a pitch with no trapdoor squares at all would be refused, with the reason", () => {
    const bare = { ...bloodBowl, prayerTrapdoors: undefined }
    expect(stadiumProblem(stadiumHeader("uncovered-trapdoors"), "uncovered-trapdoors", bare)).toContain("has no trapdoor squares")
  })
})

describe("Uncovered Trapdoors on the Gutter Bowl pitches: (6, 1) and (19, 13), on the open lanes along the walls", () => {
  const street = { ...gutterHeader("street"), options: { pitch: "street" as const, stadium: "uncovered-trapdoors" as const } }
  const sewer = { ...gutterHeader("sewer"), options: { pitch: "sewer" as const, stadium: "uncovered-trapdoors" as const } }

  it("on both pitches the trapdoors are off the stalls, pits and barricades, one in each half in a wide zone", () => {
    for (const head of [street, sewer]) {
      const { match, state } = gutterPosition(head, { team: 0, at: { h1: [7, 1], a1: [20, 7] } })
      const pitch = variantAt(match, state).pitch
      expect(trapdoorsOf(pitch.features)).toEqual([[6, 1], [19, 13]])
      for (const [square, team] of [[[6, 1], 0], [[19, 13], 1]] as const) {
        expect(pitch.isOwnHalf(team, square)).toBe(true)
        expect(pitch.wideZone(square)).not.toBeNull()
        expect(pitch.features.some((f) => f.kind !== "trapdoor" && "squares" in f && f.squares.some((s) => s[0] === square[0] && s[1] === square[1]))).toBe(false)
      }
    }
  })

  it("h1 stepping onto (6, 1) on the street rolls the D6", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [7, 1], a1: [20, 7] } })
    expect(expecting(match, playOk(match, state, onto("h1", [6, 1]).list).state)).toMatchObject({ kind: "roll", die: "d6", for: "trapdoor", player: "h1" })
  })

  // h1 on (9, 1) steps onto the ball on (8, 1) and fails the pick-up; the cobbles bounce it twice, left and left, onto (6, 1).
  const ontoTrapdoor = () =>
    onto("h1", [8, 1]).d6(1, "pick-up", "h1").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [4], "bounce").roll("d8", [4], "bounce")

  it("the groundskeeper's ball thrown up (D8 2) three squares flies into the sideline wall past (6, 0): it comes off it (a D6 `wall`, 3: straight back) onto (6, 0) and bounces on", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [9, 1], a1: [20, 7] }, ballAt: [8, 1] })
    const rested = playOk(match, state, ontoTrapdoor().list)
    expect(rested.state.ball.at).toEqual([6, 1])
    const thrown = playOk(match, state, ontoTrapdoor().roll("d8", [2], "trapdoor").d6(3, "trapdoor").list)
    expect(expecting(match, thrown.state)).toMatchObject({ kind: "roll", die: "d6", for: "wall" })
    const played = playOk(match, state, ontoTrapdoor().roll("d8", [2], "trapdoor").d6(3, "trapdoor").d6(3, "wall").list)
    expect(played.state.ball.at).toEqual([6, 0])
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d8", for: "bounce" })
  })

  it("thrown down (D8 7) three squares it comes down on the market stall at (6, 4): put back out with a D8 (`wall`)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [9, 1], a1: [20, 7] }, ballAt: [8, 1] })
    const played = playOk(match, state, ontoTrapdoor().roll("d8", [7], "trapdoor").d6(3, "trapdoor").list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d8", for: "wall" })
  })

  it("in the sewer the same ball comes down in the pit at (6, 4): put back out with a D8 (`sewer-pit`)", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [9, 1], a1: [20, 7] }, ballAt: [8, 1] })
    const played = playOk(match, state, ontoTrapdoor().roll("d8", [7], "trapdoor").d6(3, "trapdoor").list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d8", for: "sewer-pit" })
  })
})

describe("Uncovered Trapdoors at the Holiday Special and on BlightBowl's cross", () => {
  it("the Holiday Special plays on Blood Bowl's pitch, with its trapdoors on (6, 1) and (19, 13)", () => {
    const head = { ...holidayHeader(), options: { stadium: "uncovered-trapdoors" as const } }
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [7, 1], a1: [20, 7] } })
    expect(trapdoorsOf(variantAt(match, state).pitch.features)).toEqual([[6, 1], [19, 13]])
    expect(expecting(match, playOk(match, state, onto("h1", [6, 1]).list).state)).toMatchObject({ kind: "roll", die: "d6", for: "trapdoor", player: "h1" })
  })

  it("BlightBowl: four trapdoors, one in each quarter's wide zone, none on an advance line or in the Kill-Zone; the stadium is accepted", () => {
    const head = { ...blightHeader("free-for-all"), options: { ...blightHeader("free-for-all").options, stadium: "uncovered-trapdoors" as const } }
    expect(matchOf(head)._tag).toBe("Success")
    const { match, state } = blightPosition("free-for-all", { team: 0, at: {} }, [0, 1, 2, 3], head)
    const pitch = variantAt(match, state).pitch
    const squares = trapdoorsOf(pitch.features)
    expect(squares).toHaveLength(4)
    expect(new Set(squares.map((s) => quarterAt(s)))).toEqual(new Set([0, 1, 2, 3]))
    for (const square of squares) {
      expect(pitch.wideZone(square)).not.toBeNull()
      expect(onAdvanceLine(square) || inKillZone(square)).toBe(false)
    }
  })
})

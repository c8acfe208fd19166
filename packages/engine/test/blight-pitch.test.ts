import { describe, expect, it } from "vitest"
import { expecting, Replay, VARIANTS, variantAt } from "@sidelines/engine"
import type { Square } from "@sidelines/schema"
import { blightbowl, blightbowlIn } from "../src/variants/blightbowl/index.js"
import { crossSquares, inKillZone, onAdvanceLine, quarterAt } from "../src/variants/blightbowl/pitch.js"
import { Events, play, playOk, where } from "./support/scenario.js"
import { blightHeader, blightMatch, legalSetUp, pregame, setUp } from "./support/blight.js"

// The pitch with alpha West, beta North, gamma East, delta South.
const pitch = blightbowlIn("free-for-all", [0, 1, 2, 3]).pitch

describe("BlightBowl: the cross", () => {
  it("is registered under blightbowl, and the header's mode configures it", () => {
    expect(VARIANTS.blightbowl).toBe(blightbowl)
    const { match } = blightMatch(blightHeader("allies"))
    expect(match.variant.name).toBe("BlightBowl (allies)")
    expect(match.variant.pitches?.roll).toMatchObject({ die: "d8", for: "blightbowl-quarters" })
    expect(blightMatch(blightHeader("grudge")).match.variant.pitches?.roll.die).toBe("d6")
  })

  it("two 25×15 bars crossing: (0, 5) and (24, 19) are on it, the corners (4, 4) and (20, 20) are the crowd; 525 squares in all", () => {
    expect(pitch.width).toBe(25)
    expect(pitch.height).toBe(25)
    expect(pitch.contains([0, 5])).toBe(true)
    expect(pitch.contains([24, 19])).toBe(true)
    expect(pitch.contains([5, 0])).toBe(true)
    expect(pitch.contains([4, 4])).toBe(false)
    expect(pitch.contains([20, 20])).toBe(false)
    expect(pitch.contains([0, 4])).toBe(false)
    expect(crossSquares()).toHaveLength(2 * 25 * 15 - 15 * 15)
  })

  it("the Kill-Zone is the 3×3 centre; the four advance lines run from its corners to the elbows, six squares each", () => {
    expect(crossSquares().filter(inKillZone)).toEqual([[11, 11], [12, 11], [13, 11], [11, 12], [12, 12], [13, 12], [11, 13], [12, 13], [13, 13]])
    const lines = crossSquares().filter(onAdvanceLine)
    expect(lines).toHaveLength(24)
    for (const corner of [[10, 10], [5, 5], [19, 5], [14, 10], [5, 19], [19, 19]] as Array<Square>) expect(onAdvanceLine(corner)).toBe(true)
    expect(pitch.features).toEqual([{ kind: "kill-zone", squares: expect.arrayContaining([[12, 12]]) }])
  })

  it("every square is in exactly one quarter, on an advance line, or in the Kill-Zone; the quarters are the same size", () => {
    const counts = [0, 0, 0, 0]
    for (const square of crossSquares()) {
      const q = quarterAt(square)
      const elsewhere = inKillZone(square) || onAdvanceLine(square)
      expect(q === null).toBe(elsewhere)
      if (q !== null) counts[q]!++
    }
    expect(counts).toEqual([123, 123, 123, 123])
    // (6, 5) is past West's advance line: North's quarter.
    expect(quarterAt([6, 5])).toBe(1)
    expect(quarterAt([5, 6])).toBe(0)
  })

  it("each end zone is one row of 15 squares at the end of an arm, ten rows from the Kill-Zone", () => {
    const endZone = (team: number) => crossSquares().filter((square) => pitch.isEndZoneOf(team, square))
    expect(endZone(0)).toHaveLength(15)
    expect(endZone(0).every(([x]) => x === 0)).toBe(true)
    expect(endZone(1).every(([, y]) => y === 0)).toBe(true)
    expect(endZone(2).every(([x]) => x === 24)).toBe(true)
    expect(endZone(3).every(([, y]) => y === 24)).toBe(true)
    // Ten rows (x 1–10) between West's end zone and the Kill-Zone's west face (x 11).
    const between = Array.from({ length: 11 }, (_, x): Square => [x, 12]).filter((square) => !pitch.isEndZoneOf(0, square) && !inKillZone(square))
    expect(between.map(([x]) => x)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(inKillZone([11, 12])).toBe(true)
  })

  it("West's line of scrimmage: the seven squares against the Kill-Zone and the advance lines outside the wide zones", () => {
    const line = crossSquares().filter((square) => pitch.isLineOfScrimmage(0, square))
    expect(line).toEqual([[10, 11], [9, 10], [10, 12], [10, 13], [8, 9], [9, 14], [8, 15]].sort((a, b) => a[1]! - b[1]! || a[0]! - b[0]!))
    // North's is the same turned a quarter: (13, 10), (12, 10), (11, 10), …
    expect(pitch.isLineOfScrimmage(1, [12, 10])).toBe(true)
    expect(pitch.isLineOfScrimmage(1, [10, 12])).toBe(false)
  })

  it("wide zones are the four rows along each sideline of a quarter's arm", () => {
    expect(pitch.wideZone([2, 5])).toBe("west-left")
    expect(pitch.wideZone([2, 8])).toBe("west-left")
    expect(pitch.wideZone([2, 9])).toBe(null)
    expect(pitch.wideZone([2, 19])).toBe("west-right")
    expect(pitch.wideZone([19, 2])).toBe("north-left")
    expect(pitch.wideZone([12, 12])).toBe(null)
  })
})

describe("BlightBowl: quarters and set-up", () => {
  it("the quarters are rolled first: in allies a D8 of 3 seats gamma South and delta East, allies beside each other", () => {
    const { match, state } = blightMatch(blightHeader("allies"))
    const played = playOk(match, state, pregame(3, "allies").list.slice(0, 1))
    expect(played.state.venue).toBe("0132")
    const pitchNow = variantAt(match, played.state).pitch
    expect(pitchNow.isEndZoneOf(2, [12, 24])).toBe(true)
    expect(pitchNow.isEndZoneOf(3, [24, 12])).toBe(true)
  })

  it("fan factor is rolled for all four teams (D3 + dedicated fans); a second roll for one team is refused", () => {
    const { match, state } = blightMatch(blightHeader("free-for-all"))
    const fans = (team: string, face: number) => ({ _tag: "DiceRolled", die: "d3", faces: [face], for: "fan-factor", team }) as const
    const events = new Events().roll("d6", [1], "blightbowl-quarters").add(fans("alpha", 1)).add(fans("beta", 2)).add(fans("gamma", 3)).add(fans("delta", 2))
    const played = playOk(match, state, events.list)
    expect(played.state.teams.map((t) => t.fanFactor)).toEqual([1, 2, 3, 2])
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "weather" })
    expect(play(match, state, [...events.list.slice(0, 2), { ...fans("alpha", 3), seq: 3 }]).violation).toMatchObject({ rule: "fan factor" })
  })

  it("a header of four teams folds through the pre-game with Replay.build", () => {
    const head = blightHeader("free-for-all")
    const events = pregame(1, "free-for-all").add({ _tag: "KickOrReceiveChosen", team: "alpha", choice: "kick" })
    const replay = Replay.build(head, events.list.map((e) => e))
    expect(replay._tag).toBe("Success")
    if (replay._tag === "Success") expect(replay.success.violation).toBe(null)
  })

  // Alpha wins the toss and kicks: alpha sets up first.
  const kicking = () => {
    const { match, state } = blightMatch(blightHeader("free-for-all"))
    const events = pregame(1, "free-for-all").add({ _tag: "KickOrReceiveChosen", team: "alpha", choice: "kick" })
    return { match, state: playOk(match, state, events.list).state, seq: events.list.length + 1 }
  }

  it("nobody sets up on an advance line: a1 on (7, 7) is refused, next to it on (6, 7) is fine", () => {
    const { match, state, seq } = kicking()
    expect(play(match, state, new Events(seq).add({ _tag: "PlayerPlaced", player: "a1", at: [7, 7] }).list).violation).toMatchObject({ rule: "set-up" })
    expect(play(match, state, new Events(seq).add({ _tag: "PlayerPlaced", player: "a1", at: [6, 7] }).list).violation).toBe(null)
  })

  it("nobody sets up in the Kill-Zone: a1 on (11, 12) is refused", () => {
    const { match, state, seq } = kicking()
    expect(play(match, state, new Events(seq).add({ _tag: "PlayerPlaced", player: "a1", at: [11, 12] }).list).violation).toMatchObject({ rule: "set-up" })
  })

  it("at most seven on the pitch: an eighth player makes the set-up illegal", () => {
    const { match, state, seq } = kicking()
    const events = setUp(new Events(seq), "alpha", { ...legalSetUp(0, 0), a8: [1, 12] })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "legal set-up", message: expect.stringContaining("at most 7") })
    expect(play(match, state, setUp(new Events(seq), "alpha", legalSetUp(0, 0)).list).violation).toBe(null)
  })

  it("at least three on the line of scrimmage: two on it and one on the advance-line diagonal behind it is not enough", () => {
    const { match, state, seq } = kicking()
    const events = setUp(new Events(seq), "alpha", { ...legalSetUp(0, 0), a3: [9, 12] })
    expect(play(match, state, events.list).violation).toMatchObject({ message: expect.stringContaining("2 on the line of scrimmage") })
    // (9, 10), against the advance line, counts as the line of scrimmage.
    expect(play(match, state, setUp(new Events(seq), "alpha", { ...legalSetUp(0, 0), a3: [9, 10] }).list).violation).toBe(null)
  })

  it("at most two in each wide zone: a third in West's left wide zone is refused", () => {
    const { match, state, seq } = kicking()
    const events = setUp(new Events(seq), "alpha", { ...legalSetUp(0, 0), a6: [2, 7], a7: [1, 6] })
    expect(play(match, state, events.list).violation).toMatchObject({ message: expect.stringContaining("west-left") })
  })

  it("a2 set up in North's quarter is outside alpha's set-up area", () => {
    const { match, state, seq } = kicking()
    expect(play(match, state, new Events(seq).add({ _tag: "PlayerPlaced", player: "a2", at: [12, 5] }).list).violation).toMatchObject({ rule: "set-up" })
    expect(where(state, "a2").at).toBe(null)
  })
})

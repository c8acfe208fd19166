import { describe, expect, it } from "vitest"
import { expecting } from "@sidelines/engine"
import { Events, play, player, playOk, where } from "./support/scenario.js"
import { gutterHeader, gutterPosition } from "./support/gutter.js"

// Gutter Bowl: team-mates thrown into the walls and into the sewer pits. A Troll who throws
// (PA 5+), a Goblin with Right Stuff (AG 3+, AV 8). Scatter D8: 2 up (y − 1), 4 left, 5 right, 7 down.
const home = [
  player("t1", { position: "Troll", ma: 4, st: 5, ag: 5, pa: 5, av: 10, traits: ["Throw Team-mate"] }),
  player("g1", { position: "Goblin", ma: 6, st: 2, ag: 3, pa: 4, av: 8, traits: ["Right Stuff", "Stunty"] }),
  player("h3"), player("h4"), player("h5"), player("h6"), player("h7")
]
const street = gutterHeader("street", { home })
const sewer = gutterHeader("sewer", { home })

const throwAt = (at: readonly [number, number], face: number) =>
  new Events()
    .add({ _tag: "ActionDeclared", player: "t1", action: "throw-team-mate" })
    .add({ _tag: "TeamMateThrown", player: "t1", target: "g1", at: [at[0], at[1]] })
    .d6(face, "throw-team-mate", "t1")
const scatter = (events: Events, ...faces: ReadonlyArray<number>) => faces.reduce((e, face) => e.roll("d8", [face], "scatter"), events)

describe("Gutter Bowl: team-mates thrown into the wall", () => {
  it("a superb throw at (14, 1) scatters up to (14, 0) and up again into the sideline wall: g1 crash-lands on (14, 0), no landing roll, armour 3 + 3 + 1 (cobbles) + 1 (wall) = 8 against AV 8 breaks", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { t1: [12, 2], g1: [12, 3], a1: [20, 7] } })
    const events = scatter(throwAt([14, 1], 6), 2, 2).twoD6(3, 3, "armour", "g1")
    const played = playOk(match, state, events.list)
    const armour = played.rulings.find((r) => r.rule === "Armour")!
    expect(armour.modifiers).toEqual([{ value: 1, source: "Gutter Bowl (street): falling" }, { value: 1, source: "thrown into the wall" }])
    expect(armour.success).toBe(true)
    expect(where(played.state, "g1")).toMatchObject({ at: [14, 0], posture: "prone" })
    expect(played.rulings.some((r) => r.rule === "Right Stuff landing")).toBe(false)
    // No ball, no turnover: the injury roll is next.
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "injury", player: "g1" })
    expect(played.state.turnover).toBeNull()
  })

  it("a market stall is a wall too: scattering left from (10, 4) onto the stall at (9, 4), g1 crash-lands on (10, 4) (armour 2 + 3 + 2 = 7 holds)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { t1: [12, 6], g1: [12, 5], a1: [20, 7] } })
    const events = scatter(throwAt([10, 4], 6), 4).twoD6(2, 3, "armour", "g1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ total: 7, success: false })
    expect(where(played.state, "g1")).toMatchObject({ at: [10, 4], posture: "prone" })
  })

  it("a terrible throw deviating left from (12, 3) four squares hits the stall at (9, 3): g1 crash-lands on (10, 3)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { t1: [12, 3], g1: [12, 4], a1: [20, 7] } })
    // 2 − 1 (Short) = 1: terrible.
    const events = throwAt([15, 6], 2).add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [4], "scatter").d6(4, "scatter").twoD6(1, 2, "armour", "g1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "g1")).toMatchObject({ at: [10, 3], posture: "prone" })
    expect(played.rulings.find((r) => r.rule === "Armour")!.modifiers.map((m) => m.source)).toContain("thrown into the wall")
  })

  it("short of the wall it is an ordinary landing: from (14, 4) up three times to (14, 1), and a landing roll", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { t1: [12, 2], g1: [12, 3], a1: [20, 7] } })
    const played = playOk(match, state, scatter(throwAt([14, 4], 6), 2, 2, 2).list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "landing", player: "g1" })
  })

  it("a team-mate cannot be thrown at a market stall", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { t1: [11, 4], g1: [11, 5], a1: [20, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "t1", action: "throw-team-mate" }).add({ _tag: "TeamMateThrown", player: "t1", target: "g1", at: [9, 4] })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Throw Team-mate", seq: 2 })
  })
})

describe("Gutter Bowl: team-mates thrown into a sewer pit", () => {
  it("a superb throw at the pit square (9, 4) scatters right, left, left and comes down in the pit at (8, 4): no armour roll, a turnover, and at the end of the turn g1 rolls for the pit", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { t1: [11, 4], g1: [11, 5], a1: [20, 7] } })
    const played = playOk(match, state, scatter(throwAt([9, 4], 6), 5, 4, 4).list)
    expect(where(played.state, "g1")).toMatchObject({ at: [8, 4], posture: "standing", lostTackleZones: true })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "thrown-into-sewer-pit", player: "g1" })
    expect(played.rulings.some((r) => r.rule === "Armour" || r.rule === "Right Stuff landing")).toBe(false)
    expect(expecting(match, played.state)).toEqual({ kind: "roll", die: "d6", for: "sewer-pit", player: "g1" })
  })

  it("g1 holding the ball lands in the pit: the ball comes back out of it (a D8 for the sewer)", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { t1: [11, 4], g1: [11, 5], a1: [20, 7] }, ballCarrier: "g1" })
    const played = playOk(match, state, scatter(throwAt([9, 4], 6), 5, 4, 4).list)
    expect(played.state.ball).toMatchObject({ carrier: null, at: [8, 4] })
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d8", for: "sewer-pit" })
  })

  it("two in one pit: a1 is down the pit at (8, 4); g1 is placed by a D8 (5, right) on (9, 4)", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { t1: [11, 4], g1: [11, 5], a1: [8, 4] } })
    const events = scatter(throwAt([9, 4], 6), 5, 4, 4)
    expect(expecting(match, playOk(match, state, events.list).state)).toEqual({ kind: "roll", die: "d8", for: "sewer-pit", player: "g1" })
    const played = playOk(match, state, events.roll("d8", [5], "sewer-pit", "g1").list)
    expect(where(played.state, "g1").at).toEqual([9, 4])
    expect(where(played.state, "a1").at).toEqual([8, 4])
  })
})

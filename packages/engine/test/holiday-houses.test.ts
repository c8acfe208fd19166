import { describe, expect, it } from "vitest"
import { buildMatch, expecting, initialState, legalDecisions } from "@sidelines/engine"
import { holidaySpecial } from "../src/variants/holiday-special/index.js"
import { Events, play, playOk, where } from "./support/scenario.js"
import { holidayHeader, holidayPosition } from "./support/holiday.js"

const head = holidayHeader()
const start = () => {
  const match = buildMatch(head, holidaySpecial)
  return { match, state: initialState(match) }
}
const houses = (state: { placed: { features: ReadonlyArray<{ kind: string; squares: ReadonlyArray<readonly [number, number]> }> } | undefined }) =>
  state.placed!.features.filter((f) => f.kind === "gingerbread-house").map((f) => f.squares)

describe("Holiday Special: setting up the pitch", () => {
  it("eight snowgrots stand in each end zone, on alternate squares (rows 0, 2 … 14 of x = 0 and x = 25)", () => {
    const { state } = start()
    const grots = state.placed!.features.filter((f) => f.kind === "snowgrot").map((f) => f.squares[0])
    expect(grots).toHaveLength(16)
    expect(grots.filter((s) => s![0] === 0).map((s) => s![1])).toEqual([0, 2, 4, 6, 8, 10, 12, 14])
    expect(grots.filter((s) => s![0] === 25).map((s) => s![1])).toEqual([0, 2, 4, 6, 8, 10, 12, 14])
    expect(state.placed!.destroyed).toEqual([0, 0])
  })

  it("before the pre-game the coaches take turns placing houses, Home first: the game waits for Home's house", () => {
    const { match, state } = start()
    expect(expecting(match, state)).toMatchObject({ kind: "decision", team: 0, events: ["GingerbreadHousePlaced", "ChoiceDeclined"] })
  })

  it("Home places a two-square house on (8, 6)–(8, 7), Away one on (17, 3), Home places no more, Away goes on alone to five: then the fan factor is rolled", () => {
    const { match, state } = start()
    const events = new Events()
      .add({ _tag: "GingerbreadHousePlaced", team: "home", squares: [[8, 6], [8, 7]] })
      .add({ _tag: "GingerbreadHousePlaced", team: "away", squares: [[17, 3]] })
      .add({ _tag: "ChoiceDeclined", team: "home", choice: "gingerbread-house" })
      .add({ _tag: "GingerbreadHousePlaced", team: "away", squares: [[17, 11]] })
      .add({ _tag: "GingerbreadHousePlaced", team: "away", squares: [[20, 7], [21, 7], [20, 8], [21, 8]] })
      .add({ _tag: "GingerbreadHousePlaced", team: "away", squares: [[14, 0]] })
    const placing = playOk(match, state, events.list)
    expect(expecting(match, placing.state)).toMatchObject({ kind: "decision", team: 1 })
    const played = playOk(match, state, events.add({ _tag: "GingerbreadHousePlaced", team: "away", squares: [[14, 14]] }).list)
    expect(houses(played.state)).toHaveLength(6)
    expect(houses(played.state)[0]).toEqual([[8, 6], [8, 7]])
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "fan-factor" })
  })

  it("both coaches place five: the fifth house each ends the placing", () => {
    const { match, state } = start()
    const events = new Events()
    for (let i = 0; i < 5; i++) {
      events.add({ _tag: "GingerbreadHousePlaced", team: "home", squares: [[5, i * 3]] })
      events.add({ _tag: "GingerbreadHousePlaced", team: "away", squares: [[20, i * 3]] })
    }
    const played = playOk(match, state, events.list)
    expect(houses(played.state)).toHaveLength(10)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "fan-factor" })
    // A sixth house is too many: the weather (or fan factor) is due.
    const sixth = play(match, played.state, [{ _tag: "GingerbreadHousePlaced", seq: 11, team: "home", squares: [[6, 6]] }])
    expect(sixth.violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("Away may not place out of turn, nor a house on another, in an end zone, off the pitch or in two pieces", () => {
    const { match, state } = start()
    const first = new Events().add({ _tag: "GingerbreadHousePlaced", team: "home", squares: [[8, 7]] })
    const bad = (squares: Array<[number, number]>, team = "away") =>
      play(match, state, [...first.list, { _tag: "GingerbreadHousePlaced", seq: 2, team, squares } as never]).violation
    expect(play(match, state, [{ _tag: "GingerbreadHousePlaced", seq: 1, team: "away", squares: [[8, 7]] }]).violation).toMatchObject({ rule: "gingerbread house", seq: 1 })
    expect(bad([[8, 7]])).toMatchObject({ rule: "gingerbread house", message: expect.stringMatching(/already stands/) })
    expect(bad([[25, 3]])).toMatchObject({ rule: "gingerbread house", message: expect.stringMatching(/end zone/) })
    expect(bad([[26, 3]])).toMatchObject({ rule: "gingerbread house", message: expect.stringMatching(/not on the pitch/) })
    expect(bad([[15, 3], [16, 4]])).toMatchObject({ rule: "gingerbread house", message: expect.stringMatching(/joined side to side/) })
    expect(bad([[15, 3]], "home")).toMatchObject({ rule: "gingerbread house" })
    expect(play(match, state, [{ _tag: "DiceRolled", seq: 1, die: "2d6", faces: [3, 4], for: "weather" }]).violation).toMatchObject({ rule: "gingerbread house" })
  })

  it("the legal decisions offer Home a house on any square between the end zones, and placing no more", () => {
    const { match, state } = start()
    const legal = legalDecisions(match, state)
    const singles = legal.filter((d) => d._tag === "GingerbreadHousePlaced" && d.squares.length === 1)
    // 24 columns between the end zones, 15 rows.
    expect(singles).toHaveLength(24 * 15)
    expect(legal.every((d) => d._tag !== "GingerbreadHousePlaced" || d.team === "home")).toBe(true)
    expect(legal).toContainEqual({ _tag: "ChoiceDeclined", team: "home", choice: "gingerbread-house" })
    expect(legal.some((d) => d._tag === "GingerbreadHousePlaced" && d.squares.length === 4)).toBe(true)
  })

  it("nobody sets up on a house: Home may not place h1 on the house at (8, 7)", () => {
    const { match, state } = start()
    const events = new Events()
      .add({ _tag: "GingerbreadHousePlaced", team: "home", squares: [[8, 7]] })
      .add({ _tag: "ChoiceDeclined", team: "away", choice: "gingerbread-house" })
      .add({ _tag: "ChoiceDeclined", team: "home", choice: "gingerbread-house" })
      .twoD6(3, 4, "weather")
      .add({ _tag: "CoinTossCalled", team: "away", call: "heads" })
      .roll("coin", [1], "coin-toss")
      .add({ _tag: "KickOrReceiveChosen", team: "away", choice: "receive" })
    const ready = playOk(match, state, events.list)
    expect(expecting(match, ready.state)).toMatchObject({ kind: "decision", team: 0, events: expect.arrayContaining(["PlayerPlaced"]) })
    const onHouse = play(match, ready.state, [{ _tag: "PlayerPlaced", seq: 8, player: "h1", at: [8, 7] }])
    expect(onHouse.violation).toMatchObject({ _tag: "RuleViolation" })
    playOk(match, ready.state, [{ _tag: "PlayerPlaced", seq: 8, player: "h1", at: [8, 8] }])
  })
})

describe("Holiday Special: houses block movement", () => {
  it("h1 on (5, 7) moves into the house at (6, 7): h1 stops on (5, 7) and can move no more this action", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [5, 7], a1: [20, 7] }, houses: [[[6, 7]]] })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [6, 7] })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1").at).toEqual([5, 7])
    expect(played.outcomes.some((o) => o._tag === "Note" && /gingerbread house/.test(o.text))).toBe(true)
    const more = play(match, played.state, [{ _tag: "PlayerMoved", seq: 3, player: "h1", to: [5, 8] }])
    expect(more.violation).toMatchObject({ _tag: "RuleViolation", rule: "movement" })
  })

  it("a Blitz that runs into a house has no movement left for its block: h1 stops on (5, 7) next to a1 and the block is a violation", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [5, 7], a1: [5, 8] }, houses: [[[6, 7]]] })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "blitz", target: "a1" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [6, 7] })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "blitz", seq: 3 })
    // Without the house in the way the same Blitz may block after its step.
    const open = holidayPosition(head, { team: 0, at: { h1: [5, 7], a1: [7, 8] } })
    expect(play(open.match, open.state, events.list).violation).toBeNull()
  })

  it("the same move with no house there is an ordinary step", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [5, 7], a1: [20, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [6, 7] })
    expect(where(playOk(match, state, events.list).state, "h1").at).toEqual([6, 7])
  })
})

import { describe, expect, it } from "vitest"
import { addGain, characteristic, hasSkill, type Gain, type MatchState, skillValue } from "@sidelines/engine"
import { Events, header, player, playOk, positionOf, where } from "./support/scenario.js"

// Skills, traits and characteristics gained during a match (a prayer, a magic potion) count
// exactly as printed ones, and lapse when they say.

const head = header(
  [player("h1"), player("h2")],
  [player("a1"), player("a2", { position: "Black Orc", st: 4, av: 10 })]
)

/** The state with a gain given to one player. */
const gain = (state: MatchState, id: string, g: Gain): MatchState => ({
  ...state,
  players: state.players.map((p) => (p.id === id ? addGain(p, g) : p))
})

describe("gained skills and characteristics", () => {
  it("a player who gained nothing reads the roster; the same object is kept", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    expect(state.players[0]!.gained).toBeUndefined()
    expect(hasSkill(match, state, 0, "Block")).toBe(false)
    expect(characteristic(match, state, 0, "st")).toBe(3)
  })

  it("a gained Block works as a printed one: on Both Down h1 stays up and a1 goes down", () => {
    const start = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const state = gain(start.state, "h1", { source: "test", until: "drive", skills: ["Block"] })
    expect(hasSkill(start.match, state, 0, "block")).toBe(true)
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [2], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 2 })
      .twoD6(1, 2, "armour", "a1")
    const played = playOk(start.match, state, events.list)
    expect(where(played.state, "h1").posture).toBe("standing")
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(played.state.turnover).toBeNull()
  })

  it("a gained value is read like a printed one: Mighty Blow (+1)", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7] } })
    const next = gain(state, "h1", { source: "Knuckle Dusters", until: "drive", skills: ["Mighty Blow (+1)"] })
    expect(skillValue(match, next, 0, "Mighty Blow")).toBe("+1")
    expect(skillValue(match, state, 0, "Mighty Blow")).toBeNull()
  })

  it("+1 ST counts in the block: h1 (ST 3+1) against the Black Orc (ST 4) is one die, not two for Away", () => {
    const start = positionOf(head, { team: 0, at: { h1: [10, 7], a2: [11, 7] } })
    const state = gain(start.state, "h1", { source: "Potion of Strength", until: "game", skills: ["Stand Firm"], improve: { st: 1 } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "block" }).add({ _tag: "BlockThrown", player: "h1", target: "a2" })
    const played = playOk(start.match, state, events.list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", count: 1 })
  })

  it("AG and PA improve downwards, AV upwards, each within the game's limits (AV at most 11+, AG at best 1+)", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7] } })
    const next = gain(gain(state, "h1", { source: "one", until: "game", skills: [], improve: { ag: 1, av: 1, pa: -1 } }), "a2", { source: "two", until: "game", skills: [], improve: { av: 3 } })
    expect(characteristic(match, next, 0, "ag")).toBe(2)
    expect(characteristic(match, next, 0, "pa")).toBe(5)
    expect(characteristic(match, next, 0, "av")).toBe(10)
    expect(characteristic(match, next, 3, "av")).toBe(11)
  })

  it("a gain for the drive lapses when the drive ends; one for the game stays", () => {
    // Home score in Away's end zone (x = 25): h1, with the ball on (24, 7), steps in.
    const { match, state: placed } = positionOf(head, { team: 0, at: { h1: [24, 7], a1: [20, 7] }, ballCarrier: "h1" })
    const state = gain(gain(placed, "h1", { source: "Knuckle Dusters", until: "drive", skills: ["Mighty Blow (+1)"] }), "h1", { source: "Blessed Statue of Nuffle", until: "game", skills: ["Pro"] })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [25, 7] })
    const played = playOk(match, state, events.list)
    expect(played.state.teams[0]!.score).toBe(1)
    const h1 = where(played.state, "h1")
    expect(h1.gained?.map((g) => g.source)).toEqual(["Blessed Statue of Nuffle"])
    expect(hasSkill(match, played.state, 0, "Mighty Blow")).toBe(false)
    expect(hasSkill(match, played.state, 0, "Pro")).toBe(true)
  })
})

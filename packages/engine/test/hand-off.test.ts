import { describe, expect, it } from "vitest"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Home: Human linemen (AG 3+), h4 a Catcher with Catch; away: Orc linemen.
const head = header(
  [player("h1"), player("h2"), player("h3"), player("h4", { position: "Catcher", skills: ["Catch"] })],
  [player("a1"), player("a2")]
)

const handOff = (from: string, to: string) =>
  new Events().add({ _tag: "ActionDeclared", player: from, action: "hand-off" }).add({ _tag: "HandedOff", player: from, target: to })

describe("Hand-off", () => {
  it("the ball carrier hands the ball to an adjacent team-mate, who catches it on their AG with no bonus; the action ends", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], h2: [11, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, handOff("h1", "h2").d6(3, "catch", "h2").list)
    const caught = played.rulings.find((r) => r.rule === "Catch")!
    expect(caught).toMatchObject({ player: "h2", target: 3, modifiers: [], total: 3, success: true })
    expect(played.state.ball).toEqual({ at: [11, 7], carrier: "h2", inPlay: true })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(played.state.activePlayer).toBeNull()
    expect(where(played.state, "h1").hasActed).toBe(true)
    expect(played.state.teams[0]!.handOffUsed).toBe(true)
  })

  it("the player may move first, then hand off", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [8, 7], h2: [11, 7] }, ballCarrier: "h1" })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "hand-off" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [9, 7] })
      .add({ _tag: "PlayerMoved", player: "h1", to: [10, 7] })
      .add({ _tag: "HandedOff", player: "h1", target: "h2" })
      .d6(5, "catch", "h2")
    const played = playOk(match, state, events.list)
    expect(played.state.ball.carrier).toBe("h2")
  })

  it("marking opponents and pouring rain are -1 each on the catch; a failed catch bounces and is a turnover", () => {
    const { match, state } = positionOf(head, { team: 0, weather: "pouring-rain", at: { h1: [10, 7], h2: [11, 7], a1: [12, 7] }, ballCarrier: "h1" })
    const events = handOff("h1", "h2").d6(4, "catch", "h2").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [7], "bounce")
    const played = playOk(match, state, events.list)
    const caught = played.rulings.find((r) => r.rule === "Catch")!
    expect(caught.modifiers).toEqual([{ value: -1, source: "marked by a1 (#1)" }, { value: -1, source: "weather: pouring rain" }])
    expect(caught).toMatchObject({ total: 2, success: false })
    expect(played.state.ball).toEqual({ at: [11, 8], carrier: null, inPlay: true })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "ball-not-caught", player: "h1" })
    expect(played.state.activeTeam).toBe(1)
  })

  it("a failed catch that bounces to another team-mate who catches it is no turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], h2: [11, 7], h3: [12, 7] }, ballCarrier: "h1" })
    const events = handOff("h1", "h2").d6(2, "catch", "h2").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [5], "bounce").d6(4, "catch", "h3")
    const played = playOk(match, state, events.list)
    expect(played.state.ball.carrier).toBe("h3")
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(played.state.activeTeam).toBe(0)
  })

  it("a failed catch that bounces to an opponent who catches it is a turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], h2: [11, 7], a1: [12, 8] }, ballCarrier: "h1" })
    // The bounce (8: down-right) takes the ball to a1, marked by h2: 5 − 1 catches it.
    const events = handOff("h1", "h2").d6(1, "catch", "h2").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [8], "bounce").d6(5, "catch", "a1")
    const played = playOk(match, state, events.list)
    expect(played.state.ball.carrier).toBe("a1")
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "ball-not-caught", player: "h1" })
    expect(played.state.activeTeam).toBe(1)
  })

  it("the receiver's Catch skill re-rolls a failed catch", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], h4: [10, 8] }, ballCarrier: "h1" })
    const events = handOff("h1", "h4").d6(1, "catch", "h4").add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "Catch", player: "h4" }).d6(3, "catch", "h4")
    const played = playOk(match, state, events.list)
    expect(played.state.ball.carrier).toBe("h4")
    expect(played.state.teams[0]!.rerolls).toBe(3)
  })

  it("a team-mate who catches the hand-off in the opposing end zone scores", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [24, 7], h2: [25, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, handOff("h1", "h2").d6(6, "catch", "h2").list)
    expect(played.outcomes).toContainEqual({ _tag: "Touchdown", team: 0, player: "h2" })
    expect(played.state.teams[0]!.score).toBe(1)
  })

  it("a hand-off to a team-mate who is not adjacent is a violation", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], h2: [12, 7] }, ballCarrier: "h1" })
    const played = play(match, state, handOff("h1", "h2").list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", rule: "hand-off", seq: 2 })
    expect(played.violation!.message).toMatch(/not next to/)
  })

  it("a second hand-off in the same team turn is a violation", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], h2: [11, 7], h3: [12, 7] }, ballCarrier: "h1" })
    const events = handOff("h1", "h2").d6(4, "catch", "h2").add({ _tag: "ActionDeclared", player: "h2", action: "hand-off" })
    const played = play(match, state, events.list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", rule: "one hand-off per team turn", seq: 4 })
  })

  it("a player not holding the ball cannot hand it off", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], h2: [11, 7] }, ballAt: [3, 3] })
    const played = play(match, state, handOff("h1", "h2").list)
    expect(played.violation).toMatchObject({ rule: "hand-off", seq: 2 })
    expect(played.violation!.message).toMatch(/not holding the ball/)
  })

  it("the ball cannot be handed to an opponent, nor to a team-mate lying down", () => {
    const toOpponent = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] }, ballCarrier: "h1" })
    expect(play(toOpponent.match, toOpponent.state, handOff("h1", "a1").list).violation!.message).toMatch(/opponent/)
    const toProne = positionOf(head, { team: 0, at: { h1: [10, 7], h2: [11, 7] }, prone: ["h2"], ballCarrier: "h1" })
    expect(play(toProne.match, toProne.state, handOff("h1", "h2").list).violation!.message).toMatch(/not standing/)
  })

  it("a hand-off needs a Hand-off action, and the player cannot move after it", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], h2: [11, 7] }, ballCarrier: "h1" })
    const wrongAction = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "HandedOff", player: "h1", target: "h2" })
    expect(play(match, state, wrongAction.list).violation).toMatchObject({ rule: "hand-off", seq: 2 })
    const moveAfter = handOff("h1", "h2").d6(4, "catch", "h2").add({ _tag: "PlayerMoved", player: "h1", to: [9, 7] })
    expect(play(match, state, moveAfter.list).violation).toMatchObject({ _tag: "RuleViolation", seq: 4 })
  })
})

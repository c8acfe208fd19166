import { describe, expect, it } from "vitest"
import { Events, header, player, playOk, positionOf, where } from "./support/scenario.js"

const head = header([player("h1"), player("h2")], [player("a1"), player("a2")])

describe("a player who falls over where the loose ball lies", () => {
  it("stepped onto the ball, failed the dodge: he falls in its square, then the ball bounces from there", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], a1: [6, 7] }, ballAt: [5, 6] })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [5, 6] })
      .d6(1, "dodge", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })
      .twoD6(2, 3, "armour", "h1")
      .roll("d8", [2], "bounce") // up: from [5, 6] to [5, 5]
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1")).toMatchObject({ at: [5, 6], posture: "prone" })
    expect(played.rulings.map((r) => r.rule)).toEqual(["Dodge", "Armour", "Bounce"])
    expect(played.state.ball).toEqual({ at: [5, 5], carrier: null, inPlay: true })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "fell-over", player: "h1" })
  })

  it("falling over in a square without the ball bounces nothing: the ball stays where it lies", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], a1: [6, 7] }, ballAt: [9, 9] })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [5, 6] })
      .d6(1, "dodge", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })
      .twoD6(2, 3, "armour", "h1")
    const played = playOk(match, state, events.list)
    expect(played.state.ball).toEqual({ at: [9, 9], carrier: null, inPlay: true })
    expect(played.state.stack.some((s) => s._tag === "Bounce")).toBe(false)
  })

  it("a player pushed onto the ball and knocked down: one bounce, after his armour roll", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], a1: [6, 7] }, ballAt: [7, 7] })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [6], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "a1", to: [7, 7] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
      .twoD6(1, 2, "armour", "a1")
      .roll("d8", [5], "bounce") // right: to [8, 7]
    const played = playOk(match, state, events.list)
    expect(played.rulings.map((r) => r.rule)).toEqual(["Block dice", "Armour", "Bounce"])
    expect(played.state.ball).toEqual({ at: [8, 7], carrier: null, inPlay: true })
    expect(played.state.stack.some((s) => s._tag === "Bounce")).toBe(false)
  })
})

import { describe, expect, it } from "vitest"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// A Treeman (MA 2, ST 6) with Take Root among plain linemen.
const head = header(
  [player("t1", { position: "Treeman", ma: 2, st: 6, ag: 5, av: 11, traits: ["Take Root"] }), player("h2")],
  [player("a1"), player("a2"), player("a3", { st: 4 })]
)

const declare = (action: "move" | "block" | "blitz", target?: string) =>
  new Events().add({ _tag: "ActionDeclared", player: "t1", action, ...(target === undefined ? {} : { target }) })

describe("Take Root", () => {
  it("a 2+ after declaring the action: the Treeman moves as normal", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [5, 7] } })
    const events = declare("move").d6(2, "take-root", "t1").add({ _tag: "PlayerMoved", player: "t1", to: [6, 7] })
    const played = playOk(match, state, events.list)
    expect(played.rulings[0]).toMatchObject({ rule: "Take Root", target: 2, success: true })
    expect(where(played.state, "t1").at).toEqual([6, 7])
  })

  it("a 1 roots him: the activation goes on, but he cannot move a square", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [5, 7] } })
    const events = declare("move").d6(1, "take-root", "t1").add({ _tag: "RerollDeclined", team: "home" }).add({ _tag: "PlayerMoved", player: "t1", to: [6, 7] })
    const played = play(match, state, events.list)
    expect(played.violation).toMatchObject({ rule: "Take Root", seq: 4 })
    expect(where(played.state, "t1").used).toContain("rooted")
    expect(played.state.activePlayer).toBe("t1")
  })

  it("a rooted Treeman still blocks the player next to him, and may not follow up", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [5, 7], a1: [6, 7] } })
    const base = declare("block").d6(1, "take-root", "t1").add({ _tag: "RerollDeclined", team: "home" })
      .add({ _tag: "BlockThrown", player: "t1", target: "a1" }).roll("block", [3, 3], "block", "t1").add({ _tag: "BlockDieChosen", face: 3 })
      .add({ _tag: "PushChosen", player: "a1", to: [7, 7] })
    const stays = playOk(match, state, [...base.list, { _tag: "FollowUpChosen", seq: 8, player: "t1", follow: false }])
    expect(where(stays.state, "a1").at).toEqual([7, 7])
    const follows = play(match, state, [...base.list, { _tag: "FollowUpChosen", seq: 8, player: "t1", follow: true }])
    expect(follows.violation).toMatchObject({ rule: "Take Root", seq: 8 })
  })

  it("a Blitz whose roll failed cannot block: the block would cost a square he cannot move", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [5, 7], a1: [6, 7] } })
    const events = declare("blitz", "a1").d6(1, "take-root", "t1").add({ _tag: "RerollDeclined", team: "home" }).add({ _tag: "BlockThrown", player: "t1", target: "a1" })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "Take Root", seq: 4 })
  })

  it("rooted, he cannot be pushed back: a Push leaves him in his square, and it lasts into the next turn", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [5, 7], a3: [6, 7], a2: [20, 2] } })
    const events = declare("move").d6(1, "take-root", "t1").add({ _tag: "RerollDeclined", team: "home" })
      .add({ _tag: "ActionEnded", player: "t1" }).add({ _tag: "TurnEnded", team: "home" })
      .add({ _tag: "ActionDeclared", player: "a3", action: "block" }).add({ _tag: "BlockThrown", player: "a3", target: "t1" })
      .roll("block", [3, 4], "block", "a3").add({ _tag: "BlockDieChosen", face: 3 })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "t1")).toMatchObject({ at: [5, 7], posture: "standing" })
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: "t1 (#1) has taken root and is not pushed back" })
  })

  it("knocked down, he is rooted no more", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [5, 7], a3: [6, 7] } })
    const events = declare("move").d6(1, "take-root", "t1").add({ _tag: "RerollDeclined", team: "home" })
      .add({ _tag: "ActionEnded", player: "t1" }).add({ _tag: "TurnEnded", team: "home" })
      .add({ _tag: "ActionDeclared", player: "a3", action: "block" }).add({ _tag: "BlockThrown", player: "a3", target: "t1" })
      .roll("block", [6, 4], "block", "a3").add({ _tag: "BlockDieChosen", face: 6 }).twoD6(1, 1, "armour", "t1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "t1")).toMatchObject({ at: [5, 7], posture: "prone" })
    expect(where(played.state, "t1").used).not.toContain("rooted")
  })

  it("already rooted, he rolls no Take Root when activated again (FFB likewise)", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [5, 7], a1: [6, 7], a2: [20, 2] } })
    const events = declare("move").d6(1, "take-root", "t1").add({ _tag: "RerollDeclined", team: "home" })
      .add({ _tag: "ActionEnded", player: "t1" }).add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "TurnEnded", team: "away" })
      .add({ _tag: "ActionDeclared", player: "t1", action: "block" }).add({ _tag: "BlockThrown", player: "t1", target: "a1" })
    const played = playOk(match, state, events.list)
    expect(played.rulings.filter((ruling) => ruling.rule === "Take Root")).toHaveLength(1)
    expect(where(played.state, "t1").used).toContain("rooted")
  })

  it("a player without Take Root rolls nothing when activated", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [5, 7] } })
    const played = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "h2", action: "move" }).add({ _tag: "PlayerMoved", player: "h2", to: [6, 7] }).list)
    expect(played.rulings).toEqual([])
  })
})

import { describe, expect, it } from "vitest"
import { expecting, legalDecisions } from "@sidelines/engine"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Home: h1 with My Ball (and, to show they are barred, Dump-off and Fumblerooskie), h2 without it. Away: a blocker.
const head = header(
  [player("h1", { position: "Star", skills: ["Dump-off", "Fumblerooskie"], traits: ["My Ball"] }), player("h2", { skills: ["Dump-off"] })],
  [player("a1")]
)
const declare = (id: string, action: "pass" | "hand-off" | "move") => new Events().add({ _tag: "ActionDeclared", player: id, action })

describe("My Ball [trait:my-ball]", () => {
  it("the ball carrier may not declare a Pass or a Hand-off action, but may carry the ball in a Move [trait:my-ball]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [6, 7] }, ballCarrier: "h1" })
    expect(play(match, state, declare("h1", "pass").list).violation).toMatchObject({ rule: "My Ball" })
    expect(play(match, state, declare("h1", "hand-off").list).violation).toMatchObject({ rule: "My Ball" })
    const offered = legalDecisions(match, state)
    expect(offered).not.toContainEqual(expect.objectContaining({ _tag: "ActionDeclared", player: "h1", action: "pass" }))
    expect(offered).toContainEqual(expect.objectContaining({ _tag: "ActionDeclared", player: "h1", action: "move" }))
    const moved = playOk(match, state, declare("h1", "move").add({ _tag: "PlayerMoved", player: "h1", to: [5, 6] }).list)
    expect(moved.state.ball).toMatchObject({ carrier: "h1", at: [5, 6] })
  })

  it("nor leave it behind with Fumblerooskie [trait:my-ball]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7] }, ballCarrier: "h1" })
    const events = declare("h1", "move").add({ _tag: "PlayerMoved", player: "h1", to: [6, 7] }).add({ _tag: "SkillUsed", player: "h1", skill: "Fumblerooskie", at: [6, 7] })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "My Ball" })
  })

  it("nor throw it away with Dump-off when blocked: the block goes straight to its dice [trait:my-ball]", () => {
    const { match, state } = positionOf(head, { team: 1, at: { a1: [10, 7], h1: [11, 7], h2: [13, 7] }, ballCarrier: "h1" })
    const blocked = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "a1", action: "block" }).add({ _tag: "BlockThrown", player: "a1", target: "h1" }).list)
    expect(expecting(match, blocked.state)).toMatchObject({ kind: "roll", for: "block" })
  })

  it("does not apply to a team-mate without the trait: h2 may hand off, and may Dump-off when blocked [trait:my-ball]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [6, 7] }, ballCarrier: "h2" })
    const handed = playOk(match, state, declare("h2", "hand-off").add({ _tag: "HandedOff", player: "h2", target: "h1" }).d6(4, "catch", "h1").list)
    expect(handed.state.ball.carrier).toBe("h1")
    const blocking = positionOf(head, { team: 1, at: { a1: [10, 7], h2: [11, 7], h1: [13, 7] }, ballCarrier: "h2" })
    const blocked = playOk(blocking.match, blocking.state, new Events().add({ _tag: "ActionDeclared", player: "a1", action: "block" }).add({ _tag: "BlockThrown", player: "a1", target: "h2" }).list)
    expect(expecting(blocking.match, blocked.state)).toMatchObject({ kind: "decision", events: ["SkillUsed", "SkillDeclined"] })
    expect(where(blocked.state, "h2").at).toEqual([11, 7])
  })
})

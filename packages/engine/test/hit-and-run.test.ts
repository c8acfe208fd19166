import { describe, expect, it } from "vitest"
import { expecting, legalDecisions } from "@sidelines/engine"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Home: an Amazon with Hit and Run (h1) and a lineman without it (h2); away: Orc linemen.
const head = header(
  [player("h1", { position: "Python Warrior", skills: ["Dodge"], traits: ["Hit and Run"] }), player("h2")],
  [player("a1"), player("a2"), player("a3")]
)

/**
 * h blocks a1 (ST 3 against 3: one die, or two for a1's coach when an opponent marking h assists
 * a1): a Push, a1 shoved from (11, 7) to (12, 7), no follow-up.
 */
const pushBack = (id: string, dice: ReadonlyArray<number> = [3]) =>
  new Events()
    .add({ _tag: "ActionDeclared", player: id, action: "block" })
    .add({ _tag: "BlockThrown", player: id, target: "a1" })
    .roll("block", dice, "block", id)
    .add({ _tag: "BlockDieChosen", face: 3 })
    .add({ _tag: "PushChosen", player: "a1", to: [12, 7] })
    .add({ _tag: "FollowUpChosen", player: id, follow: false })

describe("Hit and Run [trait:hit-and-run]", () => {
  it("after her block she steps one square free, no dodge: from (10, 7), marked by a2, to (9, 6), next to no opponent [trait:hit-and-run]", () => {
    // a2 at (9, 8) marks her; (9, 6) is two squares from a2 and from a1 once pushed to (12, 7).
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], a2: [9, 8] } })
    const pushed = playOk(match, state, pushBack("h1", [3, 3]).list)
    expect(expecting(match, pushed.state)).toMatchObject({ kind: "decision", team: 0, events: ["SkillUsed", "SkillDeclined"] })
    const offered = legalDecisions(match, pushed.state)
    expect(offered).toContainEqual({ _tag: "SkillUsed", player: "h1", skill: "Hit and Run", at: [9, 6] })
    // Squares next to a2 are not offered.
    expect(offered).not.toContainEqual(expect.objectContaining({ _tag: "SkillUsed", at: [9, 7] }))
    const played = playOk(match, state, pushBack("h1", [3, 3]).add({ _tag: "SkillUsed", player: "h1", skill: "Hit and Run", at: [9, 6] }).list)
    expect(where(played.state, "h1")).toMatchObject({ at: [9, 6], posture: "standing" })
    expect(played.rulings.some((r) => r.rule === "Dodge")).toBe(false)
    expect(played.state.activePlayer).toBeNull()
  })

  it("may not end next to an opponent, not even a prone one (she would be Marking him) [trait:hit-and-run]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], a2: [9, 8], a3: [8, 5] }, prone: ["a3"] })
    const onto = (at: [number, number]) => play(match, state, pushBack("h1", [3, 3]).add({ _tag: "SkillUsed", player: "h1", skill: "Hit and Run", at }).list).violation
    expect(onto([9, 7])).toMatchObject({ rule: "Hit and Run" }) // next to a2
    expect(onto([9, 6])).toMatchObject({ rule: "Hit and Run" }) // next to the prone a3
    expect(onto([11, 6])).toMatchObject({ rule: "Hit and Run" }) // next to a1, pushed to (12, 7)
    expect(onto([8, 7])).toMatchObject({ rule: "Hit and Run" }) // two squares away
  })

  it("onto a loose ball she picks it up as a moving player would [trait:hit-and-run]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] }, ballAt: [9, 7] })
    const played = playOk(match, state, pushBack("h1").add({ _tag: "SkillUsed", player: "h1", skill: "Hit and Run", at: [9, 7] }).d6(4, "pick-up", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Pick-up")).toMatchObject({ success: true })
    expect(played.state.ball).toMatchObject({ carrier: "h1", at: [9, 7] })
  })

  it("in a Blitz, the free square costs none of her movement and she may move on [trait:hit-and-run]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [9, 7], a1: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "blitz", target: "a1" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [10, 7] })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [3], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 3 })
      .add({ _tag: "PushChosen", player: "a1", to: [12, 7] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
      .add({ _tag: "SkillUsed", player: "h1", skill: "Hit and Run", at: [9, 6] })
    // Two squares used (the move and the block); four of her MA 6 left, then two Rushes.
    for (const x of [8, 7, 6, 5]) events.add({ _tag: "PlayerMoved", player: "h1", to: [x, 6] })
    events.add({ _tag: "PlayerMoved", player: "h1", to: [4, 6] }).d6(2, "rush", "h1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1")).toMatchObject({ at: [4, 6], posture: "standing" })
    expect(played.rulings.filter((r) => r.rule === "Rush")).toHaveLength(1)
  })

  it("does not apply to a player without the trait, nor to one knocked down by her own block [trait:hit-and-run]", () => {
    const plain = positionOf(head, { team: 0, at: { h2: [10, 7], a1: [11, 7] } })
    expect(play(plain.match, plain.state, pushBack("h2").add({ _tag: "SkillUsed", player: "h2", skill: "Hit and Run", at: [9, 6] }).list).violation).not.toBeNull()
    // Attacker Down: she is Knocked Down, a turnover; no free square.
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const fell = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [1], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 1 })
      .twoD6(1, 2, "armour", "h1")
    const down = playOk(match, state, fell.list)
    expect(where(down.state, "h1").posture).toBe("prone")
    expect(play(match, state, fell.add({ _tag: "SkillUsed", player: "h1", skill: "Hit and Run", at: [9, 6] }).list).violation).not.toBeNull()
  })

  it("declined, or with the next event, she stays where she is [trait:hit-and-run]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], h2: [3, 3] } })
    const declined = playOk(match, state, pushBack("h1").add({ _tag: "SkillDeclined", player: "h1", skill: "Hit and Run" }).list)
    expect(where(declined.state, "h1").at).toEqual([10, 7])
    const next = playOk(match, state, pushBack("h1").add({ _tag: "ActionDeclared", player: "h2", action: "move" }).list)
    expect(where(next.state, "h1").at).toEqual([10, 7])
    expect(next.state.activePlayer).toBe("h2")
  })
})

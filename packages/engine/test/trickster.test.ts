import { describe, expect, it } from "vitest"
import { expecting, legalDecisions } from "@sidelines/engine"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Home: human linemen blocking. Away: a1 with Trickster, a2 without.
const head = header(
  [player("h1"), player("h2"), player("h3", { skills: ["Frenzy"] })],
  [player("a1", { position: "Illusionist", traits: ["Trickster"] }), player("a2", { st: 2 })]
)
const block = (attacker: string, target: string) =>
  new Events().add({ _tag: "ActionDeclared", player: attacker, action: "block" }).add({ _tag: "BlockThrown", player: attacker, target })

describe("Trickster [trait:trickster]", () => {
  it("before the dice a1 steps away from h2's assist: set on (9, 6), still next to h1, the block is one die, not two, and pushes him from there [trait:trickster]", () => {
    // h1 (10, 7) blocks a1 (11, 7), ST 3 against 3, with h2 at (12, 8) assisting: two dice. From (9, 6) h2 cannot help.
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], h2: [12, 8] } })
    const asked = playOk(match, state, block("h1", "a1").list)
    expect(expecting(match, asked.state)).toMatchObject({ kind: "decision", team: 1, events: ["SkillUsed", "SkillDeclined"] })
    expect(legalDecisions(match, asked.state)).toContainEqual({ _tag: "SkillUsed", player: "a1", skill: "Trickster", at: [9, 6] })
    const played = playOk(match, state, block("h1", "a1")
      .add({ _tag: "SkillUsed", player: "a1", skill: "Trickster", at: [9, 6] })
      .roll("block", [3], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 3 })
      .add({ _tag: "PushChosen", player: "a1", to: [8, 5] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false }).list)
    expect(played.outcomes).toContainEqual(expect.objectContaining({ _tag: "BlockDiceSet", attacker: "h1", defender: "a1", dice: 1 }))
    expect(where(played.state, "a1")).toMatchObject({ at: [8, 5], posture: "standing" })
  })

  it("declined, or with the dice rolled straight away, he is blocked where he stands with the assist counted [trait:trickster]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], h2: [12, 8] } })
    for (const events of [block("h1", "a1").add({ _tag: "SkillDeclined", player: "a1", skill: "Trickster" }), block("h1", "a1")]) {
      const played = playOk(match, state, events.roll("block", [3, 4], "block", "h1").list)
      expect(played.outcomes).toContainEqual(expect.objectContaining({ _tag: "BlockDiceSet", defender: "a1", dice: 2 }))
      expect(where(played.state, "a1").at).toEqual([11, 7])
    }
  })

  it("only onto a free square next to the blocker [trait:trickster]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], h2: [12, 8] } })
    const onto = (at: [number, number]) => play(match, state, block("h1", "a1").add({ _tag: "SkillUsed", player: "a1", skill: "Trickster", at }).list).violation
    expect(onto([12, 7])).toMatchObject({ rule: "Trickster" }) // two squares from h1
    expect(onto([11, 7])).toMatchObject({ rule: "Trickster" }) // his own square
  })

  it("a ball carrier set in the opposing end zone scores no touchdown as the turn ends [trait:trickster]", () => {
    // a1 holds the ball at (2, 7); the away team scores in the end zone at x = 0. h1 at (1, 7) blocks and falls over.
    const { match, state } = positionOf(head, { team: 0, at: { h1: [1, 7], a1: [2, 7] }, ballCarrier: "a1" })
    const played = playOk(match, state, block("h1", "a1")
      .add({ _tag: "SkillUsed", player: "a1", skill: "Trickster", at: [0, 6] })
      .roll("block", [1], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 1 })
      .twoD6(1, 2, "armour", "h1").list)
    expect(played.state.ball).toMatchObject({ carrier: "a1", at: [0, 6] })
    expect(played.outcomes.some((o) => o._tag === "Touchdown")).toBe(false)
    expect(played.state.teams[1]!.score).toBe(0)
    // His team's turn has started, and with it the mark is gone.
    expect(played.state.activeTeam).toBe(1)
    expect(where(played.state, "a1").used).toEqual([])
  })

  it("does not apply to a player without the trait: the block goes straight to its dice [trait:trickster]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a2: [11, 7] } })
    const blocked = playOk(match, state, block("h1", "a2").list)
    expect(expecting(match, blocked.state)).toMatchObject({ kind: "roll", for: "block" })
    expect(play(match, state, block("h1", "a2").add({ _tag: "SkillUsed", player: "a2", skill: "Trickster", at: [9, 6] }).list).violation).not.toBeNull()
  })
})

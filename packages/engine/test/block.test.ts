import { describe, expect, it } from "vitest"
import { blockDice } from "../src/core/block.js"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Home: Humans (a Blitzer with Block, an Ogre with Mighty Blow and Thick Skull); away: Orcs.
const head = header(
  [
    player("h1", { position: "Blitzer", ma: 7, skills: ["Block"] }),
    player("h2"),
    player("h3", { skills: ["Guard"] }),
    player("h5", { position: "Ogre", ma: 5, st: 5, ag: 4, av: 10, skills: ["Mighty Blow (+1)", "Thick Skull"], traits: [] }),
    player("h6", { skills: ["Horns", "Frenzy"] })
  ],
  [
    player("a1", { position: "Black Orc", ma: 4, st: 4, ag: 4, av: 10 }),
    player("a2"),
    player("a3", { skills: ["Dodge"] }),
    player("a4", { skills: ["Stand Firm"] }),
    player("a5", { skills: ["Thick Skull"] }),
    player("a6")
  ]
)

describe("block dice", () => {
  it.each([
    [3, 3, 1, true],
    [4, 3, 2, true],
    [7, 3, 3, true],
    [6, 3, 2, true],
    [3, 4, 2, false],
    [3, 7, 3, false]
  ])("ST %i against ST %i: %i dice, attacker chooses: %s", (attack, defence, count, attackerChooses) => {
    expect(blockDice(attack, defence)).toEqual({ count, attackerChooses })
  })

  it("an assisting team-mate adds 1 ST; one marked by another opponent does not (unless it has Guard)", () => {
    // h1 blocks a2. h2 is next to a2 and free: +1. h3 is next to a2 but marked by a6; it has Guard: +1 anyway.
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a2: [11, 7], h2: [12, 8], h3: [12, 6], a6: [13, 6] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "block" }).add({ _tag: "BlockThrown", player: "h1", target: "a2" })
    const played = playOk(match, state, events.list)
    const note = played.outcomes.find((o) => o._tag === "Note" && o.text.includes("blocks"))
    expect(note).toMatchObject({ text: expect.stringMatching(/\(ST 3\+2 = 5\) blocks a2 \(#2\) \(ST 3\): 2 dice, Home choose/) })
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", count: 2 })
  })

  it("without Guard, a team-mate marked by another opponent gives no assist", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a2: [11, 7], h2: [12, 6], a6: [13, 6] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "block" }).add({ _tag: "BlockThrown", player: "h1", target: "a2" })
    const played = playOk(match, state, events.list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", count: 1 })
  })

  it("a stronger defender's coach chooses: ST 3 into a Black Orc is two dice, Away choose", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a1: [11, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h2", action: "block" }).add({ _tag: "BlockThrown", player: "h2", target: "a1" })
    const played = playOk(match, state, events.list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", count: 2, chooser: 1 })
  })
})

describe("block results", () => {
  it("Push: the target goes to one of the three squares away and the attacker may follow up", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a2: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h2", action: "block" })
      .add({ _tag: "BlockThrown", player: "h2", target: "a2" })
      .roll("block", [3], "block", "h2")
      .add({ _tag: "BlockDieChosen", face: 3 })
      .add({ _tag: "PushChosen", player: "a2", to: [12, 8] })
      .add({ _tag: "FollowUpChosen", player: "h2", follow: true })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a2")).toMatchObject({ at: [12, 8], posture: "standing" })
    expect(where(played.state, "h2").at).toEqual([11, 7])
  })

  it("a push to a square that is not one of the three away is a violation", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a2: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h2", action: "block" })
      .add({ _tag: "BlockThrown", player: "h2", target: "a2" })
      .roll("block", [4], "block", "h2")
      .add({ _tag: "BlockDieChosen", face: 4 })
      .add({ _tag: "PushChosen", player: "a2", to: [11, 8] })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "push", seq: 5 })
  })

  it("POW: pushed, then knocked down; Mighty Blow goes on the armour roll when that breaks it", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a2: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h5", action: "block" })
      .add({ _tag: "BlockThrown", player: "h5", target: "a2" })
      .roll("block", [6, 2], "block", "h5")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "a2", to: [12, 7] })
      .add({ _tag: "FollowUpChosen", player: "h5", follow: false })
      .twoD6(4, 4, "armour", "a2") // 8 + Mighty Blow 1 = 9 against AV 9+: broken
      .twoD6(4, 3, "injury", "a2") // 7: stunned
    const played = playOk(match, state, events.list)
    const armour = played.rulings.find((r) => r.rule === "Armour")!
    expect(armour).toMatchObject({ target: 9, total: 9, success: true, modifiers: [{ value: 1, source: "skill: Mighty Blow" }] })
    expect(where(played.state, "a2")).toMatchObject({ at: [12, 7], posture: "stunned" })
    expect(where(played.state, "h5").stats).toMatchObject({ blocks: 1, armourBreaks: 1 })
  })

  it("Thick Skull: an injury roll of 8 is Stunned instead of KO", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a5: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h5", action: "block" })
      .add({ _tag: "BlockThrown", player: "h5", target: "a5" })
      .roll("block", [6, 6], "block", "h5")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "a5", to: [12, 7] })
      .add({ _tag: "FollowUpChosen", player: "h5", follow: false })
      .twoD6(5, 5, "armour", "a5") // 10: broken without Mighty Blow, which is kept for the injury
      .twoD6(4, 3, "injury", "a5") // 7 + 1 = 8
    const played = playOk(match, state, events.list)
    const injury = played.rulings.find((r) => r.rule === "Injury")!
    expect(injury).toMatchObject({ total: 8, row: "stunned", result: "Stunned" })
    expect(injury.notes).toContain("Thick Skull turns an 8 into Stunned")
    expect(where(played.state, "a5")).toMatchObject({ posture: "stunned", at: [12, 7] })
  })

  it("Player down: the attacker falls, armour is rolled, and the turn is over", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a2: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h2", action: "block" })
      .add({ _tag: "BlockThrown", player: "h2", target: "a2" })
      .roll("block", [1], "block", "h2")
      .add({ _tag: "BlockDieChosen", face: 1 })
      .twoD6(2, 3, "armour", "h2")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h2").posture).toBe("prone")
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "knocked-down", player: "h2" })
    expect(played.state.activeTeam).toBe(1)
  })

  it("Both down: a player with Block stays up; the other goes down", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a2: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a2" })
      .roll("block", [2], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 2 })
      .twoD6(1, 2, "armour", "a2")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1").posture).toBe("standing")
    expect(where(played.state, "a2").posture).toBe("prone")
    expect(played.state.turnover).toBeNull()
  })

  it("Defender stumbles: Dodge turns it into a push", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a3: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h2", action: "block" })
      .add({ _tag: "BlockThrown", player: "h2", target: "a3" })
      .roll("block", [5], "block", "h2")
      .add({ _tag: "BlockDieChosen", face: 5 })
      .add({ _tag: "PushChosen", player: "a3", to: [12, 7] })
      .add({ _tag: "FollowUpChosen", player: "h2", follow: false })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a3")).toMatchObject({ posture: "standing", at: [12, 7] })
  })

  it("Stand Firm: the target refuses the push and there is no follow-up", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a4: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h2", action: "block" })
      .add({ _tag: "BlockThrown", player: "h2", target: "a4" })
      .roll("block", [3], "block", "h2")
      .add({ _tag: "BlockDieChosen", face: 3 })
      .add({ _tag: "SkillUsed", player: "a4", skill: "Stand Firm" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a4").at).toEqual([11, 7])
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
  })

  it("a chain push into the crowd: the last player pushed goes into the crowd and rolls for injury", () => {
    // h2 pushes a2 towards the sideline (y = 14); a6 stands behind it on the edge and is pushed off.
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 12], a2: [10, 13], a6: [10, 14], a5: [9, 14], a4: [11, 14] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h2", action: "block" })
      .add({ _tag: "BlockThrown", player: "h2", target: "a2" })
      .roll("block", [4], "block", "h2")
      .add({ _tag: "BlockDieChosen", face: 4 })
      .add({ _tag: "PushChosen", player: "a2", to: [10, 14] })
      .add({ _tag: "PushChosen", player: "a6", to: null })
      .twoD6(4, 5, "injury", "a6")
      .add({ _tag: "FollowUpChosen", player: "h2", follow: false })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a6")).toMatchObject({ at: null, box: "ko" })
    expect(where(played.state, "a2").at).toEqual([10, 14])
    expect(played.outcomes).toContainEqual({ _tag: "Injury", player: "a6", result: "ko", cause: "crowd", by: "h2" })
  })

  it("a turnover when the moving team's ball carrier is knocked down: the ball bounces", () => {
    const { match, state } = positionOf(head, { team: 0, ballCarrier: "h2", at: { h2: [10, 7], a2: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h2", action: "block" })
      .add({ _tag: "BlockThrown", player: "h2", target: "a2" })
      .roll("block", [1], "block", "h2")
      .add({ _tag: "BlockDieChosen", face: 1 })
      .twoD6(2, 2, "armour", "h2")
      .roll("d8", [4], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.state.ball).toEqual({ at: [9, 7], carrier: null, inPlay: true })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "knocked-down", player: "h2" })
  })

  it("a Blitz moves, blocks for one square of movement, and may move on; a second Blitz in the turn is a violation", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [8, 7], a2: [11, 7], h2: [3, 3] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "blitz", target: "a2" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [9, 7] })
      .add({ _tag: "PlayerMoved", player: "h1", to: [10, 7] })
      .add({ _tag: "BlockThrown", player: "h1", target: "a2" })
      .roll("block", [3], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 3 })
      .add({ _tag: "PushChosen", player: "a2", to: [12, 7] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: true })
      .add({ _tag: "PlayerMoved", player: "h1", to: [11, 6] })
      .d6(4, "dodge", "h1")
      .add({ _tag: "ActionDeclared", player: "h2", action: "blitz", target: "a2" })
    const played = play(match, state, events.list)
    expect(where(played.state, "h1").at).toEqual([11, 6])
    expect(played.violation).toMatchObject({ rule: "one blitz per team turn", seq: 11 })
  })

  it("Frenzy must follow up and block again; Horns adds 1 ST on a Blitz", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h6: [9, 7], a2: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h6", action: "blitz", target: "a2" })
      .add({ _tag: "PlayerMoved", player: "h6", to: [10, 7] })
      .add({ _tag: "BlockThrown", player: "h6", target: "a2" })
      .roll("block", [3, 4], "block", "h6")
      .add({ _tag: "BlockDieChosen", face: 3 })
      .add({ _tag: "PushChosen", player: "a2", to: [12, 7] })
      .add({ _tag: "FollowUpChosen", player: "h6", follow: true })
      .roll("block", [6, 1], "block", "h6")
    const played = playOk(match, state, events.list)
    const notes = played.outcomes.filter((o) => o._tag === "Note").map((o) => (o as { text: string }).text)
    expect(notes.some((t) => t.includes("(ST 3+1 = 4) blocks a2"))).toBe(true)
    expect(notes).toContain("Frenzy: h6 (#6) must block again")
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", faces: [6, 1] })
  })
})

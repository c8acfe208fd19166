import type { MatchStarted } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

const withApothecary = (head: MatchStarted, team: 0 | 1): MatchStarted => ({
  ...head,
  teams: head.teams.map((t, i) => (i === team ? { ...t, staff: { ...t.staff, apothecary: true } } : t))
})

const head = header(
  [player("h5", { position: "Ogre", st: 5, skills: ["Mighty Blow (+1)"] }), player("h2")],
  [
    player("a1"),
    player("a2", { position: "Goblin", st: 2, ag: 3, av: 8, skills: ["Dodge", "Stunty"] }),
    player("a3", { position: "Vampire", skills: ["Regeneration"] })
  ]
)

/** h5 blocks a target next to it and rolls POW; the push goes to the square behind and h5 stays. */
const pow = (target: string, dice: ReadonlyArray<number> = [6, 6]) =>
  new Events()
    .add({ _tag: "ActionDeclared", player: "h5", action: "block" })
    .add({ _tag: "BlockThrown", player: "h5", target })
    .roll("block", dice, "block", "h5")
    .add({ _tag: "BlockDieChosen", face: 6 })
    .add({ _tag: "PushChosen", player: target, to: [12, 7] })
    .add({ _tag: "FollowUpChosen", player: "h5", follow: false })

describe("injury", () => {
  it("armour holds below AV: the player just lies prone", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, pow("a1").twoD6(3, 4, "armour", "a1").list) // 7 + MB 1 = 8 < 9: MB is not used on armour
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ total: 7, success: false, notes: ["Mighty Blow is kept for the injury roll"] })
    expect(where(played.state, "a1")).toMatchObject({ posture: "prone", at: [12, 7] })
  })

  it("an injury roll of 8 or 9 is KO'd: off to the KO box", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, pow("a1").twoD6(6, 5, "armour", "a1").twoD6(4, 3, "injury", "a1").list) // 7 + MB 1 = 8
    expect(played.rulings.find((r) => r.rule === "Injury")).toMatchObject({ total: 8, row: "ko", modifiers: [{ value: 1, source: "skill: Mighty Blow" }] })
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "ko" })
    expect(played.outcomes).toContainEqual({ _tag: "Injury", player: "a1", result: "ko", cause: "block", by: "h5" })
  })

  it("a casualty rolls a D16: 10–12 is a Serious Injury (SI box), counted for the blocker", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    const events = pow("a1").twoD6(6, 5, "armour", "a1").twoD6(5, 5, "injury", "a1").roll("d16", [11], "casualty", "a1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Casualty")).toMatchObject({ row: "serious-injury" })
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "si" })
    expect(where(played.state, "h5").stats.casualties).toBe(1)
  })

  it("a lasting injury rolls a D6 for which characteristic", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    const events = pow("a1").twoD6(6, 5, "armour", "a1").twoD6(6, 5, "injury", "a1").roll("d16", [13], "casualty", "a1").d6(3, "lasting-injury", "a1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Lasting injury")).toMatchObject({ row: "smashed-knee" })
    expect(played.outcomes).toContainEqual({ _tag: "Injury", player: "a1", result: "lasting-injury", cause: "block", by: "h5" })
  })

  it("Stunty uses its own table: a 9 is Badly Hurt with no casualty roll", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a2: [11, 7] } })
    // ST 5 against ST 2 is more than double: three dice.
    const events = pow("a2", [6, 3, 1]).twoD6(5, 4, "armour", "a2").twoD6(4, 4, "injury", "a2") // 8 + MB = 9
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Injury")).toMatchObject({ total: 9, row: "badly-hurt", notes: ["Stunty: the Stunty injury table is used"] })
    expect(where(played.state, "a2").box).toBe("bh")
  })

  it("Regeneration: a 4+ after a casualty sends the player to the reserves instead", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a3: [11, 7] } })
    const events = pow("a3").twoD6(6, 5, "armour", "a3").twoD6(6, 5, "injury", "a3").roll("d16", [16], "casualty", "a3").d6(4, "regeneration", "a3")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a3").box).toBe("reserves")
    expect(played.outcomes.some((o) => o._tag === "Injury" && o.player === "a3")).toBe(false)
  })

  it("the apothecary turns a KO from a block into Stunned on the pitch, once a match", () => {
    const { match, state } = positionOf(withApothecary(head, 1), { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    const events = pow("a1").twoD6(6, 5, "armour", "a1").twoD6(4, 3, "injury", "a1").add({ _tag: "ApothecaryUsed", team: "away", player: "a1" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1")).toMatchObject({ at: [12, 7], posture: "stunned" })
    expect(played.state.teams[1]!.apothecaries).toBe(0)
  })

  it("the apothecary re-rolls a casualty and the coach keeps one result; a Badly Hurt kept goes to the reserves", () => {
    const { match, state } = positionOf(withApothecary(head, 1), { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    const events = pow("a1")
      .twoD6(6, 5, "armour", "a1")
      .twoD6(6, 5, "injury", "a1")
      .roll("d16", [15], "casualty", "a1") // dead
      .add({ _tag: "ApothecaryUsed", team: "away", player: "a1" })
      .roll("d16", [8], "casualty", "a1") // seriously hurt
      .add({ _tag: "InjuryChosen", player: "a1", keep: "new" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1").box).toBe("si")
  })

  it("declining the apothecary leaves the injury as rolled", () => {
    const { match, state } = positionOf(withApothecary(head, 1), { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    const events = pow("a1").twoD6(6, 5, "armour", "a1").twoD6(4, 3, "injury", "a1").add({ _tag: "ApothecaryDeclined", team: "away", player: "a1" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1").box).toBe("ko")
    expect(played.state.teams[1]!.apothecaries).toBe(1)
  })

  it("a team with no apothecary cannot use one", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    const events = pow("a1").twoD6(6, 5, "armour", "a1").twoD6(4, 3, "injury", "a1").add({ _tag: "ApothecaryUsed", team: "away", player: "a1" })
    const played = play(match, state, events.list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", seq: 9 })
    expect(played.violation!.message).toMatch(/not ApothecaryUsed/)
  })
})

describe("claims", () => {
  it("a claim the rules agree with is no dispute; one they disagree with is, and the fold follows the rules", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    const events = pow("a1").roll("2d6", [4, 3], "armour", "a1", { result: "broken" })
    const played = playOk(match, state, events.list)
    const armour = played.rulings.find((r) => r.rule === "Armour")!
    expect(armour.disputes).toEqual([{ field: "result", claimed: "broken", derived: "not-broken", followed: "rules" }])
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(played.state.stack.at(-1)?._tag).toBe("TeamTurn") // no injury roll is due
  })

  it("with --trust-claims the fold follows the claim and still reports the dispute", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    const events = pow("a1").roll("2d6", [4, 3], "armour", "a1", { success: true })
    const played = playOk(match, state, events.list, true)
    const armour = played.rulings.find((r) => r.rule === "Armour")!
    expect(armour.disputes).toEqual([{ field: "success", claimed: true, derived: false, followed: "claim" }])
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "Injury", player: "a1" }) // an injury roll is now due
  })
})

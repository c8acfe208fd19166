import { describe, expect, it } from "vitest"
import { readTable } from "@sidelines/engine"
import { sevens } from "../src/variants/sevens/index.js"
import { Events, play, player, playOk, where } from "./support/scenario.js"
import { sevensHeader, sevensPosition } from "./support/sevens.js"

// h1, an Ogre with Mighty Blow, blocks the Away player in front of him and rolls POW: the
// target is pushed to (12, 5) and goes down; armour and injury rolls follow.
const head = (apothecary = false) =>
  sevensHeader({
    home: [player("h1", { position: "Ogre", st: 5 }), player("h2")],
    away: [player("a1"), player("a2", { position: "Goblin", st: 2, av: 8, skills: ["Dodge", "Stunty"] }), player("a3", { skills: ["Thick Skull"] })],
    awayStaff: { apothecary }
  })

const pow = (target: string) =>
  new Events()
    .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
    .add({ _tag: "BlockThrown", player: "h1", target })
    .roll("block", target === "a2" ? [6, 1, 1] : [6, 1], "block", "h1")
    .add({ _tag: "BlockDieChosen", face: 6 })
    .add({ _tag: "PushChosen", player: target, to: [12, 5] })
    .add({ _tag: "FollowUpChosen", player: "h1", follow: false })

const at = (target: string) => ({ h1: [10, 5] as const, [target]: [11, 5] as const })
const position = (target: string, apothecary = false) => sevensPosition(head(apothecary), { team: 0, at: at(target) as never })

describe("Sevens injury table (2D6, no casualty roll)", () => {
  it("reads 2–7 Stunned, 8–9 KO, 10 Badly Hurt, 11 Seriously Hurt, 12 Dead", () => {
    expect([2, 7, 8, 9, 10, 11, 12].map((total) => readTable(sevens.tables.injury, total).id)).toEqual(["stunned", "stunned", "ko", "ko", "badly-hurt", "seriously-hurt", "dead"])
    expect(sevens.tables.casualty).toBeNull()
  })

  it("an injury roll of 10 is Badly Hurt at once: no D16 follows", () => {
    const { match, state } = position("a1")
    const played = playOk(match, state, pow("a1").twoD6(5, 5, "armour", "a1").twoD6(6, 4, "injury", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Injury")).toMatchObject({ total: 10, row: "badly-hurt" })
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "bh" })
    expect(played.outcomes).toContainEqual({ _tag: "Injury", player: "a1", result: "badly-hurt", cause: "block", by: "h1" })
    expect(played.rulings.some((r) => r.rule === "Casualty")).toBe(false)
  })

  it("11 is Seriously Hurt and 12 is Dead", () => {
    const { match, state } = position("a1")
    const hurt = playOk(match, state, pow("a1").twoD6(5, 5, "armour", "a1").twoD6(6, 5, "injury", "a1").list)
    expect(where(hurt.state, "a1")).toMatchObject({ box: "si" })
    expect(hurt.outcomes).toContainEqual({ _tag: "Injury", player: "a1", result: "seriously-hurt", cause: "block", by: "h1" })
    const dead = playOk(match, state, pow("a1").twoD6(5, 5, "armour", "a1").twoD6(6, 6, "injury", "a1").list)
    expect(where(dead.state, "a1")).toMatchObject({ box: "dead" })
  })

  it("a D16 casualty roll after the injury roll is a violation: the next team action is due", () => {
    const { match, state } = position("a1")
    const played = play(match, state, pow("a1").twoD6(5, 5, "armour", "a1").twoD6(6, 6, "injury", "a1").roll("d16", [3], "casualty", "a1").list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", seq: 9 })
  })

  it("claiming a casualty roll under --trust-claims is a violation: Sevens has no casualty table", () => {
    const { match, state } = position("a1")
    const events = pow("a1").twoD6(5, 5, "armour", "a1").roll("2d6", [6, 6], "injury", "a1", { result: "casualty" })
    const played = play(match, state, events.list, true)
    expect(played.violation).toMatchObject({ rule: "injury" })
    expect(played.violation!.message).toMatch(/has no casualty table/)
  })

  it("Thick Skull still turns the lowest KO (8) into Stunned", () => {
    const { match, state } = position("a3")
    const played = playOk(match, state, pow("a3").twoD6(5, 5, "armour", "a3").twoD6(4, 4, "injury", "a3").list)
    expect(where(played.state, "a3")).toMatchObject({ at: [12, 5], posture: "stunned" })
  })
})

describe("Sevens Stunty injury table", () => {
  it("reads 2–6 Stunned, 7–8 KO, 9–10 Badly Hurt, 11 Seriously Hurt, 12 Dead", () => {
    expect([2, 6, 7, 8, 9, 10, 11, 12].map((total) => readTable(sevens.tables.stuntyInjury, total).id)).toEqual(["stunned", "stunned", "ko", "ko", "badly-hurt", "badly-hurt", "seriously-hurt", "dead"])
  })

  it("a Stunty Goblin rolling 7 is KO'd (a 7 would only stun anyone else)", () => {
    const { match, state } = position("a2")
    const played = playOk(match, state, pow("a2").twoD6(4, 4, "armour", "a2").twoD6(3, 4, "injury", "a2").list)
    expect(played.rulings.find((r) => r.rule === "Injury")).toMatchObject({ total: 7, row: "ko", notes: ["Stunty: the Stunty injury table is used"] })
    expect(where(played.state, "a2").box).toBe("ko")
  })

  it("a Stunty Goblin rolling 11 is Seriously Hurt", () => {
    const { match, state } = position("a2")
    const played = playOk(match, state, pow("a2").twoD6(4, 4, "armour", "a2").twoD6(5, 6, "injury", "a2").list)
    expect(where(played.state, "a2").box).toBe("si")
  })
})

describe("Sevens apothecary", () => {
  it("a KO'd player from the pitch stays there, Stunned", () => {
    const { match, state } = position("a1", true)
    const played = playOk(match, state, pow("a1").twoD6(5, 5, "armour", "a1").twoD6(4, 4, "injury", "a1").add({ _tag: "ApothecaryUsed", team: "away", player: "a1" }).list)
    expect(where(played.state, "a1")).toMatchObject({ at: [12, 5], posture: "stunned" })
    expect(played.state.teams[1]!.apothecaries).toBe(0)
  })

  it("a casualty is patched up on a 4+: the Seriously Hurt player goes to the reserves instead", () => {
    const { match, state } = position("a1", true)
    const events = pow("a1").twoD6(5, 5, "armour", "a1").twoD6(6, 5, "injury", "a1").add({ _tag: "ApothecaryUsed", team: "away", player: "a1" }).d6(4, "apothecary", "a1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Apothecary")).toMatchObject({ target: 4, success: true })
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "reserves" })
    expect(played.outcomes.some((o) => o._tag === "Injury" && o.player === "a1" && o.result !== "stunned")).toBe(false)
  })

  it("on a 1–3 the original result stands: a Badly Hurt player stays Badly Hurt", () => {
    const { match, state } = position("a1", true)
    const events = pow("a1").twoD6(5, 5, "armour", "a1").twoD6(6, 4, "injury", "a1").add({ _tag: "ApothecaryUsed", team: "away", player: "a1" }).d6(3, "apothecary", "a1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Apothecary")).toMatchObject({ success: false, result: "the original injury stands" })
    expect(where(played.state, "a1").box).toBe("bh")
  })

  it("a player KO'd in the crowd goes to the reserves instead of the KO box", () => {
    // h1 on (10,1) pushes a1 on (10,0) over the sideline.
    const { match, state } = sevensPosition(head(true), { team: 0, at: { h1: [10, 1], a1: [10, 0] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [6, 1], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "a1", to: null })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
      .twoD6(4, 4, "injury", "a1")
      .add({ _tag: "ApothecaryUsed", team: "away", player: "a1" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "reserves" })
  })

  it("no second casualty roll: a D16 instead of the apothecary's D6 is a violation", () => {
    const { match, state } = position("a1", true)
    const events = pow("a1").twoD6(5, 5, "armour", "a1").twoD6(6, 6, "injury", "a1").add({ _tag: "ApothecaryUsed", team: "away", player: "a1" }).roll("d16", [3], "casualty", "a1")
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "apothecary" })
  })
})

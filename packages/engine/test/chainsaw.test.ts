import { legalDecisions } from "@sidelines/engine"
import { describe, expect, it } from "vitest"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Chainsaw (BB2020 trait): a D6 in place of the block dice, 2+ hits the target, 1 kicks back.
const saws = header(
  [player("c1", { position: "Chainsaw", av: 8, traits: ["Chainsaw", "Secret Weapon"] }), player("c2", { skills: ["Mighty Blow (+1)"] })],
  [player("v1", { av: 9 }), player("v2", { skills: ["Foul Appearance"] }), player("v3", { skills: ["Dump-off"] })]
)
const saw = (who: string, target: string) => new Events().add({ _tag: "ActionDeclared", player: who, action: "chainsaw", target })

describe("Chainsaw Attack", () => {
  it("a 4 hits: armour 3+3 and +3 makes 9, AV 9 broken, Placed Prone, an unmodified injury roll; no turnover [trait:chainsaw] [action:chainsaw]", () => {
    const { match, state } = positionOf(saws, { team: 0, at: { c1: [10, 7], v1: [11, 7] } })
    const played = playOk(match, state, saw("c1", "v1").d6(4, "chainsaw", "c1").twoD6(3, 3, "armour", "v1").twoD6(4, 4, "injury", "v1").list)
    expect(played.rulings.map((r) => [r.rule, r.result])).toEqual([["Chainsaw", "success"], ["Armour", "armour broken"], ["Injury", "KO'd"]])
    expect(played.rulings[1]).toMatchObject({ total: 9, modifiers: [{ value: 3, source: "trait: Chainsaw" }] })
    expect(played.rulings[2]!.modifiers).toEqual([])
    expect(where(played.state, "v1").box).toBe("ko")
    expect(played.outcomes).toContainEqual({ _tag: "KnockedDown", player: "v1", at: [11, 7], cause: "chainsaw" })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
  })

  it("armour that holds even with the +3 (2+2+3 = 7 against AV 9) leaves the target standing [trait:chainsaw] [action:chainsaw]", () => {
    const { match, state } = positionOf(saws, { team: 0, at: { c1: [10, 7], v1: [11, 7] } })
    const played = playOk(match, state, saw("c1", "v1").d6(2, "chainsaw", "c1").twoD6(2, 2, "armour", "v1").list)
    expect(played.rulings.at(-1)).toMatchObject({ rule: "Armour", total: 7, success: false })
    expect(where(played.state, "v1").posture).toBe("standing")
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("a 1 kicks back: the wielder's armour is rolled at +3 (2+3+3 = 8 breaks AV 8), Placed Prone, injury; a turnover [trait:chainsaw] [action:chainsaw]", () => {
    const { match, state } = positionOf(saws, { team: 0, at: { c1: [10, 7], v1: [11, 7] } })
    const events = saw("c1", "v1").d6(1, "chainsaw", "c1").add({ _tag: "RerollDeclined", team: "home" }).twoD6(2, 3, "armour", "c1").twoD6(2, 3, "injury", "c1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.map((r) => [r.rule, r.player, r.result])).toEqual([["Chainsaw", "c1", "failure"], ["Armour", "c1", "armour broken"], ["Injury", "c1", "Stunned"]])
    expect(where(played.state, "c1").posture).toBe("stunned")
    expect(where(played.state, "v1").posture).toBe("standing")
    // The turnover comes once the kick-back's armour and injury are done.
    const kinds = played.outcomes.map((o) => o._tag)
    expect(kinds.indexOf("Turnover")).toBeGreaterThan(kinds.indexOf("Injury"))
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "chainsaw-kick-back", player: "c1" })
  })

  it("a kick-back is a turnover even when the wielder's armour holds [trait:chainsaw] [action:chainsaw]", () => {
    const { match, state } = positionOf(saws, { team: 0, at: { c1: [10, 7], v1: [11, 7] } })
    const played = playOk(match, state, saw("c1", "v1").d6(1, "chainsaw", "c1").add({ _tag: "RerollDeclined", team: "home" }).twoD6(1, 2, "armour", "c1").list)
    expect(played.rulings.at(-1)).toMatchObject({ rule: "Armour", total: 6, success: false })
    expect(where(played.state, "c1").posture).toBe("standing")
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "chainsaw-kick-back", player: "c1" })
  })

  it("a team re-roll may re-roll the kick-back: the second die hits the target [trait:chainsaw] [action:chainsaw]", () => {
    const { match, state } = positionOf(saws, { team: 0, at: { c1: [10, 7], v1: [11, 7] } })
    const events = saw("c1", "v1").d6(1, "chainsaw", "c1").add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).d6(3, "chainsaw", "c1").twoD6(1, 1, "armour", "v1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.map((r) => [r.rule, r.player])).toEqual([["Chainsaw", "c1"], ["Chainsaw", "c1"], ["Armour", "v1"]])
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("only a player with Chainsaw may declare it: no trait is a violation [trait:chainsaw] [action:chainsaw]", () => {
    const { match, state } = positionOf(saws, { team: 0, at: { c2: [10, 7], v1: [11, 7] } })
    expect(play(match, state, saw("c2", "v1").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Chainsaw", seq: 1 })
  })

  it("the legal choices offer the attack, with its target, only to a player with the trait [trait:chainsaw] [action:chainsaw]", () => {
    const { match, state } = positionOf(saws, { team: 0, at: { c1: [10, 7], c2: [5, 5], v1: [11, 7] } })
    const declared = legalDecisions(match, state).filter((d) => d._tag === "ActionDeclared" && d.action === "chainsaw")
    expect(declared).toContainEqual({ _tag: "ActionDeclared", player: "c1", action: "chainsaw", target: "v1" })
    expect(declared.some((d) => d._tag === "ActionDeclared" && d.player === "c2")).toBe(false)
  })

  it("not against an opponent who is not next to the wielder, nor one who is down, nor without a target [trait:chainsaw] [action:chainsaw]", () => {
    const apart = positionOf(saws, { team: 0, at: { c1: [10, 7], v1: [12, 7] } })
    expect(play(apart.match, apart.state, saw("c1", "v1").list).violation).toMatchObject({ rule: "Chainsaw" })
    const down = positionOf(saws, { team: 0, at: { c1: [10, 7], v1: [11, 7] }, prone: ["v1"] })
    expect(play(down.match, down.state, saw("c1", "v1").list).violation).toMatchObject({ rule: "Chainsaw" })
    const none = positionOf(saws, { team: 0, at: { c1: [10, 7], v1: [11, 7] } })
    expect(play(none.match, none.state, new Events().add({ _tag: "ActionDeclared", player: "c1", action: "chainsaw" }).list).violation).toMatchObject({ rule: "Chainsaw" })
  })

  it("Foul Appearance is rolled for first: a 1 that stands wastes the attack, no chainsaw die [trait:chainsaw] [skill:foul-appearance]", () => {
    const { match, state } = positionOf(saws, { team: 0, at: { c1: [10, 7], v2: [11, 7] } })
    const played = playOk(match, state, saw("c1", "v2").d6(1, "foul-appearance", "c1").add({ _tag: "RerollDeclined", team: "home" }).list)
    expect(played.rulings.map((r) => r.rule)).toEqual(["Foul Appearance"])
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
    expect(play(match, state, saw("c1", "v2").d6(1, "foul-appearance", "c1").add({ _tag: "RerollDeclined", team: "home" }).d6(4, "chainsaw", "c1").list).violation).toMatchObject({ seq: 4 })
  })

  it("a Dump-off ball carrier is asked first, before the chainsaw's die [trait:chainsaw] [skill:dump-off]", () => {
    const { match, state } = positionOf(saws, { team: 0, at: { c1: [10, 7], v3: [11, 7] }, ballCarrier: "v3" })
    expect(play(match, state, saw("c1", "v3").list).state.stack.at(-1)).toMatchObject({ _tag: "DumpOff", player: "v3" })
    const played = playOk(match, state, saw("c1", "v3").add({ _tag: "SkillDeclined", player: "v3", skill: "Dump-off" }).d6(5, "chainsaw", "c1").twoD6(2, 2, "armour", "v3").list)
    expect(played.rulings.map((r) => r.rule)).toEqual(["Chainsaw", "Armour"])
    expect(played.state.ball.carrier).toBe("v3")
  })
})

describe("Chainsaw in a Blitz, and in a Foul", () => {
  const blitzThenSaw = (who: string) => new Events()
    .add({ _tag: "ActionDeclared", player: who, action: "blitz", target: "v1" })
    .add({ _tag: "PlayerMoved", player: who, to: [10, 7] })
    .add({ _tag: "SkillUsed", player: who, skill: "Chainsaw", target: "v1" })

  it("in place of the block, after moving: the D6, the +3 armour roll, and no moving on after it [trait:chainsaw]", () => {
    const { match, state } = positionOf(saws, { team: 0, at: { c1: [9, 7], v1: [11, 7] } })
    const events = blitzThenSaw("c1").d6(6, "chainsaw", "c1").twoD6(4, 3, "armour", "v1").twoD6(3, 4, "injury", "v1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.map((r) => [r.rule, r.result])).toEqual([["Chainsaw", "success"], ["Armour", "armour broken"], ["Injury", "Stunned"]])
    expect(where(played.state, "v1").posture).toBe("stunned")
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
    expect(play(match, state, events.add({ _tag: "PlayerMoved", player: "c1", to: [10, 8] }).list).violation).toMatchObject({ seq: 7 })
  })

  it("not for a player without Chainsaw, and not in a Block action [trait:chainsaw]", () => {
    const { match, state } = positionOf(saws, { team: 0, at: { c2: [9, 7], v1: [11, 7] } })
    expect(play(match, state, blitzThenSaw("c2").list).violation).toMatchObject({ rule: "Chainsaw", seq: 3 })
    const blocking = positionOf(saws, { team: 0, at: { c1: [10, 7], v1: [11, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "c1", action: "block" }).add({ _tag: "SkillUsed", player: "c1", skill: "Chainsaw", target: "v1" })
    expect(play(blocking.match, blocking.state, events.list).violation).toMatchObject({ rule: "Chainsaw", seq: 2 })
  })

  it("a Foul with the chainsaw: the kick-back D6, then the foul's armour roll +3 (2+3 and +3 makes 8 against AV 9: holds) [trait:chainsaw]", () => {
    const { match, state } = positionOf(saws, { team: 0, at: { c1: [10, 7], v1: [11, 7] }, prone: ["v1"] })
    const events = new Events().add({ _tag: "ActionDeclared", player: "c1", action: "foul" }).add({ _tag: "SkillUsed", player: "c1", skill: "Chainsaw", target: "v1" })
      .d6(3, "chainsaw", "c1").twoD6(2, 3, "armour", "v1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.map((r) => [r.rule, r.player])).toEqual([["Chainsaw", "c1"], ["Armour", "v1"]])
    expect(played.rulings[1]).toMatchObject({ total: 8, success: false })
    expect(played.rulings[1]!.modifiers.map((m) => m.source)).toContain("trait: Chainsaw")
    // With a team-mate's assist it stacks: 2+3, +1 assist, +3 makes 9, AV 9 broken, then the injury roll.
    const assisted = positionOf(saws, { team: 0, at: { c1: [10, 7], c2: [12, 8], v1: [11, 7] }, prone: ["v1"] })
    const broken = playOk(assisted.match, assisted.state, new Events().add({ _tag: "ActionDeclared", player: "c1", action: "foul" }).add({ _tag: "SkillUsed", player: "c1", skill: "Chainsaw", target: "v1" })
      .d6(3, "chainsaw", "c1").twoD6(2, 3, "armour", "v1").twoD6(2, 3, "injury", "v1").list)
    expect(broken.rulings.map((r) => [r.rule, r.result])).toEqual([["Chainsaw", "success"], ["Armour", "armour broken"], ["Injury", "Stunned"]])
    expect(broken.rulings[1]).toMatchObject({ total: 9, success: true })
  })

  it("a chainsaw foul that kicks back: the wielder's armour +3 instead, the foul is not made, a turnover [trait:chainsaw]", () => {
    const { match, state } = positionOf(saws, { team: 0, at: { c1: [10, 7], v1: [11, 7] }, prone: ["v1"] })
    const events = new Events().add({ _tag: "ActionDeclared", player: "c1", action: "foul" }).add({ _tag: "SkillUsed", player: "c1", skill: "Chainsaw", target: "v1" })
      .d6(1, "chainsaw", "c1").add({ _tag: "RerollDeclined", team: "home" }).twoD6(2, 2, "armour", "c1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.map((r) => [r.rule, r.player])).toEqual([["Chainsaw", "c1"], ["Armour", "c1"]])
    expect(played.rulings[1]).toMatchObject({ total: 7, success: false })
    expect(where(played.state, "c1").box).toBeNull()
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "chainsaw-kick-back", player: "c1" })
  })

  it("not a chainsaw foul for a player without the trait, nor at a standing player [trait:chainsaw]", () => {
    const { match, state } = positionOf(saws, { team: 0, at: { c1: [10, 7], c2: [12, 6], v1: [11, 7] } })
    const by = (who: string) => new Events().add({ _tag: "ActionDeclared", player: who, action: "foul" }).add({ _tag: "SkillUsed", player: who, skill: "Chainsaw", target: "v1" })
    expect(play(match, state, by("c2").list).violation).toMatchObject({ rule: "Chainsaw", seq: 2 })
    expect(play(match, state, by("c1").list).violation).toMatchObject({ rule: "foul", seq: 2 })
  })
})

describe("A running chainsaw: +3 on armour when its wielder goes down, or its blocker", () => {
  const block = (attacker: string, target: string, face: number) => new Events()
    .add({ _tag: "ActionDeclared", player: attacker, action: "block" })
    .add({ _tag: "BlockThrown", player: attacker, target })
    .roll("block", [face], "block", attacker)
    .add({ _tag: "BlockDieChosen", face })

  it("the wielder knocked down by their own Attacker Down: 2+3 and +3 makes 8, AV 8 broken [trait:chainsaw]", () => {
    const { match, state } = positionOf(saws, { team: 0, at: { c1: [10, 7], v1: [11, 7] } })
    const played = playOk(match, state, block("c1", "v1", 1).twoD6(2, 3, "armour", "c1").twoD6(3, 4, "injury", "c1").list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ player: "c1", total: 8, success: true, modifiers: [{ value: 3, source: "trait: Chainsaw" }] })
    expect(where(played.state, "c1").posture).toBe("stunned")
  })

  it("an opponent who blocks the wielder and rolls Attacker Down gets +3 on their own armour [trait:chainsaw]", () => {
    const { match, state } = positionOf(saws, { team: 1, at: { c1: [10, 7], v1: [11, 7] } })
    const played = playOk(match, state, block("v1", "c1", 1).twoD6(3, 3, "armour", "v1").twoD6(3, 4, "injury", "v1").list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ player: "v1", total: 9, success: true, modifiers: [{ value: 3, source: "trait: Chainsaw" }] })
  })

  it("Both Down against the wielder: +3 on both armour rolls, once each [trait:chainsaw]", () => {
    const { match, state } = positionOf(saws, { team: 1, at: { c1: [10, 7], v1: [11, 7] } })
    const played = playOk(match, state, block("v1", "c1", 2).twoD6(1, 2, "armour", "c1").twoD6(1, 2, "armour", "v1").list)
    const armour = played.rulings.filter((r) => r.rule === "Armour")
    expect(armour.map((r) => [r.player, r.total, r.modifiers.length])).toEqual([["c1", 6, 1], ["v1", 6, 1]])
  })

  it("the wielder Falls Over on a failed dodge: 3+3 and +3 makes 9, AV 8 broken [trait:chainsaw]", () => {
    const { match, state } = positionOf(saws, { team: 0, at: { c1: [10, 7], v1: [11, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "c1", action: "move" }).add({ _tag: "PlayerMoved", player: "c1", to: [9, 7] })
      .d6(1, "dodge", "c1").add({ _tag: "RerollDeclined", team: "home" }).twoD6(3, 3, "armour", "c1").twoD6(2, 3, "injury", "c1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ player: "c1", total: 9, success: true, modifiers: [{ value: 3, source: "trait: Chainsaw" }] })
  })

  it("no +3 for a player without the trait blocked by one without it, nor for a fouled wielder (they were down already) [trait:chainsaw]", () => {
    const plain = positionOf(saws, { team: 0, at: { c2: [10, 7], v1: [11, 7] } })
    const blocked = playOk(plain.match, plain.state, block("c2", "v1", 1).twoD6(2, 3, "armour", "c2").list)
    expect(blocked.rulings.find((r) => r.rule === "Armour")).toMatchObject({ player: "c2", total: 5, modifiers: [] })
    const fouled = positionOf(saws, { team: 1, at: { c1: [10, 7], v1: [11, 7] }, prone: ["c1"] })
    const foul = new Events().add({ _tag: "ActionDeclared", player: "v1", action: "foul" }).add({ _tag: "FoulCommitted", player: "v1", target: "c1" }).twoD6(2, 3, "armour", "c1")
    const played = playOk(fouled.match, fouled.state, foul.list)
    expect(played.rulings.find((r) => r.rule === "Armour")!.modifiers.some((m) => m.source === "trait: Chainsaw")).toBe(false)
  })
})

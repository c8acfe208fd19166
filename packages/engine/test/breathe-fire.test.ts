import { Result } from "effect"
import { expecting, legalDecisions, Replay } from "@sidelines/engine"
import { describe, expect, it } from "vitest"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Breathe Fire (BB2020 trait, the Chaos Dwarf Flamesmith's): a D6 in place of a Block, −1 against
// ST 5 or more. 1 or less: the breather is Knocked Down (a turnover); 2–3: nothing; 4+: the target
// is Placed Prone; a natural 6: the target is Knocked Down. The activation ends with it.
const flamesmith = (id: string, fields: Parameters<typeof player>[1] = {}) =>
  player(id, { position: "Flamesmith", ma: 5, st: 3, ag: 4, pa: 6, av: 10, skills: ["Thick Skull"], traits: ["Breathe Fire"], ...fields })
const teams = header(
  [flamesmith("f1"), flamesmith("f2", { traits: ["Breathe Fire", "Loner (4+)"] }), flamesmith("f3", { skills: ["Pro"] }), player("h4")],
  [player("v1", { av: 9 }), player("v2", { position: "Troll", st: 5, av: 10 }), player("v3", { av: 9 }), player("v4"), player("v5", { skills: ["Foul Appearance"] }), player("v6", { skills: ["Dump-off"] })]
)
const breathe = (who: string, target: string) => new Events().add({ _tag: "ActionDeclared", player: who, action: "breathe-fire", target })
const declined = { _tag: "RerollDeclined", team: "home" } as const

describe("Breathe Fire: the D6 [trait:breathe-fire] [action:breathe-fire]", () => {
  it("a 4 against an ST 3 opponent: Placed Prone where he stands (the re-roll for a 6 declined), no armour roll, no turnover; the Flamesmith's activation is over", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v1: [11, 7] } })
    const played = playOk(match, state, breathe("f1", "v1").d6(4, "breathe-fire", "f1").add(declined).list)
    expect(played.rulings.map((r) => [r.rule, r.total, r.result])).toEqual([["Breathe Fire", 4, "success"]])
    expect(where(played.state, "v1")).toMatchObject({ at: [11, 7], posture: "prone" })
    expect(played.outcomes).toContainEqual({ _tag: "KnockedDown", player: "v1", at: [11, 7], cause: "breathe-fire" })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
    expect(where(played.state, "f1").hasActed).toBe(true)
  })

  it("a 5 is Placed Prone too (no armour dice are due: a 2D6 next is refused)", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v1: [11, 7] } })
    const played = playOk(match, state, breathe("f1", "v1").d6(5, "breathe-fire", "f1").add(declined).list)
    expect(where(played.state, "v1").posture).toBe("prone")
    expect(play(match, state, breathe("f1", "v1").d6(5, "breathe-fire", "f1").twoD6(5, 5, "armour", "v1").list).violation).toMatchObject({ seq: 3 })
  })

  it("a 2 or a 3: nothing happens once the re-roll is declined; both stay on their feet, no turnover", () => {
    for (const face of [2, 3]) {
      const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v1: [11, 7] } })
      const played = playOk(match, state, breathe("f1", "v1").d6(face, "breathe-fire", "f1").add(declined).list)
      expect(played.rulings.map((r) => [r.rule, r.total, r.success])).toEqual([["Breathe Fire", face, false]])
      expect(where(played.state, "v1").posture).toBe("standing")
      expect(where(played.state, "f1").posture).toBe("standing")
      expect(played.outcomes.some((o) => o._tag === "Turnover" || o._tag === "KnockedDown")).toBe(false)
      expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
    }
  })

  it("a 1: the fire blows back, the Flamesmith is Knocked Down (armour 6+5 = 11 breaks AV 10, injury roll) and it is a turnover", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v1: [11, 7] } })
    const events = breathe("f1", "v1").d6(1, "breathe-fire", "f1").add(declined).twoD6(6, 5, "armour", "f1").twoD6(4, 3, "injury", "f1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.map((r) => [r.rule, r.player, r.result])).toEqual([["Breathe Fire", "f1", "failure"], ["Armour", "f1", "armour broken"], ["Injury", "f1", "Stunned"]])
    expect(where(played.state, "f1").posture).toBe("stunned")
    expect(where(played.state, "v1").posture).toBe("standing")
    expect(played.outcomes).toContainEqual({ _tag: "KnockedDown", player: "f1", at: [10, 7], cause: "breathe-fire" })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "knocked-down", player: "f1" })
  })

  it("against ST 5 a 2 counts as 1: the Flamesmith is Knocked Down (armour holds at 3+3), a turnover", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v2: [11, 7] } })
    const played = playOk(match, state, breathe("f1", "v2").d6(2, "breathe-fire", "f1").add(declined).twoD6(3, 3, "armour", "f1").list)
    expect(played.rulings[0]).toMatchObject({ rule: "Breathe Fire", total: 1, modifiers: [{ value: -1, source: "the target's ST is 5 or more" }], success: false })
    expect(where(played.state, "f1").posture).toBe("prone")
    expect(where(played.state, "v2").posture).toBe("standing")
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "knocked-down", player: "f1" })
  })

  it("against ST 5 a 4 counts as 3: nothing happens; a 5 counts as 4: Placed Prone", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v2: [11, 7] } })
    const four = playOk(match, state, breathe("f1", "v2").d6(4, "breathe-fire", "f1").add(declined).list)
    expect(four.rulings[0]).toMatchObject({ total: 3, success: false })
    expect(where(four.state, "v2").posture).toBe("standing")
    expect(four.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    const five = playOk(match, state, breathe("f1", "v2").d6(5, "breathe-fire", "f1").add(declined).list)
    expect(five.rulings[0]).toMatchObject({ total: 4, success: true })
    expect(where(five.state, "v2").posture).toBe("prone")
  })

  it("a natural 6 Knocks the target Down: armour 5+4 = 9 breaks AV 9, an injury roll (KO'd); no turnover", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v1: [11, 7] } })
    const played = playOk(match, state, breathe("f1", "v1").d6(6, "breathe-fire", "f1").twoD6(5, 4, "armour", "v1").twoD6(4, 4, "injury", "v1").list)
    expect(played.rulings.map((r) => [r.rule, r.player, r.result])).toEqual([["Breathe Fire", "f1", "success"], ["Armour", "v1", "armour broken"], ["Injury", "v1", "KO'd"]])
    expect(played.rulings[1]!.modifiers).toEqual([])
    expect(where(played.state, "v1").box).toBe("ko")
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("a natural 6 Knocks Down an ST 5 target as well, whatever the −1 (armour 2+2 holds: he lies Prone)", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v2: [11, 7] } })
    const played = playOk(match, state, breathe("f1", "v2").d6(6, "breathe-fire", "f1").twoD6(2, 2, "armour", "v2").list)
    expect(played.rulings.map((r) => [r.rule, r.result])).toEqual([["Breathe Fire", "success"], ["Armour", "armour holds"]])
    expect(where(played.state, "v2").posture).toBe("prone")
  })

  it("a ball carrier Placed Prone drops the ball, which bounces (a D8 of 5 sends it a square on); no turnover, he is an opponent", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v3: [11, 7] }, ballCarrier: "v3" })
    const played = playOk(match, state, breathe("f1", "v3").d6(4, "breathe-fire", "f1").roll("d8", [5], "bounce").list)
    expect(where(played.state, "v3").posture).toBe("prone")
    expect(played.state.ball).toMatchObject({ carrier: null, at: [12, 7], inPlay: true })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("a ball carrier Knocked Down on a 6 drops it too: armour, then the bounce", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v3: [11, 7] }, ballCarrier: "v3" })
    const played = playOk(match, state, breathe("f1", "v3").d6(6, "breathe-fire", "f1").twoD6(1, 2, "armour", "v3").roll("d8", [5], "bounce").list)
    expect(played.state.ball).toMatchObject({ carrier: null, at: [12, 7] })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })
})

describe("Breathe Fire facing Foul Appearance and Dump-off, as a Block would [trait:breathe-fire]", () => {
  it("Foul Appearance is rolled for first: a 1 that stands wastes the fire, no breathe-fire die", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v5: [11, 7] } })
    const played = playOk(match, state, breathe("f1", "v5").d6(1, "foul-appearance", "f1").add(declined).list)
    expect(played.rulings.map((r) => r.rule)).toEqual(["Foul Appearance"])
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
    expect(play(match, state, breathe("f1", "v5").d6(1, "foul-appearance", "f1").add(declined).d6(4, "breathe-fire", "f1").list).violation).toMatchObject({ seq: 4 })
  })

  it("a Dump-off ball carrier is asked first; declining, the fire goes on", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v6: [11, 7] }, ballCarrier: "v6" })
    expect(play(match, state, breathe("f1", "v6").list).state.stack.at(-1)).toMatchObject({ _tag: "DumpOff", player: "v6" })
    const played = playOk(match, state, breathe("f1", "v6").add({ _tag: "SkillDeclined", player: "v6", skill: "Dump-off" }).d6(3, "breathe-fire", "f1").add(declined).list)
    expect(played.rulings.map((r) => r.rule)).toEqual(["Breathe Fire"])
    expect(played.state.ball.carrier).toBe("v6")
  })
})

describe("Breathe Fire: re-rolls, as for any test in the team's turn [trait:breathe-fire]", () => {
  it("a team re-roll of a 3 may turn it into Placed Prone (4); the new roll stands", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v1: [11, 7] } })
    const played = playOk(match, state, breathe("f1", "v1").d6(3, "breathe-fire", "f1").add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).d6(4, "breathe-fire", "f1").list)
    expect(played.rulings.map((r) => [r.rule, r.total])).toEqual([["Breathe Fire", 3], ["Breathe Fire", 4]])
    expect(where(played.state, "v1").posture).toBe("prone")
    expect(played.state.teams[0]!.rerollUsedThisTurn).toBe(true)
  })

  it("a Placed Prone (a 4) may be re-rolled for the 6 that Knocks Down — BB2020's re-rolls are not only for failures; a 6 is offered none", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v1: [11, 7] } })
    const offered = playOk(match, state, breathe("f1", "v1").d6(4, "breathe-fire", "f1").list)
    expect(expecting(match, offered.state)).toMatchObject({ kind: "decision", events: ["RerollUsed", "RerollDeclined"], about: "re-roll the passed Breathe Fire roll (a 4) for a better result?" })
    const played = playOk(match, state, breathe("f1", "v1").d6(4, "breathe-fire", "f1").add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).d6(6, "breathe-fire", "f1").twoD6(2, 2, "armour", "v1").list)
    expect(played.rulings.map((r) => [r.rule, r.total])).toEqual([["Breathe Fire", 4], ["Breathe Fire", 6], ["Armour", 4]])
    expect(where(played.state, "v1").posture).toBe("prone")
    expect(played.outcomes).toContainEqual(expect.objectContaining({ _tag: "KnockedDown", player: "v1" }))
    expect(play(match, state, breathe("f1", "v1").d6(6, "breathe-fire", "f1").add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).list).violation).toMatchObject({ seq: 3 })
  })

  it("a Loner Flamesmith rolls for the team re-roll first: a 3 loses it and the 1 stands (Knocked Down, a turnover)", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f2: [10, 7], v1: [11, 7] } })
    const events = breathe("f2", "v1").d6(1, "breathe-fire", "f2").add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).d6(3, "loner", "f2").twoD6(2, 2, "armour", "f2")
    const played = playOk(match, state, events.list)
    expect(played.rulings.map((r) => [r.rule, r.success])).toEqual([["Breathe Fire", false], ["Loner", false], ["Armour", false]])
    expect(where(played.state, "f2").posture).toBe("prone")
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "knocked-down", player: "f2" })
  })

  it("Pro may re-roll it (3+ on Pro's own D6), and the new die decides: a 6 Knocks Down", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f3: [10, 7], v1: [11, 7] } })
    const events = breathe("f3", "v1").d6(2, "breathe-fire", "f3").add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "Pro" }).d6(3, "pro", "f3").d6(6, "breathe-fire", "f3").twoD6(1, 1, "armour", "v1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.map((r) => r.rule)).toEqual(["Breathe Fire", "Pro", "Breathe Fire", "Armour"])
    expect(where(played.state, "v1").posture).toBe("prone")
  })
})

describe("Breathe Fire: where it does not apply [trait:breathe-fire] [action:breathe-fire]", () => {
  it("not at an opponent the player does not mark (two squares away)", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v1: [12, 7] } })
    expect(play(match, state, breathe("f1", "v1").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Breathe Fire", seq: 1 })
  })

  it("not at a target who is not Standing (Prone), nor at a team-mate, nor with no target", () => {
    const down = positionOf(teams, { team: 0, at: { f1: [10, 7], v1: [11, 7] }, prone: ["v1"] })
    expect(play(down.match, down.state, breathe("f1", "v1").list).violation).toMatchObject({ rule: "Breathe Fire" })
    const mate = positionOf(teams, { team: 0, at: { f1: [10, 7], h4: [11, 7] } })
    expect(play(mate.match, mate.state, breathe("f1", "h4").list).violation).toMatchObject({ rule: "Breathe Fire" })
    const none = positionOf(teams, { team: 0, at: { f1: [10, 7], v1: [11, 7] } })
    expect(play(none.match, none.state, new Events().add({ _tag: "ActionDeclared", player: "f1", action: "breathe-fire" }).list).violation).toMatchObject({ rule: "Breathe Fire" })
  })

  it("not by a player without the trait, nor by a Prone Flamesmith", () => {
    const plain = positionOf(teams, { team: 0, at: { h4: [10, 7], v1: [11, 7] } })
    expect(play(plain.match, plain.state, breathe("h4", "v1").list).violation).toMatchObject({ rule: "Breathe Fire" })
    const lying = positionOf(teams, { team: 0, at: { f1: [10, 7], v1: [11, 7] }, prone: ["f1"] })
    expect(play(lying.match, lying.state, breathe("f1", "v1").list).violation).toMatchObject({ rule: "Breathe Fire" })
  })

  it("once per activation: the activation ends with the fire, so a second one is refused", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v1: [11, 7], v4: [10, 8] } })
    const events = breathe("f1", "v1").d6(3, "breathe-fire", "f1").add(declined).add({ _tag: "SkillUsed", player: "f1", skill: "Breathe Fire", target: "v4" })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", seq: 4 })
    // Nor may the Flamesmith be activated again this turn to breathe at the other.
    const again = breathe("f1", "v1").d6(3, "breathe-fire", "f1").add(declined).add({ _tag: "ActionDeclared", player: "f1", action: "breathe-fire", target: "v4" })
    expect(play(match, state, again.list).violation).toMatchObject({ rule: "activation", seq: 4 })
  })

  it("not after the Blitz's block has been thrown, nor during a Block action (its block is the block)", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v1: [11, 7] } })
    const blitzed = new Events()
      .add({ _tag: "ActionDeclared", player: "f1", action: "blitz", target: "v1" })
      .add({ _tag: "BlockThrown", player: "f1", target: "v1" })
      .roll("block", [3], "block")
      .add({ _tag: "BlockDieChosen", face: 3 })
      .add({ _tag: "PushChosen", player: "v1", to: [12, 7] })
      .add({ _tag: "FollowUpChosen", player: "f1", follow: false })
      .add({ _tag: "PlayerMoved", player: "f1", to: [11, 7] })
      .add({ _tag: "SkillUsed", player: "f1", skill: "Breathe Fire", target: "v1" })
    const afterBlock = play(match, state, blitzed.list)
    expect(afterBlock.violation).toMatchObject({ rule: "Breathe Fire", seq: 8 })
    const blocking = new Events().add({ _tag: "ActionDeclared", player: "f1", action: "block" }).add({ _tag: "SkillUsed", player: "f1", skill: "Breathe Fire", target: "v1" })
    expect(play(match, state, blocking.list).violation).toMatchObject({ rule: "Breathe Fire", seq: 2 })
  })
})

describe("Breathe Fire in a Blitz [trait:breathe-fire]", () => {
  const blitz = (target = "v1") => new Events()
    .add({ _tag: "ActionDeclared", player: "f1", action: "blitz", target })
    .add({ _tag: "PlayerMoved", player: "f1", to: [10, 7] })

  it("after moving, in place of the block: a 5 Places the target Prone; the Blitz is spent and the activation over (no moving on)", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [9, 7], v1: [11, 7] } })
    const events = blitz().add({ _tag: "SkillUsed", player: "f1", skill: "Breathe Fire", target: "v1" }).d6(5, "breathe-fire", "f1").add(declined)
    const played = playOk(match, state, events.list)
    expect(played.rulings.map((r) => [r.rule, r.result])).toEqual([["Breathe Fire", "success"]])
    expect(where(played.state, "v1").posture).toBe("prone")
    expect(played.state.teams[0]!.blitzUsed).toBe(true)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
    // The move after it (seq 6, after the declined re-roll) is refused.
    expect(play(match, state, events.add({ _tag: "PlayerMoved", player: "f1", to: [10, 6] }).list).violation).toMatchObject({ seq: 6 })
  })

  it("it costs the block's square: with the MA used up it is a Rush first (2+), then the fire", () => {
    // f1 (MA 5) moves five squares to stand next to v1, then breathes fire: the sixth square is a Rush.
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [4, 7], v1: [10, 7] } })
    let events = new Events().add({ _tag: "ActionDeclared", player: "f1", action: "blitz", target: "v1" })
    for (const x of [5, 6, 7, 8, 9]) events = events.add({ _tag: "PlayerMoved", player: "f1", to: [x, 7] })
    events = events.add({ _tag: "SkillUsed", player: "f1", skill: "Breathe Fire", target: "v1" }).d6(2, "rush", "f1").d6(4, "breathe-fire", "f1").add(declined)
    const played = playOk(match, state, events.list)
    expect(played.rulings.map((r) => [r.rule, r.result])).toEqual([["Rush", "success"], ["Breathe Fire", "success"]])
    expect(where(played.state, "v1").posture).toBe("prone")
  })

  it("only at the Blitz's declared target", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [9, 7], v1: [11, 7], v4: [11, 8] } })
    expect(play(match, state, blitz("v1").add({ _tag: "SkillUsed", player: "f1", skill: "Breathe Fire", target: "v4" }).list).violation).toMatchObject({ rule: "blitz", seq: 3 })
  })
})

describe("Breathe Fire in the legal decisions [trait:breathe-fire] [action:breathe-fire]", () => {
  it("offers the action, with the marked Standing opponent as target, only to a player with the trait", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], h4: [10, 8], v1: [11, 7], v4: [14, 7] } })
    const declared = legalDecisions(match, state).filter((d) => d._tag === "ActionDeclared" && d.action === "breathe-fire")
    expect(declared).toEqual([{ _tag: "ActionDeclared", player: "f1", action: "breathe-fire", target: "v1" }])
  })

  it("offers it in a Blitz next to the target, in place of the block", () => {
    const { match, state } = positionOf(teams, { team: 0, at: { f1: [10, 7], v1: [11, 7] } })
    const blitzing = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "f1", action: "blitz", target: "v1" }).list)
    const offered = legalDecisions(match, blitzing.state).filter((d) => d._tag === "SkillUsed" && d.skill === "Breathe Fire")
    expect(offered).toEqual([{ _tag: "SkillUsed", player: "f1", skill: "Breathe Fire", target: "v1" }])
  })
})

describe("a roster with Breathe Fire [trait:breathe-fire]", () => {
  it("is folded, not reported as an unsupported skill (an unknown trait still is)", () => {
    const built = Replay.build(header([flamesmith("f1"), player("h2", { traits: ["Not A Real Trait"] })], [player("v1")]), [])
    expect(Result.isSuccess(built)).toBe(true)
    const skills = (built as Result.Success<Replay, never>).success.unsupportedSkills.map((u) => u.skill)
    expect(skills).not.toContain("Breathe Fire")
    expect(skills).toContain("Not A Real Trait")
  })
})

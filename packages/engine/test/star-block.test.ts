import { describe, expect, it } from "vitest"
import type { MatchState } from "@sidelines/engine"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// Star players' special rules on the block dice: Watch Out!, Gored By The Bull, Unstoppable
// Momentum, Savage Blow (stars/watch-out.ts, gored-by-the-bull.ts, block-dice-reroll.ts).
// Facts from FUMBBL's client (christerk/ffb) and BBBase, as docs/skills.md says.

const star = (id: string, name: string, fields: Parameters<typeof player>[1]) => player(id, { name, position: "Star Player", hired: "star-player", ...fields })

/** The state with these `<player id>:<rule>` marks already spent by the team. */
const spent = (state: MatchState, team: number, ...marks: ReadonlyArray<string>): MatchState => ({
  ...state,
  teams: state.teams.map((t, i) => (i === team ? { ...t, specialRulesUsed: marks } : t))
})

describe("Watch Out! (Withergrasp Doubledrool)", () => {
  const head = header(
    [player("h1"), player("h2"), player("tackler", { skills: ["Tackle"] }), player("frenzied", { skills: ["Frenzy"] }), player("furious", { skills: ["Unchannelled Fury", "Fury of the Blood God"] })],
    [
      star("wd", "Withergrasp Doubledrool", { ma: 6, st: 3, ag: 4, pa: 4, av: 9, skills: ["Loner (4+)", "Prehensile Tail", "Tackle", "Tentacles", "Two Heads", "Wrestle", "Watch Out!"] }),
      player("a1")
    ]
  )
  /** One die (ST 3 against ST 3): Defender Stumbles. */
  const stumbles = (attacker: string, target = "wd") =>
    new Events()
      .add({ _tag: "ActionDeclared", player: attacker, action: "block" })
      .add({ _tag: "BlockThrown", player: attacker, target })
      .roll("block", [5], "block", attacker)

  it("the first block on him this half: a Defender Stumbles only pushes him, as Dodge would [special:watch-out]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], wd: [11, 7] } })
    const played = playOk(match, state, stumbles("h1").add({ _tag: "PushChosen", player: "wd", to: [12, 7] }).add({ _tag: "FollowUpChosen", player: "h1", follow: false }).list)
    expect(where(played.state, "wd")).toMatchObject({ at: [12, 7], posture: "standing" })
    expect(played.outcomes.some((o) => o._tag === "Note" && o.text.includes("uses Dodge (special rule: Watch Out!): only pushed"))).toBe(true)
    expect(played.state.teams[1]!.specialRulesUsed).toEqual(["wd:Watch Out! (half 1)"])
  })

  it("the second block on him that half knocks him down on a Defender Stumbles; the next half he has it again [special:watch-out]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], h2: [13, 8], wd: [11, 7] } })
    const events = stumbles("h1").add({ _tag: "PushChosen", player: "wd", to: [12, 7] }).add({ _tag: "FollowUpChosen", player: "h1", follow: true })
      .add({ _tag: "ActionDeclared", player: "h2", action: "block" })
      .add({ _tag: "BlockThrown", player: "h2", target: "wd" })
      // h1, who followed up, assists h2: two dice.
      .roll("block", [5, 5], "block", "h2")
      .add({ _tag: "PushChosen", player: "wd", to: [11, 6] })
      .add({ _tag: "FollowUpChosen", player: "h2", follow: false })
    const knocked = playOk(match, state, events.list)
    expect(where(knocked.state, "wd")).toMatchObject({ at: [11, 6], posture: "prone" })
    expect(knocked.state.stack.at(-1)).toMatchObject({ _tag: "Armour" })
    // Half 2 with half 1's spent: the rule is back.
    const { state: later } = positionOf(head, { team: 0, at: { h1: [10, 7], wd: [11, 7] } })
    const secondHalf = spent({ ...later, half: 2 }, 1, "wd:Watch Out! (half 1)")
    const again = playOk(match, secondHalf, stumbles("h1").add({ _tag: "PushChosen", player: "wd", to: [12, 7] }).list)
    expect(where(again.state, "wd").posture).toBe("standing")
    expect(again.state.teams[1]!.specialRulesUsed).toEqual(["wd:Watch Out! (half 1)", "wd:Watch Out! (half 2)"])
  })

  it("Tackle cancels it, and the rule is spent all the same [special:watch-out]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { tackler: [10, 7], wd: [11, 7] } })
    const played = playOk(match, state, stumbles("tackler").add({ _tag: "PushChosen", player: "wd", to: [12, 7] }).add({ _tag: "FollowUpChosen", player: "tackler", follow: false }).list)
    expect(where(played.state, "wd").posture).toBe("prone")
    expect(played.outcomes.some((o) => o._tag === "Note" && o.text.includes("Tackle cancels Dodge (special rule: Watch Out!)"))).toBe(true)
    expect(played.state.teams[1]!.specialRulesUsed).toEqual(["wd:Watch Out! (half 1)"])
  })

  it("a Frenzy second block in that first action keeps it (the BB2020 text: the first Block action) [special:watch-out]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { frenzied: [10, 7], wd: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "frenzied", action: "block" })
      .add({ _tag: "BlockThrown", player: "frenzied", target: "wd" })
      .roll("block", [3], "block", "frenzied")
      .add({ _tag: "PushChosen", player: "wd", to: [12, 7] })
      .add({ _tag: "FollowUpChosen", player: "frenzied", follow: true })
      .roll("block", [5], "block", "frenzied")
      .add({ _tag: "PushChosen", player: "wd", to: [13, 7] })
      .add({ _tag: "FollowUpChosen", player: "frenzied", follow: true })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "wd")).toMatchObject({ at: [13, 7], posture: "standing" })
  })

  it("a second Block action of the same player in that activation (Fury of the Blood God) is another Block action: no Dodge [special:watch-out]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { furious: [10, 7], wd: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "furious", action: "block" })
      .d6(1, "unchannelled-fury", "furious")
      .add({ _tag: "RerollDeclined", team: "home" })
      .add({ _tag: "SkillUsed", player: "furious", skill: "Fury of the Blood God" })
      .add({ _tag: "BlockThrown", player: "furious", target: "wd" })
      .roll("block", [5], "block", "furious")
      .add({ _tag: "PushChosen", player: "wd", to: [12, 7] })
      .add({ _tag: "FollowUpChosen", player: "furious", follow: true })
    const first = playOk(match, state, events.list)
    expect(where(first.state, "wd").posture).toBe("standing")
    const second = playOk(match, state, events.add({ _tag: "BlockThrown", player: "furious", target: "wd" }).roll("block", [5], "block", "furious").add({ _tag: "PushChosen", player: "wd", to: [13, 7] }).add({ _tag: "FollowUpChosen", player: "furious", follow: false }).list)
    expect(where(second.state, "wd")).toMatchObject({ at: [13, 7], posture: "prone" })
  })

  it("not for another player of his team [special:watch-out]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, stumbles("h1", "a1").add({ _tag: "PushChosen", player: "a1", to: [12, 7] }).add({ _tag: "FollowUpChosen", player: "h1", follow: false }).list)
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(played.state.teams[1]!.specialRulesUsed).toBeUndefined()
  })
})

describe("Gored By The Bull (Grashnak Blackhoof)", () => {
  const head = header(
    [star("gb", "Grashnak Blackhoof", { ma: 6, st: 6, ag: 4, pa: null, av: 9, skills: ["Frenzy", "Horns", "Loner (4+)", "Mighty Blow (+1)", "Thick Skull", "Unchannelled Fury", "Gored By The Bull"] })],
    [player("a1", { st: 4 }), player("a3", { st: 3 }), player("big", { st: 8, av: 10 })]
  )
  const gored = { _tag: "SkillUsed" as const, player: "gb", skill: "Gored By The Bull" }
  const blitz = (target: string, use: boolean) => {
    const events = new Events().add({ _tag: "ActionDeclared", player: "gb", action: "blitz", target }).d6(4, "unchannelled-fury", "gb")
    if (use) events.add(gored)
    return events.add({ _tag: "BlockThrown", player: "gb", target })
  }

  it("ST 6 + Horns against ST 4: two dice, three with the rule; the Frenzy second block of the Blitz gets three too [special:gored-by-the-bull]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { gb: [10, 7], a1: [11, 7] } })
    const events = blitz("a1", true).roll("block", [3, 4, 1], "block", "gb")
      .add({ _tag: "BlockDieChosen", face: 3 })
      .add({ _tag: "PushChosen", player: "a1", to: [12, 7] })
      .add({ _tag: "FollowUpChosen", player: "gb", follow: true })
      .roll("block", [2, 3, 1], "block", "gb")
    const played = playOk(match, state, events.list)
    const dice = played.outcomes.filter((o) => o._tag === "BlockDiceSet")
    expect(dice.map((o) => o._tag === "BlockDiceSet" && o.dice)).toEqual([3, 3])
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", faces: [2, 3, 1], second: true, stage: "choose" })
    expect(played.outcomes.some((o) => o._tag === "Note" && o.text === "special rule: Gored By The Bull: 3 block dice instead of 2")).toBe(true)
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["gb:Gored By The Bull"])
    // Without it: two dice, and three are refused.
    expect(play(match, state, blitz("a1", false).roll("block", [3, 4, 1], "block", "gb").list).violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("before a Frenzy second block it did not take the first: the die is added there [special:gored-by-the-bull]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { gb: [10, 7], a1: [11, 7] } })
    const events = blitz("a1", false).roll("block", [3, 4], "block", "gb")
      .add({ _tag: "BlockDieChosen", face: 3 })
      .add({ _tag: "PushChosen", player: "a1", to: [12, 7] })
      .add({ _tag: "FollowUpChosen", player: "gb", follow: true })
      .add(gored)
      .roll("block", [6, 3, 1], "block", "gb")
    const played = playOk(match, state, events.list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", count: 3, faces: [6, 3, 1], second: true })
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["gb:Gored By The Bull"])
  })

  it("no die where he already has three or the target's coach chooses, and the rule stays unspent; not on a Block action, nor twice a game [special:gored-by-the-bull]", () => {
    // ST 7 against ST 3: three dice already.
    const three = positionOf(head, { team: 0, at: { gb: [10, 7], a3: [11, 7] } })
    const kept = playOk(three.match, three.state, blitz("a3", true).roll("block", [6, 6, 6], "block", "gb").list)
    expect(kept.state.teams[0]!.specialRulesUsed).toBeUndefined()
    // ST 7 against ST 8: two dice, the target's coach choosing.
    const strong = positionOf(head, { team: 0, at: { gb: [10, 7], big: [11, 7] } })
    const theirs = playOk(strong.match, strong.state, blitz("big", true).roll("block", [1, 6], "block", "gb").list)
    expect(theirs.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", count: 2, chooser: 1 })
    expect(theirs.state.teams[0]!.specialRulesUsed).toBeUndefined()
    const { match, state } = positionOf(head, { team: 0, at: { gb: [10, 7], a1: [11, 7] } })
    const onBlock = new Events().add({ _tag: "ActionDeclared", player: "gb", action: "block" }).d6(4, "unchannelled-fury", "gb").add(gored)
    expect(play(match, state, onBlock.list).violation).toMatchObject({ rule: "Gored By The Bull" })
    expect(play(match, spent(state, 0, "gb:Gored By The Bull"), blitz("a1", true).list).violation).toMatchObject({ rule: "Gored By The Bull" })
    // Before a first block's dice, it belongs in the Blitz before the block.
    expect(play(match, state, blitz("a1", false).add(gored).list).violation).toMatchObject({ rule: "Gored By The Bull" })
  })
})

describe("Unstoppable Momentum (H'thark the Unstoppable)", () => {
  const head = header(
    [
      star("ht", "H'thark the Unstoppable", { ma: 6, st: 6, ag: 4, pa: 6, av: 10, skills: ["Block", "Break Tackle", "Defensive", "Juggernaut", "Loner (4+)", "Sprint", "Sure Feet", "Thick Skull", "Unstoppable Momentum"] }),
      player("h2", { st: 6 })
    ],
    [player("a1"), player("a2")]
  )
  const um = { _tag: "RerollUsed" as const, team: "home", source: "skill" as const, skill: "Unstoppable Momentum", player: "ht" }
  const attack = (who: string, action: "blitz" | "block", faces: ReadonlyArray<number>) => {
    const events = new Events().add({ _tag: "ActionDeclared", player: who, action, ...(action === "blitz" ? { target: "a1" } : {}) })
    return events.add({ _tag: "BlockThrown", player: who, target: "a1" }).roll("block", faces, "block", who)
  }

  it("his Blitz, ST 6 against ST 3: a Skull and a Both Down; he re-rolls the Skull, a Pow!, and picks it; no Loner roll, no team re-roll [special:unstoppable-momentum]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { ht: [10, 7], a1: [11, 7] } })
    const events = attack("ht", "blitz", [1, 2]).add(um).add({ _tag: "BlockDieChosen", face: 1 }).roll("block", [6], "block", "ht")
    const played = playOk(match, state, events.list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", stage: "choose", faces: [6, 2], rerolled: true })
    const ruling = played.rulings.at(-1)!
    expect(ruling).toMatchObject({ rule: "Unstoppable Momentum", dice: [6], result: "attacker-down re-rolled: pow" })
    expect(ruling.notes).toEqual(["special rule: Unstoppable Momentum (once a Blitz)", "block dice now pow, both-down"])
    expect(played.rulings.some((r) => r.rule === "Loner")).toBe(false)
    expect(played.state.teams[0]!.rerolls).toBe(3)
    const chosen = playOk(match, state, events.add({ _tag: "BlockDieChosen", face: 6 }).add({ _tag: "PushChosen", player: "a1", to: [12, 7] }).add({ _tag: "FollowUpChosen", player: "ht", follow: false }).list)
    expect(where(chosen.state, "a1").posture).toBe("prone")
  })

  it("two dice alike need no name: two Skulls, one re-rolled [special:unstoppable-momentum]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { ht: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, attack("ht", "blitz", [1, 1]).add(um).roll("block", [4], "block", "ht").list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", faces: [4, 1] })
  })

  it("not in a Block action, not for another player, one die only, which must be named when the dice differ, and no other re-roll after it [special:unstoppable-momentum]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { ht: [10, 7], a1: [11, 7] } })
    expect(play(match, state, attack("ht", "block", [1, 2]).add(um).list).violation).toMatchObject({ rule: "Unstoppable Momentum" })
    const other = positionOf(head, { team: 0, at: { h2: [10, 7], a1: [11, 7] } })
    expect(play(other.match, other.state, attack("h2", "blitz", [1, 2]).add({ ...um, player: "h2" }).list).violation).toMatchObject({ rule: "Unstoppable Momentum" })
    expect(play(match, state, attack("ht", "blitz", [1, 2]).add(um).roll("block", [6], "block", "ht").list).violation).toMatchObject({ rule: "Unstoppable Momentum" })
    expect(play(match, state, attack("ht", "blitz", [1, 2]).add(um).roll("block", [6, 6], "block", "ht").list).violation).toMatchObject({ rule: "Unstoppable Momentum" })
    const after = attack("ht", "blitz", [1, 2]).add(um).add({ _tag: "BlockDieChosen", face: 1 }).roll("block", [1], "block", "ht")
    expect(play(match, state, after.add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).list).violation).toMatchObject({ rule: "re-roll" })
    const twice = attack("ht", "blitz", [1, 2]).add(um).add({ _tag: "BlockDieChosen", face: 1 }).roll("block", [1], "block", "ht").add(um)
    expect(play(match, state, twice.list).violation).toMatchObject({ rule: "Unstoppable Momentum" })
  })
})

describe("Savage Blow (Anqi Panqi)", () => {
  const head = header(
    [
      star("aq", "Anqi Panqi", { ma: 7, st: 4, ag: 5, pa: 6, av: 10, skills: ["Block", "Grab", "Loner (4+)", "Stand Firm", "Savage Blow"] }),
      player("h2")
    ],
    [player("gob", { position: "Goblin", st: 2, av: 8 }), player("a2")]
  )
  const sb = { _tag: "RerollUsed" as const, team: "home", source: "skill" as const, skill: "Savage Blow", player: "aq" }
  const attack = (action: "blitz" | "block", faces: ReadonlyArray<number>) =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "aq", action, ...(action === "blitz" ? { target: "gob" } : {}) })
      .add({ _tag: "BlockThrown", player: "aq", target: "gob" })
      .roll("block", faces, "block", "aq")
  // ST 4 with an assist against a ST 2 Goblin: three dice.
  const position = { team: 0, at: { aq: [10, 7], h2: [11, 8], gob: [11, 7] } } as const

  it("three dice, a Skull, a Both Down and a Push: he re-rolls the Skull and the Both Down (a Pow! and a Defender Stumbles), keeps the Push [special:savage-blow]", () => {
    const { match, state } = positionOf(head, position)
    const events = attack("block", [1, 2, 3]).add(sb).add({ _tag: "BlockDieChosen", face: 1 }).add({ _tag: "BlockDieChosen", face: 2 }).roll("block", [6, 5], "block", "aq")
    const played = playOk(match, state, events.list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", stage: "choose", faces: [6, 5, 3], rerolled: true })
    expect(played.rulings.at(-1)).toMatchObject({ rule: "Savage Blow", dice: [6, 5], result: "attacker-down, both-down re-rolled: pow, defender-stumbles" })
    expect(played.rulings.at(-1)!.notes).toContain("special rule: Savage Blow (once a game)")
    expect(played.state.teams[0]).toMatchObject({ rerolls: 3, specialRulesUsed: ["aq:Savage Blow"] })
    expect(played.rulings.some((r) => r.rule === "Loner")).toBe(false)
  })

  it("all three dice re-rolled need no names; on a Blitz too, as FFB offers it [special:savage-blow]", () => {
    const { match, state } = positionOf(head, position)
    const played = playOk(match, state, attack("blitz", [1, 2, 1]).add(sb).roll("block", [3, 4, 6], "block", "aq").list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", faces: [3, 4, 6] })
  })

  it("once a game; not for another player; a die not rolled cannot be named, the roll must match the names, and no team re-roll follows [special:savage-blow]", () => {
    const { match, state } = positionOf(head, position)
    expect(play(match, spent(state, 0, "aq:Savage Blow"), attack("block", [1, 2, 3]).add(sb).list).violation).toMatchObject({ rule: "Savage Blow" })
    const other = positionOf(head, { team: 0, at: { h2: [10, 7], gob: [11, 7] } })
    const lineman = new Events().add({ _tag: "ActionDeclared", player: "h2", action: "block" }).add({ _tag: "BlockThrown", player: "h2", target: "gob" }).roll("block", [1, 2], "block", "h2").add({ ...sb, player: "h2" })
    expect(play(other.match, other.state, lineman.list).violation).toMatchObject({ rule: "Savage Blow" })
    expect(play(match, state, attack("block", [1, 2, 3]).add(sb).add({ _tag: "BlockDieChosen", face: 6 }).list).violation).toMatchObject({ rule: "Savage Blow" })
    // Two dice named, one rolled; two rolled with nothing named, the dice differing.
    expect(play(match, state, attack("block", [1, 2, 3]).add(sb).add({ _tag: "BlockDieChosen", face: 1 }).add({ _tag: "BlockDieChosen", face: 2 }).roll("block", [6], "block", "aq").list).violation).toMatchObject({ rule: "Savage Blow" })
    expect(play(match, state, attack("block", [1, 2, 3]).add(sb).roll("block", [6, 6], "block", "aq").list).violation).toMatchObject({ rule: "Savage Blow" })
    const after = attack("block", [1, 2, 3]).add(sb).roll("block", [1, 1, 1], "block", "aq").add({ _tag: "RerollUsed", team: "home", source: "team-reroll" })
    expect(play(match, state, after.list).violation).toMatchObject({ rule: "re-roll" })
  })
})

describe("Fury of the Blood God (Scyla Anfingrimm)", () => {
  const head = header(
    [star("sc", "Scyla Anfingrimm", { ma: 5, st: 5, ag: 4, pa: null, av: 10, skills: ["Claws", "Frenzy", "Loner (4+)", "Mighty Blow (+1)", "Prehensile Tail", "Thick Skull", "Unchannelled Fury", "Fury of the Blood God"] })],
    [player("a1"), player("a2")]
  )
  const fury = { _tag: "SkillUsed" as const, player: "sc", skill: "Fury of the Blood God" }
  const declared = (action: "block" | "blitz" = "block") =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "sc", action, ...(action === "blitz" ? { target: "a1" } : {}) })
      .d6(1, "unchannelled-fury", "sc")
      .add({ _tag: "RerollDeclined", team: "home" })
  // ST 5 against ST 3: two dice. A Pow! knocks a1 down; the armour holds (2 + 3 + Mighty Blow = 6).
  const pow = (events: Events, target: string, to: [number, number]) =>
    events
      .add({ _tag: "BlockThrown", player: "sc", target })
      .roll("block", [6, 6], "block", "sc")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: target, to })
      .add({ _tag: "FollowUpChosen", player: "sc", follow: true })
      .twoD6(2, 3, "armour", target)

  it("a 1 on his Unchannelled Fury roll for a Block action, the re-roll declined: he blocks a1 down, then makes a second Block action against a2 [special:fury-of-the-blood-god]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { sc: [10, 7], a1: [11, 7], a2: [12, 8] } })
    const first = pow(declared().add(fury), "a1", [12, 7])
    const between = playOk(match, state, first.list)
    expect(where(between.state, "a1").posture).toBe("prone")
    expect(between.state.stack.at(-1)).toMatchObject({ _tag: "Activation", player: "sc", action: "block", acted: false, finished: false })
    expect(between.state.teams[0]!.specialRulesUsed).toEqual(["sc:Fury of the Blood God"])
    const played = playOk(match, state, pow(first, "a2", [13, 9]).list)
    expect(where(played.state, "a2").posture).toBe("prone")
    expect(where(played.state, "sc")).toMatchObject({ at: [12, 8], stats: expect.objectContaining({ blocks: 2 }) })
    // Two Block actions and no third: the activation is over.
    expect(played.state.stack.some((step) => step._tag === "Activation")).toBe(false)
  })

  it("the first Block action is made in full, Frenzy's second block included, before the second; Frenzy works in the second too [special:fury-of-the-blood-god]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { sc: [10, 7], a1: [11, 7] } })
    const push = (events: Events, to: [number, number]) =>
      events.roll("block", [3, 3], "block", "sc").add({ _tag: "PushChosen", player: "a1", to }).add({ _tag: "FollowUpChosen", player: "sc", follow: true })
    const events = push(declared().add(fury).add({ _tag: "BlockThrown", player: "sc", target: "a1" }), [12, 7])
    // Frenzy's block of the first action.
    push(events, [13, 7])
    const between = playOk(match, state, events.list)
    expect(where(between.state, "sc").at).toEqual([12, 7])
    expect(between.state.stack.at(-1)).toMatchObject({ _tag: "Activation", acted: false, finished: false })
    push(events.add({ _tag: "BlockThrown", player: "sc", target: "a1" }), [14, 7])
    const second = playOk(match, state, events.list)
    expect(second.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", second: true, stage: "roll" })
  })

  it("declined, the action is wasted; not on a Blitz, nor once used; no second Block action with no opponent next to him [special:fury-of-the-blood-god]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { sc: [10, 7], a1: [11, 7], a2: [20, 2] } })
    const declined = playOk(match, state, declared().add({ _tag: "SkillDeclined", player: "sc", skill: "Fury of the Blood God" }).list)
    expect(declined.outcomes.some((o) => o._tag === "Note" && o.text.includes("action is wasted (Unchannelled Fury)"))).toBe(true)
    expect(declined.state.teams[0]!.specialRulesUsed).toBeUndefined()
    // On a Blitz, or once used, the failed roll wastes the action at once: nothing waits for the rule.
    for (const [from, action] of [[state, "blitz"], [spent(state, 0, "sc:Fury of the Blood God"), "block"]] as const) {
      const wasted = playOk(match, from, declared(action).list)
      expect(wasted.outcomes.some((o) => o._tag === "Note" && o.text.includes("action is wasted (Unchannelled Fury)"))).toBe(true)
      expect(wasted.state.stack.some((step) => step._tag === "FuryOfTheBloodGod" || step._tag === "Activation")).toBe(false)
      expect(play(match, from, declared(action).add(fury).list).violation).not.toBeNull()
    }
    // a1 down and no one else next to him: the action ends after the first.
    const alone = playOk(match, state, pow(declared().add(fury), "a1", [12, 7]).list)
    expect(alone.state.stack.some((step) => step._tag === "Activation")).toBe(false)
    expect(where(alone.state, "sc").used).not.toContain("Fury of the Blood God: a second Block action")
  })
})

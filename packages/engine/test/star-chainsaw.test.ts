import { expecting, legalDecisions } from "@sidelines/engine"
import { describe, expect, it } from "vitest"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// Star players' special rules around Chainsaw and Stab, and Ivan's Dwarfen Scourge (docs/skills.md,
// "Star players' special rules"). Facts from FUMBBL's client (christerk/ffb) and BBBase.

const used = (star: string, skill: string) => ({ _tag: "SkillUsed" as const, player: star, skill })

describe("Dwarfen Scourge (Ivan 'the Animal' Deathshroud)", () => {
  const head = header(
    [
      player("ivan", { name: "Ivan 'the Animal' Deathshroud", position: "Star Player", ma: 6, st: 4, ag: 4, pa: 5, av: 9, skills: ["Block", "Loner (4+)", "Dwarfen Scourge"], hired: "star-player" }),
      player("h1")
    ],
    [
      player("d1", { position: "Blocker", av: 10 }),
      player("d2", { position: "Troll Slayer" }),
      player("a3"),
      player("grim", { name: "Grim Ironjaw", position: "Star Player", st: 4, av: 9, hired: "star-player" })
    ]
  )
  // The away team is a Dwarf roster: its "Blocker" is a Dwarf Blocker Lineman.
  const dwarfs = { ...head, teams: [head.teams[0]!, { ...head.teams[1]!, roster: "Dwarf" }] }
  // The same players on an Orc roster: a "Blocker" there is no Dwarf.
  const orcs = head

  const block = (target: string, to: [number, number]) =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "ivan", action: "block" })
      .add({ _tag: "BlockThrown", player: "ivan", target })
      // Ivan's ST 4 against ST 3: two dice; against Grim's ST 4: one.
      .roll("block", target === "grim" ? [6] : [6, 6], "block", "ivan")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: target, to })
      .add({ _tag: "FollowUpChosen", player: "ivan", follow: false })

  it("Ivan knocks down a Dwarf Blocker (AV 10) and rolls 8: his coach adds +2 and the armour breaks at 10 [special:dwarfen-scourge]", () => {
    const { match, state } = positionOf(dwarfs, { team: 0, at: { ivan: [10, 7], d1: [11, 7] } })
    const events = block("d1", [12, 7]).twoD6(4, 4, "armour", "d1")
    const offered = playOk(match, state, events.list)
    expect(offered.state.stack.at(-1)!).toMatchObject({ _tag: "StarBlow", rule: "Dwarfen Scourge", star: "ivan" })
    expect(expecting(match, offered.state)).toMatchObject({ kind: "decision", about: "use Dwarfen Scourge (+2 to the armour roll)?" })
    const played = playOk(match, state, events.add(used("ivan", "Dwarfen Scourge")).twoD6(3, 4, "injury", "d1").list)
    const armour = played.rulings.filter((r) => r.rule === "Armour").at(-1)!
    expect(armour).toMatchObject({ total: 10, target: 10, success: true })
    expect(armour.modifiers).toEqual([{ value: 2, source: "special rule: Dwarfen Scourge (once a game)" }])
    // Used on the armour: the injury roll (7) has nothing added, Stunned.
    expect(played.rulings.at(-1)).toMatchObject({ rule: "Injury", total: 7, modifiers: [] })
    expect(where(played.state, "d1").posture).toBe("stunned")
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["ivan:Dwarfen Scourge"])
  })

  it("on the injury roll instead: a Troll Slayer's Stunned 6 becomes KO'd 8; Grim Ironjaw is a Dwarf too [special:dwarfen-scourge]", () => {
    const { match, state } = positionOf(orcs, { team: 0, at: { ivan: [10, 7], d2: [11, 7] } })
    const played = playOk(match, state, block("d2", [12, 7]).twoD6(5, 5, "armour", "d2").twoD6(3, 3, "injury", "d2").add(used("ivan", "Dwarfen Scourge")).list)
    expect(played.rulings.at(-1)).toMatchObject({ rule: "Injury", total: 8, modifiers: [{ value: 2, source: "special rule: Dwarfen Scourge (once a game)" }] })
    expect(where(played.state, "d2").box).toBe("ko")
    const onGrim = positionOf(orcs, { team: 0, at: { ivan: [10, 7], grim: [11, 7] } })
    const grim = playOk(onGrim.match, onGrim.state, block("grim", [12, 7]).twoD6(3, 4, "armour", "grim").add(used("ivan", "Dwarfen Scourge")).twoD6(1, 1, "injury", "grim").list)
    expect(grim.rulings.filter((r) => r.rule === "Armour").at(-1)).toMatchObject({ total: 9, success: true })
  })

  it("+1 only against anyone else: an Orc roster's Blocker at 8 against AV 10 is not offered, at 9 it is and breaks [special:dwarfen-scourge]", () => {
    const { match, state } = positionOf(orcs, { team: 0, at: { ivan: [10, 7], d1: [11, 7] } })
    const short = playOk(match, state, block("d1", [12, 7]).twoD6(4, 4, "armour", "d1").list)
    expect(short.state.stack.at(-1)!._tag).not.toBe("StarBlow")
    expect(play(match, state, block("d1", [12, 7]).twoD6(4, 4, "armour", "d1").add(used("ivan", "Dwarfen Scourge")).list).violation).not.toBeNull()
    const played = playOk(match, state, block("d1", [12, 7]).twoD6(4, 5, "armour", "d1").add(used("ivan", "Dwarfen Scourge")).twoD6(1, 2, "injury", "d1").list)
    expect(played.rulings.filter((r) => r.rule === "Armour").at(-1)).toMatchObject({ total: 10, success: true, modifiers: [{ value: 1, source: "special rule: Dwarfen Scourge (once a game)" }] })
  })

  it("once a game, and only for Ivan's block [special:dwarfen-scourge]", () => {
    const { match, state } = positionOf(dwarfs, { team: 0, at: { ivan: [10, 7], d1: [11, 7], h1: [10, 9], a3: [11, 9] } })
    const first = block("d1", [12, 7]).twoD6(4, 4, "armour", "d1").add(used("ivan", "Dwarfen Scourge")).twoD6(3, 4, "injury", "d1")
    // Next turn Ivan knocks down the Troll Slayer: the rule is spent, no offer.
    const spent = positionOf(dwarfs, { team: 0, at: { ivan: [10, 7], d2: [11, 7] } })
    const firstPlayed = playOk(match, state, first.list)
    const again = playOk(spent.match, { ...spent.state, teams: firstPlayed.state.teams }, block("d2", [12, 7]).twoD6(3, 3, "armour", "d2").list)
    expect(again.state.stack.at(-1)!._tag).not.toBe("StarBlow")
    // A team-mate's block is not Ivan's.
    const mate = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a3" })
      .roll("block", [6], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "a3", to: [12, 9] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
      .twoD6(4, 4, "armour", "a3")
    expect(playOk(match, state, mate.list).state.stack.at(-1)!._tag).not.toBe("StarBlow")
  })
})

describe("Ghostly Flames (Bryce 'The Slice' Cambuel)", () => {
  const head = header(
    [
      player("bryce", { name: "Bryce 'The Slice' Cambuel", position: "Star Player", ma: 5, st: 3, ag: 4, pa: null, av: 9, skills: ["Loner (4+)", "Regeneration", "Stand Firm", "Ghostly Flames"], traits: ["Chainsaw", "Secret Weapon"], hired: "star-player" }),
      player("c2", { position: "Chainsaw", traits: ["Chainsaw", "Secret Weapon"] })
    ],
    [player("v1", { av: 9 }), player("v2", { av: 9 })]
  )
  const blitz = (who: string) => new Events()
    .add({ _tag: "ActionDeclared", player: who, action: "blitz", target: "v1" })
    .add({ _tag: "PlayerMoved", player: who, to: [10, 7] })
    .add({ _tag: "SkillUsed", player: who, skill: "Chainsaw", target: "v1" })

  it("Bryce's Blitz: the saw hits (4), armour 2+3 and +3 is 8 against AV 9; with the flames +4 makes 9 and it breaks [special:ghostly-flames]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { bryce: [9, 7], v1: [11, 7] } })
    const events = blitz("bryce").d6(4, "chainsaw", "bryce").twoD6(2, 3, "armour", "v1")
    const offered = playOk(match, state, events.list)
    expect(offered.rulings.at(-1)).toMatchObject({ rule: "Armour", total: 8, success: false })
    expect(offered.state.stack.at(-1)).toMatchObject({ _tag: "GhostlyFlames" })
    const played = playOk(match, state, events.add(used("bryce", "Ghostly Flames")).twoD6(4, 4, "injury", "v1").list)
    const armour = played.rulings.filter((r) => r.rule === "Armour").at(-1)!
    expect(armour).toMatchObject({ total: 9, target: 9, success: true })
    expect(armour.modifiers).toEqual([{ value: 4, source: "special rule: Ghostly Flames (once a half, in place of Chainsaw's +3)" }])
    expect(played.rulings.at(-1)).toMatchObject({ rule: "Injury", total: 8, modifiers: [] })
    expect(where(played.state, "v1").box).toBe("ko")
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["bryce:Ghostly Flames (half 1)"])
  })

  it("declined, or not offered where +4 still holds (2+2+4 = 8), on a Chainsaw action that is no Blitz, or for a chainsaw without the rule [special:ghostly-flames]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { bryce: [9, 7], v1: [11, 7] } })
    const declined = playOk(match, state, blitz("bryce").d6(4, "chainsaw", "bryce").twoD6(2, 3, "armour", "v1").add({ _tag: "SkillDeclined", player: "bryce", skill: "Ghostly Flames" }).list)
    expect(where(declined.state, "v1").posture).toBe("standing")
    expect(declined.state.teams[0]!.specialRulesUsed).toBeUndefined()
    const short = playOk(match, state, blitz("bryce").d6(4, "chainsaw", "bryce").twoD6(2, 2, "armour", "v1").list)
    expect(short.state.stack.at(-1)!._tag).not.toBe("GhostlyFlames")
    const next = positionOf(head, { team: 0, at: { bryce: [10, 7], v1: [11, 7], c2: [10, 9], v2: [11, 9] } })
    const action = new Events().add({ _tag: "ActionDeclared", player: "bryce", action: "chainsaw", target: "v1" }).d6(4, "chainsaw", "bryce").twoD6(2, 3, "armour", "v1")
    expect(playOk(next.match, next.state, action.list).state.stack.at(-1)!._tag).not.toBe("GhostlyFlames")
    expect(play(next.match, next.state, action.add(used("bryce", "Ghostly Flames")).list).violation).not.toBeNull()
    const other = new Events()
      .add({ _tag: "ActionDeclared", player: "c2", action: "blitz", target: "v2" })
      .add({ _tag: "SkillUsed", player: "c2", skill: "Chainsaw", target: "v2" })
      .d6(4, "chainsaw", "c2").twoD6(2, 3, "armour", "v2")
    expect(playOk(next.match, next.state, other.list).state.stack.at(-1)!._tag).not.toBe("GhostlyFlames")
  })

  it("not on a kick-back: Bryce's own armour gets no flames [special:ghostly-flames]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { bryce: [9, 7], v1: [11, 7] } })
    const played = playOk(match, state, blitz("bryce").d6(1, "chainsaw", "bryce").add({ _tag: "RerollDeclined", team: "home" }).twoD6(2, 3, "armour", "bryce").list)
    expect(played.rulings.at(-1)).toMatchObject({ rule: "Armour", player: "bryce", total: 8, success: false })
    expect(played.state.stack.some((s) => s._tag === "GhostlyFlames")).toBe(false)
  })

  it("once a half: spent in the first half, not offered again in it; back in the second [special:ghostly-flames]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { bryce: [9, 7], v1: [11, 7] } })
    const first = playOk(match, state, blitz("bryce").d6(4, "chainsaw", "bryce").twoD6(2, 3, "armour", "v1").add(used("bryce", "Ghostly Flames")).twoD6(1, 2, "injury", "v1").list)
    // Only the rule's mark carries over (the Blitz of that turn is long over).
    const spent = { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, specialRulesUsed: first.state.teams[0]!.specialRulesUsed } : t)) }
    const again = blitz("bryce").d6(4, "chainsaw", "bryce").twoD6(2, 3, "armour", "v1")
    expect(playOk(match, spent, again.list).state.stack.at(-1)!._tag).not.toBe("GhostlyFlames")
    expect(playOk(match, { ...spent, half: 2 }, again.list).state.stack.at(-1)).toMatchObject({ _tag: "GhostlyFlames" })
  })
})

describe("Kick 'em while they're down! (Nobbla Blackwart)", () => {
  const head = header(
    [
      player("nobbla", { name: "Nobbla Blackwart", position: "Star Player", ma: 6, st: 2, ag: 3, pa: null, av: 8, skills: ["Block", "Dodge", "Loner (4+)", "Stunty", "Kick 'em while they're down!"], traits: ["Chainsaw", "Secret Weapon"], hired: "star-player" }),
      player("c2", { position: "Chainsaw", traits: ["Chainsaw", "Secret Weapon"] })
    ],
    [player("v1", { av: 9 }), player("v2", { av: 9 })]
  )
  const saw = (target: string) => new Events().add({ _tag: "ActionDeclared", player: "nobbla", action: "chainsaw", target })

  it("Nobbla saws a Prone lineman: the D6 (3), armour 4+3 and +3 is 10, broken; the injury roll (9) makes him KO'd; no foul, no referee, no turnover [special:kick-em-while-they-re-down]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { nobbla: [10, 7], v1: [11, 7] }, prone: ["v1"] })
    const played = playOk(match, state, saw("v1").d6(3, "chainsaw", "nobbla").twoD6(4, 3, "armour", "v1").twoD6(4, 5, "injury", "v1").list)
    expect(played.rulings.map((r) => [r.rule, r.result])).toEqual([["Chainsaw", "success"], ["Armour", "armour broken"], ["Injury", "KO'd"]])
    expect(played.rulings[1]).toMatchObject({ total: 10, modifiers: [{ value: 3, source: "trait: Chainsaw" }] })
    expect(where(played.state, "v1").box).toBe("ko")
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(played.state.teams[0]!.foulUsed).toBe(false)
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["nobbla:Kick 'em while they're down!"])
  })

  it("a Blitz at a Stunned opponent: he moves, saws, the armour holds (2+2+3 = 7) and the victim stays Stunned [special:kick-em-while-they-re-down]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { nobbla: [8, 7], v1: [11, 7] }, stunned: ["v1"] })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "nobbla", action: "blitz", target: "v1" })
      .add({ _tag: "PlayerMoved", player: "nobbla", to: [9, 7] })
      .add({ _tag: "PlayerMoved", player: "nobbla", to: [10, 7] })
      .add({ _tag: "SkillUsed", player: "nobbla", skill: "Chainsaw", target: "v1" })
      .d6(5, "chainsaw", "nobbla").twoD6(2, 2, "armour", "v1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.at(-1)).toMatchObject({ rule: "Armour", total: 7, success: false })
    expect(where(played.state, "v1").posture).toBe("stunned")
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["nobbla:Kick 'em while they're down!"])
  })

  it("once a game, only Nobbla's, and only with the chainsaw: a plain Blitz block at a downed player is still refused [special:kick-em-while-they-re-down]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { nobbla: [10, 7], v1: [11, 7], c2: [10, 9], v2: [11, 9] }, prone: ["v1", "v2"] })
    const first = playOk(match, state, saw("v1").d6(3, "chainsaw", "nobbla").twoD6(1, 1, "armour", "v1").list)
    expect(play(match, { ...state, teams: first.state.teams }, saw("v1").list).violation).toMatchObject({ rule: "Chainsaw" })
    expect(play(match, state, new Events().add({ _tag: "ActionDeclared", player: "c2", action: "chainsaw", target: "v2" }).list).violation).toMatchObject({ rule: "Chainsaw" })
    expect(play(match, state, new Events().add({ _tag: "ActionDeclared", player: "c2", action: "blitz", target: "v2" }).list).violation).toMatchObject({ rule: "blitz" })
    const blockDown = new Events().add({ _tag: "ActionDeclared", player: "nobbla", action: "blitz", target: "v1" }).add({ _tag: "BlockThrown", player: "nobbla", target: "v1" })
    expect(play(match, state, blockDown.list).violation).not.toBeNull()
  })
})

describe("Maximum Carnage (Max Spleenripper)", () => {
  const head = header(
    [
      player("max", { name: "Max Spleenripper", position: "Star Player", ma: 5, st: 4, ag: 4, pa: null, av: 9, skills: ["Loner (4+)", "Maximum Carnage"], traits: ["Chainsaw", "Secret Weapon"], hired: "star-player" }),
      player("c2", { position: "Chainsaw", traits: ["Chainsaw", "Secret Weapon"] })
    ],
    [player("v1", { av: 9 }), player("v2", { av: 9 }), player("v3", { av: 9 }), player("ugly", { av: 9, skills: ["Foul Appearance"] })]
  )
  const saw = (target: string) => new Events().add({ _tag: "ActionDeclared", player: "max", action: "chainsaw", target })
  const carnage = (target: string) => ({ _tag: "SkillUsed" as const, player: "max", skill: "Maximum Carnage", target })

  it("Max saws v1 (armour holds), then v2 next to him with the rule: a second D6 and armour roll, v2 Placed Prone and Stunned [special:maximum-carnage]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { max: [10, 7], v1: [11, 7], v2: [10, 8] } })
    const first = saw("v1").d6(4, "chainsaw", "max").twoD6(2, 2, "armour", "v1")
    const offered = playOk(match, state, first.list)
    expect(offered.state.stack.at(-1)).toMatchObject({ _tag: "MaximumCarnage", player: "max", first: "v1" })
    // What the coach may do now: saw v2 (not v1 again), decline, or go on with the turn.
    const legal = legalDecisions(match, offered.state).filter((d) => d._tag === "SkillUsed")
    expect(legal).toEqual([{ _tag: "SkillUsed", player: "max", skill: "Maximum Carnage", target: "v2" }])
    const played = playOk(match, state, first.add(carnage("v2")).d6(5, "chainsaw", "max").twoD6(3, 4, "armour", "v2").twoD6(3, 3, "injury", "v2").list)
    expect(played.rulings.map((r) => [r.rule, r.player, r.result])).toEqual([
      ["Chainsaw", "max", "success"], ["Armour", "v1", "armour holds"], ["Chainsaw", "max", "success"], ["Armour", "v2", "armour broken"], ["Injury", "v2", "Stunned"]
    ])
    expect(where(played.state, "v2").posture).toBe("stunned")
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["max:Maximum Carnage"])
    // Spent: no third attack is offered, the activation is over.
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
  })

  it("in a Blitz the second attack costs a square: with MA 5 spent, it is a Rush (2+) [special:maximum-carnage]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { max: [5, 7], v1: [11, 7], v2: [11, 8] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "max", action: "blitz", target: "v1" })
    for (const x of [6, 7, 8, 9]) events.add({ _tag: "PlayerMoved", player: "max", to: [x, 7] })
    events.add({ _tag: "PlayerMoved", player: "max", to: [10, 7] })
      .add({ _tag: "SkillUsed", player: "max", skill: "Chainsaw", target: "v1" })
      .d6(3, "rush", "max").d6(4, "chainsaw", "max").twoD6(1, 1, "armour", "v1")
      .add(carnage("v2")).d6(2, "rush", "max").d6(4, "chainsaw", "max").twoD6(1, 2, "armour", "v2")
    const played = playOk(match, state, events.list)
    expect(played.rulings.map((r) => r.rule)).toEqual(["Rush", "Chainsaw", "Armour", "Rush", "Chainsaw", "Armour"])
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["max:Maximum Carnage"])
  })

  it("not at the same player, not after a kick-back, not with nobody else next to him, not for another chainsaw, and once a game [special:maximum-carnage]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { max: [10, 7], v1: [11, 7], v2: [10, 8], c2: [15, 7], v3: [16, 7] } })
    const first = () => saw("v1").d6(4, "chainsaw", "max").twoD6(2, 2, "armour", "v1")
    expect(play(match, state, first().add(carnage("v1")).list).violation).toMatchObject({ rule: "Maximum Carnage" })
    const kickBack = playOk(match, state, saw("v1").d6(1, "chainsaw", "max").add({ _tag: "RerollDeclined", team: "home" }).twoD6(1, 1, "armour", "max").list)
    expect(kickBack.state.stack.some((s) => s._tag === "MaximumCarnage")).toBe(false)
    // A first attack wasted by Foul Appearance is no attack made: nothing to follow it.
    const wasted = positionOf(head, { team: 0, at: { max: [10, 7], ugly: [11, 7], v2: [10, 8] } })
    const ugly = playOk(wasted.match, wasted.state, saw("ugly").d6(1, "foul-appearance", "max").add({ _tag: "RerollDeclined", team: "home" }).list)
    expect(ugly.state.stack.some((s) => s._tag === "MaximumCarnage")).toBe(false)
    const alone = positionOf(head, { team: 0, at: { max: [10, 7], v1: [11, 7], v2: [13, 8] } })
    expect(playOk(alone.match, alone.state, saw("v1").d6(4, "chainsaw", "max").twoD6(2, 2, "armour", "v1").list).state.stack.at(-1)!._tag).not.toBe("MaximumCarnage")
    const other = new Events().add({ _tag: "ActionDeclared", player: "c2", action: "chainsaw", target: "v3" }).d6(4, "chainsaw", "c2").twoD6(2, 2, "armour", "v3")
    expect(playOk(match, state, other.list).state.stack.at(-1)!._tag).not.toBe("MaximumCarnage")
    const spent = { ...state, teams: playOk(match, state, first().add(carnage("v2")).d6(5, "chainsaw", "max").twoD6(1, 1, "armour", "v2").list).state.teams }
    expect(playOk(match, spent, saw("v1").d6(4, "chainsaw", "max").twoD6(2, 2, "armour", "v1").list).state.stack.at(-1)!._tag).not.toBe("MaximumCarnage")
  })

  it("declined, or Max's coach activates someone else: the activation ends with the rule kept [special:maximum-carnage]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { max: [10, 7], v1: [11, 7], v2: [10, 8], c2: [15, 7] } })
    const first = () => saw("v1").d6(4, "chainsaw", "max").twoD6(2, 2, "armour", "v1")
    const declined = playOk(match, state, first().add({ _tag: "SkillDeclined", player: "max", skill: "Maximum Carnage" }).list)
    expect(declined.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
    const moved = playOk(match, state, first().add({ _tag: "ActionDeclared", player: "c2", action: "move" }).list)
    expect(moved.state.activePlayer).toBe("c2")
    expect(moved.state.teams[0]!.specialRulesUsed).toBeUndefined()
  })
})

describe("The Flashing Blade (Jeremiah Kool)", () => {
  const head = header(
    [
      player("jer", { name: "Jeremiah Kool", position: "Star Player", ma: 8, st: 3, ag: 1, pa: 2, av: 9, skills: ["Block", "Diving Catch", "Dodge", "Dump-off", "Loner (4+)", "Nerves of Steel", "On the Ball", "Pass", "Sidestep", "The Flashing Blade"], hired: "star-player" }),
      player("knife", { position: "Assassin", traits: ["Stab"] }),
      player("h3")
    ],
    [player("v1", { av: 9 }), player("v2", { av: 9 })]
  )
  const stab = (who: string, target: string) => new Events().add({ _tag: "ActionDeclared", player: who, action: "stab", target })

  it("Jeremiah stabs the lineman he marks (4+5 = 9 breaks AV 9, unmodified), then moves on three squares [special:the-flashing-blade]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { jer: [10, 7], v1: [11, 7] } })
    const events = stab("jer", "v1").twoD6(4, 5, "armour", "v1").twoD6(3, 4, "injury", "v1")
      .add({ _tag: "PlayerMoved", player: "jer", to: [9, 7] })
      .add({ _tag: "PlayerMoved", player: "jer", to: [8, 7] })
      .add({ _tag: "PlayerMoved", player: "jer", to: [7, 7] })
      .add({ _tag: "ActionEnded", player: "jer" })
    const played = playOk(match, state, events.list)
    expect(played.rulings.map((r) => [r.rule, r.result])).toEqual([["Armour", "armour broken"], ["Injury", "Stunned"]])
    expect(played.rulings[0]!.modifiers).toEqual([])
    expect(where(played.state, "v1").posture).toBe("stunned")
    expect(where(played.state, "jer").at).toEqual([7, 7])
    expect(where(played.state, "jer").hasActed).toBe(true)
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["jer:The Flashing Blade"])
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("the Move after it is a whole Move action: 8 squares and two Rushes, from where he stabbed [special:the-flashing-blade]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { jer: [15, 7], v1: [16, 7] } })
    const events = stab("jer", "v1").twoD6(1, 2, "armour", "v1")
    // The armour held: v1 still marks him, so the first step away is a Dodge (AG 1+ with Dodge to hand).
    events.add({ _tag: "PlayerMoved", player: "jer", to: [14, 7] }).d6(4, "dodge", "jer")
    for (let x = 13; x >= 7; x--) events.add({ _tag: "PlayerMoved", player: "jer", to: [x, 7] })
    events.add({ _tag: "PlayerMoved", player: "jer", to: [6, 7] }).d6(2, "rush", "jer")
    events.add({ _tag: "PlayerMoved", player: "jer", to: [5, 7] }).d6(2, "rush", "jer")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "jer").at).toEqual([5, 7])
    expect(play(match, state, events.add({ _tag: "PlayerMoved", player: "jer", to: [4, 7] }).list).violation).not.toBeNull()
  })

  it("once a game; no move before the stab; a Stab player without the rule stops after his stab; a player with neither cannot stab [special:the-flashing-blade]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { jer: [10, 7], v1: [11, 7], knife: [10, 9], v2: [11, 9], h3: [5, 5] } })
    const first = playOk(match, state, stab("jer", "v1").twoD6(1, 2, "armour", "v1").add({ _tag: "ActionEnded", player: "jer" }).list)
    expect(first.state.teams[0]!.specialRulesUsed).toEqual(["jer:The Flashing Blade"])
    const spent = { ...state, teams: first.state.teams }
    expect(play(match, spent, stab("jer", "v1").list).violation).toMatchObject({ rule: "Stab" })
    // The stab comes first, at the start of his activation: a move before its armour roll is refused.
    expect(play(match, state, stab("jer", "v1").add({ _tag: "PlayerMoved", player: "jer", to: [9, 7] }).list).violation).not.toBeNull()
    const knife = stab("knife", "v2").twoD6(1, 2, "armour", "v2").add({ _tag: "PlayerMoved", player: "knife", to: [9, 9] })
    // His activation is over once the stab is: the move is no part of it.
    expect(play(match, state, knife.list).violation).toMatchObject({ rule: "team turn" })
    expect(play(match, state, stab("h3", "v1").list).violation).toMatchObject({ rule: "Stab" })
    // Nor is it a Stab in place of a Blitz's block.
    const blitz = new Events().add({ _tag: "ActionDeclared", player: "jer", action: "blitz", target: "v1" }).add({ _tag: "SkillUsed", player: "jer", skill: "Stab", target: "v1" })
    expect(play(match, state, blitz.list).violation).toMatchObject({ rule: "Stab" })
  })
})

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

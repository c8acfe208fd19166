import type { MatchStarted, Team } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { buildMatch, expecting, initialState, legalDecisions, type MatchState } from "@sidelines/engine"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"
import { sevensHeader, sevensPosition } from "./support/sevens.js"
import { sevens } from "../src/variants/sevens/index.js"

// The Mortuary Assistant and the Plague Doctor (inducements/staff/regeneration-staff.ts). Home's Ogre h5 on
// (10, 7) blocks Away's player on (11, 7) and rolls POW; the push goes to (12, 7).

const away = (fields: Partial<Team>, players = [
  player("a1"),
  player("a3", { position: "Wight", skills: ["Block"], traits: ["Regeneration"] }),
  player("a4", { position: "Star", skills: ["Block"], traits: ["Regeneration", "Loner (4+)"], hired: "star-player" })
]): MatchStarted => {
  const head = header([player("h5", { position: "Ogre", st: 5, skills: ["Mighty Blow (+1)"] }), player("h2")], players)
  return { ...head, teams: [head.teams[0]!, { ...head.teams[1]!, ...fields }] }
}

const undead = away({ roster: "Necromantic Horror", specialRules: ["Sylvanian Spotlight", "Masters of Undeath"], inducements: [{ id: "mortuary-assistant", count: 1 }] })
const nurgle = away({ roster: "Nurgle", specialRules: ["Favoured of Nurgle"], inducements: [{ id: "plague-doctor", count: 1 }] })

const pow = (target: string) =>
  new Events()
    .add({ _tag: "ActionDeclared", player: "h5", action: "block" })
    .add({ _tag: "BlockThrown", player: "h5", target })
    .roll("block", [6, 6], "block", "h5")
    .add({ _tag: "BlockDieChosen", face: 6 })
    .add({ _tag: "PushChosen", player: target, to: [12, 7] })
    .add({ _tag: "FollowUpChosen", player: "h5", follow: false })

/** POW on the target, armour broken, injury 10 + Mighty Blow: a casualty; the D16 says which. */
const casualty = (target: string, d16: number) => pow(target).twoD6(6, 5, "armour", target).twoD6(5, 5, "injury", target).roll("d16", [d16], "casualty", target)

/** POW on the target, armour broken, injury 7 + Mighty Blow = 8: Knocked-out. */
const knockedOut = (target: string) => pow(target).twoD6(6, 5, "armour", target).twoD6(4, 3, "injury", target)

const at = (head: MatchStarted, target: string, spent: ReadonlyArray<string> = []) => {
  const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], [target]: [11, 7] } })
  const used: MatchState = spent.length === 0 ? state : { ...state, teams: state.teams.map((t, i) => (i === 1 ? { ...t, inducementsUsed: [...spent] } : t)) }
  return { match, state: used }
}

describe("the Mortuary Assistant re-rolls a failed Regeneration roll, once a game [inducement:mortuary-assistant]", () => {
  it("the Wight a3 suffers a Serious Injury (D16 11), fails Regeneration with a 2; the Mortuary Assistant is sent and the re-roll, 5, sends a3 to the reserves", () => {
    const { match, state } = at(undead, "a3")
    const events = casualty("a3", 11)
      .d6(2, "regeneration", "a3")
      .add({ _tag: "InducementUsed", team: "away", inducement: "mortuary-assistant", player: "a3" })
      .d6(5, "regeneration", "a3")
    const played = playOk(match, state, events.list)
    const rolls = played.rulings.filter((r) => r.rule === "Regeneration")
    expect(rolls.map((r) => [r.dice, r.success])).toEqual([[[2], false], [[5], true]])
    expect(rolls[1]!.notes).toEqual(["Mortuary Assistant: the failed Regeneration roll is re-rolled (once a game)"])
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: "Away send the Mortuary Assistant: a3 (#3)'s Regeneration roll is re-rolled" })
    expect(where(played.state, "a3")).toMatchObject({ at: null, box: "reserves" })
    expect(played.state.teams[1]!.inducementsUsed).toEqual(["mortuary-assistant"])
  })

  it("after the failed roll the engine waits for the coach's decision, then for the second D6", () => {
    const { match, state } = at(undead, "a3")
    const offered = playOk(match, state, casualty("a3", 11).d6(1, "regeneration", "a3").list).state
    expect(expecting(match, offered)).toMatchObject({ kind: "decision", team: 1, events: ["InducementUsed", "ChoiceDeclined"] })
    const sent = playOk(match, state, casualty("a3", 11).d6(1, "regeneration", "a3").add({ _tag: "InducementUsed", team: "away", inducement: "mortuary-assistant", player: "a3" }).list).state
    expect(expecting(match, sent)).toMatchObject({ kind: "roll", die: "d6", for: "regeneration", player: "a3" })
  })

  it("legalDecisions offers sending it to a3, or not, and nothing for another player", () => {
    const { match, state } = at(undead, "a3")
    const offered = playOk(match, state, casualty("a3", 11).d6(2, "regeneration", "a3").list).state
    const legal = legalDecisions(match, offered)
    expect(legal).toContainEqual({ _tag: "InducementUsed", team: "away", inducement: "mortuary-assistant", player: "a3" })
    expect(legal).toContainEqual({ _tag: "ChoiceDeclined", team: "away", choice: "mortuary-assistant" })
    expect(legal.some((d) => d._tag === "InducementUsed" && d.player === "a1")).toBe(false)
    expect(legal.some((d) => d._tag === "InducementUsed" && d.inducement === "plague-doctor")).toBe(false)
  })

  it("a re-roll that fails too (3) leaves the Serious Injury", () => {
    const { match, state } = at(undead, "a3")
    const events = casualty("a3", 11).d6(2, "regeneration", "a3").add({ _tag: "InducementUsed", team: "away", inducement: "mortuary-assistant", player: "a3" }).d6(3, "regeneration", "a3")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a3").box).toBe("si")
    expect(played.outcomes).toContainEqual({ _tag: "Injury", player: "a3", result: "serious-injury", cause: "block", by: "h5" })
  })

  it("declined (ChoiceDeclined), the casualty stands and the Mortuary Assistant stays for later", () => {
    const { match, state } = at(undead, "a3")
    const events = casualty("a3", 11).d6(2, "regeneration", "a3").add({ _tag: "ChoiceDeclined", team: "away", choice: "mortuary-assistant" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a3").box).toBe("si")
    expect(played.state.teams[1]!.inducementsUsed ?? []).toEqual([])
  })

  it("already used this game: a failed Regeneration roll stands at once, and a second D6 is refused", () => {
    const { match, state } = at(undead, "a3", ["mortuary-assistant"])
    const played = playOk(match, state, casualty("a3", 11).d6(2, "regeneration", "a3").list)
    expect(where(played.state, "a3").box).toBe("si")
    const again = play(match, state, casualty("a3", 11).d6(2, "regeneration", "a3").add({ _tag: "InducementUsed", team: "away", inducement: "mortuary-assistant", player: "a3" }).list)
    expect(again.violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("a passed Regeneration roll needs no re-roll: nothing is offered", () => {
    const { match, state } = at(undead, "a3")
    const played = playOk(match, state, casualty("a3", 11).d6(4, "regeneration", "a3").list)
    expect(where(played.state, "a3").box).toBe("reserves")
    expect(played.state.stack.at(-1)?._tag).not.toBe("RegenerationReroll")
  })

  it("a player without Regeneration rolls none, so the Mortuary Assistant cannot help a1's casualty", () => {
    const { match, state } = at(undead, "a1")
    const played = playOk(match, state, casualty("a1", 11).list)
    expect(where(played.state, "a1").box).toBe("si")
    const sent = play(match, state, casualty("a1", 11).add({ _tag: "InducementUsed", team: "away", inducement: "mortuary-assistant", player: "a1" }).list)
    expect(sent.violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("it does not see to a Star Player (FFB): the star a4's failed Regeneration stands", () => {
    const { match, state } = at(undead, "a4")
    const played = playOk(match, state, casualty("a4", 11).d6(2, "regeneration", "a4").list)
    expect(where(played.state, "a4").box).toBe("si")
  })

  it("it does not treat a KO: a1 Knocked-out goes to the KO box with nothing offered", () => {
    const { match, state } = at(undead, "a1")
    const played = playOk(match, state, knockedOut("a1").list)
    expect(where(played.state, "a1").box).toBe("ko")
  })

  it("only a team with the Sylvanian Spotlight special rule may induce one: Masters of Undeath alone, or no special rules, break the header", () => {
    for (const specialRules of [undefined, ["Masters of Undeath"]]) {
      const head = away({ roster: "Necromantic Horror", ...(specialRules === undefined ? {} : { specialRules }), inducements: [{ id: "mortuary-assistant", count: 1 }] })
      const match = buildMatch(head, bloodBowl)
      const played = play(match, initialState(match), new Events().roll("2d6", [3, 4], "weather").list)
      expect(played.violation).toMatchObject({ _tag: "RuleViolation", rule: "inducements" })
      expect(played.violation!.message).toMatch(/Away induce a Mortuary Assistant, which only a team with the 'Sylvanian Spotlight' special rule may/)
    }
    const match = buildMatch(undead, bloodBowl)
    expect(play(match, initialState(match), new Events().roll("2d6", [3, 4], "weather").list).violation).toBeNull()
  })
})

describe("the Plague Doctor re-rolls a failed Regeneration roll or treats a KO, once a game [inducement:plague-doctor]", () => {
  const beast = away({ roster: "Nurgle", specialRules: ["Favoured of Nurgle"], inducements: [{ id: "plague-doctor", count: 1 }] }, [
    player("a1"),
    player("a3", { position: "Beast of Nurgle", traits: ["Regeneration"] })
  ])

  it("the Beast of Nurgle a3 is Dead (D16 15), fails Regeneration with a 1; the Plague Doctor's re-roll, 4, sends it to the reserves", () => {
    const { match, state } = at(beast, "a3")
    const events = casualty("a3", 15).d6(1, "regeneration", "a3").add({ _tag: "InducementUsed", team: "away", inducement: "plague-doctor", player: "a3" }).d6(4, "regeneration", "a3")
    const played = playOk(match, state, events.list)
    const rolls = played.rulings.filter((r) => r.rule === "Regeneration")
    expect(rolls[1]).toMatchObject({ success: true, notes: ["Plague Doctor: the failed Regeneration roll is re-rolled (once a game)"] })
    expect(where(played.state, "a3").box).toBe("reserves")
    expect(played.state.teams[1]!.inducementsUsed).toEqual(["plague-doctor"])
  })

  it("a1 is Knocked-out by the block: the Plague Doctor is sent and a1 stays on the pitch, Stunned where they lie", () => {
    const { match, state } = at(nurgle, "a1")
    const offered = playOk(match, state, knockedOut("a1").list).state
    expect(expecting(match, offered)).toMatchObject({ kind: "decision", team: 1, events: ["InducementUsed", "ChoiceDeclined"] })
    const played = playOk(match, state, knockedOut("a1").add({ _tag: "InducementUsed", team: "away", inducement: "plague-doctor", player: "a1" }).list)
    expect(where(played.state, "a1")).toMatchObject({ at: [12, 7], posture: "stunned" })
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: "Away send the Plague Doctor, who treats the Knocked-out a1 (#1) as an apothecary would" })
    expect(played.state.teams[1]!.inducementsUsed).toEqual(["plague-doctor"])
  })

  it("declined, or going on without it, the KO stands", () => {
    const { match, state } = at(nurgle, "a1")
    const declined = playOk(match, state, knockedOut("a1").add({ _tag: "ChoiceDeclined", team: "away", choice: "plague-doctor" }).list)
    expect(where(declined.state, "a1").box).toBe("ko")
    const goneOn = playOk(match, state, knockedOut("a1").add({ _tag: "TurnEnded", team: "home" }).list)
    expect(where(goneOn.state, "a1").box).toBe("ko")
  })

  it("once a game: spent on a KO, it cannot re-roll a failed Regeneration later", () => {
    const { match, state } = at(beast, "a3", ["plague-doctor"])
    const played = playOk(match, state, casualty("a3", 15).d6(1, "regeneration", "a3").list)
    expect(where(played.state, "a3").box).toBe("dead")
    const { match: m2, state: s2 } = at(nurgle, "a1", ["plague-doctor"])
    expect(where(playOk(m2, s2, knockedOut("a1").list).state, "a1").box).toBe("ko")
  })

  it("it treats only a KO or a failed Regeneration: a1's casualty (no Regeneration) is not offered to it", () => {
    const { match, state } = at(nurgle, "a1")
    const played = play(match, state, casualty("a1", 11).add({ _tag: "InducementUsed", team: "away", inducement: "plague-doctor", player: "a1" }).list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation" })
    expect(where(playOk(match, state, casualty("a1", 11).list).state, "a1").box).toBe("si")
  })

  it("only a team with Favoured of Nurgle may induce one", () => {
    const head = away({ roster: "Undead", specialRules: ["Sylvanian Spotlight", "Masters of Undeath"], inducements: [{ id: "plague-doctor", count: 1 }] })
    const match = buildMatch(head, bloodBowl)
    const played = play(match, initialState(match), new Events().roll("2d6", [3, 4], "weather").list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", rule: "inducements" })
    expect(played.violation!.message).toMatch(/Away induce a Plague Doctor, which only a team with the 'Favoured of Nurgle' special rule may \(their specialRules: Sylvanian Spotlight, Masters of Undeath\)/)
  })
})

describe("in Sevens, which lists both for the teams with the same special rules", () => {
  // Sevens' Ogre h1 on (10, 5) blocks Away's player on (11, 5): POW, pushed to (12, 5); the Sevens injury table names the casualty.
  const sevensPow = (target: string) =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target })
      .roll("block", [6, 1], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: target, to: [12, 5] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
      .twoD6(5, 5, "armour", target)
  const sevensTeam = (fields: Partial<Team>) => {
    const head = sevensHeader({ home: [player("h1", { position: "Ogre", st: 5 }), player("h2")], away: [player("a1"), player("a3", { position: "Wight", traits: ["Regeneration"] })] })
    return { ...head, teams: [head.teams[0]!, { ...head.teams[1]!, ...fields }] }
  }

  it("a Sevens Undead team's Wight a3 is Seriously Hurt (injury 11, no casualty roll), fails Regeneration (3); the Mortuary Assistant's re-roll (4) regenerates it [inducement:mortuary-assistant]", () => {
    const head = sevensTeam({ roster: "Undead", specialRules: ["Sylvanian Spotlight", "Masters of Undeath"], inducements: [{ id: "mortuary-assistant", count: 1 }] })
    const { match, state } = sevensPosition(head, { team: 0, at: { h1: [10, 5], a3: [11, 5] } })
    const events = sevensPow("a3").twoD6(6, 5, "injury", "a3").d6(3, "regeneration", "a3").add({ _tag: "InducementUsed", team: "away", inducement: "mortuary-assistant", player: "a3" }).d6(4, "regeneration", "a3")
    expect(where(playOk(match, state, events.list).state, "a3").box).toBe("reserves")
  })

  it("a Sevens team without Favoured of Nurgle may not induce a Plague Doctor: the header is refused at the first event", () => {
    const match = buildMatch(sevensTeam({ roster: "Orc", inducements: [{ id: "plague-doctor", count: 1 }] }), sevens)
    const played = play(match, initialState(match), new Events().roll("2d6", [3, 4], "weather").list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", rule: "inducements" })
    expect(played.violation!.message).toMatch(/their specialRules: none/)
  })

  it("a Sevens Nurgle team's KO'd a1 (injury 8) is treated by the Plague Doctor: Stunned on the pitch [inducement:plague-doctor]", () => {
    const head = sevensTeam({ roster: "Nurgle", specialRules: ["Favoured of Nurgle"], inducements: [{ id: "plague-doctor", count: 1 }] })
    const { match, state } = sevensPosition(head, { team: 0, at: { h1: [10, 5], a1: [11, 5] } })
    const played = playOk(match, state, sevensPow("a1").twoD6(4, 4, "injury", "a1").add({ _tag: "InducementUsed", team: "away", inducement: "plague-doctor", player: "a1" }).list)
    expect(where(played.state, "a1")).toMatchObject({ at: [12, 5], posture: "stunned" })
  })
})

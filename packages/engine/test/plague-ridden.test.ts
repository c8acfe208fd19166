import { describe, expect, it } from "vitest"
import { expecting, legalDecisions, type MatchState } from "@sidelines/engine"
import type { MatchStarted } from "@sidelines/schema"
import { killed, pow } from "./support/kill.js"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

/**
 * Home: Nurgle, with Favoured of Nurgle; h1 and h2 (ST 5, to roll two block dice) have Plague
 * Ridden, h3 has not. Away: a1 a plain lineman, a2 Regeneration, a3 Stunty, a4 ST 5, a5 Decay.
 */
const nurgle = (specialRules: ReadonlyArray<string> = ["Favoured of Nurgle"]): MatchStarted => {
  const head = header(
    [player("h1", { st: 5, traits: ["Plague Ridden"] }), player("h2", { st: 5, traits: ["Plague Ridden"] }), player("h3", { st: 5 })],
    [player("a1"), player("a2", { traits: ["Regeneration"] }), player("a3", { traits: ["Stunty"] }), player("a4", { st: 5 }), player("a5", { traits: ["Decay"] })]
  )
  return { ...head, teams: head.teams.map((team, t) => (t === 0 ? { ...team, specialRules: [...specialRules] } : team)) }
}

const atStart = { h1: [10, 7], h2: [10, 3], h3: [10, 11], a1: [11, 7], a2: [11, 3], a3: [11, 11] } as const

/** The same with a sixth Away lineman, a6. */
const withA6 = (): MatchStarted => {
  const head = nurgle()
  return { ...head, teams: [head.teams[0]!, { ...head.teams[1]!, players: [...head.teams[1]!.players, player("a6")] }] }
}

const offered = (state: MatchState) => state.stack.some((step) => step._tag === "PlagueRidden")

describe("Plague Ridden", () => {
  it("h1 kills a1 with a block: Home use Plague Ridden and a Rotter Lineman, home-rotter-1, joins their reserves; a1 stays dead [trait:plague-ridden]", () => {
    const { match, state } = positionOf(nurgle(), { team: 0, at: atStart })
    const rotter = match.roster[match.playerIndex.get("home-rotter-1")!]!
    expect(rotter).toMatchObject({ team: 0, position: "Rotter Lineman", ma: 5, st: 3, ag: 4, pa: 6, av: 9, traits: ["Decay", "Plague Ridden"], number: 4 })
    expect(where(state, "home-rotter-1").box).toBe("pool")
    const death = playOk(match, state, killed("a1", pow("h1", "a1", 7)).list)
    expect(where(death.state, "a1").box).toBe("dead")
    expect(expecting(match, death.state)).toMatchObject({ kind: "decision", team: 0, events: ["SkillUsed", "SkillDeclined"] })
    expect(legalDecisions(match, death.state)).toEqual([
      { _tag: "SkillUsed", player: "h1", skill: "Plague Ridden" },
      { _tag: "SkillDeclined", player: "h1", skill: "Plague Ridden" }
    ])
    const used = playOk(match, state, killed("a1", pow("h1", "a1", 7)).add({ _tag: "SkillUsed", player: "h1", skill: "Plague Ridden" }).list)
    expect(where(used.state, "home-rotter-1")).toMatchObject({ team: 0, box: "reserves", at: null })
    expect(where(used.state, "a1").box).toBe("dead")
    expect(used.outcomes).toContainEqual({ _tag: "Note", text: "Plague Ridden: a1 (#1) is infected; Rotter Lineman (#4) joins Home's reserves for the rest of the match" })
  })

  it("a Foul counts too: h1 fouls the prone a1 to death and uses the trait [trait:plague-ridden]", () => {
    const { match, state } = positionOf(nurgle(), { team: 0, at: atStart, prone: ["a1"] })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "foul" })
      .add({ _tag: "FoulCommitted", player: "h1", target: "a1" })
      .twoD6(6, 5, "armour", "a1")
    const used = playOk(match, state, killed("a1", events).add({ _tag: "SkillUsed", player: "h1", skill: "Plague Ridden" }).list)
    expect(where(used.state, "home-rotter-1").box).toBe("reserves")
  })

  it("our reading: a push into the crowd by h1's block counts (a result of the Block action): h1 stays put, a1 dies in the crowd, Home use the trait [trait:plague-ridden]", () => {
    const { match, state } = positionOf(nurgle(), { team: 0, at: { h1: [10, 13], a1: [10, 14] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [3, 4], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 4 })
      .add({ _tag: "PushChosen", player: "a1", to: null })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
    const used = playOk(match, state, killed("a1", events).add({ _tag: "SkillUsed", player: "h1", skill: "Plague Ridden" }).list)
    expect(where(used.state, "a1").box).toBe("dead")
    expect(where(used.state, "home-rotter-1").box).toBe("reserves")
  })

  it("declined (SkillDeclined by h1), nobody joins and the trait is still there for a later kill; only the killer may use it [trait:plague-ridden]", () => {
    const { match, state } = positionOf(withA6(), { team: 0, at: { ...atStart, a6: [11, 9], h2: [10, 9] } })
    const declined = playOk(match, state, killed("a1", pow("h1", "a1", 7)).add({ _tag: "SkillDeclined", player: "h1", skill: "Plague Ridden" }).list)
    expect(where(declined.state, "home-rotter-1").box).toBe("pool")
    const wrong = play(match, state, killed("a1", pow("h1", "a1", 7)).add({ _tag: "SkillUsed", player: "h2", skill: "Plague Ridden" }).list)
    expect(wrong.violation).toMatchObject({ _tag: "RuleViolation", rule: "Plague Ridden" })
    const again = playOk(match, declined.state, killed("a6", pow("h2", "a6", 9, new Events(12))).list)
    expect(expecting(match, again.state)).toMatchObject({ kind: "decision", team: 0, events: ["SkillUsed", "SkillDeclined"] })
  })

  it("once per game: after h1 has used it, h2 killing a lineman offers nothing [trait:plague-ridden]", () => {
    const { match, state } = positionOf(withA6(), { team: 0, at: { ...atStart, a6: [11, 9], h2: [10, 9] } })
    const first = playOk(match, state, killed("a1", pow("h1", "a1", 7)).add({ _tag: "SkillUsed", player: "h1", skill: "Plague Ridden" }).list)
    const second = playOk(match, first.state, killed("a6", pow("h2", "a6", 9, new Events(12))).list)
    expect(where(second.state, "a6").box).toBe("dead")
    expect(offered(second.state)).toBe(false)
  })

  it("not on a victim with Regeneration (it fails), Stunty, Decay or ST 5, nor after a kill by h3 who has not the trait [trait:plague-ridden]", () => {
    const head = nurgle()
    const cases: ReadonlyArray<readonly [string, string, Events]> = [
      ["h1", "a2", killed("a2", pow("h1", "a2", 7)).d6(1, "regeneration", "a2")],
      // Stunty: 10 on the Stunty injury table is a Casualty.
      ["h1", "a3", pow("h1", "a3", 7).twoD6(5, 5, "injury", "a3").roll("d16", [15], "casualty", "a3")],
      ["h1", "a5", killed("a5", pow("h1", "a5", 7)).roll("d16", [2], "decay", "a5")],
      // ST 5 against ST 5: one block die.
      ["h1", "a4", killed("a4", pow("h1", "a4", 7, new Events(), [6]))],
      ["h3", "a1", killed("a1", pow("h3", "a1", 7))]
    ]
    for (const [attacker, victim, events] of cases) {
      const { match, state } = positionOf(head, { team: 0, at: { [attacker]: [10, 7], [victim]: [11, 7] } })
      const played = playOk(match, state, events.list)
      expect(where(played.state, victim).box, victim).toBe("dead")
      expect(offered(played.state), `${attacker} kills ${victim}`).toBe(false)
      expect(where(played.state, "home-rotter-1").box).toBe("pool")
    }
  })

  it("not when the apothecary saves the victim (a second roll of 8 kept); offered when the coach keeps the Dead result [trait:plague-ridden]", () => {
    const head = nurgle()
    const withApothecary: MatchStarted = { ...head, teams: head.teams.map((team, t) => (t === 1 ? { ...team, staff: { ...team.staff, apothecary: true } } : team)) }
    const { match, state } = positionOf(withApothecary, { team: 0, at: atStart })
    const apothecary = () => killed("a1", pow("h1", "a1", 7)).add({ _tag: "ApothecaryUsed", team: "away", player: "a1" }).roll("d16", [8], "casualty", "a1")
    const saved = playOk(match, state, apothecary().add({ _tag: "InjuryChosen", player: "a1", keep: "new" }).list)
    expect(where(saved.state, "a1").box).toBe("si")
    expect(offered(saved.state)).toBe(false)
    const kept = playOk(match, state, apothecary().add({ _tag: "InjuryChosen", player: "a1", keep: "original" }).list)
    expect(where(kept.state, "a1").box).toBe("dead")
    expect(offered(kept.state)).toBe(true)
  })

  it("without Favoured of Nurgle no Rotter waits, and a kill by h1 offers nothing [trait:plague-ridden]", () => {
    const { match, state } = positionOf(nurgle([]), { team: 0, at: atStart })
    expect(match.playerIndex.has("home-rotter-1")).toBe(false)
    const played = playOk(match, state, killed("a1", pow("h1", "a1", 7)).list)
    expect(where(played.state, "a1").box).toBe("dead")
    expect(offered(played.state)).toBe(false)
  })
})

import type { MatchStarted } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { expecting, type Match, type MatchState } from "@sidelines/engine"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// Bribery and Corruption (a BB2020 team special rule): once a match the team may re-roll a natural 1
// on the Argue the Call table, after a foul as after a Secret Weapon's drive.
const RULE = "Bribery and Corruption"
const corrupt = (base: MatchStarted): MatchStarted => ({ ...base, teams: base.teams.map((team, i) => (i === 0 ? { ...team, specialRules: [RULE] } : team)) })
const reroll = { _tag: "RerollUsed", team: "home", source: "skill", skill: RULE } as const

describe("Bribery and Corruption after a foul", () => {
  const head = header([player("h1"), player("h2")], [player("a1"), player("a4")])
  const position = { team: 0, at: { h1: [10, 7], a1: [11, 7], a4: [20, 3] }, prone: ["a1"] } as const
  /** h1 fouls a1, rolls a double (sent off) and argues the call: a natural 1. */
  const argueOne = () =>
    new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" }).add({ _tag: "FoulCommitted", player: "h1", target: "a1" }).twoD6(1, 1, "armour", "a1").add({ _tag: "CallArgued", team: "home" }).d6(1, "argue-the-call")

  it("a natural 1 waits for the re-roll; re-rolled into a 6, the fouler stays (the turnover stands) and the rule is spent", () => {
    const { match, state } = positionOf(corrupt(head), position)
    expect(expecting(match, playOk(match, state, argueOne().list).state)).toMatchObject({ kind: "decision", team: 0, events: ["RerollUsed"] })
    const played = playOk(match, state, argueOne().add(reroll).d6(6, "argue-the-call").list)
    expect(played.rulings.filter((r) => r.rule === "Argue the Call").map((r) => r.row)).toEqual(["youre-outta-here", "well-when-you-put-it-like-that"])
    expect(where(played.state, "h1").box).toBeNull()
    expect(played.state.teams[0]!.coachEjected).toBe(false)
    expect(played.state.teams[0]!.specialRulesUsed).toEqual([RULE])
    expect(played.state.activeTeam).toBe(1)
  })

  it("not re-rolled (the next event comes instead), the 1 stands: the coach is ejected and the fouler sent off", () => {
    const { match, state } = positionOf(corrupt(head), position)
    const played = playOk(match, state, argueOne().add({ _tag: "ActionDeclared", player: "a4", action: "move" }).list)
    expect(played.state.teams[0]!.coachEjected).toBe(true)
    expect(where(played.state, "h1").box).toBe("sent-off")
    expect(played.state.teams[0]!.specialRulesUsed ?? []).toEqual([])
  })

  it("once a match, and only for a team with the rule: spent, or without it, the 1 stands at once and a re-roll is refused", () => {
    const spent = positionOf(corrupt(head), position)
    const used = { ...spent.state, teams: spent.state.teams.map((team, i) => (i === 0 ? { ...team, specialRulesUsed: [RULE] } : team)) }
    expect(play(spent.match, used, argueOne().add(reroll).list).violation).toMatchObject({ _tag: "RuleViolation" })
    const plain = positionOf(head, position)
    const played = play(plain.match, plain.state, argueOne().add(reroll).list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation" })
    expect(played.state.teams[0]!.coachEjected).toBe(true)
  })
})

describe("Bribery and Corruption for a Secret Weapon", () => {
  const head = header([player("h1", { position: "Bombardier", traits: ["Secret Weapon"] }), player("h2")], [player("a1")])
  // The last team turn of the half (Away's), h1 marked as taking part in the drive.
  const lastTurn = (position: { match: Match; state: MatchState }) => ({
    match: position.match,
    state: { ...position.state, kickOffEffects: ["secret-weapon:h1"], teams: position.state.teams.map((team) => ({ ...team, turn: 8, bribes: 0 })) }
  })

  it("the argument for h1 rolls a natural 1, re-rolled into a 6: he stays in the game", () => {
    const { match, state } = lastTurn(positionOf(corrupt(head), { team: 1, turn: 8, at: { h1: [10, 7], h2: [10, 9], a1: [15, 7] } }))
    const events = new Events().add({ _tag: "TurnEnded", team: "away" }).add({ _tag: "CallArgued", team: "home" }).d6(1, "argue-the-call").add(reroll).d6(6, "argue-the-call")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1").box).toBe("reserves")
    expect(played.state.teams[0]!.specialRulesUsed).toEqual([RULE])
  })
})

import type { MatchStarted, Team } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { buildMatch, expecting, initialState } from "@sidelines/engine"
import { legalDecisions } from "../src/legal.js"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Fink da Fixer, Death Zone (In)Famous Coaching Staff (inducements/staff/fink-da-fixer.ts): "You Got It, Boss!".

const base = header([player("h1"), player("h2"), player("h3")], [player("a1"), player("a2"), player("a3"), player("a4")])

// Fink works for a team with the Badlands Brawl or Underworld Challenge special rule: Home have the first.
const inducing = (head: MatchStarted, home: Team["inducements"]): MatchStarted => ({ ...head, teams: [{ ...head.teams[0]!, specialRules: ["Badlands Brawl"], inducements: home }, head.teams[1]!] })

const fink = { id: "infamous-coaching-staff", count: 1, name: "Fink da Fixer" }
const bribes = (count: number) => ({ id: "bribe", count })

// h1 fouls the prone a1 and rolls a double: the referee sees it.
const position = { team: 0, at: { h1: [10, 7], a1: [11, 7], a4: [20, 3] }, prone: ["a1"] } as const
const seen = () =>
  new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" }).add({ _tag: "FoulCommitted", player: "h1", target: "a1" }).twoD6(1, 1, "armour", "a1")

describe("Fink da Fixer: Argue the Call wins on 5 or 6, a natural 1 ejects Fink with the coach [inducement:infamous-coaching-staff/fink-da-fixer]", () => {
  it("Home hired Fink: h1 is seen for a double, Home argue and roll a 5 — Well, When You Put It Like That: h1 stays", () => {
    const { match, state } = positionOf(inducing(base, [fink]), position)
    const played = playOk(match, state, seen().add({ _tag: "CallArgued", team: "home" }).d6(5, "argue-the-call").list)
    expect(played.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ total: 5, row: "well-when-you-put-it-like-that" })
    expect(where(played.state, "h1")).toMatchObject({ at: [10, 7], box: null })
  })

  it("a 2 with Fink is I Don't Care!: h1 is sent off, the coach stays", () => {
    const { match, state } = positionOf(inducing(base, [fink]), position)
    const played = playOk(match, state, seen().add({ _tag: "CallArgued", team: "home" }).d6(2, "argue-the-call").add({ _tag: "ChoiceDeclined", team: "home", choice: "bribe" }).list)
    expect(played.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ total: 2, row: "i-dont-care" })
    expect(where(played.state, "h1").box).toBe("sent-off")
    expect(played.state.teams[0]!.coachEjected).toBe(false)
  })

  it("a 1 is You're Outta Here!: the coach and Fink go, and Fink no longer helps — a later 5 is I Don't Care!", () => {
    const { match, state } = positionOf(inducing(base, [fink]), position)
    const played = playOk(match, state, seen().add({ _tag: "CallArgued", team: "home" }).d6(1, "argue-the-call").list)
    expect(played.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ row: "youre-outta-here", notes: expect.arrayContaining(["Fink da Fixer is sent off with the head coach"]) })
    expect(played.state.teams[0]!.coachEjected).toBe(true)
    expect(played.state.teams[0]!.specialRulesUsed).toContain("Fink da Fixer: sent off")
  })

  it("without Fink the same 5 is I Don't Care!: h1 is sent off", () => {
    const { match, state } = positionOf(inducing(base, []), position)
    const played = playOk(match, state, seen().add({ _tag: "CallArgued", team: "home" }).d6(5, "argue-the-call").add({ _tag: "ChoiceDeclined", team: "home", choice: "bribe" }).list)
    expect(played.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ total: 5, row: "i-dont-care" })
    expect(where(played.state, "h1").box).toBe("sent-off")
  })
})

describe("Fink da Fixer: once per game a failed Bribe may be rolled again [inducement:infamous-coaching-staff/fink-da-fixer]", () => {
  const bribed = () => seen().add({ _tag: "InducementUsed", team: "home", inducement: "bribe" }).d6(1, "bribe")

  it("Home bribe and roll a 1; Fink rolls it again, a 4: the referee takes the bribe, h1 stays and the turn goes on", () => {
    const { match, state } = positionOf(inducing(base, [fink, bribes(1)]), position)
    const failed = playOk(match, state, bribed().list)
    expect(expecting(match, failed.state)).toMatchObject({ kind: "decision", team: 0, about: "re-roll the bribe with Fink da Fixer?" })
    expect(legalDecisions(match, failed.state)).toEqual(expect.arrayContaining([{ _tag: "RerollUsed", team: "home", source: "skill", skill: "You Got It, Boss!" }, { _tag: "RerollDeclined", team: "home" }]))
    const played = playOk(match, state, bribed().add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "You Got It, Boss!" }).d6(4, "bribe").list)
    expect(played.rulings.filter((r) => r.rule === "Bribe").map((r) => r.success)).toEqual([false, true])
    expect(where(played.state, "h1")).toMatchObject({ at: [10, 7], box: null })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("the coach may let the 1 stand: with no bribe left h1 is sent off", () => {
    const { match, state } = positionOf(inducing(base, [fink, bribes(1)]), position)
    const played = playOk(match, state, bribed().add({ _tag: "RerollDeclined", team: "home" }).add({ _tag: "ChoiceDeclined", team: "home", choice: "bribe" }).list)
    expect(where(played.state, "h1").box).toBe("sent-off")
  })

  it("only once per game: after the re-roll fails too, a second bribe's 1 is not offered again", () => {
    const { match, state } = positionOf(inducing(base, [fink, bribes(2)]), position)
    const events = bribed().add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "You Got It, Boss!" }).d6(1, "bribe")
      .add({ _tag: "InducementUsed", team: "home", inducement: "bribe" }).d6(1, "bribe")
    const played = playOk(match, state, events.list)
    expect(expecting(match, played.state)).not.toMatchObject({ about: "re-roll the bribe with Fink da Fixer?" })
    expect(play(match, state, events.add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "You Got It, Boss!" }).list).violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("without Fink a failed bribe is simply wasted: a re-roll is refused", () => {
    const { match, state } = positionOf(inducing(base, [bribes(1)]), position)
    const played = play(match, state, bribed().add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "You Got It, Boss!" }).list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("a Secret Weapon's bribe at the end of the drive: h1's bribe rolls 1, Fink rolls it again, a 3 — h1 stays in the game", () => {
    const bomber = player("h1", { position: "Bombardier", traits: ["Secret Weapon"] })
    const head = inducing(header([bomber, player("h2")], [player("a1")]), [fink, bribes(1)])
    const at = positionOf(head, { team: 1, turn: 8, at: { h1: [10, 7], h2: [10, 9], a1: [15, 7] } })
    // The last team turn of the half, h1 marked as having taken part in the drive, one bribe.
    const state = { ...at.state, kickOffEffects: ["secret-weapon:h1"], teams: at.state.teams.map((team, i) => ({ ...team, turn: 8, bribes: i === 0 ? 1 : 0 })) }
    const events = new Events().add({ _tag: "TurnEnded", team: "away" }).add({ _tag: "InducementUsed", team: "home", inducement: "bribe", player: "h1" }).d6(1, "bribe")
    expect(expecting(at.match, playOk(at.match, state, events.list).state)).toMatchObject({ kind: "decision", team: 0, about: "re-roll the bribe with Fink da Fixer?" })
    const played = playOk(at.match, state, events.add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "You Got It, Boss!" }).d6(3, "bribe").list)
    expect(where(played.state, "h1").box).toBe("reserves")
  })

  it("the header: Fink needs no player in the roster, and the pre-game plays on", () => {
    const match = buildMatch(inducing(base, [fink]), bloodBowl)
    expect(play(match, initialState(match), new Events().roll("2d6", [3, 4], "weather").list).violation).toBeNull()
  })
})

describe("a named staff member or referee the engine does not fold stops the fold as Unsupported, by name", () => {
  const weather = new Events().roll("2d6", [3, 4], "weather").list
  // Every Death Zone coach folds (dz-coaches.test.ts, ayleen-andar.test.ts); a name the engine does not know stops.
  const staff = ["Coach Nobody-Knows"]
  // Death Zone's four named referees fold (dz-referees.test.ts); a name the engine does not know stops.
  const referees = ["Ref Nobody-Knows"]

  for (const name of staff) {
    it(`${name}: Unsupported, naming them`, () => {
      const match = buildMatch(inducing(base, [{ id: "infamous-coaching-staff", count: 1, name }]), bloodBowl)
      const violation = play(match, initialState(match), weather).violation
      expect(violation).toMatchObject({ _tag: "Unsupported", feature: "inducement: infamous-coaching-staff" })
      expect(violation!.message).toContain(name)
    })
  }
  for (const name of referees) {
    it(`${name}: Unsupported, naming them`, () => {
      const match = buildMatch(inducing(base, [{ id: "biased-referee", count: 1, name }]), bloodBowl)
      const violation = play(match, initialState(match), weather).violation
      expect(violation).toMatchObject({ _tag: "Unsupported", feature: "inducement: biased-referee" })
      expect(violation!.message).toContain(name)
    })
  }
})

import type { MatchStarted, Team } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { buildMatch, expecting, initialState } from "@sidelines/engine"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Both teams hiring the same named (In)Famous Coaching Staff, named wizard or named referee
// (Death Zone; model/ringers.ts): in a league match neither may use them; in an exhibition
// (`options.exhibition: true`) both may.

const base = header([player("h1"), player("h2"), player("h3")], [player("a1"), player("a2"), player("a3"), player("a4")])

const hiring = (home: Team["inducements"], away: Team["inducements"], exhibition = false): MatchStarted => ({
  ...base,
  options: exhibition ? { exhibition: true } : {},
  // Fink da Fixer works for Underworld Challenge teams: both are.
  teams: [{ ...base.teams[0]!, specialRules: ["Underworld Challenge"], inducements: home }, { ...base.teams[1]!, specialRules: ["Underworld Challenge"], inducements: away }]
})
const fink = { id: "infamous-coaching-staff", count: 1, name: "Fink da Fixer" }
const horatio = { id: "wizard", count: 1, name: "Horatio X. Schottenheim" }
const hireling = { id: "wizard", count: 1, name: "Hireling Sports Wizard" }
const jorm = { id: "biased-referee", count: 1, name: "Jorm the Ogre" }

// h1 fouls the prone a1 and rolls a double: seen; Home argue and roll a 5.
const position = { team: 0, at: { h1: [10, 7], a1: [11, 7], a4: [20, 3] }, prone: ["a1"] } as const
const argued = () =>
  new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" }).add({ _tag: "FoulCommitted", player: "h1", target: "a1" }).twoD6(1, 1, "armour", "a1")
    .add({ _tag: "CallArgued", team: "home" }).d6(5, "argue-the-call")
const weather = () => new Events().roll("2d6", [3, 4], "weather").list

describe("a named hire both teams made: a ringer", () => {
  it("league (no exhibition option): both hired Fink da Fixer, so neither has him — Home's argue of 5 is I Don't Care! and h1 goes off; the pre-game says why", () => {
    const head = hiring([fink], [fink])
    const { match, state } = positionOf(head, position)
    expect(match.header.teams.map((t) => t.inducements)).toEqual([[], []])
    expect(match.ringers).toEqual([{ id: "infamous-coaching-staff", name: "Fink da Fixer", teams: [0, 1] }])
    const played = playOk(match, state, argued().add({ _tag: "ChoiceDeclined", team: "home", choice: "bribe" }).list)
    expect(played.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ total: 5, row: "i-dont-care" })
    expect(where(played.state, "h1").box).toBe("sent-off")
    const fresh = buildMatch(head, bloodBowl)
    const pre = playOk(fresh, initialState(fresh), weather())
    expect(pre.outcomes).toContainEqual({ _tag: "Note", text: "Home and Away both hired Fink da Fixer: in a league match neither may use them (they keep both fees; options.exhibition says a match is an exhibition)" })
  })

  it("exhibition: both may use him — Home's 5 is Well, When You Put It Like That..., h1 stays", () => {
    const { match, state } = positionOf(hiring([fink], [fink], true), position)
    expect(match.header.teams.map((t) => t.inducements)).toEqual([[fink], [fink]])
    const played = playOk(match, state, argued().list)
    expect(played.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ row: "well-when-you-put-it-like-that" })
    expect(where(played.state, "h1").box).toBe(null)
  })

  it("the named wizard Horatio X. Schottenheim hired by both is a ringer; a Hireling Sports Wizard each is not (a kind of wizard, not a person)", () => {
    expect(buildMatch(hiring([horatio], [horatio]), bloodBowl).header.teams.map((t) => t.inducements)).toEqual([[], []])
    expect(buildMatch(hiring([horatio], [horatio], true), bloodBowl).header.teams.map((t) => t.inducements)).toEqual([[horatio], [horatio]])
    const kinds = buildMatch(hiring([hireling], [hireling]), bloodBowl)
    expect(kinds.ringers).toEqual([])
    expect(kinds.header.teams.map((t) => t.inducements)).toEqual([[hireling], [hireling]])
  })

  it("a named referee both teams hired: in a league neither has him and the match plays on [inducement:biased-referee/jorm-the-ogre]", () => {
    const league = buildMatch(hiring([jorm], [{ ...jorm, name: "jorm the ogre" }]), bloodBowl)
    expect(league.header.teams.map((t) => t.inducements)).toEqual([[], []])
    const pre = play(league, initialState(league), weather())
    expect(pre.violation).toBeNull()
    expect(pre.outcomes).toContainEqual({ _tag: "Note", text: "Home and Away both hired Jorm the Ogre: in a league match neither may use them (they keep both fees; options.exhibition says a match is an exhibition)" })
  })

  it("an exhibition with Jorm the Ogre hired by both: the match plays on, and each team's Jorm watches the other team's unseen fouls [inducement:biased-referee/jorm-the-ogre]", () => {
    const exhibition = buildMatch(hiring([jorm], [jorm], true), bloodBowl)
    expect(play(exhibition, initialState(exhibition), weather()).violation).toBeNull()
    const foul = (fouler: string, victim: string) =>
      new Events().add({ _tag: "ActionDeclared", player: fouler, action: "foul" }).add({ _tag: "FoulCommitted", player: fouler, target: victim }).twoD6(4, 2, "armour", victim)
    const home = positionOf(hiring([jorm], [jorm], true), { team: 0, at: { h1: [10, 7], a1: [11, 7], a4: [20, 3] }, prone: ["a1"] })
    expect(expecting(home.match, playOk(home.match, home.state, foul("h1", "a1").list).state)).toMatchObject({ kind: "roll", for: "biased-referee", team: 1 })
    const away = positionOf(hiring([jorm], [jorm], true), { team: 1, at: { h1: [10, 7], a1: [11, 7], h3: [20, 3] }, prone: ["h1"] })
    expect(expecting(away.match, playOk(away.match, away.state, foul("a1", "h1").list).state)).toMatchObject({ kind: "roll", for: "biased-referee", team: 0 })
  })

  it("not applying: one team's named referee is no ringer, and the other team's fouls alone meet him", () => {
    const one = buildMatch(hiring([jorm], []), bloodBowl)
    expect(one.ringers).toEqual([])
    expect(one.header.teams[0]!.inducements).toEqual([jorm])
    const home = positionOf(hiring([jorm], []), { team: 0, at: { h1: [10, 7], a1: [11, 7], a4: [20, 3] }, prone: ["a1"] })
    const fouled = playOk(home.match, home.state, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" }).add({ _tag: "FoulCommitted", player: "h1", target: "a1" }).twoD6(4, 2, "armour", "a1").list)
    expect(expecting(home.match, fouled.state)).not.toMatchObject({ for: "biased-referee" })
  })
})

import { describe, expect, it } from "vitest"
import type { MatchStarted } from "@sidelines/schema"
import { buildMatch, expecting, hasSkill, initialState, type MatchState } from "@sidelines/engine"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { mayHaveSkill } from "../src/model/match.js"
import { broughtBy, broughtByAnyone, onRoster, onSomeRoster } from "../src/model/in-play.js"
import { IMPLEMENTED_SKILLS } from "../src/model/skills.js"
import { Events, header, player, playOk, positionOf } from "./support/scenario.js"

// What may come into play in a match (model/in-play.ts), worked out once as it is built: the skills
// printed on its rosters, the inducements brought. A rule that looks through every player or team
// asks it first — so a rule that can still arrive during the match must stay on. Each case below
// fails if the table took "not on a roster" or "not in the header" for "not at all".

const head = header(
  [player("h1", { skills: ["Block", "Mighty Blow (+1)"] }), player("h2", { traits: ["Loner (4+)", "Bone Head"] })],
  [player("a1", { skills: ["Dodge"] }), player("a2")]
)

const withInducements = (base: MatchStarted, home: MatchStarted["teams"][number]["inducements"]): MatchStarted => ({
  ...base,
  teams: base.teams.map((team, t) => (t === 0 ? { ...team, inducements: home } : team))
})

describe("the match's table of what may come into play", () => {
  it("answers hasSkill from the roster exactly as the printed skills say, whatever the case the rule spells the name in", () => {
    const match = buildMatch(head, bloodBowl)
    const state = initialState(match)
    match.roster.forEach((entry, i) => {
      for (const skill of IMPLEMENTED_SKILLS) {
        expect(hasSkill(match, state, i, skill), `${entry.id} ${skill}`).toBe(entry.skillIndex.has(skill))
        expect(onRoster(match.inPlay, i, skill.toUpperCase())).toBe(entry.skillIndex.has(skill))
      }
    })
    expect(hasSkill(match, state, match.playerIndex.get("h1")!, "Mighty Blow")).toBe(true)
    expect(hasSkill(match, state, match.playerIndex.get("h2")!, "Loner")).toBe(true)
    expect(hasSkill(match, state, match.playerIndex.get("a2")!, "Dodge")).toBe(false)
  })

  it("a skill first named after the match was built is on none of its rosters; a match built later with it printed has it", () => {
    const before = buildMatch(head, bloodBowl)
    const fresh = `Never Printed Before ${Math.random()}`
    expect(hasSkill(before, initialState(before), 0, fresh)).toBe(false)
    expect(onSomeRoster(before.inPlay, fresh)).toBe(false)
    const later = buildMatch(header([player("h1", { skills: [fresh] })], [player("a1")]), bloodBowl)
    expect(hasSkill(later, initialState(later), 0, fresh)).toBe(true)
    expect(onSomeRoster(later.inPlay, fresh)).toBe(true)
  })

  it("counts each team's inducements by id, entries of the same id added up", () => {
    const match = buildMatch(withInducements(head, [{ id: "bribe", count: 1 }, { id: "wizard", count: 1 }, { id: "bribe", count: 2 }]), bloodBowl)
    expect(broughtBy(match.inPlay, 0, "bribe")).toBe(3)
    expect(broughtBy(match.inPlay, 1, "bribe")).toBe(0)
    expect(broughtByAnyone(match.inPlay, "wizard")).toBe(true)
    expect(broughtByAnyone(match.inPlay, "halfling-hot-pot")).toBe(false)
  })
})

describe("a rule that arrives during the match stays on", () => {
  it("a player who may join (Plague Ridden's Rotter, in the pool) brings his traits into the table from the start", () => {
    const nurgle = header([player("h1", { traits: ["Plague Ridden"] })], [player("a1")])
    const favoured = { ...nurgle, teams: nurgle.teams.map((team, t) => (t === 0 ? { ...team, specialRules: ["Favoured of Nurgle"] } : team)) }
    const match = buildMatch(favoured, bloodBowl)
    // Nobody in the header has Decay; the Rotter who may join has.
    expect(match.roster.some((entry) => entry.pool !== undefined && entry.skillIndex.has("decay"))).toBe(true)
    expect(mayHaveSkill(match, initialState(match), "Decay")).toBe(true)
    const plain = buildMatch(nurgle, bloodBowl)
    expect(mayHaveSkill(plain, initialState(plain), "Decay")).toBe(false)
  })

  it("a skill gained during the match (a prayer, a potion, a card, a star) counts, as does a replacement profile's", () => {
    const match = buildMatch(head, bloodBowl)
    const state = initialState(match)
    expect(mayHaveSkill(match, state, "Pick-me-up")).toBe(false)
    const gainedOn = (gained: MatchState["players"][number]["gained"]): MatchState => ({ ...state, players: state.players.map((p, i) => (i === 3 ? { ...p, gained } : p)) })
    expect(mayHaveSkill(match, gainedOn([{ source: "a test's gain", until: "game", skills: ["Pick-me-up"] }]), "Pick-me-up")).toBe(true)
    expect(mayHaveSkill(match, gainedOn([{ source: "Transmutation", until: "game", skills: [], profile: { ma: 5, st: 1, ag: 2, pa: null, av: 5, skills: ["Pick-me-up"] } }]), "Pick-me-up")).toBe(true)
    expect(mayHaveSkill(match, gainedOn([{ source: "Knuckle Dusters", until: "drive", skills: ["Mighty Blow (+1)"] }]), "Pick-me-up")).toBe(false)
  })

  it("Pick-me-up gained by a standing Away player, on no roster: as Home's turn ends, the prone team-mate in reach rolls [trait:pick-me-up]", () => {
    const plain = header([player("h1"), player("h2")], [player("a1"), player("a2"), player("a3")])
    const { match, state } = positionOf(plain, { team: 0, at: { h1: [5, 5], a1: [15, 7], a2: [17, 7], a3: [24, 7] }, prone: ["a2", "a3"] })
    const a1 = match.playerIndex.get("a1")!
    const ended = () => new Events().add({ _tag: "TurnEnded", team: "home" })
    // Without the trait nobody rolls: Away's turn starts at once.
    expect(expecting(match, playOk(match, state, ended().list).state)).toMatchObject({ kind: "decision", team: 1 })
    const gained: MatchState = { ...state, players: state.players.map((p, i) => (i === a1 ? { ...p, gained: [{ source: "a test's gain", until: "game", skills: ["Pick-me-up"] }] } : p)) }
    expect(expecting(match, playOk(match, gained, ended().list).state)).toMatchObject({ kind: "roll", die: "d6", for: "pick-me-up", player: "a2" })
    const rolled = playOk(match, gained, ended().d6(5, "pick-me-up", "a2").list)
    expect(rolled.rulings.find((r) => r.rule === "Pick-me-up")).toMatchObject({ player: "a2", success: true })
  })
})

import { describe, expect, it } from "vitest"
import type { MatchStarted, Team } from "@sidelines/schema"
import { buildMatch, catalogue, expecting, initialState } from "@sidelines/engine"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { Events, header, play, playOk, player } from "./support/scenario.js"
import { kickOffHeader, kickOffPosition, kickOffRoll, notes } from "./support/kick-off-support.js"

// Death Zone's Other Inducements (rules/other-inducements.ts): who may buy each, and the ones
// folded. Home (team 0) is the team that induces; its roster and special rules vary per test.

type Induced = Team["inducements"]

const withHome = (inducements: Induced, fields: Partial<Team> = {}, head: MatchStarted = header([player("h1"), player("h2")], [player("a1"), player("a2")])): MatchStarted => ({
  ...head,
  teams: [{ ...head.teams[0]!, ...fields, inducements: [...inducements] }, head.teams[1]!]
})

/** The pre-game from the start: each team's fan factor (D3), then the weather (2D6, 7: perfect conditions). */
const preGame = (home: number, away: number) =>
  new Events()
    .add({ _tag: "DiceRolled", die: "d3", faces: [home], for: "fan-factor", team: "home" } as never)
    .add({ _tag: "DiceRolled", die: "d3", faces: [away], for: "fan-factor", team: "away" } as never)
    .twoD6(3, 4, "weather")

const fold = (head: MatchStarted, events = preGame(2, 2)) => {
  const match = buildMatch(head, bloodBowl)
  return { match, played: play(match, initialState(match), events.list) }
}

const NURGLE = { roster: "Nurgle", specialRules: ["Favoured of Nurgle"] }

describe("Death Zone's other inducements are on the Blood Bowl list, each its own catalogue row", () => {
  const ids = ["waaagh-drummer", "cavorting-nurglings", "dwarfen-runesmith", "halfling-hot-pot", "master-of-ballistics", "bottles-of-heady-brew", "team-mascot", "medicinal-unguent", "side-bet"]

  it("the catalogue lists the nine, with Blood Bowl's limits (0-3 Nurglings and Heady Brew, 0-1 the rest)", () => {
    const rows = catalogue().rules.filter((rule) => ids.includes(rule.name))
    expect(rows.map((rule) => rule.id).sort()).toEqual(ids.map((id) => `inducement:${id}`).sort())
    expect(ids.map((id) => bloodBowl.inducements![id])).toEqual([1, 3, 1, 1, 1, 3, 1, 1, 1])
  })

  it("four swarms of Nurglings, or two Team Mascots, are more than allowed; three swarms are not [inducement:cavorting-nurglings] [inducement:team-mascot]", () => {
    expect(fold(withHome([{ id: "cavorting-nurglings", count: 4 }], NURGLE)).played.violation).toMatchObject({ _tag: "RuleViolation", rule: "inducements", message: "Home induce 4 × Cavorting Nurglings; at most 3 may be" })
    expect(fold(withHome([{ id: "team-mascot", count: 1 }, { id: "team-mascot", count: 1 }])).played.violation).toMatchObject({ _tag: "RuleViolation", message: "Home induce 2 × Team Mascot; at most 1 may be" })
    expect(fold(withHome([{ id: "cavorting-nurglings", count: 3 }], NURGLE)).played.violation).toBeNull()
  })
})

describe("who may buy them: a team without the special rule or tier breaks the header", () => {
  const refused = (inducement: string, fields: Partial<Team> = {}) => {
    const { played } = fold(withHome([{ id: inducement, count: 1 }], fields))
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", rule: "inducements", seq: 1 })
    return played.violation!.message
  }
  const accepted = (inducement: string, fields: Partial<Team>) => {
    const { played } = fold(withHome([{ id: inducement, count: 1 }], fields))
    return played.violation
  }

  it("a Waaagh! Drummer only for Badlands Brawl [inducement:waaagh-drummer]", () => {
    expect(refused("waaagh-drummer", { specialRules: ["Old World Classic"] })).toContain("'Badlands Brawl'")
    // Allowed, it is not folded yet: the fold stops by name, not as a broken header.
    expect(accepted("waaagh-drummer", { roster: "Orc", specialRules: ["Badlands Brawl"] })).toMatchObject({ _tag: "Unsupported", feature: "inducement: waaagh-drummer" })
  })

  it("Cavorting Nurglings only for Favoured of Nurgle [inducement:cavorting-nurglings]", () => {
    expect(refused("cavorting-nurglings", { specialRules: ["Favoured of Khorne"] })).toContain("Cavorting Nurglings, which only a team with the 'Favoured of Nurgle' special rule may (their specialRules: Favoured of Khorne)")
    expect(refused("cavorting-nurglings")).toContain("(their specialRules: none)")
    expect(accepted("cavorting-nurglings", NURGLE)).toBeNull()
  })

  it("a Dwarfen Runesmith only for Old World Classic or Worlds Edge Superleague [inducement:dwarfen-runesmith]", () => {
    expect(refused("dwarfen-runesmith", { specialRules: ["Badlands Brawl"] })).toContain("'Old World Classic' or 'Worlds Edge Superleague'")
    expect(accepted("dwarfen-runesmith", { roster: "Dwarf", specialRules: ["World's Edge Superleague"] })?._tag).toBe("Unsupported")
    expect(accepted("dwarfen-runesmith", { specialRules: ["Old World Classic"] })?._tag).toBe("Unsupported")
  })

  it("a Halfling Hot Pot and a Master of Ballistics only for Halfling Thimble Cup or Old World Classic [inducement:halfling-hot-pot] [inducement:master-of-ballistics]", () => {
    for (const id of ["halfling-hot-pot", "master-of-ballistics"]) {
      expect(refused(id, { roster: "Dwarf", specialRules: ["Worlds Edge Superleague"] })).toContain("'Halfling Thimble Cup' or 'Old World Classic'")
      expect(accepted(id, { roster: "Halfling", specialRules: ["Halfling Thimble Cup"] })).toMatchObject({ _tag: "Unsupported", feature: `inducement: ${id}` })
    }
  })

  it("Bottles of Heady Brew only for a Tier 3 roster: Goblin yes, Human no [inducement:bottles-of-heady-brew]", () => {
    expect(refused("bottles-of-heady-brew", { roster: "Human" })).toBe("Home induce Bottles of Heady Brew, which only a Tier 3 team (Gnome, Goblin, Halfling, Ogre, Snotling) may; their roster is Human")
    expect(accepted("bottles-of-heady-brew", { roster: "Goblins" })?._tag).toBe("Unsupported")
  })

  it("a Team Mascot, a Medicinal Unguent and a Side Bet for any team [inducement:team-mascot] [inducement:medicinal-unguent] [inducement:side-bet]", () => {
    for (const id of ["team-mascot", "medicinal-unguent"]) expect(accepted(id, { roster: "Human" })).toMatchObject({ _tag: "Unsupported", feature: `inducement: ${id}` })
    expect(accepted("side-bet", { roster: "Human" })).toBeNull()
  })
})

describe("Cavorting Nurglings: +1 Fan Factor and +1 cheerleader per swarm [inducement:cavorting-nurglings]", () => {
  it("two swarms: Home's fan factor is the D3 (2) + 1 dedicated fan + 2 = 5, explained; Away's is its D3 alone", () => {
    const { played } = fold(withHome([{ id: "cavorting-nurglings", count: 2 }], { ...NURGLE, dedicatedFans: 1 }), preGame(2, 2))
    expect(played.violation).toBeNull()
    const [home, away] = played.rulings.filter((r) => r.rule === "Fan Factor")
    expect(home).toMatchObject({ total: 5, result: "fan factor 5", modifiers: [{ value: 1, source: "dedicated fans" }, { value: 2, source: "2 swarms of Cavorting Nurglings" }] })
    expect(away).toMatchObject({ total: 2, modifiers: [] })
    expect(played.state.teams.map((t) => t.fanFactor)).toEqual([5, 2])
  })

  it("without Nurglings the same rolls give Home fan factor 3", () => {
    const { played } = fold(withHome([], { ...NURGLE, dedicatedFans: 1 }), preGame(2, 2))
    expect(played.state.teams.map((t) => t.fanFactor)).toEqual([3, 2])
  })

  it("Cheering Fans: Home's D6 3 + 1 cheerleader + 1 swarm beats Away's 4 and Home pray to Nuffle", () => {
    const head = kickOffHeader({ home: { cheerleaders: 1 }, homeInducements: [{ id: "cavorting-nurglings", count: 1 }] })
    const nurgle: MatchStarted = { ...head, teams: [{ ...head.teams[0]!, ...NURGLE }, head.teams[1]!] }
    const { match, state } = kickOffPosition(nurgle, { landing: [20, 5] })
    const played = playOk(match, state, kickOffRoll(6).d6(3, "cheering-fans").d6(4, "cheering-fans").roll("d16", [7], "prayers-to-nuffle").list)
    const home = played.rulings.find((r) => r.rule === "Cheering Fans")!
    expect(home).toMatchObject({ total: 5, modifiers: [{ value: 1, source: "cheerleaders" }, { value: 1, source: "Cavorting Nurglings" }] })
    expect(notes(played)).toContain("Cheering Fans: Home win and may roll once on the Prayers to Nuffle table")
  })

  it("a log without the fan-factor roll: the Nurglings still add to the dedicated fans (Officious Ref)", () => {
    const head = kickOffHeader({ homeFans: 1, homeInducements: [{ id: "cavorting-nurglings", count: 3 }] })
    const nurgle: MatchStarted = { ...head, teams: [{ ...head.teams[0]!, ...NURGLE }, head.teams[1]!] }
    const { match, state } = kickOffPosition(nurgle, { landing: [20, 5] })
    const played = playOk(match, state, kickOffRoll(11).d6(1, "officious-ref").d6(4, "officious-ref").add({ _tag: "PlayerDrawn", player: "a1", for: "officious-ref" }).list)
    const home = played.rulings.find((r) => r.rule === "Officious Ref")!
    expect(home.modifiers).toEqual([{ value: 1, source: "dedicated fans (no fan factor was rolled)" }, { value: 3, source: "3 swarms of Cavorting Nurglings" }])
    // Home 1+1+3 = 5 beat Away 4: Away's drawn a1 faces the ref.
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "officious-ref", player: "a1" })
  })
})

describe("Side Bet: not applicable in a match [inducement:side-bet]", () => {
  it("the catalogue says why: only the treasury changes, after the match", () => {
    const row = catalogue().rules.find((rule) => rule.id === "inducement:side-bet")!
    expect(row.implementation).toBe("not-applicable")
    expect(row.source).toContain("post-game")
  })

  it("a team with a Side Bet plays its pre-game as any other: same fan factors, weather and next step", () => {
    const betting = fold(withHome([{ id: "side-bet", count: 1 }]))
    const plain = fold(withHome([]))
    expect(betting.played.violation).toBeNull()
    expect(betting.played.state.teams.map((t) => t.fanFactor)).toEqual(plain.played.state.teams.map((t) => t.fanFactor))
    expect(betting.played.state.weather).toBe(plain.played.state.weather)
    expect(expecting(betting.match, betting.played.state)).toEqual(expecting(plain.match, plain.played.state))
  })
})

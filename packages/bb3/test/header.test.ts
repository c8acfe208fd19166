import { describe, expect, it } from "vitest"
import { buildHeader, readReplay, ROSTER_RULES } from "../src/index.js"
import { board, el, replayStep, replayXml } from "./bbr.js"
import { fragmentXml } from "./match-fragment.js"

describe("the header of a BB3 replay", () => {
  const { header, teamOf, warnings } = buildHeader(readReplay(fragmentXml()))

  it("names the teams, coaches and rosters, home first", () => {
    expect(header.teams.map((team) => [team.id, team.name, team.coach, team.roster])).toEqual([
      ["home", "The Anvils", "Coach A", "Dwarf"],
      ["away", "The Burrowers", "Coach B", "Underworld Denizens"]
    ])
    expect(header.playedAt).toBe("2025-12-22T02:05")
    expect(header.variant).toBe("blood-bowl")
  })

  it("reads characteristics in BB3's order (MA, ST, AG, PA, AV) and splits skills from traits", () => {
    const runner = header.teams[0]!.players[0]!
    expect(runner).toMatchObject({ id: "p1", number: 1, name: "Player 1", ma: 6, st: 3, ag: 3, pa: 4, av: 9, skills: ["Sure Hands", "Thick Skull"], traits: [] })
    const troll = header.teams[1]!.players[1]!
    expect(troll).toMatchObject({ st: 5, ag: 5, pa: null, skills: [], traits: ["Really Stupid", "Regeneration", "Animosity (Underworld Goblin Linemen)"] })
  })

  it("prints valued skills as a roster does and marks a star player hired", () => {
    const star = header.teams[0]!.players[2]!
    expect(star.traits).toEqual(["Loner (4+)"])
    expect(star.hired).toBe("star-player")
    expect(header.teams[1]!.players[0]!.traits).toEqual(["Stunty", "Titchy"])
  })

  it("gives a clashing shirt number the next free one", () => {
    expect(header.teams[1]!.players.map((player) => player.number)).toEqual([1, 2, 3])
  })

  it("knows a Bribe (category 2), a Bloodweiser Keg (1) and the apothecary, and warns of an inducement it cannot name", () => {
    expect(header.teams[0]!.inducements).toEqual([{ id: "bribe", count: 1 }, { id: "bloodweiser-kegs", count: 1 }])
    expect(header.teams[0]!.staff.apothecary).toBe(true)
    expect(header.teams[1]!.staff.apothecary).toBe(false)
    expect(warnings).toEqual(["home: BB3 inducement category 17 (×1) is not known yet, left out of the header"])
  })

  it("warns of a skill it does not know rather than guessing", () => {
    const xml = fragmentXml().replace("<InnateSkillsItem>61</InnateSkillsItem>", "<InnateSkillsItem>9999</InnateSkillsItem>")
    const built = buildHeader(readReplay(xml))
    expect(built.header.teams[0]!.players[0]!.skills).toEqual(["Thick Skull"])
    expect(built.warnings).toContain("player p1: BB3 skill 9999 is not known yet, left out of the roster")
  })

  it("gives a star player his special rule as the skill our rules know, and warns of one it cannot name", () => {
    const rules = (...ids: Array<number>) => `<StarplayerSpecialRule>${ids.map((id) => `<StarplayerSpecialRuleItem>${id}</StarplayerSpecialRuleItem>`).join("")}</StarplayerSpecialRule>`
    // p3 is the fragment's hired star (Contract 3).
    const xml = fragmentXml().replace(/(<Contract>3<\/Contract>)/u, `$1${rules(34, 99)}`)
    const built = buildHeader(readReplay(xml))
    expect(built.header.teams[0]!.players[2]!.skills).toContain("Whirling Dervish")
    expect(buildHeader(readReplay(fragmentXml().replace(/(<Contract>3<\/Contract>)/u, `$1${rules(38)}`))).header.teams[0]!.players[2]!.skills).toContain("Kaboom!")
    expect(built.warnings).toContain("player p3: BB3 star player special rule 99 is not known yet, left out of the roster")
  })

  it("maps each player to his team", () => {
    expect([teamOf.get("p3"), teamOf.get("p39")]).toEqual([0, 1])
  })
})

describe("the teams' special rules in the header", () => {
  /** The header of a replay whose only board has these two teams (race, BB3's special rule codes), one player each. */
  const headerOf = (home: readonly [number, ReadonlyArray<number> | undefined], away: readonly [number, ReadonlyArray<number> | undefined]) => {
    const team = ([race, specialRules]: readonly [number, ReadonlyArray<number> | undefined], id: number) => ({
      race,
      ...(specialRules === undefined ? {} : { specialRules }),
      players: [{ id, data: { number: 1, stats: [6, 3, 3, 4, 9] as const } }]
    })
    return buildHeader(readReplay(replayXml([], [replayStep(1, board(0, [team(home, 1), team(away, 2)]), el("EventMatchStart"))])))
  }

  it("names the rules BB3 records, as the team lists print them: Goblins and Orcs (demo2), Shambling Undead and Underworld Denizens (demo4)", () => {
    const goblinsOrcs = headerOf([6, [1, 2, 22, 19]], [4, [1, 22]])
    expect(goblinsOrcs.header.teams.map((team) => team.specialRules)).toEqual([["Badlands Brawl", "Bribery and Corruption", "Underworld Challenge"], ["Badlands Brawl"]])
    const undead = headerOf([10, [13, 18]], [22, [2, 22, 19]])
    expect(undead.header.teams.map((team) => team.specialRules)).toEqual([["Masters of Undeath", "Sylvanian Spotlight"], ["Bribery and Corruption", "Underworld Challenge"]])
    expect([...goblinsOrcs.warnings, ...undead.warnings]).toEqual([])
  })

  it("reads the codes for a race it cannot name, and the roster's own rules where BB3 writes none: a Dwarf team without codes", () => {
    const built = headerOf([999, [2]], [2, undefined])
    expect(built.header.teams[0]!.roster).toBe("BB3 race 999")
    expect(built.header.teams[0]!.specialRules).toEqual(["Bribery and Corruption"])
    expect(built.header.teams[1]!.specialRules).toEqual(ROSTER_RULES["Dwarf"])
    expect(built.header.teams[1]!.specialRules).toEqual(["Old World Classic", "Worlds Edge Superleague"])
  })

  it("names the Lizardmen's and the Dwarfs' codes with no warning (demo1, demo3)", () => {
    const built = headerOf([5, [22, 12]], [2, [22, 17, 20]])
    expect(built.header.teams.map((team) => team.specialRules)).toEqual([["Lustrian Superleague"], ["Old World Classic", "Worlds Edge Superleague"]])
    expect(built.warnings).toEqual([])
  })

  it("takes a code read by the names' order only for a roster whose list has its rule: elsewhere it is warned of, not written", () => {
    const built = headerOf([4, [1, 22, 20]], [999, [13]])
    expect(built.header.teams.map((team) => team.specialRules)).toEqual([["Badlands Brawl"], undefined])
    expect(built.warnings).toEqual(["home: BB3 team special rule 20 is not known yet, left out of the header", "away: BB3 team special rule 13 is not known yet, left out of the header"])
  })

  it("warns of a code it does not know (the Chaos Renegades' chosen Favoured of…) and writes no specialRules for a team with none", () => {
    const built = headerOf([1001, [22, 4]], [999, []])
    expect(built.header.teams.map((team) => team.specialRules)).toEqual([undefined, undefined])
    expect(built.warnings).toEqual(["home: BB3 team special rule 4 is not known yet, left out of the header"])
  })
})

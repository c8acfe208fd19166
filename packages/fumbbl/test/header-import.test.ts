import { foldImported } from "./fold-imported.js"
import { describe, expect, it } from "vitest"
import { importReplay } from "../src/index.js"
import type { FfbReplay } from "../src/replay.js"
import { command, ffbPlayer, ffbTeam, matchStart, replay, report, teams } from "./ffb-shapes.js"

/**
 * The header from FFB's BB2020 team records (written for these tests, shaped like FFB's JSON):
 * inducements under FFB's BB2020 InducementType names, and advances' characteristic increases,
 * which FFB lists among the skills and has already added to the stored characteristics.
 */
const withInducements = (ffb: FfbReplay, inducementArray: ReadonlyArray<{ inducementType: string; value: number }>): FfbReplay =>
  ({ ...ffb, game: { ...ffb.game, turnDataHome: { inducementSet: { inducementArray } } } }) as FfbReplay

describe("the header from FFB's BB2020 team records", () => {
  it("reads FFB's bloodweiserBabes as the Bloodweiser Kegs, which the engine folds [ffb:inducement/bloodweiserBabes]", () => {
    const match = importReplay(withInducements(replay(matchStart()), [{ inducementType: "bloodweiserBabes", value: 2 }]))
    expect(match.header.teams[0]!.inducements).toEqual([{ id: "bloodweiser-kegs", count: 2 }])
    expect(match.stopped).toBeNull()
    foldImported(match)
  })

  it("reads FFB's weatherMage as the Weather Mage, and leaves out what comes with a special rule or a star (briberyAndCorruption, bugmansXXXXXX) [ffb:inducement/weatherMage] [ffb:inducement/briberyAndCorruption] [ffb:inducement/bugmansXXXXXX]", () => {
    const match = importReplay(withInducements(replay(matchStart()), [{ inducementType: "weatherMage", value: 1 }, { inducementType: "briberyAndCorruption", value: 1 }, { inducementType: "bugmansXXXXXX", value: 1 }]))
    expect(match.header.teams[0]!.inducements).toEqual([{ id: "weather-mage", count: 1 }])
    foldImported(match)
  })

  it("lists FFB's Infamous Coaching Staff, Josef Bugman (a player of type Infamous Staff, who plays), among the players and as the engine's infamous-coaching-staff under his name [ffb:inducement/infamousStaff]", () => {
    const { home } = teams()
    const bugman = ffbPlayer("T-HOMEI1", 5, { playerName: "Josef Bugman", positionId: "bugman", playerType: "Infamous Staff", movement: 5, passing: 6, skillArray: ["Bugman's XXXXXX", "Keen Player", "Loner", "Tackle", "Thick Skull", "Wrestle"], skillValuesMap: { Loner: "5" } })
    const roster = { ...home.roster!, positionArray: [...home.roster!.positionArray!, { positionId: "bugman", positionName: "Josef Bugman", skillArray: [], skillValues: [] }] }
    const staffed = ffbTeam("T-HOME", "homecoach", [...home.playerArray, bugman], { roster })
    const match = importReplay(withInducements(replay(matchStart(), "BB2020", { home: staffed }), [{ inducementType: "infamousStaff", value: 1 }, { inducementType: "bugmansXXXXXX", value: 1 }]))
    expect(match.header.teams[0]!.inducements).toEqual([{ id: "infamous-coaching-staff", count: 1, name: "Josef Bugman" }])
    const listed = match.header.teams[0]!.players.find((p) => p.id === "T-HOMEI1")!
    expect(listed.position).toBe("Josef Bugman")
    expect([...listed.skills, ...listed.traits].sort()).toEqual(["Bugman's XXXXXX", "Keen Player", "Loner (5+)", "Tackle", "Thick Skull", "Wrestle"])
    foldImported(match)
  })

  it("writes nothing for FFB's notices, as the half starts, of the Extra Team Training and Wandering Apothecaries bought (inducement reports): the engine adds them from the header [ffb:report/inducement]", () => {
    const start = matchStart()
    const notices = [report("inducement", { teamId: "T-HOME", inducementType: "extraTeamTraining", value: 1 }), report("inducement", { teamId: "T-AWAY", inducementType: "wanderingApothecaries", value: 1 })]
    const halfStart = command([...start[4]!.reportList!.reports!, ...notices], start[4]!.modelChangeList!.modelChangeArray!.map((c) => (c.modelChangeId === "turnDataSetReRolls" && c.modelChangeKey === "home" ? { ...c, modelChangeValue: 3 } : c)))
    const bought = (ffb: FfbReplay): FfbReplay => ({ ...ffb, game: { ...ffb.game, turnDataHome: { inducementSet: { inducementArray: [{ inducementType: "extraTeamTraining", value: 1 }] } }, turnDataAway: { inducementSet: { inducementArray: [{ inducementType: "wanderingApothecaries", value: 1 }] } } } }) as FfbReplay
    const match = importReplay(bought(replay([...start.slice(0, 4), halfStart, ...start.slice(5)])))
    expect(match.stopped).toBeNull()
    expect(match.events.map(({ seq: _seq, ...e }) => e)).toEqual(importReplay(bought(replay(start))).events.map(({ seq: _seq, ...e }) => e))
    const { state } = foldImported(match)
    expect([state.teams[0]!.rerolls, state.teams[1]!.apothecaries]).toEqual([3, 2])
  })

  it("keeps FFB's stored characteristics, which include an advance's +MA, +ST, +AG, +PA and +AV, and lists none of them as a skill [ffb:skill/MovementIncrease] [ffb:skill/AgilityIncrease] [ffb:skill/PassingIncrease]", () => {
    // A Lineman (MA 6, ST 3, AG 3+, PA 4+, AV 9+) with every increase: FFB stores MA 7, ST 4, AG 2+, PA 3+, AV 10+.
    const improved = ffbPlayer("a1", 1, { movement: 7, strength: 4, agility: 2, passing: 3, armour: 10, skillArray: ["Block", "+MA", "+ST", "+AG", "+PA", "+AV"] })
    const away = ffbTeam("T-AWAY", "awaycoach", [improved, ffbPlayer("a2", 2), ffbPlayer("a3", 3), ffbPlayer("a4", 4)])
    const match = importReplay(replay(matchStart(), "BB2020", { away }))
    expect(match.header.teams[1]!.players[0]).toMatchObject({ ma: 7, st: 4, ag: 2, pa: 3, av: 10, skills: ["Block"], traits: [] })
    foldImported(match)
  })
})

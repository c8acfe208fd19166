import { foldImported } from "./fold-imported.js"
import { gzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { decodeLogText, encodeLog, type MatchEvent } from "@sidelines/schema"
import { buildHeader, casualtyRow, d8Face, FfbImportError, importReplay, inducementId, importReplayBytes, printSkill, stepFrom } from "../src/index.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, moveTo, replay, report } from "./ffb-shapes.js"

/** The events without their seq, for comparing shapes. */
const shapes = (events: ReadonlyArray<MatchEvent>) => events.map(({ seq: _seq, ...rest }) => rest)

/** Imports hand-made commands and checks the log decodes with our schema. */
const imported = (commands: Parameters<typeof replay>[0]) => {
  const match = importReplay(replay(commands))
  const log = decodeLogText(encodeLog(match.header, match.events))
  expect(log.errors).toEqual([])
  return match
}

describe("directions and squares", () => {
  it("writes FFB's compass direction as the face of our D8 template that points the same way", () => {
    expect(d8Face("North", null)).toBe(2)
    expect(d8Face("Southeast", null)).toBe(8)
    expect(d8Face("West", null)).toBe(4)
    expect(d8Face("Northwest", null)).toBe(1)
    // Without a name, FFB's own face is read on FFB's clockwise template: 5 is South, our 7.
    expect(d8Face(undefined, 5)).toBe(7)
    expect(d8Face("Nowhere", null)).toBeNull()
  })

  it("steps along a direction (y grows downwards, as on FFB's field)", () => {
    expect(stepFrom([10, 5], "South", 2)).toEqual([10, 7])
    expect(stepFrom([10, 5], "Northeast", -1)).toEqual([9, 6])
  })
})

describe("rules version", () => {
  it.each([
    ["BB2016", /BB2016 rules; only BB2020/],
    ["BB2025", /BB2025 rules; only BB2020/]
  ])("refuses a %s replay, naming its version", (version, message) => {
    expect(() => importReplay(replay([], version))).toThrow(FfbImportError)
    expect(() => importReplay(replay([], version))).toThrow(message)
  })

  it("refuses a replay that names no rules version", () => {
    expect(() => importReplay(replay([], null))).toThrow(/names no rules version/)
  })

  it("reads gzip and plain JSON bytes alike, and refuses bytes that are neither", () => {
    const json = Buffer.from(JSON.stringify(replay(matchStart())))
    expect(importReplayBytes(gzipSync(json)).events).toEqual(importReplayBytes(json).events)
    expect(() => importReplayBytes(Buffer.from("{not json"))).toThrow(/not valid JSON/)
    expect(() => importReplayBytes(Buffer.from("[1]"))).toThrow("the replay: expected a JSON object, found an array")
    expect(() => importReplayBytes(Buffer.from("{}"))).toThrow("game: expected an object (the match's final state), found nothing")
  })
})

describe("the header", () => {
  it("puts the home team first and names where the match came from", () => {
    const { header } = buildHeader(replay(matchStart()))
    expect(header.teams.map((team) => team.id)).toEqual(["T-HOME", "T-AWAY"])
    expect(header.source).toEqual({ program: "sidelines import fumbbl", version: "0.1.0", ref: "fumbbl:replay/4242" })
    expect(header.playedAt).toBe("2024-01-02T20:00:00.000")
    expect(header.teams[0]).toMatchObject({ coach: "homecoach", rerolls: 2, dedicatedFans: 1, staff: { apothecary: true, assistantCoaches: 0, cheerleaders: 0 } })
  })

  it("writes stats as target numbers, PA 0 as no passing, and skills with their printed values, traits apart", () => {
    const home = ffbTeam("T-HOME", "c", [
      ffbPlayer("p1", 1, { positionId: "ogre", agility: 4, passing: 0, armour: 10, skillArray: ["Loner", "Bone Head", "Mighty Blow", "Side Step"] })
    ])
    const { header } = buildHeader(replay([], "BB2020", { home }))
    expect(header.teams[0]!.players[0]).toEqual({
      id: "p1", number: 1, name: "Player p1", position: "Ogre", ma: 6, st: 3, ag: 4, pa: null, av: 10,
      skills: ["Mighty Blow (+1)", "Sidestep"],
      traits: ["Loner (4+)", "Bone Head"]
    })
    expect(printSkill("Dirty Player", "2")).toBe("Dirty Player (+2)")
  })

  it("prints Animosity the rulebook's way: FFB's position id becomes the position's name, All all team-mates", () => {
    const home = ffbTeam("T-HOME", "c", [
      ffbPlayer("p1", 1, { positionId: "ogre", skillArray: ["Animosity"], skillValuesMap: { Animosity: "lineman" } }),
      ffbPlayer("p2", 2, { skillArray: ["Animosity"], skillValuesMap: { Animosity: "All" } })
    ])
    const { header } = buildHeader(replay([], "BB2020", { home }))
    expect(header.teams[0]!.players.map((p) => p.traits)).toEqual([["Animosity (Lineman)"], ["Animosity (all team-mates)"]])
  })

  it("rebuilds the starting roster: hired players marked, late joiners and absentees left out [ffb:playerState/MISSING]", () => {
    const home = ffbTeam("T-HOME", "c", [
      ffbPlayer("p1", 1),
      ffbPlayer("star", 2, { playerType: "Star" }),
      ffbPlayer("merc", 3, { playerType: "Mercenary" }),
      ffbPlayer("jm", 4, { playerStatus: "journeyman" }),
      ffbPlayer("zombie", 5, { playerType: "RaisedFromDead" }),
      ffbPlayer("hurt", 6, { recoveringInjury: "Seriously Hurt (MNG)" })
    ])
    const { header, leftOut } = buildHeader(replay([], "BB2020", { home }))
    expect(header.teams[0]!.players.map((p) => [p.id, p.hired ?? null])).toEqual([["p1", null], ["star", "star-player"], ["merc", "mercenary"], ["jm", "journeyman"]])
    expect([...leftOut.keys()]).toEqual(["zombie", "hurt"])
  })

  it("takes the team re-rolls FFB sets when the first half starts [ffb:modelChange/turnDataSetReRolls]", () => {
    const commands = [command([], [change("turnDataSetReRolls", "home", 4), change("turnDataSetReRolls", "away", 1)])]
    const { header } = buildHeader(replay(commands))
    expect(header.teams.map((team) => team.rerolls)).toEqual([4, 1])
  })

  it("keeps re-rolls bought as Extra Team Training out of the roster's: the engine adds them from the inducement [ffb:inducement/extraTeamTraining]", () => {
    const commands = [command([], [change("turnDataSetReRolls", "home", 4), change("turnDataSetReRolls", "away", 1)])]
    const ffb = replay(commands)
    const withTraining = { ...ffb, game: { ...ffb.game, turnDataHome: { inducementSet: { inducementArray: [{ inducementType: "extraTeamTraining", value: 1 }] } } } } as typeof ffb
    const { header } = buildHeader(withTraining)
    expect(header.teams.map((team) => team.rerolls)).toEqual([3, 1])
    expect(header.teams[0]!.inducements).toEqual([{ id: "extra-team-training", count: 1 }])
  })
})

describe("inducement ids", () => {
  it("names FFB's BB2020 inducement keys by the ids the engine folds [ffb:inducement/tempCheerleader] [ffb:inducement/partTimeCoach] [ffb:inducement/halflingMasterChef] [ffb:inducement/wanderingApothecaries]", () => {
    expect(["tempCheerleader", "partTimeCoach", "halflingMasterChef", "masterChef", "bloodweiserKegs", "wanderingApothecaries", "biasedRef"].map(inducementId))
      .toEqual(["temp-agency-cheerleaders", "part-time-assistant-coaches", "halfling-master-chef", "halfling-master-chef", "bloodweiser-kegs", "wandering-apothecary", "biased-referee"])
  })
})

describe("the pre-game, set-up and kick-off", () => {
  it("converts fans, weather, toss, both set-ups and the kick in the order the rules take them [ffb:report/fanFactor] [ffb:report/weather] [ffb:report/coinThrow] [ffb:report/receiveChoice] [ffb:report/kickoffResult] [ffb:turnMode/kickoff] [ffb:kickoff/TIME_OUT] [ffb:playerState/STANDING] [ffb:report/catchRoll]", () => {
    const match = imported(matchStart())
    expect(match.stopped).toBeNull()
    expect(shapes(match.events)).toEqual([
      { _tag: "DiceRolled", die: "d3", faces: [2], for: "fan-factor", team: "T-HOME" },
      { _tag: "DiceRolled", die: "d3", faces: [3], for: "fan-factor", team: "T-AWAY" },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 4], for: "weather", claimed: { result: "perfect-conditions" } },
      { _tag: "CoinTossCalled", team: "T-AWAY", call: "heads" },
      { _tag: "DiceRolled", die: "coin", faces: [2], for: "coin-toss" },
      { _tag: "KickOrReceiveChosen", team: "T-HOME", choice: "kick" },
      { _tag: "PlayerPlaced", player: "h1", at: [12, 6] },
      { _tag: "PlayerPlaced", player: "h2", at: [12, 7] },
      { _tag: "PlayerPlaced", player: "h3", at: [12, 8] },
      { _tag: "PlayerPlaced", player: "h4", at: [8, 7] },
      { _tag: "SetupEnded", team: "T-HOME" },
      { _tag: "PlayerPlaced", player: "a1", at: [13, 6] },
      { _tag: "PlayerPlaced", player: "a2", at: [18, 7] },
      { _tag: "PlayerPlaced", player: "a3", at: [13, 8] },
      { _tag: "PlayerPlaced", player: "a4", at: [13, 7] },
      { _tag: "SetupEnded", team: "T-AWAY" },
      // The square aimed at is the end minus the deviation; FFB's South (its face 5) is our face 7.
      { _tag: "KickAimed", player: "h4", at: [18, 6] },
      { _tag: "DiceRolled", die: "d8", faces: [7], for: "kick-deviation-direction" },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "kick-deviation-distance" },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 1], for: "kick-off-event", claimed: { result: "time-out" } },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "catch", player: "a2", claimed: { success: true, target: 4 } }
    ])
    expect(match.eventCommands).toHaveLength(match.events.length)
  })

  it("takes a player back off the pitch during set-up as a placement to the reserves [ffb:turnMode/setup]", () => {
    const commands = [
      command([], [change("gameSetTurnMode", null, "setup")]),
      command([], [change("fieldModelSetPlayerCoordinate", "h1", [10, 5])]),
      command([], [change("fieldModelSetPlayerCoordinate", "h1", [-1, 0])]),
      // A player never on the pitch being tidied in the dugout is nothing to the rules.
      command([], [change("fieldModelSetPlayerCoordinate", "h2", [-1, 1])])
    ]
    expect(shapes(imported(commands).events)).toEqual([
      { _tag: "PlayerPlaced", player: "h1", at: [10, 5] },
      { _tag: "PlayerPlaced", player: "h1", at: null }
    ])
  })
})

describe("team turns", () => {
  const afterStart = (...commands: Parameters<typeof replay>[0]) => {
    const start = matchStart()
    const match = imported([...start, ...commands])
    const before = importReplay(replay(start)).events.length
    return shapes(match.events.slice(before))
  }

  it("writes a move step by step with its dodge claimed, and ends the action and the turn the coach ended [ffb:report/dodgeRoll]", () => {
    expect(afterStart(
      activate("a1", "move"),
      moveTo("a1", [14, 6]),
      command([report("dodgeRoll", { playerId: "a1", successful: true, roll: 5, minimumRoll: 4, reRolled: false })]),
      moveTo("a1", [15, 5]),
      deselect("a1"),
      endTurn("home", 1)
    )).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "move" },
      { _tag: "PlayerMoved", player: "a1", to: [14, 6] },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "dodge", player: "a1", claimed: { success: true, target: 4 } },
      { _tag: "PlayerMoved", player: "a1", to: [15, 5] },
      { _tag: "ActionEnded", player: "a1" },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
  })

  it("leaves out a player selected and deselected without acting [ffb:playerAction/move]", () => {
    expect(afterStart(activate("a3", "move"), deselect("a3", true), endTurn("home", 1))).toEqual([{ _tag: "TurnEnded", team: "T-AWAY" }])
  })

  it("writes no TurnEnded after a turnover: a failed dodge, the re-roll, the fall [ffb:report/reRoll]", () => {
    expect(afterStart(
      activate("a1", "move"),
      moveTo("a1", [14, 6]),
      command([
        report("dodgeRoll", { playerId: "a1", successful: false, roll: 1, minimumRoll: 4, reRolled: false }),
        report("reRoll", { playerId: "a1", reRollSource: "Team ReRoll", successful: false, roll: 0 }),
        report("dodgeRoll", { playerId: "a1", successful: false, roll: 2, minimumRoll: 4, reRolled: true })
      ]),
      command([report("injury", { defenderId: "a1", injuryType: "dropDodge", armorBroken: false, armorRoll: [2, 3], injuryRoll: null, casualtyRoll: null, injury: 3 })], [change("fieldModelSetPlayerState", "a1", 3)]),
      deselect("a1"),
      endTurn("home", 1)
    )).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "move" },
      { _tag: "PlayerMoved", player: "a1", to: [14, 6] },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "dodge", player: "a1", claimed: { success: false, target: 4 } },
      { _tag: "RerollUsed", team: "T-AWAY", source: "team-reroll" },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "dodge", player: "a1", claimed: { success: false, target: 4 } },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "armour", player: "a1", claimed: { result: "not-broken" } }
    ])
  })

  it("writes a block: the dice once (FFB shows them again to a choosing defender), the choice, the push and the follow-up [ffb:report/injury]", () => {
    expect(afterStart(
      activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [1, 6] })]),
      command([report("blockRoll", { choosingTeamId: "T-HOME", blockRoll: [1, 6] })]),
      command([report("blockChoice", { nrOfDice: -2, blockRoll: [1, 6], diceIndex: 1, blockResult: "POW", defenderId: "h2" })]),
      moveTo("h2", [11, 7]),
      moveTo("a4", [12, 7]),
      command([report("injury", { defenderId: "h2", injuryType: "block", armorBroken: true, armorRoll: [5, 5], injuryRoll: [4, 5], casualtyRoll: null, injury: 5, attackerId: "a4" })]),
      command([report("apothecaryRoll", { playerId: "h2", casualtyRoll: null, playerState: null })]),
      deselect("a4")
    )).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "block" },
      { _tag: "BlockThrown", player: "a4", target: "h2" },
      { _tag: "DiceRolled", die: "block", faces: [1, 6], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 6 },
      { _tag: "PushChosen", player: "h2", to: [11, 7] },
      { _tag: "FollowUpChosen", player: "a4", follow: true },
      { _tag: "DiceRolled", die: "2d6", faces: [5, 5], for: "armour", player: "h2", claimed: { result: "broken" } },
      { _tag: "DiceRolled", die: "2d6", faces: [4, 5], for: "injury", player: "h2", claimed: { result: "ko" } },
      { _tag: "ApothecaryDeclined", team: "T-HOME", player: "h2" }
    ])
  })

  it("names the Blitz target FFB selects after the declaration, and writes a push into the crowd as null [ffb:report/block] [ffb:modelChange/fieldModelRemovePlayer]", () => {
    expect(afterStart(
      activate("a1", "blitzMove"),
      command([report("selectBlitzTarget", { attackerId: "a1", defenderId: "h1" })]),
      command([report("block", { defenderId: "h1" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3] })]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [3], diceIndex: 0, blockResult: "PUSHBACK", defenderId: "h1" })]),
      command([report("pushback", { defenderId: "h1", pushbackMode: "regular" })], [change("fieldModelRemovePlayer", "h1", [12, 6])]),
      command([report("injury", { defenderId: "h1", injuryType: "crowdpush", armorBroken: true, armorRoll: null, injuryRoll: [6, 6], casualtyRoll: [14, 5], seriousInjury: "Neck Injury (-AG)", injury: 7 })])
    ).slice(0, 8)).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "blitz", target: "h1" },
      { _tag: "BlockThrown", player: "a1", target: "h1" },
      { _tag: "DiceRolled", die: "block", faces: [3], for: "block", player: "a1" },
      { _tag: "BlockDieChosen", face: 3 },
      { _tag: "PushChosen", player: "h1", to: null },
      { _tag: "FollowUpChosen", player: "a1", follow: false },
      { _tag: "DiceRolled", die: "2d6", faces: [6, 6], for: "injury", player: "h1", claimed: { result: "casualty" } },
      { _tag: "DiceRolled", die: "d16", faces: [14], for: "casualty", player: "h1", claimed: { result: "lasting-injury" } }
    ])
  })

  it("ends neither the action nor the turn when the ball carrier stands in the opposing end zone: the rules end both [ffb:modelChange/fieldModelSetBallCoordinate]", () => {
    const events = afterStart(
      activate("a2", "move"),
      command([], [change("fieldModelSetPlayerCoordinate", "a2", [0, 7]), change("fieldModelSetBallCoordinate", null, [0, 7])]),
      deselect("a2"),
      endTurn("home", 1, "a2")
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a2", action: "move" },
      { _tag: "PlayerMoved", player: "a2", to: [0, 7] }
    ])
  })

  it("at a report it cannot convert, keeps what came before and ends the match with FFB's model as an unchecked stretch, saying why", () => {
    const match = importReplay(replay([...matchStart(), command([report("somethingNew", { roll: 3 })])]))
    expect(match.stopped).toMatchObject({ command: matchStart().length, reason: 'FFB report "somethingNew" is not converted yet' })
    const before = importReplay(replay(matchStart())).events
    expect(match.events.slice(0, before.length)).toEqual(before)
    // No team turn starts after it in this replay: the stretch runs to the end, and the match is over as FFB left it.
    expect(match.events.slice(before.length)).toMatchObject([{ _tag: "UncheckedStretch", reason: 'FFB report "somethingNew" is not converted yet', skipped: 1, score: [0, 0], ball: { at: [18, 7], carrier: "a2" } }])
    expect(match.events.at(-1)).not.toHaveProperty("team")
    expect(match.stretches).toEqual([{ seq: before.length + 1, fromCommand: matchStart().length, toCommand: matchStart().length, source: `FFB command ${matchStart().length}`, reason: 'FFB report "somethingNew" is not converted yet', skipped: 1 }])
  })

  it("stops when a player FFB added during the match takes part", () => {
    const home = ffbTeam("T-HOME", "homecoach", [ffbPlayer("h1", 1), ffbPlayer("h2", 2), ffbPlayer("h3", 3), ffbPlayer("h4", 4), ffbPlayer("z", 5, { playerType: "RaisedFromDead" })])
    const match = importReplay(replay([command([report("catchRoll", { playerId: "z", successful: true, roll: 5, minimumRoll: 3 })])], "BB2020", { home }))
    expect(match.stopped?.reason).toMatch(/player z was raised from the dead during the match/)
  })
})

describe("injury tables", () => {
  it("reads FFB's casualty results as rows of our casualty table [ffb:report/blockChoice]", () => {
    expect(casualtyRow(6, null)).toBe("badly-hurt")
    expect(casualtyRow(7, "Seriously Hurt (MNG)")).toBe("seriously-hurt")
    expect(casualtyRow(7, "Serious Injury (NI)")).toBe("serious-injury")
    expect(casualtyRow(7, "Smashed Knee (-MA)")).toBe("lasting-injury")
    expect(casualtyRow(8, "Dead (RIP)")).toBe("dead")
    expect(casualtyRow(5, null)).toBeNull()
  })
})

describe("the Mortuary Assistant and the Plague Doctor", () => {
  /** The match start, then away's a4 blocks home's h2 (POW, pushed to (11, 7)); home's team and inducements as given. */
  const blocked = (homeFields: Partial<Parameters<typeof ffbTeam>[3]>, inducementType: string, ...after: Parameters<typeof replay>[0]) => {
    const home = ffbTeam("T-HOME", "homecoach", [ffbPlayer("h1", 1), ffbPlayer("h2", 2, { skillArray: ["Regeneration"] }), ffbPlayer("h3", 3), ffbPlayer("h4", 4)], { apothecaries: 0, ...homeFields })
    const start = matchStart()
    const block = [
      activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [6] })]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [6], diceIndex: 0, blockResult: "POW", defenderId: "h2" })]),
      moveTo("h2", [11, 7])
    ]
    const withStaff = (commands: Parameters<typeof replay>[0]) => {
      const ffb = replay(commands, "BB2020", { home })
      return { ...ffb, game: { ...ffb.game, turnDataHome: { inducementSet: { inducementArray: [{ inducementType, value: 1 }] } } } } as typeof ffb
    }
    const match = importReplay(withStaff([...start, ...block, ...after]))
    expect(decodeLogText(encodeLog(match.header, match.events)).errors).toEqual([])
    // The engine folds what was converted, staff and all.
    if (match.stopped === null) foldImported(match)
    const before = importReplay(withStaff([...start, ...block])).events.length
    return { match, events: shapes(match.events.slice(before)) }
  }

  it("the header names the team's special rules as printed (FFB's SYLVANIAN_SPOTLIGHT → Sylvanian Spotlight)", () => {
    const { match } = blocked({ race: "Necromantic Horror", specialRules: ["SYLVANIAN_SPOTLIGHT", "MASTERS_OF_UNDEATH"] }, "mortuaryAssistant")
    expect(match.header.teams[0]).toMatchObject({ specialRules: ["Sylvanian Spotlight", "Masters of Undeath"], inducements: [{ id: "mortuary-assistant", count: 1 }] })
    expect(match.header.teams[1]!.specialRules).toBeUndefined()
  })

  it("a failed Regeneration roll, FFB's Mortuary Assistant report, the second roll: InducementUsed between the two regeneration D6 [ffb:report/regenerationRoll] [ffb:inducement/mortuaryAssistant]", () => {
    const { events } = blocked({ specialRules: ["SYLVANIAN_SPOTLIGHT"] }, "mortuaryAssistant",
      command([report("injury", { defenderId: "h2", injuryType: "block", armorBroken: true, armorRoll: [5, 5], injuryRoll: [5, 5], casualtyRoll: [11, 1], seriousInjury: "Serious Injury (NI)", injury: 7, attackerId: "a4" })]),
      command([report("regenerationRoll", { playerId: "h2", successful: false, roll: 2, minimumRoll: 4, reRolled: false })]),
      command([report("inducement", { teamId: "T-HOME", inducementType: "mortuaryAssistant", value: 0 }), report("regenerationRoll", { playerId: "h2", successful: true, roll: 5, minimumRoll: 4, reRolled: false })])
    )
    const at = events.findIndex((e) => e._tag === "InducementUsed")
    expect(events.slice(at - 1, at + 2)).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "regeneration", player: "h2", claimed: { success: false, target: 4 } },
      { _tag: "InducementUsed", team: "T-HOME", inducement: "mortuary-assistant", player: "h2" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "regeneration", player: "h2", claimed: { success: true, target: 4 } }
    ])
  })

  it("a KO treated where the team has no apothecary but a Plague Doctor is the doctor's InducementUsed; a team with an apothecary left uses that [ffb:report/apothecaryRoll]", () => {
    const ko = command([report("injury", { defenderId: "h2", injuryType: "block", armorBroken: true, armorRoll: [5, 5], injuryRoll: [4, 5], casualtyRoll: null, injury: 5, attackerId: "a4" })])
    const treated = command([report("apothecaryChoice", { playerId: "h2", playerState: 4 })])
    const doctor = blocked({ race: "Nurgle", specialRules: ["FAVOURED_OF_NURGLE"] }, "plagueDoctor", ko, treated).events
    expect(doctor.at(-1)).toEqual({ _tag: "InducementUsed", team: "T-HOME", inducement: "plague-doctor", player: "h2" })
    const apothecary = blocked({ race: "Chaos Chosen", apothecaries: 1, specialRules: ["FAVOURED_OF_NURGLE"] }, "plagueDoctor", ko, treated).events
    expect(apothecary.at(-1)).toEqual({ _tag: "ApothecaryUsed", team: "T-HOME", player: "h2" })
    const declined = blocked({ race: "Nurgle", specialRules: ["FAVOURED_OF_NURGLE"] }, "plagueDoctor", ko, command([report("apothecaryRoll", { playerId: "h2", casualtyRoll: null, playerState: null })])).events
    expect(declined.at(-1)).toEqual({ _tag: "ChoiceDeclined", team: "T-HOME", choice: "plague-doctor" })
  })

  it("an inducement report FFB's BB2020 does not write still stops the import", () => {
    const { match } = blocked({}, "mortuaryAssistant", command([report("inducement", { teamId: "T-HOME", inducementType: "bloodweiserBabes", value: 1 })]))
    expect(match.stopped?.reason).toMatch(/"inducement" \(bloodweiserBabes\) is not converted yet/)
  })
})

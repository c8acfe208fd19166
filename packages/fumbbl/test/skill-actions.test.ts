import { foldImported as folded } from "./fold-imported.js"
import { describe, expect, it } from "vitest"
import { decodeLogText, encodeLog, type MatchEvent } from "@sidelines/schema"
import { importReplay } from "../src/index.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, moveTo, replay, report } from "./ffb-shapes.js"

/**
 * FFB-shaped fragments (written for these tests, shaped like FFB's BB2020 reports) for the
 * skills FFB plays as a kind of block or with a report of their own, converted and then folded
 * by the engine from the kick-off on.
 */
const shapes = (events: ReadonlyArray<MatchEvent>) => events.map(({ seq: _seq, ...rest }) => rest)

/** The away team with a skill or trait on some players (a1–a4 as in ffb-shapes). */
const awayWith = (skills: Readonly<Record<string, ReadonlyArray<string>>>) =>
  ffbTeam("T-AWAY", "awaycoach", ["a1", "a2", "a3", "a4"].map((id, i) => ffbPlayer(id, i + 1, { skillArray: [...(skills[id] ?? [])] })))

/** Converts matchStart + the fragment, checks the log decodes, folds it all and returns the fragment's events. */
const convertAndFold = (skills: Readonly<Record<string, ReadonlyArray<string>>>, ...fragment: Parameters<typeof replay>[0]) => {
  const start = matchStart()
  const match = importReplay(replay([...start, ...fragment], "BB2020", { away: awayWith(skills) }))
  expect(match.stopped).toBeNull()
  const log = decodeLogText(encodeLog(match.header, match.events))
  expect(log.errors).toEqual([])
  const { state, engine } = folded(match)
  const before = importReplay(replay(start, "BB2020", { away: awayWith(skills) })).events.length
  return { events: shapes(match.events.slice(before)), state, engine, warnings: match.warnings }
}

const injury = (defenderId: string, injuryType: string, armorRoll: [number, number], armorBroken: boolean, injuryRoll: [number, number] | null = null, state: number | null = null) =>
  report("injury", { defenderId, injuryType, armorBroken, armorRoll, injuryRoll, casualtyRoll: null, injury: state, attackerId: "a4" })

describe("Chainsaw from FFB", () => {
  it("writes FFB's block with a chainsaw roll as a chainsaw action at the defender FFB set, then the roll and the armour [trait:chainsaw] [ffb:report/chainsawRoll]", () => {
    const { events } = convertAndFold(
      { a4: ["Chainsaw"] },
      activate("a4", "block"),
      command([], [change("gameSetDefenderId", "h2", null)]),
      command([report("chainsawRoll", { playerId: "a4", successful: true, roll: 4, minimumRoll: 2, reRolled: false })]),
      command([injury("h2", "chainsaw", [4, 3], true, [3, 4], 4)], [change("fieldModelSetPlayerState", "h2", 4)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "chainsaw", target: "h2" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "chainsaw", player: "a4", claimed: { success: true, target: 2 } },
      { _tag: "DiceRolled", die: "2d6", faces: [4, 3], for: "armour", player: "h2", claimed: { result: "broken" } },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 4], for: "injury", player: "h2", claimed: { result: "stunned" } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
  })

  it("writes a chainsaw in a Blitz as SkillUsed Chainsaw at the Blitz's target, not as a block [trait:chainsaw] [ffb:modelChange/gameSetDefenderId]", () => {
    const { events } = convertAndFold(
      { a1: ["Chainsaw"] },
      activate("a1", "blitzMove"),
      command([report("selectBlitzTarget", { attackerId: "a1", defenderId: "h1" })]),
      command([report("chainsawRoll", { playerId: "a1", successful: true, roll: 5, minimumRoll: 2, reRolled: false })], [change("gameSetDefenderId", "h1", null)]),
      command([injury("h1", "chainsaw", [2, 2], false)]),
      deselect("a1"),
      endTurn("home", 1)
    )
    expect(events.slice(0, 4)).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "blitz", target: "h1" },
      { _tag: "SkillUsed", player: "a1", skill: "Chainsaw", target: "h1" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "chainsaw", player: "a1", claimed: { success: true, target: 2 } },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 2], for: "armour", player: "h1", claimed: { result: "not-broken" } }
    ])
  })

  it("writes a failed chainsaw roll kicking back: the wielder's armour, a turnover (no TurnEnded) [trait:chainsaw]", () => {
    const { events, state, engine } = convertAndFold(
      { a4: ["Chainsaw"] },
      activate("a4", "block"),
      command([], [change("gameSetDefenderId", "h2", null)]),
      command([report("chainsawRoll", { playerId: "a4", successful: false, roll: 1, minimumRoll: 2, reRolled: false })]),
      command([injury("a4", "chainsaw", [5, 4], true, [2, 2], 4)], [change("fieldModelSetPlayerState", "a4", 4)]),
      deselect("a4"),
      endTurn("home", 1),
      // The home team's turn follows at once: the engine ended the away turn on the kick-back.
      activate("h1", "move"),
      moveTo("h1", [11, 6])
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "chainsaw", target: "h2" },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "chainsaw", player: "a4", claimed: { success: false, target: 2 } },
      { _tag: "DiceRolled", die: "2d6", faces: [5, 4], for: "armour", player: "a4", claimed: { result: "broken" } },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 2], for: "injury", player: "a4", claimed: { result: "stunned" } },
      { _tag: "ActionDeclared", player: "h1", action: "move" },
      { _tag: "PlayerMoved", player: "h1", to: [11, 6] }
    ])
    expect(state.players[engine.playerIndex.get("a4")!]!.posture).toBe("stunned")
  })

  it("leaves an ordinary block of a Chainsaw player a block when FFB rolls block dice [trait:chainsaw] [ffb:report/breatheFire]", () => {
    const { events } = convertAndFold(
      { a4: ["Chainsaw"] },
      activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3] })], [change("gameSetDefenderId", "h2", null)]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [3], diceIndex: 0, blockResult: "PUSHBACK", defenderId: "h2" })]),
      command([], [change("fieldModelSetPlayerCoordinate", "h2", [11, 7])]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events.slice(0, 2)).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "block" },
      { _tag: "BlockThrown", player: "a4", target: "h2" }
    ])
  })
})

describe("Breathe Fire from FFB", () => {
  const fire = (playerId: string, defenderId: string, roll: number, status: string, fields: Record<string, unknown> = {}) =>
    report("breatheFire", { playerId, successful: status === "KNOCK_DOWN", roll, minimumRoll: 2, reRolled: false, defenderId, strongOpponent: false, status, ...fields })

  it("writes FFB's block with a breatheFire report as the breathe-fire action at its defender; a 4 Places him Prone, claimed as the engine's pass (4+) [trait:breathe-fire] [action:breathe-fire]", () => {
    const { events, state, engine } = convertAndFold(
      { a4: ["Breathe Fire"] },
      activate("a4", "block"),
      command([fire("a4", "h2", 4, "PRONE")], [change("gameSetDefenderId", "h2", null), change("fieldModelSetPlayerState", "h2", 3)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "breathe-fire", target: "h2" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "breathe-fire", player: "a4", claimed: { success: true, target: 4 } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.players[engine.playerIndex.get("h2")!]!.posture).toBe("prone")
  })

  it("writes Breathe Fire in a Blitz as SkillUsed at the Blitz's target; a natural 6 Knocks him Down (armour follows) [trait:breathe-fire] [ffb:playerAction/blitzMove]", () => {
    const { events, state, engine } = convertAndFold(
      { a1: ["Breathe Fire"] },
      activate("a1", "blitzMove"),
      command([report("selectBlitzTarget", { attackerId: "a1", defenderId: "h1" })]),
      command([fire("a1", "h1", 6, "KNOCK_DOWN")], [change("gameSetDefenderId", "h1", null)]),
      command([injury("h1", "breatheFire", [2, 2], false)], [change("fieldModelSetPlayerState", "h1", 3)]),
      deselect("a1"),
      endTurn("home", 1)
    )
    expect(events.slice(0, 4)).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "blitz", target: "h1" },
      { _tag: "SkillUsed", player: "a1", skill: "Breathe Fire", target: "h1" },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "breathe-fire", player: "a1", claimed: { success: true, target: 4 } },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 2], for: "armour", player: "h1", claimed: { result: "not-broken" } }
    ])
    expect(state.players[engine.playerIndex.get("h1")!]!.posture).toBe("prone")
  })

  it("a 1 blows back: the breather's armour and injury, and the turnover ends the turn (no TurnEnded) [trait:breathe-fire]", () => {
    const { events, state, engine } = convertAndFold(
      { a4: ["Breathe Fire"] },
      activate("a4", "block"),
      command([fire("a4", "h2", 1, "FAILURE", { strongOpponent: false })], [change("gameSetDefenderId", "h2", null)]),
      command([injury("a4", "breatheFire", [5, 4], true, [2, 2], 4)], [change("fieldModelSetPlayerState", "a4", 4)]),
      deselect("a4"),
      endTurn("home", 1),
      activate("h1", "move"),
      moveTo("h1", [11, 6])
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "breathe-fire", target: "h2" },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "breathe-fire", player: "a4", claimed: { success: false, target: 4 } },
      { _tag: "DiceRolled", die: "2d6", faces: [5, 4], for: "armour", player: "a4", claimed: { result: "broken" } },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 2], for: "injury", player: "a4", claimed: { result: "stunned" } },
      { _tag: "ActionDeclared", player: "h1", action: "move" },
      { _tag: "PlayerMoved", player: "h1", to: [11, 6] }
    ])
    expect(state.players[engine.playerIndex.get("a4")!]!.posture).toBe("stunned")
  })

  it("FFB's team re-roll of a Placed Prone result (a 5), for the 6: written as the re-roll and the new D6, a 6 Knocking the target Down (armour follows) [trait:breathe-fire]", () => {
    const { events, state, engine } = convertAndFold(
      { a4: ["Breathe Fire"] },
      activate("a4", "block"),
      command([fire("a4", "h2", 5, "PRONE"), report("reRoll", { playerId: "a4", reRollSource: "Team ReRoll" }), fire("a4", "h2", 6, "KNOCK_DOWN", { reRolled: true })], [change("gameSetDefenderId", "h2", null)]),
      command([injury("h2", "breatheFire", [2, 2], false)], [change("fieldModelSetPlayerState", "h2", 3)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events.slice(0, 5)).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "breathe-fire", target: "h2" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "breathe-fire", player: "a4", claimed: { success: true, target: 4 } },
      { _tag: "RerollUsed", team: "T-AWAY", source: "team-reroll" },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "breathe-fire", player: "a4", claimed: { success: true, target: 4 } },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 2], for: "armour", player: "h2", claimed: { result: "not-broken" } }
    ])
    expect(state.players[engine.playerIndex.get("h2")!]!.posture).toBe("prone")
  })
})

describe("Stab from FFB", () => {
  it("reads FFB's block whose first report is a stab injury as a stab action at that defender [trait:stab]", () => {
    const { events } = convertAndFold(
      { a4: ["Stab"] },
      activate("a4", "block"),
      command([injury("h2", "stab", [3, 4], false)], [change("gameSetDefenderId", "h2", null)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "stab", target: "h2" },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 4], for: "armour", player: "h2", claimed: { result: "not-broken" } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
  })

  it("writes a stab in a Blitz as SkillUsed Stab at the Blitz's target [trait:stab]", () => {
    const { events } = convertAndFold(
      { a1: ["Stab"] },
      activate("a1", "blitzMove"),
      command([report("selectBlitzTarget", { attackerId: "a1", defenderId: "h1" })]),
      command([injury("h1", "stab", [6, 5], true, [2, 3], 3)], [change("fieldModelSetPlayerState", "h1", 3)]),
      deselect("a1"),
      endTurn("home", 1)
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "blitz", target: "h1" },
      { _tag: "SkillUsed", player: "a1", skill: "Stab", target: "h1" },
      { _tag: "DiceRolled", die: "2d6", faces: [6, 5], for: "armour", player: "h1", claimed: { result: "broken" } },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "injury", player: "h1" },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
  })
})

describe("Hypnotic Gaze from FFB", () => {
  it("writes FFB's gaze roll as SkillUsed Hypnotic Gaze at its defender, then the test [trait:hypnotic-gaze] [ffb:report/hypnoticGazeRoll] [ffb:report/selectGazeTarget] [ffb:playerAction/gaze]", () => {
    const { events, state, engine } = convertAndFold(
      { a4: ["Hypnotic Gaze"] },
      activate("a4", "gaze"),
      command([report("selectGazeTarget", { attackerId: "a4", defenderId: "h2" })]),
      command([report("hypnoticGazeRoll", { playerId: "a4", defenderId: "h2", successful: true, roll: 6, minimumRoll: 5, reRolled: false })]),
      deselect("a4")
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "hypnotic-gaze" },
      { _tag: "SkillUsed", player: "a4", skill: "Hypnotic Gaze", target: "h2" },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "hypnotic-gaze", player: "a4", claimed: { success: true, target: 5 } }
    ])
    // The engine folded the gaze: h2 has lost its tackle zone.
    expect(state.players[engine.playerIndex.get("h2")!]!.lostTackleZones).toBe(true)
  })
})

describe("Juggernaut from FFB", () => {
  const blitzBothDown = (...after: Parameters<typeof replay>[0]) => [
    activate("a1", "blitzMove"),
    command([report("selectBlitzTarget", { attackerId: "a1", defenderId: "h1" })]),
    command([report("block", { defenderId: "h1" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [2] })]),
    command([report("blockChoice", { nrOfDice: 1, blockRoll: [2], diceIndex: 0, blockResult: "BOTH_DOWN", defenderId: "h1" })]),
    ...after
  ]

  it("writes FFB's Juggernaut push-back after a Both Down on a Blitz as SkillUsed, then the push and follow-up [skill:juggernaut]", () => {
    const { events } = convertAndFold(
      { a1: ["Juggernaut"] },
      ...blitzBothDown(
        command([report("skillUse", { playerId: "a1", skill: "Juggernaut", used: true, skillUse: "pushBackOpponent" })]),
        command([], [change("fieldModelSetPlayerCoordinate", "h1", [11, 6])]),
        command([], [change("fieldModelSetPlayerCoordinate", "a1", [12, 6])]),
        deselect("a1"),
        endTurn("home", 1)
      )
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "blitz", target: "h1" },
      { _tag: "BlockThrown", player: "a1", target: "h1" },
      { _tag: "DiceRolled", die: "block", faces: [2], for: "block", player: "a1" },
      { _tag: "BlockDieChosen", face: 2 },
      { _tag: "SkillUsed", player: "a1", skill: "Juggernaut" },
      { _tag: "PushChosen", player: "h1", to: [11, 6] },
      { _tag: "FollowUpChosen", player: "a1", follow: true },
      { _tag: "ActionEnded", player: "a1" },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
  })

  it("writes Juggernaut not used after the Both Down as SkillDeclined: the Both Down stands [skill:juggernaut]", () => {
    const { events, state, engine } = convertAndFold(
      { a1: ["Juggernaut", "Block"] },
      ...blitzBothDown(
        command([report("skillUse", { playerId: "a1", skill: "Juggernaut", used: false })]),
        command([injury("h1", "block", [3, 3], false)], [change("fieldModelSetPlayerState", "h1", 3)]),
        deselect("a1"),
        endTurn("home", 1)
      )
    )
    expect(events.slice(3, 6)).toEqual([
      { _tag: "BlockDieChosen", face: 2 },
      { _tag: "SkillDeclined", player: "a1", skill: "Juggernaut" },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 3], for: "armour", player: "h1", claimed: { result: "not-broken" } }
    ])
    expect(state.players[engine.playerIndex.get("h1")!]!.posture).toBe("prone")
  })

  it("writes nothing for FFB's notice that Juggernaut cancels the target's Stand Firm: the engine applies that itself [skill:juggernaut]", () => {
    const match = importReplay(replay([...matchStart(), command([report("skillUse", { playerId: "a1", skill: "Juggernaut", used: true, skillUse: "cancelStandFirm" })])]))
    expect(match.events.length).toBe(importReplay(replay(matchStart())).events.length)
    expect(match.stopped).toBeNull()
  })
})

describe("Brawler from FFB", () => {
  it("writes FFB's Brawler block re-roll as RerollUsed Brawler and the one new die, not the whole roll again [skill:brawler]", () => {
    const { events, state, engine } = convertAndFold(
      { a4: ["Brawler"] },
      activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [2] })]),
      // FFB announces the block again, reports the Brawler die, then shows the dice as they now are.
      command([report("block", { defenderId: "h2" }), report("blockReRoll", { blockRoll: [6], playerId: "a4", reRollSource: "Brawler" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [6] })]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [6], diceIndex: 0, blockResult: "POW", defenderId: "h2" })]),
      command([], [change("fieldModelSetPlayerCoordinate", "h2", [11, 7])]),
      command([injury("h2", "block", [2, 3], false)], [change("fieldModelSetPlayerState", "h2", 3)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events.slice(0, 7)).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "block" },
      { _tag: "BlockThrown", player: "a4", target: "h2" },
      { _tag: "DiceRolled", die: "block", faces: [2], for: "block", player: "a4" },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Brawler", player: "a4" },
      { _tag: "DiceRolled", die: "block", faces: [6], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 6 },
      { _tag: "PushChosen", player: "h2", to: [11, 7] }
    ])
    expect(state.players[engine.playerIndex.get("h2")!]!.posture).toBe("prone")
  })

  it("stops at a single block die re-rolled by a skill the importer does not convert there, naming it", () => {
    const match = importReplay(replay([...matchStart(), activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [1, 2] })]),
      command([report("blockReRoll", { blockRoll: [6], playerId: "a4", reRollSource: "Consummate Professional" })])]))
    expect(match.stopped?.reason).toMatch(/^Consummate Professional: FFB's blockReRoll \(command \d+\) is not converted yet/)
  })
})

describe("Pile Driver from FFB", () => {
  it("reads FFB's foul after the block as the Pile Driver's free foul: SkillUsed Pile Driver, then the foul's armour [skill:pile-driver] [ffb:report/foul]", () => {
    const { events, state, engine } = convertAndFold(
      { a4: ["Pile Driver"] },
      activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [6] })]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [6], diceIndex: 0, blockResult: "POW", defenderId: "h2" })]),
      moveTo("h2", [11, 7]),
      moveTo("a4", [12, 7]),
      command([injury("h2", "block", [2, 3], false)], [change("fieldModelSetPlayerState", "h2", 3)]),
      command([report("foul", { defenderId: "h2" })]),
      command([injury("h2", "foul", [4, 3], false)], [change("fieldModelSetPlayerState", "a4", 3)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events.slice(4)).toEqual([
      { _tag: "PushChosen", player: "h2", to: [11, 7] },
      { _tag: "FollowUpChosen", player: "a4", follow: true },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "armour", player: "h2", claimed: { result: "not-broken" } },
      { _tag: "SkillUsed", player: "a4", skill: "Pile Driver" },
      { _tag: "DiceRolled", die: "2d6", faces: [4, 3], for: "armour", player: "h2", claimed: { result: "not-broken" } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    // The engine placed the Pile Driver prone after the free foul.
    expect(state.players[engine.playerIndex.get("a4")!]!.posture).toBe("prone")
  })
})

describe("Diving Tackle from FFB", () => {
  it("writes FFB's Diving Tackle (its skillUse after the passed dodge) as the tackler's SkillUsed: the dodge then fails [skill:diving-tackle]", () => {
    const start = matchStart()
    const home = ffbTeam("T-HOME", "homecoach", [ffbPlayer("h1", 1, { skillArray: ["Diving Tackle"] }), ffbPlayer("h2", 2), ffbPlayer("h3", 3), ffbPlayer("h4", 4)])
    const match = importReplay(replay([
      ...start,
      activate("a1", "move"),
      moveTo("a1", [14, 6]),
      command([report("dodgeRoll", { playerId: "a1", successful: true, roll: 4, minimumRoll: 3, reRolled: false })]),
      // FFB then judges the same die again, reporting it with roll 0: no new die.
      command([
        report("skillUse", { playerId: "h1", skill: "Diving Tackle", used: true, skillUse: "stopOpponent" }),
        report("dodgeRoll", { playerId: "a1", successful: false, roll: 0, minimumRoll: 5, reRolled: false })
      ], [change("fieldModelSetPlayerCoordinate", "h1", [13, 6]), change("fieldModelSetPlayerState", "h1", 3)]),
      command([injury("a1", "dropDodge", [3, 3], false)], [change("fieldModelSetPlayerState", "a1", 3)]),
      deselect("a1"),
      endTurn("home", 1)
    ], "BB2020", { home }))
    expect(match.stopped).toBeNull()
    expect(match.warnings).toEqual([])
    const before = importReplay(replay(start, "BB2020", { home })).events.length
    expect(shapes(match.events.slice(before))).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "move" },
      { _tag: "PlayerMoved", player: "a1", to: [14, 6] },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "dodge", player: "a1", claimed: { success: true, target: 3 } },
      { _tag: "SkillUsed", player: "h1", skill: "Diving Tackle" },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 3], for: "armour", player: "a1", claimed: { result: "not-broken" } }
    ])
    const { state, engine } = folded(match)
    expect(state.players[engine.playerIndex.get("h1")!]!.at).toEqual([13, 6])
    expect(state.players[engine.playerIndex.get("a1")!]!.posture).toBe("prone")
  })
})

describe("Tentacles and Shadowing from FFB", () => {
  /** Home with h1 holding the skill, a1 stepping from [13,6] (next to h1 on [12,6]) to [14,6]. */
  const withH1 = (skill: string, ...fragment: Parameters<typeof replay>[0]) => {
    const start = matchStart()
    const home = ffbTeam("T-HOME", "homecoach", [ffbPlayer("h1", 1, { skillArray: [skill] }), ffbPlayer("h2", 2), ffbPlayer("h3", 3), ffbPlayer("h4", 4)])
    const match = importReplay(replay([...start, ...fragment], "BB2020", { home }))
    expect(match.stopped).toBeNull()
    expect(match.warnings).toEqual([])
    const before = importReplay(replay(start, "BB2020", { home })).events.length
    return { events: shapes(match.events.slice(before)), ...folded(match) }
  }

  it("writes FFB's Tentacles roll as the holder's SkillUsed and D6; the mover FFB puts back is not a move [skill:tentacles] [ffb:report/tentaclesShadowingRoll]", () => {
    const { events, state, engine } = withH1(
      "Tentacles",
      activate("a1", "move"),
      moveTo("a1", [14, 6]),
      command([report("tentaclesShadowingRoll", { skill: "Tentacles", defenderId: "h1", roll: 6, successful: true, minimumRoll: 6, reRolled: false })], [change("fieldModelSetPlayerCoordinate", "a1", [13, 6])]),
      deselect("a1"),
      endTurn("home", 1)
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "move" },
      { _tag: "PlayerMoved", player: "a1", to: [14, 6] },
      { _tag: "SkillUsed", player: "h1", skill: "Tentacles" },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "tentacles", player: "h1", claimed: { success: true, target: 6 } },
      { _tag: "ActionEnded", player: "a1" },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.players[engine.playerIndex.get("a1")!]!.at).toEqual([13, 6])
  })

  it("writes FFB's Shadowing roll after the dodge as the shadow's SkillUsed and D6; the shadow's step is derived [skill:shadowing]", () => {
    const { events, state, engine } = withH1(
      "Shadowing",
      activate("a1", "move"),
      moveTo("a1", [14, 6]),
      command([report("dodgeRoll", { playerId: "a1", successful: true, roll: 5, minimumRoll: 3, reRolled: false })]),
      command([report("tentaclesShadowingRoll", { skill: "Shadowing", defenderId: "h1", roll: 6, successful: true, minimumRoll: 6, reRolled: false })], [change("fieldModelSetPlayerCoordinate", "h1", [13, 6])]),
      deselect("a1"),
      endTurn("home", 1)
    )
    expect(events.slice(2, 5)).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "dodge", player: "a1", claimed: { success: true, target: 3 } },
      { _tag: "SkillUsed", player: "h1", skill: "Shadowing" },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "shadowing", player: "h1", claimed: { success: true, target: 6 } }
    ])
    expect(state.players[engine.playerIndex.get("h1")!]!.at).toEqual([13, 6])
  })
})

describe("Dump-off from FFB", () => {
  it("writes FFB's dumpOff pass before the block as BlockThrown, the carrier's SkillUsed Dump-off at the square, then the pass [skill:dump-off] [ffb:report/passRoll] [ffb:turnMode/dumpOff]", () => {
    const { events, state, engine } = convertAndFold(
      { a2: ["Dump-off"] },
      // a2, holding the ball, walks up next to h3 (on [12,8]); the away turn ends.
      activate("a2", "move"),
      moveTo("a2", [17, 8]),
      moveTo("a2", [16, 9]),
      moveTo("a2", [15, 9]),
      moveTo("a2", [14, 9]),
      command([], [change("fieldModelSetPlayerCoordinate", "a2", [13, 9]), change("fieldModelSetBallCoordinate", null, [13, 9])]),
      deselect("a2"),
      endTurn("home", 1),
      // h3 blocks a2, who throws a Quick Pass to a1 first: FFB reports the block afterwards.
      activate("h3", "block"),
      command([], [change("gameSetDefenderId", "a2", null), change("gameSetTurnMode", null, "dumpOff")]),
      command([report("passRoll", { playerId: "a2", successful: true, roll: 6, minimumRoll: 5, reRolled: false, passResult: "ACCURATE" })], [change("gameSetPassCoordinate", null, [13, 6]), change("fieldModelSetBallMoving", null, true)]),
      command([report("catchRoll", { playerId: "a1", successful: true, roll: 6, minimumRoll: 4, reRolled: false })], [change("fieldModelSetBallCoordinate", null, [13, 6]), change("fieldModelSetBallMoving", null, false), change("gameSetTurnMode", null, "regular")]),
      command([report("block", { defenderId: "a2" }), report("blockRoll", { choosingTeamId: "T-HOME", blockRoll: [3] })]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [3], diceIndex: 0, blockResult: "PUSHBACK", defenderId: "a2" })]),
      command([], [change("fieldModelSetPlayerCoordinate", "a2", [14, 10])]),
      deselect("h3"),
      endTurn("away", 2)
    )
    expect(events.slice(8, 16)).toEqual([
      { _tag: "ActionDeclared", player: "h3", action: "block" },
      { _tag: "BlockThrown", player: "h3", target: "a2" },
      { _tag: "SkillUsed", player: "a2", skill: "Dump-off", at: [13, 6] },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "pass", player: "a2", claimed: { result: "accurate", success: true, target: 5 } },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "catch", player: "a1", claimed: { success: true, target: 4 } },
      { _tag: "DiceRolled", die: "block", faces: [3], for: "block", player: "h3" },
      { _tag: "BlockDieChosen", face: 3 },
      { _tag: "PushChosen", player: "a2", to: [14, 10] }
    ])
    // The engine folded the Quick Pass: a1 holds the ball, a2 was pushed without it.
    expect(state.ball.carrier).toBe("a1")
    expect(state.players[engine.playerIndex.get("a2")!]!.at).toEqual([14, 10])
  })
})

describe("star players' re-rolls from FFB", () => {
  it("writes FFB's Consummate Professional re-roll of a failed dodge as RerollUsed with that skill; the engine folds it, no team re-roll spent [special:consummate-professional]", () => {
    const { events, state } = convertAndFold(
      { a1: ["Consummate Professional"] },
      activate("a1", "move"),
      moveTo("a1", [14, 6]),
      command([
        report("dodgeRoll", { playerId: "a1", successful: false, roll: 1, minimumRoll: 4, reRolled: false }),
        report("reRoll", { playerId: "a1", reRollSource: "Consummate Professional", successful: true, roll: 0 }),
        report("dodgeRoll", { playerId: "a1", successful: true, roll: 5, minimumRoll: 4, reRolled: true })
      ]),
      deselect("a1"),
      endTurn("home", 1)
    )
    expect(events.slice(0, 5)).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "move" },
      { _tag: "PlayerMoved", player: "a1", to: [14, 6] },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "dodge", player: "a1", claimed: { success: false, target: 4 } },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Consummate Professional", player: "a1" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "dodge", player: "a1", claimed: { success: true, target: 4 } }
    ])
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a1:Consummate Professional"])
  })

  it("writes FFB's Lord of Chaos re-roll without a player (FFB names the player re-rolling, not the lord); the engine marks the lord's rule used [special:lord-of-chaos]", () => {
    const { events, state } = convertAndFold(
      { a4: ["Lord of Chaos"] },
      activate("a1", "move"),
      moveTo("a1", [14, 6]),
      command([
        report("dodgeRoll", { playerId: "a1", successful: false, roll: 1, minimumRoll: 4, reRolled: false }),
        report("reRoll", { playerId: "a1", reRollSource: "Lord of Chaos", successful: true, roll: 0 }),
        report("dodgeRoll", { playerId: "a1", successful: true, roll: 5, minimumRoll: 4, reRolled: true })
      ]),
      deselect("a1"),
      endTurn("home", 1)
    )
    expect(events[3]).toEqual({ _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Lord of Chaos" })
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a4:Lord of Chaos"])
  })

  it("writes FFB's Swift As The Breeze after a failed dodge as SkillUsed; the engine lets the dodge pass [special:swift-as-the-breeze]", () => {
    const { events, state } = convertAndFold(
      { a1: ["Swift As The Breeze"] },
      activate("a1", "move"),
      moveTo("a1", [13, 5]),
      command([
        report("dodgeRoll", { playerId: "a1", successful: false, roll: 3, minimumRoll: 4, reRolled: false }),
        report("skillUse", { playerId: "a1", skill: "Swift As The Breeze", used: true, skillUse: "passDodgeWithoutModifiers" })
      ]),
      deselect("a1"),
      endTurn("home", 1)
    )
    expect(events[3]).toEqual({ _tag: "SkillUsed", player: "a1", skill: "Swift As The Breeze" })
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a1:Swift As The Breeze"])
  })

  it("stops at a star's blow (Crushing Blow) FFB reports used on no injury it reported in part, naming it (the conversion itself: star-blows-import.test.ts)", () => {
    const match = importReplay(replay([...matchStart(), command([report("skillUse", { playerId: "a4", skill: "Crushing Blow", used: true, skillUse: "addArmourModifier" })])]))
    expect(match.stopped?.reason).toMatch(/^Crushing Blow: FFB's use of a star player's blow \(command \d+\) follows no injury reported in part for it/)
  })

  it.each(["\"Excuse Me, Are You a Zoat?\""])(
    "stops at FFB's use of %s, naming it: the start-of-activation star rules are not converted yet",
    (skill) => {
      const match = importReplay(replay([...matchStart(), command([report("skillUse", { playerId: "a4", skill, used: true })])]))
      expect(match.stopped?.reason).toMatch(new RegExp(`^${skill.replaceAll('"', "").replace(/[?!']/g, (c) => `\\${c}`)}: FFB's use \\(command \\d+\\) is not converted yet`))
    }
  )
  it("stops at FFB's use of Bounding Leap that follows no jump of that player, naming it (the conversion: star-actions-import.test.ts)", () => {
    const match = importReplay(replay([...matchStart(), command([report("skillUse", { playerId: "a4", skill: "Bounding Leap", used: true, skillUse: "passJumpWithoutModifiers" })])]))
    expect(match.stopped?.reason).toMatch(/^Bounding Leap: FFB's use \(command \d+\) follows no jump of a4's/)
  })
})

describe("Treacherous from FFB", () => {
  it("writes FFB's Treacherous (skillUse, then the team-mate's stab injury and the ball moved to Hakflem) as SkillUsed and the armour roll: no Stab action, no turnover, and his move goes on with the ball [special:treacherous] [ffb:skill/Treacherous]", () => {
    const { events, state } = convertAndFold(
      { a4: ["Treacherous"] },
      activate("a2", "move"),
      moveTo("a2", [17, 7]),
      moveTo("a2", [16, 7]),
      moveTo("a2", [15, 7]),
      moveTo("a2", [14, 7]),
      deselect("a2"),
      activate("a4", "move"),
      command([
        report("skillUse", { playerId: "a4", skill: "Treacherous", used: true, skillUse: "treacherous" }),
        injury("a2", "stab", [3, 2], false)
      ], [change("fieldModelSetBallCoordinate", null, [13, 7])]),
      moveTo("a4", [14, 6]),
      command([report("dodgeRoll", { playerId: "a4", successful: true, roll: 5, minimumRoll: 4, reRolled: false })]),
      deselect("a4"),
      endTurn("home", 1)
    )
    const from = events.findIndex((event) => event._tag === "ActionDeclared" && event.player === "a4")
    expect(events.slice(from, from + 3)).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "move" },
      { _tag: "SkillUsed", player: "a4", skill: "Treacherous" },
      expect.objectContaining({ _tag: "DiceRolled", for: "armour", player: "a2", faces: [3, 2] })
    ])
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a4:Treacherous"])
    expect(state.ball.carrier).toBe("a4")
  })
})

describe("Catch of the Day from FFB", () => {
  // a2 fails to catch the kick-off and the ball bounces onto the empty [18,8]: Away's first turn begins with it loose.
  const looseBallStart = () => [
    ...matchStart().slice(0, -2),
    command([report("catchRoll", { playerId: "a2", successful: false, roll: 1, minimumRoll: 4, reRolled: false, rollModifiers: [] })], [change("fieldModelSetBallInPlay", null, true)]),
    command([report("scatterBall", { directionArray: ["South"], rolls: [5], gustOfWind: false })], [change("fieldModelSetBallCoordinate", null, [18, 8]), change("fieldModelSetBallMoving", null, false)]),
    matchStart().at(-1)!
  ]

  it("writes FFB's Catch of the Day (skillUse, a failed catchOfTheDay D6, a team re-roll, the skillUse again, a 4) as one SkillUsed and the test re-rolled: the ball is Rodney's [special:catch-of-the-day] [ffb:skill/CatchOfTheDay] [ffb:report/catchOfTheDay]", () => {
    const teamsWith = { away: awayWith({ a2: ["Catch of the Day"] }) }
    const start = looseBallStart()
    const match = importReplay(replay([
      ...start,
      activate("a2", "move"),
      command([
        report("skillUse", { playerId: "a2", skill: "Catch of the Day", used: true, skillUse: "getBallOnGround" }),
        report("catchOfTheDay", { playerId: "a2", successful: false, roll: 2, minimumRoll: 3, reRolled: false })
      ]),
      command([
        report("reRoll", { playerId: "a2", reRollSource: "Team ReRoll", successful: true, roll: 0 }),
        report("skillUse", { playerId: "a2", skill: "Catch of the Day", used: true, skillUse: "getBallOnGround" }),
        report("catchOfTheDay", { playerId: "a2", successful: true, roll: 4, minimumRoll: 3, reRolled: true })
      ], [change("fieldModelSetBallCoordinate", null, [18, 7]), change("fieldModelSetBallMoving", null, false)]),
      deselect("a2"),
      endTurn("home", 1)
    ], "BB2020", teamsWith))
    expect(match.stopped).toBeNull()
    const before = importReplay(replay(start, "BB2020", teamsWith)).events.length
    const events = shapes(match.events.slice(before))
    expect(events.filter((event) => event._tag === "SkillUsed")).toEqual([{ _tag: "SkillUsed", player: "a2", skill: "Catch of the Day" }])
    expect(events.filter((event) => event._tag === "DiceRolled").map((event) => event._tag === "DiceRolled" && [event.for, event.faces])).toEqual([["catch-of-the-day", [2]], ["catch-of-the-day", [4]]])
    const { state } = folded(match)
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a2:Catch of the Day (half 1)"])
    expect(state.ball.carrier).toBe("a2")
  })
})

describe("Black Ink from FFB", () => {
  it("writes FFB's Black Ink (skillUse, then the chosen opponent marked hypnotised) as SkillUsed at him: h2 loses his tackle zone, Kiroth's move goes on [special:black-ink] [ffb:skill/BlackInk]", () => {
    const { events, state } = convertAndFold(
      { a4: ["Black Ink"] },
      activate("a4", "move"),
      command([report("skillUse", { playerId: "a4", skill: "Black Ink", used: true, skillUse: "removeTacklezone" })]),
      command([], [change("fieldModelSetPlayerState", "h2", 0x801)]),
      moveTo("a4", [14, 7]),
      command([report("dodgeRoll", { playerId: "a4", successful: true, roll: 5, minimumRoll: 4, reRolled: false })]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events.slice(0, 2)).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "move" },
      { _tag: "SkillUsed", player: "a4", skill: "Black Ink", target: "h2" }
    ])
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a4:Black Ink"])
  })

  it("writes nothing for FFB's Black Ink offered and then declined (skillUse used, then not used, no one hypnotised)", () => {
    const { events } = convertAndFold(
      { a4: ["Black Ink"] },
      activate("a4", "move"),
      command([report("skillUse", { playerId: "a4", skill: "Black Ink", used: true, skillUse: "removeTacklezone" })]),
      command([report("skillUse", { playerId: "a4", skill: "Black Ink", used: false, skillUse: "removeTacklezone" })]),
      moveTo("a4", [14, 7]),
      command([report("dodgeRoll", { playerId: "a4", successful: true, roll: 5, minimumRoll: 4, reRolled: false })]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events.filter((event) => event._tag === "SkillUsed")).toEqual([])
  })
})

describe("Baleful Hex from FFB", () => {
  it("writes FFB's Baleful Hex (skillUse, a failed balefulHex D6 naming h2, a team re-roll, a 4) as SkillUsed at h2 and the test re-rolled: h2 is hexed [special:baleful-hex] [ffb:skill/BalefulHex] [ffb:report/balefulHex]", () => {
    const { events, state } = convertAndFold(
      { a4: ["Baleful Hex"] },
      activate("a4", "move"),
      command([
        report("skillUse", { playerId: "a4", skill: "Baleful Hex", used: true, skillUse: "makeOpponentMissTurn" }),
        report("balefulHex", { playerId: "a4", targetPlayerId: "h2", successful: false, roll: 1, minimumRoll: 2, reRolled: false })
      ]),
      command([
        report("reRoll", { playerId: "a4", reRollSource: "Team ReRoll", successful: true, roll: 0 }),
        report("balefulHex", { playerId: "a4", targetPlayerId: "h2", successful: true, roll: 4, minimumRoll: 2, reRolled: true })
      ], [change("fieldModelSetPlayerState", "h2", 0x801)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events.filter((event) => event._tag === "SkillUsed")).toEqual([{ _tag: "SkillUsed", player: "a4", skill: "Baleful Hex", target: "h2" }])
    expect(events.filter((event) => event._tag === "DiceRolled").map((event) => event._tag === "DiceRolled" && [event.for, event.faces])).toEqual([["baleful-hex", [1]], ["baleful-hex", [4]]])
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a4:Baleful Hex"])
    expect(state.kickOffEffects).toContain("baleful-hex:h2")
  })
})

describe("Look Into My Eyes from FFB", () => {
  it("writes FFB's Look Into My Eyes (skillUse, a lookIntoMyEyesRoll 2+, the ball moved to Boa, his action ended) as SkillUsed and the test: h1 has the ball [special:look-into-my-eyes] [ffb:skill/LookIntoMyEyes] [ffb:report/lookIntoMyEyesRoll]", () => {
    const home = ffbTeam("T-HOME", "homecoach", ["h1", "h2", "h3"].map((id, i) => ffbPlayer(id, i + 1, { skillArray: id === "h1" ? ["Look Into My Eyes"] : [] })).concat([
      ffbPlayer("h4", 4, { positionId: "ogre", playerType: "Big Guy", movement: 5, strength: 5, agility: 4, passing: 5, armour: 10, skillArray: ["Loner", "Bone Head", "Mighty Blow"] })
    ]))
    const start = matchStart()
    const boaTurn = [
      ...start,
      activate("a2", "move"),
      ...([[17, 6], [16, 5], [15, 5], [14, 5], [13, 5]] as const).map((at) => command([], [change("fieldModelSetPlayerCoordinate", "a2", at), change("fieldModelSetBallCoordinate", null, at)])),
      deselect("a2"),
      endTurn("home", 1)
    ]
    const match = importReplay(replay([
      ...boaTurn,
      activate("h1", "move"),
      command([], [change("gameSetDefenderId", "a2", null)]),
      command([
        report("skillUse", { playerId: "h1", skill: "Look Into My Eyes", used: true, skillUse: "lookIntoMyEyes" }),
        report("lookIntoMyEyesRoll", { playerId: "h1", successful: true, roll: 3, minimumRoll: 2, reRolled: false })
      ], [change("fieldModelSetBallCoordinate", null, [12, 6])]),
      deselect("h1"),
      endTurn("away", 2)
    ], "BB2020", { home }))
    expect(match.stopped).toBeNull()
    const before = importReplay(replay(boaTurn, "BB2020", { home })).events.length
    const events = shapes(match.events.slice(before))
    expect(events.slice(0, 3)).toEqual([
      { _tag: "ActionDeclared", player: "h1", action: "move" },
      { _tag: "SkillUsed", player: "h1", skill: "Look Into My Eyes" },
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "look-into-my-eyes", player: "h1", claimed: { success: true, target: 2 } }
    ])
    const { state } = folded(match)
    expect(state.teams[0]!.specialRulesUsed).toEqual(["h1:Look Into My Eyes"])
    expect(state.ball.carrier).toBe("h1")
  })
})

describe("Then I Started Blastin'! from FFB", () => {
  const blastin = "\"Then I Started Blastin'!\""
  const aim = [
    activate("a4", "move"),
    command([report("thenIStartedBlastin", { playerId: "a4", targetPlayerId: null, roll: 0, successful: false, fumble: false })], [change("gameSetTurnMode", null, "thenIStartedBlastin")])
  ]

  it("writes FFB's blast (asked, then a 4 at h2 and his startedBlastin injury) as SkillUsed at h2, the D6 and the armour: his activation ends with it, no turnover [special:then-i-started-blastin] [ffb:report/thenIStartedBlastin] [ffb:turnMode/thenIStartedBlastin]", () => {
    const { events, state } = convertAndFold(
      { a4: [blastin] },
      ...aim,
      command([
        report("thenIStartedBlastin", { playerId: "a4", targetPlayerId: "h2", roll: 4, successful: true, fumble: false }),
        report("injury", { defenderId: "h2", injuryType: "startedBlastin", armorBroken: false, armorRoll: [2, 3], injuryRoll: null, casualtyRoll: null, injury: null, attackerId: null })
      ], [change("gameSetDefenderId", "h2", null), change("gameSetTurnMode", null, "regular")]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "move" },
      { _tag: "SkillUsed", player: "a4", skill: "Then I Started Blastin'!", target: "h2" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "then-i-started-blastin", player: "a4", claimed: { success: true, target: 3 } },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "armour", player: "h2", claimed: { result: "not-broken" } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a4:Then I Started Blastin'! (half 1)"])
  })

  it("writes a 2 that stands as the opposing coach's PlayerChosen of whom it hits (FFB's report with that player and no die), then his armour and injury [special:then-i-started-blastin]", () => {
    const { events, state } = convertAndFold(
      { a4: [blastin] },
      ...aim,
      command([report("thenIStartedBlastin", { playerId: "a4", targetPlayerId: "h2", roll: 2, successful: false, fumble: false })], [change("gameSetDefenderId", "h2", null), change("gameSetHomePlaying", null, true)]),
      command([
        report("thenIStartedBlastin", { playerId: "a4", targetPlayerId: "h3", roll: 0, successful: true, fumble: false }),
        report("injury", { defenderId: "h3", injuryType: "startedBlastin", armorBroken: true, armorRoll: [5, 5], injuryRoll: [3, 4], casualtyRoll: null, injury: 4, attackerId: null })
      ], [change("gameSetDefenderId", "h3", null), change("gameSetHomePlaying", null, false), change("fieldModelSetPlayerState", "h3", 4), change("gameSetTurnMode", null, "regular")]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events.slice(1, 5)).toEqual([
      { _tag: "SkillUsed", player: "a4", skill: "Then I Started Blastin'!", target: "h2" },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "then-i-started-blastin", player: "a4", claimed: { success: false, target: 3 } },
      { _tag: "PlayerChosen", team: "T-HOME", player: "h3", for: "then-i-started-blastin" },
      { _tag: "DiceRolled", die: "2d6", faces: [5, 5], for: "armour", player: "h3", claimed: { result: "broken" } }
    ])
    expect(state.players.find((player) => player.id === "h3")?.posture).toBe("stunned")
  })
})

describe("what the importer does not map yet", () => {
  it("stops at a multipleBlock action whose blocks FFB begins with one target selected, naming the skill and the command: the format's Multiple Block throws two [ffb:report/foulAppearanceRoll]", () => {
    const match = importReplay(replay([...matchStart(), activate("a4", "multipleBlock"), command([], [change("fieldModelSetPlayerState", "h1", 0x8001)]), command([report("foulAppearanceRoll", { playerId: "a4", successful: true, roll: 4, minimumRoll: 2 })])]))
    expect(match.stopped?.reason).toMatch(/^Multiple Block: FFB's blocks of a4 \(command \d+\) name 1 target\(s\)/)
  })

  it("writes nothing and warns of nothing for a skillUse of Multiple Block: the multiple-block action is the use", () => {
    const match = importReplay(replay([...matchStart(), command([report("skillUse", { playerId: "a1", skill: "Multiple Block", used: true })])]))
    expect(match.stopped).toBeNull()
    expect(match.warnings).toEqual([])
    expect(match.events.at(-1)).toEqual(importReplay(replay(matchStart())).events.at(-1))
  })
})

describe("the Biased Referee from FFB", () => {
  it("writes FFB's biasedRef report after an unseen foul as the referee's team's D6: here Home's referee rolls a 3 and a4 plays on [inducement:biased-referee] [ffb:report/referee] [ffb:report/biasedRef] [ffb:inducement/biasedRef] [ffb:inducement/weatherMage]", () => {
    const start = matchStart()
    const withReferee = (commands: Parameters<typeof replay>[0]) => {
      const base = replay(commands, "BB2020", { away: awayWith({ a4: ["Pile Driver"] }) })
      return { ...base, game: { ...base.game, turnDataHome: { inducementSet: { inducementArray: [{ inducementType: "biasedRef", value: 1 }] } } } }
    }
    const match = importReplay(withReferee([
      ...start,
      activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [6] })]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [6], diceIndex: 0, blockResult: "POW", defenderId: "h2" })]),
      moveTo("h2", [11, 7]),
      moveTo("a4", [12, 7]),
      command([injury("h2", "block", [2, 3], false)], [change("fieldModelSetPlayerState", "h2", 3)]),
      command([report("foul", { defenderId: "h2" })]),
      command([injury("h2", "foul", [4, 3], false)]),
      command([report("referee", { foulingPlayerBanned: false }), report("biasedRef", { roll: 3, foulingPlayerBanned: false })], [change("fieldModelSetPlayerState", "a4", 3)]),
      deselect("a4"),
      endTurn("home", 1)
    ]))
    expect(match.stopped).toBeNull()
    expect(match.header.teams[0]!.inducements).toEqual([{ id: "biased-referee", count: 1 }])
    const before = importReplay(withReferee(start)).events.length
    expect(shapes(match.events.slice(before)).slice(-2)).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "biased-referee", team: "T-HOME", claimed: { success: false } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    const { state, engine } = folded(match)
    expect(state.players[engine.playerIndex.get("a4")!]!.box).toBeNull()
  })
})

describe("the Weather Mage from FFB", () => {
  const withMage = (commands: Parameters<typeof replay>[0]) => {
    const base = replay(commands)
    return { ...base, game: { ...base.game, turnDataAway: { inducementSet: { inducementArray: [{ inducementType: "weatherMage", value: 1 }] } } } }
  }

  it("writes FFB's weatherMageRoll and a CHANGED weatherMageResult at the start of Away's turn as the inducement, its 2D6 and the weather chosen [inducement:weather-mage] [ffb:report/weatherMageRoll] [ffb:weather/BLIZZARD]", () => {
    const start = matchStart()
    const match = importReplay(withMage([
      ...start,
      command([report("weatherMageRoll", { weatherRoll: [5, 5] })]),
      command([report("weatherMageResult", { modifier: 2, weather: "Blizzard", oldWeather: "Nice Weather", effect: "CHANGED" })]),
      endTurn("home", 1)
    ]))
    expect(match.stopped).toBeNull()
    expect(match.header.teams[1]!.inducements).toEqual([{ id: "weather-mage", count: 1 }])
    const before = importReplay(withMage(start)).events.length
    expect(shapes(match.events.slice(before))).toEqual([
      { _tag: "InducementUsed", team: "T-AWAY", inducement: "weather-mage" },
      { _tag: "DiceRolled", die: "2d6", faces: [5, 5], for: "weather-mage", team: "T-AWAY" },
      { _tag: "WeatherChosen", team: "T-AWAY", weather: "blizzard" },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    // Away's own turn is over; the blizzard holds until the end of Home's.
    expect(folded(match).state.weather).toBe("blizzard")
  })

  it("writes nothing more for a result FFB did not let the coach choose (NO_CHOICE): the engine derives it [ffb:report/weatherMageResult] [ffb:weather/NICE]", () => {
    const start = matchStart()
    const match = importReplay(withMage([
      ...start,
      command([report("weatherMageRoll", { weatherRoll: [4, 3] })]),
      command([report("weatherMageResult", { modifier: 0, weather: "Nice Weather", oldWeather: "Nice Weather", effect: "NO_CHANGE" })]),
      endTurn("home", 1)
    ]))
    expect(match.stopped).toBeNull()
    const before = importReplay(withMage(start)).events.length
    expect(shapes(match.events.slice(before)).map((e) => e._tag)).toEqual(["InducementUsed", "DiceRolled", "TurnEnded"])
    expect(folded(match).state.weather).toBe("perfect-conditions")
  })
})

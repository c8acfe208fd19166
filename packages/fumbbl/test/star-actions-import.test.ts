import { describe, expect, it } from "vitest"
import { decodeLogText, encodeLog } from "@sidelines/schema"
import type { FfbCommand, FfbPlayer, FfbTeam } from "../src/replay.js"
import { importFragment } from "./fold-imported.js"
import { activate, change, command, deselect, endTurn, matchStart, moveTo, replay, report, teams } from "./ffb-shapes.js"

/**
 * FFB-shaped fragments (written for these tests, shaped as FFB's BB2020 server writes them) of
 * star players' special rules that are actions of their own or change an action, each converted
 * and then folded by the engine from the kick-off on.
 */

type Skills = Readonly<Record<string, ReadonlyArray<string>>>

/** The teams of ffb-shapes (home h1–h4, Ogre h4; away a1–a4) with a skill or trait on some players (as in skill-actions.test.ts, no star's Loner). */
const teamsWith = (skills: Skills, fields: Readonly<Record<string, Partial<FfbPlayer>>> = {}) => {
  const { home, away } = teams()
  const give = (team: FfbTeam): FfbTeam => ({ ...team, playerArray: team.playerArray.map((p) => ({ ...p, ...fields[p.playerId], skillArray: [...p.skillArray, ...(skills[p.playerId] ?? [])] })) })
  return { home: give(home), away: give(away) }
}

/** Converts matchStart + the fragment (it must convert in full), checks the log decodes, folds it all; the fragment's events. */
const convertAndFold = (skills: Skills, ...fragment: ReadonlyArray<FfbCommand>) => convertWith(teamsWith(skills), ...fragment)

const convertWith = (overrides: ReturnType<typeof teamsWith>, ...fragment: ReadonlyArray<FfbCommand>) => {
  const result = importFragment(replay([...matchStart(), ...fragment], "BB2020", overrides), replay(matchStart(), "BB2020", overrides))
  expect(decodeLogText(encodeLog(result.match.header, result.match.events)).errors).toEqual([])
  return result
}

const injury = (defenderId: string, injuryType: string, armorRoll: [number, number], armorBroken: boolean, attackerId: string | null, injuryRoll: [number, number] | null = null, state: number | null = null) =>
  report("injury", { defenderId, injuryType, armorBroken, armorRoll, injuryRoll, casualtyRoll: null, injury: state, attackerId })

const dodged = (player: string, roll = 5) => command([report("dodgeRoll", { playerId: player, successful: true, roll, minimumRoll: 3, reRolled: false })])

/** Away turn 1: a4 blocks h2, Both Down: both go Prone (armour holds), a turnover; then the home team's turn 1. */
const bothDown = (): Array<FfbCommand> => [
  activate("a4", "block"),
  command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [2] })], [change("gameSetDefenderId", "h2", null)]),
  command([report("blockChoice", { nrOfDice: 1, blockRoll: [2], diceIndex: 0, blockResult: "BOTH_DOWN", defenderId: "h2" })]),
  command([injury("h2", "block", [2, 2], false, "a4")], [change("fieldModelSetPlayerState", "h2", 3)]),
  command([injury("a4", "block", [2, 3], false, "h2")], [change("fieldModelSetPlayerState", "a4", 3)]),
  command([], [change("actingPlayerSetPlayerId", null, null)]),
  endTurn("home", 1)
]

/** a2 carries the ball from [18,7] to `to`, square by square, in a Move action of its own. */
const carry = (...path: ReadonlyArray<readonly [number, number]>): Array<FfbCommand> => [
  activate("a2", "move"),
  ...path.map((at) => command([], [change("fieldModelSetPlayerCoordinate", "a2", at), change("fieldModelSetBallCoordinate", null, at)])),
  deselect("a2")
]

describe("Raiding Party from FFB", () => {
  it("writes FFB's Raiding Party (skillUse, turn mode raidingParty, the raidingParty report's direction) as SkillUsed at the team-mate and his square: a2 moves next to h1 with the ball [special:raiding-party] [ffb:skill/RaidingParty] [ffb:report/raidingParty] [ffb:turnMode/raidingParty]", () => {
    const { events, state } = convertAndFold(
      { a4: ["Raiding Party"] },
      ...carry([17, 6], [16, 5], [15, 5], [14, 5]),
      activate("a4", "move"),
      command([report("skillUse", { playerId: "a4", skill: "Raiding Party", used: true, skillUse: "moveOpenTeamMate" })], [change("gameSetTurnMode", null, "raidingParty")]),
      command([report("raidingParty", { playerId: "a4", otherPlayerId: "a2", direction: "West" })], [
        change("fieldModelSetPlayerCoordinate", "a2", [13, 5]),
        change("fieldModelSetBallCoordinate", null, [13, 5]),
        change("gameSetTurnMode", null, "regular")
      ]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events.filter((event) => event._tag === "SkillUsed")).toEqual([{ _tag: "SkillUsed", player: "a4", skill: "Raiding Party", target: "a2", at: [13, 5] }])
    expect(events.some((event) => event._tag === "PlayerMoved" && event.player === "a2" && event.to[0] === 13)).toBe(false)
    expect(state.players.find((p) => p.id === "a2")?.at).toEqual([13, 5])
    expect(state.ball.carrier).toBe("a2")
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a4:Raiding Party (drive 1)"])
  })

  it("writes nothing for FFB's Raiding Party declined (skillUse not used): Ivar's action goes on as it was", () => {
    const { events } = convertAndFold(
      { a4: ["Raiding Party"] },
      ...carry([17, 6], [16, 5], [15, 5], [14, 5]),
      activate("a4", "move"),
      command([report("skillUse", { playerId: "a4", skill: "Raiding Party", used: true, skillUse: "moveOpenTeamMate" })], [change("gameSetTurnMode", null, "raidingParty")]),
      command([report("skillUse", { playerId: "a4", skill: "Raiding Party", used: false, skillUse: "moveOpenTeamMate" })], [change("gameSetTurnMode", null, "regular")]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events.filter((event) => event._tag === "SkillUsed")).toEqual([])
  })
})

describe("Beer Barrel Bash! from FFB", () => {
  it("writes FFB's throwKey action and its thrownKeg report (a 4 at h2) as a throw-keg action, SkillUsed at h2 and the D6; the keg's armour roll follows [special:beer-barrel-bash] [ffb:playerAction/throwKey] [ffb:report/thrownKeg] [ffb:skill/BeerBarrelBash]", () => {
    const { events, state } = convertAndFold(
      { a4: ["Beer Barrel Bash!"] },
      activate("a4", "throwKey"),
      command([report("thrownKeg", { playerId: "a4", roll: 4, targetPlayerId: "h2", successful: true, fumble: false }), injury("h2", "kegHit", [2, 3], false, null)], [change("fieldModelSetPlayerState", "h2", 3)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events.slice(0, 4)).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "throw-keg" },
      { _tag: "SkillUsed", player: "a4", skill: "Beer Barrel Bash!", target: "h2" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "throw-keg", player: "a4", claimed: { success: true, target: 3 } },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "armour", player: "h2", claimed: { result: "not-broken" } }
    ])
    expect(state.players.find((p) => p.id === "h2")?.posture).toBe("prone")
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a4:Beer Barrel Bash! (drive 1)"])
  })

  it("writes a fumbled keg (a 1, then a team re-roll and another 1) as the D6, the re-roll and Thorsson's own armour: a turnover", () => {
    const { events, state } = convertAndFold(
      { a4: ["Beer Barrel Bash!"] },
      activate("a4", "throwKey"),
      command([report("thrownKeg", { playerId: "a4", roll: 1, targetPlayerId: "h2", successful: false, fumble: true })]),
      command([
        report("reRoll", { playerId: "a4", reRollSource: "Team ReRoll", successful: true, roll: 0 }),
        report("thrownKeg", { playerId: "a4", roll: 1, targetPlayerId: "h2", successful: false, fumble: true }),
        injury("a4", "kegHit", [3, 3], false, null)
      ], [change("fieldModelSetPlayerState", "a4", 3)]),
      command([], [change("actingPlayerSetPlayerId", null, null)]),
      endTurn("home", 1)
    )
    expect(events.filter((event) => event._tag === "DiceRolled").map((event) => event._tag === "DiceRolled" && [event.for, event.faces])).toEqual([["throw-keg", [1]], ["throw-keg", [1]], ["armour", [3, 3]]])
    expect(events.filter((event) => event._tag === "SkillUsed")).toHaveLength(1)
    expect(state.players.find((p) => p.id === "a4")?.posture).toBe("prone")
    expect(events.some((event) => event._tag === "TurnEnded")).toBe(false)
  })
})

describe("The Flashing Blade from FFB", () => {
  it("writes FFB's theFlashingBlade action as a stab at the block's defender, then the Move FFB turns it into [special:the-flashing-blade] [ffb:playerAction/theFlashingBlade] [ffb:skill/TheFlashingBlade]", () => {
    const { events, state } = convertAndFold(
      { a4: ["The Flashing Blade"] },
      activate("a4", "theFlashingBlade"),
      command([], [change("gameSetDefenderId", "h2", null)]),
      command([injury("h2", "stab", [2, 3], false, "a4")]),
      command([], [change("actingPlayerSetPlayerAction", null, "move")]),
      moveTo("a4", [14, 6]),
      dodged("a4"),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "stab", target: "h2" },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "armour", player: "h2", claimed: { result: "not-broken" } },
      { _tag: "PlayerMoved", player: "a4", to: [14, 6] },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "dodge", player: "a4", claimed: { success: true, target: 3 } },
      { _tag: "ActionEnded", player: "a4" },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a4:The Flashing Blade"])
  })
})

describe("Vicious Vines from FFB", () => {
  it("writes FFB's viciousVines action as a Block whose BlockThrown names h3, two squares away; no follow-up [special:vicious-vines] [ffb:playerAction/viciousVines] [ffb:skill/ViciousVines]", () => {
    const { events, state } = convertAndFold(
      { a1: ["Vicious Vines"] },
      activate("a1", "viciousVines"),
      command([report("block", { defenderId: "h3" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3] })], [change("gameSetDefenderId", "h3", null)]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [3], diceIndex: 0, blockResult: "PUSHBACK", defenderId: "h3" })]),
      command([], [change("fieldModelSetPlayerCoordinate", "h3", [11, 9])]),
      deselect("a1"),
      endTurn("home", 1)
    )
    expect(events.slice(0, 5)).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "block" },
      { _tag: "BlockThrown", player: "a1", target: "h3" },
      { _tag: "DiceRolled", die: "block", faces: [3], for: "block", player: "a1" },
      { _tag: "BlockDieChosen", face: 3 },
      { _tag: "PushChosen", player: "h3", to: [11, 9] }
    ])
    expect(state.players.find((p) => p.id === "h3")?.at).toEqual([11, 9])
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a1:Vicious Vines (half 1)"])
  })
})

describe("Kick 'em while they're down! from FFB", () => {
  const nobbla = { h1: ["Chainsaw", "Kick 'em while they're down!"] }

  it("writes FFB's kickEmBlock action as a chainsaw action at the Prone a4 [special:kick-em-while-they-re-down] [ffb:playerAction/kickEmBlock] [ffb:skill/KickEmWhileTheyReDown]", () => {
    const { events, state } = convertAndFold(
      nobbla,
      ...bothDown(),
      activate("h1", "kickEmBlock"),
      command([report("chainsawRoll", { playerId: "h1", successful: true, roll: 4, minimumRoll: 2, reRolled: false })], [change("gameSetDefenderId", "a4", null)]),
      command([injury("a4", "chainsaw", [5, 4], true, "h1", [2, 3], 3)]),
      deselect("h1"),
      endTurn("away", 2)
    )
    const start = events.findIndex((event) => event._tag === "ActionDeclared" && event.player === "h1")
    expect(events.slice(start, start + 3)).toEqual([
      { _tag: "ActionDeclared", player: "h1", action: "chainsaw", target: "a4" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "chainsaw", player: "h1", claimed: { success: true, target: 2 } },
      { _tag: "DiceRolled", die: "2d6", faces: [5, 4], for: "armour", player: "a4", claimed: { result: "broken" } }
    ])
    expect(state.teams[0]!.specialRulesUsed).toEqual(["h1:Kick 'em while they're down!"])
  })

  it("writes FFB's kickEmBlitz action as a Blitz at the Prone a4 its chainsaw names, and SkillUsed Chainsaw [special:kick-em-while-they-re-down] [ffb:playerAction/kickEmBlitz]", () => {
    const { events, state } = convertAndFold(
      nobbla,
      ...bothDown(),
      activate("h1", "kickEmBlitz"),
      command([report("chainsawRoll", { playerId: "h1", successful: true, roll: 4, minimumRoll: 2, reRolled: false })], [change("gameSetDefenderId", "a4", null)]),
      command([injury("a4", "chainsaw", [2, 3], false, "h1")]),
      deselect("h1"),
      endTurn("away", 2)
    )
    const start = events.findIndex((event) => event._tag === "ActionDeclared" && event.player === "h1")
    expect(events.slice(start, start + 3)).toEqual([
      { _tag: "ActionDeclared", player: "h1", action: "blitz", target: "a4" },
      { _tag: "SkillUsed", player: "h1", skill: "Chainsaw", target: "a4" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "chainsaw", player: "h1", claimed: { success: true, target: 2 } }
    ])
    expect(state.teams[0]!.specialRulesUsed).toEqual(["h1:Kick 'em while they're down!"])
  })
})

describe("Gored By The Bull from FFB", () => {
  it("writes FFB's Gored By The Bull (a skillUse naming no player, once the Blitz's target is chosen) as SkillUsed by the blitzer: the block gets a second die [special:gored-by-the-bull] [ffb:skill/GoredByTheBull]", () => {
    const { events, state } = convertAndFold(
      { a1: ["Gored By The Bull"] },
      activate("a1", "blitzMove"),
      command([report("selectBlitzTarget", { attackerId: "a1", defenderId: "h1" })]),
      command([report("skillUse", { playerId: null, skill: "Gored By The Bull", used: true, skillUse: "addBlockDie" })]),
      command([report("block", { defenderId: "h1" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3, 4] })], [change("gameSetDefenderId", "h1", null)]),
      command([report("blockChoice", { nrOfDice: 2, blockRoll: [3, 4], diceIndex: 0, blockResult: "PUSHBACK", defenderId: "h1" })], [change("fieldModelSetPlayerCoordinate", "h1", [11, 6])]),
      deselect("a1"),
      endTurn("home", 1)
    )
    expect(events.slice(0, 4)).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "blitz", target: "h1" },
      { _tag: "SkillUsed", player: "a1", skill: "Gored By The Bull" },
      { _tag: "BlockThrown", player: "a1", target: "h1" },
      { _tag: "DiceRolled", die: "block", faces: [3, 4], for: "block", player: "a1" }
    ])
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a1:Gored By The Bull"])
  })
})

describe("Fury of the Blood God from FFB", () => {
  it("writes FFB's Fury of the Blood God after a failed Unchannelled Fury roll as SkillUsed; the Block action's block and the second Block action's block follow [special:fury-of-the-blood-god] [ffb:skill/FuryOfTheBloodGod]", () => {
    const { events, state } = convertAndFold(
      { a4: ["Unchannelled Fury", "Fury of the Blood God"] },
      activate("a4", "block"),
      command([report("confusionRoll", { playerId: "a4", successful: false, roll: 1, minimumRoll: 2, reRolled: false, confusionSkill: "Unchannelled Fury" })]),
      command([report("skillUse", { playerId: "a4", skill: "Fury of the Blood God", used: true, skillUse: "performSecondTwoBlocks" })]),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3] })], [change("gameSetDefenderId", "h2", null)]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [3], diceIndex: 0, blockResult: "PUSHBACK", defenderId: "h2" })], [change("fieldModelSetPlayerCoordinate", "h2", [11, 7])]),
      command([report("block", { defenderId: "h1" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3, 4] })], [change("gameSetDefenderId", "h1", null)]),
      command([report("blockChoice", { nrOfDice: 2, blockRoll: [3, 4], diceIndex: 0, blockResult: "PUSHBACK", defenderId: "h1" })], [change("fieldModelSetPlayerCoordinate", "h1", [11, 6])]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events.slice(1, 4)).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "unchannelled-fury", player: "a4", claimed: { success: false, target: 2 } },
      { _tag: "SkillUsed", player: "a4", skill: "Fury of the Blood God" },
      { _tag: "BlockThrown", player: "a4", target: "h2" }
    ])
    expect(events.filter((event) => event._tag === "BlockThrown").map((event) => event._tag === "BlockThrown" && event.target)).toEqual(["h2", "h1"])
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a4:Fury of the Blood God"])
    expect(state.players.find((p) => p.id === "h1")?.at).toEqual([11, 6])
  })
})

describe("Bounding Leap from FFB", () => {
  it("writes FFB's Bounding Leap (its skillUse with the jump's roll, then FFB's own re-roll from it) as SkillUsed before the jump and RerollUsed with the rule [special:bounding-leap] [ffb:skill/BoundingLeap]", () => {
    const { events, state } = convertAndFold(
      { a2: ["Leap", "Bounding Leap"] },
      activate("a2", "move"),
      command([], [change("fieldModelSetPlayerCoordinate", "a2", [16, 7]), change("fieldModelSetBallCoordinate", null, [16, 7])]),
      command([
        report("skillUse", { playerId: "a2", skill: "Bounding Leap", used: true, skillUse: "passJumpWithoutModifiers" }),
        report("leapRoll", { playerId: "a2", successful: false, roll: 2, minimumRoll: 3, reRolled: false }),
        report("reRoll", { playerId: "a2", reRollSource: "Bounding Leap", successful: true, roll: 0 }),
        report("leapRoll", { playerId: "a2", successful: true, roll: 4, minimumRoll: 3, reRolled: true })
      ]),
      deselect("a2"),
      endTurn("home", 1)
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a2", action: "move" },
      { _tag: "SkillUsed", player: "a2", skill: "Bounding Leap" },
      { _tag: "PlayerMoved", player: "a2", to: [16, 7], jump: true },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "jump", player: "a2", claimed: { success: false, target: 3 } },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Bounding Leap", player: "a2" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "jump", player: "a2", claimed: { success: true, target: 3 } },
      { _tag: "ActionEnded", player: "a2" },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.players.find((p) => p.id === "a2")?.at).toEqual([16, 7])
  })
})

describe("Yoink! from FFB", () => {
  // a2 on [18,7] throws a Long Pass at [9,7]; h2 on [12,7] stands under the ruler.
  it("writes FFB's Yoink! (skillUse before the interception roll, 2+ with no modifier) as SkillUsed, then the interception: h2 has the ball [special:yoink] [ffb:skill/Yoink]", () => {
    const { events, state } = convertAndFold(
      { h2: ["Yoink!"] },
      activate("a2", "pass"),
      command([report("passRoll", { playerId: "a2", successful: true, roll: 6, reRolled: false, passResult: "ACCURATE", passingDistance: "LONG_PASS" })], [change("gameSetPassCoordinate", null, [9, 7]), change("fieldModelSetBallMoving", null, true)]),
      command([
        report("skillUse", { playerId: "h2", skill: "Yoink!", used: true, skillUse: "easyIntercept" }),
        report("interceptionRoll", { playerId: "h2", successful: true, roll: 3, minimumRoll: 2, reRolled: false })
      ], [change("fieldModelSetBallMoving", null, false), change("fieldModelSetBallCoordinate", null, [12, 7])]),
      command([], [change("actingPlayerSetPlayerId", null, null)]),
      endTurn("home", 1)
    )
    expect(events.slice(3, 5)).toEqual([
      { _tag: "SkillUsed", player: "h2", skill: "Yoink!" },
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "interception", player: "h2", claimed: { success: true, target: 2 } }
    ])
    expect(state.ball.carrier).toBe("h2")
    expect(state.teams[0]!.specialRulesUsed).toEqual(["h2:Yoink!"])
  })
})

describe("Kaboom! from FFB", () => {
  const bombInjury = (defenderId: string) =>
    report("injury", { defenderId, injuryType: "bomb", armorBroken: false, armorRoll: [2, 3], injuryRoll: null, casualtyRoll: null, injury: null, attackerId: "a1" })

  it("writes FFB's Kaboom! (skillUse after h2 caught the bomb) as SkillUsed in place of the catcher's D6; the blast follows in the engine's order [special:kaboom] [ffb:skill/Kaboom]", () => {
    const { events, state } = convertAndFold(
      { a1: ["Bombardier", "Kaboom!"] },
      activate("a1", "throwBomb"),
      command([report("passRoll", { playerId: "a1", successful: true, roll: 6, reRolled: false, passResult: "ACCURATE", bomb: true })], [change("gameSetPassCoordinate", null, [12, 7])]),
      // h2 is marked by a1, a3 and a4: a 6 catches.
      command([report("catchRoll", { playerId: "h2", successful: true, roll: 6, minimumRoll: 6, reRolled: false, bomb: true })]),
      command([report("skillUse", { playerId: "a1", skill: "Kaboom!", used: true, skillUse: "forceBombExplosion" })]),
      command([report("spellEffectRoll", { specialEffect: "bomb", playerId: "h2", roll: 0, successful: true }), bombInjury("h2")], [change("fieldModelSetPlayerState", "h2", 3)]),
      command([report("spellEffectRoll", { specialEffect: "bomb", playerId: "h3", roll: 2, successful: false })]),
      command([report("spellEffectRoll", { specialEffect: "bomb", playerId: "a3", roll: 1, successful: false })]),
      command([report("spellEffectRoll", { specialEffect: "bomb", playerId: "a4", roll: 3, successful: false })]),
      command([report("spellEffectRoll", { specialEffect: "bomb", playerId: "h1", roll: 2, successful: false })]),
      command([report("spellEffectRoll", { specialEffect: "bomb", playerId: "a1", roll: 1, successful: false })]),
      deselect("a1"),
      endTurn("home", 1)
    )
    expect(events.slice(3, 5)).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "catch", player: "h2", claimed: { success: true, target: 6 } },
      { _tag: "SkillUsed", player: "a1", skill: "Kaboom!" }
    ])
    expect(events.filter((event) => event._tag === "DiceRolled" && event.for === "bombardier")).toHaveLength(5)
    expect(state.players.find((p) => p.id === "h2")?.posture).toBe("prone")
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a1:Kaboom!"])
  })
})

describe("Ghostly Flames from FFB", () => {
  const injuryPart = (armorRoll: [number, number], armorBroken: boolean, skip: string, injuryRoll: [number, number] | null = null, state: number | null = null) =>
    report("injury", { defenderId: "h1", injuryType: "chainsaw", armorBroken, armorRoll, injuryRoll, casualtyRoll: null, injury: state, attackerId: "a1", skipInjuryParts: skip })

  it("writes FFB's Ghostly Flames (offered once the chainsaw's armour roll held) as SkillUsed after the armour; the injury FFB rolled with the +4 follows [special:ghostly-flames] [ffb:skill/GhostlyFlames]", () => {
    const { events, state } = convertAndFold(
      { a1: ["Chainsaw", "Ghostly Flames"] },
      activate("a1", "blitzMove"),
      command([report("selectBlitzTarget", { attackerId: "a1", defenderId: "h1" })]),
      command([report("chainsawRoll", { playerId: "a1", successful: true, roll: 5, minimumRoll: 2, reRolled: false })], [change("gameSetDefenderId", "h1", null)]),
      command([injuryPart([2, 3], false, "INJURY")]),
      command([report("skillUse", { playerId: "a1", skill: "Ghostly Flames", used: true, skillUse: "increaseChainsawDamage" }), injuryPart([2, 3], true, "NONE", [3, 4], 4)], [change("fieldModelSetPlayerState", "h1", 4)]),
      deselect("a1"),
      endTurn("home", 1)
    )
    expect(events.slice(3, 6)).toEqual([
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "armour", player: "h1", claimed: { result: "not-broken" } },
      { _tag: "SkillUsed", player: "a1", skill: "Ghostly Flames" },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 4], for: "injury", player: "h1", claimed: { result: "stunned" } }
    ])
    expect(state.players.find((p) => p.id === "h1")?.posture).toBe("stunned")
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a1:Ghostly Flames (half 1)"])
  })
})

describe("Maximum Carnage from FFB", () => {
  it("writes FFB's change of Max's action to maximumCarnage after his Chainsaw Attack as SkillUsed at the next chainsaw's defender, then that attack's dice [special:maximum-carnage] [ffb:playerAction/maximumCarnage] [ffb:skill/MaximumCarnage]", () => {
    const { events, state } = convertAndFold(
      { a4: ["Chainsaw", "Maximum Carnage"] },
      activate("a4", "block"),
      command([report("chainsawRoll", { playerId: "a4", successful: true, roll: 4, minimumRoll: 2, reRolled: false })], [change("gameSetDefenderId", "h2", null)]),
      command([injury("h2", "chainsaw", [2, 2], false, "a4")]),
      command([], [change("gameSetDefenderId", null, null), change("actingPlayerSetPlayerAction", null, "maximumCarnage")]),
      command([report("chainsawRoll", { playerId: "a4", successful: true, roll: 5, minimumRoll: 2, reRolled: false })], [change("gameSetDefenderId", "h1", null)]),
      command([injury("h1", "chainsaw", [1, 2], false, "a4")]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "chainsaw", target: "h2" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "chainsaw", player: "a4", claimed: { success: true, target: 2 } },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 2], for: "armour", player: "h2", claimed: { result: "not-broken" } },
      { _tag: "SkillUsed", player: "a4", skill: "Maximum Carnage", target: "h1" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "chainsaw", player: "a4", claimed: { success: true, target: 2 } },
      { _tag: "DiceRolled", die: "2d6", faces: [1, 2], for: "armour", player: "h1", claimed: { result: "not-broken" } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a4:Maximum Carnage"])
  })

  it("writes nothing for Maximum Carnage FFB offered and the coach did not take: the action ends after the first attack", () => {
    const { events } = convertAndFold(
      { a4: ["Chainsaw", "Maximum Carnage"] },
      activate("a4", "block"),
      command([report("chainsawRoll", { playerId: "a4", successful: true, roll: 4, minimumRoll: 2, reRolled: false })], [change("gameSetDefenderId", "h2", null)]),
      command([injury("h2", "chainsaw", [2, 2], false, "a4")]),
      command([], [change("gameSetDefenderId", null, null), change("actingPlayerSetPlayerAction", null, "maximumCarnage")]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events.filter((event) => event._tag === "SkillUsed")).toEqual([])
  })
})

describe("Putrid Regurgitation after a Blitz's block from FFB", () => {
  it("writes FFB's putridRegurgitationMove and then putridRegurgitationBlitz (its playerAction report mid-activation) as SkillUsed at the vomit's target after the Blitz's block [special:putrid-regurgitation] [ffb:playerAction/putridRegurgitationMove] [ffb:playerAction/putridRegurgitationBlitz] [ffb:skill/PutridRegurgitation]", () => {
    const { events, state } = convertAndFold(
      { a4: ["Putrid Regurgitation"] },
      activate("a4", "blitzMove"),
      command([report("selectBlitzTarget", { attackerId: "a4", defenderId: "h2" })]),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3] })], [change("gameSetDefenderId", "h2", null)]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [3], diceIndex: 0, blockResult: "PUSHBACK", defenderId: "h2" })], [change("fieldModelSetPlayerCoordinate", "h2", [11, 7])]),
      command([], [change("gameSetDefenderId", null, null), change("actingPlayerSetPlayerAction", null, "putridRegurgitationMove")]),
      command([report("playerAction", { actingPlayerId: "a4", playerAction: "putridRegurgitationBlitz" })], [change("actingPlayerSetPlayerAction", null, "putridRegurgitationBlitz")]),
      command([report("projectileVomit", { playerId: "a4", defenderId: "h1", successful: true, roll: 5, minimumRoll: 2, reRolled: false })], [change("gameSetDefenderId", "h1", null)]),
      command([injury("h1", "projectileVomit", [3, 4], false, "a4")]),
      deselect("a4"),
      endTurn("home", 1)
    )
    const used = events.findIndex((event) => event._tag === "SkillUsed")
    expect(events.slice(used - 2, used + 3)).toEqual([
      { _tag: "PushChosen", player: "h2", to: [11, 7] },
      { _tag: "FollowUpChosen", player: "a4", follow: false },
      { _tag: "SkillUsed", player: "a4", skill: "Putrid Regurgitation", target: "h1" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "projectile-vomit", player: "a4", claimed: { success: true, target: 2 } },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 4], for: "armour", player: "h1", claimed: { result: "not-broken" } }
    ])
    expect(events.filter((event) => event._tag === "ActionDeclared")).toHaveLength(1)
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a4:Putrid Regurgitation"])
  })
})

describe("skillWasted from FFB", () => {
  it("writes nothing for FFB's skillWasted (a start-of-activation rule chosen, then the action ended before it acted): the activation folds as a Move [ffb:report/skillWasted]", () => {
    const { events } = convertAndFold(
      { a4: ["Treacherous"] },
      activate("a4", "move"),
      command([report("skillWasted", { playerId: "a4", skill: "Treacherous" })]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events.slice(0, 2)).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "move" },
      { _tag: "ActionEnded", player: "a4" }
    ])
  })

  it("writes no SkillUsed for a Catch of the Day FFB reports used and then wasted (no loose ball within three squares) [ffb:report/skillWasted]", () => {
    const { events } = convertAndFold(
      { a4: ["Catch of the Day"] },
      activate("a4", "move"),
      command([report("skillUse", { playerId: "a4", skill: "Catch of the Day", used: true, skillUse: "getBallOnGround" }), report("skillWasted", { playerId: "a4", skill: "Catch of the Day" })]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events.filter((event) => event._tag === "SkillUsed")).toEqual([])
  })
})

/** FFB's declaration of Cindy's (a1's) action: the report names allYouCanEat, the acting player's action is its delegate, throwBomb. */
const declareAllYouCanEat = command([report("playerAction", { actingPlayerId: "a1", playerAction: "allYouCanEat" })], [
  change("actingPlayerSetPlayerId", null, "a1"),
  change("actingPlayerSetOldPlayerState", null, 0x101),
  change("fieldModelSetPlayerState", "a1", 0x102),
  change("actingPlayerSetPlayerAction", null, "throwBomb")
])

/** a1's bomb at `at`; a1 is marked by h1 and h2: only a 6 is accurate. */
const bombAt = (at: readonly [number, number]) =>
  command([report("passRoll", { playerId: "a1", successful: true, roll: 6, reRolled: false, passResult: "ACCURATE", passingDistance: "SHORT_PASS", bomb: true })], [change("gameSetPassCoordinate", null, at)])

describe("All You Can Eat from FFB", () => {

  it("writes FFB's allYouCanEat action as a Throw Bomb with SkillUsed, its two bombs (each landing on an empty square) and the allYouCanEat D6 [special:all-you-can-eat] [ffb:playerAction/allYouCanEat] [ffb:report/allYouCanEat] [ffb:skill/AllYouCanEat]", () => {
    const { events, state } = convertAndFold(
      { a1: ["Bombardier", "All You Can Eat"] },
      declareAllYouCanEat,
      bombAt([8, 3]),
      command([], [change("gameSetPassCoordinate", null, null)]),
      bombAt([8, 2]),
      command([report("allYouCanEat", { playerId: "a1", successful: true, roll: 5, minimumRoll: 4, reRolled: false })], [change("gameSetPassCoordinate", null, null)]),
      deselect("a1"),
      endTurn("home", 1)
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "throw-bomb" },
      { _tag: "SkillUsed", player: "a1", skill: "All You Can Eat" },
      { _tag: "PassAimed", player: "a1", at: [8, 3] },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "pass", player: "a1", claimed: { result: "accurate", success: true } },
      { _tag: "PassAimed", player: "a1", at: [8, 2] },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "pass", player: "a1", claimed: { result: "accurate", success: true } },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "all-you-can-eat", player: "a1", claimed: { success: true, target: 4 } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a1:All You Can Eat"])
  })
})

describe("All You Can Eat failed, from FFB", () => {

  it("reads a failed allYouCanEat D6 with no re-roll or bribe as Cindy's sending-off, a turnover: no TurnEnded is written [special:all-you-can-eat] [ffb:report/allYouCanEat]", () => {
    const { events, state } = convertAndFold(
      { a1: ["Bombardier", "All You Can Eat"] },
      declareAllYouCanEat,
      bombAt([8, 3]),
      command([], [change("gameSetPassCoordinate", null, null)]),
      bombAt([8, 2]),
      // FFB's StepEjectPlayer reports nothing: Cindy goes to the banned box.
      command([report("allYouCanEat", { playerId: "a1", successful: false, roll: 2, minimumRoll: 4, reRolled: false })], [change("fieldModelSetPlayerState", "a1", 0x0d), change("fieldModelSetPlayerCoordinate", "a1", [30, 0])]),
      command([], [change("actingPlayerSetPlayerId", null, null)]),
      endTurn("home", 1),
      activate("h1", "move"),
      deselect("h1")
    )
    expect(events.slice(-3)).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "all-you-can-eat", player: "a1", claimed: { success: false, target: 4 } },
      { _tag: "ActionDeclared", player: "h1", action: "move" },
      { _tag: "ActionEnded", player: "h1" }
    ])
    expect(state.players.find((p) => p.id === "a1")?.at).toBeNull()
  })
})

describe("Swoop from FFB", () => {
  it("writes FFB's swoopPlayer (direction and D3 reported, the template's facing and D6 not) as SkillUsed Swoop facing the way it went, the swoop D6 and D3, then the landing [trait:swoop] [ffb:report/swoopPlayer] [ffb:playerAction/swoop]", () => {
    // a3 a thrower of ST 5, a4 a Stunty flyer.
    const { events, state, match } = convertWith(
      teamsWith({ a3: ["Throw Team-mate"], a4: ["Right Stuff", "Stunty", "Swoop"] }, { a3: { strength: 5 }, a4: { strength: 2 } }),
      activate("a3", "throwTeamMateMove"),
      command([], [change("actingPlayerSetPlayerAction", null, "throwTeamMate"), change("gameSetDefenderId", "a4", null)]),
      command([], [change("gameSetPassCoordinate", null, [17, 5])]),
      command([report("throwTeamMateRoll", { playerId: "a3", thrownPlayerId: "a4", successful: true, roll: 6, reRolled: false, passResult: "ACCURATE" })]),
      // FFB's StepSwoop puts a4 on the target square and makes him the acting player, his action swoop.
      command([], [change("fieldModelSetPlayerCoordinate", "a4", [17, 5]), change("actingPlayerSetPlayerId", null, "a4"), change("actingPlayerSetPlayerAction", null, "swoop")]),
      command([report("swoopPlayer", { startCoordinate: [17, 5], endCoordinate: [19, 5], distance: 2, scatterDirection: "East" })], [change("fieldModelSetPlayerCoordinate", "a4", [19, 5])]),
      command([report("rightStuffRoll", { playerId: "a4", successful: true, roll: 5, reRolled: false })]),
      command([], [change("actingPlayerSetPlayerId", null, null)]),
      endTurn("home", 1)
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a3", action: "throw-team-mate" },
      { _tag: "TeamMateThrown", player: "a3", target: "a4", at: [17, 5] },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "throw-team-mate", player: "a3", claimed: { result: "accurate" } },
      { _tag: "SkillUsed", player: "a4", skill: "Swoop", at: [18, 5] },
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "swoop", player: "a4" },
      { _tag: "DiceRolled", die: "d3", faces: [2], for: "swoop", player: "a4" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "landing", player: "a4", claimed: { success: true } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.players.find((p) => p.id === "a4")?.at).toEqual([19, 5])
    expect(match.warnings.some((w) => w.includes("Swoop"))).toBe(true)
  })
})

const scatterBall = (directions: ReadonlyArray<string>, rolls: ReadonlyArray<number>) => report("scatterBall", { directionArray: directions, rolls, gustOfWind: false })

/** a2's Hail Mary pass at `at`. */
const hailMaryAt = (at: readonly [number, number]) => [
  activate("a2", "hailMaryPass"),
  command([report("passRoll", { playerId: "a2", roll: 4, reRolled: false, passResult: "INACCURATE", hailMaryPass: true })], [change("gameSetPassCoordinate", null, at), change("fieldModelSetBallMoving", null, true)])
]

describe("Blast It! from FFB", () => {
  const blastIt = (used: boolean) => command([report("skillUse", { playerId: "a2", skill: "Blast It!", used, skillUse: "reRollDirection" })])

  it("writes FFB's Blast It! re-roll of a Hail Mary pass's scatter die (each die reported alone as it is asked, then all three again) as RerollUsed and the new D8; the dice not re-rolled stand [special:blast-it] [ffb:skill/BlastIt]", () => {
    const { events, state } = convertAndFold(
      { a2: ["Hail Mary Pass", "Blast It!"] },
      ...hailMaryAt([5, 7]),
      // The first die, North: re-rolled to East.
      command([scatterBall(["North"], [1])]),
      blastIt(true),
      command([scatterBall(["East"], [3])]),
      // The second and third, North each: kept.
      command([scatterBall(["North"], [1])]),
      blastIt(false),
      command([scatterBall(["North"], [1])]),
      blastIt(false),
      command([scatterBall(["East", "North", "North"], [3, 1, 1])]),
      command([scatterBall(["East"], [3])], [change("fieldModelSetBallCoordinate", null, [7, 5]), change("fieldModelSetBallMoving", null, false)]),
      deselect("a2"),
      endTurn("home", 1)
    )
    expect(events.slice(3)).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "pass", player: "a2", claimed: { result: "inaccurate" } },
      { _tag: "DiceRolled", die: "d8", faces: [2], for: "scatter" },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Blast It!", player: "a2" },
      { _tag: "DiceRolled", die: "d8", faces: [5], for: "scatter" },
      { _tag: "DiceRolled", die: "d8", faces: [2], for: "scatter" },
      { _tag: "DiceRolled", die: "d8", faces: [2], for: "scatter" },
      // The pass caught by nobody: a turnover, no TurnEnded.
      { _tag: "DiceRolled", die: "d8", faces: [5], for: "bounce" }
    ])
    expect(state.ball.at).toEqual([7, 5])
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a2:Blast It!"])
  })

  it("writes the dice FFB reports only in its last scatterBall when the coach never wants Blast It! (no die asked after the first)", () => {
    const { events } = convertAndFold(
      { a2: ["Hail Mary Pass", "Blast It!"] },
      ...hailMaryAt([5, 7]),
      command([scatterBall(["North"], [1])]),
      blastIt(false),
      command([scatterBall(["North", "North", "North"], [1, 1, 1])]),
      command([scatterBall(["East"], [3])], [change("fieldModelSetBallCoordinate", null, [6, 4]), change("fieldModelSetBallMoving", null, false)]),
      deselect("a2"),
      endTurn("home", 1)
    )
    expect(events.filter((event) => event._tag === "DiceRolled" && event.die === "d8").map((event) => event._tag === "DiceRolled" && [event.for, event.faces[0]])).toEqual([["scatter", 2], ["scatter", 2], ["scatter", 2], ["bounce", 5]])
    expect(events.some((event) => event._tag === "RerollUsed")).toBe(false)
  })
})

describe("Blast It!'s +1 to a catch, from FFB", () => {

  it("writes FFB's Blast It! taken for a team-mate's failed catch (grantCatchBonus, the same die judged again with +1) as SkillUsed after the last scatter die, then the one catch roll [special:blast-it] [ffb:skill/BlastIt]", () => {
    const { events, state } = convertAndFold(
      { a2: ["Hail Mary Pass", "Blast It!"] },
      // a4 steps out of the home players' reach to [15,6].
      activate("a4", "move"),
      moveTo("a4", [14, 7]),
      dodged("a4"),
      moveTo("a4", [15, 6]),
      deselect("a4"),
      ...hailMaryAt([15, 3]),
      command([scatterBall(["South"], [5])]),
      command([report("skillUse", { playerId: "a2", skill: "Blast It!", used: false, skillUse: "reRollDirection" })]),
      command([scatterBall(["South"], [5])]),
      command([report("skillUse", { playerId: "a2", skill: "Blast It!", used: false, skillUse: "reRollDirection" })]),
      command([scatterBall(["South"], [5])]),
      command([report("skillUse", { playerId: "a2", skill: "Blast It!", used: false, skillUse: "reRollDirection" })]),
      command([scatterBall(["South", "South", "South"], [5, 5, 5])]),
      command([report("catchRoll", { playerId: "a4", successful: false, roll: 3, minimumRoll: 4, reRolled: false })]),
      command([
        report("skillUse", { playerId: "a2", skill: "Blast It!", used: true, skillUse: "grantCatchBonus" }),
        report("catchRoll", { playerId: "a4", successful: true, roll: 3, minimumRoll: 3, reRolled: true })
      ], [change("fieldModelSetBallCoordinate", null, [15, 6]), change("fieldModelSetBallMoving", null, false)]),
      deselect("a2"),
      endTurn("home", 1)
    )
    const used = events.findIndex((event) => event._tag === "SkillUsed" && event.skill === "Blast It!")
    expect(events.slice(used - 1, used + 3)).toEqual([
      { _tag: "DiceRolled", die: "d8", faces: [7], for: "scatter" },
      { _tag: "SkillUsed", player: "a2", skill: "Blast It!" },
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "catch", player: "a4", claimed: { success: true, target: 3 } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.ball.carrier).toBe("a4")
  })
})

describe("Tasty Morsel (and Bloodlust's bite) from FFB", () => {
  const karina = teamsWith({ a4: ["Bloodlust", "Tasty Morsel"] }, { a4: { skillValuesMap: { Bloodlust: "3" } } })
  const thirsty = [
    activate("a4", "move"),
    command([report("bloodLustRoll", { playerId: "a4", successful: false, roll: 1, minimumRoll: 3, reRolled: false })])
  ]

  it("writes FFB's bite of an opponent (an injury of type bitten: no armour, the injury roll) as PlayerChosen bloodlust naming him, then the injury roll: Karina's Tasty Morsel, no turnover [special:tasty-morsel] [ffb:skill/TastyMorsel]", () => {
    const { events, state } = convertWith(
      karina,
      ...thirsty,
      command([report("injury", { defenderId: "h2", injuryType: "bitten", armorBroken: true, armorRoll: null, injuryRoll: [3, 4], casualtyRoll: null, injury: 4, attackerId: "a4" })], [change("fieldModelSetPlayerState", "h2", 4)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "move" },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "bloodlust", player: "a4", claimed: { success: false, target: 3 } },
      { _tag: "PlayerChosen", team: "T-AWAY", player: "h2", for: "bloodlust" },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 4], for: "injury", player: "h2", claimed: { result: "stunned" } },
      { _tag: "ActionEnded", player: "a4" },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.players.find((p) => p.id === "h2")?.posture).toBe("stunned")
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a4:Tasty Morsel"])
  })
})

import { describe, expect, it } from "vitest"
import type { FfbCommand } from "../src/replay.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, moveTo, replay, report, teams } from "./ffb-shapes.js"
import { importFragment } from "./fold-imported.js"

/**
 * The roster traits of later BB2020 teams as FFB reports them (written for these tests, shaped
 * like FFB's bb2020 reports): Pick-me-up's D6 before FFB's turnEnd, Hit and Run's move after a
 * block. After matchStart it is the away team's first turn; a1 stands on [13,6] next to h1 on
 * [12,6], a4 on [13,7] next to h2 on [12,7].
 */
const awayWith = (skills: ReadonlyArray<string>) => {
  const { away } = teams()
  return ffbTeam("T-AWAY", "awaycoach", [ffbPlayer("a1", 1, { skillArray: [...skills] }), ...away.playerArray.slice(1)])
}

const convert = (skills: ReadonlyArray<string>, fragment: ReadonlyArray<FfbCommand>) =>
  importFragment(replay([...matchStart(), ...fragment], "BB2020", { away: awayWith(skills) }), replay(matchStart(), "BB2020", { away: awayWith(skills) }))

const injury = (defenderId: string, attackerId: string) =>
  report("injury", { defenderId, injuryType: "block", armorBroken: false, armorRoll: [2, 3], injuryRoll: null, casualtyRoll: null, injury: null, attackerId, skipInjuryParts: "NONE" })

/** `attacker` blocks `defender` with one Pow die, pushing them to `to` without following up. */
const pow = (attacker: string, defender: string, team: string, to: readonly [number, number]): Array<FfbCommand> => [
  activate(attacker, "block"),
  command([report("block", { defenderId: defender }), report("blockRoll", { choosingTeamId: team, blockRoll: [6] })]),
  command([report("blockChoice", { nrOfDice: 1, blockRoll: [6], diceIndex: 0, blockResult: "POW", defenderId: defender })], [change("fieldModelSetPlayerCoordinate", defender, to)]),
  command([injury(defender, attacker)], [change("fieldModelSetPlayerState", defender, 0x3)])
]

describe("Pick-me-up from FFB", () => {
  it("writes FFB's pickMeUp D6 (reported before its turnEnd) after the home team's TurnEnded, and the prone Norse stands [ffb:report/pickMeUp]", () => {
    // The away turn ends; h2 knocks a4 down onto [14,7], a square from a1 (Pick-me-up); the coach ends the home turn.
    const { events, state, engine } = convert(["Pick-me-up"], [
      endTurn("home", 1),
      ...pow("h2", "a4", "T-HOME", [14, 7]),
      deselect("h2"),
      command([report("pickMeUp", { successful: true, playerId: "a4", roll: 5 })], [change("fieldModelSetPlayerState", "a4", 0x101)]),
      endTurn("away", 2)
    ])
    expect(events.slice(-2)).toEqual([
      { _tag: "TurnEnded", team: "T-HOME" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "pick-me-up", player: "a4", claimed: { success: true } }
    ])
    expect(state.players[engine.playerIndex.get("a4")!]!.posture).toBe("standing")
    expect(state.activeTeam).toBe(1)
  })
})

describe("Hit and Run from FFB", () => {
  it("writes FFB's hitAndRun move after a block as SkillUsed with the square its direction names; the skillUse offer and FFB's own move are not written [ffb:report/hitAndRun] [ffb:turnMode/hitAndRun]", () => {
    // a1 knocks h1 down onto [11,6], then moves Northeast to [14,5], where no home player is next to him.
    const { events, state, engine } = convert(["Block", "Hit And Run"], [
      ...pow("a1", "h1", "T-AWAY", [11, 6]),
      command([report("skillUse", { playerId: "a1", skill: "Hit And Run", used: true, skillUse: "moveSquare" })], [change("gameSetTurnMode", null, "hitAndRun")]),
      command([report("hitAndRun", { playerId: "a1", direction: "Northeast" })], [change("fieldModelSetPlayerCoordinate", "a1", [14, 5]), change("gameSetTurnMode", null, "regular")]),
      deselect("a1"),
      endTurn("home", 1)
    ])
    expect(events.slice(-2)).toEqual([
      { _tag: "SkillUsed", player: "a1", skill: "Hit and Run", at: [14, 5] },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.players[engine.playerIndex.get("a1")!]!.at).toEqual([14, 5])
  })

  it("writes nothing when FFB offered the move and the coach ended the action instead: the next event declines it", () => {
    const { events, state, engine } = convert(["Block", "Hit And Run"], [
      ...pow("a1", "h1", "T-AWAY", [11, 6]),
      command([report("skillUse", { playerId: "a1", skill: "Hit And Run", used: true, skillUse: "moveSquare" })], [change("gameSetTurnMode", null, "hitAndRun")]),
      command([], [change("gameSetTurnMode", null, "regular")]),
      deselect("a1"),
      endTurn("home", 1)
    ])
    expect(events.some((event) => event._tag === "SkillUsed")).toBe(false)
    expect(events.at(-1)).toEqual({ _tag: "TurnEnded", team: "T-AWAY" })
    expect(state.players[engine.playerIndex.get("a1")!]!.at).toEqual([13, 6])
  })
})

describe("Foul Appearance from FFB", () => {
  // h1 on [12,6] has Foul Appearance; a1 on [13,6] goes for him.
  const homeWith = () => {
    const { home } = teams()
    return ffbTeam("T-HOME", "homecoach", [ffbPlayer("h1", 1, { skillArray: ["Foul Appearance"] }), ...home.playerArray.slice(1)])
  }
  const convertFoul = (fragment: ReadonlyArray<FfbCommand>) =>
    importFragment(replay([...matchStart(), ...fragment], "BB2020", { home: homeWith() }), replay(matchStart(), "BB2020", { home: homeWith() }))
  const foulRoll = (roll: number) => report("foulAppearanceRoll", { playerId: "a1", successful: roll > 1, roll, minimumRoll: 2, reRolled: false, defenderId: null })

  it("writes a Block action's BlockThrown before FFB's roll; a 1 stops the block, so its target is FFB's defender [ffb:report/foulAppearanceRoll]", () => {
    const { events, state, engine } = convertFoul([
      activate("a1", "block"),
      command([], [change("gameSetDefenderId", "h1", null)]),
      command([foulRoll(1)]),
      command([], [change("gameSetDefenderId", null, null)]),
      deselect("a1"),
      endTurn("home", 1)
    ])
    expect(events.slice(0, 3)).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "block" },
      { _tag: "BlockThrown", player: "a1", target: "h1" },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "foul-appearance", player: "a1", claimed: { success: false, target: 2 } }
    ])
    expect(state.players[engine.playerIndex.get("a1")!]!.hasActed).toBe(true)
    expect(state.activeTeam).toBe(0)
  })

  it("holds the roll FFB makes as a Blitz is declared until the Blitz's block is thrown [ffb:report/foulAppearanceRoll]", () => {
    const { events } = convertFoul([
      activate("a1", "blitzMove"),
      command([report("selectBlitzTarget", { attackerId: "a1", defenderId: "h1" })]),
      command([foulRoll(4)]),
      // a1 dodges to [13,5] (still next to h1) and blocks him.
      moveTo("a1", [13, 5]),
      command([report("dodgeRoll", { playerId: "a1", successful: true, roll: 6, minimumRoll: 4, reRolled: false })]),
      command([report("block", { defenderId: "h1" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3] })]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [3], diceIndex: 0, blockResult: "PUSHBACK", defenderId: "h1" })], [change("fieldModelSetPlayerCoordinate", "h1", [11, 6])]),
      deselect("a1"),
      endTurn("home", 1)
    ])
    expect(events.slice(0, 6)).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "blitz", target: "h1" },
      { _tag: "PlayerMoved", player: "a1", to: [13, 5] },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "dodge", player: "a1", claimed: { success: true, target: 4 } },
      { _tag: "BlockThrown", player: "a1", target: "h1" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "foul-appearance", player: "a1", claimed: { success: true, target: 2 } },
      { _tag: "DiceRolled", die: "block", faces: [3], for: "block", player: "a1" }
    ])
  })
})

describe("Trickster from FFB", () => {
  const homeWith = () => {
    const { home } = teams()
    return ffbTeam("T-HOME", "homecoach", [ffbPlayer("h1", 1, { skillArray: ["Trickster"] }), ...home.playerArray.slice(1)])
  }

  it("writes the defender FFB sets on a new square in its Trickster turn mode (no report) as SkillUsed Trickster at it, after the block is thrown and before its dice [ffb:turnMode/trickster]", () => {
    // a1 on [13,6] blocks h1 on [12,6]; h1 steps to [14,5], next to a1, and is pushed on to [15,4].
    const fragment = [
      activate("a1", "block"),
      command([], [change("gameSetDefenderId", "h1", null)]),
      command([], [change("gameSetTurnMode", null, "trickster")]),
      command([], [change("fieldModelSetPlayerCoordinate", "h1", [14, 5]), change("gameSetTurnMode", null, "regular")]),
      command([report("block", { defenderId: "h1" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3] })]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [3], diceIndex: 0, blockResult: "PUSHBACK", defenderId: "h1" })], [change("fieldModelSetPlayerCoordinate", "h1", [15, 4])]),
      deselect("a1"),
      endTurn("home", 1)
    ]
    const { events, state, engine } = importFragment(replay([...matchStart(), ...fragment], "BB2020", { home: homeWith() }), replay(matchStart(), "BB2020", { home: homeWith() }))
    expect(events.slice(0, 6)).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "block" },
      { _tag: "BlockThrown", player: "a1", target: "h1" },
      { _tag: "SkillUsed", player: "h1", skill: "Trickster", at: [14, 5] },
      { _tag: "DiceRolled", die: "block", faces: [3], for: "block", player: "a1" },
      { _tag: "BlockDieChosen", face: 3 },
      { _tag: "PushChosen", player: "h1", to: [15, 4] }
    ])
    expect(state.players[engine.playerIndex.get("h1")!]!.at).toEqual([15, 4])
  })
})

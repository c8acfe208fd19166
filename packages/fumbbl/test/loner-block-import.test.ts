import { describe, expect, it } from "vitest"
import { importFragment } from "./fold-imported.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, replay, report } from "./ffb-shapes.js"

/**
 * A team re-roll of block dice that a Loner roll spoils (written for these tests, shaped like FFB's
 * bb2020 commands): FFB reports the team re-roll, the failed Loner roll, then the same dice again
 * in a blockRoll. The dice stand: the log writes them once. a1 (Loner (4+)) blocks h1.
 */
const away = ffbTeam("T-AWAY", "awaycoach", [ffbPlayer("a1", 1, { skillArray: ["Loner"], skillValuesMap: { Loner: "4+" } }), ffbPlayer("a2", 2), ffbPlayer("a3", 3), ffbPlayer("a4", 4)])
const start = matchStart()

describe("a Loner spoiling a re-roll of block dice, from FFB", () => {
  it("writes the dice once: the re-roll, the failed Loner D6, then the choice among the same dice [ffb:report/reRoll]", () => {
    const fragment = [
      activate("a1", "block"),
      command([report("block", { defenderId: "h1" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [1] })], [change("gameSetDefenderId", "h1", null)]),
      command([
        report("reRoll", { playerId: "a1", reRollSource: "Team ReRoll", successful: false, roll: 0 }),
        report("reRoll", { playerId: "a1", reRollSource: "Loner", successful: false, roll: 1 }),
        report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [1] })
      ], [change("turnDataSetReRolls", "away", 1)]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [1], diceIndex: 0, blockResult: "SKULL", defenderId: "h1" })], [change("fieldModelSetPlayerState", "a1", 3)]),
      command([report("injury", { defenderId: "a1", injuryType: "block", armorBroken: false, armorRoll: [2, 2], injuryRoll: null, casualtyRoll: null, injury: null, attackerId: "h1" })]),
      deselect("a1"),
      endTurn("home", 1)
    ]
    const { events } = importFragment(replay([...start, ...fragment], "BB2020", { away }), replay(start, "BB2020", { away }))
    expect(events.slice(0, 7)).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "block" },
      { _tag: "BlockThrown", player: "a1", target: "h1" },
      { _tag: "DiceRolled", die: "block", faces: [1], for: "block", player: "a1" },
      { _tag: "RerollUsed", team: "T-AWAY", source: "team-reroll" },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "loner", player: "a1", claimed: { success: false } },
      { _tag: "BlockDieChosen", face: 1 },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 2], for: "armour", player: "a1", claimed: { result: "not-broken" } }
    ])
  })
})

import { describe, expect, it } from "vitest"
import { importFragment } from "./fold-imported.js"
import { activate, change, command, endTurn, ffbPlayer, ffbTeam, matchStart, moveTo, replay, report } from "./ffb-shapes.js"

/**
 * A Blitz whose rush for the square its block costs fails for good (written for these tests,
 * shaped like FFB's bb2020 commands): FFB switches the action to "blitz", sets the target as the
 * block's defender, rolls the rush and, on a failure, reports the fall and no block. Our log
 * throws the block first (the engine rolls that rush after BlockThrown), so the importer names it.
 * a1 (MA 1) on [13,6] dodges to [13,5] and blitzes h1 on [12,6].
 */
const away = ffbTeam("T-AWAY", "awaycoach", [ffbPlayer("a1", 1, { movement: 1 }), ffbPlayer("a2", 2), ffbPlayer("a3", 3), ffbPlayer("a4", 4)])
const start = matchStart()

describe("a Blitz's failed rush for its block from FFB", () => {
  it("writes BlockThrown at the Blitz's target before the failed rush, then the re-roll and the fall [ffb:report/goForItRoll]", () => {
    const fragment = [
      activate("a1", "blitzMove"),
      command([report("selectBlitzTarget", { attackerId: "a1", defenderId: "h1" })]),
      moveTo("a1", [13, 5]),
      command([report("dodgeRoll", { playerId: "a1", successful: true, roll: 5, minimumRoll: 3, reRolled: false })]),
      command([], [change("actingPlayerSetPlayerAction", null, "blitz")]),
      command([], [change("gameSetDefenderId", "h1", null)]),
      command([report("goForItRoll", { playerId: "a1", successful: false, roll: 1, minimumRoll: 2, reRolled: false })]),
      command([report("reRoll", { playerId: "a1", reRollSource: "Team ReRoll", successful: false, roll: 0 }), report("goForItRoll", { playerId: "a1", successful: false, roll: 1, minimumRoll: 2, reRolled: true })], [change("turnDataSetReRolls", "away", 1)]),
      command([], [change("fieldModelSetPlayerState", "a1", 3)]),
      command([report("injury", { defenderId: "a1", injuryType: "dropGfi", armorBroken: false, armorRoll: [2, 3], injuryRoll: null, casualtyRoll: null, injury: 3, attackerId: null })]),
      command([], [change("gameSetDefenderId", null, null), change("actingPlayerSetPlayerId", null, null)]),
      endTurn("home", 1)
    ]
    const { events } = importFragment(replay([...start, ...fragment], "BB2020", { away }), replay(start, "BB2020", { away }))
    expect(events.slice(0, 8)).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "blitz", target: "h1" },
      { _tag: "PlayerMoved", player: "a1", to: [13, 5] },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "dodge", player: "a1", claimed: { success: true, target: 3 } },
      { _tag: "BlockThrown", player: "a1", target: "h1" },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "rush", player: "a1", claimed: { success: false, target: 2 } },
      { _tag: "RerollUsed", team: "T-AWAY", source: "team-reroll" },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "rush", player: "a1", claimed: { success: false, target: 2 } },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "armour", player: "a1", claimed: { result: "not-broken" } }
    ])
  })
})

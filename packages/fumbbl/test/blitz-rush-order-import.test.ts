import { describe, expect, it } from "vitest"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, replay, report, teams } from "./ffb-shapes.js"
import { importFragment } from "./fold-imported.js"

/**
 * A Blitz's rushes from FFB (written for these tests, shaped like FFB's bb2020 commands): FFB
 * rolls the rush for the square the block costs before it reports the block (and Horns' notice
 * between them); our log throws the block first. A rush for a square moved into is not the
 * block's. After matchStart a2 (MA 4, Horns, holding the ball) stands on [18,7].
 */
const awayWith = () => {
  const { away } = teams()
  return ffbTeam("T-AWAY", "awaycoach", [away.playerArray[0]!, ffbPlayer("a2", 2, { movement: 4, skillArray: ["Horns"] }), ...away.playerArray.slice(2)])
}
const rush = (roll: number) => report("goForItRoll", { playerId: "a2", successful: true, roll, minimumRoll: 2, reRolled: false })

describe("a Blitz's rushes from FFB", () => {
  it("writes the rush of the last square moved before the block, and throws the block before the rush it costs, past Horns' notice [ffb:report/goForItRoll]", () => {
    const run = ([[17, 6], [16, 5], [15, 5], [14, 5]] as const).map((at) => command([], [change("fieldModelSetPlayerCoordinate", "a2", at), change("fieldModelSetBallCoordinate", null, at)]))
    const { events } = importFragment(replay([
      ...matchStart(),
      activate("a2", "blitzMove"),
      command([report("selectBlitzTarget", { attackerId: "a2", defenderId: "h1" })]),
      ...run,
      // The fifth square is a rush; then the block costs a second one.
      command([], [change("fieldModelSetPlayerCoordinate", "a2", [13, 5]), change("fieldModelSetBallCoordinate", null, [13, 5])]),
      command([rush(6)]),
      command([rush(5)]),
      command([report("skillUse", { playerId: "a2", skill: "Horns", used: true, skillUse: "increaseStrengthBy1" })]),
      command([report("block", { defenderId: "h1" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3, 2] })]),
      command([report("blockChoice", { nrOfDice: 2, blockRoll: [3, 2], diceIndex: 0, blockResult: "PUSHBACK", defenderId: "h1" })], [change("fieldModelSetPlayerCoordinate", "h1", [11, 7])]),
      deselect("a2"),
      endTurn("home", 1)
    ], "BB2020", { away: awayWith() }), replay(matchStart(), "BB2020", { away: awayWith() }))
    const at = events.findIndex((event) => event._tag === "PlayerMoved" && event.to[0] === 13)
    expect(events.slice(at, at + 5)).toEqual([
      { _tag: "PlayerMoved", player: "a2", to: [13, 5] },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "rush", player: "a2", claimed: { success: true, target: 2 } },
      { _tag: "BlockThrown", player: "a2", target: "h1" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "rush", player: "a2", claimed: { success: true, target: 2 } },
      { _tag: "DiceRolled", die: "block", faces: [3, 2], for: "block", player: "a2" }
    ])
  })
})

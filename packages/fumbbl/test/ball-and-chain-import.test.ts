import { importFragment } from "./fold-imported.js"
import { describe, expect, it } from "vitest"
import type { FfbCommand } from "../src/replay.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, placements, replay, report } from "./ffb-shapes.js"

/**
 * Ball & Chain from FFB (written for these tests, shaped like FFB's bb2020 StepMoveBallAndChain):
 * the player's Move, each square a `scatterPlayer` with the throw-in D6 and the way they went.
 * The away team's a5 carries the Ball and Chain (FFB's spelling).
 */

const away = ffbTeam("T-AWAY", "awaycoach", [ffbPlayer("a1", 1), ffbPlayer("a2", 2), ffbPlayer("a3", 3), ffbPlayer("a4", 4), ffbPlayer("a5", 5, { skillArray: ["Ball and Chain", "No Hands", "Secret Weapon"] })])

/** matchStart with a5 set up on `at` too; the away team's first turn has begun. */
const start = (at: readonly [number, number]): Array<FfbCommand> => {
  const s = matchStart()
  return [...s.slice(0, 14), ...placements([["a5", at]]), ...s.slice(14, -1), { ...s.at(-1)!, modelChangeList: { modelChangeArray: [...s.at(-1)!.modelChangeList!.modelChangeArray!, change("fieldModelSetPlayerState", "a5", 0x101)] } }]
}
const swing = (from: readonly [number, number], to: readonly [number, number], direction: string, roll: number) =>
  command([report("scatterPlayer", { coordinateFrom: from, coordinateTo: to, directionArray: [direction], rolls: [roll] })], [change("fieldModelSetPlayerCoordinate", "a5", to)])

const convert = importFragment

describe("Ball & Chain from FFB", () => {
  it("names FFB's Ball and Chain as the rulebook does, and writes each swing as SkillUsed at the square the template faced and FFB's D6; the engine moves the player [ffb:skill/BallAndChain] [ffb:report/scatterPlayer]", () => {
    const s = start([16, 7])
    const { events, match, state, engine } = convert(replay([...s, activate("a5", "move"), swing([16, 7], [15, 7], "West", 3), swing([15, 7], [14, 8], "Southwest", 1), deselect("a5"), endTurn("home", 1)], "BB2020", { away }), replay(s, "BB2020", { away }))
    expect(match.header.teams[1]!.players[4]!.traits).toContain("Ball & Chain")
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a5", action: "move" },
      { _tag: "SkillUsed", player: "a5", skill: "Ball & Chain", at: [15, 7] },
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "ball-and-chain", player: "a5" },
      // Facing West, a 1 sends the player Southwest.
      { _tag: "SkillUsed", player: "a5", skill: "Ball & Chain", at: [14, 7] },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "ball-and-chain", player: "a5" },
      { _tag: "ActionEnded", player: "a5" },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.players[engine.playerIndex.get("a5")!]!.at).toEqual([14, 8])
  })

  it("writes a swing into a standing opponent as the block the engine starts: its dice, the push and the forced follow-up, no BlockThrown [ffb:skill/BallAndChain] [ffb:report/scatterPlayer]", () => {
    const s = start([13, 5])
    const fragment = [
      activate("a5", "move"),
      // Facing South, a 5 sends the player Southwest, onto h1 on [12,6].
      command([report("scatterPlayer", { coordinateFrom: [13, 5], coordinateTo: [12, 6], directionArray: ["Southwest"], rolls: [5] })]),
      command([report("block", { defenderId: "h1" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [6] })]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [6], diceIndex: 0, blockResult: "POW", defenderId: "h1" })], [change("fieldModelSetPlayerCoordinate", "h1", [11, 7])]),
      command([], [change("fieldModelSetPlayerCoordinate", "a5", [12, 6])]),
      command([report("injury", { defenderId: "h1", injuryType: "block", armorBroken: false, armorRoll: [2, 3], injuryRoll: null, casualtyRoll: null, injury: null, attackerId: "a5", skipInjuryParts: "NONE" })], [change("fieldModelSetPlayerState", "h1", 0x3)]),
      deselect("a5"),
      endTurn("home", 1)
    ]
    const { events, state, engine } = convert(replay([...s, ...fragment], "BB2020", { away }), replay(s, "BB2020", { away }))
    expect(events.slice(0, 8)).toEqual([
      { _tag: "ActionDeclared", player: "a5", action: "move" },
      { _tag: "SkillUsed", player: "a5", skill: "Ball & Chain", at: [13, 6] },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "ball-and-chain", player: "a5" },
      { _tag: "DiceRolled", die: "block", faces: [6], for: "block", player: "a5" },
      { _tag: "BlockDieChosen", face: 6 },
      { _tag: "PushChosen", player: "h1", to: [11, 7] },
      { _tag: "FollowUpChosen", player: "a5", follow: true },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "armour", player: "h1", claimed: { result: "not-broken" } }
    ])
    expect(state.players[engine.playerIndex.get("a5")!]!.at).toEqual([12, 6])
    expect(state.players[engine.playerIndex.get("h1")!]!.posture).toBe("prone")
  })
})

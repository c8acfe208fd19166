import { describe, expect, it } from "vitest"
import { importFragment } from "./fold-imported.js"
import type { FfbCommand, FfbReplay } from "../src/replay.js"
import { change, command, endTurn, matchStart, placements, replay, report } from "./ffb-shapes.js"

/**
 * A match FFB plays into overtime (game option `overtime`: bb2020 StepEndTurn plays a third half
 * when the score is level) and then its penalty shoot-out (mixed StepPenaltyShootout), written for
 * these tests in FFB's shapes: nobody scores, every team turn is ended by its coach.
 */
type Side = "home" | "away"
const HOME = [["h1", [12, 6]], ["h2", [12, 7]], ["h3", [12, 8]], ["h4", [8, 7]]] as const
const AWAY = [["a1", [13, 6]], ["a2", [18, 7]], ["a3", [13, 8]], ["a4", [13, 7]]] as const
const other = (side: Side): Side => (side === "home" ? "away" : "home")

/** A half's kick-off: the kickers set up first, the ball comes down on the receivers' catcher, whose team's turn 1 starts. */
const kickOff = (half: number, kicking: Side): Array<FfbCommand> => {
  const receiving = other(kicking)
  const [catcher, at] = receiving === "away" ? (["a2", [18, 7]] as const) : (["h4", [8, 7]] as const)
  const setUp = (side: Side) => placements(side === "home" ? HOME : AWAY)
  return [
    command([report("startHalf", { half })], [change("gameSetHalf", null, half), change("turnDataSetTurnNr", "home", 0), change("turnDataSetTurnNr", "away", 0), change("gameSetHomePlaying", null, kicking === "home"), change("gameSetTurnMode", null, "setup")]),
    ...setUp(kicking),
    command([], [change("gameSetHomePlaying", null, receiving === "home")]),
    ...setUp(receiving),
    command([], [change("gameSetHomePlaying", null, kicking === "home"), change("gameSetTurnMode", null, "kickoff")]),
    // Aimed one square north of the catcher; it deviates South (FFB's face 5) one square onto him.
    command([report("kickoffScatter", { ballCoordinateEnd: at, scatterDirection: "South", rollScatterDirection: 5, rollScatterDistance: 1 })], [change("fieldModelSetBallCoordinate", null, at), change("fieldModelSetBallMoving", null, true)]),
    command([report("kickoffResult", { kickoffResult: "Get the Ref", kickoffRoll: [1, 1] })]),
    command([report("catchRoll", { playerId: catcher, successful: true, roll: 6, minimumRoll: receiving === "away" ? 4 : 5, reRolled: false, rollModifiers: [] })], [change("fieldModelSetBallInPlay", null, true), change("fieldModelSetBallMoving", null, false)]),
    command([report("turnEnd", { playerIdTouchdown: null, knockoutRecoveryArray: [], heatExhaustionArray: [] })], [change("gameSetHomePlaying", null, receiving === "home"), change("turnDataSetTurnNr", receiving, 1), change("gameSetTurnMode", null, "regular")])
  ]
}

/** The rest of a half the receivers began: each team's eight turns ended by its coach, then FFB's end of the half. */
const turns = (receiving: Side): Array<FfbCommand> => {
  const ends: Array<FfbCommand> = []
  for (let turn = 1; turn <= 8; turn++) {
    ends.push(endTurn(other(receiving), turn))
    if (turn < 8) ends.push(endTurn(receiving, turn + 1))
  }
  // The kickers' eighth turn ends the half: everyone goes back to the dugouts.
  ends.push(command([report("turnEnd", { playerIdTouchdown: null, knockoutRecoveryArray: [], heatExhaustionArray: [] })], [...HOME, ...AWAY].map(([player], i) => change("fieldModelSetPlayerCoordinate", player, player.startsWith("h") ? [-1, i] : [30, i]))))
  return ends
}

const withOvertime = (ffb: FfbReplay): FfbReplay =>
  ({ ...ffb, game: { ...ffb.game, gameOptions: { gameOptionArray: [...ffb.game.gameOptions!.gameOptionArray!, { gameOptionId: "overtime", gameOptionValue: "true" }] } } }) as FfbReplay

const threeHalves = (): Array<FfbCommand> => {
  const start = matchStart()
  // matchStart's kick-off result is a Time-out, which moves the turn markers: Get the Ref instead.
  const first = [...start.slice(0, 16), command([report("kickoffResult", { kickoffResult: "Get the Ref", kickoffRoll: [1, 1] })]), ...start.slice(17)]
  return [...first, ...turns("away"), ...kickOff(2, "away"), ...turns("home"), ...kickOff(3, "home"), ...turns("away")]
}

describe("overtime and the penalty shoot-out from FFB", () => {
  it("reads FFB's overtime option as the engine's knockout, plays the third half, and writes the shoot-out's duels as the roll-off up to the first decisive one [ffb:report/penaltyShootout]", () => {
    const before = threeHalves()
    const shootout = command([
      report("penaltyShootout", { rollHome: 3, rollAway: 3, homeTeam: null, rollCount: "1st", penaltyScoreHome: 0, penaltyScoreAway: 0, teamId: null }),
      report("penaltyShootout", { rollHome: 5, rollAway: 2, homeTeam: true, rollCount: "2nd", penaltyScoreHome: 1, penaltyScoreAway: 0, teamId: null }),
      report("penaltyShootout", { rollHome: 1, rollAway: 6, homeTeam: false, rollCount: "3rd", penaltyScoreHome: 1, penaltyScoreAway: 1, teamId: "T-AWAY" })
    ])
    const { events, match, state } = importFragment(withOvertime(replay([...before, shootout])), withOvertime(replay(before)))
    expect(match.header.options).toEqual({ knockout: true })
    expect(events).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "roll-off", team: "T-HOME" },
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "roll-off", team: "T-AWAY" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "roll-off", team: "T-HOME" },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "roll-off", team: "T-AWAY" }
    ])
    expect(state.phase).toBe("full-time")
    expect(state.outcomes).toContainEqual({ _tag: "MatchEnded", score: [0, 0], winners: [0] })
    // FFB's best of five (shortened here) went the other way: the import says so.
    expect(match.warnings).toContainEqual(expect.stringContaining("FFB's penalty shoot-out (the best of five duels) goes to T-AWAY"))
  })
})

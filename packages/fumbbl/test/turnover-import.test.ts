import { describe, expect, it } from "vitest"
import type { FfbCommand } from "../src/replay.js"
import { activate, change, command, deselect, endTurn, matchStart, moveTo, replay, report } from "./ffb-shapes.js"
import { importFragment } from "./fold-imported.js"

/**
 * Turnovers FFB does not announce (written for these tests, shaped like FFB's bb2020 commands):
 * the importer reads them from FFB's account of the ball. Here a2 fails to catch the kick-off, the
 * ball bounces onto the empty [18,8], and the away team's first turn begins with it loose.
 */
const looseBallStart = (): Array<FfbCommand> => [
  ...matchStart().slice(0, -2),
  command([report("catchRoll", { playerId: "a2", successful: false, roll: 1, minimumRoll: 4, reRolled: false, rollModifiers: [] })], [change("fieldModelSetBallInPlay", null, true)]),
  command([report("scatterBall", { directionArray: ["South"], rolls: [5], gustOfWind: false })], [change("fieldModelSetBallCoordinate", null, [18, 8]), change("fieldModelSetBallMoving", null, false)]),
  matchStart().at(-1)!
]

describe("a turnover the importer reads from FFB's ball", () => {
  it("a player who picked the ball up in his activation and lost it (a pass nobody caught) ends the turn: no TurnEnded is written [ffb:report/passRoll]", () => {
    const { events, state } = importFragment(replay([
      ...looseBallStart(),
      activate("a2", "passMove"),
      moveTo("a2", [18, 8]),
      command([report("pickUpRoll", { playerId: "a2", successful: true, roll: 5, minimumRoll: 3, reRolled: false, rollModifiers: [] })], [change("fieldModelSetBallMoving", null, false)]),
      command([], [change("actingPlayerSetPlayerAction", null, "pass"), change("gameSetPassCoordinate", null, [21, 8])]),
      // Inaccurate: three squares East from [21,8] to [24,8], where nobody stands; it bounces East onto [25,8].
      command([report("passRoll", { playerId: "a2", successful: false, roll: 2, minimumRoll: 3, reRolled: false, passingDistance: "QUICK_PASS", passResult: "INACCURATE" })], [change("fieldModelSetBallMoving", null, true), change("fieldModelSetBallCoordinate", null, [21, 8])]),
      command([report("scatterBall", { directionArray: ["East", "East", "East"], rolls: [3, 3, 3], gustOfWind: false })], [change("fieldModelSetBallCoordinate", null, [24, 8])]),
      command([report("scatterBall", { directionArray: ["East"], rolls: [3], gustOfWind: false })], [change("fieldModelSetBallCoordinate", null, [25, 8]), change("fieldModelSetBallMoving", null, false)]),
      deselect("a2"),
      endTurn("home", 1)
    ]), replay(looseBallStart()))
    expect(events.some((event) => event._tag === "TurnEnded")).toBe(false)
    expect(events.at(-1)).toMatchObject({ _tag: "DiceRolled", for: "bounce" })
    expect(state.activeTeam).toBe(0)
  })
})

import { foldImported } from "./fold-imported.js"
import { describe, expect, it } from "vitest"
import type { MatchEvent } from "@sidelines/schema"
import { importReplay } from "../src/index.js"
import type { FfbCommand } from "../src/replay.js"
import { activate, change, command, ffbPlayer, ffbTeam, matchStart, moveTo, placements, replay, report } from "./ffb-shapes.js"

/**
 * Sweltering Heat at the end of a drive (written for these tests, shaped like FFB's bb2020
 * StepEndTurn): FFB's turnEnd after the drive's touchdown carries one D3 (`heatRoll`) and the
 * players who fainted (`heatExhaustionArray`). The weather is Sweltering Heat; a2 (MA 10, Sprint),
 * set up on [13,2], catches the kick and runs 13 squares to score on [0,2].
 */
const shapes = (events: ReadonlyArray<MatchEvent>) => events.map(({ seq: _seq, ...rest }) => rest)

const away = ffbTeam("T-AWAY", "awaycoach", [ffbPlayer("a1", 1), ffbPlayer("a2", 2, { movement: 10, skillArray: ["Sprint"] }), ffbPlayer("a3", 3), ffbPlayer("a4", 4)])

const drive = (): Array<FfbCommand> => {
  const s = matchStart()
  const kick = command([report("kickoffScatter", { ballCoordinateEnd: [13, 2], scatterDirection: "South", rollScatterDirection: 5, rollScatterDistance: 1 })], [change("fieldModelSetBallCoordinate", null, [13, 2]), change("fieldModelSetBallMoving", null, true)])
  return [
    s[0]!, command([report("weather", { weather: "Sweltering Heat", weatherRoll: [1, 1] })]), ...s.slice(2, 10),
    ...placements([["a1", [13, 6]], ["a2", [13, 2]], ["a3", [13, 8]], ["a4", [13, 7]]]), s[14]!, kick, ...s.slice(16)
  ]
}

const run = (): Array<FfbCommand> => {
  const steps: Array<FfbCommand> = [activate("a2", "move")]
  for (let x = 12; x >= 0; x--) {
    steps.push(moveTo("a2", [x, 2]))
    // Squares 11 to 13 are rushes (MA 10, three with Sprint).
    if (x <= 2) steps.push(command([report("goForItRoll", { playerId: "a2", successful: true, roll: 4, minimumRoll: 2, reRolled: false, rollModifiers: [] })]))
  }
  steps.push(command([], [change("fieldModelSetBallCoordinate", null, [0, 2])]))
  return steps
}

describe("Sweltering Heat from FFB", () => {
  it("writes FFB's one D3 for each team at the end of the drive, then each team's fainting players, before the KO recovery rolls [ffb:report/turnEnd] [ffb:weather/SWELTERING_HEAT]", () => {
    const start = drive()
    const end = command([report("turnEnd", { playerIdTouchdown: "a2", knockoutRecoveryArray: [], heatExhaustionArray: [{ playerId: "h2", exhausted: true, roll: 0 }, { playerId: "a1", exhausted: true, roll: 0 }], heatRoll: 1 })], [change("gameSetTurnMode", null, "setup")])
    const match = importReplay(replay([...start, ...run(), end], "BB2020", { away }))
    expect(match.stopped).toBeNull()
    const { state, engine } = foldImported(match)
    expect(shapes(match.events).slice(-4)).toEqual([
      { _tag: "DiceRolled", die: "d3", faces: [1], for: "sweltering-heat", team: "T-HOME" },
      { _tag: "PlayerDrawn", player: "h2", for: "sweltering-heat" },
      { _tag: "DiceRolled", die: "d3", faces: [1], for: "sweltering-heat", team: "T-AWAY" },
      { _tag: "PlayerDrawn", player: "a1", for: "sweltering-heat" }
    ])
    expect(state.teams.map((team) => team.score)).toEqual([0, 1])
    expect(state.players[engine.playerIndex.get("h2")!]!.used).toContain("fainted")
  })
})

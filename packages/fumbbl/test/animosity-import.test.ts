import { foldImported } from "./fold-imported.js"
import { describe, expect, it } from "vitest"
import type { MatchEvent } from "@sidelines/schema"
import { importReplay } from "../src/index.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, replay, report } from "./ffb-shapes.js"

/**
 * An Animosity refusal (written for these tests, shaped like FFB's bb2020 AnimosityBehaviour): FFB
 * rolls for the catcher on the square the coach picked (its pass coordinate) and, on a 1 that
 * stands, ends the action with no handOver or passRoll to name the target. a2 (Animosity towards
 * all team-mates) carries the ball from [18,7] to [14,6] and hands it to a1 on [13,6].
 */
const shapes = (events: ReadonlyArray<MatchEvent>) => events.map(({ seq: _seq, ...rest }) => rest)
const away = ffbTeam("T-AWAY", "awaycoach", [ffbPlayer("a1", 1), ffbPlayer("a2", 2, { skillArray: ["Animosity"], skillValuesMap: { Animosity: "All" } }), ffbPlayer("a3", 3), ffbPlayer("a4", 4)])

describe("Animosity from FFB", () => {
  it("writes a refused hand-off at the player on FFB's pass coordinate, then the failed D6: the ball stays, no turnover [ffb:report/animosityRoll]", () => {
    const start = matchStart()
    const fragment = [
      activate("a2", "handOverMove"),
      ...([[17, 7], [16, 7], [15, 7], [14, 6]] as const).map((at) => command([], [change("fieldModelSetPlayerCoordinate", "a2", at), change("fieldModelSetBallCoordinate", null, at)])),
      command([report("animosityRoll", { playerId: "a2", successful: false, roll: 1, minimumRoll: 2, reRolled: false })], [change("gameSetPassCoordinate", null, [13, 6])]),
      deselect("a2"),
      endTurn("home", 1)
    ]
    const match = importReplay(replay([...start, ...fragment], "BB2020", { away }))
    expect(match.stopped).toBeNull()
    const { state } = foldImported(match)
    const events = shapes(match.events.slice(importReplay(replay(start, "BB2020", { away })).events.length))
    expect(events.slice(5)).toEqual([
      { _tag: "HandedOff", player: "a2", target: "a1" },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "animosity", player: "a2", claimed: { success: false, target: 2 } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.ball).toMatchObject({ at: [14, 6] })
  })
})

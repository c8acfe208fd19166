import { describe, expect, it } from "vitest"
import { importFragment } from "./fold-imported.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, replay, report } from "./ffb-shapes.js"

/**
 * A pass re-rolled with the Pass skill (written for these tests, shaped like FFB's bb2020
 * commands): FFB reports `reRoll` and then the whole `passRoll` again (`reRolled: true`). The pass
 * is aimed once; the second report is only the new D6. a2 (Pass), holding the ball on [18,7],
 * passes to a1 on [13,6].
 */
const away = ffbTeam("T-AWAY", "awaycoach", [ffbPlayer("a1", 1), ffbPlayer("a2", 2, { skillArray: ["Pass"] }), ffbPlayer("a3", 3), ffbPlayer("a4", 4)])
const start = matchStart()
const passRoll = (roll: number, reRolled: boolean) =>
  report("passRoll", { playerId: "a2", successful: roll >= 4, roll, minimumRoll: 4, reRolled, passingDistance: "Short Pass", passResult: roll >= 4 ? "ACCURATE" : "INACCURATE", hailMaryPass: false, bomb: false })

describe("a re-rolled pass from FFB", () => {
  it("writes PassAimed once, the failed D6, RerollUsed Pass and the new D6 [ffb:report/passRoll]", () => {
    const fragment = [
      activate("a2", "passMove"),
      command([passRoll(2, false)], [change("gameSetPassCoordinate", null, [13, 6]), change("fieldModelSetBallMoving", null, true)]),
      command([report("reRoll", { playerId: "a2", reRollSource: "Pass", successful: true, roll: 0 }), passRoll(5, true)], [change("actingPlayerMarkSkillUsed", null, "Pass")]),
      command([report("catchRoll", { playerId: "a1", successful: true, roll: 6, minimumRoll: 3, reRolled: false })], [change("fieldModelSetBallCoordinate", null, [13, 6]), change("fieldModelSetBallMoving", null, false)]),
      deselect("a2"),
      endTurn("home", 1)
    ]
    const { events } = importFragment(replay([...start, ...fragment], "BB2020", { away }), replay(start, "BB2020", { away }))
    expect(events.slice(0, 6).map((e) => e._tag === "DiceRolled" ? `${e.for} ${e.faces.join()}` : e._tag)).toEqual(["ActionDeclared", "PassAimed", "pass 2", "RerollUsed", "pass 5", "catch 6"])
    expect(events[3]).toEqual({ _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Pass", player: "a2" })
  })
})

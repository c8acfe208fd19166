import { foldImported } from "./fold-imported.js"
import { describe, expect, it } from "vitest"
import type { MatchEvent } from "@sidelines/schema"
import { importReplay } from "../src/index.js"
import type { FfbReplay } from "../src/replay.js"
import { command, matchStart, replay, report } from "./ffb-shapes.js"

/**
 * The Halfling Master Chef (written for these tests, shaped like FFB's bb2020 reports): FFB rolls
 * the chef's three dice once the half's first kick has deviated (StepKickoffScatterRoll); the
 * engine at the start of the half, before the set-up. The home team has a chef.
 */
const shapes = (events: ReadonlyArray<MatchEvent>) => events.map(({ seq: _seq, ...rest }) => rest)
const withChef = (ffb: FfbReplay): FfbReplay =>
  ({ ...ffb, game: { ...ffb.game, turnDataHome: { inducementSet: { inducementArray: [{ inducementType: "halflingMasterChef", value: 1 }] } } } }) as FfbReplay

describe("the Halfling Master Chef from FFB", () => {
  it("writes FFB's masterChefRoll, reported after the kick, as three halfling-master-chef D6s at the start of the half: the home team steals two re-rolls [ffb:report/masterChefRoll] [ffb:inducement/halflingMasterChef]", () => {
    const start = matchStart()
    // FFB reports the chef with the kick's deviation.
    const kick = start[15]!
    const withRoll = command([...kick.reportList!.reports!, report("masterChefRoll", { teamId: "T-HOME", masterChefRoll: [4, 2, 6], reRollsStolen: 2 })], kick.modelChangeList!.modelChangeArray!)
    const match = importReplay(withChef(replay([...start.slice(0, 15), withRoll, ...start.slice(16)])))
    expect(match.stopped).toBeNull()
    const { state } = foldImported(match)
    const events = shapes(match.events)
    const at = events.findIndex((e) => e._tag === "KickOrReceiveChosen")
    expect(events.slice(at + 1, at + 5)).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "halfling-master-chef", team: "T-HOME" },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "halfling-master-chef", team: "T-HOME" },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "halfling-master-chef", team: "T-HOME" },
      { _tag: "PlayerPlaced", player: "h1", at: [12, 6] }
    ])
    expect(state.teams.map((team) => team.rerolls)).toEqual([4, 0])
  })
})

import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { importReplayXml } from "../src/index.js"
import { cell, el, executeSequence, stepResult } from "./bbr.js"
import { d6Roll, playerStep, START, turnsXml, useAction } from "./turn-fragment.js"

// Throw Team-mate as BB3 records it (demo1, demo6), written here: the Troll p38 (given Throw Team-mate, 64) throws the
// Goblin p39 (given Right Stuff, 52) from (17, 6). BB3 declares a Pass; its ThrowTeamMateStep holds the throw's D6 (RollType
// 41: a 2, off target) and, in the same step, a D8 of 5 and a D6 of 2 (RollType 26) that send p39 from the thrower onto the
// Dwarf p3 at (19, 6), CellTo where he came down. He goes on one D8 (BB3's 3: (+1, +1)) to (20, 7) (PlayerStep StepType 15)
// and falls; p3's armour and his hold.
const start = { ...START, 3: [19, 6] as const, 38: [17, 6] as const }
const armour = (player: number, x: number, y: number) =>
  stepResult(el("DamageStep", el("PlayerId", player), el("StepType", 2), el("CellTo", cell(x, y))), el("ResultRoll", el("Status", 1), el("Dice", el("Die", el("Value", 2)), el("Die", el("Value", 1))), el("RollType", 10), el("Outcome", 0), el("NewRoll", 1)))
const thrown = executeSequence(
  // A Troll is Really Stupid: its D6 (RollType 34), passed.
  stepResult(playerStep(38, 0, [17, 6], [18, 7]), useAction(4), el("ResultSkillUsage", el("PlayerId", 38), el("Skill", 51), el("Used", 1)), d6Roll(34, 5, 2, 1)),
  stepResult(
    el("ThrowTeamMateStep", el("StepType", 13), el("ThrowerId", 38), el("ThrownMateId", 39), el("CellTo", cell(19, 6)), el("CellFrom", cell(17, 6))),
    el("ResultSkillUsage", el("PlayerId", 38), el("Skill", 64), el("Used", 1)),
    d6Roll(41, 2, 4, 0),
    el("ResultRoll", el("Dice", el("Die", el("DieType", 1), el("Value", 5)), el("Die", el("Value", 2))), el("RollType", 26), el("NewRoll", 0))
  ),
  stepResult(playerStep(39, 15, [19, 6], [20, 7]), el("ResultRoll", el("Dice", el("Die", el("DieType", 1), el("Value", 3))), el("RollType", 25))),
  armour(3, 19, 6),
  armour(39, 20, 7)
)

describe("Throw Team-mate", () => {
  it("is our throw-team-mate action: the team-mate thrown, its D6 as BB3 read it, the deviation, the player landed on hurt before the D8 on", () => {
    const after = { ...start, 39: [20, 7] as const }
    const lying = { 3: 1, 39: 1 }
    const match = importReplayXml(
      turnsXml({ start, startBall: { at: [5, 5] }, ball: { at: [5, 5] }, awaySkills: { 38: [64], 39: [52] }, away: thrown, afterAway: after, awayEnd: after, awayDown: lying, home: "", afterHome: after, hurt: lying }),
      { verify: true }
    )
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    const events = match.events.map(({ seq: _seq, ...event }) => event)
    const at = events.findIndex((event) => event._tag === "ActionDeclared")
    expect(events.slice(at, at + 9)).toEqual([
      { _tag: "ActionDeclared", player: "p38", action: "throw-team-mate" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "really-stupid", player: "p38", claimed: { success: true, target: 2 } },
      { _tag: "TeamMateThrown", player: "p38", target: "p39", at: [19, 6] },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "throw-team-mate", player: "p38", claimed: { success: false, target: 4, result: "wildly-inaccurate" } },
      { _tag: "DiceRolled", die: "d8", faces: [5], for: "scatter" },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "scatter" },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 1], for: "armour", player: "p3", claimed: { result: "not-broken" } },
      { _tag: "DiceRolled", die: "d8", faces: [8], for: "scatter" },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 1], for: "armour", player: "p39", claimed: { result: "not-broken" } }
    ])
    const built = Replay.build(match.header, match.events, { trustClaims: true })
    if (built._tag === "Failure") throw new Error(built.failure.message)
    expect(built.success.violation).toBeNull()
  })
})

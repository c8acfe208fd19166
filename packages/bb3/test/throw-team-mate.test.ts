import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { importReplayXml } from "../src/index.js"
import { cell, el, executeSequence, stepResult } from "./bbr.js"
import { foldXml, withoutSeq } from "./fold.js"
import { d6Roll, playerStep, START, turnsXml, useAction } from "./turn-fragment.js"

// Throw Team-mate as BB3 records it (demo1, demo6), written here: the Troll p38 (given Throw Team-mate, 64) throws the
// Goblin p39 (given Right Stuff, 52) from (17, 6). BB3 declares a Pass; its ThrowTeamMateStep holds the throw's D6 (RollType
// 41: a 2, off target) and, in the same step, a D8 of 5 and a D6 of 2 (RollType 26) that send p39 from the thrower onto the
// Dwarf p3 at (19, 6), CellTo where he came down. He goes on one D8 (BB3's 3: (+1, +1)) to (20, 7) (PlayerStep StepType 15)
// and falls; p3's armour and his hold.
const start = { ...START, 3: [19, 6] as const, 38: [17, 6] as const }
const armour = (player: number, x: number, y: number) =>
  stepResult(el("DamageStep", el("PlayerId", player), el("StepType", 2), el("CellTo", cell(x, y))), el("ResultRoll", el("Status", 1), el("Dice", el("Die", el("Value", 2)), el("Die", el("Value", 1))), el("RollType", 10), el("Outcome", 0), el("NewRoll", 1)))
const ALWAYS_HUNGRY = 18
const LONER = 44
/** The throw: Always Hungry's D6 first (Skill 18 reported used, RollType 43: a 5) when `hungry`. */
const thrownWith = (hungry: boolean) => executeSequence(
  // A Troll is Really Stupid: its D6 (RollType 34), passed.
  stepResult(playerStep(38, 0, [17, 6], [18, 7]), useAction(4), el("ResultSkillUsage", el("PlayerId", 38), el("Skill", 51), el("Used", 1)), d6Roll(34, 5, 2, 1)),
  stepResult(
    el("ThrowTeamMateStep", el("StepType", 13), el("ThrowerId", 38), el("ThrownMateId", 39), el("CellTo", cell(19, 6)), el("CellFrom", cell(17, 6))),
    ...(hungry ? [el("ResultSkillUsage", el("PlayerId", 38), el("Skill", ALWAYS_HUNGRY), el("Used", 1)), d6Roll(43, 5, 2, 1)] : []),
    el("ResultSkillUsage", el("PlayerId", 38), el("Skill", 64), el("Used", 1)),
    d6Roll(41, 2, 4, 0),
    el("ResultRoll", el("Dice", el("Die", el("DieType", 1), el("Value", 5)), el("Die", el("Value", 2))), el("RollType", 26), el("NewRoll", 0))
  ),
  stepResult(playerStep(39, 15, [19, 6], [20, 7]), el("ResultRoll", el("Dice", el("Die", el("DieType", 1), el("Value", 3))), el("RollType", 25))),
  armour(3, 19, 6),
  armour(39, 20, 7)
)
const thrown = thrownWith(false)

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

  it("rolls Always Hungry first where the thrower has it (Skill 18 reported used, then RollType 43): its D6 after TeamMateThrown, before the throw's", () => {
    const after = { ...start, 39: [20, 7] as const }
    const lying = { 3: 1, 39: 1 }
    const { match, replay } = foldXml(turnsXml({ start, startBall: { at: [5, 5] }, ball: { at: [5, 5] }, awaySkills: { 38: [64, ALWAYS_HUNGRY], 39: [52] }, away: thrownWith(true), afterAway: after, awayEnd: after, awayDown: lying, home: "", afterHome: after, hurt: lying }))
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    const events = withoutSeq(match)
    const at = events.findIndex((event) => event._tag === "TeamMateThrown")
    expect(events.slice(at, at + 3)).toEqual([
      { _tag: "TeamMateThrown", player: "p38", target: "p39", at: [19, 6] },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "always-hungry", player: "p38", claimed: { success: true, target: 2 } },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "throw-team-mate", player: "p38", claimed: { success: false, target: 4, result: "wildly-inaccurate" } }
    ])
    expect(replay.violation).toBeNull()
  })

  // demo1's shape: the ThrowTeamMateStep BB3 first shows holds the throw's D6 with a team re-roll offered, and CellTo is the
  // square aimed at (20, 6), on target so far; restated in the next step with the re-roll used, Loner's D6 (a 5), the new D6 (a
  // 3) and the deviation (BB3's 5, right; 2) from the thrower at (17, 6): p39 comes down on p3 at (19, 6), goes on a D8
  // (BB3's 3) onto p1 at (20, 7), and on again (BB3's 5) to (21, 7), where he falls. Each D8 on comes after the damage of
  // the player under him (BB3 rolls it first).
  const chain = { ...start, 1: [20, 7] as const }
  const aimed = executeSequence(
    stepResult(playerStep(38, 0, [17, 6], [17, 6]), useAction(4), el("ResultSkillUsage", el("PlayerId", 38), el("Skill", 51), el("Used", 1)), d6Roll(34, 5, 2, 1)),
    stepResult(
      el("ThrowTeamMateStep", el("StepType", 13), el("ThrowerId", 38), el("ThrownMateId", 39), el("CellTo", cell(20, 6)), el("CellFrom", cell(17, 6))),
      el("ResultSkillUsage", el("PlayerId", 38), el("Skill", 64), el("Used", 1)),
      el("QuestionTeamRerollUsage", el("CanUseTeamReroll", 1), el("RollInfos", el("Status", 1), el("Dice", el("Die", el("Value", 4))), el("Difficulty", 5), el("RollType", 41), el("Outcome", 0), el("NewRoll", 1)))
    )
  )
  const restated = executeSequence(
    stepResult(
      el("ThrowTeamMateStep", el("StepType", 13), el("ThrowerId", 38), el("ThrownMateId", 39), el("CellTo", cell(19, 6)), el("CellFrom", cell(17, 6))),
      el("ResultTeamRerollUsage", el("Used", 1)),
      el("ResultSkillUsage", el("PlayerId", 38), el("Skill", LONER), el("Used", 1)),
      d6Roll(71, 5, 4, 1),
      d6Roll(41, 3, 5, 0, 2),
      el("ResultRoll", el("Dice", el("Die", el("DieType", 1), el("Value", 5)), el("Die", el("Value", 2))), el("RollType", 26), el("NewRoll", 0))
    ),
    stepResult(playerStep(39, 15, [19, 6], [20, 7], 3), el("ResultRoll", el("Dice", el("Die", el("DieType", 1), el("Value", 3))), el("RollType", 25))),
    armour(3, 19, 6),
    stepResult(playerStep(39, 15, [20, 7], [21, 7], 1), el("ResultRoll", el("Dice", el("Die", el("DieType", 1), el("Value", 5))), el("RollType", 25))),
    armour(1, 20, 7),
    armour(39, 21, 7)
  )

  it("is thrown at the square BB3 shows before the throw is rolled, once, though BB3 restates the step with the re-roll and the deviation; a landing on a player and on another from there", () => {
    const after = { ...chain, 39: [21, 7] as const }
    const lying = { 1: 1, 3: 1, 39: 1 }
    // p38 with a PA of 5+ (the fragment's has none), so that the team re-roll is his to use.
    const { match, replay } = foldXml(turnsXml({
      start: chain, startBall: { at: [5, 5] }, ball: { at: [5, 5] }, awaySkills: { 38: [64, LONER], 39: [52] }, awayStats: { 38: [4, 5, 5, 5, 10] },
      away: aimed, awayLater: restated, afterAway: chain, awayEnd: after, awayDown: lying, home: "", afterHome: after, hurt: lying
    }))
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    const events = withoutSeq(match)
    const at = events.findIndex((event) => event._tag === "TeamMateThrown")
    expect(events.slice(at, at + 12)).toEqual([
      { _tag: "TeamMateThrown", player: "p38", target: "p39", at: [20, 6] },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "throw-team-mate", player: "p38", claimed: { success: false, target: 5 } },
      { _tag: "RerollUsed", team: "away", source: "team-reroll" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "loner", player: "p38", claimed: { success: true, target: 4 } },
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "throw-team-mate", player: "p38", claimed: { success: false, target: 5, result: "wildly-inaccurate" } },
      { _tag: "DiceRolled", die: "d8", faces: [5], for: "scatter" },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "scatter" },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 1], for: "armour", player: "p3", claimed: { result: "not-broken" } },
      { _tag: "DiceRolled", die: "d8", faces: [8], for: "scatter" },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 1], for: "armour", player: "p1", claimed: { result: "not-broken" } },
      { _tag: "DiceRolled", die: "d8", faces: [5], for: "scatter" },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 1], for: "armour", player: "p39", claimed: { result: "not-broken" } }
    ])
    expect(events.filter((event) => event._tag === "TeamMateThrown")).toHaveLength(1)
    expect(replay.violation).toBeNull()
  })

  it("thrown off the pitch in the step BB3 first shows (CellTo past the sideline): not converted, the throw's activation on is a stretch, the move before it checked", () => {
    // p37 moves a square first; p38 at (17, 13) throws p39 from (18, 13), who deviates (BB3's 2, down the pitch; 2) past the sideline.
    const side = { 1: [5, 2], 2: [12, 7], 3: [12, 5], 37: [15, 2], 38: [17, 13], 39: [18, 13] } as const
    const moved = { ...side, 37: [16, 2] as const }
    const { 39: _gone, ...after } = moved
    const step = executeSequence(stepResult(playerStep(37, 0, [15, 2], [15, 2]), useAction(1)), stepResult(playerStep(37, 1, [15, 2], [16, 2]), el("ResultDoMove"), el("ResultMoveOutcome")))
    const offPitch = executeSequence(
      stepResult(playerStep(38, 0, [17, 13], [17, 13]), useAction(4), el("ResultSkillUsage", el("PlayerId", 38), el("Skill", 51), el("Used", 1)), d6Roll(34, 5, 2, 1)),
      stepResult(
        el("ThrowTeamMateStep", el("StepType", 13), el("ThrowerId", 38), el("ThrownMateId", 39), el("CellTo", cell(17, 15)), el("CellFrom", cell(17, 13))),
        el("ResultSkillUsage", el("PlayerId", 38), el("Skill", 64), el("Used", 1)),
        d6Roll(41, 2, 4, 0),
        el("ResultRoll", el("Dice", el("Die", el("DieType", 1), el("Value", 2)), el("Die", el("Value", 2))), el("RollType", 26), el("NewRoll", 0))
      )
    )
    const { match, replay } = foldXml(turnsXml({
      start: side, startBall: { at: [5, 5] }, ball: { at: [5, 5] }, awaySkills: { 38: [64], 39: [52] },
      away: step, awayLater: offPitch, afterAway: moved, awayEnd: after, awayDown: { 39: 3 }, home: "", afterHome: after, hurt: { 39: 3 }
    }))
    expect(match.turns).toEqual({ total: 3, checked: 1, partly: 1 })
    const stretch = match.stretches.find((entry) => entry.reason.includes("thrown off the pitch"))
    expect(stretch?.reason).toMatch(/a team-mate thrown off the pitch \(the turn's activations before BB3 step \d+ are checked\)/u)
    expect(withoutSeq(match).slice(1, 4)).toEqual([{ _tag: "ActionDeclared", player: "p37", action: "move" }, { _tag: "PlayerMoved", player: "p37", to: [16, 2] }, { _tag: "ActionEnded", player: "p37" }])
    expect(match.events.some((event) => event._tag === "TeamMateThrown")).toBe(false)
    expect(match.refused).toBeNull()
    expect(replay.violation).toBeNull()
  })
})

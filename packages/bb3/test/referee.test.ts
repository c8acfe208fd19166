import { describe, expect, it } from "vitest"
import { el, executeSequence, stepResult } from "./bbr.js"
import { foldXml, withoutSeq } from "./fold.js"
import { d6Roll, playerStep, START, turnsXml, useAction } from "./turn-fragment.js"

// The referee sees a foul (BB3's PlayerStep StepType 9): the coach's Bribe or argument, rolled in
// the step BB3 restates once he has answered (its die NewRoll 0), as in demo6 and demo7.

const fold = (xml: string) => {
  const folded = foldXml(xml)
  return { ...folded, events: withoutSeq(folded.match) }
}

// The Goblin p39 fouls the Dwarf p1, lying prone beside him; the armour holds on a double 2, and the referee sees it.
const refereeStep = (...results: ReadonlyArray<string>) => stepResult(playerStep(39, 9, [18, 7], [18, 7]), ...results)
const offered = (bribe: number) => el("QuestionBribeUsage", el("GamerId", 1), el("PlayerId", 39), el("ArgueAvailable", 1), el("BribeAvailable", bribe))
const foul = executeSequence(
  stepResult(playerStep(39, 0, [18, 7], [18, 7], 1), useAction(6)),
  stepResult(playerStep(39, 8, [18, 7], [17, 8], 1), el("ResultNoRollSuccess")),
  stepResult(el("DamageStep", el("PlayerId", 1), el("StepType", 2)), el("ResultRoll", el("Status", 1), el("Dice", el("Die", el("Value", 2)), el("Die", el("Value", 2))), el("RollType", 10), el("Outcome", 0), el("NewRoll", 1))),
  refereeStep(offered(1))
)
const answered = (roll: string) => executeSequence(refereeStep(roll))
const BRIBE = 21
const ARGUE = 30
const prone = { 1: 1 }
const unmoved = { afterAway: START, awayEnd: START, down: prone, home: "", afterHome: START, hurt: prone }

describe("a foul the referee sees", () => {
  it("with a Bribe bought (category 2) and used: the bribe for the fouler, its D6, and the turn goes on", () => {
    const { match, replay, events } = fold(turnsXml({ ...unmoved, away: foul, awayLater: answered(d6Roll(BRIBE, 2, 2, 1, 1).replace("<NewRoll>1</NewRoll>", "<NewRoll>0</NewRoll>")), awayInducements: [[2, 1]] }))
    const at = events.findIndex((event) => event._tag === "InducementUsed")
    expect(events.slice(at, at + 2)).toEqual([
      { _tag: "InducementUsed", team: "away", inducement: "bribe", player: "p39" },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "bribe", claimed: { success: true, target: 2 } }
    ])
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(replay.violation).toBeNull()
  })

  it("with the call argued: the argument, its D6 (a 6 keeps the player on the pitch, the turnover standing)", () => {
    const argued = answered(d6Roll(ARGUE, 6, 6, 1).replace("<NewRoll>1</NewRoll>", "<NewRoll>0</NewRoll>"))
    const { match, replay, events } = fold(turnsXml({ ...unmoved, away: foul, awayLater: argued }))
    const at = events.findIndex((event) => event._tag === "CallArgued")
    expect(events.slice(at, at + 2)).toEqual([
      { _tag: "CallArgued", team: "away" },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "argue-the-call", claimed: { success: true, target: 6 } }
    ])
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(replay.violation).toBeNull()
  })
})

describe("a Sneaky Git's foul with a double on the armour roll", () => {
  // As above, but p39 is a Sneaky Git: BB3 reports the skill used (23) and the referee sees nothing.
  const sneaky = executeSequence(
    stepResult(playerStep(39, 0, [18, 7], [18, 7], 1), useAction(6)),
    stepResult(playerStep(39, 8, [18, 7], [17, 8], 1), el("ResultNoRollSuccess")),
    stepResult(
      el("DamageStep", el("PlayerId", 1), el("StepType", 2)),
      el("ResultRoll", el("Status", 1), el("Dice", el("Die", el("Value", 2)), el("Die", el("Value", 2))), el("RollType", 10), el("Outcome", 0), el("NewRoll", 1)),
      el("ResultSkillUsage", el("PlayerId", 39), el("Skill", 23), el("Used", 1))
    )
  )

  it("writes nothing for the skill: our rules let the double go unseen themselves, and the turn goes on", () => {
    const { match, replay, events } = fold(turnsXml({ ...unmoved, away: sneaky, awaySkills: { 39: [23] } }))
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(events.some((event) => event._tag === "SkillUsed")).toBe(false)
    expect(replay.violation).toBeNull()
  })
})

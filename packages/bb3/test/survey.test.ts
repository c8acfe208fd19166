import { describe, expect, it } from "vitest"
import { readReplay, surveyReplay } from "../src/index.js"
import { cell, el, executeSequence, replayStep, replayXml, stepResult } from "./bbr.js"

describe("the survey of a replay", () => {
  it("counts step events, sequence steps with their types, results and roll types", () => {
    const dodge = el("ResultRoll", el("Requirement", 3), el("Dice", el("Die", el("DieType", 0), el("Value", 5))), el("RollType", 2), el("Outcome", 1))
    const move = el("PlayerStep", el("PlayerId", 4), el("StepType", 1), el("CellTo", cell(5, 6)), el("CellFrom", cell(4, 6)))
    const xml = replayXml([], [
      replayStep(10, el("BoardState"), executeSequence(stepResult(move, dodge, el("ResultDoMove")))),
      replayStep(20, el("BoardState"), el("EventEndTurn"), executeSequence(stepResult(move)))
    ])
    const survey = surveyReplay(readReplay(xml))
    expect(survey.steps).toBe(2)
    expect(survey.events).toEqual({ EventExecuteSequence: 2, EventEndTurn: 1 })
    expect(survey.sequenceSteps).toEqual({ PlayerStep: 2 })
    expect(survey.stepTypes).toEqual({ "PlayerStep 1": 2 })
    expect(survey.results).toEqual({ ResultRoll: 1, ResultDoMove: 1 })
    expect(survey.rollTypes).toEqual({ "ResultRoll 2": 1 })
  })
})

import { type Bb3Replay, sequenceSteps } from "./replay.js"
import { child, int, type XmlElement } from "./xml.js"

/**
 * What a replay holds, counted: the events of its steps, the rules messages inside
 * EventExecuteSequence (the step done and its results), the PlayerStep step types and the roll
 * types of ResultRoll. docs/import-bb3.md is written from these counts over the shared replays;
 * `scripts/bb3-survey.mjs` prints them.
 */
export interface Survey {
  readonly steps: number
  /** Children of ReplayStep (Clock and BoardState aside): EventExecuteSequence, EventEndTurn… */
  readonly events: Record<string, number>
  /** The root element of each StepResult's Step message: PlayerStep, KickoffStep… */
  readonly sequenceSteps: Record<string, number>
  /** PlayerStep's StepType (and other steps' StepType), as "PlayerStep 6". */
  readonly stepTypes: Record<string, number>
  /** The root element of each result message: ResultRoll, ResultBlockRoll, QuestionBlockDice… */
  readonly results: Record<string, number>
  /** RollType of every result that has one, as "ResultRoll 3". */
  readonly rollTypes: Record<string, number>
}

const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1
}

export const surveyReplay = (replay: Bb3Replay): Survey => {
  const survey: Survey = { steps: replay.steps, events: {}, sequenceSteps: {}, stepTypes: {}, results: {}, rollTypes: {} }
  for (let i = 0; i < replay.steps; i++) {
    const step = replay.step(i)
    for (const event of step.children) {
      if (event.name === "Clock" || event.name === "BoardState") continue
      bump(survey.events, event.name)
      if (event.name !== "EventExecuteSequence") continue
      for (const { step: done, results } of sequenceSteps(event)) {
        if (done !== undefined) {
          bump(survey.sequenceSteps, done.name)
          if (child(done, "StepType") !== undefined) bump(survey.stepTypes, `${done.name} ${int(done, "StepType")}`)
        }
        for (const result of results) countResult(survey, result)
      }
    }
  }
  return survey
}

const countResult = (survey: Survey, result: XmlElement) => {
  bump(survey.results, result.name)
  if (child(result, "RollType") !== undefined) bump(survey.rollTypes, `${result.name} ${int(result, "RollType")}`)
}

import { describe, expect, it } from "vitest"
import { activationStep, withActivation } from "../src/core/activation.js"
import { testStep, withTest } from "../src/core/test-roll.js"
import { teamTurnStep, withTeamTurn } from "../src/core/turn.js"
import { ballMovedTo, NO_BALL } from "../src/model/state.js"

// The step and ball records the fold changes most are built field by field rather than spread
// (a spread copy gets a hidden class of its own; BENCHMARKS.md, issue 25). These pin what a
// spread gave for free: fields not named are kept, named ones replaced, an optional field given
// as undefined cleared, and every record of a kind has the same fields in the same order.

const dodge = testStep({
  test: "dodge",
  rule: "Dodge",
  player: "orc-3",
  target: 3,
  modifiers: [{ value: -1, source: "marked by human-5" }],
  skillReroll: "Dodge",
  teamReroll: true,
  onSuccess: [],
  onFailure: []
})

describe("a test changed by withTest", () => {
  it("keeps what is not named and replaces what is", () => {
    const offered = withTest(dodge, { stage: "offer" })
    expect(offered).toEqual({ ...dodge, stage: "offer" })
    expect(withTest(offered, { stage: "roll", rerolled: true })).toEqual({ ...dodge, stage: "roll", rerolled: true })
  })

  it("clears an optional field given as undefined: a passed face once the coach has re-rolled it", () => {
    const passed = withTest(dodge, { stage: "offer", passedFace: 2 })
    expect(passed.passedFace).toBe(2)
    const rerolled = withTest(passed, { stage: "roll", rerolled: true, passedFace: undefined })
    expect(rerolled.passedFace).toBeUndefined()
    expect(rerolled.rerolled).toBe(true)
    // Not named, it stays.
    expect(withTest(passed, { rerolled: true }).passedFace).toBe(2)
  })

  it("gives every test the same fields in the same order, however it was built", () => {
    const keys = Object.keys(dodge)
    expect(Object.keys(withTest(dodge, { swiftFace: 1 }))).toEqual(keys)
    expect(Object.keys(testStep({ ...dodge, lateModifier: { skill: "Break Tackle", value: 1 } }))).toEqual(keys)
  })
})

describe("an activation changed by withActivation", () => {
  const blitz = activationStep("orc-3", "blitz", "human-5")

  it("keeps what is not named, replaces what is, and clears Stood Up given as undefined", () => {
    const stood = withActivation(blitz, { moved: 3, stoodUp: 3 })
    expect(stood).toEqual({ ...blitz, moved: 3, stoodUp: 3 })
    expect(withActivation(stood, { acted: true }).stoodUp).toBe(3)
    expect(withActivation(stood, { stoodUp: undefined }).stoodUp).toBeUndefined()
    // A target may be set to null (Bloodlust turns a Blitz into a Move).
    expect(withActivation(blitz, { action: "move", target: null }).target).toBeNull()
  })

  it("gives every activation the same fields in the same order", () => {
    expect(Object.keys(withActivation(blitz, { moved: 1 }))).toEqual(Object.keys(blitz))
  })
})

describe("a team turn changed by withTeamTurn", () => {
  it("keeps the bonus turn's limits unless they are named, and clears them given as undefined", () => {
    const blitz = teamTurnStep(1, "start", { kind: "Blitz!", activationsLeft: 3, actions: ["move", "blitz"] })
    const active = withTeamTurn(blitz, { stage: "active" })
    expect(active).toEqual({ _tag: "TeamTurn", team: 1, stage: "active", bonus: blitz.bonus })
    expect(withTeamTurn(active, { bonus: undefined }).bonus).toBeUndefined()
    expect(Object.keys(withTeamTurn(teamTurnStep(0, "start"), { stage: "active" }))).toEqual(Object.keys(blitz))
  })
})

describe("the ball moved by ballMovedTo", () => {
  it("goes to the square with its carrier and in-play flag", () => {
    const carried = { at: [3, 4] as const, carrier: "orc-3", inPlay: true }
    expect(ballMovedTo(carried, [4, 4])).toEqual({ at: [4, 4], carrier: "orc-3", inPlay: true })
    expect(Object.keys(ballMovedTo(carried, [4, 4]))).toEqual(Object.keys(NO_BALL))
  })
})

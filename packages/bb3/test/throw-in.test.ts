import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { importReplayXml } from "../src/index.js"
import { throwInFace } from "../src/throw-in.js"
import { cell, el, executeSequence, stepResult } from "./bbr.js"
import { d6Roll, playerStep, START, turnsXml, useAction } from "./turn-fragment.js"

// A throw-in as BB3 records it: a BallStep with three dice (RollType 9), the direction's D6 then the distance's two.

describe("BB3's throw-in direction as our template's D6", () => {
  it("is BB3's die on a sideline, where both templates number the diagonals alike (demo4, demo2)", () => {
    expect(throwInFace([22, 0], [26, 4], 1)).toBe(1)
    expect(throwInFace([7, 14], [13, 8], 6)).toBe(6)
  })
  it("is its mirror at an end, where BB3 numbers them the other way round (demo1, demo2, demo4)", () => {
    expect(throwInFace([25, 2], [22, 5], 5)).toBe(2)
    expect(throwInFace([25, 3], [21, 7], 6)).toBe(1)
    expect(throwInFace([0, 7], [8, 15], 1)).toBe(6)
  })
  it("is straight on for 3 and 4 either way, and none where no face goes that way", () => {
    expect(throwInFace([12, 0], [12, 5], 3)).toBe(3)
    expect(throwInFace([12, 0], [12, 5], 1)).toBeUndefined()
  })
})

describe("a ball bounced off the pitch and thrown back in", () => {
  // Home's Blocker p2, at (24, 13), steps to the corner (25, 14) and fails to pick the ball up (a 1); it bounces off the
  // pitch (BB3's D8 of 3: (+1, +1)); the crowd throws it back from the corner with BB3's 1 (our 6, back along the pitch and
  // in) for 1 + 1 squares to (23, 12), where it bounces (BB3's D8 of 2: (0, +1)) to rest on (23, 13).
  const at = { ...START, 2: [24, 13] as const }
  const pickUp = executeSequence(
    stepResult(playerStep(2, 0, [24, 13], [24, 13]), useAction(1)),
    stepResult(playerStep(2, 1, [24, 13], [25, 14]), el("ResultDoMove")),
    stepResult(playerStep(2, 4, [25, 14], [25, 14]), d6Roll(4, 1, 2, 0)),
    stepResult(el("BallStep", el("StepType", 3), el("CellTo", cell(26, 15)), el("CellFrom", cell(25, 14))), el("ResultRoll", el("Dice", el("Die", el("DieType", 1), el("Value", 3))), el("RollType", 25))),
    stepResult(
      el("BallStep", el("StepType", 3), el("CellTo", cell(23, 12)), el("CellFrom", cell(26, 15))),
      el("ResultRoll", el("Dice", el("Die", el("Value", 1)), el("Die", el("Value", 1)), el("Die", el("Value", 1))), el("RollType", 9))
    ),
    stepResult(el("BallStep", el("StepType", 3), el("CellTo", cell(23, 13)), el("CellFrom", cell(23, 12))), el("ResultRoll", el("Dice", el("Die", el("DieType", 1), el("Value", 2))), el("RollType", 25)))
  )

  it("writes the direction as our D6 and the distance's two dice, and the ball rests where BB3 has it", () => {
    const match = importReplayXml(turnsXml({ awayEnd: at, ball: { at: [25, 14] }, home: pickUp, afterHome: { ...at, 2: [25, 14] }, homeBall: { at: [23, 13] }, hurt: {} }), { verify: true })
    expect(match.stretches.map((stretch) => stretch.source)).toEqual(["BB3 steps 1–3", "BB3 steps 4–5", "BB3 step 8"])
    const events = match.events.map(({ seq: _seq, ...event }) => event)
    const at0 = events.findIndex((event) => event._tag === "DiceRolled" && event.for === "throw-in-direction")
    expect(events.slice(at0, at0 + 3)).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "throw-in-direction" },
      { _tag: "DiceRolled", die: "2d6", faces: [1, 1], for: "throw-in-distance" },
      { _tag: "DiceRolled", die: "d8", faces: [7], for: "bounce" }
    ])
    const built = Replay.build(match.header, match.events, { trustClaims: true })
    if (built._tag === "Failure") throw new Error(built.failure.message)
    expect(built.success.violation).toBeNull()
  })
})

describe("an inaccurate pass", () => {
  // The Goblin p39, marked, aims at (13, 6) (BB3's activation CellTo), rolls a 5 (−1 marked, −1 short): inaccurate. BB3's three D8s (RollType 8, all 5:
  // (+1, 0)) scatter it to (16, 6), the square the pass's own step names; it bounces (BB3's D8 of 2) to rest on (16, 7).
  const pass = executeSequence(
    stepResult(playerStep(39, 0, [18, 7], [13, 6]), useAction(4)),
    stepResult(
      playerStep(39, 11, [18, 7], [16, 6]),
      d6Roll(5, 5, 6, 0),
      el("ResultRoll", el("Dice", el("Die", el("DieType", 1), el("Value", 5)), el("Die", el("DieType", 1), el("Value", 5)), el("Die", el("DieType", 1), el("Value", 5))), el("RollType", 8), el("NewRoll", 0))
    ),
    stepResult(el("BallStep", el("StepType", 3), el("CellTo", cell(16, 7)), el("CellFrom", cell(16, 6))), el("ResultRoll", el("Dice", el("Die", el("DieType", 1), el("Value", 2))), el("RollType", 25)))
  )

  it("is aimed where the activation said, and scatters with our D8 faces as our rules ask", () => {
    const match = importReplayXml(turnsXml({ away: pass, afterAway: START, awayEnd: START, ball: { at: [16, 7] }, home: "", afterHome: START, hurt: {} }), { verify: true })
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    const events = match.events.map(({ seq: _seq, ...event }) => event)
    const at = events.findIndex((event) => event._tag === "PassAimed")
    expect(events[at]).toEqual({ _tag: "PassAimed", player: "p39", at: [13, 6] })
    expect(events.slice(at + 2, at + 6)).toEqual([
      { _tag: "DiceRolled", die: "d8", faces: [5], for: "scatter" },
      { _tag: "DiceRolled", die: "d8", faces: [5], for: "scatter" },
      { _tag: "DiceRolled", die: "d8", faces: [5], for: "scatter" },
      { _tag: "DiceRolled", die: "d8", faces: [7], for: "bounce" }
    ])
    const built = Replay.build(match.header, match.events, { trustClaims: true })
    if (built._tag === "Failure") throw new Error(built.failure.message)
    expect(built.success.violation).toBeNull()
  })
})

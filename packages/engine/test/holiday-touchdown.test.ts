import { describe, expect, it } from "vitest"
import { expecting, summarize, type MatchState, type Replay } from "@sidelines/engine"
import { Events, play, playOk, where } from "./support/scenario.js"
import { holidayHeader, holidayPosition } from "./support/holiday.js"

const head = holidayHeader()

/** h1 holds the ball on (24, 7) in Home's turn and steps into Away's end zone at (25, 7): a touchdown. */
const score = () => {
  const { match, state } = holidayPosition(head, { team: 0, at: { h1: [24, 7], a1: [15, 2] }, ballCarrier: "h1" })
  const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [25, 7] })
  return { match, state, events }
}

const grotsAt = (state: MatchState, x: number) =>
  state.placed!.features.filter((f) => f.kind === "snowgrot" && f.squares[0]![0] === x).map((f) => f.squares[0]![1])

describe("Holiday Special: explosive touchdowns", () => {
  it("h1 scores on (25, 7): the ball explodes, a D6 for h1 comes first", () => {
    const { match, state, events } = score()
    const played = playOk(match, state, events.list)
    expect(played.state.teams[0]!.score).toBe(1)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d6", for: "explosive-touchdown", player: "h1" })
  })

  it("a 2 does not escape: an injury roll for h1 (8, KO'd); then a D6 for each snowgrot within 3 squares — (25, 4), (25, 6), (25, 8), (25, 10) — 3 and 6 destroy the ones on rows 4 and 8, 1 and 2 leave rows 6 and 10", () => {
    const { match, state, events } = score()
    events.d6(2, "explosive-touchdown", "h1").twoD6(4, 4, "injury", "h1")
    const injured = playOk(match, state, events.list)
    expect(where(injured.state, "h1").box).toBe("ko")
    expect(expecting(match, injured.state)).toMatchObject({ kind: "roll", die: "d6", for: "snowgrot" })
    const played = playOk(match, state, events.d6(3, "snowgrot").d6(1, "snowgrot").d6(6, "snowgrot").d6(2, "snowgrot").list)
    expect(grotsAt(played.state, 25)).toEqual([0, 2, 6, 10, 12, 14])
    expect(grotsAt(played.state, 0)).toHaveLength(8)
    expect(played.state.placed!.destroyed).toEqual([2, 0])
    // Then the drive ends as after any touchdown.
    expect(played.outcomes.some((o) => o._tag === "DriveEnded")).toBe(true)
  })

  it("a 6 escapes: no injury roll, the snowgrot rolls come at once", () => {
    const { match, state, events } = score()
    const played = playOk(match, state, events.d6(6, "explosive-touchdown", "h1").list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "snowgrot" })
    expect(play(match, state, events.twoD6(4, 4, "injury", "h1").list).violation).toMatchObject({ _tag: "RuleViolation", seq: 4 })
  })

  it("a touchdown on row 0 (the corner) reaches only the snowgrots on rows 0 and 2", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [24, 1], a1: [15, 2] }, ballCarrier: "h1" })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [25, 0] })
      .d6(6, "explosive-touchdown", "h1")
      .d6(5, "snowgrot")
      .d6(5, "snowgrot")
    const played = playOk(match, state, events.list)
    expect(grotsAt(played.state, 25)).toEqual([4, 6, 8, 10, 12, 14])
    expect(played.state.placed!.destroyed).toEqual([2, 0])
    expect(played.outcomes.some((o) => o._tag === "DriveEnded")).toBe(true)
  })

  it("Switch! from the blast: an injury roll of 10 sends h1 to Away's reserves, an Away player for the rest of the match", () => {
    const { match, state, events } = score()
    const played = playOk(match, state, events.d6(1, "explosive-touchdown", "h1").twoD6(5, 5, "injury", "h1").list)
    expect(where(played.state, "h1")).toMatchObject({ team: 1, at: null, box: "reserves" })
    // The touchdown still counts for Home.
    expect(played.state.teams[0]!.score).toBe(1)
  })
})

describe("Holiday Special: the winner destroyed the most snowgrots", () => {
  const finalOf = (destroyed: readonly [number, number], score: readonly [number, number]) => {
    const { match, state } = holidayPosition(head, { team: 0, at: {}, destroyed })
    const final: MatchState = { ...state, phase: "full-time", stack: [], teams: state.teams.map((t, i) => ({ ...t, score: score[i]! })) }
    return summarize({ match, final, states: [], events: [], violation: null, disputes: [], unsupportedSkills: [] } as unknown as Replay)
  }

  it("Away scored more touchdowns (1–2) but Home destroyed more snowgrots (5–3): Home win", () => {
    const summary = finalOf([5, 3], [1, 2])
    expect(summary.winners).toEqual(["home"])
    expect(summary.decidedBy).toBe("most snowgrots destroyed (5–3)")
  })

  it("as many snowgrots destroyed (2–2) is a draw, whatever the score", () => {
    expect(finalOf([2, 2], [3, 0]).winners).toEqual([])
  })
})

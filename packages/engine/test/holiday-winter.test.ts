import { describe, expect, it } from "vitest"
import { expecting, type MatchState } from "@sidelines/engine"
import type { Square } from "@sidelines/schema"
import { Events, play, playOk, where } from "./support/scenario.js"
import { holidayHeader, holidayPosition, type HolidayPosition } from "./support/holiday.js"

const head = holidayHeader()

/** Home's kick in the air over `landing`, about to roll on the kick-off table, with players at `at`. */
const kickOff = (landing: Square, at: Readonly<Record<string, Square>>) => {
  const { match, state } = holidayPosition(head, { team: 1, at })
  const inAir: MatchState = {
    ...state,
    phase: "kick-off",
    activeTeam: null,
    kickingTeam: 0,
    firstKickingTeam: 0,
    ball: { at: landing, carrier: null, inPlay: false },
    teams: state.teams.map((team) => ({ ...team, turn: 0 })),
    stack: [{ _tag: "KickResolved" }, { _tag: "LandKick" }, { _tag: "KickOffEvent" }]
  }
  return { match, state: inAir }
}

/** Home's team turn about to start, in this weather. */
const turnStart = (position: Omit<HolidayPosition, "team">) => {
  const { match, state } = holidayPosition(head, { ...position, team: 0 })
  return { match, state: { ...state, stack: [{ _tag: "TeamTurn", team: 0, stage: "start" }] } as MatchState }
}

describe("Holiday Special: Avalanche (kick-off 4) [row:holiday-special/kick-off/avalanche]", () => {
  const at = { h1: [12, 2], h2: [12, 7], a1: [13, 1], a2: [13, 12] } as const
  it("a D6 of 2 brings the snow down on the wide zone along y = 0: h1 on (12, 2) and a1 on (13, 1) are placed prone and stunned, no armour roll; h2 in the centre and a2 in the other wide zone stand", () => {
    const { match, state } = kickOff([18, 7], at)
    const rolled = playOk(match, state, new Events().twoD6(1, 3, "kick-off-event").list)
    expect(rolled.outcomes).toContainEqual({ _tag: "KickOffEvent", result: "avalanche" })
    expect(expecting(match, rolled.state)).toMatchObject({ kind: "roll", die: "d6", for: "avalanche" })
    const played = playOk(match, state, new Events().twoD6(1, 3, "kick-off-event").d6(2, "avalanche").list)
    expect(where(played.state, "h1").posture).toBe("stunned")
    expect(where(played.state, "a1").posture).toBe("stunned")
    expect(where(played.state, "h2").posture).toBe("standing")
    expect(where(played.state, "a2").posture).toBe("standing")
    expect(played.rulings.some((r) => r.rule === "Armour")).toBe(false)
  })

  it("a D6 of 5 picks the wide zone along y = 14: only a2 on (13, 12) is buried", () => {
    const { match, state } = kickOff([18, 7], at)
    const played = playOk(match, state, new Events().twoD6(1, 3, "kick-off-event").d6(5, "avalanche").list)
    expect(played.state.players.filter((p) => p.posture === "stunned").map((p) => p.id)).toEqual(["a2"])
  })
})

describe("Holiday Special: Squigalanche and Cold Snap at the start of each team turn [row:holiday-special/weather/squigalanche] [row:holiday-special/weather/cold-snap]", () => {
  it("Squigalanche: Home roll a 1, h1 (holding the ball on (10, 7)) is drawn and bitten — knocked down, armour 4 + 3 holds, the ball bounces — and it is no turnover", () => {
    const { match, state } = turnStart({ at: { h1: [10, 7], h2: [5, 5], a1: [20, 7] }, ballCarrier: "h1", weather: "squigalanche" })
    const events = new Events()
      .roll("d6", [1], "squigalanche")
      .add({ _tag: "PlayerDrawn", player: "h1", for: "squigalanche" })
      .twoD6(4, 3, "armour", "h1")
      .roll("d8", [5], "bounce")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1").posture).toBe("prone")
    expect(played.state.ball).toEqual({ at: [11, 7], carrier: null, inPlay: true })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", team: 0, events: ["ActionDeclared", "TurnEnded"] })
  })

  it("Squigalanche: a 2 and nobody is bitten; the turn goes on", () => {
    const { match, state } = turnStart({ at: { h1: [10, 7], a1: [20, 7] }, weather: "squigalanche" })
    const played = playOk(match, state, new Events().roll("d6", [2], "squigalanche").list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: ["ActionDeclared", "TurnEnded"] })
  })

  it("Squigalanche: the squig bites the active team only — drawing a1 is a violation", () => {
    const { match, state } = turnStart({ at: { h1: [10, 7], a1: [20, 7] }, weather: "squigalanche" })
    const events = new Events().roll("d6", [1], "squigalanche").add({ _tag: "PlayerDrawn", player: "a1", for: "squigalanche" })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Squigalanche", seq: 2 })
  })

  it("Cold Snap: h1 is drawn and frozen — MA 0 this turn, so h1's first step is a rush", () => {
    const { match, state } = turnStart({ at: { h1: [10, 7], a1: [20, 7] }, weather: "cold-snap" })
    const events = new Events()
      .add({ _tag: "PlayerDrawn", player: "h1", for: "cold-snap" })
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [11, 7] })
    const played = playOk(match, state, events.list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "rush", player: "h1" })
    // Two rushes are all h1 has: a third step is a violation.
    const more = events.d6(3, "rush", "h1").add({ _tag: "PlayerMoved", player: "h1", to: [12, 7] }).d6(3, "rush", "h1").add({ _tag: "PlayerMoved", player: "h1", to: [13, 7] })
    expect(play(match, state, more.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "movement", seq: 7 })
  })

  it("Cold Snap: without it h1's first step needs no roll", () => {
    const { match, state } = turnStart({ at: { h1: [10, 7], a1: [20, 7] } })
    const played = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [11, 7] }).list)
    expect(where(played.state, "h1").at).toEqual([11, 7])
  })
})

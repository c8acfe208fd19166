import { describe, expect, it } from "vitest"
import { expecting, transition, type MatchState } from "@sidelines/engine"
import type { MatchEvent } from "@sidelines/schema"
import { decide, Rng } from "@sidelines/sim"
import { gutterHeader, gutterPosition } from "../packages/engine/test/support/gutter.js"
import { player } from "../packages/engine/test/support/scenario.js"

// The simulator has no Gutter Bowl support yet (docs/variants/gutter-bowl.md), but what it does —
// roll whatever `expecting` asks for, and let its coach decide the rest — must carry it through
// Swarm of Rats: the D6 is due from the state alone as an activation ends by a wall.
const SIDES = { coin: 2, d3: 3, d6: 6, "2d6": 6, d8: 8, d16: 16, block: 6 } as const

/** Plays Home's team turn from the position with the simulator's dice and coach; the events it made. */
const playTurn = (seed: number): { events: Array<MatchEvent>; state: MatchState } => {
  const rng = new Rng(seed)
  // Two strong Home players each next to an opponent along a wall: the coach blocks on two dice,
  // and the Block action ends (on its own) by the wall.
  const home = [player("h1", { st: 4 }), player("h2"), player("h3", { st: 4 }), player("h4"), player("h5"), player("h6"), player("h7")]
  const { match, state: start } = gutterPosition(gutterHeader("sewer", { home }), {
    team: 0,
    at: { h1: [10, 0], a1: [11, 0], h3: [10, 14], a3: [11, 14], h2: [5, 7], h4: [6, 8], a2: [20, 7] },
    ballCarrier: "h2"
  })
  let state: MatchState = { ...start, kickOffEffects: ["swarm-of-rats"] }
  const events: Array<MatchEvent> = []
  while (events.length < 400 && state.activeTeam === 0 && state.phase === "team-turn") {
    const expectation = expecting(match, state)
    const seq = state.seq + 1
    let event: MatchEvent
    if (expectation.kind === "roll") {
      const count = expectation.die === "2d6" ? 2 : expectation.count ?? 1
      const roll: Record<string, unknown> = { _tag: "DiceRolled", seq, die: expectation.die, faces: Array.from({ length: count }, () => rng.die(SIDES[expectation.die])), for: expectation.for }
      if (expectation.player !== null) roll.player = expectation.player
      if (expectation.team !== undefined) roll.team = match.teamIds[expectation.team]
      event = roll as unknown as MatchEvent
    } else if (expectation.kind === "decision") {
      event = { ...decide(match, state, expectation, rng), seq } as MatchEvent
    } else break
    const next = transition(match, state, event)
    if (next._tag === "Failure") throw new Error(`seed ${seed}: ${JSON.stringify(event)}: ${next.failure.message}`)
    events.push(event)
    state = next.success
  }
  return { events, state }
}

describe("the simulator through Swarm of Rats (sewer)", () => {
  it("plays a Home team turn by the walls on 20 seeds with no illegal event, rolling the rats' D6 where it is due", () => {
    let rats = 0
    for (let seed = 1; seed <= 20; seed++) {
      const { events } = playTurn(seed)
      rats += events.filter((event) => event._tag === "DiceRolled" && event.for === "swarm-of-rats").length
    }
    expect(rats).toBeGreaterThan(0)
  })
})

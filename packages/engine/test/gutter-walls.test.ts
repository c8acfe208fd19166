import { describe, expect, it } from "vitest"
import type { Outcome } from "../src/model/outcome.js"
import { Events, player, playOk } from "./support/scenario.js"
import { gutterHeader, gutterPosition } from "./support/gutter.js"
import { holidayHeader, holidayPosition } from "./support/holiday.js"
import { stadiumHeader, stadiumPosition } from "./support/stadium.js"

// The ball against the walls where the rules show it only in diagrams: the corner of a market
// stall (this file) and the ricochet (gutter-ricochet.test.ts). Our readings are in
// docs/variants/gutter-bowl.md. The stall of team 0's half nearer y = 0 covers x 4–9, y 2–5, so
// (4, 2) is its corner towards (3, 1).
const street = gutterHeader("street")

/** h1 steps onto the ball's square and fails to pick it up (re-roll declined): the ball bounces. */
const fumble = (to: readonly [number, number]) =>
  new Events()
    .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    .add({ _tag: "PlayerMoved", player: "h1", to: [to[0], to[1]] })
    .d6(1, "pick-up", "h1")
    .add({ _tag: "RerollDeclined", team: "home" })

/** The ruling of the ball coming off the wall. */
const offTheWall = (outcomes: ReadonlyArray<Outcome>) =>
  outcomes.flatMap((o) => (o._tag === "Ruling" && o.ruling.rule === "Off the wall" ? [o.ruling] : []))[0]

describe("Gutter Bowl: the ball into the corner of a market stall", () => {
  it("a ball bouncing from (3, 1) diagonally down-right (D8 8) into the stall's corner (4, 2): the template on (4, 2) points back up-left; D6 1 takes it along the stall's side to (3, 2), and the second bounce (D8 7) to (3, 3)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [3, 0], a1: [20, 7] }, ballAt: [3, 1] })
    const played = playOk(match, state, fumble([3, 1]).roll("d8", [8], "bounce").d6(1, "wall").roll("d8", [7], "bounce").list)
    expect(played.states[5]!.ball.at).toEqual([3, 2])
    expect(played.state.ball).toEqual({ at: [3, 3], carrier: null, inPlay: true })
    const rebound = offTheWall(played.outcomes)
    expect(rebound?.notes).toEqual([expect.stringContaining("corner of the market stall")])
  })

  it("off the same corner, D6 6 takes it along the stall's end to (4, 1); the second bounce (D8 2) ends on (4, 0)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [3, 0], a1: [20, 7] }, ballAt: [3, 1] })
    const played = playOk(match, state, fumble([3, 1]).roll("d8", [8], "bounce").d6(6, "wall").roll("d8", [2], "bounce").list)
    expect(played.states[5]!.ball.at).toEqual([4, 1])
    expect(played.state.ball).toEqual({ at: [4, 0], carrier: null, inPlay: true })
  })

  it("off the same corner, D6 3 sends it straight back to (3, 1), where h1 (still standing after the failed pick-up) tries to catch it at −1", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [3, 0], a1: [20, 7] }, ballAt: [3, 1] })
    const played = playOk(match, state, fumble([3, 1]).roll("d8", [8], "bounce").d6(3, "wall").d6(6, "catch", "h1").list)
    expect(played.state.ball).toEqual({ at: [3, 1], carrier: "h1", inPlay: true })
  })

  it("a diagonal bounce from (3, 3) up-right (D8 3) into (4, 2) meets the stall's side, not its corner: the template faces west as for a straight hit, and D6 3 puts the ball on (3, 2)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [2, 4], a1: [20, 7] }, ballAt: [3, 3] })
    const played = playOk(match, state, fumble([3, 3]).roll("d8", [3], "bounce").d6(3, "wall").roll("d8", [2], "bounce").list)
    expect(played.states[5]!.ball.at).toEqual([3, 2])
    expect(played.state.ball).toEqual({ at: [3, 1], carrier: null, inPlay: true })
    const rebound = offTheWall(played.outcomes)
    expect(rebound?.notes).toEqual([])
  })
})

// h1 is a Bombardier (PA 4+); Away are linemen.
const bombers = (pitch: "street" | "sewer") =>
  gutterHeader(pitch, { home: [player("h1", { traits: ["Bombardier"] }), ...["h2", "h3", "h4", "h5", "h6", "h7"].map((id) => player(id))] })
const throwBomb = (at: readonly [number, number]) =>
  new Events().add({ _tag: "ActionDeclared", player: "h1", action: "throw-bomb" }).add({ _tag: "PassAimed", player: "h1", at: [at[0], at[1]] })
const explosions = (played: { outcomes: ReadonlyArray<Outcome> }) => played.outcomes.flatMap((o) => (o._tag === "Note" && o.text.startsWith("the bomb explodes") ? [o.text] : []))
const turnovers = (played: { outcomes: ReadonlyArray<Outcome> }) => played.outcomes.filter((o) => o._tag === "Turnover")

describe("Gutter Bowl: a bomb against the walls and features [trait:bombardier] [action:throw-bomb]", () => {
  it("an inaccurate bomb at (14, 1) (a 3 for PA 4+) scatters up twice into the sideline wall: the template on (14, -1), D6 3 puts it on (14, 0), where it comes down and explodes — no more scatter, no crowd, no turnover", () => {
    const { match, state } = gutterPosition(bombers("street"), { team: 0, at: { h1: [14, 4], a1: [20, 7] } })
    const events = throwBomb([14, 1]).d6(3, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [2], "scatter").roll("d8", [2], "scatter").d6(3, "wall")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Off the wall")).toMatchObject({ result: "the bomb comes off the wall to O1" })
    expect(explosions(played)).toEqual(["the bomb explodes on O1"])
    expect(turnovers(played)).toEqual([])
    // The ball is not the bomb: it stays where it was.
    expect(played.state.ball).toEqual(state.ball)
  })

  it("off the wall, D6 1 sends the bomb down-right to (15, 0), onto a1, who catches it (AG 3: a 4 with −1 for the scattered throw) and rolls a 5: it explodes in a1's hands", () => {
    const { match, state } = gutterPosition(bombers("street"), { team: 0, at: { h1: [14, 4], a1: [15, 0] } })
    const events = throwBomb([14, 1]).d6(3, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [2], "scatter").roll("d8", [2], "scatter").d6(1, "wall").d6(4, "catch", "a1").d6(5, "bombardier", "a1").twoD6(2, 2, "armour", "a1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Catch")).toMatchObject({ player: "a1", success: true })
    expect(played.rulings.find((r) => r.rule === "Bomb caught")).toMatchObject({ success: true })
    expect(played.state.players.find((p) => p.id === "a1")!.posture).toBe("prone")
  })

  it("an inaccurate bomb at (10, 4) scattering left, down, up finishes on the market stall at (9, 4): the vendor's D8 (`wall`) of 5 puts it back right, on (10, 4), where it explodes", () => {
    const { match, state } = gutterPosition(bombers("street"), { team: 0, at: { h1: [13, 4], a1: [20, 7] } })
    const events = throwBomb([10, 4]).d6(3, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [4], "scatter").roll("d8", [7], "scatter").roll("d8", [2], "scatter").roll("d8", [5], "wall")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Back onto the pitch")).toMatchObject({ result: "the bomb comes back onto the pitch at K5" })
    expect(explosions(played)).toEqual(["the bomb explodes on K5"])
    expect(turnovers(played)).toEqual([])
  })

  it("in the sewer the same bomb finishes in the pit at (9, 4): a D8 (`sewer-pit`) of 4 moves it left the minimum distance, over the pit to (3, 4), where it explodes — a1 on (2, 4), next to it, is hit on a 6", () => {
    const { match, state } = gutterPosition(bombers("sewer"), { team: 0, at: { h1: [13, 4], a1: [2, 4] } })
    const events = throwBomb([10, 4]).d6(3, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [4], "scatter").roll("d8", [7], "scatter").roll("d8", [2], "scatter").roll("d8", [4], "sewer-pit").d6(6, "bombardier", "a1").twoD6(1, 1, "armour", "a1")
    const played = playOk(match, state, events.list)
    expect(explosions(played)).toEqual(["the bomb explodes on D5"])
    expect(played.state.players.find((p) => p.id === "a1")!.posture).toBe("prone")
  })

  it("over an end-zone edge there is no wall: an inaccurate bomb at (1, 7) scattering left twice leaves the pitch and explodes in the crowd, harming nobody, and no turnover", () => {
    const { match, state } = gutterPosition(bombers("street"), { team: 0, at: { h1: [3, 7], a1: [20, 7] } })
    const events = throwBomb([1, 7]).d6(3, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [4], "scatter").roll("d8", [4], "scatter")
    const played = playOk(match, state, events.list)
    expect(played.rulings.some((r) => r.rule === "Off the wall")).toBe(false)
    expect(explosions(played)).toEqual([])
    expect(played.outcomes.some((o) => o._tag === "Note" && o.text.includes("into the crowd"))).toBe(true)
    expect(turnovers(played)).toEqual([])
  })
})

describe("Holiday Special: a bomb coming down in a gingerbread house [trait:bombardier] [action:throw-bomb]", () => {
  it("an inaccurate bomb at (11, 7) scattering left, down, up finishes in the house at (10, 7): as the ball, it is put out on the template pointing at the nearer end zone — a D6 of 3 puts it on (9, 7), where it explodes", () => {
    const head = holidayHeader({ home: [player("h1", { traits: ["Bombardier"] }), player("h2")] })
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [14, 7], a1: [20, 3] }, houses: [[[10, 7]]] })
    const events = throwBomb([11, 7]).d6(3, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [4], "scatter").roll("d8", [7], "scatter").roll("d8", [2], "scatter").d6(3, "gingerbread-house")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Out of the gingerbread house")).toMatchObject({ result: "the bomb comes out of the house to J8" })
    expect(explosions(played)).toEqual(["the bomb explodes on J8"])
    expect(turnovers(played)).toEqual([])
  })
})

describe("Enclosed Pitch: a bomb past the sideline [trait:bombardier] [action:throw-bomb]", () => {
  it("the stadium wall sends back only bouncing balls: an inaccurate bomb at (14, 1) scattering up twice from (14, 4) goes off the pitch past (14, 0) and explodes beyond it, harming nobody, and no turnover", () => {
    const head = stadiumHeader("enclosed-pitch", { home: [player("h1", { traits: ["Bombardier"] }), player("h2")] })
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [14, 4], a1: [14, 0] } })
    const events = throwBomb([14, 1]).d6(3, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [2], "scatter").roll("d8", [2], "scatter")
    const played = playOk(match, state, events.list)
    expect(played.rulings.some((r) => r.rule === "Off the wall" || r.rule === "Off the stadium wall")).toBe(false)
    expect(explosions(played)).toEqual([])
    expect(played.rulings.filter((r) => r.rule === "Bomb blast")).toEqual([])
    expect(played.state.players.find((p) => p.id === "a1")!.posture).toBe("standing")
    expect(turnovers(played)).toEqual([])
  })
})

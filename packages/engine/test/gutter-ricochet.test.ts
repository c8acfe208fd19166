import { describe, expect, it } from "vitest"
import { expecting, legalDecisions } from "@sidelines/engine"
import type { Outcome } from "../src/model/outcome.js"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"
import { gutterHeader, gutterPosition } from "./support/gutter.js"

// Gutter Bowl: throwing the ball at the wall (ricochet). Our reading of the rules' diagrams is in
// docs/variants/gutter-bowl.md: off the wall as off a mirror (straight back when thrown straight
// on, diagonally on along the wall when thrown at an angle), D6 squares, catches along the way,
// then the bounces. Every player is AG 3+, PA 4+. The stall nearest is x 4–9, y 2–5; the one across
// the halfway line x 16–21, y 2–5. A sideline wall square is named by the square in front of it.
// Scatter/bounce D8: 2 up (y − 1), 4 left, 5 right, 7 down.
const street = gutterHeader("street")
const sewer = gutterHeader("sewer")

const ricochet = (at: readonly [number, number], thrower = "h3") =>
  new Events().add({ _tag: "ActionDeclared", player: thrower, action: "pass" }).add({ _tag: "PassAimed", player: thrower, at: [at[0], at[1]], ricochet: true })
const rulingsOf = (outcomes: ReadonlyArray<Outcome>, rule: string) => outcomes.flatMap((o) => (o._tag === "Ruling" && o.ruling.rule === rule ? [o.ruling] : []))
const turnovers = (outcomes: ReadonlyArray<Outcome>) => outcomes.filter((o) => o._tag === "Turnover")

describe("Gutter Bowl: throwing the ball at the wall (ricochet) [action:pass]", () => {
  it("h3 on (12, 4) throws straight at the wall past (12, 0) (a Short pass to the wall square: 5 − 1 is accurate); a D6 of 3 brings it straight back over (12, 0), (12, 1) to (12, 2), where team-mate h2 catches it (4 − 1 for the ricochet reaches AG 3): no turnover", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [12, 4], h2: [12, 2], a1: [20, 7] }, ballCarrier: "h3" })
    const events = ricochet([12, 0]).d6(5, "pass", "h3").d6(3, "ricochet")
    const flying = playOk(match, state, events.list)
    expect(expecting(match, flying.state)).toMatchObject({ kind: "roll", die: "d6", for: "catch", player: "h2" })
    const played = playOk(match, state, events.d6(4, "catch", "h2").list)
    expect(rulingsOf(played.outcomes, "Pass")[0]).toMatchObject({ modifiers: [{ value: -1, source: "range: Short Pass" }], row: "accurate" })
    expect(rulingsOf(played.outcomes, "Ricochet")[0]).toMatchObject({ total: 3, result: "the ball comes off the wall past M1 and flies 3 squares to M3", notes: ["thrown at the wall straight on: it comes straight back"] })
    expect(rulingsOf(played.outcomes, "Catch")[0]).toMatchObject({ player: "h2", success: true, modifiers: [{ value: -1, source: "ricochet (as an inaccurate pass)" }] })
    expect(played.state.ball).toEqual({ at: [12, 2], carrier: "h2", inPlay: true })
    expect(turnovers(played.outcomes)).toEqual([])
    expect(where(played.state, "h3").stats.passes).toBe(1)
  })

  it("thrown at an angle, from (10, 4) at the wall past (13, 0), it comes off diagonally on along the wall: a D6 of 2 takes it to (14, 0), (15, 1); nobody there, it bounces twice on the cobbles (up to (15, 0), left to (14, 0)) — not caught, a turnover", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [10, 4], a1: [20, 7] }, ballCarrier: "h3" })
    const events = ricochet([13, 0]).d6(6, "pass", "h3").d6(2, "ricochet").roll("d8", [2], "bounce").roll("d8", [4], "bounce")
    const played = playOk(match, state, events.list)
    expect(rulingsOf(played.outcomes, "Ricochet")[0]).toMatchObject({ result: "the ball comes off the wall past N1 and flies 2 squares to P2", notes: ["thrown at the wall at an angle: it comes off diagonally, on along the wall"] })
    expect(played.state.ball).toEqual({ at: [14, 0], carrier: null, inPlay: true })
    expect(turnovers(played.outcomes)).toMatchObject([{ team: 0, cause: "ball-not-caught" }])
  })

  it("off target (a 3: 3 − 1 is inaccurate, re-roll declined) a D6 of 2 sends it to the wall square to h3's right, past (13, 0); straight back from there a D6 of 1 to (13, 0), then the two bounces", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [12, 4], a1: [20, 7] }, ballCarrier: "h3" })
    const events = ricochet([12, 0]).d6(3, "pass", "h3").add({ _tag: "RerollDeclined", team: "home" }).d6(2, "ricochet").d6(1, "ricochet").roll("d8", [7], "bounce").roll("d8", [7], "bounce")
    const played = playOk(match, state, events.list)
    expect(rulingsOf(played.outcomes, "Ricochet: off target")[0]).toMatchObject({ result: "misses to the right: the ball hits the wall past N1" })
    expect(played.state.ball).toEqual({ at: [13, 2], carrier: null, inPlay: true })
    expect(turnovers(played.outcomes)).toHaveLength(1)
  })

  it("a 4+ on the miss sends it to the left, past (11, 0)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [12, 4], a1: [20, 7] }, ballCarrier: "h3" })
    const events = ricochet([12, 0]).d6(3, "pass", "h3").add({ _tag: "RerollDeclined", team: "home" }).d6(4, "ricochet").d6(1, "ricochet")
    const played = playOk(match, state, events.list)
    expect(rulingsOf(played.outcomes, "Ricochet: off target")[0]).toMatchObject({ result: "misses to the left: the ball hits the wall past L1" })
    expect(rulingsOf(played.outcomes, "Ricochet")[0]).toMatchObject({ result: "the ball comes off the wall past L1 and flies 1 square to L1" })
  })

  it("a fumble is a fumble: the ball never reaches the wall, it bounces from h3's square and the turn is over", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [12, 4], a1: [20, 7] }, ballCarrier: "h3" })
    const events = ricochet([12, 0]).d6(1, "pass", "h3").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [5], "bounce").roll("d8", [5], "bounce")
    const played = playOk(match, state, events.list)
    expect(rulingsOf(played.outcomes, "Ricochet")).toEqual([])
    expect(played.state.ball).toEqual({ at: [14, 4], carrier: null, inPlay: true })
    expect(turnovers(played.outcomes)).toMatchObject([{ cause: "pass-fumbled" }])
  })

  it("h2 on (12, 1) fails to catch it (a 1, re-roll declined) and it flies on: h4 on (12, 2) catches it (a 5)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [12, 4], h2: [12, 1], h4: [12, 2], a1: [20, 7] }, ballCarrier: "h3" })
    const events = ricochet([12, 0]).d6(5, "pass", "h3").d6(3, "ricochet")
      .d6(1, "catch", "h2").add({ _tag: "RerollDeclined", team: "home" }).d6(5, "catch", "h4")
    const played = playOk(match, state, events.list)
    expect(rulingsOf(played.outcomes, "Catch").map((r) => [r.player, r.success])).toEqual([["h2", false], ["h4", true]])
    expect(played.state.ball.carrier).toBe("h4")
    expect(turnovers(played.outcomes)).toEqual([])
  })

  it("a1 under the ruler may interfere; letting it go (the next event is the ricochet's D6), a1 on (12, 1) may still catch it as it flies back over — a 5: caught by an opponent, a turnover", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [12, 4], a1: [12, 1] }, ballCarrier: "h3" })
    const thrown = playOk(match, state, ricochet([12, 0]).d6(6, "pass", "h3").list)
    expect(expecting(match, thrown.state)).toMatchObject({ kind: "roll", for: "interception", player: "a1" })
    const played = playOk(match, state, ricochet([12, 0]).d6(6, "pass", "h3").d6(2, "ricochet").d6(5, "catch", "a1").list)
    expect(played.state.ball.carrier).toBe("a1")
    expect(turnovers(played.outcomes)).toMatchObject([{ team: 0, cause: "ball-not-caught" }])
  })

  it("a1 interferes (6 − 3 for an accurate pass reaches AG 3) and catches the deflection (5 − 1): an interception, before the ball reaches the wall", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [12, 4], a1: [12, 2] }, ballCarrier: "h3" })
    const played = playOk(match, state, ricochet([12, 0]).d6(6, "pass", "h3").d6(6, "interception", "a1").d6(5, "catch", "a1").list)
    expect(rulingsOf(played.outcomes, "Ricochet")).toEqual([])
    expect(played.state.ball.carrier).toBe("a1")
    expect(turnovers(played.outcomes)).toMatchObject([{ cause: "intercepted" }])
  })

  it("a player who lets it go by: h2 on (12, 1) makes no catch roll, the ball flies on to (12, 2) and bounces", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [12, 4], h2: [12, 1], a1: [20, 7] }, ballCarrier: "h3" })
    const played = playOk(match, state, ricochet([12, 0]).d6(6, "pass", "h3").d6(3, "ricochet").roll("d8", [5], "bounce").roll("d8", [5], "bounce").list)
    expect(played.outcomes.some((o) => o._tag === "Note" && o.text === "h2 (#2) lets the ball fly past")).toBe(true)
    expect(played.state.ball).toEqual({ at: [14, 2], carrier: null, inPlay: true })
  })

  it("at a market stall: from (12, 4) the stall's square (9, 4) is met on its east side; a Quick pass (a 4 is accurate) comes straight back, a D6 of 2 over (10, 4) to (11, 4)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [12, 4], a1: [20, 7] }, ballCarrier: "h3" })
    const played = playOk(match, state, ricochet([9, 4]).d6(4, "pass", "h3").d6(2, "ricochet").roll("d8", [7], "bounce").roll("d8", [7], "bounce").list)
    expect(rulingsOf(played.outcomes, "Pass")[0]).toMatchObject({ modifiers: [], row: "accurate" })
    expect(rulingsOf(played.outcomes, "Ricochet")[0]).toMatchObject({ result: "the ball comes off the stall at J5 and flies 2 squares to L5" })
    expect(played.state.ball).toEqual({ at: [11, 6], carrier: null, inPlay: true })
  })

  it("meeting a wall on its way: off the wall past (13, 0) diagonally, a D6 of 3 reaches (15, 1) and then the stall's corner (16, 2): it comes off the corner (template back up-left, D6 3 to (15, 1)) and bounces twice from there", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [10, 4], a1: [20, 7] }, ballCarrier: "h3" })
    const events = ricochet([13, 0]).d6(6, "pass", "h3").d6(3, "ricochet").d6(3, "wall").roll("d8", [2], "bounce").roll("d8", [4], "bounce")
    const played = playOk(match, state, events.list)
    expect(rulingsOf(played.outcomes, "Ricochet")[0]).toMatchObject({ result: "the ball comes off the wall past N1 and flies to P2, into the wall beyond" })
    expect(rulingsOf(played.outcomes, "Off the wall")[0]).toMatchObject({ result: "the ball comes off the wall to P2" })
    expect(played.state.ball).toEqual({ at: [14, 0], carrier: null, inPlay: true })
  })

  it("over an end-zone edge there is no wall: off the wall past (1, 0) down-left, a D6 of 3 leaves the pitch past (0, 0) and the crowd throws it in", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [3, 3], a1: [20, 7] }, ballCarrier: "h3" })
    const played = playOk(match, state, ricochet([1, 0]).d6(6, "pass", "h3").d6(3, "ricochet").list)
    expect(played.state.ball).toMatchObject({ at: [0, 0], inPlay: false })
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "throw-in-direction" })
  })

  it("in the sewer the sideline walls are walls too: the same straight throw comes back over (12, 0)", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h3: [12, 4], a1: [20, 7] }, ballCarrier: "h3" })
    const played = playOk(match, state, ricochet([12, 0]).d6(6, "pass", "h3").d6(1, "ricochet").roll("d8", [5], "bounce").roll("d8", [5], "bounce").list)
    expect(played.state.ball).toEqual({ at: [14, 0], carrier: null, inPlay: true })
  })

  it("legalDecisions offers the ricochets: at the wall past (12, 0) and at the stall's (9, 4), not at its far side (4, 4)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [12, 4], a1: [20, 7] }, ballCarrier: "h3" })
    const declared = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "h3", action: "pass" }).list).state
    const ricochets = legalDecisions(match, declared).filter((d) => d._tag === "PassAimed" && d.ricochet === true).map((d) => (d as { at: readonly [number, number] }).at)
    expect(ricochets).toContainEqual([12, 0])
    expect(ricochets).toContainEqual([9, 4])
    expect(ricochets).not.toContainEqual([4, 4])
  })
})

describe("Gutter Bowl: a ricochet is a Pass action's pass [skill:running-pass]", () => {
  it("Running Pass: a Quick ricochet off the stall at (9, 4), caught by h2 on (11, 4), and h3 goes on moving", () => {
    const runner = gutterHeader("street", { home: [player("h1"), player("h2"), player("h3", { skills: ["Running Pass"] }), player("h4"), player("h5"), player("h6"), player("h7")] })
    const { match, state } = gutterPosition(runner, { team: 0, at: { h3: [12, 4], h2: [11, 4], a1: [20, 7] }, ballCarrier: "h3" })
    const events = ricochet([9, 4]).d6(4, "pass", "h3").d6(2, "ricochet").d6(4, "catch", "h2").add({ _tag: "PlayerMoved", player: "h3", to: [12, 5] })
    const played = playOk(match, state, events.list)
    expect(played.state.ball.carrier).toBe("h2")
    expect(where(played.state, "h3").at).toEqual([12, 5])
  })

  it("without Running Pass the activation ends with the ricochet: a move afterwards is a violation", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [12, 4], h2: [11, 4], a1: [20, 7] }, ballCarrier: "h3" })
    const events = ricochet([9, 4]).d6(4, "pass", "h3").d6(2, "ricochet").d6(4, "catch", "h2").add({ _tag: "PlayerMoved", player: "h3", to: [12, 5] })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", seq: 6 })
  })
})

describe("Gutter Bowl: where a ricochet cannot be thrown [action:pass]", () => {
  it("a stall square the throw cannot meet: from (12, 4), (5, 4) lies behind the stall's own squares — a violation", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [12, 4], a1: [20, 7] }, ballCarrier: "h3" })
    expect(play(match, state, ricochet([5, 4]).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "ricochet", seq: 2 })
  })

  it("a square that is no wall (the open (12, 7), a sewer pit) is refused; so is a stall or the square past the sideline aimed at without `ricochet`", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [12, 4], a1: [20, 7] }, ballCarrier: "h3" })
    expect(play(match, state, ricochet([12, 7]).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "ricochet", seq: 2 })
    const sewerGame = gutterPosition(sewer, { team: 0, at: { h3: [12, 7], a1: [20, 7] }, ballCarrier: "h3" })
    expect(play(sewerGame.match, sewerGame.state, ricochet([9, 4]).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "ricochet", seq: 2 })
    const plain = (at: readonly [number, number]) => new Events().add({ _tag: "ActionDeclared", player: "h3", action: "pass" }).add({ _tag: "PassAimed", player: "h3", at: [at[0], at[1]] })
    expect(play(match, state, plain([9, 4]).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "pass", message: expect.stringContaining("ricochet") })
    const bottom = gutterPosition(sewer, { team: 0, at: { h3: [12, 13], a1: [20, 7] }, ballCarrier: "h3" })
    expect(play(bottom.match, bottom.state, plain([14, 15]).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "pass", seq: 2 })
  })

  it("in Blood Bowl there is no wall to throw at", () => {
    const { match, state } = positionOf(header([player("h3")], [player("a1")]), { team: 0, at: { h3: [12, 1], a1: [20, 7] }, ballCarrier: "h3" })
    expect(play(match, state, ricochet([12, 0]).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "ricochet", seq: 2 })
  })
})

describe("Gutter Bowl: a ricochet at the end of a sideline wall, over the end line [action:pass]", () => {
  it("off target past the wall's end: h3 on (23, 4) throws at the wall past (25, 0), a 3 (inaccurate, re-roll declined), a D6 of 2 for the side — to h3's right there is no wall, only the end line: the ball leaves the pitch past (25, 0) and the crowd throws it in", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [23, 4], a1: [20, 7] }, ballCarrier: "h3" })
    const played = playOk(match, state, ricochet([25, 0]).d6(3, "pass", "h3").add({ _tag: "RerollDeclined", team: "home" }).d6(2, "ricochet").list)
    expect(rulingsOf(played.outcomes, "Ricochet: off target")[0]).toMatchObject({ result: expect.stringContaining("past the end of the wall: the ball flies off the pitch past Z1") })
    expect(played.state.ball).toMatchObject({ at: [25, 0], carrier: null, inPlay: false })
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "throw-in-direction" })
    expect(rulingsOf(played.outcomes, "Ricochet")).toEqual([])
  })

  it("not past the end: the same miss to the left (a 4) hits the wall past (24, 0), and the ball comes off it as usual", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [23, 4], a1: [20, 7] }, ballCarrier: "h3" })
    const played = playOk(match, state, ricochet([25, 0]).d6(3, "pass", "h3").add({ _tag: "RerollDeclined", team: "home" }).d6(4, "ricochet").d6(1, "ricochet").list)
    expect(rulingsOf(played.outcomes, "Ricochet: off target")[0]).toMatchObject({ result: "misses to the left: the ball hits the wall past Y1" })
    expect(rulingsOf(played.outcomes, "Ricochet")[0]).toMatchObject({ result: expect.stringContaining("flies 1 square to") })
  })

  it("off the wall's last square away from the pitch: h3 on (2, 3) throws at an angle at the wall past (0, 0) (a 6); it comes off diagonally on along the wall, straight over the end line — the crowd throws it in from (0, 0), whatever the D6 (2)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [2, 3], a1: [20, 7] }, ballCarrier: "h3" })
    const played = playOk(match, state, ricochet([0, 0]).d6(6, "pass", "h3").d6(2, "ricochet").list)
    expect(rulingsOf(played.outcomes, "Ricochet")[0]).toMatchObject({ result: expect.stringContaining("flies off the pitch past A1") })
    expect(played.state.ball).toMatchObject({ at: [0, 0], carrier: null, inPlay: false })
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "throw-in-direction" })
  })
})

// Our reading (docs/variants/gutter-bowl.md): off target, the text sends the ball to the square
// beside the one aimed at. Past the end of a stall's side that square is open ground, no wall: the
// ball misses the stall and comes down there as an inaccurate pass (interference, a catch at −1,
// or the bounces). At a corner aimed at exactly diagonally, the squares beside are the corner's
// neighbours along its two faces — wall squares, so the ball hits one and comes off its face.
describe("Gutter Bowl: a ricochet that misses a market stall [action:pass]", () => {
  it("past the end of the stall's side: h3 on (12, 4) throws at the stall's (9, 2) (met on its east side), a 3 (inaccurate, re-roll declined), a D6 of 1 — to h3's right (9, 1) is no stall: the ball comes down there, nobody catches it, it bounces twice (right to (10, 1), (11, 1)) — a turnover", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [12, 4], a1: [20, 7] }, ballCarrier: "h3" })
    const events = ricochet([9, 2]).d6(3, "pass", "h3").add({ _tag: "RerollDeclined", team: "home" }).d6(1, "ricochet").roll("d8", [5], "bounce").roll("d8", [5], "bounce")
    const played = playOk(match, state, events.list)
    expect(rulingsOf(played.outcomes, "Ricochet: off target")[0]).toMatchObject({ result: "misses to the right, past the end of the stall: no wall there, the ball comes down on J2" })
    expect(rulingsOf(played.outcomes, "Ricochet")).toEqual([])
    expect(played.state.ball).toEqual({ at: [11, 1], carrier: null, inPlay: true })
    expect(turnovers(played.outcomes)).toMatchObject([{ team: 0, cause: "ball-not-caught" }])
  })

  it("the same miss onto team-mate h2 on (9, 1): h2 catches it as an inaccurate pass (a 4 − 1 reaches AG 3) — no turnover", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [12, 4], h2: [9, 1], a1: [20, 7] }, ballCarrier: "h3" })
    const events = ricochet([9, 2]).d6(3, "pass", "h3").add({ _tag: "RerollDeclined", team: "home" }).d6(2, "ricochet")
    const flying = playOk(match, state, events.list)
    expect(expecting(match, flying.state)).toMatchObject({ kind: "roll", die: "d6", for: "catch", player: "h2" })
    const played = playOk(match, state, events.d6(4, "catch", "h2").list)
    expect(rulingsOf(played.outcomes, "Catch")[0]).toMatchObject({ player: "h2", success: true, modifiers: [{ value: -1, source: "inaccurate pass (scattered)" }] })
    expect(played.state.ball).toEqual({ at: [9, 1], carrier: "h2", inPlay: true })
    expect(turnovers(played.outcomes)).toEqual([])
  })

  it("an opponent under the ruler to (9, 1) may interfere as with any pass: a1 on (10, 2) deflects it (6 − 2) and catches the deflection (5 − 1) — a turnover", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [12, 4], a1: [10, 2] }, ballCarrier: "h3" })
    const events = ricochet([9, 2]).d6(3, "pass", "h3").add({ _tag: "RerollDeclined", team: "home" }).d6(1, "ricochet")
    const flying = playOk(match, state, events.list)
    expect(expecting(match, flying.state)).toMatchObject({ kind: "roll", for: "interception", player: "a1" })
    const played = playOk(match, state, events.d6(6, "interception", "a1").d6(5, "catch", "a1").list)
    expect(played.state.ball).toMatchObject({ carrier: "a1" })
    expect(turnovers(played.outcomes)).toHaveLength(1)
  })

  it("not past the end: the same throw missing to the left (a 4) hits the stall's (9, 3) and comes off it — straight back over (10, 3)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [12, 4], a1: [20, 7] }, ballCarrier: "h3" })
    const events = ricochet([9, 2]).d6(3, "pass", "h3").add({ _tag: "RerollDeclined", team: "home" }).d6(4, "ricochet").d6(1, "ricochet").roll("d8", [7], "bounce").roll("d8", [7], "bounce")
    const played = playOk(match, state, events.list)
    expect(rulingsOf(played.outcomes, "Ricochet: off target")[0]).toMatchObject({ result: "misses to the left: the ball hits the stall at J4" })
    expect(rulingsOf(played.outcomes, "Ricochet")[0]).toMatchObject({ result: "the ball comes off the stall at J4 and flies 1 square to K4" })
    expect(played.state.ball).toEqual({ at: [10, 5], carrier: null, inPlay: true })
  })

  it("at the stall's corner aimed at exactly diagonally: h3 on (11, 0) throws at (9, 2), a 3 (inaccurate), a D6 of 2 — to h3's right the corner's neighbour (8, 2) on the stall's north face: it comes off diagonally on along it, a D6 of 2 to (7, 1), (6, 0), then the two bounces", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [11, 0], a1: [20, 7] }, ballCarrier: "h3" })
    const events = ricochet([9, 2]).d6(3, "pass", "h3").add({ _tag: "RerollDeclined", team: "home" }).d6(2, "ricochet").d6(2, "ricochet").roll("d8", [5], "bounce").roll("d8", [5], "bounce")
    const played = playOk(match, state, events.list)
    expect(rulingsOf(played.outcomes, "Ricochet: off target")[0]).toMatchObject({ result: "misses to the right: the ball hits the stall at I3" })
    expect(rulingsOf(played.outcomes, "Ricochet")[0]).toMatchObject({ result: "the ball comes off the stall at I3 and flies 2 squares to G1", notes: ["thrown at the wall at an angle: it comes off diagonally, on along the wall"] })
    expect(played.state.ball).toEqual({ at: [8, 0], carrier: null, inPlay: true })
  })

  it("the same corner, a 4 on the miss: to h3's left the neighbour (9, 3) on the stall's east side; off it diagonally down-right, a D6 of 1 to (10, 4)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [11, 0], a1: [20, 7] }, ballCarrier: "h3" })
    const events = ricochet([9, 2]).d6(3, "pass", "h3").add({ _tag: "RerollDeclined", team: "home" }).d6(4, "ricochet").d6(1, "ricochet").roll("d8", [5], "bounce").roll("d8", [5], "bounce")
    const played = playOk(match, state, events.list)
    expect(rulingsOf(played.outcomes, "Ricochet: off target")[0]).toMatchObject({ result: "misses to the left: the ball hits the stall at J4" })
    expect(rulingsOf(played.outcomes, "Ricochet")[0]).toMatchObject({ result: "the ball comes off the stall at J4 and flies 1 square to K5" })
    expect(played.state.ball).toEqual({ at: [12, 4], carrier: null, inPlay: true })
  })

  it("accurate at the corner (a 6), no miss: it comes straight back off the corner over (10, 1)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h3: [11, 0], a1: [20, 7] }, ballCarrier: "h3" })
    const played = playOk(match, state, ricochet([9, 2]).d6(6, "pass", "h3").d6(1, "ricochet").roll("d8", [7], "bounce").roll("d8", [7], "bounce").list)
    expect(rulingsOf(played.outcomes, "Ricochet: off target")).toEqual([])
    expect(rulingsOf(played.outcomes, "Ricochet")[0]).toMatchObject({ result: "the ball comes off the stall at J3 and flies 1 square to K2" })
    expect(played.state.ball).toEqual({ at: [10, 3], carrier: null, inPlay: true })
  })
})

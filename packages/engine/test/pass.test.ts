import type { Square } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { passRange, underRuler } from "../src/core/pass.js"
import { expecting } from "@sidelines/engine"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Home: Human linemen (AG 3+, PA 4+), a Thrower with Pass (PA 2+), a player with no PA.
// Away: Orc linemen; a2 is an agile one (AG 2+).
const head = header(
  [
    player("h1"),
    player("h2"),
    player("h3"),
    player("h5", { position: "Thrower", pa: 2, skills: ["Pass", "Sure Hands"] }),
    player("h7", { position: "Blocker", pa: null })
  ],
  [player("a1"), player("a2", { ag: 2 }), player("a3")]
)

const pass = (from: string, at: Square) =>
  new Events().add({ _tag: "ActionDeclared", player: from, action: "pass" }).add({ _tag: "PassAimed", player: from, at })

const turnovers = (played: { outcomes: ReadonlyArray<{ _tag: string }> }) => played.outcomes.filter((o) => o._tag === "Turnover")

describe("the range ruler", () => {
  it("reads the BB2020 bands along a row: 1–3 Quick, 4–6 Short, 7–10 Long, 11–13 Long Bomb, beyond out of range", () => {
    const along = (dx: number) => passRange([0, 7], [dx, 7])
    expect([1, 3, 4, 6, 7, 10, 11, 13, 14].map(along)).toEqual(["quick", "quick", "short", "short", "long", "long", "long-bomb", "long-bomb", null])
  })

  it("is the same across and along, and measures diagonals by the grid (2,2 Quick; 3,3 Short; 7,7 Long; 8,7 Long Bomb; 12,5 out of range)", () => {
    expect(passRange([5, 5], [8, 8])).toBe("short")
    expect(passRange([5, 5], [3, 3])).toBe("quick")
    expect(passRange([0, 0], [7, 7])).toBe("long")
    expect(passRange([0, 0], [8, 7])).toBe("long-bomb")
    expect(passRange([0, 0], [7, 8])).toBe("long-bomb")
    expect(passRange([0, 0], [5, 12])).toBe(null)
    expect(passRange([0, 0], [12, 5])).toBe(null)
    expect(passRange([0, 0], [12, 4])).toBe("long-bomb")
    expect(passRange([4, 4], [4, 4])).toBe(null)
  })

  it("covers a square whose nearest corner is within half the ruler's width of the line, between the two ends only", () => {
    expect(underRuler([0, 0], [6, 6], [3, 3])).toBe(true)
    expect(underRuler([0, 0], [6, 6], [3, 5])).toBe(true)
    expect(underRuler([0, 0], [6, 6], [3, 6])).toBe(false)
    expect(underRuler([5, 7], [10, 7], [7, 8])).toBe(true)
    expect(underRuler([5, 7], [10, 7], [7, 9])).toBe(false)
    // The thrower's and the target's own squares, and squares beyond either end, are not under it.
    expect(underRuler([5, 7], [10, 7], [10, 7])).toBe(false)
    expect(underRuler([5, 7], [10, 7], [4, 7])).toBe(false)
    expect(underRuler([5, 7], [10, 7], [11, 7])).toBe(false)
  })
})

describe("Pass", () => {
  it("an accurate Short pass: roll 5 − 1 reaches PA 4; the catch needs the catcher's AG with no modifier; a completion", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [10, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [10, 7]).d6(5, "pass", "h1").d6(3, "catch", "h2").list)
    const thrown = played.rulings.find((r) => r.rule === "Pass")!
    expect(thrown).toMatchObject({ target: 4, total: 4, row: "accurate", success: true, modifiers: [{ value: -1, source: "range: Short Pass" }] })
    expect(played.rulings.find((r) => r.rule === "Catch")).toMatchObject({ player: "h2", modifiers: [], success: true })
    expect(played.state.ball).toEqual({ at: [10, 7], carrier: "h2", inPlay: true })
    expect(where(played.state, "h1").stats).toMatchObject({ passes: 1, completions: 1 })
    expect(turnovers(played)).toEqual([])
    expect(played.state.activePlayer).toBeNull()
    expect(played.state.teams[0]!.passUsed).toBe(true)
  })

  it("the range bands change the modifier at their borders: 3 squares is Quick (no modifier), 4 is Short (−1)", () => {
    const quick = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [8, 7] }, ballCarrier: "h1" })
    const q = playOk(quick.match, quick.state, pass("h1", [8, 7]).d6(4, "pass", "h1").d6(4, "catch", "h2").list)
    expect(q.rulings.find((r) => r.rule === "Pass")).toMatchObject({ modifiers: [], total: 4, row: "accurate" })
    const short = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [9, 7] }, ballCarrier: "h1" })
    const s = playOk(short.match, short.state, pass("h1", [9, 7]).d6(4, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [2], "scatter").roll("d8", [2], "scatter").roll("d8", [2], "scatter").roll("d8", [2], "bounce").list)
    expect(s.rulings.find((r) => r.rule === "Pass")).toMatchObject({ modifiers: [{ value: -1, source: "range: Short Pass" }], total: 3, row: "inaccurate" })
  })

  it("a marking opponent and Very Sunny weather are −1 each on top of the range", () => {
    const { match, state } = positionOf(head, { team: 0, weather: "very-sunny", at: { h1: [5, 7], h2: [10, 7], a1: [4, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [10, 7]).d6(6, "pass", "h1").d6(3, "catch", "h2").list)
    const thrown = played.rulings.find((r) => r.rule === "Pass")!
    expect(thrown.modifiers).toEqual([
      { value: -1, source: "range: Short Pass" },
      { value: -1, source: "marked by a1 (#1)" },
      { value: -1, source: "weather: very sunny" }
    ])
    expect(thrown).toMatchObject({ total: 3, row: "accurate", notes: ["a natural 6 is always accurate"] })
  })

  it("a natural 1 is always a fumble, even for a PA 2+ thrower: the ball bounces from the thrower and the turn is over", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [5, 7], h2: [7, 7] }, ballCarrier: "h5" })
    const events = pass("h5", [7, 7]).d6(1, "pass", "h5").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [2], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Pass")).toMatchObject({ row: "fumble", notes: ["a natural 1 is always a fumble"] })
    expect(played.state.ball).toEqual({ at: [5, 6], carrier: null, inPlay: true })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "pass-fumbled", player: "h5" })
    expect(where(played.state, "h5").stats).toMatchObject({ passes: 1, completions: 0 })
  })

  it("a fumble stays a turnover even when a team-mate catches the bouncing ball", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [6, 7] }, ballCarrier: "h1" })
    const events = pass("h1", [8, 7]).d6(1, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [5], "bounce").d6(5, "catch", "h2")
    const played = playOk(match, state, events.list)
    expect(played.state.ball.carrier).toBe("h2")
    expect(turnovers(played)).toEqual([{ _tag: "Turnover", team: 0, cause: "pass-fumbled", player: "h1" }])
  })

  it("a roll that fails and is 1 or less after modifiers (but not a natural 1) is wildly inaccurate: it deviates D8 + D6 from the thrower", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [10, 7], h3: [8, 7] }, ballCarrier: "h1" })
    // 2 − 1 (Short) = 1: wildly inaccurate; D8 5 is straight right, D6 3 squares: into h3's hands at [8,7].
    const events = pass("h1", [10, 7]).d6(2, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [5], "scatter").d6(3, "scatter").d6(4, "catch", "h3")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Pass")).toMatchObject({ total: 1, row: "wildly-inaccurate" })
    const caught = played.rulings.find((r) => r.rule === "Catch")!
    expect(caught).toMatchObject({ player: "h3", modifiers: [{ value: -1, source: "wildly inaccurate pass (deviated)" }], total: 3, success: true })
    expect(played.state.ball.carrier).toBe("h3")
    expect(turnovers(played)).toEqual([])
    // Caught, but not an accurate pass: no completion.
    expect(where(played.state, "h1").stats).toMatchObject({ passes: 1, completions: 0 })
  })

  it("an inaccurate pass scatters three times from the target; a team-mate where it lands catches it at −1: no turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [10, 7], h3: [11, 7] }, ballCarrier: "h1" })
    const events = pass("h1", [10, 7]).d6(3, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [5], "scatter").roll("d8", [5], "scatter").roll("d8", [4], "scatter") // [11,7], [12,7], [11,7]
      .d6(4, "catch", "h3")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Pass")).toMatchObject({ total: 2, row: "inaccurate", success: false })
    expect(played.rulings.filter((r) => r.rule === "Scatter").map((r) => r.result)).toEqual(["scatters to L8", "scatters to M8", "scatters to L8: lands there"])
    expect(played.rulings.find((r) => r.rule === "Catch")).toMatchObject({ player: "h3", modifiers: [{ value: -1, source: "inaccurate pass (scattered)" }], total: 3, success: true })
    expect(played.state.ball.carrier).toBe("h3")
    expect(turnovers(played)).toEqual([])
  })

  it("an inaccurate pass that scatters back onto the target and is caught there keeps the turn, but is no completion", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [10, 7] }, ballCarrier: "h1" })
    const events = pass("h1", [10, 7]).d6(3, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [5], "scatter").roll("d8", [6], "scatter").roll("d8", [2], "scatter") // [11,7], [10,8], [10,7]
      .d6(5, "catch", "h2")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Catch")).toMatchObject({ player: "h2", modifiers: [{ value: -1, source: "inaccurate pass (scattered)" }], success: true })
    expect(played.state.ball.carrier).toBe("h2")
    expect(where(played.state, "h1").stats).toMatchObject({ passes: 1, completions: 0 })
    expect(turnovers(played)).toEqual([])
  })

  it("an inaccurate pass that lands on an empty square bounces, and not holding the ball is a turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [10, 7] }, ballCarrier: "h1" })
    const events = pass("h1", [10, 7]).d6(3, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [5], "scatter").roll("d8", [5], "scatter").roll("d8", [5], "scatter").roll("d8", [7], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.state.ball).toEqual({ at: [13, 8], carrier: null, inPlay: true })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "ball-not-caught", player: "h1" })
    expect(played.state.activeTeam).toBe(1)
  })

  it("a scatter that leaves the pitch stops there: the crowd throws the ball in from the last square", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7] }, ballCarrier: "h1" })
    // [10,14] is on the bottom edge, a Long pass: 4 − 2 = 2, inaccurate; the first scatter (down) leaves the pitch.
    const events = pass("h1", [10, 14]).d6(4, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [7], "scatter")
      .d6(3, "throw-in-direction").twoD6(1, 2, "throw-in-distance").roll("d8", [2], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.rulings.filter((r) => r.rule === "Scatter")).toHaveLength(1)
    expect(played.rulings.find((r) => r.rule === "Throw-in distance")).toMatchObject({ result: "lands on K12" })
    expect(played.state.ball).toEqual({ at: [10, 10], carrier: null, inPlay: true })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "ball-not-caught", player: "h1" })
  })

  it("the Pass skill re-rolls a failed pass without spending a team re-roll", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [5, 7], h2: [14, 7] }, ballCarrier: "h5" })
    // A Long pass (9 squares): 3 − 2 = 1 is wildly inaccurate; re-rolled 4 − 2 = 2 reaches PA 2.
    const events = pass("h5", [14, 7]).d6(3, "pass", "h5")
      .add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "Pass", player: "h5" })
      .d6(4, "pass", "h5").d6(3, "catch", "h2")
    const played = playOk(match, state, events.list)
    expect(played.rulings.filter((r) => r.rule === "Pass").map((r) => r.row)).toEqual(["wildly-inaccurate", "accurate"])
    expect(played.state.teams[0]!.rerolls).toBe(3)
    expect(played.state.ball.carrier).toBe("h2")
  })

  it("a team re-roll can re-roll a pass once; a second re-roll is not offered", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [10, 7] }, ballCarrier: "h1" })
    const events = pass("h1", [10, 7]).d6(3, "pass", "h1").add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).d6(3, "pass", "h1")
      .add({ _tag: "RerollUsed", team: "home", source: "team-reroll" })
    const played = play(match, state, events.list)
    expect(played.state.teams[0]).toMatchObject({ rerolls: 2, rerollUsedThisTurn: true })
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", seq: 6 })
  })

  it("a player with no Passing Ability fumbles automatically: no pass roll, the ball bounces", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h7: [5, 7], h2: [7, 7] }, ballCarrier: "h7" })
    const played = playOk(match, state, pass("h7", [7, 7]).roll("d8", [4], "bounce").list)
    expect(played.state.ball).toEqual({ at: [4, 7], carrier: null, inPlay: true })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "pass-fumbled", player: "h7" })
    // A log that rolls the die anyway is accepted; the face does not matter.
    const rolled = playOk(match, state, pass("h7", [7, 7]).d6(6, "pass", "h7").roll("d8", [4], "bounce").list)
    expect(rolled.rulings.find((r) => r.rule === "Pass")).toMatchObject({ row: "fumble" })
  })

  it("a caught pass in the opposing end zone is a touchdown", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [20, 7], h2: [25, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [25, 7]).d6(5, "pass", "h1").d6(3, "catch", "h2").list)
    expect(played.outcomes).toContainEqual({ _tag: "Touchdown", team: 0, player: "h2" })
    expect(played.state.teams[0]!.score).toBe(1)
  })

  it("the player may move before passing, but not after", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [4, 7], h2: [10, 7] }, ballCarrier: "h1" })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "pass" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [5, 7] })
      .add({ _tag: "PassAimed", player: "h1", at: [10, 7] })
      .d6(5, "pass", "h1")
      .d6(3, "catch", "h2")
    expect(playOk(match, state, events.list).state.ball.carrier).toBe("h2")
    const after = play(match, state, events.add({ _tag: "PlayerMoved", player: "h1", to: [6, 7] }).list)
    expect(after.violation).toMatchObject({ _tag: "RuleViolation", seq: 6 })
  })
})

describe("Pass: legality", () => {
  it("a blizzard allows only Quick and Short passes: a Long pass is a violation, a Short one is fine", () => {
    const { match, state } = positionOf(head, { team: 0, weather: "blizzard", at: { h1: [5, 7], h2: [12, 7] }, ballCarrier: "h1" })
    const long = play(match, state, pass("h1", [12, 7]).list)
    expect(long.violation).toMatchObject({ _tag: "RuleViolation", rule: "blizzard", seq: 2 })
    const short = play(match, state, pass("h1", [11, 7]).list)
    expect(short.violation).toBeNull()
  })

  it("a target beyond the Long Bomb is out of range", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7] }, ballCarrier: "h1" })
    expect(play(match, state, pass("h1", [19, 7]).list).violation).toMatchObject({ rule: "pass range", seq: 2 })
    expect(play(match, state, pass("h1", [18, 7]).list).violation).toBeNull()
  })

  it("only the ball carrier passes, in a Pass action, once", () => {
    const noBall = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [8, 7] }, ballCarrier: "h2" })
    expect(play(noBall.match, noBall.state, pass("h1", [8, 7]).list).violation!.message).toMatch(/not holding the ball/)
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [8, 7] }, ballCarrier: "h1" })
    const moveAction = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PassAimed", player: "h1", at: [8, 7] })
    expect(play(match, state, moveAction.list).violation).toMatchObject({ rule: "pass", seq: 2 })
    const second = pass("h1", [8, 7]).d6(4, "pass", "h1").d6(4, "catch", "h2").add({ _tag: "ActionDeclared", player: "h2", action: "pass" })
    expect(play(match, state, second.list).violation).toMatchObject({ rule: "one pass per team turn", seq: 5 })
  })
})

describe("Pass: interference", () => {
  // h1 passes along row 7 to h2; a2 (AG 2+) stands under the ruler at [7,7].
  const lined = { team: 0, at: { h1: [5, 7], h2: [10, 7], a2: [7, 7] }, ballCarrier: "h1" } as const

  it("an opponent under the ruler deflects an accurate pass on AG with −3, then catches it at −1: an interception and a turnover", () => {
    const { match, state } = positionOf(head, lined)
    const events = pass("h1", [10, 7]).d6(5, "pass", "h1").d6(5, "interception", "a2").d6(3, "catch", "a2")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Interference")).toMatchObject({
      player: "a2",
      target: 2,
      modifiers: [{ value: -3, source: "accurate pass" }],
      total: 2,
      success: true
    })
    expect(played.rulings.find((r) => r.rule === "Catch")).toMatchObject({ player: "a2", modifiers: [{ value: -1, source: "deflected pass" }], total: 2, success: true })
    expect(played.state.ball).toEqual({ at: [7, 7], carrier: "a2", inPlay: true })
    expect(where(played.state, "a2").stats.interceptions).toBe(1)
    expect(where(played.state, "h1").stats).toMatchObject({ passes: 1, completions: 0 })
    expect(turnovers(played)).toEqual([{ _tag: "Turnover", team: 0, cause: "intercepted", player: "h1" }])
  })

  it("an inaccurate pass is interfered with at −2, from where it will land, and a marked interferer is −1 more", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [10, 7], a2: [7, 7], h3: [7, 6] }, ballCarrier: "h1" })
    const events = pass("h1", [10, 7]).d6(3, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [4], "scatter").roll("d8", [4], "scatter").roll("d8", [5], "scatter") // lands on [9,7]
      .d6(5, "interception", "a2")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Interference")).toMatchObject({
      modifiers: [{ value: -2, source: "inaccurate pass" }, { value: -1, source: "marked by h3 (#3)" }],
      total: 2,
      success: true
    })
  })

  it("a wildly inaccurate pass is interfered with at −1, under the ruler from the thrower to where it deviated", () => {
    const { match, state } = positionOf(head, lined)
    const events = pass("h1", [10, 7]).d6(2, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [5], "scatter").d6(4, "scatter") // lands on [9,7]
    const waiting = playOk(match, state, events.list)
    expect(expecting(match, waiting.state)).toEqual({ kind: "roll", die: "d6", for: "interception", player: "a2" })
    const played = playOk(match, state, events.d6(4, "interception", "a2").list)
    expect(played.rulings.find((r) => r.rule === "Interference")).toMatchObject({ modifiers: [{ value: -1, source: "wildly inaccurate pass" }], total: 3, success: true })
  })

  it("when several players could interfere, the one with the best chance is the expected roll; the log may name another", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [10, 7], a1: [7, 7], a2: [8, 8] }, ballCarrier: "h1" })
    const events = pass("h1", [10, 7]).d6(5, "pass", "h1")
    expect(expecting(match, playOk(match, state, events.list).state)).toMatchObject({ for: "interception", player: "a2" })
    const unnamed = play(match, state, events.d6(6, "interception").list)
    expect(unnamed.violation).toMatchObject({ rule: "interference", seq: 4 })
    const other = playOk(match, state, pass("h1", [10, 7]).d6(5, "pass", "h1").d6(6, "interception", "a1").d6(4, "catch", "a1").list)
    expect(where(other.state, "a1").stats.interceptions).toBe(1)
  })

  it("a failed interference lets the pass go on to the catcher", () => {
    const { match, state } = positionOf(head, lined)
    const events = pass("h1", [10, 7]).d6(5, "pass", "h1").d6(4, "interception", "a2").d6(3, "catch", "h2")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Interference")).toMatchObject({ total: 1, success: false })
    expect(played.state.ball.carrier).toBe("h2")
    expect(where(played.state, "h1").stats.completions).toBe(1)
    expect(turnovers(played)).toEqual([])
  })

  it("no interception roll: the defending coach lets the pass through", () => {
    const { match, state } = positionOf(head, lined)
    const played = playOk(match, state, pass("h1", [10, 7]).d6(5, "pass", "h1").d6(3, "catch", "h2").list)
    expect(played.state.ball.carrier).toBe("h2")
  })

  it("a deflection the interferer fails to catch scatters three times from them; a team-mate catching it there keeps the turn", () => {
    const { match, state } = positionOf(head, lined)
    const events = pass("h1", [10, 7]).d6(5, "pass", "h1").d6(5, "interception", "a2").d6(1, "catch", "a2")
      .roll("d8", [5], "scatter").roll("d8", [5], "scatter").roll("d8", [5], "scatter") // [8,7], [9,7], [10,7]: h2
      .d6(4, "catch", "h2")
    const played = playOk(match, state, events.list)
    expect(played.rulings.filter((r) => r.rule === "Catch").map((r) => [r.player, r.success])).toEqual([["a2", false], ["h2", true]])
    expect(played.rulings.find((r) => r.player === "h2" && r.rule === "Catch")!.modifiers).toEqual([{ value: -1, source: "deflected ball (scattered)" }])
    expect(played.state.ball.carrier).toBe("h2")
    expect(where(played.state, "a2").stats.interceptions).toBe(0)
    expect(where(played.state, "h1").stats.completions).toBe(0)
    expect(turnovers(played)).toEqual([])
  })

  it("only a standing opponent under the ruler may interfere", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [10, 7], a2: [7, 7], a1: [7, 10], a3: [8, 8] }, prone: ["a3"], ballCarrier: "h1" })
    const offLine = play(match, state, pass("h1", [10, 7]).d6(5, "pass", "h1").d6(6, "interception", "a1").list)
    expect(offLine.violation).toMatchObject({ _tag: "RuleViolation", rule: "interference", seq: 4 })
    const lying = play(match, state, pass("h1", [10, 7]).d6(5, "pass", "h1").d6(6, "interception", "a3").list)
    expect(lying.violation).toMatchObject({ rule: "interference", seq: 4 })
    // With a single eligible player the roll need not name them.
    const unnamed = playOk(match, state, pass("h1", [10, 7]).d6(5, "pass", "h1").d6(2, "interception").d6(3, "catch", "h2").list)
    expect(unnamed.rulings.find((r) => r.rule === "Interference")).toMatchObject({ player: "a2", success: false })
  })
})

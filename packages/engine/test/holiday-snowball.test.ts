import { describe, expect, it } from "vitest"
import { expecting } from "@sidelines/engine"
import { Events, play, playOk, player, where } from "./support/scenario.js"
import { holidayHeader, holidayPosition } from "./support/holiday.js"

// Linemen: PA 4, AV 9, ST 3; h5 is a ST 5 thrower.
const head = holidayHeader({
  home: ["h1", "h2", "h3", "h4"].map((id) => player(id)).concat(player("h5", { st: 5 })),
  away: ["a1", "a2", "a3"].map((id) => player(id))
})

const throwAt = (thrower: string, at: readonly [number, number]) =>
  new Events().add({ _tag: "ActionDeclared", player: thrower, action: "throw-snowball" }).add({ _tag: "PassAimed", player: thrower, at: [at[0], at[1]] })

describe("Holiday Special: Throw Snowball [action:throw-snowball]", () => {
  it("h1 on (10, 7) throws at a1 three squares away on (13, 7): PA 4+ with no modifier, a 4 hits; armour 5 + 5 = 10 beats AV 9 and a1 is placed prone (no injury roll)", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [10, 7], a1: [13, 7] } })
    const thrown = playOk(match, state, throwAt("h1", [13, 7]).list)
    expect(expecting(match, thrown.state)).toMatchObject({ kind: "roll", die: "d6", for: "throw-snowball", player: "h1" })
    const played = playOk(match, state, throwAt("h1", [13, 7]).d6(4, "throw-snowball", "h1").twoD6(5, 5, "armour", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [13, 7], posture: "prone" })
    expect(played.rulings.find((r) => r.rule === "Throw Snowball")).toMatchObject({ success: true, modifiers: [] })
    // The action is over: h1 has acted, and the next event is another activation (no injury roll).
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", team: 0 })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("the armour holds (3 + 3 = 6 against AV 9): nothing happens, a1 stays standing", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [10, 7], a1: [13, 7] } })
    const played = playOk(match, state, throwAt("h1", [13, 7]).d6(4, "throw-snowball", "h1").twoD6(3, 3, "armour", "a1").list)
    expect(where(played.state, "a1").posture).toBe("standing")
  })

  it("every −1 at once: a1 four squares away on (14, 7), next to team-mate a2, and h1 marked by a3 — a 5 is 2 and misses; a1 and h1 stay standing", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [10, 7], a1: [14, 7], a2: [15, 7], a3: [9, 7] } })
    const played = playOk(match, state, throwAt("h1", [14, 7]).d6(5, "throw-snowball", "h1").add({ _tag: "RerollDeclined", team: "home" }).list)
    const test = played.rulings.find((r) => r.rule === "Throw Snowball")!
    expect(test.modifiers.map((m) => m.value)).toEqual([-1, -1, -1])
    expect(test.success).toBe(false)
    expect(where(played.state, "a1").posture).toBe("standing")
    expect(where(played.state, "h1").posture).toBe("standing")
  })

  it("a natural 1 (re-roll declined): h1 slips and is placed prone — no armour roll, and no turnover without the ball", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [10, 7], a1: [13, 7] } })
    const played = playOk(match, state, throwAt("h1", [13, 7]).d6(1, "throw-snowball", "h1").add({ _tag: "RerollDeclined", team: "home" }).list)
    expect(where(played.state, "h1").posture).toBe("prone")
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision" })
  })

  it("a 3 (not a natural 1) that misses after the re-roll is declined leaves h1 standing", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [10, 7], a1: [13, 7] } })
    const played = playOk(match, state, throwAt("h1", [13, 7]).d6(3, "throw-snowball", "h1").add({ _tag: "RerollDeclined", team: "home" }).list)
    expect(where(played.state, "h1").posture).toBe("standing")
  })

  it("h5 has ST 5: +2 to the armour roll, so 4 + 3 = 7 becomes 9 and breaks AV 9", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h5: [10, 7], a1: [13, 7] } })
    const played = playOk(match, state, throwAt("h5", [13, 7]).d6(4, "throw-snowball", "h5").twoD6(4, 3, "armour", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Snowball armour")).toMatchObject({ total: 9, success: true })
    expect(where(played.state, "a1").posture).toBe("prone")
  })

  it("a player is targeted only once a turn: after h1's snowball at a1 (armour holds), h2's at a1 is a violation", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [10, 7], h2: [10, 9], a1: [13, 7] } })
    const events = throwAt("h1", [13, 7]).d6(4, "throw-snowball", "h1").twoD6(3, 3, "armour", "a1")
      .add({ _tag: "ActionDeclared", player: "h2", action: "throw-snowball" })
      .add({ _tag: "PassAimed", player: "h2", at: [13, 7] })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Throw Snowball", seq: 6 })
  })

  it("within five squares and at an opponent only: a1 six squares away, or team-mate h2, is a violation", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [10, 7], h2: [11, 7], a1: [16, 7] } })
    expect(play(match, state, throwAt("h1", [16, 7]).list).violation).toMatchObject({ rule: "Throw Snowball", seq: 2 })
    expect(play(match, state, throwAt("h1", [11, 7]).list).violation).toMatchObject({ rule: "Throw Snowball", seq: 2 })
  })

  it("the player may move first: h1 steps from (8, 7) to (9, 7), then throws at a1 on (13, 7) (four squares: −1); a 6 hits", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [8, 7], a1: [13, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "throw-snowball" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [9, 7] })
      .add({ _tag: "PassAimed", player: "h1", at: [13, 7] })
      .d6(6, "throw-snowball", "h1")
      .twoD6(6, 6, "armour", "a1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Throw Snowball")!.modifiers.map((m) => m.value)).toEqual([-1])
    expect(where(played.state, "a1").posture).toBe("prone")
    // Once thrown the activation is over: h1 moves no more.
    expect(play(match, played.state, [{ _tag: "PlayerMoved", seq: 6, player: "h1", to: [10, 7] }]).violation).not.toBeNull()
  })
})

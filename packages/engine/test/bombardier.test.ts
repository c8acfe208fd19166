import { describe, expect, it } from "vitest"
import { expecting, legalDecisions } from "@sidelines/engine"
import type { Square } from "@sidelines/schema"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Home: h1 a Bombardier (PA 4+), h2 a lineman, h3 a Bombardier with Presents for Everyone! (the
// Red Gobbo), h4 a lineman without the trait. Away: Orc linemen.
const head = header(
  [
    player("h1", { traits: ["Bombardier"] }),
    player("h2"),
    player("h3", { position: "The Red Gobbo", ma: 6, st: 2, traits: ["Bombardier", "Presents for Everyone!"] }),
    player("h4"),
    player("h5", { traits: ["Bombardier"] })
  ],
  [player("a1"), player("a2"), player("a3"), player("a4")]
)

const bomb = (from: string, at: Square, events = new Events()) =>
  events.add({ _tag: "ActionDeclared", player: from, action: "throw-bomb" }).add({ _tag: "PassAimed", player: from, at })

const turnovers = (played: { outcomes: ReadonlyArray<{ _tag: string }> }) => played.outcomes.filter((o) => o._tag === "Turnover")

describe("Bombardier: Throw Bomb [trait:bombardier] [action:throw-bomb]", () => {
  it("an accurate Short throw at the empty (9, 7): 5 − 1 reaches PA 4; it explodes there — a1 next to it is hit on a 4 (knocked down, armour), a2 escapes on a 3; no turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], a1: [10, 7], a2: [10, 8], a3: [14, 7] } })
    const played = playOk(match, state, bomb("h1", [9, 7]).d6(5, "pass", "h1").d6(4, "bombardier", "a1").d6(3, "bombardier", "a2").twoD6(3, 4, "armour", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Throw Bomb")).toMatchObject({ target: 4, total: 4, modifiers: [{ value: -1, source: "range: Short Pass" }], row: "accurate" })
    expect(played.rulings.filter((r) => r.rule === "Bomb blast").map((r) => [r.player, r.success])).toEqual([["a1", true], ["a2", false]])
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(where(played.state, "a2").posture).toBe("standing")
    expect(turnovers(played)).toEqual([])
    // Not a Pass action: the team's Pass is still there, and the ball was never thrown.
    expect(played.state.teams[0]!.passUsed).toBe(false)
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", team: 0, events: ["ActionDeclared", "TurnEnded"] })
  })

  it("a player in the blast's square is hit without a roll; a prone player next to it is hit on a 6 and gets an armour roll, staying down (Placed Prone is not for them)", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], a1: [9, 7], a3: [9, 8] }, prone: ["a1", "a3"] })
    // a1 lies prone on the target square: nobody can catch it, so it comes to rest there.
    const played = playOk(match, state, bomb("h1", [9, 7]).d6(6, "pass", "h1").d6(6, "bombardier", "a3").twoD6(6, 6, "armour", "a1").twoD6(1, 2, "injury", "a1").twoD6(2, 2, "armour", "a3").list)
    expect(where(played.state, "a1").posture).toBe("stunned")
    expect(where(played.state, "a3").posture).toBe("prone")
    // It came to rest on an occupied square, not caught: a bomb is not the ball, so no turnover (FFB plays on).
    expect(turnovers(played)).toEqual([])
    expect(played.state.activeTeam).toBe(0)
  })

  it("a fumble (a natural 1, re-roll declined) explodes in the thrower's square: h1 is hit (knocked down), h2 next to them escapes on a 2; a Throw Bomb is no Pass action, so no turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [6, 7] } })
    const played = playOk(match, state, bomb("h1", [9, 7]).d6(1, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" }).d6(2, "bombardier", "h2").twoD6(2, 3, "armour", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Throw Bomb")).toMatchObject({ row: "fumble" })
    expect(where(played.state, "h1").posture).toBe("prone")
    expect(turnovers(played)).toEqual([])
    expect(played.state.activeTeam).toBe(0)
  })

  it("caught by team-mate h2 (catch 3), then the D6 is 5: it explodes in h2's hands — h2 hit, knocked down; no turnover (h2 did not hold the ball)", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [8, 7] } })
    const played = playOk(match, state, bomb("h1", [8, 7]).d6(4, "pass", "h1").d6(3, "catch", "h2").d6(5, "bombardier", "h2").twoD6(2, 2, "armour", "h2").list)
    expect(played.rulings.find((r) => r.rule === "Bomb caught")).toMatchObject({ success: true })
    expect(where(played.state, "h2").posture).toBe("prone")
    expect(turnovers(played)).toEqual([])
  })

  it("caught by a1, an opponent, who rolls a 2 and must throw it on at once: a1 throws it to the empty (14, 7), where it explodes harming nobody; no turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], a1: [8, 7] } })
    const caught = bomb("h1", [8, 7]).d6(4, "pass", "h1").d6(3, "catch", "a1").d6(2, "bombardier", "a1")
    const waiting = playOk(match, state, caught.list)
    expect(expecting(match, waiting.state)).toMatchObject({ kind: "decision", team: 1, events: ["PassAimed"] })
    // Anything else first is refused: the throw on comes at once.
    expect(play(match, state, [...caught.list, { _tag: "TurnEnded", seq: 6, team: "home" } as never]).violation).toMatchObject({ rule: "Throw Bomb", seq: 6 })
    // The legal decisions are a1's throws (a client or simulator offered only those finds a1's).
    const legal = legalDecisions(match, waiting.state)
    expect(legal.length).toBeGreaterThan(0)
    expect(legal.every((d) => d._tag === "PassAimed" && d.player === "a1")).toBe(true)
    expect(legal).toContainEqual({ _tag: "PassAimed", player: "a1", at: [14, 7] })
    const played = playOk(match, state, caught.add({ _tag: "PassAimed", player: "a1", at: [14, 7] }).d6(6, "pass", "a1").list)
    expect(played.rulings.filter((r) => r.rule === "Bomb blast")).toEqual([])
    expect(turnovers(played)).toEqual([])
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", team: 0 })
  })

  it("a1 fails to catch it (a 1): it comes to rest in a1's square and explodes — a1 hit; a bomb is not the ball, so no turnover (FFB plays on)", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], a1: [8, 7] } })
    const played = playOk(match, state, bomb("h1", [8, 7]).d6(4, "pass", "h1").d6(1, "catch", "a1").twoD6(4, 4, "armour", "a1").list)
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(turnovers(played)).toEqual([])
    expect(played.state.activeTeam).toBe(0)
  })

  it("the ball carrier a2 caught in the blast drops the ball, which bounces (no turnover for Home: a2 is not of the moving team)", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], a2: [10, 7] }, ballCarrier: "a2" })
    const played = playOk(match, state, bomb("h1", [9, 7]).d6(5, "pass", "h1").d6(5, "bombardier", "a2").twoD6(1, 1, "armour", "a2").roll("d8", [2], "bounce").list)
    expect(played.state.ball.carrier).toBeNull()
    expect(turnovers(played)).toEqual([])
  })

  it("Home's own ball carrier h2 caught in the blast drops the ball: a turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [10, 7] }, ballCarrier: "h2" })
    const played = playOk(match, state, bomb("h1", [9, 7]).d6(5, "pass", "h1").d6(5, "bombardier", "h2").twoD6(1, 1, "armour", "h2").roll("d8", [2], "bounce").list)
    expect(turnovers(played)).toMatchObject([{ cause: "ball-carrier-down" }])
  })

  it("a1 under the ruler interferes (6 − 3 reaches AG 3), deflects and catches it (5 − 1): caught by an opponent, no turnover; a1's D6 of 4 explodes it on a1", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], a1: [8, 7] } })
    const played = playOk(match, state, bomb("h1", [11, 7]).d6(5, "pass", "h1").d6(6, "interception", "a1").d6(5, "catch", "a1").d6(4, "bombardier", "a1").twoD6(2, 2, "armour", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Interference")).toMatchObject({ player: "a1", modifiers: [{ value: -3, source: "accurate throw" }], success: true })
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(turnovers(played)).toEqual([])
  })

  it("an inaccurate throw (a 3) scatters three times; from (24, 7) two D8s of 5 (right) take it to (25, 7), then off the pitch: it explodes in the crowd, hitting nobody, and no turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [20, 7], a1: [25, 8] } })
    const played = playOk(match, state, bomb("h1", [24, 7]).d6(3, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [5], "scatter").roll("d8", [5], "scatter").list)
    expect(played.rulings.find((r) => r.rule === "Throw Bomb")).toMatchObject({ row: "inaccurate" })
    expect(played.rulings.filter((r) => r.rule === "Bomb blast")).toEqual([])
    expect(where(played.state, "a1").posture).toBe("standing")
    expect(turnovers(played)).toEqual([])
    expect(played.state.activeTeam).toBe(0)
  })

  it("is refused to a player without Bombardier, to a prone Bombardier (no standing up first), and a Bombardier may not move before throwing", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h4: [5, 9], h5: [5, 5] }, prone: ["h5"] })
    expect(play(match, state, bomb("h4", [9, 7]).list).violation).toMatchObject({ rule: "throw-bomb", seq: 1 })
    expect(play(match, state, bomb("h5", [9, 5]).list).violation).toMatchObject({ rule: "throw-bomb", seq: 1 })
    const moved = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "throw-bomb" }).add({ _tag: "PlayerMoved", player: "h1", to: [6, 7] })
    expect(play(match, state, moved.list).violation).toMatchObject({ seq: 2 })
  })

  it("one bomb a team turn: after h1's, h5 may not throw one", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h5: [5, 3] } })
    const first = bomb("h1", [9, 7]).d6(5, "pass", "h1")
    expect(play(match, state, bomb("h5", [9, 3], first).list).violation).toMatchObject({ rule: "throw-bomb", seq: 4 })
  })

  it("with Hail Mary Pass (declared first) a bomb goes anywhere on the pitch, past a Long Bomb, with no range modifier; never accurate, a 6 is inaccurate and it scatters three times; nobody may interfere [skill:hail-mary-pass]", () => {
    const hmp = header([player("h1", { traits: ["Bombardier"], skills: ["Hail Mary Pass"] }), player("h2")], [player("a1"), player("a2")])
    // a1 stands under the line from (2, 7) to (24, 7), where a Long Bomb could be interfered with.
    const { match, state } = positionOf(hmp, { team: 0, at: { h1: [2, 7], a1: [12, 7], a2: [5, 1] } })
    expect(play(match, state, bomb("h1", [24, 7]).list).violation).toMatchObject({ _tag: "RuleViolation" })
    const declared = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "throw-bomb" }).add({ _tag: "SkillUsed", player: "h1", skill: "Hail Mary Pass" }).add({ _tag: "PassAimed", player: "h1", at: [24, 7] })
    const played = playOk(match, state, declared.d6(6, "pass", "h1").roll("d8", [2], "scatter").roll("d8", [2], "scatter").roll("d8", [7], "scatter").list)
    expect(played.rulings.find((r) => r.rule === "Throw Bomb")).toMatchObject({ modifiers: [], row: "inaccurate" })
    expect(played.rulings.filter((r) => r.rule === "Interference")).toEqual([])
    expect(played.rulings.filter((r) => r.rule === "Bomb blast")).toEqual([])
    expect(played.state.activeTeam).toBe(0)
  })
})

describe("The Red Gobbo: Presents for Everyone! [skill:presents-for-everyone]", () => {
  it("once a drive, a second bomb in the team turn when the Red Gobbo throws one of them: h1, then h3; a third (h5) is refused", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h3: [5, 3], h5: [5, 11] } })
    const two = bomb("h3", [9, 3], bomb("h1", [9, 7]).d6(5, "pass", "h1")).d6(5, "pass", "h3")
    const played = playOk(match, state, two.list)
    expect(played.state.kickOffEffects).toContain("presents-for-everyone:0")
    expect(play(match, state, bomb("h5", [9, 11], two).list).violation).toMatchObject({ rule: "throw-bomb", seq: 7 })
  })

  it("not without the Red Gobbo among the two throwers, and not a second time in the drive", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h3: [5, 3], h5: [5, 11] } })
    expect(play(match, state, bomb("h5", [9, 11], bomb("h1", [9, 7]).d6(5, "pass", "h1")).list).violation).toMatchObject({ rule: "throw-bomb", seq: 4 })
    const used = positionOf(head, { team: 0, at: { h1: [5, 7], h3: [5, 3] }, kickOffEffects: ["presents-for-everyone:0"] })
    expect(play(used.match, used.state, bomb("h3", [9, 3], bomb("h1", [9, 7]).d6(5, "pass", "h1")).list).violation).toMatchObject({ rule: "throw-bomb", seq: 4 })
  })
})

describe("Stunty and Bombardier [trait:stunty] [trait:bombardier]", () => {
  const goblins = header(
    [player("g1", { ag: 3, traits: ["Stunty"] }), player("g2", { ag: 3, traits: ["Stunty", "Bombardier"] })],
    [player("a1"), player("a2")]
  )
  const dodge = (who: string) =>
    new Events().add({ _tag: "ActionDeclared", player: who, action: "move" }).add({ _tag: "PlayerMoved", player: who, to: [9, 8] }).d6(3, "dodge", who)

  it("a Stunty goblin dodging from (10, 7), marked by a1, to (9, 8), marked by a2, ignores the −1: 3 reaches AG 3", () => {
    const { match, state } = positionOf(goblins, { team: 0, at: { g1: [10, 7], a1: [11, 7], a2: [8, 8] } })
    const played = playOk(match, state, dodge("g1").list)
    expect(played.rulings.find((r) => r.rule === "Dodge")).toMatchObject({ modifiers: [], success: true })
  })

  it("a Stunty goblin with Bombardier (a Bomma) does not: the same 3 with −1 for a2 fails", () => {
    const { match, state } = positionOf(goblins, { team: 0, at: { g2: [10, 7], a1: [11, 7], a2: [8, 8] } })
    const played = play(match, state, dodge("g2").list)
    expect(played.rulings.find((r) => r.rule === "Dodge")).toMatchObject({ modifiers: [{ value: -1, source: "marked by a2 (#2)" }], success: false })
  })
})

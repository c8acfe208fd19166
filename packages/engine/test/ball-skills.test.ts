import type { Square } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { expecting, legalDecisions, type MatchState } from "@sidelines/engine"
import { kickOffHeader, kickOffPosition } from "./support/kick-off-support.js"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// The ball family of skills (BB2020): passing, catching and kicking.
// Home: linemen (AG 3+, PA 4+) carrying the skill under test; away: Orc linemen.
const head = header(
  [
    player("h1"),
    player("h2"),
    player("h3", { skills: ["Accurate"] }),
    player("h4", { skills: ["Cannoneer"] }),
    player("h5", { skills: ["Nerves of Steel"] }),
    player("h6", { skills: ["Extra Arms"] }),
    player("h7", { skills: ["Monstrous Mouth"] }),
    player("h8", { skills: ["Big Hand"] }),
    player("t1", { position: "Troll", ma: 4, st: 5, ag: 5, pa: 5, av: 10, skills: ["Strong Arm"], traits: ["Throw Team-mate"] }),
    player("g1", { position: "Goblin", ma: 6, st: 2, ag: 3, pa: 4, av: 8, traits: ["Right Stuff", "Stunty"] })
  ],
  [
    player("a1"),
    player("a2"),
    player("a3", { skills: ["Disturbing Presence"] }),
    player("a4", { skills: ["Extra Arms"] }),
    player("a5", { skills: ["Very Long Legs"] }),
    player("a6", { skills: ["Nerves of Steel"] })
  ]
)

const pass = (from: string, at: Square) =>
  new Events().add({ _tag: "ActionDeclared", player: from, action: "pass" }).add({ _tag: "PassAimed", player: from, at })

const ruling = (played: { rulings: ReadonlyArray<{ rule: string }> }, rule: string) => played.rulings.find((r) => r.rule === rule)!

describe("Accurate and Cannoneer", () => {
  it("Accurate: a Short pass rolled 4 is 4 − 1 + 1 = 4, accurate for PA 4+ [skill:accurate]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h3: [5, 7], h2: [10, 7] }, ballCarrier: "h3" })
    const played = playOk(match, state, pass("h3", [10, 7]).d6(4, "pass", "h3").d6(3, "catch", "h2").list)
    expect(ruling(played, "Pass")).toMatchObject({ total: 4, row: "accurate", modifiers: [{ value: -1, source: "range: Short Pass" }, { value: 1, source: "skill: Accurate" }] })
    expect(played.state.ball.carrier).toBe("h2")
  })

  it("Accurate does not help a Long pass [skill:accurate]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h3: [5, 7], h2: [13, 7] }, ballCarrier: "h3" })
    const played = playOk(match, state, pass("h3", [13, 7]).d6(6, "pass", "h3").d6(3, "catch", "h2").list)
    expect(ruling(played, "Pass").modifiers).toEqual([{ value: -2, source: "range: Long Pass" }])
  })

  it("Cannoneer: a Long pass rolled 5 is 5 − 2 + 1 = 4, accurate for PA 4+ [skill:cannoneer]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h4: [5, 7], h2: [13, 7] }, ballCarrier: "h4" })
    const played = playOk(match, state, pass("h4", [13, 7]).d6(5, "pass", "h4").d6(3, "catch", "h2").list)
    expect(ruling(played, "Pass")).toMatchObject({ total: 4, row: "accurate", modifiers: [{ value: -2, source: "range: Long Pass" }, { value: 1, source: "skill: Cannoneer" }] })
  })

  it("Cannoneer does not help a Short pass [skill:cannoneer]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h4: [5, 7], h2: [10, 7] }, ballCarrier: "h4" })
    const played = playOk(match, state, pass("h4", [10, 7]).d6(6, "pass", "h4").d6(3, "catch", "h2").list)
    expect(ruling(played, "Pass").modifiers).toEqual([{ value: -1, source: "range: Short Pass" }])
  })
})

describe("Strong Arm", () => {
  it("a Troll with Strong Arm throws a team-mate a Short Pass at −1 + 1: a 5 reaches PA 5+ [skill:strong-arm]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], g1: [10, 8] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "t1", action: "throw-team-mate" })
      .add({ _tag: "TeamMateThrown", player: "t1", target: "g1", at: [14, 8] }).d6(5, "throw-team-mate", "t1")
      .roll("d8", [5], "scatter").roll("d8", [4], "scatter").roll("d8", [7], "scatter").d6(3, "landing", "g1")
    const played = playOk(match, state, events.list)
    expect(ruling(played, "Throw Team-mate")).toMatchObject({ total: 5, row: "accurate", modifiers: [{ value: -1, source: "range: Short Pass" }, { value: 1, source: "skill: Strong Arm" }] })
  })

  it("Strong Arm does nothing for a Pass action in BB2020 [skill:strong-arm]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [5, 7], h2: [10, 7] }, ballCarrier: "t1" })
    const played = playOk(match, state, pass("t1", [10, 7]).d6(6, "pass", "t1").d6(3, "catch", "h2").list)
    expect(ruling(played, "Pass").modifiers).toEqual([{ value: -1, source: "range: Short Pass" }])
  })
})

describe("Nerves of Steel", () => {
  it("a thrower marked by two Orcs ignores both: 4 − 1 (Short) − 2 + 2 = 3 … and a catcher marked by one catches on a 3 [skill:nerves-of-steel]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [5, 7], a1: [4, 7], a2: [6, 8], h2: [10, 7] }, ballCarrier: "h5" })
    const played = playOk(match, state, pass("h5", [10, 7]).d6(5, "pass", "h5").d6(3, "catch", "h2").list)
    const thrown = ruling(played, "Pass")
    expect(thrown.modifiers).toContainEqual({ value: 2, source: "skill: Nerves of Steel (ignores being marked)" })
    expect(thrown).toMatchObject({ total: 4, row: "accurate" })

    const catching = positionOf(head, { team: 0, at: { h1: [5, 7], h5: [10, 7], a1: [11, 7] }, ballCarrier: "h1" })
    const caught = playOk(catching.match, catching.state, pass("h1", [10, 7]).d6(6, "pass", "h1").d6(3, "catch", "h5").list)
    expect(ruling(caught, "Catch")).toMatchObject({ total: 3, success: true, modifiers: [{ value: -1, source: "marked by a1 (#1)" }, { value: 1, source: "skill: Nerves of Steel (ignores being marked)" }] })
  })

  it("Nerves of Steel does not cancel the weather: a catch in pouring rain is still −1 [skill:nerves-of-steel]", () => {
    const { match, state } = positionOf(head, { team: 0, weather: "pouring-rain", at: { h1: [5, 7], h5: [10, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [10, 7]).d6(6, "pass", "h1").d6(4, "catch", "h5").list)
    expect(ruling(played, "Catch")).toMatchObject({ total: 3, success: true, modifiers: [{ value: -1, source: "weather: pouring rain" }] })
  })
})

describe("Disturbing Presence", () => {
  it("an Orc with it three squares from the thrower, even lying down, is −1 on the pass and −1 on a catch near him [skill:disturbing-presence]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], a3: [8, 9], h2: [10, 7] }, prone: ["a3"], ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [10, 7]).d6(6, "pass", "h1").d6(4, "catch", "h2").list)
    expect(ruling(played, "Pass").modifiers).toContainEqual({ value: -1, source: "Disturbing Presence of a3 (#3)" })
    expect(ruling(played, "Catch")).toMatchObject({ total: 3, success: true, modifiers: [{ value: -1, source: "Disturbing Presence of a3 (#3)" }] })
  })

  it("four squares away it does nothing, nor does it hurt its own team-mates [skill:disturbing-presence]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], a3: [5, 11], h2: [10, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [10, 7]).d6(6, "pass", "h1").d6(3, "catch", "h2").list)
    expect(ruling(played, "Pass").modifiers).toEqual([{ value: -1, source: "range: Short Pass" }])
    expect(ruling(played, "Catch").modifiers).toEqual([])
    // a3's team-mate a1 interferes next to him: no modifier from a3.
    const own = positionOf(head, { team: 0, at: { h1: [5, 7], a1: [8, 7], a3: [8, 8], h2: [11, 7] }, ballCarrier: "h1" })
    const tried = playOk(own.match, own.state, pass("h1", [11, 7]).d6(6, "pass", "h1").d6(6, "interception", "a1").d6(6, "catch", "a1").list)
    expect(ruling(tried, "Interference").modifiers.map((m) => m.source)).not.toContain("Disturbing Presence of a3 (#3)")
  })
})

describe("Extra Arms", () => {
  it("+1 to catch, to interfere and to pick up [skill:extra-arms]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h6: [10, 7], a1: [11, 7] }, ballCarrier: "h1" })
    const caught = playOk(match, state, pass("h1", [10, 7]).d6(6, "pass", "h1").d6(3, "catch", "h6").list)
    expect(ruling(caught, "Catch")).toMatchObject({ total: 3, success: true, modifiers: [{ value: -1, source: "marked by a1 (#1)" }, { value: 1, source: "mutation: Extra Arms" }] })

    const inter = positionOf(head, { team: 0, at: { h1: [5, 7], a4: [8, 7], h2: [11, 7] }, ballCarrier: "h1" })
    const tried = playOk(inter.match, inter.state, pass("h1", [11, 7]).d6(6, "pass", "h1").d6(5, "interception", "a4").d6(6, "catch", "a4").list)
    expect(ruling(tried, "Interference")).toMatchObject({ total: 3, success: true, modifiers: [{ value: -3, source: "accurate pass" }, { value: 1, source: "mutation: Extra Arms" }] })

    const pick = positionOf(head, { team: 0, at: { h6: [5, 7], a1: [7, 8] }, ballAt: [6, 7] })
    const picked = playOk(pick.match, pick.state, new Events().add({ _tag: "ActionDeclared", player: "h6", action: "move" }).add({ _tag: "PlayerMoved", player: "h6", to: [6, 7] }).d6(3, "pick-up", "h6").list)
    expect(ruling(picked, "Pick-up")).toMatchObject({ total: 3, success: true, modifiers: [{ value: -1, source: "marked by a1 (#1)" }, { value: 1, source: "mutation: Extra Arms" }] })
  })

  it("Extra Arms does not help the thrower's passing test [skill:extra-arms]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h6: [5, 7], h2: [10, 7] }, ballCarrier: "h6" })
    const played = playOk(match, state, pass("h6", [10, 7]).d6(6, "pass", "h6").d6(3, "catch", "h2").list)
    expect(ruling(played, "Pass").modifiers).toEqual([{ value: -1, source: "range: Short Pass" }])
  })
})

describe("Big Hand", () => {
  it("picks the ball up next to an Orc in pouring rain on a 3: both −1s are cancelled [skill:big-hand]", () => {
    const { match, state } = positionOf(head, { team: 0, weather: "pouring-rain", at: { h8: [5, 7], a1: [7, 8] }, ballAt: [6, 7] })
    const played = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "h8", action: "move" }).add({ _tag: "PlayerMoved", player: "h8", to: [6, 7] }).d6(3, "pick-up", "h8").list)
    expect(ruling(played, "Pick-up")).toMatchObject({ total: 3, success: true })
    expect(ruling(played, "Pick-up").modifiers).toContainEqual({ value: 2, source: "mutation: Big Hand (ignores being marked and pouring rain)" })
    expect(played.state.ball.carrier).toBe("h8")
  })

  it("Big Hand does not help a catch [skill:big-hand]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h8: [10, 7], a1: [11, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [10, 7]).d6(6, "pass", "h1").d6(3, "catch", "h8").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [2], "bounce").list)
    expect(ruling(played, "Catch")).toMatchObject({ total: 2, success: false, modifiers: [{ value: -1, source: "marked by a1 (#1)" }] })
  })
})

describe("Monstrous Mouth", () => {
  it("re-rolls a failed catch like Catch [skill:monstrous-mouth]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h7: [10, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [10, 7]).d6(6, "pass", "h1").d6(2, "catch", "h7")
      .add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "Monstrous Mouth" }).d6(4, "catch", "h7").list)
    expect(played.state.ball.carrier).toBe("h7")
    expect(played.state.teams[0]!.rerolls).toBe(state.teams[0]!.rerolls)
  })

  it("does not re-roll a pick-up [skill:monstrous-mouth]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h7: [5, 7] }, ballAt: [6, 7] })
    const played = play(match, state, new Events().add({ _tag: "ActionDeclared", player: "h7", action: "move" }).add({ _tag: "PlayerMoved", player: "h7", to: [6, 7] }).d6(2, "pick-up", "h7")
      .add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "Monstrous Mouth" }).list)
    expect(played.violation?.message).toMatch(/Monstrous Mouth cannot re-roll a Pick-up roll/)
  })
})

describe("Very Long Legs", () => {
  it("+2 to interfere: an accurate pass is interfered with on a 4 (4 − 3 + 2 = 3) [skill:very-long-legs]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], a5: [8, 7], h2: [11, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [11, 7]).d6(6, "pass", "h1").d6(4, "interception", "a5").d6(6, "catch", "a5").list)
    expect(ruling(played, "Interference")).toMatchObject({ total: 3, success: true, modifiers: [{ value: -3, source: "accurate pass" }, { value: 2, source: "mutation: Very Long Legs" }] })
    expect(played.state.ball.carrier).toBe("a5")
  })

  it("without it the same 4 fails (4 − 3 = 1) [skill:very-long-legs]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], a1: [8, 7], h2: [11, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [11, 7]).d6(6, "pass", "h1").d6(4, "interception", "a1").d6(4, "catch", "h2").list)
    expect(ruling(played, "Interference")).toMatchObject({ total: 1, success: false })
  })
})

describe("Stunty thrower", () => {
  it("+1 to interfere with a Stunty player's pass: an accurate pass by the Goblin is interfered with on a 5 (5 − 3 + 1 = 3) [trait:stunty]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { g1: [5, 7], a1: [8, 7], h2: [11, 7] }, ballCarrier: "g1" })
    const played = playOk(match, state, pass("g1", [11, 7]).d6(6, "pass", "g1").d6(5, "interception", "a1").d6(6, "catch", "a1").list)
    expect(ruling(played, "Interference")).toMatchObject({ total: 3, success: true, modifiers: [{ value: -3, source: "accurate pass" }, { value: 1, source: "thrower has Stunty" }] })
    expect(played.state.ball.carrier).toBe("a1")
  })

  it("the same 5 against a thrower without Stunty fails (5 − 3 = 2) [trait:stunty]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], a1: [8, 7], h2: [11, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [11, 7]).d6(6, "pass", "h1").d6(5, "interception", "a1").d6(4, "catch", "h2").list)
    expect(ruling(played, "Interference")).toMatchObject({ total: 2, success: false, modifiers: [{ value: -3, source: "accurate pass" }] })
    expect(played.state.ball.carrier).toBe("h2")
  })
})

describe("Safe Pass", () => {
  const safe = header([player("h1", { skills: ["Safe Pass"] }), player("h2")], [player("a1")])

  it("a fumbled pass (a natural 1) stays in the thrower's hands: no bounce, no turnover, the activation ends [skill:safe-pass]", () => {
    const { match, state } = positionOf(safe, { team: 0, at: { h1: [5, 7], h2: [10, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [10, 7]).d6(1, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" }).list)
    expect(ruling(played, "Pass")).toMatchObject({ row: "fumble" })
    expect(played.state.ball).toEqual({ at: [5, 7], carrier: "h1", inPlay: true })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(played.state.activePlayer).toBeNull()
    expect(played.state.turnover).toBeNull()
  })

  it("an inaccurate pass is not saved by Safe Pass: it scatters as normal [skill:safe-pass]", () => {
    const { match, state } = positionOf(safe, { team: 0, at: { h1: [5, 7], h2: [10, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [10, 7]).d6(3, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [2], "scatter").roll("d8", [2], "scatter").roll("d8", [2], "scatter").roll("d8", [2], "bounce").list)
    expect(ruling(played, "Pass")).toMatchObject({ row: "inaccurate" })
    expect(played.state.ball.carrier).toBeNull()
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(true)
  })
})

describe("No Hands", () => {
  const hands = header([player("h1"), player("h2", { traits: ["No Hands"] }), player("h3")], [player("a1", { traits: ["No Hands"] }), player("a2")])
  const move = (who: string, to: Square) => new Events().add({ _tag: "ActionDeclared", player: who, action: "move" }).add({ _tag: "PlayerMoved", player: who, to })

  it("an accurate pass to a player with No Hands is not caught: no roll, it bounces, and the turn is over [trait:no-hands]", () => {
    const { match, state } = positionOf(hands, { team: 0, at: { h1: [5, 7], h2: [8, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [8, 7]).d6(6, "pass", "h1").roll("d8", [5], "bounce").list)
    expect(played.rulings.some((r) => r.rule === "Catch")).toBe(false)
    expect(played.state.ball).toMatchObject({ at: [9, 7], carrier: null })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(true)
  })

  it("moving onto the ball, a player with No Hands cannot pick it up: it bounces and it is a turnover as for a failed pick-up [trait:no-hands]", () => {
    const { match, state } = positionOf(hands, { team: 0, at: { h2: [5, 7] }, ballAt: [6, 7] })
    const played = playOk(match, state, move("h2", [6, 7]).roll("d8", [5], "bounce").list)
    expect(played.rulings.some((r) => r.rule === "Pick-up")).toBe(false)
    expect(played.state.ball).toMatchObject({ at: [7, 7], carrier: null })
    expect(played.outcomes).toContainEqual(expect.objectContaining({ _tag: "Turnover", cause: "failed-pick-up" }))
  })

  it("an opponent with No Hands under the ruler may not interfere [trait:no-hands]", () => {
    const { match, state } = positionOf(hands, { team: 0, at: { h1: [5, 7], a1: [7, 7], h3: [10, 7] }, ballCarrier: "h1" })
    const played = play(match, state, pass("h1", [10, 7]).d6(6, "pass", "h1").d6(6, "interception", "a1").list)
    expect(played.violation).not.toBeNull()
    const ok = playOk(match, state, pass("h1", [10, 7]).d6(6, "pass", "h1").d6(3, "catch", "h3").list)
    expect(ok.state.ball.carrier).toBe("h3")
  })

  it("No Hands takes nothing from the player's tackle zone: he still marks a catcher (−1) [trait:no-hands]", () => {
    const { match, state } = positionOf(hands, { team: 0, at: { h1: [5, 7], h3: [10, 7], a1: [11, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [10, 7]).d6(6, "pass", "h1").d6(4, "catch", "h3").list)
    expect(ruling(played, "Catch")).toMatchObject({ total: 3, success: true, modifiers: [{ value: -1, source: "marked by a1 (#1)" }] })
  })
})

describe("Very Long Legs on a jump", () => {
  const legs = header([player("h1"), player("h2", { skills: ["Very Long Legs"] }), player("h3", { skills: ["Very Long Legs", "Leap"] })], [player("a1"), player("a2"), player("a3"), player("a4")])
  const jump = (who: string, from: Square, to: Square) =>
    new Events().add({ _tag: "ActionDeclared", player: who, action: "move" }).add({ _tag: "PlayerMoved", player: who, to, jump: true })

  it("jumping a prone Orc out of two tackle zones: −2 becomes −1, and a 4 clears it [skill:very-long-legs]", () => {
    const { match, state } = positionOf(legs, { team: 0, at: { h2: [5, 7], a1: [4, 6], a2: [4, 8], a3: [6, 7] }, prone: ["a3"] })
    const played = playOk(match, state, jump("h2", [5, 7], [7, 7]).d6(4, "jump", "h2").list)
    expect(ruling(played, "Jump")).toMatchObject({ total: 3, success: true })
    expect(ruling(played, "Jump").modifiers).toContainEqual({ value: 1, source: "mutation: Very Long Legs (the marking modifier one less, to −1 at least)" })
    expect(where(played.state, "h2").at).toEqual([7, 7])
  })

  it("with Leap as well, three markers' −3 comes down to −1 and no further; with one marker it does nothing [skill:very-long-legs]", () => {
    const three = positionOf(legs, { team: 0, at: { h3: [5, 7], a1: [4, 6], a2: [4, 8], a4: [4, 7] } })
    const leapt = playOk(three.match, three.state, jump("h3", [5, 7], [7, 7]).d6(3, "jump", "h3").list)
    expect(ruling(leapt, "Jump")).toMatchObject({ total: 2, success: false })
    const one = positionOf(legs, { team: 0, at: { h2: [5, 7], a1: [4, 6], a3: [6, 7] }, prone: ["a3"] })
    const jumped = playOk(one.match, one.state, jump("h2", [5, 7], [7, 7]).d6(4, "jump", "h2").list)
    expect(ruling(jumped, "Jump").modifiers.map((m) => m.value)).toEqual([-1])
    // Without the mutation the two markers cost the full −2.
    const plain = positionOf(legs, { team: 0, at: { h1: [5, 7], a1: [4, 6], a2: [4, 8], a3: [6, 7] }, prone: ["a3"] })
    const fell = playOk(plain.match, plain.state, jump("h1", [5, 7], [7, 7]).d6(4, "jump", "h1").add({ _tag: "RerollDeclined", team: "home" }).twoD6(1, 1, "armour", "h1").list)
    expect(ruling(fell, "Jump")).toMatchObject({ total: 2, success: false })
  })
})

describe("Kick", () => {
  const base = kickOffHeader()
  const kickHead = { ...base, teams: [{ ...base.teams[0]!, players: base.teams[0]!.players.map((p) => (p.id === "h7" ? { ...p, skills: ["Kick"] } : p)) }, base.teams[1]!] }
  const kicking = () => {
    const { match, state } = kickOffPosition(kickHead, { landing: [20, 7] })
    return { match, state: { ...state, ball: { at: null, carrier: null, inPlay: false }, stack: [{ _tag: "Kick", stage: "aim", kicker: null, target: null, direction: null, landing: null }] } as MatchState }
  }
  const kick = (kicker: string) => new Events().add({ _tag: "KickAimed", player: kicker, at: [18, 3] }).roll("d8", [7], "kick-deviation-direction").d6(5, "kick-deviation-distance")

  it("the kicker with Kick halves a D6 of 5 to 2 squares (rounded down): the ball will land on 18,5, not 18,8 [skill:kick]", () => {
    const { match, state } = kicking()
    const played = playOk(match, state, kick("h7").add({ _tag: "SkillUsed", player: "h7", skill: "Kick" }).list)
    const deviation = ruling(played, "Kick deviation (distance)")
    expect(deviation).toMatchObject({ dice: [5], total: 2, modifiers: [{ value: -3, source: "skill: Kick (the D6 halved, rounded down)" }] })
    expect(played.state.ball.at).toEqual([18, 5])
  })

  it("the coach may keep the full distance; a kicker without Kick is not asked [skill:kick]", () => {
    const { match, state } = kicking()
    const kept = playOk(match, state, kick("h7").add({ _tag: "SkillDeclined", player: "h7", skill: "Kick" }).list)
    expect(kept.state.ball.at).toEqual([18, 8])
    expect(ruling(kept, "Kick deviation (distance)")).toMatchObject({ total: 5, modifiers: [] })
    const plain = playOk(match, state, kick("h6").list)
    expect(plain.state.ball.at).toEqual([18, 8])
    expect(expecting(match, plain.state)).toMatchObject({ kind: "roll", for: "kick-off-event" })
    const refused = play(match, state, kick("h6").add({ _tag: "SkillUsed", player: "h6", skill: "Kick" }).list)
    expect(refused.violation).not.toBeNull()
  })

  it("the coach going straight on to the kick-off table keeps the full distance; the deviation judged then is not held to the kick-off roll's claim [skill:kick]", () => {
    const { match, state } = kicking()
    const next = kick("h7").roll("2d6", [3, 4], "kick-off-event", undefined, { result: "brilliant-coaching" })
    const played = playOk(match, state, next.list)
    expect(ruling(played, "Kick deviation (distance)")).toMatchObject({ total: 5, disputes: [] })
    expect(played.state.ball.at).toEqual([18, 8])
  })
})

describe("Safe Pair of Hands", () => {
  const spoh = header([player("h1"), player("h2", { skills: ["Safe Pair of Hands"] })], [player("a1"), player("a2", { skills: ["Safe Pair of Hands"] })])
  const pow = (attacker: string, target: string, to: Square) => new Events()
    .add({ _tag: "ActionDeclared", player: attacker, action: "block" })
    .add({ _tag: "BlockThrown", player: attacker, target })
    .roll("block", [6], "block", attacker)
    .add({ _tag: "BlockDieChosen", face: 6 })
    .add({ _tag: "PushChosen", player: target, to })
    .add({ _tag: "FollowUpChosen", player: attacker, follow: false })
    .twoD6(2, 2, "armour", target)

  it("a carrier knocked down by a POW puts the ball in a free square next to him instead of letting it bounce [skill:safe-pair-of-hands]", () => {
    const { match, state } = positionOf(spoh, { team: 0, at: { h1: [10, 7], a2: [11, 7] }, ballCarrier: "a2" })
    const played = playOk(match, state, pow("h1", "a2", [12, 7]).add({ _tag: "SkillUsed", player: "a2", skill: "Safe Pair of Hands", at: [13, 8] }).list)
    expect(where(played.state, "a2")).toMatchObject({ at: [12, 7], posture: "prone" })
    expect(played.state.ball).toEqual({ at: [13, 8], carrier: null, inPlay: true })
    expect(played.rulings.some((r) => r.rule === "Bounce")).toBe(false)
    // Not next to him, or onto a player: refused.
    expect(play(match, state, pow("h1", "a2", [12, 7]).add({ _tag: "SkillUsed", player: "a2", skill: "Safe Pair of Hands", at: [10, 7] }).list).violation).not.toBeNull()
  })

  it("declined, it bounces; and a carrier with it who falls over (a failed dodge) drops the ball to bounce without being asked [skill:safe-pair-of-hands]", () => {
    const { match, state } = positionOf(spoh, { team: 0, at: { h1: [10, 7], a2: [11, 7] }, ballCarrier: "a2" })
    const declined = playOk(match, state, pow("h1", "a2", [12, 7]).add({ _tag: "SkillDeclined", player: "a2", skill: "Safe Pair of Hands" }).roll("d8", [5], "bounce").list)
    expect(declined.state.ball).toMatchObject({ at: [13, 7], carrier: null })
    const fall = positionOf(spoh, { team: 0, at: { h2: [10, 7], a1: [11, 7] }, ballCarrier: "h2" })
    const fell = playOk(fall.match, fall.state, new Events().add({ _tag: "ActionDeclared", player: "h2", action: "move" }).add({ _tag: "PlayerMoved", player: "h2", to: [9, 7] })
      .d6(1, "dodge", "h2").add({ _tag: "RerollDeclined", team: "home" }).twoD6(1, 1, "armour", "h2").roll("d8", [4], "bounce").list)
    expect(fell.state.ball).toMatchObject({ at: [8, 7], carrier: null })
    expect(fell.outcomes.some((o) => o._tag === "Turnover")).toBe(true)
  })
})

describe("Diving Catch", () => {
  const diving = header([player("h1"), player("h2", { skills: ["Diving Catch"] }), player("h3")], [player("a1")])
  const inaccurate = () => pass("h1", [10, 7]).d6(3, "pass", "h1").add({ _tag: "RerollDeclined", team: "home" })
    .roll("d8", [2], "scatter").roll("d8", [2], "scatter").roll("d8", [2], "scatter")

  it("+1 to catch an accurate pass on the square it was aimed at: a 2 is enough for AG 3+ [skill:diving-catch]", () => {
    const { match, state } = positionOf(diving, { team: 0, at: { h1: [5, 7], h2: [10, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [10, 7]).d6(6, "pass", "h1").d6(2, "catch", "h2").list)
    expect(ruling(played, "Catch")).toMatchObject({ total: 3, success: true, modifiers: [{ value: 1, source: "skill: Diving Catch (an accurate pass to their square)" }] })
    expect(played.state.ball.carrier).toBe("h2")
  })

  it("an inaccurate pass scattering into an empty square next to him: he dives for it from his own square (−1 for the scatter) [skill:diving-catch]", () => {
    const { match, state } = positionOf(diving, { team: 0, at: { h1: [5, 7], h2: [11, 4] }, ballCarrier: "h1" })
    const played = playOk(match, state, inaccurate().add({ _tag: "SkillUsed", player: "h2", skill: "Diving Catch" }).d6(4, "catch", "h2").list)
    expect(ruling(played, "Catch (Diving Catch)")).toMatchObject({ player: "h2", total: 3, success: true, modifiers: [{ value: -1, source: "inaccurate pass (scattered)" }] })
    expect(played.state.ball).toEqual({ at: [11, 4], carrier: "h2", inPlay: true })
    expect(where(played.state, "h2").at).toEqual([11, 4])
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("a kick-off coming down in an empty square next to a receiver with it can be dived for [skill:diving-catch]", () => {
    const base = kickOffHeader()
    const withDiver = { ...base, teams: [base.teams[0]!, { ...base.teams[1]!, players: base.teams[1]!.players.map((p) => (p.id === "a6" ? { ...p, skills: ["Diving Catch"] } : p)) }] }
    const { match, state } = kickOffPosition(withDiver, { landing: [19, 7] })
    const played = playOk(match, state, new Events().roll("2d6", [2, 1], "kick-off-event").add({ _tag: "SkillUsed", player: "a6", skill: "Diving Catch" }).d6(4, "catch", "a6").list)
    expect(ruling(played, "Catch (Diving Catch)")).toMatchObject({ player: "a6", total: 3, success: true })
    expect(played.state.ball.carrier).toBe("a6")
  })

  it("not for a ball that merely bounces next to him, nor for one two squares away; and if he does not dive it bounces [skill:diving-catch]", () => {
    // h3 fails to catch an accurate pass; the ball bounces next to h2: no dive, it just rests.
    const { match, state } = positionOf(diving, { team: 0, at: { h1: [5, 7], h3: [10, 7], h2: [11, 5] }, ballCarrier: "h1" })
    const bounced = playOk(match, state, pass("h1", [10, 7]).d6(6, "pass", "h1").d6(2, "catch", "h3").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [2], "bounce").list)
    expect(bounced.state.ball).toMatchObject({ at: [10, 6], carrier: null })
    expect(bounced.state.stack.some((step) => step._tag === "DivingCatch")).toBe(false)
    // Two squares from where the scattered pass comes down: it bounces.
    const far = positionOf(diving, { team: 0, at: { h1: [5, 7], h2: [12, 4] }, ballCarrier: "h1" })
    expect(expecting(far.match, playOk(far.match, far.state, inaccurate().list).state)).toMatchObject({ kind: "roll", for: "bounce" })
    // Next to it but the coach goes on with the bounce: no catch.
    const near = positionOf(diving, { team: 0, at: { h1: [5, 7], h2: [11, 4] }, ballCarrier: "h1" })
    const declined = playOk(near.match, near.state, inaccurate().roll("d8", [2], "bounce").list)
    expect(declined.state.ball).toMatchObject({ at: [10, 3], carrier: null })
  })
})

describe("Cloud Burster", () => {
  const burst = header([player("h1", { skills: ["Cloud Burster"] }), player("h2")], [player("a1", { ag: 2 }), player("a2", { ag: 2, skills: ["Very Long Legs"] })])

  it("a Long pass interfered with on a 6: the thrower makes the Orc re-roll, a 2 fails, and the pass comes down to the catcher [skill:cloud-burster]", () => {
    const { match, state } = positionOf(burst, { team: 0, at: { h1: [5, 7], a1: [9, 7], h2: [13, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [13, 7]).d6(6, "pass", "h1").d6(6, "interception", "a1")
      .add({ _tag: "SkillUsed", player: "h1", skill: "Cloud Burster" }).d6(2, "interception", "a1").d6(3, "catch", "h2").list)
    const tries = played.rulings.filter((r) => r.rule === "Interference")
    expect(tries.map((r) => r.success)).toEqual([true, false])
    expect(tries[1]!.notes).toContain("re-rolled")
    expect(played.state.ball.carrier).toBe("h2")
  })

  it("not on a Short pass, and not against Very Long Legs: the interference stands [skill:cloud-burster]", () => {
    const short = positionOf(burst, { team: 0, at: { h1: [5, 7], a1: [7, 7], h2: [10, 7] }, ballCarrier: "h1" })
    const s = playOk(short.match, short.state, pass("h1", [10, 7]).d6(6, "pass", "h1").d6(6, "interception", "a1").list)
    expect(s.state.stack.some((step) => step._tag === "CloudBurster")).toBe(false)
    expect(expecting(short.match, s.state)).toMatchObject({ kind: "roll", for: "catch", player: "a1" })
    const legs = positionOf(burst, { team: 0, at: { h1: [5, 7], a2: [9, 7], h2: [13, 7] }, ballCarrier: "h1" })
    const l = playOk(legs.match, legs.state, pass("h1", [13, 7]).d6(6, "pass", "h1").d6(6, "interception", "a2").list)
    expect(expecting(legs.match, l.state)).toMatchObject({ kind: "roll", for: "catch", player: "a2" })
  })
})

describe("Running Pass", () => {
  const running = header([player("h1", { skills: ["Running Pass"] }), player("h2")], [player("a1")])
  const moveTo = (events: Events, who: string, ...squares: ReadonlyArray<Square>) => squares.reduce((e, to) => e.add({ _tag: "PlayerMoved", player: who, to }), events)

  it("after two squares and a completed Quick Pass the thrower moves on with the rest of his MA [skill:running-pass]", () => {
    const { match, state } = positionOf(running, { team: 0, at: { h1: [5, 7], h2: [9, 7] }, ballCarrier: "h1" })
    const events = moveTo(new Events().add({ _tag: "ActionDeclared", player: "h1", action: "pass" }), "h1", [6, 7], [7, 7])
      .add({ _tag: "PassAimed", player: "h1", at: [9, 7] }).d6(4, "pass", "h1").d6(3, "catch", "h2")
    const played = playOk(match, state, moveTo(events, "h1", [7, 8], [7, 9]).add({ _tag: "ActionEnded", player: "h1" }).list)
    expect(played.state.ball.carrier).toBe("h2")
    expect(where(played.state, "h1").at).toEqual([7, 9])
  })

  it("not after a Short pass, and not for a thrower without the skill [skill:running-pass]", () => {
    const { match, state } = positionOf(running, { team: 0, at: { h1: [5, 7], h2: [10, 7] }, ballCarrier: "h1" })
    const short = play(match, state, moveTo(pass("h1", [10, 7]).d6(6, "pass", "h1").d6(3, "catch", "h2"), "h1", [5, 8]).list)
    expect(short.violation?.message).toMatch(/must activate a player/)
    const plain = positionOf(running, { team: 0, at: { h2: [5, 7], h1: [7, 7] }, ballCarrier: "h2" })
    const quick = play(plain.match, plain.state, moveTo(pass("h2", [7, 7]).d6(6, "pass", "h2").d6(3, "catch", "h1"), "h2", [5, 8]).list)
    expect(quick.violation?.message).toMatch(/must activate a player/)
  })
})

describe("Hail Mary Pass", () => {
  const hail = header([player("h1", { skills: ["Hail Mary Pass"] }), player("h2")], [player("a1", { ag: 1 })])
  const hailMary = (at: Square) => new Events().add({ _tag: "ActionDeclared", player: "h1", action: "pass" })
    .add({ _tag: "SkillUsed", player: "h1", skill: "Hail Mary Pass" }).add({ _tag: "PassAimed", player: "h1", at })

  it("thrown 19 squares down the pitch: a 6 is only inaccurate, no range modifier, nobody under it may interfere; it scatters from the target [skill:hail-mary-pass]", () => {
    const { match, state } = positionOf(hail, { team: 0, at: { h1: [3, 7], a1: [10, 7], h2: [22, 6] }, ballCarrier: "h1" })
    const played = playOk(match, state, hailMary([22, 7]).d6(6, "pass", "h1")
      .roll("d8", [5], "scatter").roll("d8", [4], "scatter").roll("d8", [2], "scatter").d6(4, "catch", "h2").list)
    expect(ruling(played, "Pass")).toMatchObject({ row: "inaccurate", modifiers: [], success: false })
    expect(ruling(played, "Pass").notes).toContain("a Hail Mary pass is never accurate: inaccurate at best")
    expect(played.rulings.some((r) => r.rule === "Interference")).toBe(false)
    // 22,7 → 23,7 → 22,7 → 22,6, where h2 catches it at −1 for the scatter.
    expect(ruling(played, "Catch")).toMatchObject({ player: "h2", success: true, modifiers: [{ value: -1, source: "inaccurate pass (scattered)" }] })
    expect(played.state.ball.carrier).toBe("h2")
  })

  it("without declaring it the target is out of range; and it may not be declared in a blizzard [skill:hail-mary-pass]", () => {
    const { match, state } = positionOf(hail, { team: 0, at: { h1: [3, 7], h2: [22, 7] }, ballCarrier: "h1" })
    expect(play(match, state, pass("h1", [22, 7]).list).violation).toMatchObject({ rule: "pass range" })
    const snow = positionOf(hail, { team: 0, weather: "blizzard", at: { h1: [3, 7], h2: [22, 7] }, ballCarrier: "h1" })
    expect(play(snow.match, snow.state, hailMary([22, 7]).list).violation?.message).toMatch(/blizzard/)
  })
})

describe("Fumblerooskie", () => {
  const fumble = header([player("h1", { skills: ["Fumblerooskie"] }), player("h2")], [player("a1")])
  const declare = (action: "move" | "pass") => new Events().add({ _tag: "ActionDeclared", player: "h1", action })

  it("in a Move action the carrier leaves the ball on the square he steps off: it does not bounce and the turn goes on [skill:fumblerooskie]", () => {
    const { match, state } = positionOf(fumble, { team: 0, at: { h1: [5, 7] }, ballCarrier: "h1" })
    const played = playOk(match, state, declare("move").add({ _tag: "PlayerMoved", player: "h1", to: [6, 7] })
      .add({ _tag: "SkillUsed", player: "h1", skill: "Fumblerooskie", at: [6, 7] })
      .add({ _tag: "PlayerMoved", player: "h1", to: [7, 7] }).add({ _tag: "PlayerMoved", player: "h1", to: [8, 7] }).add({ _tag: "ActionEnded", player: "h1" }).list)
    expect(played.state.ball).toEqual({ at: [6, 7], carrier: null, inPlay: true })
    expect(where(played.state, "h1").at).toEqual([8, 7])
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(played.rulings.some((r) => r.rule === "Bounce")).toBe(false)
  })

  it("not in a Pass action, and the player must then step off the ball [skill:fumblerooskie]", () => {
    const { match, state } = positionOf(fumble, { team: 0, at: { h1: [5, 7] }, ballCarrier: "h1" })
    expect(play(match, state, declare("pass").add({ _tag: "SkillUsed", player: "h1", skill: "Fumblerooskie", at: [5, 7] }).list).violation?.message).toMatch(/Move or Blitz/)
    expect(play(match, state, declare("move").add({ _tag: "SkillUsed", player: "h1", skill: "Fumblerooskie", at: [5, 7] }).add({ _tag: "ActionEnded", player: "h1" }).list).violation?.message).toMatch(/moves off the square/)
  })
})

describe("Dump-off", () => {
  const dump = header([player("h1")], [player("a1", { skills: ["Dump-off"] }), player("a2")])
  const block = () => new Events().add({ _tag: "ActionDeclared", player: "h1", action: "block" }).add({ _tag: "BlockThrown", player: "h1", target: "a1" })

  it("the Orc about to be blocked throws a Quick Pass first (−1 for the blocker marking him), a2 catches, then the block goes on [skill:dump-off]", () => {
    const { match, state } = positionOf(dump, { team: 0, at: { h1: [10, 7], a1: [11, 7], a2: [13, 7] }, ballCarrier: "a1" })
    const played = playOk(match, state, block().add({ _tag: "SkillUsed", player: "a1", skill: "Dump-off", at: [13, 7] })
      .d6(5, "pass", "a1").d6(3, "catch", "a2")
      .roll("block", [3], "block", "h1").add({ _tag: "BlockDieChosen", face: 3 }).add({ _tag: "PushChosen", player: "a1", to: [12, 8] }).add({ _tag: "FollowUpChosen", player: "h1", follow: false }).list)
    expect(ruling(played, "Pass")).toMatchObject({ player: "a1", total: 4, row: "accurate", modifiers: [{ value: -1, source: "marked by h1 (#1)" }] })
    expect(played.state.ball.carrier).toBe("a2")
    expect(where(played.state, "a1").at).toEqual([12, 8])
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("a fumbled Dump-off is no turnover for anyone; a carrier without the ball is not asked; a Short pass is refused [skill:dump-off]", () => {
    const { match, state } = positionOf(dump, { team: 0, at: { h1: [10, 7], a1: [11, 7], a2: [13, 7] }, ballCarrier: "a1" })
    const fumbled = playOk(match, state, block().add({ _tag: "SkillUsed", player: "a1", skill: "Dump-off", at: [13, 7] }).d6(1, "pass", "a1").roll("d8", [2], "bounce").list)
    expect(fumbled.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(fumbled.state.turnover).toBeNull()
    expect(expecting(match, fumbled.state)).toMatchObject({ kind: "roll", for: "block" })
    const empty = positionOf(dump, { team: 0, at: { h1: [10, 7], a1: [11, 7], a2: [13, 7] }, ballCarrier: "a2" })
    expect(expecting(empty.match, playOk(empty.match, empty.state, block().list).state)).toMatchObject({ kind: "roll", for: "block" })
    expect(play(match, state, block().add({ _tag: "SkillUsed", player: "a1", skill: "Dump-off", at: [15, 7] }).list).violation?.message).toMatch(/Quick Pass/)
  })

  it("the legal decisions at the choice are the Quick Pass squares and declining [skill:dump-off]", () => {
    const { match, state } = positionOf(dump, { team: 0, at: { h1: [10, 7], a1: [11, 7], a2: [13, 7] }, ballCarrier: "a1" })
    const legal = legalDecisions(match, playOk(match, state, block().list).state)
    expect(legal).toContainEqual({ _tag: "SkillDeclined", player: "a1", skill: "Dump-off" })
    expect(legal).toContainEqual({ _tag: "SkillUsed", player: "a1", skill: "Dump-off", at: [13, 7] })
    // Three across and three along is a Short Pass: not offered.
    expect(legal.some((d) => d._tag === "SkillUsed" && d.at !== undefined && d.at[0] === 14 && d.at[1] === 10)).toBe(false)
  })

  it("a Projectile Vomit, made instead of a block, may be dumped off too [skill:dump-off]", () => {
    const vomiting = header([player("h1", { traits: ["Projectile Vomit"] })], [player("a1", { skills: ["Dump-off"] }), player("a2")])
    const { match, state } = positionOf(vomiting, { team: 0, at: { h1: [10, 7], a1: [11, 7], a2: [13, 7] }, ballCarrier: "a1" })
    const played = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "projectile-vomit", target: "a1" })
      .add({ _tag: "SkillUsed", player: "a1", skill: "Dump-off", at: [13, 7] }).d6(6, "pass", "a1").d6(3, "catch", "a2").list)
    expect(played.state.ball.carrier).toBe("a2")
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "projectile-vomit" })
  })
})

describe("On the Ball", () => {
  const otb = header([player("h1"), player("h2", { skills: ["On the Ball"] }), player("h3")], [player("a1", { ag: 2, skills: ["On the Ball"] })])

  it("once the pass is aimed, an opponent moves up to three squares before the passing test, here under the ruler, and intercepts it [skill:on-the-ball]", () => {
    const { match, state } = positionOf(otb, { team: 0, at: { h1: [5, 7], h3: [10, 7], a1: [8, 4] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [10, 7]).add({ _tag: "SkillUsed", player: "a1", skill: "On the Ball" })
      .add({ _tag: "PlayerMoved", player: "a1", to: [8, 5] }).add({ _tag: "PlayerMoved", player: "a1", to: [8, 6] })
      .d6(6, "pass", "h1").d6(6, "interception", "a1").d6(6, "catch", "a1").list)
    expect(where(played.state, "a1").at).toEqual([8, 6])
    expect(played.state.ball.carrier).toBe("a1")
    expect(played.outcomes).toContainEqual(expect.objectContaining({ _tag: "Turnover", cause: "intercepted" }))
  })

  it("the passer's own team-mate with it is not offered the move; a fourth square is not allowed [skill:on-the-ball]", () => {
    const { match, state } = positionOf(otb, { team: 0, at: { h1: [5, 7], h2: [5, 3], h3: [10, 7] }, ballCarrier: "h1" })
    const aimed = playOk(match, state, pass("h1", [10, 7]).list)
    expect(expecting(match, aimed.state)).toMatchObject({ kind: "roll", for: "pass" })
    const far = positionOf(otb, { team: 0, at: { h1: [5, 7], h3: [10, 7], a1: [8, 1] }, ballCarrier: "h1" })
    const four = playOk(far.match, far.state, pass("h1", [10, 7]).add({ _tag: "SkillUsed", player: "a1", skill: "On the Ball" })
      .add({ _tag: "PlayerMoved", player: "a1", to: [8, 2] }).add({ _tag: "PlayerMoved", player: "a1", to: [8, 3] }).add({ _tag: "PlayerMoved", player: "a1", to: [8, 4] }).list)
    expect(expecting(far.match, four.state)).toMatchObject({ kind: "roll", for: "pass" })
    expect(play(far.match, four.state, new Events(four.state.seq + 1).add({ _tag: "PlayerMoved", player: "a1", to: [8, 5] }).list).violation).not.toBeNull()
  })

  it("a move On the Ball out of a marked square is a dodge: a 1 fails, the Orc falls, the pass goes on [skill:on-the-ball]", () => {
    const { match, state } = positionOf(otb, { team: 0, at: { h1: [5, 7], h3: [10, 7], a1: [9, 6] }, ballCarrier: "h1" })
    const played = playOk(match, state, pass("h1", [10, 7]).add({ _tag: "SkillUsed", player: "a1", skill: "On the Ball" }).add({ _tag: "PlayerMoved", player: "a1", to: [8, 5] })
      .d6(1, "dodge", "a1").twoD6(1, 1, "armour", "a1").list)
    expect(ruling(played, "Dodge (On the Ball)")).toMatchObject({ player: "a1", success: false })
    expect(where(played.state, "a1")).toMatchObject({ at: [8, 5], posture: "prone" })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "pass" })
  })
  it("after the kick deviates, an Open receiver moves three squares before the kick-off table; a marked one may not [skill:on-the-ball]", () => {
    const base = kickOffHeader()
    const onBall = { ...base, teams: [base.teams[0]!, { ...base.teams[1]!, players: base.teams[1]!.players.map((p) => (p.id === "a6" || p.id === "a1" ? { ...p, skills: ["On the Ball"] } : p)) }] }
    const { match, state } = kickOffPosition(onBall, { landing: [20, 7] })
    const kicking = { ...state, ball: { at: null, carrier: null, inPlay: false }, stack: [{ _tag: "Kick", stage: "aim", kicker: null, target: null, direction: null, landing: null }] } as MatchState
    const kick = new Events().add({ _tag: "KickAimed", player: "h7", at: [18, 3] }).roll("d8", [7], "kick-deviation-direction").d6(2, "kick-deviation-distance")
    const played = playOk(match, kicking, kick.add({ _tag: "SkillUsed", player: "a6", skill: "On the Ball" })
      .add({ _tag: "PlayerMoved", player: "a6", to: [17, 6] }).add({ _tag: "PlayerMoved", player: "a6", to: [17, 5] }).add({ _tag: "PlayerMoved", player: "a6", to: [17, 4] }).list)
    expect(where(played.state, "a6").at).toEqual([17, 4])
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "kick-off-event" })
    const marked = play(match, kicking, new Events().add({ _tag: "KickAimed", player: "h7", at: [18, 3] }).roll("d8", [7], "kick-deviation-direction").d6(2, "kick-deviation-distance")
      .add({ _tag: "SkillUsed", player: "a1", skill: "On the Ball" }).list)
    expect(marked.violation?.message).toMatch(/Open/)
  })
})

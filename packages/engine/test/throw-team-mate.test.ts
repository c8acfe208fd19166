import { describe, expect, it } from "vitest"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// A Troll who throws (PA 5+), a Troll who is also Always Hungry, a Goblin with Right Stuff (AG 3+).
const head = header(
  [
    player("t1", { position: "Troll", ma: 4, st: 5, ag: 5, pa: 5, av: 10, traits: ["Throw Team-mate"] }),
    player("t2", { position: "Troll", ma: 4, st: 5, ag: 5, pa: 5, av: 10, traits: ["Throw Team-mate", "Always Hungry"] }),
    player("g1", { position: "Goblin", ma: 6, st: 2, ag: 3, pa: 4, av: 8, skills: ["Dodge"], traits: ["Right Stuff", "Stunty"] }),
    player("h4", { position: "Lineman" })
  ],
  [player("a1"), player("a2")]
)

const declare = (thrower = "t1") => new Events().add({ _tag: "ActionDeclared", player: thrower, action: "throw-team-mate" })
const scatter = (events: Events, ...faces: ReadonlyArray<number>) => faces.reduce((e, face) => e.roll("d8", [face], "scatter"), events)

describe("Throw Team-mate", () => {
  it("a superb throw: a Short Pass at −1, a 6 on the test, three scatters from the target square, and a 3 lands the Goblin on his feet", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], g1: [10, 8], a1: [3, 3] } })
    const events = scatter(declare().add({ _tag: "TeamMateThrown", player: "t1", target: "g1", at: [14, 8] }).d6(6, "throw-team-mate", "t1"), 5, 4, 7)
      .d6(3, "landing", "g1")
    const played = playOk(match, state, events.list)
    const test = played.rulings[0]!
    expect(test).toMatchObject({ rule: "Throw Team-mate", target: 5, total: 5, row: "accurate", success: true })
    expect(test.modifiers).toEqual([{ value: -1, source: "range: Short Pass" }])
    expect(played.rulings.at(-1)).toMatchObject({ rule: "Right Stuff landing", target: 3, modifiers: [], success: true })
    expect(where(played.state, "g1")).toMatchObject({ at: [14, 9], posture: "standing", hasActed: false })
    expect(played.state.turnover).toBeNull()
    expect(where(played.state, "t1").hasActed).toBe(true)
  })

  it("a successful but not superb throw lands at −1, and −1 more for each opponent marking the square: a 4 is not enough, he falls with an Armour roll and no turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], g1: [10, 8], a1: [15, 10] } })
    const events = scatter(declare().add({ _tag: "TeamMateThrown", player: "t1", target: "g1", at: [14, 8] }).d6(4, "throw-team-mate", "t1")
      .add({ _tag: "RerollDeclined", team: "home" }), 5, 7, 4)
      .d6(4, "landing", "g1").add({ _tag: "RerollDeclined", team: "home" }).twoD6(3, 3, "armour", "g1")
    const played = playOk(match, state, events.list)
    expect(played.rulings[0]).toMatchObject({ row: "inaccurate", result: "successful throw (Short Pass)" })
    const landing = played.rulings.find((r) => r.rule === "Right Stuff landing")!
    expect(landing.modifiers.map((m) => m.value)).toEqual([-1, -1])
    expect(landing.success).toBe(false)
    expect(where(played.state, "g1")).toMatchObject({ at: [14, 9], posture: "prone" })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
  })

  it("a terrible throw deviates from the Troll: D8 4 (left) and a D6 of 2", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], g1: [10, 8] } })
    // 2 − 1 (Short) = 1: a terrible throw.
    const events = declare().add({ _tag: "TeamMateThrown", player: "t1", target: "g1", at: [14, 8] }).d6(2, "throw-team-mate", "t1").add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [4], "scatter").d6(2, "scatter").d6(6, "landing", "g1")
    const played = playOk(match, state, events.list)
    expect(played.rulings[0]).toMatchObject({ row: "wildly-inaccurate" })
    expect(played.rulings.at(-1)!.modifiers).toEqual([{ value: -2, source: "terrible throw" }])
    expect(where(played.state, "g1")).toMatchObject({ at: [8, 7], posture: "standing" })
  })

  it("a fumbled throw scatters once from the Troll's square; still no turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], g1: [10, 8] } })
    const events = declare().add({ _tag: "TeamMateThrown", player: "t1", target: "g1", at: [12, 8] }).d6(1, "throw-team-mate", "t1").add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [6], "scatter").d6(4, "landing", "g1")
    const played = playOk(match, state, events.list)
    expect(played.rulings[0]).toMatchObject({ row: "fumble" })
    expect(played.rulings.at(-1)).toMatchObject({ modifiers: [{ value: -1, source: "fumbled throw" }], success: true })
    expect(where(played.state, "g1")).toMatchObject({ at: [9, 8], posture: "standing" })
    expect(played.state.turnover).toBeNull()
  })

  it("landing on a team-mate knocks him down (a turnover); the Goblin scatters on and falls without a landing roll", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], g1: [10, 8], h4: [13, 8] } })
    const events = scatter(declare().add({ _tag: "TeamMateThrown", player: "t1", target: "g1", at: [12, 8] }).d6(6, "throw-team-mate", "t1"), 5, 4, 5)
      .twoD6(2, 2, "armour", "h4").roll("d8", [2], "scatter").twoD6(1, 1, "armour", "g1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h4")).toMatchObject({ at: [13, 8], posture: "prone" })
    expect(where(played.state, "g1")).toMatchObject({ at: [13, 7], posture: "prone" })
    expect(played.rulings.some((r) => r.rule === "Right Stuff landing")).toBe(false)
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "knocked-down", player: "h4" })
  })

  it("landing on an opponent knocks him down and is no turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], g1: [10, 8], a1: [13, 8] } })
    const events = scatter(declare().add({ _tag: "TeamMateThrown", player: "t1", target: "g1", at: [12, 8] }).d6(6, "throw-team-mate", "t1"), 5, 4, 5)
      .twoD6(2, 2, "armour", "a1").roll("d8", [2], "scatter").twoD6(1, 1, "armour", "g1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("scattered off the pitch: the crowd beats him up (an Injury roll, no armour)", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 1], g1: [10, 0] } })
    const events = declare().add({ _tag: "TeamMateThrown", player: "t1", target: "g1", at: [12, 0] }).d6(6, "throw-team-mate", "t1").roll("d8", [2], "scatter").twoD6(3, 3, "injury", "g1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "g1")).toMatchObject({ at: null, box: "reserves" })
    expect(played.rulings.some((r) => r.rule === "Armour")).toBe(false)
    expect(played.state.turnover).toBeNull()
  })

  it("the Goblin with the ball lands on his feet in the end zone: a touchdown", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [22, 7], g1: [22, 8] }, ballCarrier: "g1" })
    const events = scatter(declare().add({ _tag: "TeamMateThrown", player: "t1", target: "g1", at: [25, 8] }).d6(6, "throw-team-mate", "t1"), 2, 7, 2).d6(4, "landing", "g1")
    const played = playOk(match, state, events.list)
    expect(played.outcomes).toContainEqual({ _tag: "Touchdown", team: 0, player: "g1" })
  })

  it("the Goblin with the ball falls on landing: the ball bounces and the turn is over", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], g1: [10, 8] }, ballCarrier: "g1" })
    const events = scatter(declare().add({ _tag: "TeamMateThrown", player: "t1", target: "g1", at: [12, 8] }).d6(6, "throw-team-mate", "t1"), 5, 4, 5)
      .d6(1, "landing", "g1").add({ _tag: "RerollDeclined", team: "home" }).twoD6(1, 2, "armour", "g1").roll("d8", [7], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "ball-carrier-down", player: "g1" })
    expect(played.state.ball).toEqual({ at: [13, 9], carrier: null, inPlay: true })
  })

  it("who may throw and be thrown: Long passes, players without Right Stuff, players not next to the Troll, a second throw in the turn", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], g1: [10, 8], h4: [11, 7], t2: [3, 3] } })
    const throwAt = (target: string, at: readonly [number, number]) => declare().add({ _tag: "TeamMateThrown", player: "t1", target, at: [at[0], at[1]] }).list
    expect(play(match, state, throwAt("g1", [18, 8])).violation).toMatchObject({ rule: "throw range" })
    expect(play(match, state, throwAt("h4", [14, 8])).violation).toMatchObject({ rule: "Throw Team-mate", message: expect.stringContaining("does not have Right Stuff") })
    const apart = positionOf(head, { team: 0, at: { t1: [10, 7], g1: [12, 8] } })
    expect(play(apart.match, apart.state, declare().add({ _tag: "TeamMateThrown", player: "t1", target: "g1", at: [14, 8] }).list).violation).toMatchObject({ rule: "Throw Team-mate", message: expect.stringContaining("is not next to") })
    expect(play(match, state, new Events().add({ _tag: "ActionDeclared", player: "h4", action: "throw-team-mate" }).list).violation).toMatchObject({ rule: "Throw Team-mate" })
    const twice = scatter(declare().add({ _tag: "TeamMateThrown", player: "t1", target: "g1", at: [14, 8] }).d6(6, "throw-team-mate", "t1"), 5, 4, 7)
      .d6(3, "landing", "g1").add({ _tag: "ActionDeclared", player: "t2", action: "throw-team-mate" })
    expect(play(match, state, twice.list).violation).toMatchObject({ rule: "one throw-team-mate per team turn" })
    // The Pass action is a limit of its own.
    const thenPass = scatter(declare().add({ _tag: "TeamMateThrown", player: "t1", target: "g1", at: [14, 8] }).d6(6, "throw-team-mate", "t1"), 5, 4, 7)
      .d6(3, "landing", "g1").add({ _tag: "ActionDeclared", player: "h4", action: "pass" })
    expect(play(match, state, thenPass.list).violation).toBeNull()
  })
})

describe("Always Hungry", () => {
  it("a 2+ and the throw goes ahead as normal", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t2: [10, 7], g1: [10, 8] } })
    const events = scatter(declare("t2").add({ _tag: "TeamMateThrown", player: "t2", target: "g1", at: [14, 8] }).d6(2, "always-hungry", "t2").d6(6, "throw-team-mate", "t2"), 5, 4, 7)
      .d6(3, "landing", "g1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.map((r) => r.rule)).toEqual(["Always Hungry", "Throw Team-mate", "Scatter", "Scatter", "Scatter", "Right Stuff landing"])
    expect(where(played.state, "g1").at).toEqual([14, 9])
  })

  it("a 1, and the Goblin squirms free on a 4: the throw is fumbled, with no passing test", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t2: [10, 7], g1: [10, 8] } })
    const events = declare("t2").add({ _tag: "TeamMateThrown", player: "t2", target: "g1", at: [14, 8] }).d6(1, "always-hungry", "t2").add({ _tag: "RerollDeclined", team: "home" })
      .d6(4, "escape", "g1").roll("d8", [6], "scatter").d6(6, "landing", "g1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.map((r) => r.rule)).toEqual(["Always Hungry", "Escape (Always Hungry)", "Scatter", "Right Stuff landing"])
    expect(played.rulings.at(-1)!.modifiers).toEqual([{ value: -1, source: "fumbled throw" }])
    expect(where(played.state, "g1")).toMatchObject({ at: [9, 8], posture: "standing" })
    expect(played.state.turnover).toBeNull()
  })

  it("a 1 and a 1: the Goblin is eaten, removed for good; the ball he held bounces from the Troll's square, a turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t2: [10, 7], g1: [10, 8] }, ballCarrier: "g1" })
    const events = declare("t2").add({ _tag: "TeamMateThrown", player: "t2", target: "g1", at: [14, 8] }).d6(1, "always-hungry", "t2").add({ _tag: "RerollDeclined", team: "home" })
      .d6(1, "escape", "g1").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [2], "bounce")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "g1")).toMatchObject({ at: null, box: "dead" })
    expect(played.outcomes).toContainEqual({ _tag: "Injury", player: "g1", result: "dead", cause: "eaten", by: null })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "ball-carrier-down", player: "g1" })
    expect(played.state.ball).toEqual({ at: [10, 6], carrier: null, inPlay: true })
  })

  it("a thrower without Always Hungry rolls nothing before the throw", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], g1: [10, 8] } })
    const events = declare().add({ _tag: "TeamMateThrown", player: "t1", target: "g1", at: [14, 8] }).d6(2, "always-hungry", "t1")
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "throw-team-mate", seq: 3 })
  })
})

import { describe, expect, it } from "vitest"
import { Events, header, player, playOk, positionOf, where } from "./support/scenario.js"

// Orcs: a Thrower who dislikes everyone, a Big Un Blocker who dislikes only Big Un Blockers,
// a Blitzer, another Big Un, a Goblin and a hired star.
const head = header(
  [
    player("t1", { position: "Thrower", skills: ["Pass", "Sure Hands"], traits: ["Animosity (all team-mates)"] }),
    player("b2", { position: "Big Un Blocker", st: 4, traits: ["Animosity (Big Un Blockers)"] }),
    player("z3", { position: "Blitzer", traits: ["Animosity (all team-mates)"] }),
    player("b4", { position: "Big Un Blocker", st: 4, traits: ["Animosity (Big Un Blockers)"] }),
    player("g5", { position: "Goblin", st: 2, skills: ["Dodge"], traits: ["Stunty"] }),
    player("s6", { position: "Star Troll", st: 5, hired: "star-player" })
  ],
  [player("a1")]
)

const handOff = (from: string, to: string) =>
  new Events().add({ _tag: "ActionDeclared", player: from, action: "hand-off" }).add({ _tag: "HandedOff", player: from, target: to })

describe("Animosity", () => {
  it("the Thrower hands off to the Blitzer: a D6 once the Blitzer is chosen, and on a 4 the hand-off goes ahead", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], z3: [11, 7] }, ballCarrier: "t1" })
    const played = playOk(match, state, handOff("t1", "z3").d6(4, "animosity", "t1").d6(3, "catch", "z3").list)
    expect(played.rulings.map((r) => [r.rule, r.success])).toEqual([["Animosity", true], ["Catch", true]])
    expect(played.state.ball.carrier).toBe("z3")
  })

  it("on a 1 he refuses: the ball stays in his hands, his activation ends and the turn goes on", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], z3: [11, 7] }, ballCarrier: "t1" })
    const played = playOk(match, state, handOff("t1", "z3").d6(1, "animosity", "t1").add({ _tag: "RerollDeclined", team: "home" }).list)
    expect(played.state.ball).toEqual({ at: [10, 7], carrier: "t1", inPlay: true })
    expect(where(played.state, "t1").hasActed).toBe(true)
    expect(played.state.turnover).toBeNull()
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
  })

  it("a Big Un with Animosity (Big Un Blockers) hands off to a Goblin with no roll", () => {
    const { match, state } = positionOf(head, { team: 0, at: { b2: [10, 7], g5: [11, 7] }, ballCarrier: "b2" })
    const played = playOk(match, state, handOff("b2", "g5").d6(3, "catch", "g5").list)
    expect(played.rulings.map((r) => r.rule)).toEqual(["Catch"])
  })

  it("but rolls before handing off to another Big Un Blocker", () => {
    const { match, state } = positionOf(head, { team: 0, at: { b2: [10, 7], b4: [11, 7] }, ballCarrier: "b2" })
    const played = playOk(match, state, handOff("b2", "b4").d6(2, "animosity", "b2").d6(4, "catch", "b4").list)
    expect(played.rulings.map((r) => r.rule)).toEqual(["Animosity", "Catch"])
  })

  it("does not extend to Star Players", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], s6: [11, 7] }, ballCarrier: "t1" })
    const played = playOk(match, state, handOff("t1", "s6").d6(4, "catch", "s6").list)
    expect(played.rulings.map((r) => r.rule)).toEqual(["Catch"])
  })

  it("a pass aimed at a square a disliked team-mate stands on is rolled for before the passing test", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [5, 7], z3: [9, 7] }, ballCarrier: "t1" })
    const events = new Events().add({ _tag: "ActionDeclared", player: "t1", action: "pass" }).add({ _tag: "PassAimed", player: "t1", at: [9, 7] })
      .d6(1, "animosity", "t1").add({ _tag: "RerollDeclined", team: "home" })
    const played = playOk(match, state, events.list)
    expect(played.state.ball.carrier).toBe("t1")
    expect(where(played.state, "t1").stats.passes).toBe(0)
    const empty = new Events().add({ _tag: "ActionDeclared", player: "t1", action: "pass" }).add({ _tag: "PassAimed", player: "t1", at: [9, 8] }).d6(4, "pass", "t1")
    expect(playOk(match, state, empty.list).rulings.map((r) => r.rule)).toEqual(["Pass"])
  })
})

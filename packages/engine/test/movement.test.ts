import { describe, expect, it } from "vitest"
import { Events, header, player, playOk, play, positionOf, where } from "./support/scenario.js"

// Home: a Human lineman (AG 3+, MA 6) and a Catcher with Dodge; away: Orcs, one with Tackle.
const head = header(
  [player("h1"), player("h2", { position: "Catcher", ma: 8, st: 2, av: 8, skills: ["Dodge", "Catch"] }), player("h3", { skills: ["Sure Hands"] }), player("h4", { position: "Ogre", ag: 4 })],
  [player("a1"), player("a2"), player("a3", { skills: ["Tackle"] }), player("a4")]
)

describe("Dodge", () => {
  it("leaving a marked square into a free one needs the player's AG: 3+ rolled 3 succeeds", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [9, 6] }).d6(3, "dodge", "h1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1").at).toEqual([9, 6])
    const dodge = played.rulings.find((r) => r.rule === "Dodge")!
    expect(dodge).toMatchObject({ target: 3, total: 3, success: true, modifiers: [] })
  })

  it("each opponent marking the square moved into is -1: a 3 into one tackle zone fails, the player falls, armour is rolled, turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], a2: [8, 5] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [9, 6] })
      .d6(3, "dodge", "h1")
      .twoD6(3, 4, "armour", "h1")
    const played = playOk(match, state, events.list)
    const dodge = played.rulings.find((r) => r.rule === "Dodge")!
    expect(dodge.modifiers).toEqual([{ value: -1, source: "marked by a2 (#2)" }])
    expect(dodge).toMatchObject({ total: 2, success: false })
    expect(where(played.state, "h1")).toMatchObject({ at: [9, 6], posture: "prone" })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "fell-over", player: "h1" })
    // The turn passed to the Orcs.
    expect(played.state.activeTeam).toBe(1)
  })

  it("a natural 6 always succeeds, even needing 7+ (AG 4+ into three tackle zones)", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h4: [10, 7], a1: [11, 7], a2: [8, 5], a3: [8, 7], a4: [9, 5] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h4", action: "move" }).add({ _tag: "PlayerMoved", player: "h4", to: [9, 6] }).d6(6, "dodge", "h4")
    const played = playOk(match, state, events.list)
    const dodge = played.rulings.find((r) => r.rule === "Dodge")!
    expect(dodge).toMatchObject({ target: 4, total: 3, success: true })
    expect(dodge.modifiers).toHaveLength(3)
    expect(dodge.notes).toContain("a natural 6 always succeeds")
    expect(where(played.state, "h4").at).toEqual([9, 6])
  })

  it("a natural 1 always fails, even needing 2+", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [9, 6] })
      .d6(1, "dodge", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })
      .twoD6(1, 1, "armour", "h1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Dodge")).toMatchObject({ success: false, notes: ["a natural 1 always fails"] })
  })

  it("the Dodge skill re-rolls a failed dodge once per turn", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a1: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h2", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h2", to: [9, 6] })
      .d6(2, "dodge", "h2")
      .add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "Dodge", player: "h2" })
      .d6(4, "dodge", "h2")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h2").at).toEqual([9, 6])
    expect(played.state.teams[0]!.rerolls).toBe(3) // no team re-roll spent
  })

  it("Tackle on a player marking the square left cancels the Dodge skill", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a3: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h2", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h2", to: [9, 6] })
      .d6(2, "dodge", "h2")
      .add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "Dodge", player: "h2" })
    const played = play(match, state, events.list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", seq: 4, rule: "skill re-roll" })
  })

  it("a team re-roll is spent once per team turn", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [9, 6] })
      .d6(2, "dodge", "h1")
      .add({ _tag: "RerollUsed", team: "home", source: "team-reroll" })
      .d6(5, "dodge", "h1")
    const played = playOk(match, state, events.list)
    expect(played.state.teams[0]).toMatchObject({ rerolls: 2, rerollUsedThisTurn: true })
  })
})

describe("Rush", () => {
  it("squares beyond MA need a 2+ each; a blizzard makes it 3+", () => {
    const { match, state } = positionOf(head, { team: 0, weather: "blizzard", at: { h1: [5, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    for (let x = 6; x <= 11; x++) events.add({ _tag: "PlayerMoved", player: "h1", to: [x, 7] })
    events.add({ _tag: "PlayerMoved", player: "h1", to: [12, 7] }).d6(2, "rush", "h1").twoD6(2, 2, "armour", "h1")
    const played = playOk(match, state, events.list)
    const rush = played.rulings.find((r) => r.rule === "Rush")!
    expect(rush).toMatchObject({ target: 2, modifiers: [{ value: -1, source: "weather: blizzard" }], success: false })
    expect(where(played.state, "h1")).toMatchObject({ at: [12, 7], posture: "prone" })
  })

  it("a move past MA and two rushes breaks the rules", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [2, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    for (let x = 3; x <= 8; x++) events.add({ _tag: "PlayerMoved", player: "h1", to: [x, 7] })
    events.add({ _tag: "PlayerMoved", player: "h1", to: [9, 7] }).d6(4, "rush", "h1")
    events.add({ _tag: "PlayerMoved", player: "h1", to: [10, 7] }).d6(4, "rush", "h1")
    events.add({ _tag: "PlayerMoved", player: "h1", to: [11, 7] })
    const played = play(match, state, events.list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", rule: "movement", seq: 12 })
    expect(played.violation!.message).toMatch(/MA 6 and 2 rushes; this would be square 9/)
  })
})

describe("Pick-up", () => {
  it("moving onto the ball picks it up on AG, with Sure Hands to re-roll", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h3: [5, 7] }, ballAt: [6, 7] })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h3", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h3", to: [6, 7] })
      .d6(1, "pick-up", "h3")
      .add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "Sure Hands", player: "h3" })
      .d6(3, "pick-up", "h3")
    const played = playOk(match, state, events.list)
    expect(played.state.ball).toEqual({ at: [6, 7], carrier: "h3", inPlay: true })
  })

  it("a failed pick-up is a turnover and the ball bounces", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7] }, ballAt: [6, 7] })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [6, 7] })
      .d6(2, "pick-up", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [5], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.state.ball).toEqual({ at: [7, 7], carrier: null, inPlay: true })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "failed-pick-up", player: "h1" })
  })
})

describe("legality", () => {
  it("a 2D6 where a D6 was due is a violation naming the roll and the seq", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [9, 6] }).twoD6(3, 3, "dodge", "h1")
    const played = play(match, state, events.list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", seq: 3, rule: "dodge" })
    expect(played.violation!.message).toMatch(/a d6 roll for dodge was due, not a 2d6 for dodge/)
  })

  it("a dodge roll where no dodge was needed is a violation", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [9, 6] }).d6(3, "dodge", "h1")
    const played = play(match, state, events.list)
    expect(played.violation).toMatchObject({ seq: 3 })
  })
})

describe("weather", () => {
  it("Pouring Rain: -1 to pick up the ball", () => {
    const { match, state } = positionOf(head, { team: 0, weather: "pouring-rain", at: { h1: [5, 7] }, ballAt: [6, 7] })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [6, 7] }).d6(3, "pick-up", "h1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Pick-up")).toMatchObject({ total: 2, success: false, modifiers: [{ value: -1, source: "weather: pouring rain" }] })
  })
})

describe("catching a loose ball", () => {
  it("a bouncing ball is caught at -1: a 3 is not enough for AG 3+", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h3: [7, 7] }, ballAt: [6, 7] })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [6, 7] })
      .d6(1, "pick-up", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [5], "bounce") // to [7, 7], where h3 stands
      .d6(3, "catch", "h3")
    const played = playOk(match, state, events.list)
    const caught = played.rulings.find((r) => r.rule === "Catch")!
    expect(caught.modifiers).toEqual([{ value: -1, source: "the ball is bouncing, thrown in or deviating" }])
    expect(caught).toMatchObject({ total: 2, success: false })
  })
})

import { describe, expect, it } from "vitest"
import { Events, play } from "./support/scenario.js"
import { gutterHeader, gutterKickOff, gutterPosition } from "./support/gutter.js"

// What the engine does not fold yet near the walls, stalls, pits and barricades: it stops as
// Unsupported at the event, rather than play the Blood Bowl rule (a crowd, a free step) in their place.
const street = gutterHeader("street")
const sewer = gutterHeader("sewer")

describe("Gutter Bowl features: moves", () => {
  it("nobody steps onto a market stall: h1 on (3, 3) moving to (4, 3) is a violation", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [3, 3], a1: [20, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [4, 3] })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "movement", seq: 2 })
  })

  it("nobody walks into a sewer pit either", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [10, 5], a1: [20, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [9, 5] })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "movement", seq: 2 })
  })

  it("crossing the barricade between (10, 7) and (11, 7) stops as unsupported (safe or reckless is not folded yet)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [10, 7], a1: [20, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [11, 7] })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "Unsupported", feature: "barricade", seq: 2 })
  })
})

describe("Gutter Bowl features: blocks and pushes", () => {
  it("a block over the barricade (h1 on (10, 7), a1 on (11, 7)) stops as unsupported", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "block" }).add({ _tag: "BlockThrown", player: "h1", target: "a1" })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "Unsupported", feature: "barricade", seq: 2 })
  })

  it("a push towards the sideline wall (a1 on (15, 0), pushed up) stops as unsupported instead of going into a crowd", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [15, 1], a1: [15, 0] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [3], "block")
      .add({ _tag: "BlockDieChosen", face: 3 })
      .add({ _tag: "PushChosen", player: "a1", to: null })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "Unsupported", feature: "push into a wall, stall, pit or barricade" })
  })
})

describe("Gutter Bowl features: the ball", () => {
  it("a ball bouncing from (15, 0) up into the wall stops as unsupported instead of a throw-in", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [14, 1], a1: [20, 7] }, ballAt: [15, 0] })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [15, 0] })
      .d6(1, "pick-up", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [2], "bounce")
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "Unsupported", feature: "wall", seq: 5 })
  })

  it("a ball bouncing into a sewer pit stops as unsupported (its D8 re-entry is not folded yet)", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [11, 5], a1: [20, 7] }, ballAt: [10, 5] })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [10, 5] })
      .d6(1, "pick-up", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [4], "bounce")
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "Unsupported", feature: "sewer-pit", seq: 5 })
  })

  it("the kick cannot be aimed at a market stall", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [6, 7] })
    const aim = { ...state, stack: [{ _tag: "Kick", stage: "aim", kicker: null, target: null, direction: null, landing: null } as const] }
    expect(play(match, aim, new Events().add({ _tag: "KickAimed", player: "h1", at: [18, 3] }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "kick-off" })
  })

  it("a kick deviating from (18, 1) up past the sideline hits the wall: unsupported, not a touchback", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [6, 7] })
    const aim = { ...state, stack: [{ _tag: "Kick", stage: "aim", kicker: null, target: null, direction: null, landing: null } as const] }
    const events = new Events().add({ _tag: "KickAimed", player: "h1", at: [18, 1] }).roll("d8", [2], "kick-deviation-direction").d6(3, "kick-deviation-distance")
    expect(play(match, aim, events.list).violation).toMatchObject({ _tag: "Unsupported", feature: "wall", seq: 3 })
  })

  it("a pass over a market stall stops as unsupported (its −1 is not folded yet)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [2, 4], h2: [11, 4], a1: [20, 7] }, ballCarrier: "h1" })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "pass" }).add({ _tag: "PassAimed", player: "h1", at: [11, 4] })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "Unsupported", feature: "pass over a market stall", seq: 2 })
  })
})

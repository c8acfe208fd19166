import { describe, expect, it } from "vitest"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// A Troll (Mighty Blow, which vomit does not use) against plain linemen.
const head = header(
  [player("t1", { position: "Troll", ma: 4, st: 5, ag: 5, av: 10, skills: ["Mighty Blow (+1)"], traits: ["Projectile Vomit"] }), player("h2")],
  [player("a1", { av: 9 }), player("a2")]
)

const vomitAt = (target: string) => new Events().add({ _tag: "ActionDeclared", player: "t1", action: "projectile-vomit", target })

describe("Projectile Vomit", () => {
  it("a 2+ hits the lineman next to the Troll: armour 9 broken on a 9 with no modifier, Placed Prone, then an unmodified Injury roll", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, vomitAt("a1").d6(2, "projectile-vomit", "t1").twoD6(4, 5, "armour", "a1").twoD6(3, 4, "injury", "a1").list)
    expect(played.rulings.map((r) => [r.rule, r.result])).toEqual([["Projectile Vomit", "success"], ["Armour", "armour broken"], ["Injury", "Stunned"]])
    expect(played.rulings[1]!.modifiers).toEqual([])
    expect(played.rulings[2]!.modifiers).toEqual([])
    expect(where(played.state, "a1")).toMatchObject({ at: [11, 7], posture: "stunned" })
    expect(played.state.activePlayer).toBeNull()
    expect(played.state.turnover).toBeNull()
  })

  it("armour that holds leaves the target standing; an 8 does not break AV 9, and Mighty Blow cannot add the missing point", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, vomitAt("a1").d6(6, "projectile-vomit", "t1").twoD6(4, 4, "armour", "a1").list)
    expect(where(played.state, "a1").posture).toBe("standing")
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
  })

  it("a 1 covers the Troll himself: his armour broken, he is Placed Prone, and the turn goes on (no ball, no turnover)", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], a1: [11, 7], h2: [3, 3] } })
    const events = vomitAt("a1").d6(1, "projectile-vomit", "t1").add({ _tag: "RerollDeclined", team: "home" }).twoD6(5, 5, "armour", "t1").twoD6(2, 2, "injury", "t1")
      .add({ _tag: "ActionDeclared", player: "h2", action: "move" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "t1").posture).toBe("stunned")
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(played.state.activePlayer).toBe("h2")
  })

  it("a Troll who drops the ball in his own vomit: Placed Prone, the ball bounces, and that is a turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], a1: [11, 7] }, ballCarrier: "t1" })
    const events = vomitAt("a1").d6(1, "projectile-vomit", "t1").add({ _tag: "RerollDeclined", team: "home" }).twoD6(6, 5, "armour", "t1").twoD6(2, 2, "injury", "t1").roll("d8", [2], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "ball-carrier-down", player: "t1" })
    expect(played.state.ball).toEqual({ at: [10, 6], carrier: null, inPlay: true })
  })

  it("only at a standing opponent next to him", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], a1: [12, 7] } })
    expect(play(match, state, vomitAt("a1").list).violation).toMatchObject({ rule: "Projectile Vomit", seq: 1 })
    const prone = positionOf(head, { team: 0, at: { t1: [10, 7], a1: [11, 7] }, prone: ["a1"] })
    expect(play(prone.match, prone.state, vomitAt("a1").list).violation).toMatchObject({ rule: "Projectile Vomit", seq: 1 })
  })

  it("a player without the trait cannot declare it", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a1: [11, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h2", action: "projectile-vomit", target: "a1" })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "Projectile Vomit", message: "h2 (#2) does not have Projectile Vomit" })
  })

  it("in a Blitz it takes the place of the block, after the move, and costs its square", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [8, 7], a1: [11, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "t1", action: "blitz", target: "a1" })
      .add({ _tag: "PlayerMoved", player: "t1", to: [9, 7] }).add({ _tag: "PlayerMoved", player: "t1", to: [10, 7] })
      .add({ _tag: "SkillUsed", player: "t1", skill: "Projectile Vomit", target: "a1" })
      .d6(3, "projectile-vomit", "t1").twoD6(1, 2, "armour", "a1")
    const played = playOk(match, state, events.list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "Activation", action: "blitz", acted: true, moved: 3 })
  })
})

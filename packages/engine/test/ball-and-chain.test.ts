import { describe, expect, it } from "vitest"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// A Goblin Fanatic (MA 3, ST 7) with a Ball & Chain; away: Orc linemen.
const head = header(
  [player("f1", { position: "Fanatic", ma: 3, st: 7, ag: 3, av: 8, traits: ["Ball & Chain", "No Hands"] }), player("h2")],
  [player("a1"), player("a2")]
)
const swing = (events: Events, at: [number, number], face: number) =>
  events.add({ _tag: "SkillUsed", player: "f1", skill: "Ball & Chain", at }).d6(face, "ball-and-chain", "f1")
const declare = () => new Events().add({ _tag: "ActionDeclared", player: "f1", action: "move" })

describe("Ball & Chain", () => {
  it("each square is rolled on the template: facing the far end zone, a 3 goes straight on, then a 1 veers up; no dodge out of a tackle zone [trait:ball-chain]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { f1: [10, 7], a2: [9, 7] } })
    const played = playOk(match, state, swing(swing(declare(), [11, 7], 3), [12, 7], 1).list)
    expect(where(played.state, "f1")).toMatchObject({ at: [12, 6], posture: "standing" })
    expect(played.rulings.some((r) => r.rule === "Dodge")).toBe(false)
  })

  it("swinging into a standing opponent is a Block, and the Fanatic must follow up [trait:ball-chain]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { f1: [10, 7], a1: [11, 7] } })
    const events = swing(declare(), [11, 7], 3)
      .roll("block", [3, 6, 2], "block", "f1").add({ _tag: "BlockDieChosen", face: 3 }).add({ _tag: "PushChosen", player: "a1", to: [12, 7] })
    const followed = playOk(match, state, [...events.list, { _tag: "FollowUpChosen", player: "f1", follow: true, seq: 7 }])
    expect(where(followed.state, "f1").at).toEqual([11, 7])
    expect(where(followed.state, "a1").at).toEqual([12, 7])
    // The move goes on after the block: the next square is rolled.
    const on = playOk(match, followed.state, new Events(8).add({ _tag: "SkillUsed", player: "f1", skill: "Ball & Chain", at: [11, 6] }).d6(3, "ball-and-chain", "f1").list)
    expect(where(on.state, "f1").at).toEqual([11, 6])
    const stayed = play(match, state, [...events.list, { _tag: "FollowUpChosen", player: "f1", follow: false, seq: 7 }])
    expect(stayed.violation).toMatchObject({ _tag: "RuleViolation", message: "f1 (#1) has Ball & Chain and must follow up" })
  })

  it("a failed rush (a 1) after MA 3: the Fanatic falls, no armour roll, and an Injury roll where Stunned counts as KO'd [trait:ball-chain]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { f1: [5, 7] } })
    const events = swing(swing(swing(swing(declare(), [6, 7], 3), [7, 7], 3), [8, 7], 3), [9, 7], 3).d6(1, "rush", "f1").add({ _tag: "RerollDeclined", team: "home" })
      .twoD6(3, 3, "injury", "f1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.some((r) => r.rule === "Armour")).toBe(false)
    expect(played.rulings.find((r) => r.rule === "Injury")).toMatchObject({ row: "stunned" })
    expect(where(played.state, "f1")).toMatchObject({ at: null, box: "ko" })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "fell-over", player: "f1" })
  })

  it("off the pitch into the crowd; and it never moves by choice, nor blocks by declaration [trait:ball-chain]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { f1: [10, 0], h2: [9, 8] } })
    const crowd = playOk(match, state, swing(declare(), [11, 0], 1).twoD6(4, 4, "injury", "f1").list)
    expect(where(crowd.state, "f1")).toMatchObject({ at: null, box: "ko" })
    const chosen = play(match, state, declare().add({ _tag: "PlayerMoved", player: "f1", to: [11, 1] }).list)
    expect(chosen.violation).toMatchObject({ _tag: "RuleViolation", rule: "Ball & Chain" })
    const blocked = play(match, state, new Events().add({ _tag: "ActionDeclared", player: "f1", action: "block" }).list)
    expect(blocked.violation).toMatchObject({ _tag: "RuleViolation", rule: "Ball & Chain" })
  })

  it("swinging into team-mate h2 is a Block with no assists either way (BB2020 FAQ): ST 7 against h2's 4 with h3 next to h2 and a1 next to f1 counting nothing — 2 dice, Home choose; a Pow! knocks h2 down with no turnover [trait:ball-chain]", () => {
    const mates = header(
      [player("f1", { position: "Fanatic", ma: 3, st: 7, ag: 3, av: 8, traits: ["Ball & Chain", "No Hands"] }), player("h2", { st: 4 }), player("h3")],
      [player("a1"), player("a2")]
    )
    // h3 stands next to h2 (an assist for a block on an opponent), a1 stands next to f1.
    const { match, state } = positionOf(mates, { team: 0, at: { f1: [10, 7], h2: [11, 7], h3: [12, 8], a1: [10, 8] } })
    const events = swing(declare(), [11, 7], 3).roll("block", [6, 2], "block", "f1").add({ _tag: "BlockDieChosen", face: 6 }).add({ _tag: "PushChosen", player: "h2", to: [12, 7] })
    const played = playOk(match, state, [...events.list, { _tag: "FollowUpChosen", player: "f1", follow: true, seq: 7 }, { _tag: "DiceRolled", seq: 8, die: "2d6", faces: [2, 2], for: "armour", player: "h2" }])
    expect(played.outcomes).toContainEqual({ _tag: "BlockDiceSet", attacker: "f1", defender: "h2", dice: 2, attackerChooses: true })
    expect(played.outcomes).toContainEqual(expect.objectContaining({ _tag: "Note", text: expect.stringMatching(/\(ST 7\) blocks h2 \(#2\) \(ST 4\): 2 dice, Home choose$/) }))
    expect(where(played.state, "h2")).toMatchObject({ at: [12, 7], posture: "prone" })
    expect(where(played.state, "f1").at).toEqual([11, 7])
    expect(played.outcomes.filter((o) => o._tag === "Turnover")).toEqual([])
  })

  it("a team-mate with the ball knocked down by the swing: the ball bounces and it is a turnover (FFB drops a carrier of the moving team so) [trait:ball-chain]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { f1: [10, 7], h2: [11, 7] }, ballCarrier: "h2" })
    const events = swing(declare(), [11, 7], 3).roll("block", [6, 6, 6], "block", "f1").add({ _tag: "PushChosen", player: "h2", to: [12, 7] })
    const played = playOk(match, state, [...events.list, { _tag: "FollowUpChosen", player: "f1", follow: true, seq: 7 }])
    expect(played.outcomes).toContainEqual(expect.objectContaining({ _tag: "Turnover", team: 0, cause: "ball-carrier-down", player: "h2" }))
    expect(played.state.ball.carrier).toBeNull()
  })
})

describe("Ball & Chain into a player who is down", () => {
  it("a Prone opponent in the square is pushed back and makes an armour roll; the Fanatic moves in [trait:ball-chain]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { f1: [10, 7], a1: [11, 7] }, prone: ["a1"] })
    const events = swing(declare(), [11, 7], 3).add({ _tag: "PushChosen", player: "a1", to: [12, 7] }).twoD6(5, 5, "armour", "a1").twoD6(3, 4, "injury", "a1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ player: "a1", total: 10, modifiers: [] })
    expect(where(played.state, "a1")).toMatchObject({ at: [12, 7], posture: "stunned" })
    expect(where(played.state, "f1")).toMatchObject({ at: [11, 7], posture: "standing" })
    expect(played.rulings.some((r) => r.rule === "Block")).toBe(false)
  })
})

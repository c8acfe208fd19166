import { describe, expect, it } from "vitest"
import { expecting } from "@sidelines/engine"
import { TREACHEROUS_TRAPDOOR } from "../src/core/trapdoor.js"
import { Events, play, playOk, where } from "./support/scenario.js"
import { sevensHeader, sevensPosition } from "./support/sevens.js"

// The trapdoor in Home's half is on (4, 1), in the top wide zone. It opens only while the
// Treacherous Trapdoor prayer is in force (until the end of the half).
const head = sevensHeader()
const open = [TREACHEROUS_TRAPDOOR]

describe("Sevens trapdoors: a player who enters one rolls a D6 while Treacherous Trapdoor is in force", () => {
  it("h2 steps from (3,1) onto the trapdoor and rolls a 1: through it, off the pitch as if pushed into the crowd (no armour roll)", () => {
    const { match, state } = sevensPosition(head, { team: 0, at: { h2: [3, 1], h3: [2, 5], a1: [13, 5] }, kickOffEffects: open })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h2", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h2", to: [4, 1] })
      .d6(1, "trapdoor", "h2")
      .twoD6(3, 4, "injury", "h2")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Treacherous Trapdoor")).toMatchObject({ row: "falls-through" })
    expect(played.rulings.some((r) => r.rule === "Armour")).toBe(false)
    // Stunned in the crowd: to the reserves.
    expect(where(played.state, "h2")).toMatchObject({ at: null, box: "reserves" })
    // No ball lost: no turnover, Home's turn goes on with another player.
    expect(played.state.turnover).toBeNull()
    expect(playOk(match, state, [...events.list, { _tag: "ActionDeclared", seq: 5, player: "h3", action: "move" }]).state.activePlayer).toBe("h3")
  })

  it("on a 2 or more the trapdoor holds and the player moves on", () => {
    const { match, state } = sevensPosition(head, { team: 0, at: { h2: [3, 1], a1: [13, 5] }, kickOffEffects: open })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h2", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h2", to: [4, 1] })
      .d6(2, "trapdoor", "h2")
      .add({ _tag: "PlayerMoved", player: "h2", to: [5, 1] })
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Treacherous Trapdoor")).toMatchObject({ row: "holds" })
    expect(where(played.state, "h2").at).toEqual([5, 1])
  })

  it("without the prayer the trapdoor is just a square: no roll", () => {
    const { match, state } = sevensPosition(head, { team: 0, at: { h2: [3, 1], a1: [13, 5] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h2", action: "move" }).add({ _tag: "PlayerMoved", player: "h2", to: [4, 1] })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h2").at).toEqual([4, 1])
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision" })
    expect(play(match, state, events.d6(1, "trapdoor", "h2").list).violation).toMatchObject({ seq: 3 })
  })

  it("the ball carrier falls through: a turnover, and the ball bounces from the trapdoor square", () => {
    const { match, state } = sevensPosition(head, { team: 0, at: { h2: [3, 1], a1: [13, 5] }, ballCarrier: "h2", kickOffEffects: open })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h2", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h2", to: [4, 1] })
      .d6(1, "trapdoor", "h2")
      .twoD6(4, 5, "injury", "h2")
      .roll("d8", [5], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "trapdoor", player: "h2" })
    expect(where(played.state, "h2")).toMatchObject({ at: null, box: "ko" })
    expect(played.state.ball).toEqual({ at: [5, 1], carrier: null, inPlay: true })
    expect(played.outcomes).toContainEqual({ _tag: "TeamTurnStarted", team: 1, turn: 1 })
  })

  it("a player pushed onto the trapdoor rolls before going down; falling through, there is no armour roll", () => {
    // h1 on (6,1) blocks a1 on (5,1) and gets POW: a1 is pushed to (4,1), the trapdoor.
    const { match, state } = sevensPosition(head, { team: 0, at: { h1: [6, 1], a1: [5, 1] }, kickOffEffects: open })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [6], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "a1", to: [4, 1] })
      .d6(1, "trapdoor", "a1")
      .twoD6(5, 5, "injury", "a1")
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
    const played = playOk(match, state, events.list)
    // The trapdoor is rolled as a1 lands on it and resolved in full (the injury), before h1 decides to follow up.
    const rules = played.rulings.map((r) => r.rule)
    expect(rules.indexOf("Treacherous Trapdoor")).toBeLessThan(rules.indexOf("Injury"))
    expect(rules).not.toContain("Armour")
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "bh" })
  })

  it("a pushed player the trapdoor holds is then knocked down as usual", () => {
    const { match, state } = sevensPosition(head, { team: 0, at: { h1: [6, 1], a1: [5, 1] }, kickOffEffects: open })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [6], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "a1", to: [4, 1] })
      .d6(3, "trapdoor", "a1")
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
      .twoD6(2, 2, "armour", "a1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1")).toMatchObject({ at: [4, 1], posture: "prone" })
  })

  it("following up onto the trapdoor is entering it too", () => {
    // h1 on (3,1) pushes a1 off the trapdoor at (4,1) to (5,1) and follows up.
    const { match, state } = sevensPosition(head, { team: 0, at: { h1: [3, 1], a1: [4, 1] }, kickOffEffects: open })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [3], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 3 })
      .add({ _tag: "PushChosen", player: "a1", to: [5, 1] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: true })
    const played = playOk(match, state, events.list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d6", for: "trapdoor", player: "h1" })
  })
})

describe("Sevens trapdoors: how long they stay open", () => {
  it("Treacherous Trapdoor outlasts the drive: a new drive in the same half keeps it, other kick-off results go", () => {
    const { match, state } = sevensPosition(head, { team: 0, at: {} })
    const next = { ...state, kickOffEffects: ["blitz", TREACHEROUS_TRAPDOOR], stack: [{ _tag: "StartDrive", kickingTeam: 0 } as const] }
    const played = playOk(match, next, new Events().add({ _tag: "PlayerPlaced", player: "h1", at: [6, 5] }).list)
    expect(played.state.kickOffEffects).toEqual([TREACHEROUS_TRAPDOOR])
  })

  it("it ends with the half", () => {
    const { match, state } = sevensPosition(head, { team: 1, turns: [6, 6], at: { h1: [6, 5], a1: [13, 5] }, kickOffEffects: open })
    const played = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "away" }).list)
    expect(played.state.half).toBe(2)
    expect(played.state.kickOffEffects).toEqual([])
  })
})

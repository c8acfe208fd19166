import { describe, expect, it } from "vitest"
import { expecting, type MatchState } from "@sidelines/engine"
import type { Square } from "@sidelines/schema"
import { Events, play, playOk, where } from "./support/scenario.js"
import { holidayHeader, holidayPosition } from "./support/holiday.js"

const head = holidayHeader()

/** A loose ball about to bounce from `from` during Home's turn, with these houses on the pitch. */
const bouncing = (from: Square, houses: ReadonlyArray<ReadonlyArray<Square>>) => {
  const { match, state } = holidayPosition(head, { team: 0, at: { h1: [2, 2], a1: [23, 12] }, ballAt: from, houses })
  const next: MatchState = { ...state, stack: [...state.stack, { _tag: "Bounce", from, context: { kickOff: false }, more: 0 }] }
  return { match, state: next }
}

describe("Holiday Special: a ball stopping in a gingerbread house", () => {
  it("the ball bounces from (12, 7) left into the house at (11, 7): the template points at the nearer end zone (x = 0), a D6 of 1 puts it on (10, 8), where it rests", () => {
    const { match, state } = bouncing([12, 7], [[[11, 7]]])
    const inHouse = playOk(match, state, new Events().roll("d8", [4], "bounce").list)
    expect(expecting(match, inHouse.state)).toMatchObject({ kind: "roll", die: "d6", for: "gingerbread-house" })
    const played = playOk(match, state, new Events().roll("d8", [4], "bounce").d6(1, "gingerbread-house").list)
    expect(played.state.ball).toEqual({ at: [10, 8], carrier: null, inPlay: true })
  })

  it("repeated until clear: from the house square (11, 7) a 3 goes straight on into the same house's (10, 7), and from there a 5 puts it on (9, 6)", () => {
    const { match, state } = bouncing([12, 7], [[[11, 7], [10, 7]]])
    const events = new Events().roll("d8", [4], "bounce").d6(3, "gingerbread-house")
    const again = playOk(match, state, events.list)
    expect(expecting(match, again.state)).toMatchObject({ kind: "roll", for: "gingerbread-house" })
    const played = playOk(match, state, events.d6(5, "gingerbread-house").list)
    expect(played.state.ball).toEqual({ at: [9, 6], carrier: null, inPlay: true })
  })

  it("a house in Away's half, at (18, 7), points the template at the x = 25 end zone: a 4 puts the ball on (19, 7)", () => {
    const { match, state } = bouncing([17, 7], [[[18, 7]]])
    const played = playOk(match, state, new Events().roll("d8", [5], "bounce").d6(4, "gingerbread-house").list)
    expect(played.state.ball.at).toEqual([19, 7])
  })

  it("the D6 that puts the ball out of a house is not a wall roll", () => {
    const { match, state } = bouncing([12, 7], [[[11, 7]]])
    expect(play(match, state, new Events().roll("d8", [4], "bounce").d6(1, "wall").list).violation).toMatchObject({ _tag: "RuleViolation", seq: 2 })
  })

  it("without a house the same bounce just lands on (11, 7)", () => {
    const { match, state } = bouncing([12, 7], [])
    expect(playOk(match, state, new Events().roll("d8", [4], "bounce").list).state.ball.at).toEqual([11, 7])
  })
})

describe("Holiday Special: a kick deviating into a gingerbread house", () => {
  // Home kick: h2 on (8, 7) aims at (18, 7); the house stands on (20, 7) in Away's half.
  const kicking = () => {
    const { match, state } = holidayPosition(head, { team: 1, at: { h1: [12, 7], h2: [8, 7], a1: [13, 7], a2: [22, 3] }, houses: [[[20, 7]]] })
    const next: MatchState = {
      ...state,
      phase: "kick-off",
      activeTeam: null,
      kickingTeam: 0,
      firstKickingTeam: 0,
      teams: state.teams.map((team) => ({ ...team, turn: 0 })),
      stack: [{ _tag: "Kick", stage: "aim", kicker: null, target: null, direction: null, landing: null }]
    }
    return { match, state: next }
  }
  const kick = () =>
    new Events()
      .add({ _tag: "KickAimed", player: "h2", at: [18, 7] })
      .roll("d8", [5], "kick-deviation-direction")
      .d6(2, "kick-deviation-distance")

  it("the kick deviates 2 right from (18, 7) into the house on (20, 7): the template points at the x = 25 end zone and a 4 puts the ball on (21, 7), where it will land; then the kick-off table", () => {
    const { match, state } = kicking()
    const inHouse = playOk(match, state, kick().list)
    expect(expecting(match, inHouse.state)).toMatchObject({ kind: "roll", die: "d6", for: "gingerbread-house" })
    const played = playOk(match, state, kick().d6(4, "gingerbread-house").list)
    expect(played.state.ball).toEqual({ at: [21, 7], carrier: null, inPlay: false })
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "kick-off-event" })
  })

  it("the kick may not be aimed at the house itself", () => {
    const { match, state } = kicking()
    expect(play(match, state, [{ _tag: "KickAimed", seq: 1, player: "h2", at: [20, 7] }]).violation).toMatchObject({ _tag: "RuleViolation", rule: "kick-off" })
  })
})

describe("Holiday Special: pushed into a gingerbread house", () => {
  // h1 on (10, 7) blocks a1 on (11, 7); the house covers all three squares behind a1, (12, 6)–(12, 8).
  const house: ReadonlyArray<Square> = [[12, 6], [12, 7], [12, 8]]
  const block = (face: number) =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [face], "block", "h1")
      .add({ _tag: "BlockDieChosen", face })
  const position = () => holidayPosition(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] }, houses: [house] })

  it("a Push Back with nowhere to go: a1 is pushed into the house and rolls a D6; a 3 stays standing on (11, 7)", () => {
    const { match, state } = position()
    // The push needs no PushChosen (or one naming a1's own square): the D6 comes next.
    const named = playOk(match, state, block(3).add({ _tag: "PushChosen", player: "a1", to: [11, 7] }).list)
    expect(expecting(match, named.state)).toMatchObject({ kind: "roll", die: "d6", for: "gingerbread-house", player: "a1" })
    const played = playOk(match, state, block(3).d6(3, "gingerbread-house", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [11, 7], posture: "standing" })
  })

  it("a 4 falls over on (11, 7), with the armour roll", () => {
    const { match, state } = position()
    const played = playOk(match, state, block(3).d6(4, "gingerbread-house", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [11, 7], posture: "prone" })
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "armour", player: "a1" })
  })

  it("a POW! into the house: no D6, a1 falls over where they are and the armour roll follows", () => {
    const { match, state } = position()
    const played = playOk(match, state, block(6).twoD6(2, 3, "armour", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [11, 7], posture: "prone" })
    expect(played.rulings.map((r) => r.rule)).toContain("Armour")
    expect(play(match, state, block(6).d6(5, "gingerbread-house", "a1").list).violation).toMatchObject({ _tag: "RuleViolation", seq: 5 })
  })

  it("with a free square behind a1 ((12, 8) not in the house) the push is an ordinary one", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] }, houses: [[[12, 6], [12, 7]]] })
    const played = playOk(match, state, block(3).add({ _tag: "PushChosen", player: "a1", to: [12, 8] }).list)
    expect(where(played.state, "a1").at).toEqual([12, 8])
  })
})

describe("Holiday Special: a chain push into a gingerbread house", () => {
  // h1 on (9, 7) blocks a1 on (10, 7); a2, a3, a4 stand on (11, 6)–(11, 8) and the house covers (12, 6)–(12, 8).
  const house: ReadonlyArray<Square> = [[12, 6], [12, 7], [12, 8]]
  const chain = { h1: [9, 7], a1: [10, 7], a2: [11, 6], a3: [11, 7], a4: [11, 8] } as const
  const intoChain = () =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [3], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 3 })
      .add({ _tag: "PushChosen", player: "a1", to: [11, 7] })

  it("a1 pushed onto a3's square, a3 has only the house behind: a3's D6 is 4, a3 falls over on (11, 7); the chain stops, a1 stays on (10, 7) and h1 cannot follow up", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: chain, houses: [house] })
    const played = playOk(match, state, intoChain().d6(4, "gingerbread-house", "a3").twoD6(1, 2, "armour", "a3").list)
    expect(where(played.state, "a3")).toMatchObject({ at: [11, 7], posture: "prone" })
    expect(where(played.state, "a1")).toMatchObject({ at: [10, 7], posture: "standing" })
    expect(where(played.state, "h1").at).toEqual([9, 7])
    expect(expecting(match, played.state)).not.toMatchObject({ events: ["FollowUpChosen"] })
  })

  it("without the house a3 is pushed on to (12, 7) and a1 takes (11, 7): no D6", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: chain, houses: [] })
    const played = playOk(match, state, intoChain().add({ _tag: "PushChosen", player: "a3", to: [12, 7] }).add({ _tag: "FollowUpChosen", player: "h1", follow: false }).list)
    expect(where(played.state, "a3").at).toEqual([12, 7])
    expect(where(played.state, "a1").at).toEqual([11, 7])
  })
})

import { describe, expect, it } from "vitest"
import { expecting, legalDecisions } from "@sidelines/engine"
import { Events, play, player, playOk, where } from "./support/scenario.js"
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

  // h1 (MA 6) on (9, 7), a step from the barricade between x 10 and 11.
  const toBarricade = (crossing?: "safe" | "reckless") =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [10, 7] })
      .add({ _tag: "PlayerMoved", player: "h1", to: [11, 7], ...(crossing === undefined ? {} : { barricade: crossing }) })

  it("the legal decisions offer a step across the barricade Safely or Recklessly, and no plain step there", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [10, 7], a1: [20, 7] } })
    const declared = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).list).state
    const moves = legalDecisions(match, declared).filter((d) => d._tag === "PlayerMoved") as Array<{ to: readonly [number, number]; barricade?: string }>
    // The barricade stands between x 10 and 11 on rows 6–8.
    expect(moves.filter((m) => m.to[0] === 11 && m.to[1] === 7).map((m) => m.barricade)).toEqual(["safe", "reckless"])
    expect(moves.filter((m) => m.to[0] === 9 && m.to[1] === 7).map((m) => m.barricade)).toEqual([undefined])
  })

  it("crossing the barricade Safely: h1 (MA 6) moves 2 squares up to it and 1 over, which counts 3 (1 + 2), so one more square is the sixth and a seventh is a rush", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [8, 7], a1: [20, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [9, 7] })
      .add({ _tag: "PlayerMoved", player: "h1", to: [10, 7] })
      .add({ _tag: "PlayerMoved", player: "h1", to: [11, 7], barricade: "safe" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [12, 7] })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1").at).toEqual([12, 7])
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "Activation", moved: 6 })
    // A seventh square is a rush.
    const more = playOk(match, state, [...events.list, { _tag: "PlayerMoved", seq: 6, player: "h1", to: [13, 7] } as never])
    expect(more.state.stack.at(-1)).toMatchObject({ _tag: "Test", test: "rush" })
  })

  it("crossing Safely needs the movement without rushing: with 2 of MA 6 left (4 moved), a Safe crossing is a violation", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [7, 6], a1: [20, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [8, 6] })
      .add({ _tag: "PlayerMoved", player: "h1", to: [9, 6] })
      .add({ _tag: "PlayerMoved", player: "h1", to: [9, 7] })
      .add({ _tag: "PlayerMoved", player: "h1", to: [10, 7] })
      .add({ _tag: "PlayerMoved", player: "h1", to: [11, 7], barricade: "safe" })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "barricade", seq: 6 })
  })

  it("crossing Recklessly costs no extra movement: the D6 is 4, h1 carries on from (11, 7) having moved 2", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [9, 7], a1: [20, 7] } })
    const played = playOk(match, state, toBarricade("reckless").d6(4, "barricade", "h1").list)
    expect(where(played.state, "h1")).toMatchObject({ at: [11, 7], posture: "standing" })
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "Activation", moved: 2 })
  })

  it("crossing Recklessly, a 1 (re-roll declined): h1 falls over on (11, 7) — armour with the hard-landing +1 — and it is a turnover", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [9, 7], a1: [20, 7] } })
    const events = toBarricade("reckless").d6(1, "barricade", "h1").add({ _tag: "RerollDeclined", team: "home" }).twoD6(1, 1, "armour", "h1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1")).toMatchObject({ at: [11, 7], posture: "prone" })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(true)
  })

  it("a step across a barricade must say how it is made; a step elsewhere must not", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [9, 7], a1: [20, 7] } })
    expect(play(match, state, toBarricade().list).violation).toMatchObject({ _tag: "RuleViolation", rule: "barricade", seq: 3 })
    const elsewhere = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [10, 6], barricade: "safe" })
    expect(play(match, state, elsewhere.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "barricade", seq: 2 })
  })
})

describe("Gutter Bowl features: blocks and pushes", () => {
  it("a block over the barricade (h1 on (10, 7), a1 on (11, 7)): a1 has +1 ST, so ST 3 against 4 is two dice the defender chooses", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "block" }).add({ _tag: "BlockThrown", player: "h1", target: "a1" })
    const notes = playOk(match, state, events.list).outcomes.flatMap((o) => (o._tag === "Note" ? [o.text] : []))
    expect(notes.some((text) => text.includes("2 dice, Away choose"))).toBe(true)
  })

  it("the same block away from the barricade (h1 on (10, 5), a1 on (11, 5)) is one die", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [10, 5], a1: [11, 5] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "block" }).add({ _tag: "BlockThrown", player: "h1", target: "a1" })
    const notes = playOk(match, state, events.list).outcomes.flatMap((o) => (o._tag === "Note" ? [o.text] : []))
    expect(notes.some((text) => text.includes("1 die, Home choose"))).toBe(true)
  })

})

// A Push Back against a1: one block die, face 3.
const block = (events: Events, target = "a1", face = 3) =>
  events
    .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
    .add({ _tag: "BlockThrown", player: "h1", target })
    .roll("block", [face], "block")
    .add({ _tag: "BlockDieChosen", face })

describe("Gutter Bowl features: pushed into the wall", () => {
  it("all three squares behind a1 (15, 0) are the wall: the D6 is 2, so a1 bounces off and stays standing", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [15, 1], a1: [15, 0] } })
    const played = playOk(match, state, block(new Events()).d6(2, "wall", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [15, 0], posture: "standing" })
    expect(where(played.state, "h1").at).toEqual([15, 1])
    expect(played.rulings.find((r) => r.rule === "Pushed into the wall")).toMatchObject({ total: 2, result: "bounces off and stays up" })
  })

  it("pushed along the wall with the two other squares occupied: the D6 is 5, a1 falls over and the armour roll has the +1", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [14, 0], a1: [15, 0], a2: [16, 0], a3: [16, 1] } })
    const played = playOk(match, state, block(new Events()).d6(5, "wall", "a1").twoD6(3, 3, "armour", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [15, 0], posture: "prone" })
    expect(where(played.state, "a2").at).toEqual([16, 0])
    expect(played.rulings.find((r) => r.rule === "Armour")!.modifiers).toEqual([{ value: 1, source: "Gutter Bowl (street): falling" }])
  })

  it("a POW! into the wall: no D6, a1 falls over where they stand", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [15, 1], a1: [15, 0] } })
    const played = playOk(match, state, block(new Events(), "a1", 6).twoD6(2, 2, "armour", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [15, 0], posture: "prone" })
    expect(played.rulings.some((r) => r.rule === "Pushed into the wall")).toBe(false)
  })

  it("pushed into a market stall (a1 on (10, 3), all three squares behind are the stall): a 4 falls over", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [11, 3], a1: [10, 3] } })
    const played = playOk(match, state, block(new Events()).d6(4, "wall", "a1").twoD6(1, 2, "armour", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [10, 3], posture: "prone" })
  })

  it("pushed into the barricade between x 10 and 11 (a1 on (11, 7)): a 1 bounces off", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [12, 7], a1: [11, 7] } })
    const played = playOk(match, state, block(new Events()).d6(1, "wall", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [11, 7], posture: "standing" })
  })

  it("a push with a free square next to the wall is an ordinary push: a1 on (15, 0), pushed from (14, 1), goes to (16, 0)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [14, 1], a1: [15, 0] } })
    const played = playOk(match, state, block(new Events()).add({ _tag: "FollowUpChosen", player: "h1", follow: false }).list)
    expect(where(played.state, "a1").at).toEqual([16, 0])
  })

  it("the legal decisions offer the push into the wall: a1 stays on (15, 0)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [15, 1], a1: [15, 0] } })
    const pushing = playOk(match, state, block(new Events()).list).state
    expect(legalDecisions(match, pushing).filter((d) => d._tag === "PushChosen")).toEqual([{ _tag: "PushChosen", player: "a1", to: [15, 0] }])
  })

  it("choosing the crowd for a player pushed into the wall is a violation", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [15, 1], a1: [15, 0] } })
    const events = block(new Events()).add({ _tag: "PushChosen", player: "a1", to: null })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "push", seq: 5 })
  })

  it("in the sewer a free square beside the pit is taken: a1 on (10, 5) pushed west goes to (9, 6)", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [11, 5], a1: [10, 5] } })
    const played = playOk(match, state, block(new Events()).add({ _tag: "FollowUpChosen", player: "h1", follow: false }).list)
    expect(where(played.state, "a1").at).toEqual([9, 6])
  })

})

describe("Gutter Bowl features: the ball", () => {
  // h1 steps onto the loose ball and fails the pick-up (a 1, no re-roll): the ball bounces.
  const fumble = (from: readonly [number, number], to: readonly [number, number]) =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [to[0], to[1]] })
      .d6(1, "pick-up", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })

  it("a ball bouncing from (15, 0) up into the sideline wall: the template's logo on (15, -1), D6 1 puts it on (16, 0), and the second bounce (D8 5) takes it to (17, 0)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [14, 1], a1: [20, 7] }, ballAt: [15, 0] })
    const events = fumble([14, 1], [15, 0]).roll("d8", [2], "bounce").d6(1, "wall").roll("d8", [5], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.state.ball).toEqual({ at: [17, 0], carrier: null, inPlay: true })
    expect(played.states[5]!.ball.at).toEqual([16, 0])
  })

  it("the ball comes off the wall, never into the crowd: no throw-in is asked for after a bounce into the wall", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [14, 1], a1: [20, 7] }, ballAt: [15, 0] })
    const events = fumble([14, 1], [15, 0]).roll("d8", [2], "bounce").d6(1, "throw-in-direction")
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", seq: 6 })
  })

  it("a ball bouncing from (3, 3) into the market stall at (4, 3): the stall is a wall, the template faces back west and D6 6 puts it on (3, 2); the second bounce (D8 2) ends on (3, 1)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [2, 4], a1: [20, 7] }, ballAt: [3, 3] })
    const events = fumble([2, 4], [3, 3]).roll("d8", [5], "bounce").d6(6, "wall").roll("d8", [2], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.state.ball).toEqual({ at: [3, 1], carrier: null, inPlay: true })
  })

  it("a ball rebounding off the stall onto a standing player (D6 3: straight back to (3, 3)) is a catch for h1, at −1", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [2, 4], a1: [20, 7] }, ballAt: [3, 3] })
    const events = fumble([2, 4], [3, 3]).roll("d8", [5], "bounce").d6(3, "wall").d6(6, "catch", "h1")
    const played = playOk(match, state, events.list)
    expect(played.state.ball).toEqual({ at: [3, 3], carrier: "h1", inPlay: true })
  })

  it("a ball bouncing from (10, 5) into the sewer pit at (9, 5): D8 1 (up-left) moves it the minimum distance out, past (8, 4), (7, 3), (6, 2), to (5, 1); its second bounce (D8 2) ends on (5, 0)", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [11, 5], a1: [20, 7] }, ballAt: [10, 5] })
    const events = fumble([11, 5], [10, 5]).roll("d8", [4], "bounce").roll("d8", [1], "sewer-pit").roll("d8", [2], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.states[5]!.ball.at).toEqual([5, 1])
    expect(played.state.ball).toEqual({ at: [5, 0], carrier: null, inPlay: true })
  })

  it("the kick cannot be aimed at a market stall", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [6, 7] })
    const aim = { ...state, stack: [{ _tag: "Kick", stage: "aim", kicker: null, target: null, direction: null, landing: null } as const] }
    expect(play(match, aim, new Events().add({ _tag: "KickAimed", player: "h1", at: [18, 3] }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "kick-off" })
  })

  const aimed = (head: typeof street, at: Readonly<Record<string, readonly [number, number]>>) => {
    const { match, state } = gutterKickOff(head, [18, 7], { h1: [6, 7], ...at } as never)
    return { match, aim: { ...state, stack: [{ _tag: "Kick", stage: "aim", kicker: null, target: null, direction: null, landing: null } as const] } }
  }
  // Cheering Fans (7) with a tie, both coaches rolling 4 with no fan factor: nothing happens.
  const quietKickOff = (events: Events) =>
    events
      .twoD6(3, 4, "kick-off-event")
      .add({ _tag: "DiceRolled", die: "d6", faces: [4], for: "cheering-fans", team: "home" })
      .add({ _tag: "DiceRolled", die: "d6", faces: [4], for: "cheering-fans", team: "away" })

  it("a kick aimed at (18, 1) deviating up 3 hits the sideline wall, not the crowd: the template on (18, -1), D6 5 puts it on (17, 0), where a1 catches it", () => {
    const { match, aim } = aimed(street, { a1: [17, 0] })
    const events = new Events().add({ _tag: "KickAimed", player: "h1", at: [18, 1] }).roll("d8", [2], "kick-deviation-direction").d6(3, "kick-deviation-distance").d6(5, "wall")
    const played = playOk(match, aim, quietKickOff(events).d6(6, "catch", "a1").list)
    expect(played.states[3]!.ball).toEqual({ at: [17, 0], carrier: null, inPlay: false })
    expect(played.state.ball).toEqual({ at: [17, 0], carrier: "a1", inPlay: true })
    expect(played.outcomes.some((o) => o._tag === "Note" && o.text.includes("touchback"))).toBe(false)
  })

  it("a kick deviating onto the market stall at (18, 4): D8 2 (up) moves it the minimum distance back onto the pitch, (18, 1), where it will land", () => {
    const { match, aim } = aimed(street, {})
    const events = new Events().add({ _tag: "KickAimed", player: "h1", at: [18, 7] }).roll("d8", [2], "kick-deviation-direction").d6(3, "kick-deviation-distance").roll("d8", [2], "wall")
    const played = playOk(match, aim, events.list)
    expect(played.state.ball).toEqual({ at: [18, 1], carrier: null, inPlay: false })
    expect(played.state.stack.at(-1)).toEqual({ _tag: "KickOffEvent" })
  })

  it("a kick deviating into the sewer pit at (18, 4): the D8 is the pit's (purpose sewer-pit), 7 (down) brings it out to (18, 6)", () => {
    const { match, aim } = aimed(sewer, {})
    const events = new Events().add({ _tag: "KickAimed", player: "h1", at: [18, 7] }).roll("d8", [2], "kick-deviation-direction").d6(3, "kick-deviation-distance")
    expect(play(match, aim, [...events.list, { _tag: "DiceRolled", seq: 4, die: "d8", faces: [7], for: "wall" } as never]).violation).toMatchObject({ _tag: "RuleViolation", seq: 4 })
    const played = playOk(match, aim, events.roll("d8", [7], "sewer-pit").list)
    expect(played.state.ball.at).toEqual([18, 6])
  })

  it("a touchback is still a kick over the end-zone edge: aimed at (24, 7), deviating right 3 to (27, 7)", () => {
    const { match, aim } = aimed(street, { a1: [20, 7] })
    const events = new Events().add({ _tag: "KickAimed", player: "h1", at: [24, 7] }).roll("d8", [5], "kick-deviation-direction").d6(3, "kick-deviation-distance")
    const played = playOk(match, aim, quietKickOff(events).list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "Touchback", team: 1 })
  })

  it("a kick coming off the wall into the kicking team's half is a touchback: aimed at (13, 1), deviating up-left 2 into the wall past (12, 0), D6 1 puts it back on (12, 0)", () => {
    const { match, aim } = aimed(street, { a1: [20, 7] })
    const events = new Events().add({ _tag: "KickAimed", player: "h1", at: [13, 1] }).roll("d8", [1], "kick-deviation-direction").d6(2, "kick-deviation-distance").d6(1, "wall")
    const played = playOk(match, aim, quietKickOff(events).list)
    expect(played.states[3]!.ball.at).toEqual([12, 0])
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "Touchback", team: 1 })
  })

  // h1 passes at `to`: the passing test is `face`, and Home decline the re-roll.
  const pass = (to: readonly [number, number], face: number) =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "pass" })
      .add({ _tag: "PassAimed", player: "h1", at: [to[0], to[1]] })
      .d6(face, "pass", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })

  it("a pass from (2, 4) to (11, 4) whose ruler crosses the market stall takes −1 besides the Long Pass's −2: a 5 is 2, inaccurate", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [2, 4], h2: [11, 4], a1: [20, 7] }, ballCarrier: "h1" })
    const played = play(match, state, pass([11, 4], 5).list)
    expect(played.violation).toBeNull()
    expect(played.rulings.find((r) => r.rule === "Pass")).toMatchObject({
      modifiers: [{ value: -2, source: "range: Long Pass" }, { value: -1, source: "the ruler crosses a market stall" }],
      total: 2,
      row: "inaccurate"
    })
  })

  it("the same pass down the open middle lane, (2, 7) to (11, 7), has no stall modifier", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [2, 7], h2: [11, 7], a1: [20, 7] }, ballCarrier: "h1" })
    const played = play(match, state, pass([11, 7], 5).list)
    expect(played.rulings.find((r) => r.rule === "Pass")!.modifiers).toEqual([{ value: -2, source: "range: Long Pass" }])
  })

  it("an inaccurate pass at (10, 6) scattering left, up, left finishes on the stall at (8, 5): the vendor throws it back, D8 7 (down) to (8, 6), where h2 catches it", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [2, 7], h2: [8, 6], a1: [20, 7] }, ballCarrier: "h1" })
    const events = pass([10, 6], 4).roll("d8", [4], "scatter").roll("d8", [2], "scatter").roll("d8", [4], "scatter").roll("d8", [7], "wall").d6(6, "catch", "h2")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Back onto the pitch")).toBeDefined()
    expect(played.state.ball).toEqual({ at: [8, 6], carrier: "h2", inPlay: true })
  })

  it("an inaccurate pass at (13, 1) scattering up twice hits the sideline wall past (13, 0): the template on (13, -1), D6 5 puts it on (12, 0), where h2 catches it", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [10, 3], h2: [12, 0], a1: [20, 7] }, ballCarrier: "h1" })
    const events = pass([13, 1], 3).roll("d8", [2], "scatter").roll("d8", [2], "scatter").d6(5, "wall").d6(6, "catch", "h2")
    const played = playOk(match, state, events.list)
    expect(played.state.ball).toEqual({ at: [12, 0], carrier: "h2", inPlay: true })
  })

  it("a wildly inaccurate pass deviating into a sewer pit comes back out: h1 on (10, 7), marked, rolls a 2 (1 after −1), D8 1 and D6 3 take it to (7, 4) in the pit; D8 6 (down-left) brings it out past (6, 5) to (5, 6), and it bounces twice to (7, 6)", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [10, 7], a1: [11, 8], h2: [3, 7] }, ballCarrier: "h1" })
    const events = pass([12, 7], 2).roll("d8", [1], "scatter").d6(3, "scatter").roll("d8", [6], "sewer-pit").roll("d8", [5], "bounce").roll("d8", [5], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Pass")).toMatchObject({ row: "wildly-inaccurate" })
    expect(played.state.ball).toEqual({ at: [7, 6], carrier: null, inPlay: true })
  })

  it("a crowd throw-in from the end zone flying into the sideline wall comes off it: the ball bounces out at (0, 1), is thrown in up-right (D6 1) 3 squares, hits the wall past (1, 0); the template on (2, -1), D6 3 puts it on (2, 0), and it bounces twice (D8 7, 7) to (2, 2)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [1, 2], a1: [20, 7] }, ballAt: [0, 1] })
    const events = fumble([1, 2], [0, 1])
      .roll("d8", [4], "bounce")
      .d6(1, "throw-in-direction")
      .twoD6(1, 2, "throw-in-distance")
      .d6(3, "wall")
      .roll("d8", [7], "bounce")
      .roll("d8", [7], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.states[7]!.ball.at).toEqual([2, 0])
    expect(played.state.ball).toEqual({ at: [2, 2], carrier: null, inPlay: true })
  })

  it("a deflected pass scattering into the sideline wall comes off it and comes down with no more interference: a1 on (12, 1) deflects h1's pass at (14, 1), drops it, it scatters up twice; D6 3 puts it on (12, 0)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [10, 1], h2: [14, 1], a1: [12, 1] }, ballCarrier: "h1" })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "pass" })
      .add({ _tag: "PassAimed", player: "h1", at: [14, 1] })
      .d6(6, "pass", "h1")
      .d6(6, "interception", "a1")
      .d6(1, "catch", "a1")
      .roll("d8", [2], "scatter")
      .roll("d8", [2], "scatter")
      .d6(3, "wall")
    const played = play(match, state, events.list)
    expect(played.violation).toBeNull()
    expect(played.states[7]!.stack.some((step) => step._tag === "PassInterference")).toBe(false)
    expect(played.states[7]!.ball.at).toEqual([12, 0])
  })
})

// a1 on (10, 3), blocked from (11, 3) with a Push Back: the three squares behind are the sewer pit.
const intoThePit = (events: Events, follow = false) =>
  block(events).add({ _tag: "PushChosen", player: "a1", to: [9, 3] }).add({ _tag: "FollowUpChosen", player: "h1", follow })

describe("Gutter Bowl features: sewer pits", () => {
  it("all three squares behind a1 (10, 3) are the sewer pit: a1 is pushed in, onto (9, 3), and loses their tackle zone", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [11, 3], a1: [10, 3] } })
    const played = playOk(match, state, intoThePit(new Events()).list)
    expect(where(played.state, "a1")).toMatchObject({ at: [9, 3], posture: "standing", lostTackleZones: true })
  })

  it("pushed diagonally from (2, 7), the two other squares behind a1 (3, 6) are occupied (a2, a3): a1 goes into the pit at (4, 5), with no choice to make", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [2, 7], a1: [3, 6], a2: [4, 6], a3: [3, 5] } })
    const played = playOk(match, state, block(new Events()).add({ _tag: "FollowUpChosen", player: "h1", follow: false }).list)
    expect(where(played.state, "a1").at).toEqual([4, 5])
  })

  it("a push with a free square beside the pit may not choose the pit", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [11, 5], a1: [10, 5] } })
    const events = block(new Events()).add({ _tag: "PushChosen", player: "a1", to: [9, 5] })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "push", seq: 5 })
  })

  it("a chain push ending in the pit: h1 (12, 3) pushes a1 (11, 3) west; with a3 on (10, 2) and a4 on (10, 4), a1 goes to (10, 3) and pushes a2 on into the pit at (9, 3)", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [12, 3], a1: [11, 3], a2: [10, 3], a3: [10, 2], a4: [10, 4] } })
    const events = block(new Events())
      .add({ _tag: "PushChosen", player: "a1", to: [10, 3] })
      .add({ _tag: "PushChosen", player: "a2", to: [9, 3] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a2")).toMatchObject({ at: [9, 3], lostTackleZones: true })
    expect(where(played.state, "a1").at).toEqual([10, 3])
  })

  it("a POW! is resolved first: a1 falls over (armour 2 + 2 + 1 holds), then goes into the pit prone", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [11, 3], a1: [10, 3] } })
    const events = block(new Events(), "a1", 6).add({ _tag: "PushChosen", player: "a1", to: [9, 3] }).twoD6(2, 2, "armour", "a1").add({ _tag: "FollowUpChosen", player: "h1", follow: false })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1")).toMatchObject({ at: [9, 3], posture: "prone" })
  })

  it("the ball carrier pushed into the pit takes the ball in; it comes straight back out (D8 7, down, to (9, 6)) and bounces on (D8 5) to (10, 6)", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [11, 3], a1: [10, 3] }, ballCarrier: "a1" })
    const events = block(new Events()).add({ _tag: "PushChosen", player: "a1", to: [9, 3] }).roll("d8", [7], "sewer-pit").roll("d8", [5], "bounce").add({ _tag: "FollowUpChosen", player: "h1", follow: false })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1").at).toEqual([9, 3])
    expect(played.state.ball).toEqual({ at: [10, 6], carrier: null, inPlay: true })
  })

  it("two in one pit: a2 is already on (9, 3), so a1's D8 places them; 5 (onto (10, 3), not the pit) is rolled again, 6 puts a1 on (8, 4)", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [11, 3], a1: [10, 3], a2: [9, 3] } })
    const events = block(new Events()).add({ _tag: "PushChosen", player: "a1", to: [9, 3] }).roll("d8", [5], "sewer-pit", "a1").roll("d8", [6], "sewer-pit", "a1").add({ _tag: "FollowUpChosen", player: "h1", follow: false })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1").at).toEqual([8, 4])
    expect(where(played.state, "a2").at).toEqual([9, 3])
  })

  // h1 follows up onto (10, 3), next to a1 in the pit; Home end the turn, Away end theirs (a1 rolls 2 and stays in).
  const nextHomeTurn = () =>
    intoThePit(new Events(), true).add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "TurnEnded", team: "away" }).d6(2, "sewer-pit", "a1")

  it("a player in the pit has no tackle zone: in Home's next turn h1 leaves (10, 3), next to a1 in the pit, without a dodge", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [11, 3], a1: [10, 3] } })
    const events = nextHomeTurn()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [11, 3] })
      .add({ _tag: "TurnEnded", team: "home" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1").at).toEqual([11, 3])
    expect(played.rulings.some((r) => r.rule === "Dodge")).toBe(false)
  })

  it("a player in the pit cannot be targeted: h1 cannot block a1 there", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [11, 3], a1: [10, 3] } })
    const events = nextHomeTurn().add({ _tag: "ActionDeclared", player: "h1", action: "block" }).add({ _tag: "BlockThrown", player: "h1", target: "a1" })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "block", seq: 11 })
  })

  it("a player in the pit cannot be activated in their own turn", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [11, 3], a1: [10, 3] } })
    const events = intoThePit(new Events()).add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "ActionDeclared", player: "a1", action: "move" })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "activation", seq: 8 })
  })

  // a1 is in the pit at (9, 3); Home end their turn, then Away end theirs: Away roll for a1.
  const awayTurnOver = (follow = false) => intoThePit(new Events(), follow).add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "TurnEnded", team: "away" })

  it("the end of Away's turn, a D6 for a1 in the pit: 2, it's all quiet down here, a1 stays in for another turn", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [11, 3], a1: [10, 3] } })
    const played = playOk(match, state, awayTurnOver().d6(2, "sewer-pit", "a1").list)
    expect(where(played.state, "a1").at).toEqual([9, 3])
    expect(played.state.activeTeam).toBe(0)
  })

  it("no roll at the end of Home's turn for an Away player in the pit", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [11, 3], a1: [10, 3] } })
    const played = playOk(match, state, intoThePit(new Events()).add({ _tag: "TurnEnded", team: "home" }).list)
    expect(played.state.activeTeam).toBe(1)
  })

  it("a 1: whatever lurks below takes a1, a Casualty with the casualty roll (3: badly hurt)", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [11, 3], a1: [10, 3] } })
    const played = playOk(match, state, awayTurnOver().d6(1, "sewer-pit", "a1").roll("d16", [3], "casualty", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "bh" })
  })

  it("a 4+: a1 is put back standing, D8 4 (left) the minimum distance past the pit to (3, 3)", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [11, 3], a1: [10, 3] } })
    const played = playOk(match, state, awayTurnOver().d6(4, "sewer-pit", "a1").roll("d8", [4], "sewer-pit", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [3, 3], posture: "standing", lostTackleZones: false })
  })

  it("put back onto (10, 3) where h1 followed up: h1 is pushed as if a1 blocked from the pit, and Away's coach puts h1 on (11, 2)", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [11, 3], a1: [10, 3] } })
    const events = awayTurnOver(true).d6(6, "sewer-pit", "a1").roll("d8", [5], "sewer-pit", "a1").add({ _tag: "PushChosen", player: "h1", to: [11, 2] })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1").at).toEqual([11, 2])
    expect(where(played.state, "a1")).toMatchObject({ at: [10, 3], posture: "standing" })
  })
})

// h1 on (15, 2) pushes a1 (15, 1) north; (14, 0), (15, 0) and (16, 0) are a2, a3 and a4, so a1
// goes down a chain: the coach sends a1 onto a3's square, and a3 has only the wall behind.
const alongTheWall = { h1: [15, 2], a1: [15, 1], a2: [14, 0], a3: [15, 0], a4: [16, 0] } as const
const intoTheChain = (face = 3) => block(new Events(), "a1", face).add({ _tag: "PushChosen", player: "a1", to: [15, 0] })

describe("Gutter Bowl features: a chain push into the wall", () => {
  it("a chain push ending at the wall: a3 on (15, 0) is pushed into it — D6 2, a3 bounces off and stays up; the chain stops, so a1 stays standing on (15, 1) and h1 cannot follow up", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: alongTheWall })
    const played = playOk(match, state, intoTheChain().d6(2, "wall", "a3").list)
    expect(where(played.state, "a3")).toMatchObject({ at: [15, 0], posture: "standing" })
    expect(where(played.state, "a1")).toMatchObject({ at: [15, 1], posture: "standing" })
    expect(where(played.state, "h1").at).toEqual([15, 2])
    expect(played.rulings.map((r) => r.rule)).toEqual(["Block dice", "Pushed into the wall"])
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: expect.stringContaining("the chain stops") })
    expect(expecting(match, played.state)).not.toMatchObject({ events: ["FollowUpChosen"] })
    expect(played.state.turnover).toBeNull()
  })

  it("the same chain, D6 5: a3 falls over on (15, 0) with the hard-landing +1 on the armour roll; a1 still stays standing on (15, 1), and Home's turn goes on", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: alongTheWall })
    const played = playOk(match, state, intoTheChain().d6(5, "wall", "a3").twoD6(3, 3, "armour", "a3").list)
    expect(where(played.state, "a3")).toMatchObject({ at: [15, 0], posture: "prone" })
    expect(where(played.state, "a1")).toMatchObject({ at: [15, 1], posture: "standing" })
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ player: "a3", modifiers: [{ value: 1, source: "Gutter Bowl (street): falling" }] })
    expect(played.state.turnover).toBeNull()
  })

  it("after a POW! on a1 the wall's D6 is still rolled for a3 (a3 was not the block's target): 2, a3 stays up; then a1 is knocked down where they stand, on (15, 1)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: alongTheWall })
    const played = playOk(match, state, intoTheChain(6).d6(2, "wall", "a3").twoD6(2, 2, "armour", "a1").list)
    expect(where(played.state, "a3")).toMatchObject({ at: [15, 0], posture: "standing" })
    expect(where(played.state, "a1")).toMatchObject({ at: [15, 1], posture: "prone" })
    expect(played.rulings.filter((r) => r.rule === "Armour").map((r) => r.player)).toEqual(["a1"])
  })

  it("a chain that pushes Home's own h2 into the wall: a 4 and h2 falls over — a turnover", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { ...alongTheWall, a3: [20, 7], h2: [15, 0] } })
    const events = block(new Events(), "a1").add({ _tag: "PushChosen", player: "a1", to: [15, 0] }).d6(4, "wall", "h2").twoD6(1, 2, "armour", "h2")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h2")).toMatchObject({ at: [15, 0], posture: "prone" })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "fell-over", player: "h2" })
  })

  it("the legal decisions for a3 are to stay on (15, 0): nothing past the wall is offered", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: alongTheWall })
    const pushing = playOk(match, state, intoTheChain().list).state
    expect(legalDecisions(match, pushing).filter((d) => d._tag === "PushChosen")).toEqual([{ _tag: "PushChosen", player: "a3", to: [15, 0] }])
  })

  it("not at the wall: the same chain one row in (a3 on (15, 1)) pushes a3 to the free (15, 0), a1 takes a3's square and h1 may follow up — no D6", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [15, 3], a1: [15, 2], a2: [14, 1], a3: [15, 1], a4: [16, 1] } })
    const events = block(new Events(), "a1").add({ _tag: "PushChosen", player: "a1", to: [15, 1] }).add({ _tag: "PushChosen", player: "a3", to: [15, 0] }).add({ _tag: "FollowUpChosen", player: "h1", follow: true })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a3").at).toEqual([15, 0])
    expect(where(played.state, "a1").at).toEqual([15, 1])
    expect(where(played.state, "h1").at).toEqual([15, 2])
    expect(played.rulings.some((r) => r.rule === "Pushed into the wall")).toBe(false)
  })
})

// h1 has Leap (MA 6, AG 3+); the street barricade stands between x 10 and 11 on rows 6–8.
const leaper = gutterHeader("street", { home: [player("h1", { skills: ["Leap"] }), ...["h2", "h3", "h4", "h5", "h6", "h7"].map((id) => player(id))] })
const leapTo = (to: readonly [number, number], barricade?: "safe" | "reckless") =>
  new Events()
    .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    .add({ _tag: "PlayerMoved", player: "h1", to: [to[0], to[1]], jump: true, ...(barricade === undefined ? {} : { barricade }) })

describe("Gutter Bowl features: jumping over a barricade", () => {
  it("h1 (Leap) on (10, 7) leaps Recklessly over the barricade to (12, 7): the jump (AG 3+, a 4), then the barricade's D6 (3) — h1 lands standing, having moved 2", () => {
    const { match, state } = gutterPosition(leaper, { team: 0, at: { h1: [10, 7], a1: [20, 7] } })
    const played = playOk(match, state, leapTo([12, 7], "reckless").d6(4, "jump", "h1").d6(3, "barricade", "h1").list)
    expect(where(played.state, "h1")).toMatchObject({ at: [12, 7], posture: "standing" })
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "Activation", moved: 2 })
    expect(played.rulings.map((r) => r.rule)).toEqual(["Jump", "Over the barricade (recklessly)"])
  })

  it("leaping Recklessly, the barricade's D6 is a 1 (re-roll declined): h1 falls over on (12, 7) — a turnover", () => {
    const { match, state } = gutterPosition(leaper, { team: 0, at: { h1: [10, 7], a1: [20, 7] } })
    const events = leapTo([12, 7], "reckless").d6(4, "jump", "h1").d6(1, "barricade", "h1").add({ _tag: "RerollDeclined", team: "home" }).twoD6(1, 1, "armour", "h1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1")).toMatchObject({ at: [12, 7], posture: "prone" })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(true)
  })

  it("leaping Safely costs 2 more: the leap counts 4 (2 + 2) and no barricade D6 is rolled; with only 3 of MA 6 left it is a violation", () => {
    const { match, state } = gutterPosition(leaper, { team: 0, at: { h1: [10, 7], a1: [20, 7] } })
    const played = playOk(match, state, leapTo([12, 7], "safe").d6(4, "jump", "h1").list)
    expect(where(played.state, "h1").at).toEqual([12, 7])
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "Activation", moved: 4 })
    const tired = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [9, 8] })
      .add({ _tag: "PlayerMoved", player: "h1", to: [10, 8] })
      .add({ _tag: "PlayerMoved", player: "h1", to: [10, 7] })
      .add({ _tag: "PlayerMoved", player: "h1", to: [12, 7], jump: true, barricade: "safe" })
    const from = gutterPosition(leaper, { team: 0, at: { h1: [8, 8], a1: [20, 7] } })
    expect(play(from.match, from.state, tired.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "barricade", seq: 5 })
  })

  it("Jump over a prone player across the barricade (h1 without Leap, a1 prone on (11, 7)) is a crossing too and must say how", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [10, 7], a1: [11, 7] }, prone: ["a1"] })
    expect(play(match, state, leapTo([12, 7]).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "barricade", seq: 2 })
    const played = playOk(match, state, leapTo([12, 7], "reckless").d6(5, "jump", "h1").d6(2, "barricade", "h1").list)
    expect(where(played.state, "h1")).toMatchObject({ at: [12, 7], posture: "standing" })
  })

  it("not over the barricade: a leap from (10, 5) to (12, 5) can go over (11, 5), clear of the barricade's end on row 6 — no barricade is crossed, and naming one is a violation", () => {
    const { match, state } = gutterPosition(leaper, { team: 0, at: { h1: [10, 5], a1: [20, 7] } })
    const played = playOk(match, state, leapTo([12, 5]).d6(4, "jump", "h1").list)
    expect(where(played.state, "h1").at).toEqual([12, 5])
    expect(played.rulings.some((r) => r.rule.startsWith("Over the barricade"))).toBe(false)
    expect(play(match, state, leapTo([12, 5], "reckless").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "barricade", seq: 2 })
  })

  it("the legal decisions offer the leap over the barricade Safely or Recklessly", () => {
    const { match, state } = gutterPosition(leaper, { team: 0, at: { h1: [10, 7], a1: [20, 7] } })
    const declared = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).list).state
    const leaps = legalDecisions(match, declared).filter((d) => d._tag === "PlayerMoved" && d.jump === true && d.to[0] === 12 && d.to[1] === 7) as Array<{ barricade?: string }>
    expect(leaps.map((d) => d.barricade)).toEqual(["safe", "reckless"])
  })
})

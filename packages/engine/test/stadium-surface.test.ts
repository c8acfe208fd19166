import { describe, expect, it } from "vitest"
import { expecting, variantAt } from "@sidelines/engine"
import { Events, play, player, playOk, where } from "./support/scenario.js"
import { between, stadiumHeader, stadiumPosition } from "./support/stadium.js"
import { sevensHeader, sevensPosition } from "./support/sevens.js"

// The Unusual Playing Surface table: what the pitch itself does to the ball and the players.

// h1 blocks a1, who holds the ball, with a POW!: a1 is pushed from (11, 7) to (12, 7) and knocked down.
const powOnCarrier = () =>
  new Events()
    .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
    .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
    .roll("block", [6], "block", "h1")
    .add({ _tag: "BlockDieChosen", face: 6 })
    .add({ _tag: "PushChosen", player: "a1", to: [12, 7] })
    .add({ _tag: "FollowUpChosen", player: "h1", follow: false })

describe("Solid Stone", () => {
  const head = stadiumHeader("solid-stone")

  it("a1, knocked down on (12, 7) with the ball, rolls armour at +1 (7 + 1 = 8 against AV 9: holds), then the ball bounces two squares: D8 5 (right) puts it on (14, 7)", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] }, ballCarrier: "a1" })
    const played = playOk(match, state, powOnCarrier().twoD6(3, 4, "armour", "a1").roll("d8", [5], "bounce").list)
    const armour = played.rulings.find((r) => r.rule === "Armour")!
    expect(armour).toMatchObject({ total: 8, success: false, modifiers: [{ value: 1, source: "Blood Bowl (Solid Stone): falling" }] })
    expect(played.state.ball).toEqual({ at: [14, 7], carrier: null, inPlay: true })
  })

  it("a bounce two squares towards the sideline from (12, 13) leaves the pitch after one: the crowd throws it in from (12, 14), its last square on the pitch", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [10, 13], a1: [11, 13] }, ballCarrier: "a1" })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [6], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "a1", to: [12, 13] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
      .twoD6(1, 1, "armour", "a1")
      .roll("d8", [7], "bounce") // straight towards the sideline: (12, 14), then (12, 15) off the pitch
    const played = playOk(match, state, events.list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "ThrowIn", from: [12, 14], stage: "direction" })
  })

  it("without the attribute the same bounce moves one square: Blood Bowl is unchanged", () => {
    const { match, state } = stadiumPosition(stadiumHeader("desperate-for-exposure"), { team: 0, at: { h1: [10, 7], a1: [11, 7] }, ballCarrier: "a1" })
    const played = playOk(match, state, powOnCarrier().twoD6(3, 4, "armour", "a1").roll("d8", [5], "bounce").list)
    expect(played.rulings.find((r) => r.rule === "Armour")!.modifiers).toEqual([])
    expect(played.state.ball.at).toEqual([13, 7])
  })
})

describe("Astrogranite", () => {
  const head = stadiumHeader("astrogranite", { home: [player("h1", { ma: 2 }), player("h2")] })
  // h1 (MA 2) on (5, 7): two squares, then a rush onto (8, 7) that fails (1, re-roll declined).
  const rushFails = () =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [6, 7] })
      .add({ _tag: "PlayerMoved", player: "h1", to: [7, 7] })
      .add({ _tag: "PlayerMoved", player: "h1", to: [8, 7] })
      .d6(1, "rush", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })

  it("a failed rush asks for the astrogranite D6; a 4 keeps h1 standing on (8, 7), no turnover", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [5, 7], a1: [20, 7] } })
    const failed = playOk(match, state, rushFails().list)
    expect(expecting(match, failed.state)).toMatchObject({ kind: "roll", die: "d6", for: "astrogranite", player: "h1" })
    const saved = playOk(match, state, rushFails().d6(4, "astrogranite", "h1").list)
    expect(where(saved.state, "h1")).toMatchObject({ at: [8, 7], posture: "standing" })
    expect(saved.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("…but h1 cannot rush again this activation: a second rush onto (9, 7) is a violation", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [5, 7], a1: [20, 7] } })
    const events = rushFails().d6(4, "astrogranite", "h1").add({ _tag: "PlayerMoved", player: "h1", to: [9, 7] })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "movement", seq: 8 })
  })

  it("on a 3 h1 falls over as normal: a turnover, and the armour roll has the astrogranite +1", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [5, 7], a1: [20, 7] } })
    const played = playOk(match, state, rushFails().d6(3, "astrogranite", "h1").twoD6(4, 4, "armour", "h1").twoD6(2, 2, "injury", "h1").list)
    expect(where(played.state, "h1")).toMatchObject({ at: [8, 7], posture: "stunned" })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(true)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ total: 9, success: true, modifiers: [{ value: 1 }] })
  })
})

describe("Uneven Footing", () => {
  const head = stadiumHeader("uneven-footing", { home: [player("h1"), player("h2", { ma: 3 }), player("h3", { ma: 2 })] })
  const moves = (id: string, from: number, count: number) => {
    const events = new Events().add({ _tag: "ActionDeclared", player: id, action: "move" })
    for (let i = 1; i <= count; i++) events.add({ _tag: "PlayerMoved", player: id, to: [from + i, 7] })
    return events
  }

  it("h1 (MA 6) moves as MA 5: the fifth square needs no roll, the sixth is a rush", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [2, 7], a1: [20, 7] } })
    expect(playOk(match, state, moves("h1", 2, 5).list).state.stack.at(-1)).toMatchObject({ _tag: "Activation", moved: 5 })
    expect(playOk(match, state, moves("h1", 2, 6).list).state.stack.at(-1)).toMatchObject({ _tag: "Test", test: "rush" })
  })

  it("and may rush three times: squares 6, 7 and 8 each pass a rush on 2, a ninth square is a violation", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [2, 7], a1: [20, 7] } })
    const events = moves("h1", 2, 5)
    for (const x of [8, 9, 10]) events.add({ _tag: "PlayerMoved", player: "h1", to: [x, 7] }).d6(2, "rush", "h1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1").at).toEqual([10, 7])
    const ninth = [...events.list, { _tag: "PlayerMoved", seq: events.list.length + 1, player: "h1", to: [11, 7] } as never]
    expect(play(match, state, ninth).violation).toMatchObject({ rule: "movement", message: expect.stringContaining("MA 5 and 3 rushes") })
  })

  it("MA never drops below 3 for it: h2 (MA 3) still moves 3 before rushing, h3 (MA 2) keeps MA 2", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h2: [2, 7], h3: [2, 9], a1: [20, 7] } })
    expect(playOk(match, state, moves("h2", 2, 3).list).state.stack.at(-1)).toMatchObject({ _tag: "Activation", moved: 3 })
    const h3 = new Events().add({ _tag: "ActionDeclared", player: "h3", action: "move" }).add({ _tag: "PlayerMoved", player: "h3", to: [3, 9] }).add({ _tag: "PlayerMoved", player: "h3", to: [4, 9] }).add({ _tag: "PlayerMoved", player: "h3", to: [5, 9] })
    expect(playOk(match, state, h3.list).state.stack.at(-1)).toMatchObject({ _tag: "Test", test: "rush" })
  })
})

describe("Sloping Pitch", () => {
  const head = stadiumHeader("sloping-pitch", { home: [player("h1", { ma: 2 }), player("h2")] })

  it("at the start of the first drive a D6 sets the slope: 5 is down towards the kicking team's (Home's) end zone", () => {
    const { match, state } = between(head, [{ _tag: "StartDrive", kickingTeam: 0 }])
    const rolled = playOk(match, state, new Events().d6(5, "sloping-pitch").list)
    expect(rolled.state.stadium).toEqual({ attribute: "sloping-pitch", downhill: 0 })
    // The set-up follows; no second slope roll at the next drive.
    // (Home, with only two players to field, may also concede there.)
    expect(expecting(match, rolled.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerPlaced", "SetupEnded", "MatchConceded"] })
    const second = between(head, [{ _tag: "StartDrive", kickingTeam: 1 }], { stadium: rolled.state.stadium! })
    const placed = playOk(second.match, second.state, new Events().add({ _tag: "PlayerPlaced", player: "a1", at: [14, 7] }).list)
    expect(where(placed.state, "a1").at).toEqual([14, 7])
  })

  it("a 2 slopes it down towards the receivers' (Away's) end zone", () => {
    const { match, state } = between(head, [{ _tag: "StartDrive", kickingTeam: 0 }])
    expect(playOk(match, state, new Events().d6(2, "sloping-pitch").list).state.stadium).toEqual({ attribute: "sloping-pitch", downhill: 1 })
  })

  // Downhill towards Home's end zone (x = 0). h1 on (10, 7) steps onto the ball on (11, 7) and fails the pick-up.
  const failedPickUp = () =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "h2", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h2", to: [11, 7] })
      .d6(1, "pick-up", "h2")
      .add({ _tag: "RerollDeclined", team: "home" })

  it("the ball bounces with a D6 on the Throw-in template pointing down the slope: 3 or 4 straight down to (10, 7), 1 down and across to (10, 8)", () => {
    const sloping = { attribute: "sloping-pitch", downhill: 0 } as const
    const { match, state } = stadiumPosition(head, { team: 0, at: { h2: [10, 7], a1: [20, 7] }, ballAt: [11, 7], stadium: sloping })
    const failed = playOk(match, state, failedPickUp().list)
    expect(expecting(match, failed.state)).toMatchObject({ kind: "roll", die: "d6", for: "bounce" })
    expect(playOk(match, state, failedPickUp().d6(3, "bounce").list).state.ball.at).toEqual([10, 7])
    expect(playOk(match, state, failedPickUp().d6(1, "bounce").list).state.ball.at).toEqual([10, 8])
    // A D8 is not the bounce roll on a slope.
    expect(play(match, state, failedPickUp().roll("d8", [3], "bounce").list).violation).toMatchObject({ rule: "bounce" })
  })

  // h1 (MA 2) on (10, 7) moving towards x = 0: two squares, two rushes, and a third rush onto (5, 7).
  const runsLeft = () => {
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    events.add({ _tag: "PlayerMoved", player: "h1", to: [9, 7] }).add({ _tag: "PlayerMoved", player: "h1", to: [8, 7] })
    for (const x of [7, 6]) events.add({ _tag: "PlayerMoved", player: "h1", to: [x, 7] }).d6(3, "rush", "h1")
    return events.add({ _tag: "PlayerMoved", player: "h1", to: [5, 7] })
  }

  it("a third rush is allowed when it takes h1 closer to the end zone at the bottom of the slope", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [10, 7], a1: [20, 7] }, stadium: { attribute: "sloping-pitch", downhill: 0 } })
    const played = playOk(match, state, runsLeft().d6(3, "rush", "h1").list)
    expect(where(played.state, "h1")).toMatchObject({ at: [5, 7], posture: "standing" })
  })

  it("uphill it is not: with the slope down towards Away's end zone the same third rush is a violation", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [10, 7], a1: [20, 7] }, stadium: { attribute: "sloping-pitch", downhill: 1 } })
    expect(play(match, state, runsLeft().list).violation).toMatchObject({ rule: "movement", seq: 8 })
  })

  it("after half-time the slope turns round: rolled down towards Home's end zone, in the second half the third rush towards it is uphill", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [10, 7], a1: [20, 7] }, stadium: { attribute: "sloping-pitch", downhill: 0 }, half: 2 })
    expect(play(match, state, runsLeft().list).violation).toMatchObject({ rule: "movement", seq: 8 })
    expect(variantAt(match, state).bounceDownhill).toEqual([1, 0])
    expect(variantAt(match, { ...state, half: 1 }).bounceDownhill).toEqual([-1, 0])
  })
})

describe("Uncovered Trapdoors (on the Sevens pitch, whose trapdoors are on (4, 1) and (15, 9))", () => {
  const head = { ...sevensHeader(), options: { stadium: "uncovered-trapdoors" as const } }

  it("the trapdoors are open all match: h1 stepping from (5, 1) onto (4, 1) rolls the D6 with no prayer in force, and a 1 drops them through", () => {
    const { match, state } = sevensPosition(head, { team: 0, at: { h1: [5, 1], a1: [15, 5] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [4, 1] })
    expect(expecting(match, playOk(match, state, events.list).state)).toMatchObject({ kind: "roll", die: "d6", for: "trapdoor", player: "h1" })
    const played = playOk(match, state, events.d6(1, "trapdoor", "h1").twoD6(2, 3, "injury", "h1").list)
    expect(where(played.state, "h1")).toMatchObject({ at: null, box: "reserves" })
    expect(played.rulings.find((r) => r.rule === "Uncovered Trapdoors")).toBeDefined()
  })

  // h1 on (6, 1) steps onto the ball on (5, 1), fails the pick-up, and it bounces left onto the trapdoor (4, 1).
  const ontoTrapdoor = () =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [5, 1] })
      .d6(1, "pick-up", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [4], "bounce")

  it("a ball coming to rest on a trapdoor is thrown out by the groundskeeper: it deviates, D8 5 (right) and D6 3, to (7, 1), where it bounces", () => {
    const { match, state } = sevensPosition(head, { team: 0, at: { h1: [6, 1], a1: [15, 5] }, ballAt: [5, 1] })
    const rested = playOk(match, state, ontoTrapdoor().list)
    expect(expecting(match, rested.state)).toMatchObject({ kind: "roll", die: "d8", for: "trapdoor" })
    const played = playOk(match, state, ontoTrapdoor().roll("d8", [5], "trapdoor").d6(3, "trapdoor").list)
    expect(played.state.ball.at).toEqual([7, 1])
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d8", for: "bounce" })
  })

  it("without the attribute the ball simply rests on the trapdoor", () => {
    const { match, state } = sevensPosition(sevensHeader(), { team: 0, at: { h1: [6, 1], a1: [15, 5] }, ballAt: [5, 1] })
    const played = playOk(match, state, ontoTrapdoor().list)
    expect(played.state.ball).toEqual({ at: [4, 1], carrier: null, inPlay: true })
  })
})

describe("Ice", () => {
  const head = stadiumHeader("ice")
  const knockedDown = (at: Readonly<Record<string, readonly [number, number]>>, pushTo: readonly [number, number]) => {
    const { match, state } = stadiumPosition(head, { team: 0, at: at as Record<string, [number, number]> })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [6], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "a1", to: [pushTo[0], pushTo[1]] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
    return { match, state, events }
  }

  it("a1, knocked down on (12, 7), first slides a square: D8 5 (right) to (13, 7), then goes down there and rolls armour", () => {
    const { match, state, events } = knockedDown({ h1: [10, 7], a1: [11, 7] }, [12, 7])
    expect(expecting(match, playOk(match, state, events.list).state)).toMatchObject({ kind: "roll", die: "d8", for: "ice", player: "a1" })
    const played = playOk(match, state, events.roll("d8", [5], "ice", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [13, 7], posture: "prone" })
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "2d6", for: "armour", player: "a1" })
  })

  it("sliding into a square someone stands on, a1 does not move: down on (12, 7)", () => {
    const { match, state, events } = knockedDown({ h1: [10, 7], a1: [11, 7], a2: [13, 7] }, [12, 7])
    const played = playOk(match, state, events.roll("d8", [5], "ice", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [12, 7], posture: "prone" })
    expect(where(played.state, "a2")).toMatchObject({ at: [13, 7], posture: "standing" })
  })

  it("sliding off the pitch from (11, 14) (D8 7), a1 is in the crowd: the crowd's injury roll, no armour roll (7: reserves)", () => {
    const { match, state, events } = knockedDown({ h1: [11, 12], a1: [11, 13] }, [11, 14])
    const slid = playOk(match, state, events.roll("d8", [7], "ice", "a1").list)
    expect(expecting(match, slid.state)).toMatchObject({ kind: "roll", die: "2d6", for: "injury", player: "a1" })
    const played = playOk(match, state, events.twoD6(3, 4, "injury", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "reserves" })
    expect(played.rulings.some((r) => r.rule === "Armour")).toBe(false)
  })

  it("sliding onto the loose ball on (13, 7): a1 goes down there and the ball bounces", () => {
    const { match, state: before, events } = knockedDown({ h1: [10, 7], a1: [11, 7] }, [12, 7])
    const state = { ...before, ball: { at: [13, 7] as const, carrier: null, inPlay: true } }
    const played = playOk(match, state, events.roll("d8", [5], "ice", "a1").twoD6(1, 2, "armour", "a1").list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d8", for: "bounce" })
  })

  it("the players' kit keeps their movement as usual: on Ice h1 (MA 6) moves six squares with no roll, the seventh is a rush on 2+, and nobody slides who stays up", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [2, 7], a1: [20, 7] } })
    const moves = (count: number) => {
      const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      for (let i = 1; i <= count; i++) events.add({ _tag: "PlayerMoved", player: "h1", to: [2 + i, 7] })
      return events
    }
    const six = playOk(match, state, moves(6).list)
    expect(six.state.stack.at(-1)).toMatchObject({ _tag: "Activation", moved: 6 })
    expect(six.rulings).toEqual([])
    expect(playOk(match, state, moves(7).list).state.stack.at(-1)).toMatchObject({ _tag: "Test", test: "rush" })
    const rushed = playOk(match, state, moves(7).d6(2, "rush", "h1").list)
    expect(where(rushed.state, "h1")).toMatchObject({ at: [9, 7], posture: "standing" })
    expect(expecting(match, rushed.state)).not.toMatchObject({ for: "ice" })
  })

  it("a player who falls over slides too: h1's failed dodge from (10, 7) lands on (9, 7), then D8 4 slides them to (8, 7)", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [9, 7] })
      .d6(1, "dodge", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [4], "ice", "h1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1")).toMatchObject({ at: [8, 7], posture: "prone" })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(true)
  })
})

import { describe, expect, it } from "vitest"
import { expecting, legalDecisions, variantAt } from "@sidelines/engine"
import { Events, header, play, playOk, player, where } from "./support/scenario.js"
import { stadiumHeader, stadiumPosition } from "./support/stadium.js"
import { kickOffHeader, kickOffPosition, kickOffRoll, teamDice } from "./support/kick-off-support.js"

// The crowd and the walls around it: pushes off the pitch, balls off the pitch, the fans.

// `blocker` on (11, 1) blocks `target` on the sideline row (11, 0) with one die showing `face`.
const blockAtSideline = (blocker: string, target: string, face: number) =>
  new Events()
    .add({ _tag: "ActionDeclared", player: blocker, action: "block" })
    .add({ _tag: "BlockThrown", player: blocker, target })
    .roll("block", [face], "block", blocker)
    .add({ _tag: "BlockDieChosen", face })

describe("Enclosed Pitch", () => {
  const head = stadiumHeader("enclosed-pitch")

  it("a1 on (11, 0), pushed back with the crowd behind every square, is slammed into the wall: knocked down on (11, 0), armour roll, no follow-up", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [11, 1], a1: [11, 0] } })
    const played = playOk(match, state, blockAtSideline("h1", "a1", 3).twoD6(2, 3, "armour", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [11, 0], posture: "prone", box: null })
    expect(where(played.state, "h1").at).toEqual([11, 1])
    expect(played.rulings.map((r) => r.rule)).toEqual(["Block dice", "Armour"])
  })

  it("a push into the crowd cannot be chosen", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [11, 1], a1: [11, 0] } })
    const events = blockAtSideline("h1", "a1", 3).add({ _tag: "PushChosen", player: "a1", to: null })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "push", seq: 5 })
  })

  it("the legal decisions for that push are to stay on (11, 0) (or leave PushChosen out); the crowd is not among them", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [11, 1], a1: [11, 0] } })
    const blocked = playOk(match, state, blockAtSideline("h1", "a1", 3).list).state
    const pushes = legalDecisions(match, blocked).filter((d) => d._tag === "PushChosen")
    expect(pushes).toEqual([{ _tag: "PushChosen", player: "a1", to: [11, 0] }])
  })

  it("with a free square behind, the push is the ordinary one", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [11, 2], a1: [11, 1] } })
    const played = playOk(match, state, blockAtSideline("h1", "a1", 3).add({ _tag: "PushChosen", player: "a1", to: [11, 0] }).add({ _tag: "FollowUpChosen", player: "h1", follow: false }).list)
    expect(where(played.state, "a1")).toMatchObject({ at: [11, 0], posture: "standing" })
  })

  // A chain to the wall: h1 on (11, 2) pushes a1 on (11, 1) towards the sideline row, where a2,
  // a3 and a4 fill (11, 0), (10, 0) and (12, 0); a1 is pushed into a2's square and a2 would go
  // into the crowd.
  const chain = { h1: [11, 2], a1: [11, 1], a2: [11, 0], a3: [10, 0], a4: [12, 0] } as const
  const blockDown = (face: number) =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [face], "block", "h1")
      .add({ _tag: "BlockDieChosen", face })
      .add({ _tag: "PushChosen", player: "a1", to: [11, 0] })

  it("a chain push ending at the wall: a2 on (11, 0) is slammed into it and knocked down there (armour roll); the chain stops, so a1 stays standing on (11, 1) and h1 cannot follow up", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: chain })
    const played = playOk(match, state, blockDown(3).twoD6(2, 3, "armour", "a2").list)
    expect(where(played.state, "a2")).toMatchObject({ at: [11, 0], posture: "prone", box: null })
    expect(where(played.state, "a1")).toMatchObject({ at: [11, 1], posture: "standing" })
    expect(where(played.state, "h1").at).toEqual([11, 2])
    expect(played.rulings.map((r) => r.rule)).toEqual(["Block dice", "Armour"])
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: expect.stringContaining("the chain stops") })
    // Nothing is left to decide about the block: no follow-up is asked for.
    expect(expecting(match, played.state)).not.toMatchObject({ events: ["FollowUpChosen"] })
    expect(played.state.turnover).toBeNull()
  })

  it("the same chain after a POW!: a2 is knocked down against the wall first, then a1 where they stand, each with an armour roll", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: chain })
    const played = playOk(match, state, blockDown(6).twoD6(2, 3, "armour", "a2").twoD6(1, 2, "armour", "a1").list)
    expect(where(played.state, "a2")).toMatchObject({ at: [11, 0], posture: "prone" })
    expect(where(played.state, "a1")).toMatchObject({ at: [11, 1], posture: "prone" })
    expect(played.rulings.filter((r) => r.rule === "Armour").map((r) => r.player)).toEqual(["a2", "a1"])
  })

  it("a chain that slams the moving team's own h2 into the wall is a turnover", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { ...chain, a2: [20, 7], h2: [11, 0] } })
    const played = playOk(match, state, blockDown(3).twoD6(2, 3, "armour", "h2").list)
    expect(where(played.state, "h2")).toMatchObject({ at: [11, 0], posture: "prone" })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "knocked-down", player: "h2" })
  })

  it("without the Enclosed Pitch the same chain pushes a2 into the crowd, and a1 takes a2's square", () => {
    const { match, state } = stadiumPosition(header([player("h1")], ["a1", "a2", "a3", "a4"].map((id) => player(id))), { team: 0, at: chain })
    const played = playOk(match, state, blockDown(3).add({ _tag: "PushChosen", player: "a2", to: null }).twoD6(1, 1, "injury", "a2").add({ _tag: "FollowUpChosen", player: "h1", follow: false }).list)
    expect(where(played.state, "a2")).toMatchObject({ at: null })
    expect(where(played.state, "a1")).toMatchObject({ at: [11, 0], posture: "standing" })
  })

  // h1 on (11, 1) steps onto the ball on the sideline square (11, 0) and fails to pick it up.
  const failedPickUp = () =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [11, 0] })
      .d6(1, "pick-up", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [2], "bounce") // up, off the pitch

  it("the ball bouncing off the pitch comes off the wall: the Throw-in template's D6 (3: straight back) and one square, to (11, 1) — no distance roll", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [11, 1], a1: [20, 7] }, ballAt: [11, 0] })
    const bounced = playOk(match, state, failedPickUp().list)
    expect(expecting(match, bounced.state)).toMatchObject({ kind: "roll", die: "d6", for: "throw-in-direction" })
    const played = playOk(match, state, failedPickUp().d6(3, "throw-in-direction").list)
    expect(played.state.ball).toEqual({ at: [11, 1], carrier: null, inPlay: true })
    expect(played.rulings.at(-1)).toMatchObject({ rule: "Off the stadium wall" })
  })

  it("a kick still leaves the pitch as normal: one coming down off the pitch at (20, 15) is a touchback, not a ball off the wall", () => {
    const base = kickOffHeader()
    const { match, state } = kickOffPosition({ ...base, options: { stadium: "enclosed-pitch" } }, { landing: [20, 15] })
    expect(variantAt(match, state).crowdWalled).toBe(true)
    const played = playOk(match, state, kickOffRoll(5).list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: ["TouchbackGiven"] })
    expect(played.rulings.some((r) => r.rule === "Off the stadium wall")).toBe(false)
  })

  it("a thrown player still leaves the pitch as normal: g1 (Right Stuff), thrown by t1 from (10, 1) at (12, 0), scatters up into the crowd — the crowd's injury roll, no wall", () => {
    const thrower = { position: "Troll", ma: 4, st: 5, ag: 5, pa: 5, av: 10, traits: ["Throw Team-mate"] }
    const goblin = { position: "Goblin", ma: 6, st: 2, ag: 3, pa: 4, av: 8, traits: ["Right Stuff", "Stunty"] }
    const walled = stadiumHeader("enclosed-pitch", { home: [player("t1", thrower), player("g1", goblin)] })
    const { match, state } = stadiumPosition(walled, { team: 0, at: { t1: [10, 1], g1: [10, 0], a1: [20, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "t1", action: "throw-team-mate" })
      .add({ _tag: "TeamMateThrown", player: "t1", target: "g1", at: [12, 0] }).d6(6, "throw-team-mate", "t1").roll("d8", [2], "scatter")
    expect(expecting(match, playOk(match, state, events.list).state)).toMatchObject({ kind: "roll", for: "injury", player: "g1" })
    const played = playOk(match, state, events.twoD6(3, 3, "injury", "g1").list)
    expect(where(played.state, "g1")).toMatchObject({ at: null, box: "reserves" })
  })

  it("a pass still leaves the pitch as normal: h1's Quick Pass from (11, 2) to (11, 0) is inaccurate (2) and scatters up off the pitch; the crowd throws it in with the template's D6 and a 2D6 distance, as anywhere", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [11, 2], a1: [20, 7] }, ballCarrier: "h1" })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "pass" })
      .add({ _tag: "PassAimed", player: "h1", at: [11, 0] })
      .d6(2, "pass", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [2], "scatter")
      .d6(3, "throw-in-direction")
    const thrown = playOk(match, state, events.list)
    expect(expecting(match, thrown.state)).toMatchObject({ kind: "roll", die: "2d6", for: "throw-in-distance" })
    expect(thrown.rulings.some((r) => r.rule === "Off the stadium wall")).toBe(false)
  })

  it("a 6 on the template sends it one square diagonally, to (10, 1); a 1 the other way, to (12, 1)", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [11, 1], a1: [20, 7] }, ballAt: [11, 0] })
    expect(playOk(match, state, failedPickUp().d6(6, "throw-in-direction").list).state.ball.at).toEqual([10, 1])
    expect(playOk(match, state, failedPickUp().d6(1, "throw-in-direction").list).state.ball.at).toEqual([12, 1])
  })
})

describe("Boisterous Rabble", () => {
  const head = stadiumHeader("boisterous-rabble")

  it("a1 pushed into the crowd from (11, 0): the injury roll by the crowd is at +1, so 3 + 4 = 7 + 1 = 8 is a KO", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [11, 1], a1: [11, 0] } })
    const events = blockAtSideline("h1", "a1", 3)
      .add({ _tag: "PushChosen", player: "a1", to: null })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
      .twoD6(3, 4, "injury", "a1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Injury")).toMatchObject({ total: 8, modifiers: [{ value: 1, source: "Boisterous Rabble" }] })
    expect(where(played.state, "a1").box).toBe("ko")
  })

  it("Pitch Invasion: each team's D6 has the fan factor +1, and the losers' D3 is +1 (a 2 stuns three)", () => {
    const { match, state } = stadiumPosition(head, { team: 1, at: { h1: [10, 7], h2: [10, 8], h3: [10, 9], h4: [10, 10], a1: [15, 7] } })
    const kickOff = { ...state, phase: "kick-off" as const, activeTeam: null, kickingTeam: 0, ball: { at: [18, 7] as const, carrier: null, inPlay: false }, stack: [{ _tag: "KickResolved" as const }, { _tag: "LandKick" as const }, { _tag: "KickOffEvent" as const }] }
    const events = kickOffRoll(12)
    events.list.push(teamDice("home", "d6", 1, "pitch-invasion"), teamDice("away", "d6", 6, "pitch-invasion"), teamDice("home", "d3", 2, "pitch-invasion"))
    const played = playOk(match, kickOff, events.list.map((e, i) => ({ ...e, seq: i + 1 })))
    const contest = played.rulings.filter((r) => r.rule === "Pitch Invasion")
    expect(contest[0]!.modifiers).toEqual([{ value: 1, source: "Boisterous Rabble" }])
    expect(contest[2]).toMatchObject({ total: 3, modifiers: [{ value: 1 }] })
  })
})

describe("a home stadium", () => {
  const head = stadiumHeader("solid-stone", { homeTeam: "home" })

  it("h1 of the home team pushed into the crowd: a D6 for the home fans, 5 — safe in the reserves, no injury roll", () => {
    const { match, state } = stadiumPosition(head, { team: 1, at: { a1: [11, 1], h1: [11, 0] } })
    const pushed = blockAtSideline("a1", "h1", 3).add({ _tag: "PushChosen", player: "h1", to: null }).add({ _tag: "FollowUpChosen", player: "a1", follow: false })
    expect(expecting(match, playOk(match, state, pushed.list).state)).toMatchObject({ kind: "roll", die: "d6", for: "home-fans", player: "h1" })
    const played = playOk(match, state, pushed.d6(5, "home-fans", "h1").list)
    expect(where(played.state, "h1")).toMatchObject({ at: null, box: "reserves" })
    expect(played.rulings.some((r) => r.rule === "Injury")).toBe(false)
  })

  it("on a 4 the crowd's injury roll follows as normal (9: KO)", () => {
    const { match, state } = stadiumPosition(head, { team: 1, at: { a1: [11, 1], h1: [11, 0] } })
    const events = blockAtSideline("a1", "h1", 3)
      .add({ _tag: "PushChosen", player: "h1", to: null })
      .add({ _tag: "FollowUpChosen", player: "a1", follow: false })
      .d6(4, "home-fans", "h1")
      .twoD6(4, 5, "injury", "h1")
    expect(where(playOk(match, state, events.list).state, "h1").box).toBe("ko")
  })

  it("the visitors' players get no such roll: a1 pushed off goes straight to the injury roll", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [11, 1], a1: [11, 0] } })
    const pushed = blockAtSideline("h1", "a1", 3).add({ _tag: "PushChosen", player: "a1", to: null }).add({ _tag: "FollowUpChosen", player: "h1", follow: false })
    expect(expecting(match, playOk(match, state, pushed.list).state)).toMatchObject({ kind: "roll", die: "2d6", for: "injury", player: "a1" })
  })
})

import { describe, expect, it } from "vitest"
import { expecting } from "@sidelines/engine"
import { Events, play, playOk, where } from "./support/scenario.js"
import { between, stadiumHeader, stadiumPosition } from "./support/stadium.js"
import { kickOffPosition, kickOffRoll, teamDice } from "./support/kick-off-support.js"

// The Local Crowd table, and the Rough & Ready and Unusual Playing Surface attributes that act through the officials and the fans.

// `blocker` on (11, 1) pushes `target` off the sideline square (11, 0) into the crowd; no follow-up.
const pushedIntoCrowd = (blocker: string, target: string) =>
  new Events()
    .add({ _tag: "ActionDeclared", player: blocker, action: "block" })
    .add({ _tag: "BlockThrown", player: blocker, target })
    .roll("block", [3], "block", blocker)
    .add({ _tag: "BlockDieChosen", face: 3 })
    .add({ _tag: "PushChosen", player: target, to: null })
    .add({ _tag: "FollowUpChosen", player: blocker, follow: false })

describe("Bunch of Pacifists", () => {
  const head = stadiumHeader("bunch-of-pacifists")

  it("a1 pushed into the crowd rolls a D6 first: 4 — no injury by the crowd, straight to the reserves", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [11, 1], a1: [11, 0] } })
    expect(expecting(match, playOk(match, state, pushedIntoCrowd("h1", "a1").list).state)).toMatchObject({ kind: "roll", for: "bunch-of-pacifists", player: "a1" })
    const played = playOk(match, state, pushedIntoCrowd("h1", "a1").d6(4, "bunch-of-pacifists", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "reserves" })
    expect(played.rulings.some((r) => r.rule === "Injury")).toBe(false)
  })

  it("on a 3 the crowd's injury roll follows (5 + 5 = 10: a casualty roll)", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [11, 1], a1: [11, 0] } })
    const played = playOk(match, state, pushedIntoCrowd("h1", "a1").d6(3, "bunch-of-pacifists", "a1").twoD6(5, 5, "injury", "a1").list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d16", for: "casualty" })
  })

  it("a Pitch Invasion on the kick-off table is rolled again: after the 12 the table is rolled once more", () => {
    const { match, state } = kickOffPosition(head, { landing: [18, 7] })
    const played = playOk(match, state, kickOffRoll(12).list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "2d6", for: "kick-off-event" })
    expect(played.outcomes.some((o) => o._tag === "KickOffEvent")).toBe(false)
  })
})

describe("Solemn and Silent", () => {
  const head = stadiumHeader("solemn-and-silent", { teams: [{ staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 3 } }, {}] })

  it("cheerleaders have no effect on the kick-off table: Cheering Fans is Home's D6 alone, not D6 + 3", () => {
    const { match, state } = kickOffPosition(head, { landing: [18, 7] })
    const played = playOk(match, state, [...kickOffRoll(6).list, { ...teamDice("home", "d6", 4, "cheering-fans"), seq: 2 }])
    expect(played.rulings.find((r) => r.rule === "Cheering Fans")).toMatchObject({ total: 4, modifiers: [] })
  })

  it("a1 pushed into the crowd from (11, 0) is not hurt (no injury roll) and comes back at the start of Away's next turn, Placed Prone on (11, 0)", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [11, 1], a1: [11, 0], a2: [20, 7] } })
    const pushed = playOk(match, state, pushedIntoCrowd("h1", "a1").list)
    expect(where(pushed.state, "a1")).toMatchObject({ at: null, box: "reserves" })
    expect(expecting(match, pushed.state)).toMatchObject({ kind: "decision", team: 0 })
    const back = playOk(match, state, pushedIntoCrowd("h1", "a1").add({ _tag: "TurnEnded", team: "home" }).list)
    expect(where(back.state, "a1")).toMatchObject({ at: [11, 0], posture: "prone", box: null })
    expect(back.state.activeTeam).toBe(1)
  })

  it("if h1 followed up onto (11, 0), (10, 0) and (12, 0) are as close: Away's coach places a1 on one of them", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [11, 1], a1: [11, 0], a2: [20, 7] } })
    const followed = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [3], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 3 })
      .add({ _tag: "PushChosen", player: "a1", to: null })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: true })
      .add({ _tag: "TurnEnded", team: "home" })
    const waiting = playOk(match, state, followed.list)
    expect(expecting(match, waiting.state)).toMatchObject({ kind: "decision", team: 1, events: ["PlayerPlaced"] })
    const wrong = [...followed.list, { _tag: "PlayerPlaced", seq: 8, player: "a1", at: [11, 1] } as never]
    expect(play(match, state, wrong).violation).toMatchObject({ rule: "Solemn and Silent", seq: 8 })
    const placed = playOk(match, state, followed.add({ _tag: "PlayerPlaced", player: "a1", at: [12, 0] }).list)
    expect(where(placed.state, "a1")).toMatchObject({ at: [12, 0], posture: "prone" })
    expect(expecting(match, placed.state)).toMatchObject({ kind: "decision", team: 1, events: ["ActionDeclared", "TurnEnded"] })
  })
})

describe("Fickle Fans", () => {
  const head = stadiumHeader("fickle-fans")

  it("at the end of each drive one D6: a 1 and both teams lose a fan factor (4 → 3, 0 stays 0)", () => {
    const { match, state } = between(head, [{ _tag: "EndDrive", reason: "touchdown", nextKickingTeam: 0 }], { fanFactors: [4, 0] })
    const played = playOk(match, state, new Events().d6(1, "fickle-fans").list)
    expect(played.state.teams.map((team) => team.fanFactor)).toEqual([3, 0])
    const stayed = playOk(match, state, new Events().d6(2, "fickle-fans").list)
    expect(stayed.state.teams.map((team) => team.fanFactor)).toEqual([4, 0])
  })

  // h1 on (11, 13) steps onto the ball on the sideline square (11, 14), fails to pick it up (a turnover), and it bounces off the pitch.
  const ballOff = () =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [11, 14] })
      .d6(1, "pick-up", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [7], "bounce")

  it("the ball off the pitch: first the crowd's D6; a 4 and it is thrown in as normal", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [11, 13], a1: [20, 7] }, ballAt: [11, 14], turn: 3 })
    expect(expecting(match, playOk(match, state, ballOff().list).state)).toMatchObject({ kind: "roll", die: "d6", for: "fickle-fans" })
    const played = playOk(match, state, ballOff().d6(4, "fickle-fans").list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d6", for: "throw-in-direction" })
  })

  it("a 2: the crowd keeps it through Away's turn, then throws it in from (11, 14) at the end of that turn", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [11, 13], a1: [20, 7] }, ballAt: [11, 14], turn: 3 })
    const kept = playOk(match, state, ballOff().d6(2, "fickle-fans").list)
    expect(kept.state.ball).toEqual({ at: [11, 14], carrier: null, inPlay: false })
    expect(expecting(match, kept.state)).toMatchObject({ kind: "decision", team: 1 })
    const awayDone = playOk(match, state, ballOff().d6(2, "fickle-fans").add({ _tag: "TurnEnded", team: "away" }).list)
    expect(expecting(match, awayDone.state)).toMatchObject({ kind: "roll", die: "d6", for: "throw-in-direction" })
    const back = playOk(match, state, ballOff().d6(2, "fickle-fans").add({ _tag: "TurnEnded", team: "away" }).d6(3, "throw-in-direction").twoD6(1, 1, "throw-in-distance").roll("d8", [2], "bounce").list)
    expect(back.state.ball).toEqual({ at: [11, 11], carrier: null, inPlay: true })
    expect(back.state.activeTeam).toBe(0)
  })

  it("in the last team turn of the half there is no such roll: the ball is thrown in as normal", () => {
    const last = stadiumPosition(head, { team: 0, at: { h1: [11, 13], a1: [20, 7] }, ballAt: [11, 14], turns: [8, 8] })
    const played = playOk(last.match, last.state, ballOff().list)
    expect(expecting(last.match, played.state)).toMatchObject({ kind: "roll", die: "d6", for: "throw-in-direction" })
  })
})

describe("Ale-fuelled Maniacs", () => {
  const head = stadiumHeader("ale-fuelled-maniacs")

  it("before the kick-off table a D6; a 1 in the first half and the crowd decides: D6 4 is an Officious Ref, with no roll on the table", () => {
    const { match, state } = kickOffPosition(head, { landing: [18, 7] })
    const first = playOk(match, state, new Events().d6(1, "ale-fuelled-maniacs").list)
    expect(expecting(match, first.state)).toMatchObject({ kind: "roll", die: "d6", for: "ale-fuelled-maniacs" })
    const played = playOk(match, state, new Events().d6(1, "ale-fuelled-maniacs").d6(4, "ale-fuelled-maniacs").list)
    expect(played.outcomes).toContainEqual({ _tag: "KickOffEvent", result: "officious-ref" })
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d6", for: "officious-ref" })
  })

  it("a 2 in the first half: the kick-off table is rolled as usual", () => {
    const { match, state } = kickOffPosition(head, { landing: [18, 7] })
    expect(expecting(match, playOk(match, state, new Events().d6(2, "ale-fuelled-maniacs").list).state)).toMatchObject({ kind: "roll", die: "2d6", for: "kick-off-event" })
  })

  it("in the second half a 2 is enough: then D6 6 is a Pitch Invasion", () => {
    const { match, state } = kickOffPosition(head, { landing: [18, 7] })
    const played = playOk(match, { ...state, half: 2 }, new Events().d6(2, "ale-fuelled-maniacs").d6(6, "ale-fuelled-maniacs").list)
    expect(played.outcomes).toContainEqual({ _tag: "KickOffEvent", result: "pitch-invasion" })
  })

  it("the first D6 is asked for before the kick-off table: a kick-off-event roll straight away is a violation", () => {
    const { match, state } = kickOffPosition(head, { landing: [18, 7] })
    expect(play(match, state, kickOffRoll(7).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "ale-fuelled-maniacs" })
  })
})

describe("Know-it-all Hecklers", () => {
  const head = stadiumHeader("know-it-all-hecklers")
  // h1 on (10, 7) fouls a1, prone on (11, 7): armour 4 + 5 = 9 breaks AV 9 (no double), then the injury roll.
  const foul = (injury: readonly [number, number]) =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "foul" })
      .add({ _tag: "FoulCommitted", player: "h1", target: "a1" })
      .twoD6(4, 5, "armour", "a1")
      .twoD6(injury[0], injury[1], "injury", "a1")

  it("a1 is KO'd (4 + 5), the referee saw nothing: the crowd's D6 — 2, and h1 is sent off after all (a turnover)", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] }, prone: ["a1"] })
    const fouled = playOk(match, state, foul([4, 5]).list)
    expect(expecting(match, fouled.state)).toMatchObject({ kind: "roll", die: "d6", for: "know-it-all-hecklers", player: "h1" })
    const played = playOk(match, state, foul([4, 5]).d6(2, "know-it-all-hecklers", "h1").list)
    expect(where(played.state, "h1")).toMatchObject({ at: null, box: "sent-off" })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(true)
  })

  it("on a 4 the referee ignores them and h1 stays", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] }, prone: ["a1"] })
    const played = playOk(match, state, foul([4, 5]).d6(4, "know-it-all-hecklers", "h1").list)
    expect(where(played.state, "h1").at).toEqual([10, 7])
  })

  it("a1 only Stunned (3 + 4) stays on the pitch: no roll", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] }, prone: ["a1"] })
    const played = playOk(match, state, foul([3, 4]).list)
    expect(expecting(match, played.state).kind).toBe("decision")
  })
})

describe("Poorly-built Dungeons", () => {
  const head = stadiumHeader("poorly-built-dungeons")

  it("at the end of a drive a Sent-off player rolls a D6: 5 and a2 is back in the reserves", () => {
    const { match, state } = between(head, [{ _tag: "EndDrive", reason: "touchdown", nextKickingTeam: 0 }])
    const sentOff = { ...state, players: state.players.map((p) => (p.id === "a2" ? { ...p, box: "sent-off" as const } : p)) }
    const played = playOk(match, sentOff, new Events().d6(5, "poorly-built-dungeons", "a2").list)
    expect(where(played.state, "a2").box).toBe("reserves")
    const stays = playOk(match, sentOff, new Events().d6(4, "poorly-built-dungeons", "a2").list)
    expect(where(stays.state, "a2").box).toBe("sent-off")
  })
})

describe("Ankle-deep Water", () => {
  const head = stadiumHeader("ankle-deep-water")

  it("at the end of Home's turn the Stunned h1 rolls before turning over: a 1 — face-down another turn", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [10, 7], a1: [20, 7] }, stunned: ["h1"] })
    const ended = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "home" }).list)
    expect(expecting(match, ended.state)).toMatchObject({ kind: "roll", die: "d6", for: "ankle-deep-water", player: "h1" })
    const played = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "home" }).d6(1, "ankle-deep-water", "h1").list)
    expect(where(played.state, "h1").posture).toBe("stunned")
    expect(played.state.activeTeam).toBe(1)
  })

  it("on a 2 h1 turns over to Prone as usual", () => {
    const { match, state } = stadiumPosition(head, { team: 0, at: { h1: [10, 7], a1: [20, 7] }, stunned: ["h1"] })
    const played = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "home" }).d6(2, "ankle-deep-water", "h1").list)
    expect(where(played.state, "h1").posture).toBe("prone")
  })
})

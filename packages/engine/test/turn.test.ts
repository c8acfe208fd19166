import { describe, expect, it } from "vitest"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

const head = header([player("h1"), player("h2"), player("h3", { skills: ["Bone Head"] })], [player("a1"), player("a2"), player("a3")])

describe("touchdowns and the end of a drive", () => {
  it("a standing player carrying the ball into the opposing end zone scores; the drive ends and the scorers kick next", () => {
    const { match, state: start } = positionOf(head, { team: 0, ballCarrier: "h1", at: { h1: [24, 7], h2: [10, 7], a1: [15, 3] } })
    // a2 lies in the KO box and will roll to recover at the end of the drive.
    const state = { ...start, players: start.players.map((p) => (p.id === "a2" ? { ...p, box: "ko" as const } : p)) }
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [25, 7] })
      .d6(4, "ko-recovery", "a2")
    const played = playOk(match, state, events.list)
    expect(played.outcomes).toContainEqual({ _tag: "Touchdown", team: 0, player: "h1" })
    expect(played.state.teams[0]!.score).toBe(1)
    expect(where(played.state, "h1").stats.touchdowns).toBe(1)
    // Everyone is back in the dugout, a2 recovered from KO on a 4, and Home set up to kick.
    expect(played.state.players.every((p) => p.at === null)).toBe(true)
    expect(where(played.state, "a2").box).toBe("reserves")
    expect(played.state).toMatchObject({ phase: "set-up", drive: 2, kickingTeam: 0 })
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "SetUp", team: 0 })
  })

  it("a KO'd player who rolls under 4 stays in the KO box", () => {
    const { match, state: start } = positionOf(head, { team: 0, ballCarrier: "h1", at: { h1: [24, 7] } })
    const state = { ...start, players: start.players.map((p) => (p.id === "a2" ? { ...p, box: "ko" as const } : p)) }
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [25, 7] }).d6(3, "ko-recovery", "a2")
    expect(where(playOk(match, state, events.list).state, "a2").box).toBe("ko")
  })

  it("a player who is prone in the end zone with the ball does not score", () => {
    const { match, state } = positionOf(head, { team: 0, ballCarrier: "h1", at: { h1: [24, 7], a1: [23, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [25, 8] })
      .d6(1, "dodge", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })
      .twoD6(1, 2, "armour", "h1")
      .roll("d8", [7], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.state.teams[0]!.score).toBe(0)
    expect(played.state.activeTeam).toBe(1)
  })
})

describe("turns, halves and full time", () => {
  it("stunned players of the team whose turn ends roll over to prone, unless they were stunned this turn", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 5], h2: [6, 6], a1: [15, 5] }, stunned: ["h1"] })
    const played = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "home" }).list)
    expect(where(played.state, "h1").posture).toBe("prone")
    expect(played.state).toMatchObject({ activeTeam: 1 })
    expect(played.state.teams[1]!.turn).toBe(1)
  })

  it("a player already activated this turn cannot act again", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 5] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "ActionEnded", player: "h1" })
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "activation", seq: 3 })
  })

  it("Bone Head: a 1 loses the activation and the tackle zones; no turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h3: [5, 5], a1: [6, 5] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h3", action: "move" })
      .d6(1, "bone-head", "h3")
      .add({ _tag: "RerollDeclined", team: "home" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h3")).toMatchObject({ hasActed: true, lostTackleZones: true })
    expect(played.state.turnover).toBeNull()
    expect(played.state.activeTeam).toBe(0)
  })

  it("after both teams' eighth turns the half ends: KO'd players roll, turns and re-rolls reset, the receivers of the first drive kick", () => {
    const { match, state: start } = positionOf(head, { team: 1, turn: 8, at: { h1: [5, 5], a1: [15, 5] } })
    const state = { ...start, teams: start.teams.map((t) => ({ ...t, rerolls: 0 })) }
    const played = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "away" }).list)
    expect(played.outcomes).toContainEqual({ _tag: "HalfEnded", half: 1 })
    // With Away's turn under way, positionOf has Home kick the first drive, so Away kick the second half.
    expect(played.state).toMatchObject({ half: 2, phase: "set-up", kickingTeam: 1, drive: 2 })
    expect(played.state.teams.map((t) => [t.turn, t.rerolls])).toEqual([[0, 3], [0, 3]])
  })

  it("after the second half, full time: the match is over and nothing may follow", () => {
    const { match, state: start } = positionOf(head, { team: 1, turn: 8, at: { h1: [5, 5], a1: [15, 5] } })
    const state = { ...start, half: 2 }
    const events = new Events().add({ _tag: "TurnEnded", team: "away" }).add({ _tag: "TurnEnded", team: "home" })
    const played = play(match, state, events.list)
    expect(played.states[0]).toMatchObject({ phase: "full-time", stack: [] })
    expect(played.states[0]!.outcomes).toContainEqual({ _tag: "MatchEnded", score: [0, 0] })
    expect(played.violation).toMatchObject({ rule: "full time", seq: 2 })
  })

  it("only the team whose turn it is can end it", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 5] } })
    expect(play(match, state, new Events().add({ _tag: "TurnEnded", team: "away" }).list).violation).toMatchObject({ rule: "team turn", seq: 1 })
  })
})

describe("weather at the end of a drive", () => {
  it("Sweltering Heat: a D3 per team, then that many of its players on the pitch drawn at random sit out the next drive", () => {
    const { match, state } = positionOf(head, { team: 0, weather: "sweltering-heat", ballCarrier: "h1", at: { h1: [24, 7], h2: [10, 7], h3: [10, 9], a1: [15, 3] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [25, 7] })
      .add({ _tag: "DiceRolled", die: "d3", faces: [2], for: "sweltering-heat", team: "home" } as never)
      .add({ _tag: "PlayerDrawn", player: "h2", for: "sweltering-heat" })
      .add({ _tag: "PlayerDrawn", player: "h3", for: "sweltering-heat" })
      .add({ _tag: "DiceRolled", die: "d3", faces: [3], for: "sweltering-heat", team: "away" } as never) // only one Orc was on the pitch
      .add({ _tag: "PlayerDrawn", player: "a1", for: "sweltering-heat" })
      .add({ _tag: "PlayerPlaced", player: "h2", at: [12, 7] })
    const played = play(match, state, events.list)
    expect(played.violation).toMatchObject({ rule: "set-up", seq: 8 })
    expect(played.violation!.message).toMatch(/not available to set up/)
    expect(played.rulings.filter((r) => r.rule === "Sweltering Heat").map((r) => r.result)).toEqual(["2 of Home faint", "1 of Away faint"])
  })

  it("a player drawn for the heat must have been on the pitch", () => {
    const { match, state } = positionOf(head, { team: 0, weather: "sweltering-heat", ballCarrier: "h1", at: { h1: [24, 7], h2: [10, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [25, 7] })
      .add({ _tag: "DiceRolled", die: "d3", faces: [1], for: "sweltering-heat", team: "home" } as never)
      .add({ _tag: "PlayerDrawn", player: "h3", for: "sweltering-heat" })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "Sweltering Heat", seq: 4 })
  })
})

import { describe, expect, it } from "vitest"
import { expecting, legalDecisions, type MatchState } from "@sidelines/engine"
import { Events, play, playOk } from "./support/scenario.js"
import { blightHeader, blightMatch, blightPosition, legalSetUp, pregame, setUp } from "./support/blight.js"
import type { Mode } from "../src/variants/blightbowl/index.js"

const TEAMS = ["alpha", "beta", "gamma", "delta"]

/** Set-ups in the order the rules ask for them (quarters as rolled: face 1 puts team t in quarter t). */
const setUps = (events: Events, order: ReadonlyArray<number>) => {
  for (const t of order) setUp(events, TEAMS[t]!, legalSetUp(t, t))
  return events
}

const teamTurnsOf = (states: ReadonlyArray<MatchState>) =>
  states.flatMap((s) => s.outcomes.flatMap((o) => (o._tag === "TeamTurnStarted" ? [[o.team, o.turn]] : [])))

/** Free-for-all, quarters face 1 (alpha West, beta North, gamma East, delta South); alpha wins the toss and receives. */
const receiving = (mode: Mode = "free-for-all") => {
  const { match, state } = blightMatch(blightHeader(mode))
  const events = pregame(1, mode).add({ _tag: "KickOrReceiveChosen", team: "alpha", choice: "receive" })
  return { match, state, events }
}

describe("BlightBowl: the coin toss and who kicks", () => {
  it("alpha calls heads and the coin shows tails: gamma, across the Kill-Zone from alpha, win the toss", () => {
    const { match, state } = blightMatch(blightHeader("free-for-all"))
    const played = playOk(match, state, pregame(1, "free-for-all", "alpha", "heads", 2).list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", team: 2, events: ["KickOrReceiveChosen"] })
  })

  it("alpha win and receive: delta, to alpha's right, kick, and set up first; then gamma, beta and alpha, counter-clockwise", () => {
    const { match, state, events } = receiving()
    const played = playOk(match, state, events.list)
    expect(played.outcomes.find((o) => o._tag === "DriveStarted")).toMatchObject({ kickingTeam: 3 })
    const order: Array<number> = []
    let current = played.state
    for (const t of [3, 2, 1, 0]) {
      order.push(expecting(match, current).kind === "decision" ? (expecting(match, current) as { team: number }).team : -1)
      current = playOk(match, current, setUp(new Events(current.seq + 1), TEAMS[t]!, legalSetUp(t, t)).list).state
    }
    expect(order).toEqual([3, 2, 1, 0])
  })

  it("beta may not set up while delta, the kickers, are setting up", () => {
    const { match, state, events } = receiving()
    events.add({ _tag: "PlayerPlaced", player: "b1", at: [12, 1] })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "set-up" })
  })
})

describe("BlightBowl: the kick-off", () => {
  const setUpAll = () => {
    const { match, state, events } = receiving()
    setUps(events, [3, 2, 1, 0])
    return { match, state: playOk(match, state, events.list).state }
  }

  it("the kick must be aimed at a Kill-Zone square: d7 aiming at (8, 12), in alpha's quarter, is refused; (12, 12) is fine", () => {
    const { match, state } = setUpAll()
    const bad = new Events(state.seq + 1).add({ _tag: "KickAimed", player: "d7", at: [8, 12] })
    expect(play(match, state, bad.list).violation).toMatchObject({ rule: "kick-off", message: expect.stringContaining("Kill-Zone") })
    const good = new Events(state.seq + 1).add({ _tag: "KickAimed", player: "d7", at: [12, 12] })
    expect(play(match, state, good.list).violation).toBe(null)
  })

  it("the team to the kicker's left receives and plays first: aimed at (12, 12), 3 squares left to (9, 12), Get the Ref, a bounce left to (8, 12): alpha's turn", () => {
    const { match, state } = setUpAll()
    const events = new Events(state.seq + 1)
      .add({ _tag: "KickAimed", player: "d7", at: [12, 12] })
      .roll("d8", [4], "kick-deviation-direction").d6(3, "kick-deviation-distance")
      .twoD6(1, 1, "kick-off-event")
      .roll("d8", [4], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.state.ball).toEqual({ at: [8, 12], carrier: null, inPlay: true })
    expect(played.state.activeTeam).toBe(0)
  })

  it("a kick coming down in the kicking team's own quarter is kicked again, without another kick-off table roll", () => {
    const { match, state } = setUpAll()
    const events = new Events(state.seq + 1)
      .add({ _tag: "KickAimed", player: "d7", at: [12, 13] })
      // Down 4: (12, 17), in delta's quarter.
      .roll("d8", [7], "kick-deviation-direction").d6(4, "kick-deviation-distance")
      .twoD6(1, 1, "kick-off-event")
    const played = playOk(match, state, events.list)
    expect(played.outcomes.some((o) => o._tag === "Note" && o.text.includes("kicked again"))).toBe(true)
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: ["KickAimed"] })
    const again = new Events(played.state.seq + 1)
      .add({ _tag: "KickAimed", player: "d7", at: [12, 12] })
      .roll("d8", [2], "kick-deviation-direction").d6(3, "kick-deviation-distance")
      // Straight to the landing: (12, 9) in beta's quarter, empty, so it bounces up to (12, 8).
      .roll("d8", [2], "bounce")
    const landed = playOk(match, played.state, again.list)
    expect(landed.state.ball).toEqual({ at: [12, 8], carrier: null, inPlay: true })
    expect(landed.state.activeTeam).toBe(0)
  })

  it("Blood Bowl's kick-off table read for four: Get the Ref (1 + 1) gives each of the four teams a Bribe", () => {
    const { match, state } = setUpAll()
    const events = new Events(state.seq + 1)
      .add({ _tag: "KickAimed", player: "d7", at: [12, 12] })
      .roll("d8", [4], "kick-deviation-direction").d6(3, "kick-deviation-distance")
      .twoD6(1, 1, "kick-off-event")
    expect(playOk(match, state, events.list).state.teams.map((t) => t.bribes)).toEqual([1, 1, 1, 1])
  })

  it("…and Time-out (1 + 2) with delta, the kickers, on turn 0 moves all four turn markers forward one", () => {
    const { match, state } = setUpAll()
    const events = new Events(state.seq + 1)
      .add({ _tag: "KickAimed", player: "d7", at: [12, 12] })
      .roll("d8", [4], "kick-deviation-direction").d6(3, "kick-deviation-distance")
      .twoD6(1, 2, "kick-off-event")
      .roll("d8", [4], "bounce")
    const played = playOk(match, state, events.list)
    // Each marker moved to 1, then alpha's first team turn of the drive moved theirs to 2.
    expect(played.state.teams.map((t) => t.turn)).toEqual([2, 1, 1, 1])
  })

  it("a ball coming to rest in the kicking team's quarter after its bounce is kicked again", () => {
    const { match, state } = setUpAll()
    const events = new Events(state.seq + 1)
      .add({ _tag: "KickAimed", player: "d7", at: [11, 13] })
      // Down-left 1: (10, 14), on an advance line; the bounce goes down to (10, 15), delta's quarter.
      .roll("d8", [6], "kick-deviation-direction").d6(1, "kick-deviation-distance")
      .twoD6(1, 1, "kick-off-event")
      .roll("d8", [7], "bounce")
    const played = playOk(match, state, events.list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: ["KickAimed"] })
    expect(played.state.ball.inPlay).toBe(false)
  })

  it("(our reading) a ball caught in the kicking team's quarter at the kick-off is kicked again too: off the advance line at (10, 14) it bounces right to d1 on (11, 14), who catches it (6)", () => {
    const { match, state } = setUpAll()
    const events = new Events(state.seq + 1)
      .add({ _tag: "KickAimed", player: "d7", at: [11, 13] })
      .roll("d8", [6], "kick-deviation-direction").d6(1, "kick-deviation-distance")
      .twoD6(1, 1, "kick-off-event")
      .roll("d8", [5], "bounce")
      .d6(6, "catch")
    const played = playOk(match, state, events.list)
    expect(played.outcomes.some((o) => o._tag === "Ruling" && o.ruling.rule === "Catch" && o.ruling.player === "d1" && o.ruling.success === true)).toBe(true)
    expect(played.outcomes.at(-1)).toMatchObject({ _tag: "Note", text: expect.stringContaining("kicked again") })
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: ["KickAimed"] })
    expect(played.state.ball.inPlay).toBe(false)
  })
})

describe("BlightBowl: team turns", () => {
  const kickedOff = (mode: Mode = "free-for-all") => {
    const { match, state, events } = receiving(mode)
    setUps(events, [3, 2, 1, 0])
      .add({ _tag: "KickAimed", player: "d7", at: [12, 12] })
      .roll("d8", [4], "kick-deviation-direction").d6(3, "kick-deviation-distance")
      .twoD6(1, 1, "kick-off-event")
      .roll("d8", [4], "bounce")
    return { match, played: playOk(match, state, events.list) }
  }

  it("team turns go clockwise from the receivers: alpha, beta, gamma, delta, then alpha's second", () => {
    const { match, played } = kickedOff()
    const ends = new Events(played.state.seq + 1)
    for (const team of ["alpha", "beta", "gamma", "delta"]) ends.add({ _tag: "TurnEnded", team })
    const next = playOk(match, played.state, ends.list)
    expect(teamTurnsOf([...played.states, ...next.states])).toEqual([[0, 1], [1, 1], [2, 1], [3, 1], [0, 2]])
  })

  it("a half is 32 team turns, eight for each team: after delta's eighth, half-time", () => {
    const { match, played } = kickedOff()
    const ends = new Events(played.state.seq + 1)
    for (let turn = 0; turn < 8; turn++) for (const team of ["alpha", "beta", "gamma", "delta"]) ends.add({ _tag: "TurnEnded", team })
    const next = playOk(match, played.state, ends.list)
    expect(teamTurnsOf(next.states)).toHaveLength(31)
    expect(next.outcomes.filter((o) => o._tag === "HalfEnded")).toEqual([{ _tag: "HalfEnded", half: 1 }])
  })

  it("the legal decisions on alpha's turn offer ending it as alpha, not as any other team", () => {
    const { match, played } = kickedOff()
    const ends = legalDecisions(match, played.state).filter((d) => d._tag === "TurnEnded")
    expect(ends).toEqual([{ _tag: "TurnEnded", team: "alpha" }])
  })
})

describe("BlightBowl: a team that has played its turns is passed over", () => {
  it("gamma end their seventh turn; delta, alpha and beta have played all eight (beta lost one kicking for alpha): gamma play their eighth", () => {
    const { match, state } = blightPosition("allies", { team: 2, at: { c1: [20, 12] }, turns: [8, 8, 7, 8] })
    const played = playOk(match, state, new Events(state.seq + 1).add({ _tag: "TurnEnded", team: "gamma" }).list)
    expect(teamTurnsOf(played.states)).toEqual([[2, 8]])
    const last = playOk(match, played.state, new Events(played.state.seq + 1).add({ _tag: "TurnEnded", team: "gamma" }).list)
    expect(last.outcomes.filter((o) => o._tag === "HalfEnded")).toEqual([{ _tag: "HalfEnded", half: 1 }])
  })
})

describe("BlightBowl: allies never kick to each other", () => {
  it("alpha (West) kick in allies: beta, to alpha's left, are their allies, so beta kick instead, their turn marker moves on one, and gamma receive", () => {
    const { match, state } = blightMatch(blightHeader("allies"))
    const events = pregame(1, "allies").add({ _tag: "KickOrReceiveChosen", team: "alpha", choice: "kick" })
    const played = playOk(match, state, events.list)
    expect(played.outcomes.find((o) => o._tag === "DriveStarted")).toMatchObject({ kickingTeam: 1 })
    expect(played.state.teams.map((t) => t.turn)).toEqual([0, 1, 0, 0])
    // Beta set up first, then alpha, delta and gamma, counter-clockwise.
    expect(expecting(match, played.state)).toMatchObject({ team: 1 })
  })

  it("in free-for-all nobody is allied: alpha kick and beta receive", () => {
    const { match, state } = blightMatch(blightHeader("free-for-all"))
    const played = playOk(match, state, pregame(1, "free-for-all").add({ _tag: "KickOrReceiveChosen", team: "alpha", choice: "kick" }).list)
    expect(played.outcomes.find((o) => o._tag === "DriveStarted")).toMatchObject({ kickingTeam: 0 })
    expect(played.state.teams.map((t) => t.turn)).toEqual([0, 0, 0, 0])
  })
})

describe("BlightBowl: each half starts with the leader kicking", () => {
  /** The state at half-time with these scores and casualties caused (by each team's first player). */
  const atHalfTime = (scores: ReadonlyArray<number>, casualties: ReadonlyArray<number> = [0, 0, 0, 0]) => {
    const { match, state } = blightMatch(blightHeader("free-for-all"))
    const start = playOk(match, state, pregame(1, "free-for-all").add({ _tag: "KickOrReceiveChosen", team: "alpha", choice: "kick" }).list).state
    const players = start.players.map((p) => {
      const t = ["a1", "b1", "c1", "d1"].indexOf(p.id)
      return t < 0 ? p : { ...p, stats: { ...p.stats, casualties: casualties[t]! } }
    })
    const halfTime: MatchState = { ...start, phase: "half-time", players, teams: start.teams.map((t, i) => ({ ...t, score: scores[i]!, turn: 8 })), stack: [{ _tag: "StartHalf", half: 2 }] }
    return { match, state: halfTime }
  }
  const setUpStarts = (team: string, seq: number) => new Events(seq).add({ _tag: "PlayerPlaced", player: `${"abcd"[TEAMS.indexOf(team)]}1`, at: team === "gamma" ? [20, 12] : team === "beta" ? [12, 4] : team === "delta" ? [12, 20] : [4, 12] })

  it("scores 1, 2, 0, 1: beta lead and kick off the second half; gamma, to their left, receive", () => {
    const { match, state } = atHalfTime([1, 2, 0, 1])
    const played = playOk(match, state, setUpStarts("beta", state.seq + 1).list)
    expect(played.outcomes.find((o) => o._tag === "DriveStarted")).toMatchObject({ kickingTeam: 1 })
    expect(played.state.teams.map((t) => t.turn)).toEqual([0, 0, 0, 0])
  })

  it("beta and delta tied on 2, delta caused a casualty: delta kick", () => {
    const { match, state } = atHalfTime([1, 2, 0, 2], [0, 0, 0, 1])
    const played = playOk(match, state, setUpStarts("delta", state.seq + 1).list)
    expect(played.outcomes.find((o) => o._tag === "DriveStarted")).toMatchObject({ kickingTeam: 3 })
  })

  it("tied on score and casualties: a roll-off — gamma 5, alpha 5, then alpha 2, gamma 6: gamma kick", () => {
    const { match, state } = atHalfTime([1, 0, 1, 0])
    const roll = (team: string, face: number) => ({ _tag: "DiceRolled", die: "d6", faces: [face], for: "roll-off", team }) as const
    const events = new Events(state.seq + 1).add(roll("gamma", 5)).add(roll("alpha", 5)).add(roll("alpha", 2)).add(roll("gamma", 6))
    // After gamma's 5 and alpha's 5, the two roll again.
    const tied = playOk(match, state, events.list.slice(0, 2))
    expect(tied.state.stack.at(-1)).toMatchObject({ _tag: "RollOff", teams: [0, 2], faces: [null, null] })
    expect(expecting(match, tied.state)).toMatchObject({ kind: "roll", die: "d6", for: "roll-off" })
    const played = playOk(match, state, [...events.list, ...setUpStarts("gamma", state.seq + 5).list])
    expect(played.outcomes.find((o) => o._tag === "DriveStarted")).toMatchObject({ kickingTeam: 2 })
    // Beta, not in the roll-off, may not roll in it.
    expect(play(match, state, new Events(state.seq + 1).add(roll("beta", 4)).list).violation).toMatchObject({ rule: "roll-off" })
  })
})

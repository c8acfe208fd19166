import { describe, expect, it } from "vitest"
import { Result } from "effect"
import { expecting, type MatchState, Replay, summarize } from "@sidelines/engine"
import { Events, header, play, player, playOk, positionOf } from "./support/scenario.js"
import { sevensHeader, sevensPosition } from "./support/sevens.js"

// The end of a Blood Bowl match: extra time in a knock-out match, the roll-off, and conceding.
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => player(`${prefix}${i + 1}`))
const cup = (knockout: boolean) => header(ids("h", 11), ids("a", 11), { options: knockout ? { knockout: true } : {} })
const AT = { h1: [10, 7], a1: [15, 7] } as const

/** Away's last team turn of a half (both teams on turn 8) with the score as given; team re-rolls left as given. */
const lastTurn = (knockout: boolean, half: number, score: readonly [number, number], rerolls: readonly [number, number] = [1, 0]) => {
  const { match, state } = positionOf(cup(knockout), { team: 1, turn: 8, at: AT })
  const at: MatchState = { ...state, half, teams: state.teams.map((team, i) => ({ ...team, score: score[i]!, rerolls: rerolls[i]! })) }
  return { match, state: at }
}
const whistle = () => new Events().add({ _tag: "TurnEnded", team: "away" })
const matchEnded = (outcomes: ReadonlyArray<{ readonly _tag: string }>) => outcomes.find((o) => o._tag === "MatchEnded")

describe("the end of the match", () => {
  it("1–1 after the second half of an ordinary match: full time, a draw", () => {
    const { match, state } = lastTurn(false, 2, [1, 1])
    const played = playOk(match, state, whistle().list)
    expect(played.state.phase).toBe("full-time")
    expect(matchEnded(played.outcomes)).toEqual({ _tag: "MatchEnded", score: [1, 1] })
  })

  it("the first half's end is no end of the match", () => {
    const { match, state } = lastTurn(true, 1, [1, 1])
    const played = playOk(match, state, whistle().list)
    expect(played.state.half).toBe(2)
    expect(matchEnded(played.outcomes)).toBeUndefined()
  })
})

describe("extra time in a knock-out match (options.knockout)", () => {
  it("1–1 after two halves: extra time, kicked off by Home as in the first half, with the re-rolls left over (Home 1, Away 0) and none added", () => {
    const { match, state } = lastTurn(true, 2, [1, 1])
    const played = playOk(match, state, whistle().list)
    expect(played.state.half).toBe(3)
    expect(played.state.kickingTeam).toBe(0)
    expect(played.state.teams.map((t) => t.rerolls)).toEqual([1, 0])
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerPlaced", "SetupEnded"] })
    expect(matchEnded(played.outcomes)).toBeUndefined()
  })

  it("2–1 after two halves: the knock-out match is won, no extra time", () => {
    const { match, state } = lastTurn(true, 2, [2, 1])
    const played = playOk(match, state, whistle().list)
    expect(played.state.phase).toBe("full-time")
    expect(matchEnded(played.outcomes)).toEqual({ _tag: "MatchEnded", score: [2, 1] })
  })

  it("still 1–1 after extra time: a roll-off, 3 against 3 rolled again, then Home's 5 beats Away's 2 and Home win", () => {
    const { match, state } = lastTurn(true, 3, [1, 1])
    const ended = playOk(match, state, whistle().list)
    expect(expecting(match, ended.state)).toMatchObject({ kind: "roll", die: "d6", for: "roll-off", team: 0 })
    const rolls = whistle()
    for (const [team, face] of [["home", 3], ["away", 3], ["home", 5], ["away", 2]] as const) rolls.add({ _tag: "DiceRolled", die: "d6", faces: [face], for: "roll-off", team } as never)
    const played = playOk(match, state, rolls.list)
    expect(played.state.phase).toBe("full-time")
    expect(matchEnded(played.outcomes)).toEqual({ _tag: "MatchEnded", score: [1, 1], winners: [0] })
  })
})

describe("conceding", () => {
  const homeTurn = (score: readonly [number, number] = [2, 0]) => {
    const { match, state } = positionOf(cup(false), { team: 0, turn: 5, at: AT })
    return { match, state: { ...state, teams: state.teams.map((team, i) => ({ ...team, score: score[i]! })) } }
  }

  it("Home concede at the start of their team turn: the match ends and Away win, though Home lead 2–0", () => {
    const { match, state } = homeTurn()
    const played = playOk(match, state, new Events().add({ _tag: "MatchConceded", team: "home" }).list)
    expect(played.state.phase).toBe("full-time")
    expect(matchEnded(played.outcomes)).toEqual({ _tag: "MatchEnded", score: [2, 0], winners: [1], conceded: 0 })
    expect(expecting(match, played.state)).toMatchObject({ kind: "nothing" })
  })

  it("not once a player has been activated, and not in the other team's turn", () => {
    const { match, state } = homeTurn()
    const late = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [10, 6] })
      .add({ _tag: "ActionEnded", player: "h1" }).add({ _tag: "MatchConceded", team: "home" })
    expect(play(match, state, late.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "concession" })
    expect(play(match, state, new Events().add({ _tag: "MatchConceded", team: "away" }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "concession" })
  })

  it("Sevens has no conceding during a team turn", () => {
    const head = sevensHeader({ home: ids("h", 7), away: ids("a", 7) })
    const { match, state } = sevensPosition(head, { team: 0, at: { h1: [5, 5], a1: [15, 5] } })
    expect(play(match, state, new Events().add({ _tag: "MatchConceded", team: "home" }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "concession" })
  })
})

describe("conceding before the set-up, with three players or fewer to field", () => {
  const setUp = (home: number) => {
    const { match, state } = positionOf(header(ids("h", home), ids("a", 11)), { team: 0, at: {} })
    return { match, state: { ...state, phase: "set-up", activeTeam: null, stack: [{ _tag: "SetUp", team: 0 }] } as MatchState }
  }

  it("Home, three players left, may concede as they are to set up: Away win", () => {
    const { match, state } = setUp(3)
    expect(expecting(match, state)).toMatchObject({ events: ["PlayerPlaced", "SetupEnded", "MatchConceded"] })
    const played = playOk(match, state, new Events().add({ _tag: "MatchConceded", team: "home" }).list)
    expect(matchEnded(played.outcomes)).toEqual({ _tag: "MatchEnded", score: [0, 0], winners: [1], conceded: 0 })
  })

  it("with four they set up (they may still concede when their team turn starts)", () => {
    const { match, state } = setUp(4)
    expect(play(match, state, new Events().add({ _tag: "MatchConceded", team: "home" }).list).violation).toMatchObject({ rule: "concession" })
  })
})

describe("the summary of a conceded match", () => {
  it("names the winners and says the match was conceded", () => {
    const head = header(ids("h", 3), ids("a", 11))
    const events = new Events().twoD6(3, 4, "weather").add({ _tag: "CoinTossCalled", team: "away", call: "heads" }).roll("coin", [1], "coin-toss")
      .add({ _tag: "KickOrReceiveChosen", team: "away", choice: "receive" }).add({ _tag: "MatchConceded", team: "home" })
    const built = Replay.build(head, events.list)
    expect(Result.isSuccess(built)).toBe(true)
    const summary = summarize((built as Result.Success<Replay, never>).success)
    expect(summary).toMatchObject({ finished: true, winners: ["away"], decidedBy: "Home conceded" })
  })
})

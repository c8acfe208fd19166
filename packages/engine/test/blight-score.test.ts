import { describe, expect, it } from "vitest"
import { type MatchState, winnersOf } from "@sidelines/engine"
import { Events, play, playOk } from "./support/scenario.js"
import { blightHeader, blightPosition } from "./support/blight.js"
import { blightbowlIn } from "../src/variants/blightbowl/index.js"

// Alpha West (end zone x = 0), beta North (y = 0), gamma East (x = 24), delta South (y = 24).
const step = (to: readonly [number, number]) =>
  new Events().add({ _tag: "ActionDeclared", player: "a1", action: "move" }).add({ _tag: "PlayerMoved", player: "a1", to })

describe("BlightBowl: scoring", () => {
  it("a1 carries the ball from (23, 12) into gamma's end zone, opposite alpha's own: touchdown, and alpha kick next", () => {
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [23, 12] }, ballCarrier: "a1" })
    const played = playOk(match, state, step([24, 12]).list)
    expect(played.outcomes.filter((o) => o._tag === "Touchdown")).toEqual([{ _tag: "Touchdown", team: 0, player: "a1" }])
    expect(played.state.teams.map((t) => t.score)).toEqual([1, 0, 0, 0])
    expect(played.outcomes.find((o) => o._tag === "DriveStarted")).toMatchObject({ kickingTeam: 0 })
  })

  it("a1 carries the ball from (12, 1) into beta's end zone, which is not opposite alpha's: nothing, the turn goes on", () => {
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [12, 1] }, ballCarrier: "a1" })
    const played = playOk(match, state, step([12, 0]).list)
    expect(played.outcomes.some((o) => o._tag === "Touchdown")).toBe(false)
    expect(played.state.turnover).toBe(null)
    expect(played.state.activeTeam).toBe(0)
  })

  it("nor does an ally's end zone score: in allies, a1 into delta's end zone (12, 24) scores nothing", () => {
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [12, 23] }, ballCarrier: "a1" })
    const played = playOk(match, state, step([12, 24]).list)
    expect(played.outcomes.some((o) => o._tag === "Touchdown")).toBe(false)
  })

  it("in allies, the scorers kick next; beta, to alpha's left, are their allies, so beta kick and lose a turn", () => {
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [23, 12] }, ballCarrier: "a1" })
    const played = playOk(match, state, step([24, 12]).list)
    expect(played.outcomes.find((o) => o._tag === "DriveStarted")).toMatchObject({ kickingTeam: 1 })
    expect(played.state.teams.map((t) => t.turn)).toEqual([1, 2, 1, 1])
  })

  it("gamma score on their eighth turn with only delta's eighth to come: delta, kicking in gamma's place, lose that turn, and the half is over", () => {
    const { match, state } = blightPosition("allies", { team: 2, at: { c1: [1, 12] }, ballCarrier: "c1", turns: [8, 8, 8, 7] })
    const events = new Events().add({ _tag: "ActionDeclared", player: "c1", action: "move" }).add({ _tag: "PlayerMoved", player: "c1", to: [0, 12] })
    const played = playOk(match, state, events.list)
    expect(played.outcomes.filter((o) => o._tag === "Touchdown")).toEqual([{ _tag: "Touchdown", team: 2, player: "c1" }])
    expect(played.outcomes.filter((o) => o._tag === "HalfEnded")).toEqual([{ _tag: "HalfEnded", half: 1 }])
    // The second half: gamma lead and kick; delta, their ally on their left, kick instead and lose a turn.
    expect(played.state.half).toBe(2)
    expect(played.outcomes.filter((o) => o._tag === "DriveStarted")).toMatchObject([{ kickingTeam: 3 }])
    expect(played.state.teams.map((t) => t.turn)).toEqual([0, 0, 0, 1])
  })

  it("with the quarters rolled otherwise (alpha West, gamma North, beta East, delta South), alpha score in beta's end zone at x = 24", () => {
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [23, 12] }, ballCarrier: "a1" }, [0, 2, 1, 3])
    const played = playOk(match, state, step([24, 12]).list)
    expect(played.outcomes.filter((o) => o._tag === "Touchdown")).toHaveLength(1)
  })
})

describe("BlightBowl: who wins", () => {
  const quarters = [0, 1, 2, 3]
  it("allies: alpha 1 + beta 0 against gamma 2 + delta 0 — gamma and delta win together", () => {
    expect(winnersOf(blightbowlIn("allies", quarters), [1, 0, 2, 0])).toEqual([2, 3])
    expect(winnersOf(blightbowlIn("allies", quarters), [2, 1, 1, 1])).toEqual([0, 1])
  })

  it("free-for-all: the highest score alone wins; 1, 2, 2, 0 has no winner", () => {
    expect(winnersOf(blightbowlIn("free-for-all", quarters), [1, 3, 2, 0])).toEqual([1])
    expect(winnersOf(blightbowlIn("free-for-all", quarters), [1, 2, 2, 0])).toEqual([])
  })

  it("grudge: alpha's 2 against the three others' 1 + 0 + 0 — alpha win", () => {
    expect(winnersOf(blightbowlIn("grudge", quarters), [2, 1, 0, 0])).toEqual([0])
    expect(winnersOf(blightbowlIn("grudge", quarters), [1, 1, 0, 1])).toEqual([1, 2, 3])
  })

  /** The end of a half (the second unless told), with these scores and team re-rolls left. */
  const endOfHalf = (mode: "allies" | "free-for-all", scores: ReadonlyArray<number>, half = 2, rerolls: ReadonlyArray<number> = [2, 2, 2, 2]) => {
    const { match, state } = blightPosition(mode, { team: 0, at: {} })
    const end: MatchState = { ...state, half, teams: state.teams.map((t, i) => ({ ...t, score: scores[i]!, rerolls: rerolls[i]!, turn: 8 })), stack: [{ _tag: "EndHalf" }] }
    return { match, state: end }
  }
  const fullTime = (mode: "allies" | "free-for-all", scores: ReadonlyArray<number>) => endOfHalf(mode, scores)
  const rollOff = (team: string, face: number) => ({ _tag: "DiceRolled", die: "d6", faces: [face], for: "roll-off", team }) as const

  it("allies tied 1–1 after the second half play an overtime period: alpha and delta lead on 1 and roll off to kick (6 against 2); beta, alpha's ally on their left, kick instead", () => {
    const { match, state } = endOfHalf("allies", [1, 0, 0, 1], 2, [0, 1, 2, 0])
    const events = new Events(state.seq + 1).add(rollOff("alpha", 6)).add(rollOff("delta", 2))
    const played = playOk(match, state, events.list)
    expect(played.outcomes.some((o) => o._tag === "MatchEnded")).toBe(false)
    expect(played.state.half).toBe(3)
    expect(played.outcomes.find((o) => o._tag === "DriveStarted")).toMatchObject({ kickingTeam: 1 })
    // Overtime carries the re-rolls left over; none are added.
    expect(played.state.teams.map((t) => t.rerolls)).toEqual([0, 1, 2, 0])
    expect(played.state.teams.map((t) => t.turn)).toEqual([0, 1, 0, 0])
  })

  it("overtime gives no Leader re-roll afresh: alpha's unused one (a1 has Leader) is kept, beta's, spent in the second half (b1 has Leader), stays spent", () => {
    const leaders = blightHeader("allies", { a1: { skills: ["Leader"] }, b1: { skills: ["Leader"] } })
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [6, 12], b1: [12, 6] } }, [0, 1, 2, 3], leaders)
    const end: MatchState = { ...state, half: 2, teams: state.teams.map((t, i) => ({ ...t, score: [1, 0, 0, 1][i]!, rerolls: 0, turn: 8, leaderReroll: i === 0 ? true : i === 1 ? false : undefined })), stack: [{ _tag: "EndHalf" }] }
    const played = playOk(match, end, new Events(end.seq + 1).add(rollOff("alpha", 6)).add(rollOff("delta", 2)).list)
    expect(played.state.half).toBe(3)
    expect(played.state.teams.map((t) => t.leaderReroll)).toEqual([true, false, undefined, undefined])
    // A new half (not overtime) would give beta its Leader re-roll back: the same position one half earlier.
    const half = playOk(match, { ...end, half: 1 }, new Events(end.seq + 1).add(rollOff("alpha", 6)).add(rollOff("delta", 2)).list)
    expect(half.state.half).toBe(2)
    expect(half.state.teams.map((t) => t.leaderReroll)).toEqual([true, true, undefined, undefined])
  })

  it("still tied after overtime: a roll-off decides — beta and gamma tie on 5, then beta 4 against gamma 2: alpha and beta win", () => {
    const { match, state } = endOfHalf("allies", [1, 1, 2, 0], 3)
    const events = new Events(state.seq + 1).add(rollOff("alpha", 3)).add(rollOff("beta", 5)).add(rollOff("gamma", 5)).add(rollOff("delta", 1))
    const tied = playOk(match, state, events.list)
    expect(tied.state.stack.at(-1)).toMatchObject({ _tag: "RollOff", decides: "winner", teams: [1, 2] })
    const played = playOk(match, tied.state, new Events(tied.state.seq + 1).add(rollOff("beta", 4)).add(rollOff("gamma", 2)).list)
    expect(played.outcomes.find((o) => o._tag === "MatchEnded")).toEqual({ _tag: "MatchEnded", score: [1, 1, 2, 0], winners: [0, 1] })
    expect(played.state.phase).toBe("full-time")
  })

  it("free-for-all: alpha and beta level on 2 after overtime roll off for the match; gamma and delta do not roll", () => {
    const { match, state } = endOfHalf("free-for-all", [2, 2, 1, 0], 3)
    expect(play(match, state, new Events(state.seq + 1).add(rollOff("gamma", 6)).list).violation).toMatchObject({ rule: "roll-off" })
    const played = playOk(match, state, new Events(state.seq + 1).add(rollOff("beta", 3)).add(rollOff("alpha", 1)).list)
    expect(played.outcomes.find((o) => o._tag === "MatchEnded")).toMatchObject({ winners: [1] })
  })

  it("a match with a winner ends at full time", () => {
    const { match, state } = fullTime("allies", [1, 1, 0, 1])
    const played = play(match, state, new Events(state.seq + 1).add({ _tag: "TurnEnded", team: "alpha" }).list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", rule: "full time" })
  })
})

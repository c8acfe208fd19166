import { describe, expect, it } from "vitest"
import { Replay, characteristic, expecting, summarize } from "@sidelines/engine"
import type { MatchEvent } from "@sidelines/schema"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// An unchecked stretch (docs/log-format.md): the match as the log's source recorded it, taken on
// trust, after a stretch the rules could not check; the fold goes on from the next team turn.
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => player(`${prefix}${i + 1}`))
const head = header(ids("h", 11), ids("a", 11))

/** Home's turn 3 of the first half under way: h1 on the ball at J8, a1 facing him. */
const midTurn = () => positionOf(head, { team: 0, turn: 3, at: { h1: [9, 7], a1: [10, 7], a2: [14, 3] }, ballCarrier: "h1" })

type Stretch = Extract<MatchEvent, { _tag: "UncheckedStretch" }>
const stretch = (fields: Partial<Omit<Stretch, "_tag" | "seq">> = {}): Omit<Stretch, "seq"> => ({
  _tag: "UncheckedStretch",
  reason: "FFB report \"example\" is not converted yet",
  source: "FFB commands 100–140",
  skipped: 12,
  half: 1,
  kickingTeam: "away",
  team: "away",
  turns: [3, 2],
  score: [0, 0],
  rerolls: [2, 3],
  ball: { at: [12, 7], carrier: "a1" },
  players: [
    { player: "h1", at: [11, 6], posture: "prone" },
    { player: "a1", at: [12, 7] },
    { player: "a2", at: null, box: "ko" }
  ],
  ...fields
})

describe("an unchecked stretch takes the source's state on trust", () => {
  it("in the middle of Home's turn, the source says Away's turn 3 starts next: players, ball, turns and re-rolls are as it says, and Away is to act", () => {
    const { match, state } = midTurn()
    const played = playOk(match, state, new Events().add(stretch()).list)
    const after = played.state
    expect(where(after, "h1")).toMatchObject({ at: [11, 6], posture: "prone", box: null })
    expect(where(after, "a2")).toMatchObject({ at: null, box: "ko" })
    expect(after.ball).toEqual({ at: [12, 7], carrier: "a1", inPlay: true })
    expect(after.activeTeam).toBe(1)
    expect(after.teams.map((team) => team.turn)).toEqual([3, 3])
    expect(after.teams.map((team) => team.rerolls)).toEqual([2, 3])
    expect(expecting(match, after)).toMatchObject({ kind: "decision", team: 1, events: ["ActionDeclared", "TurnEnded"] })
    expect(played.outcomes).toContainEqual({ _tag: "TeamTurnStarted", team: 1, turn: 3 })
  })

  it("says what it changed: who it put in a box hurt, and touchdowns it added", () => {
    const { match, state } = midTurn()
    const played = playOk(match, state, new Events().add(stretch({ score: [1, 0], drive: 2, kickingTeam: "home" })).list)
    const unchecked = played.outcomes.find((outcome) => outcome._tag === "Unchecked")
    expect(unchecked).toEqual({ _tag: "Unchecked", reason: "FFB report \"example\" is not converted yet", source: "FFB commands 100–140", skipped: 12, scored: [1, 0], hurt: [{ player: "a2", box: "ko" }] })
    // The drive under way ended in the stretch with Home's touchdown; the new one was kicked by Home.
    expect(played.outcomes).toContainEqual({ _tag: "DriveEnded", drive: 1, reason: "touchdown" })
    expect(played.outcomes).toContainEqual({ _tag: "DriveStarted", drive: 2, kickingTeam: 0 })
    expect(played.state.drive).toBe(2)
  })

  it("the rules check the events after it again: a move into an occupied square is refused", () => {
    const { match, state } = midTurn()
    const events = new Events()
      .add(stretch())
      .add({ _tag: "ActionDeclared", player: "a1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "a1", to: [11, 6] })
    const played = play(match, state, events.list)
    expect(played.violation?._tag).toBe("RuleViolation")
    expect(played.violation?.seq).toBe(3)
  })

  it("without a team to act next, the match is over with the source's score", () => {
    const { match, state } = midTurn()
    const { team: _team, ...rest } = stretch({ score: [2, 1], half: 2, turns: [8, 8] })
    const played = playOk(match, state, new Events().add(rest as Omit<Stretch, "seq">).list)
    expect(played.state.phase).toBe("full-time")
    expect(played.outcomes).toContainEqual({ _tag: "MatchEnded", score: [2, 1] })
    expect(expecting(match, played.state)).toEqual({ kind: "nothing", about: "full time" })
  })

  it("summary counts the touchdowns and casualties a stretch hid, and lists the stretch — even one right after the header", () => {
    const events = new Events().add(stretch({ score: [1, 0], players: [{ player: "h1", at: [11, 6] }, { player: "a1", at: [12, 7] }, { player: "a2", at: null, box: "si" }] })).list
    const built = Replay.build(head, events)
    if (built._tag === "Failure") throw new Error(built.failure.message)
    expect(built.success.violation).toBeNull()
    const summary = summarize(built.success)
    expect(summary.teams[0]!.touchdowns).toBe(1)
    expect(summary.teams[1]!.casualtiesSuffered.si).toBe(1)
    expect(summary.unchecked).toEqual([{ seq: 1, reason: "FFB report \"example\" is not converted yet", source: "FFB commands 100–140", skipped: 12 }])
    expect(built.success.indexes.unchecked).toEqual([1])
  })
})

describe("what an unchecked stretch says of a player beyond his square", () => {
  // Away's a1 moves off h1 (beside him at [11, 6]) to [13, 7]: leaving a tackle zone asks for a dodge.
  const moveAway = (h1: Stretch["players"][number]) => {
    const { match, state } = midTurn()
    const events = new Events()
      .add(stretch({ players: [h1, { player: "a1", at: [12, 7] }] }))
      .add({ _tag: "ActionDeclared", player: "a1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "a1", to: [13, 7] })
    const played = playOk(match, state, events.list)
    return { after: played.state, next: expecting(match, played.state) }
  }

  it("a player who has lost his tackle zones has none after it: moving off him needs no dodge", () => {
    const { after, next } = moveAway({ player: "h1", at: [11, 6], lostTackleZones: true })
    expect(where(after, "h1").lostTackleZones).toBe(true)
    expect(next).not.toMatchObject({ kind: "roll", for: "dodge" })
  })

  it("without it, he has them again, as before the field existed", () => {
    expect(moveAway({ player: "h1", at: [11, 6] }).next).toMatchObject({ kind: "roll", for: "dodge" })
  })

  it("what a player gained replaces what the rules held: a lowered MA counts, and lapses with the drive", () => {
    const { match, state } = midTurn()
    const a1 = match.playerIndex.get("a1")!
    const cleats = { source: "Greasy Cleats", until: "drive" as const, improve: { ma: -1 } }
    const played = playOk(match, state, new Events().add(stretch({ players: [{ player: "a1", at: [12, 7], gained: [cleats] }] })).list)
    expect(characteristic(match, played.state, a1, "ma")).toBe(5)
    // A later stretch that says nothing of it keeps it within the drive; one into the next drive lets it lapse.
    const kept = playOk(match, played.state, new Events().add(stretch({ team: "home" })).list)
    expect(characteristic(match, kept.state, a1, "ma")).toBe(5)
    const lapsed = playOk(match, played.state, new Events().add(stretch({ team: "home", drive: 2 })).list)
    expect(characteristic(match, lapsed.state, a1, "ma")).toBe(6)
    const cleared = playOk(match, played.state, new Events().add(stretch({ team: "home", players: [{ player: "a1", at: [12, 7], gained: [] }] })).list)
    expect(cleared.state.players[a1]!.gained).toBeUndefined()
  })
})

describe("an unchecked stretch that does not fit the match is refused, naming what is wrong", () => {
  const refused = (fields: Partial<Omit<Stretch, "_tag" | "seq">>) => {
    const { match, state } = midTurn()
    const played = play(match, state, new Events().add(stretch(fields)).list)
    expect(played.violation?._tag).toBe("RuleViolation")
    return played.violation!.message
  }
  it("a player on no roster", () => expect(refused({ players: [{ player: "z9", at: [3, 3] }] })).toMatch(/z9 is on no roster/))
  it("a carrier not on the ball's square", () => expect(refused({ ball: { at: [5, 5], carrier: "a1" } })).toMatch(/not on the ball's square/))
  it("a square off the pitch", () => expect(refused({ players: [{ player: "h1", at: [40, 3] }] })).toMatch(/off the pitch/))
  it("one score for two teams", () => expect(refused({ score: [1] })).toMatch(/score has 1 entries for 2 teams/))
  it("a half already played", () => {
    const { match, state } = midTurn()
    const played = play(match, { ...state, half: 2 }, new Events().add(stretch({ half: 1 })).list)
    expect(played.violation?.message).toMatch(/half 1 comes before/)
  })
})

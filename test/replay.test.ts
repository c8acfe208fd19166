import { describe, expect, it } from "vitest"
import { explain, initialState, Replay, transition, buildMatch, type IndexKind } from "@sidelines/engine"
import { simulate } from "@sidelines/sim"
import { bloodBowl } from "../packages/engine/src/variants/blood-bowl/index.js"

// Whole simulated matches (legal by construction) exercise seeking on real, long replays.
const seeds = [2, 4, 8]
const matches = seeds.map((seed) => ({ seed, ...simulate({ seed, variant: bloodBowl }) }))

describe("Replay.build and stateAt", () => {
  it.each(matches)("seed $seed: every state is the same as folding from the start up to that event", ({ header, events }) => {
    const replay = Replay.build(header, events)
    expect(replay._tag).toBe("Success")
    const built = (replay as { success: Replay }).success
    expect(built.violation).toBeNull()
    expect(built.length).toBe(events.length)
    const match = buildMatch(header, bloodBowl)
    let state = initialState(match)
    expect(built.stateAt(0)).toBe(built.initial)
    for (const event of events) {
      state = (transition(match, state, event) as { success: typeof state }).success
      // The same content; and a state read twice in a row is the same object (its stretch is kept at hand).
      expect(built.stateAt(event.seq)).toEqual(state)
      expect(built.stateAt(event.seq)).toBe(built.stateAt(event.seq))
    }
    expect(built.final.phase).toBe("full-time")
  })

  it("states share what did not change: a move shares every player but the mover", () => {
    const { header, events } = matches[0]!
    const replay = (Replay.build(header, events) as { success: Replay }).success
    const index = events.findIndex((event, i) => event._tag === "PlayerMoved" && replay.after(i).outcomes.length === 0)
    expect(index).toBeGreaterThan(0)
    const before = replay.after(index - 1)
    const after = replay.after(index)
    const mover = (events[index] as { player: string }).player
    const changed = after.players.filter((p, i) => p !== before.players[i]).map((p) => p.id)
    expect(changed).toEqual([mover])
    expect(after.teams).toBe(before.teams)
  })

  it("an unknown seq has no state", () => {
    const { header, events } = matches[0]!
    const replay = (Replay.build(header, events) as { success: Replay }).success
    expect(replay.stateAt(events.at(-1)!.seq + 1)).toBeUndefined()
    expect(replay.stateAt(-1)).toBeUndefined()
  })

  it("a log with gaps in its seqs still seeks by seq", () => {
    const { header, events } = matches[1]!
    const gapped = events.map((event, i) => ({ ...event, seq: 10 + i * 3 }))
    const replay = (Replay.build(header, gapped) as { success: Replay }).success
    expect(replay.stateAt(13)).toBe(replay.after(1))
    expect(replay.stateAt(14)).toBeUndefined()
  })
})

describe("Replay.builder: the same fold, fed in slices", () => {
  it("slices of any size give the replay build gives: same events, states, indexes and disputes", () => {
    const { header, events } = matches[0]!
    const whole = (Replay.build(header, events) as { success: Replay }).success
    for (const size of [1, 7, 500]) {
      const builder = (Replay.builder(header) as { success: import("@sidelines/engine").ReplayBuilder }).success
      for (let at = 0; at < events.length; at += size) expect(builder.add(events.slice(at, at + size))).toBe(true)
      expect(builder.folded).toBe(events.length)
      const sliced = builder.finish()
      expect(sliced.events).toEqual(whole.events)
      expect(sliced.allStates()).toEqual(whole.allStates())
      expect(sliced.indexes).toEqual(whole.indexes)
      expect(sliced.disputes).toEqual(whole.disputes)
    }
  })

  it("stops at the event the rules reject, ignores what follows, and a finished replay never changes", () => {
    const { header, events } = matches[0]!
    const builder = (Replay.builder(header) as { success: import("@sidelines/engine").ReplayBuilder }).success
    builder.add(events.slice(0, 100))
    const early = builder.finish()
    // Event 101 again, out of place: its seq repeats and the rules reject it or what follows.
    const bad = { ...events[0]!, seq: events[100]!.seq }
    expect(builder.add([bad, ...events.slice(101, 200)])).toBe(false)
    expect(builder.stopped).toBe(true)
    expect(builder.add(events.slice(200))).toBe(false)
    expect(builder.folded).toBe(100)
    expect(builder.finish().violation?.seq).toBe(events[100]!.seq)
    expect(early.length).toBe(100)
    expect(early.violation).toBeNull()
  })
})

describe("Replay.builder hands its arrays over at finish, not copies of them", () => {
  it("a replay finished midway keeps its events, states, indexes and disputes while the builder folds on", () => {
    const { header, events } = matches[0]!
    const builder = (Replay.builder(header) as { success: import("@sidelines/engine").ReplayBuilder }).success
    builder.add(events.slice(0, 300))
    const early = builder.finish()
    const seen = { events: [...early.events], states: [...early.allStates()], indexes: structuredClone(early.indexes), disputes: [...early.disputes] }
    expect(builder.add(events.slice(300))).toBe(true)
    const whole = builder.finish()
    expect(whole.length).toBe(events.length)
    expect(early.length).toBe(300)
    expect({ events: [...early.events], states: [...early.allStates()], indexes: early.indexes, disputes: [...early.disputes] }).toEqual(seen)
    expect(early.final).toBe(seen.states.at(-1))
    // Finishing again without folding more gives the same arrays: nothing is copied for it.
    const again = builder.finish().toData()
    expect(again.events).toBe(whole.toData().events)
    expect(again.checkpoints).toBe(whole.toData().checkpoints)
  })
})

describe("indexes, next and prev", () => {
  const { header, events } = matches[2]!
  const replay = (Replay.build(header, events) as { success: Replay }).success

  it.each(["team-turn", "drive", "turnover", "kick-off", "injury", "touchdown", "half"] as ReadonlyArray<IndexKind>)("%s: sorted, each pointing at an event with that outcome", (kind) => {
    const list = replay.indexes[kind]
    expect([...list].sort((a, b) => a - b)).toEqual(list)
    for (const seq of list) expect(replay.stateAt(seq)).toBeDefined()
  })

  it("team turns: one index entry per TeamTurnStarted outcome; 32 team turns in a full match without a Time-out", () => {
    // A Time-out moves both turn markers, changing how many turns are played: this match has none.
    expect(replay.allStates().some((s) => s.outcomes.some((o) => o._tag === "KickOffEvent" && o.result === "time-out"))).toBe(false)
    const started = replay.allStates().filter((s) => s.outcomes.some((o) => o._tag === "TeamTurnStarted")).map((s) => s.seq)
    expect(replay.indexes["team-turn"]).toEqual(started)
    expect(started.length).toBe(32)
  })

  it("next and prev step through an index from any seq", () => {
    const turns = replay.indexes["team-turn"]
    expect(replay.next("team-turn", 0)).toBe(turns[0])
    expect(replay.next("team-turn", turns[0]!)).toBe(turns[1])
    expect(replay.prev("team-turn", turns[1]!)).toBe(turns[0])
    expect(replay.prev("team-turn", turns[0]!)).toBeUndefined()
    expect(replay.next("team-turn", turns.at(-1)!)).toBeUndefined()
    expect(replay.next("team-turn", turns[3]! - 1)).toBe(turns[3])
  })

  it("explain names the event's place in the match and every ruling of a roll", () => {
    const seq = events.find((event) => event._tag === "DiceRolled" && event.for === "armour")!.seq
    const explanation = explain(replay, seq)!
    expect(explanation.rulings[0]).toMatchObject({ rule: "Armour", die: "2d6" })
    expect(explanation.half).toBeGreaterThan(0)
    expect(explanation.activeTeam).not.toBeNull()
    expect(explain(replay, events.at(-1)!.seq + 5)).toBeUndefined()
  })
})

import { readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { decodeLogText } from "@sidelines/schema"
import { initialState, type Match, matchOf, type MatchState, transition } from "@sidelines/engine"
import type { MatchEvent } from "@sidelines/schema"
import { Events, header, player, positionOf } from "./support/scenario.js"

// The fold is pure: the state an event comes to is never written, whatever the rules do with it.
// A replay keeps every state and seeks by lookup, so a write to one would change history. The fold
// does write the state it has just built (its seq and outcomes, in place, to spare a copy per
// event: fold.ts `folded`), and this pins that it writes nothing else: every state is frozen, deep,
// before the next event is folded into it, and a write to a frozen object throws in the engine's
// strict-mode modules, which the fold reports as a violation of the "engine" rule.

const LOGS = fileURLToPath(new URL("../../../logs/", import.meta.url))

/** Freezes a state and everything it reaches that is not frozen yet (what it shares with the state before was frozen then). */
const freezeDeep = (value: unknown): void => {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return
  Object.freeze(value)
  for (const key of Object.keys(value)) freezeDeep((value as Record<string, unknown>)[key])
}

/** Every state of a fold from `state`, each frozen before the next event; the first failure, if any. */
const foldFrozenFrom = (match: Match, state: MatchState, events: ReadonlyArray<MatchEvent>) => {
  const states: Array<MatchState> = []
  freezeDeep(state)
  for (const event of events) {
    const next = transition(match, state, event)
    if (next._tag === "Failure") return { states, failure: next.failure }
    state = next.success
    states.push(state)
    freezeDeep(state)
  }
  return { states, failure: undefined }
}

/** A log's fold from its header, every state frozen. */
const foldFrozen = (text: string) => {
  const log = decodeLogText(text)
  const match = matchOf(log.header!)
  if (match._tag === "Failure") throw new Error(match.failure.message)
  return foldFrozenFrom(match.success, initialState(match.success), log.events)
}

describe("the fold never writes a state it was given", () => {
  const logs = readdirSync(LOGS).filter((file) => file.endsWith(".jsonl")).sort()

  it("has the bundled logs to fold", () => {
    expect(logs.length).toBeGreaterThan(10)
  })

  it.each(logs)("%s folds to its end with every state frozen, each event's seq on its state", (file) => {
    const text = readFileSync(LOGS + file, "utf8")
    const { states, failure } = foldFrozen(text)
    expect(failure?.message).toBeUndefined()
    const events = decodeLogText(text).events
    expect(states).toHaveLength(events.length)
    // Each state carries its own event's seq: none was written over by a later event's.
    expect(states.map((state) => state.seq)).toEqual(events.map((event) => event.seq))
  })

  it("every event gets a state of its own, even one that changes nothing but the seq", () => {
    const { states } = foldFrozen(readFileSync(LOGS + "sample-drive.jsonl", "utf8"))
    const distinct = new Set(states)
    expect(distinct.size).toBe(states.length)
  })

  it("an unchecked stretch (the source's board taken on trust, no bundled log has one) and the events after it", () => {
    // Home's turn 3 under way, h1 on the ball; the stretch says Away's turn 3 starts next, and Away moves.
    const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => player(`${prefix}${i + 1}`))
    const { match, state } = positionOf(header(ids("h", 11), ids("a", 11)), { team: 0, turn: 3, at: { h1: [9, 7], a1: [10, 7], a2: [14, 3] }, ballCarrier: "h1" })
    const events = new Events()
      .add({
        _tag: "UncheckedStretch", reason: "not converted", source: "commands 1–9", skipped: 9, half: 1, kickingTeam: "away", team: "away",
        turns: [3, 2], score: [0, 0], rerolls: [2, 3], ball: { at: [12, 7], carrier: "a1" },
        players: [{ player: "h1", at: [11, 6], posture: "prone" }, { player: "a1", at: [12, 7] }, { player: "a2", at: null, box: "ko" }]
      })
      .add({ _tag: "ActionDeclared", player: "a1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "a1", to: [13, 7] })
      .add({ _tag: "ActionEnded", player: "a1" })
    const { states, failure } = foldFrozenFrom(match, state, events.list)
    expect(failure?.message).toBeUndefined()
    expect(states.map((s) => s.seq)).toEqual(events.list.map((event) => event.seq))
    expect(states[0]!.activeTeam).toBe(1)
  })
})

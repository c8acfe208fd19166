import { readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { decodeLogText } from "@sidelines/schema"
import { initialState, matchOf, type MatchState, transition } from "@sidelines/engine"

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

/** Every state of a log's fold, each frozen before the next event; the first failure, if any. */
const foldFrozen = (text: string) => {
  const log = decodeLogText(text)
  const match = matchOf(log.header!)
  if (match._tag === "Failure") throw new Error(match.failure.message)
  const states: Array<MatchState> = []
  let state = initialState(match.success)
  freezeDeep(state)
  for (const event of log.events) {
    const next = transition(match.success, state, event)
    if (next._tag === "Failure") return { states, failure: next.failure }
    state = next.success
    states.push(state)
    freezeDeep(state)
  }
  return { states, failure: undefined }
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
})

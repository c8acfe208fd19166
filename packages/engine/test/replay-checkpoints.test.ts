import { readFileSync, readdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { isDeepStrictEqual } from "node:util"
import { describe, expect, it } from "vitest"
import { decodeLogText, type MatchEvent } from "@sidelines/schema"
import { initialState, KEEP_ALL_UP_TO, KEEP_EVERY, matchOf, Replay, transition, type MatchState, type ReplayOptions } from "@sidelines/engine"

// A long replay keeps the state after every `every`-th event and folds the few events after a kept
// state again to reach any other. Whatever it keeps, every state it hands out must be the one a
// fold from the start gives, read in any order. The bundled logs are short (a real match keeps
// every state), so most cases here ask for the spacing from the first event (keepAllUpTo 0).
const logsDir = fileURLToPath(new URL("../../../logs/", import.meta.url))
const bundled = readdirSync(logsDir)
  .filter((file) => file.endsWith(".jsonl"))
  .sort()
  .map((file) => ({ file, log: decodeLogText(readFileSync(logsDir + file, "utf8")) }))

/** Spaced from the first event, KEEP_EVERY unless told. */
const built = (log: (typeof bundled)[number]["log"], keepEvery: number = KEEP_EVERY, options: ReplayOptions = { keepAllUpTo: 0 }): Replay => {
  const result = Replay.build(log.header!, log.events, { ...options, keepEvery })
  if (result._tag === "Failure") throw new Error(result.failure.message)
  return result.success
}

/** Every state from a plain fold from the start: the reference. */
const foldedFromStart = (log: (typeof bundled)[number]["log"]): Array<MatchState> => {
  const match = matchOf(log.header!)
  if (match._tag === "Failure") throw new Error(match.failure.message)
  const states: Array<MatchState> = []
  let state = initialState(match.success)
  for (const event of log.events) {
    const next = transition(match.success, state, event)
    if (next._tag === "Failure") break
    state = next.success
    states.push(state)
  }
  return states
}

/** A small seeded shuffle, so a failing order can be replayed. */
const shuffled = (n: number, seed: number): Array<number> => {
  const order = Array.from({ length: n }, (_, i) => i)
  let s = seed
  for (let i = n - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648
    const j = s % (i + 1)
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  return order
}

describe("a replay keeps a state every few events and folds the rest again on demand", () => {
  // Node's deep strict equality (vitest's is many times slower over thousands of states); the indexes say which differed.
  const differing = (reference: ReadonlyArray<MatchState>, order: ReadonlyArray<number>, read: (i: number) => MatchState) => order.filter((i) => !isDeepStrictEqual(read(i), reference[i]))

  it.each(bundled)("$file: every state, read in order and at random, is the fold's from the start", ({ log }) => {
    const reference = foldedFromStart(log)
    const replay = built(log)
    expect(replay.length).toBe(reference.length)
    expect(differing(reference, reference.map((_, i) => i), (i) => replay.after(i)), "in order").toEqual([])
    expect(differing(reference, shuffled(reference.length, 7), (i) => replay.after(i)), "at random").toEqual([])
    expect(replay.after(-1)).toBe(replay.initial)
    expect(replay.final).toStrictEqual(reference.at(-1))
  })

  it("the same for any spacing, read forwards, backwards and at random", () => {
    const { log } = bundled.find(({ file }) => file === "blight-allies-orc-skaven-v-human-dwarf.jsonl")!
    const reference = foldedFromStart(log)
    const forwards = reference.map((_, i) => i)
    for (const every of [1, 3, 13]) {
      const replay = built(log, every)
      expect(replay.every).toBe(every)
      expect(differing(reference, forwards, (i) => replay.after(i)), `every ${every}, forwards`).toEqual([])
      expect(differing(reference, [...forwards].reverse(), (i) => replay.before(i + 1)), `every ${every}, backwards`).toEqual([])
      expect(differing(reference, shuffled(reference.length, every), (i) => replay.after(i)), `every ${every}, at random`).toEqual([])
    }
  })

  it("keeps one state in `every`: the initial state, then the state after each `every`-th event", () => {
    const { log } = bundled.find(({ file }) => file === "bb-orc-v-human.jsonl")!
    const reference = foldedFromStart(log)
    for (const every of [1, 2, KEEP_EVERY, 100]) {
      const kept = built(log, every).toData().checkpoints
      expect(kept).toHaveLength(Math.floor(reference.length / every) + 1)
      expect(kept[1]).toStrictEqual(reference[every - 1])
    }
    expect(built(log).every).toBe(KEEP_EVERY)
  })

  it("a match up to KEEP_ALL_UP_TO events keeps every state; a longer one keeps one in KEEP_EVERY from the event it grew long at", () => {
    for (const { file, log } of bundled) {
      expect(log.events.length, file).toBeLessThanOrEqual(KEEP_ALL_UP_TO)
      const replay = (Replay.build(log.header!, log.events) as { success: Replay }).success
      expect(replay.every, file).toBe(1)
      expect(replay.toData().checkpoints, file).toHaveLength(replay.length + 1)
    }
    const { log } = bundled.find(({ file }) => file === "bb-wood-elf-v-lizardmen.jsonl")!
    const reference = foldedFromStart(log)
    const builder = (Replay.builder(log.header!, { keepAllUpTo: 500 }) as { success: import("@sidelines/engine").ReplayBuilder }).success
    builder.add(log.events.slice(0, 500))
    const short = builder.finish()
    builder.add(log.events.slice(500))
    const long = builder.finish()
    expect([short.every, short.toData().checkpoints.length]).toEqual([1, 501])
    expect([long.every, long.toData().checkpoints.length]).toEqual([KEEP_EVERY, Math.floor(reference.length / KEEP_EVERY) + 1])
    expect(differing(reference, reference.map((_, i) => i), (i) => long.after(i))).toEqual([])
    expect(differing(reference.slice(0, 500), reference.slice(0, 500).map((_, i) => i), (i) => short.after(i)), "the replay handed out before stays whole").toEqual([])
  })

  it("hands out a kept state itself, and the same object for a state read twice in a row", () => {
    const { log } = bundled.find(({ file }) => file === "bb-skaven-v-dwarf.jsonl")!
    const replay = built(log, 4)
    const kept = replay.toData().checkpoints
    expect(replay.after(3)).toBe(kept[1])
    expect(replay.after(7)).toBe(kept[2])
    expect(replay.after(replay.length - 1)).toBe(replay.final)
    const between = replay.after(5)
    expect(replay.after(5)).toBe(between)
    // A stretch is folded from its kept state, so it shares what did not change with it, as a fold from the start does.
    const sharedPlayers = replay.after(4).players.filter((player, i) => player === kept[1]!.players[i]).length
    expect(sharedPlayers).toBeGreaterThan(0)
  })

  it("a seek folds at most `every` events again, and a walk through the match folds each event once", () => {
    const { log } = bundled.find(({ file }) => file === "gutter-street-human-v-orc.jsonl")!
    const whole = built(log)
    expect(whole.every).toBe(KEEP_EVERY)
    const reads = new Map<number, number>()
    const events = new Proxy(whole.events as Array<MatchEvent>, {
      get: (target, key, receiver) => {
        if (typeof key === "string" && /^\d+$/.test(key)) reads.set(Number(key), (reads.get(Number(key)) ?? 0) + 1)
        return Reflect.get(target, key, receiver) as unknown
      }
    })
    const replay = (Replay.restore(log.header!, { ...whole.toData(), events }) as { success: Replay }).success
    const middle = Math.floor(replay.length / 2) + 2
    reads.clear()
    replay.after(middle)
    // The events before it in its stretch: the kept state that ends the stretch is not folded again.
    expect([...reads.keys()].length).toBeLessThan(KEEP_EVERY)
    expect(Math.min(...reads.keys())).toBeGreaterThan(middle - KEEP_EVERY)
    expect(Math.max(...reads.keys())).toBe(middle)
    reads.clear()
    for (let i = 0; i < replay.length; i++) replay.after(i)
    expect(Math.max(...reads.values())).toBe(1)
    // Every event but those whose states are kept (each stretch's last, and the last event).
    const kept = new Set([...Array.from({ length: Math.floor(replay.length / KEEP_EVERY) }, (_, k) => (k + 1) * KEEP_EVERY - 1), replay.length - 1])
    expect(reads.size).toBe(replay.length - kept.size)
    for (const index of kept) expect(reads.has(index)).toBe(false)
  })

  it("refuses a spacing that is not a whole number of events, and data whose kept states do not fit its events", () => {
    const { log } = bundled.find(({ file }) => file === "sample-drive.jsonl")!
    for (const keepEvery of [0, -2, 1.5, Number.NaN]) expect(() => Replay.build(log.header!, log.events, { keepEvery })).toThrow(/keepEvery/)
    for (const keepAllUpTo of [-1, 0.5]) expect(() => Replay.build(log.header!, log.events, { keepAllUpTo })).toThrow(/keepAllUpTo/)
    const data = built(log, 2).toData()
    expect(() => Replay.restore(log.header!, { ...data, every: 3 })).toThrow(/checkpoints/)
    expect(() => Replay.restore(log.header!, { ...data, every: undefined as unknown as number })).toThrow(/keepEvery/)
    expect(() => built(log).after(built(log).length)).toThrow(RangeError)
  })

  it("a replay kept one state in a few, sent as data (a structured clone) and restored, hands out the same states", () => {
    const { log } = bundled.find(({ file }) => file === "holiday-human-v-orc.jsonl")!
    const reference = foldedFromStart(log)
    const restored = Replay.restore(log.header!, structuredClone(built(log, 3).toData()))
    if (restored._tag === "Failure") throw new Error(restored.failure.message)
    expect(restored.success.every).toBe(3)
    expect(differing(reference, shuffled(reference.length, 3), (i) => restored.success.after(i))).toEqual([])
  })

  it("a replay that stopped at a rule violation, or has no events, keeps what it folded the same way", () => {
    const { log } = bundled.find(({ file }) => file === "bb-orc-v-human.jsonl")!
    const reference = foldedFromStart(log)
    // The 300th event told in the wrong order: the rules reject it, and the replay ends before it.
    const events = [...log.events.slice(0, 299), log.events[400]!, ...log.events.slice(300)]
    const stopped = (Replay.build(log.header!, events, { keepAllUpTo: 0 }) as { success: Replay }).success
    expect(stopped.violation).not.toBeNull()
    expect(stopped.length).toBeLessThan(events.length)
    expect(differing(reference, reference.slice(0, stopped.length).map((_, i) => i), (i) => stopped.after(i))).toEqual([])
    expect(stopped.final).toStrictEqual(reference[stopped.length - 1])
    const empty = (Replay.build(log.header!, [], { keepAllUpTo: 0 }) as { success: Replay }).success
    expect([empty.length, empty.allStates()]).toEqual([0, []])
    expect(empty.final).toBe(empty.initial)
    expect(() => empty.after(0)).toThrow(RangeError)
  })
})

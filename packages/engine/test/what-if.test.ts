import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { decodeLogText, type MatchEvent } from "@sidelines/schema"
import { Replay, whatIf } from "@sidelines/engine"

const sampleDrive = (): Replay => {
  const log = decodeLogText(readFileSync(fileURLToPath(new URL("../../../logs/sample-drive.jsonl", import.meta.url)), "utf8"))
  const built = Replay.build(log.header!, log.events)
  if (built._tag === "Failure") throw new Error(built.failure.message)
  return built.success
}

/** The event at `seq` with some fields changed. */
const changed = (replay: Replay, seq: number, fields: Record<string, unknown>): MatchEvent => ({ ...replay.events[replay.indexOf(seq)]!, ...fields }) as MatchEvent

const player = (state: { players: ReadonlyArray<{ id: string }> }, id: string) => state.players.find((p) => p.id === id) as unknown as { at: unknown; box: string | null; standing?: unknown; state?: unknown }

describe("what if: the match folded on from a changed die or decision, beside the real one", () => {
  it("Grishnak's dodge at seq 48 rolled a 4 instead of a 1: no re-roll is needed, so the log's team re-roll at seq 49 is where the changed match stops", () => {
    const replay = sampleDrive()
    const at = replay.indexOf(48)
    const alt = whatIf(replay, at, changed(replay, 48, { faces: [4] }))
    expect(alt.refused).toBeNull()
    expect(alt.from).toBe(at)
    expect(alt.states).toHaveLength(1)
    expect(alt.stop).toMatchObject({ index: at + 1, seq: 49 })
    expect(alt.stop!.reason).not.toBe("")
    // The real dodge failed and was re-rolled; the changed one stands on its square at once.
    expect(replay.after(at).stack.length).not.toBe(alt.states[0]!.stack.length)
  })

  it("the same face again takes the whole rest of the log, state for state", () => {
    const replay = sampleDrive()
    const at = replay.indexOf(48)
    const alt = whatIf(replay, at, changed(replay, 48, {}))
    expect(alt.stop).toBeNull()
    expect(alt.events).toHaveLength(replay.length - at)
    expect(alt.states).toEqual(replay.allStates().slice(at))
  })

  it("the armour roll at seq 43 as a 1 and a 1: the armour holds, so the injury roll at seq 44 cannot follow", () => {
    const replay = sampleDrive()
    const at = replay.indexOf(43)
    const alt = whatIf(replay, at, changed(replay, 43, { faces: [1, 1] }))
    expect(alt.refused).toBeNull()
    expect(alt.stop).toMatchObject({ seq: 44 })
    // The real armour broke; the changed one did not: no injury in what it led to.
    const outcomes = alt.states[0]!.outcomes.map((o) => o._tag)
    expect(outcomes).not.toContain("Injury")
    // The claim on the changed roll spoke of the real roll ("broken"): it is dropped, not disputed.
    expect("claimed" in alt.events[0]!).toBe(false)
  })

  it("a decision the rules do not offer is refused at once, and the real replay is untouched", () => {
    const replay = sampleDrive()
    const states = structuredClone(replay.allStates())
    const before = structuredClone(replay.after(replay.length - 1))
    const alt = whatIf(replay, replay.indexOf(41), changed(replay, 41, { to: [2, 2] }))
    expect(alt.refused).not.toBeNull()
    expect(alt.states).toEqual([])
    expect(replay.allStates()).toStrictEqual(states)
    expect(replay.after(replay.length - 1)).toEqual(before)
    expect(player(replay.final, "h1").box).toBe(player(before!, "h1").box)
  })

  it("stops after the limit of later events it is given, and refuses an index the log does not have", () => {
    const replay = sampleDrive()
    const alt = whatIf(replay, 0, replay.events[0]!, { limit: 3 })
    expect(alt.states).toHaveLength(4)
    expect(() => whatIf(replay, replay.length, replay.events[0]!)).toThrow(RangeError)
  })
})

import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { decodeLogText, type MatchEvent } from "@sidelines/schema"
import { atSeq, legalDecisions, Replay, WHAT_IF_CHOICES, whatIf, whatIfChoices, whatIfDifferences, withFaces } from "@sidelines/engine"

const sampleDrive = (): Replay => {
  const log = decodeLogText(readFileSync(fileURLToPath(new URL("../../../logs/sample-drive.jsonl", import.meta.url)), "utf8"))
  const built = Replay.build(log.header!, log.events)
  if (built._tag === "Failure") throw new Error(built.failure.message)
  return built.success
}

describe("what a what-if may change, and how the changed match differs", () => {
  const replay = sampleDrive()

  it("a roll: its die's kind, how many faces it shows, and the faces rolled", () => {
    expect(whatIfChoices(replay, replay.indexOf(48))).toEqual({ kind: "dice", die: "d6", sides: 6, faces: [1] })
    expect(whatIfChoices(replay, replay.indexOf(43))).toEqual({ kind: "dice", die: "2d6", sides: 6, faces: [6, 4] })
    expect(whatIfChoices(replay, replay.indexOf(28))).toMatchObject({ kind: "dice", die: "block", faces: [3, 6] })
  })

  it("a decision: the rules' alternatives there, the one made marked", () => {
    const follow = whatIfChoices(replay, replay.indexOf(42))
    expect(follow.kind).toBe("decision")
    if (follow.kind !== "decision") return
    expect(follow.options.map((o) => (o as { follow: boolean }).follow).sort()).toEqual([false, true])
    expect((follow.options[follow.chosen] as { follow: boolean }).follow).toBe(true)
    const reroll = whatIfChoices(replay, replay.indexOf(49))
    expect(reroll.kind === "decision" && reroll.options.map((o) => o._tag).sort()).toEqual(["RerollDeclined", "RerollUsed"])
  })

  it("nothing to change at an event the rules impose, nor where the alternatives are too many to list", () => {
    // A set-up square: hundreds of places to stand.
    const placed = whatIfChoices(replay, replay.indexOf(7))
    expect(placed).toMatchObject({ kind: "none", why: "too-many" })
    expect(placed.kind === "none" && placed.count).toBeGreaterThan(WHAT_IF_CHOICES)
    // Declaring an action: every player who may act, each way: a long list, but a list.
    const declared = whatIfChoices(replay, replay.indexOf(26))
    expect(declared.kind).toBe("decision")
    expect(declared.kind === "decision" && declared.options.length).toBe(legalDecisions(replay.match, replay.after(replay.indexOf(26) - 1)).length)
    expect(() => whatIfChoices(replay, replay.length)).toThrow(RangeError)
  })

  it("the differences beside the real match: the dodge rolled a 4 stands the blitzer on its square at once, and no re-roll is spent", () => {
    const at = replay.indexOf(48)
    const event = replay.events[at] as Extract<MatchEvent, { _tag: "DiceRolled" }>
    const alt = whatIf(replay, at, withFaces(event, [4]))
    const same = whatIfDifferences(replay.after(at), replay.after(at))
    expect(same.players).toEqual([])
    expect(same.score.real).toEqual(same.score.changed)
    // The real dodge failed and is being re-rolled; the changed one succeeded: no difference in where anyone stands yet.
    const beside = whatIfDifferences(replay.after(at), alt.states[0]!)
    expect(beside.score).toEqual({ real: replay.after(at).teams.map((t) => t.score), changed: alt.states[0]!.teams.map((t) => t.score) })
    // A decision put in place of the real one keeps the real seq.
    const follow = whatIfChoices(replay, replay.indexOf(42))
    if (follow.kind !== "decision") throw new Error("a decision")
    const other = follow.options[1 - follow.chosen]!
    const stayed = whatIf(replay, replay.indexOf(42), atSeq(other, 42))
    expect(stayed.refused).toBeNull()
    expect(stayed.events[0]).toMatchObject({ seq: 42, follow: false })
    // Not following up: the blitzer is not where the real one stands.
    const after = whatIfDifferences(replay.after(replay.indexOf(42)), stayed.states[0]!)
    expect(after.players.map((d) => d.player)).toContain("o1")
  })
})

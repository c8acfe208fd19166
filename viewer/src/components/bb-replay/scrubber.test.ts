import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { decodeLogText, type MatchEvent } from "@sidelines/schema"
import orcText from "../../../../logs/bb-orc-v-human.jsonl?raw"
import sampleText from "../../../../logs/sample-drive.jsonl?raw"
import { longLog } from "../../../../scripts/long-log.mjs"
import { drawnMarks, MARK_SLOTS, scrubberMarks } from "./scrubber.js"

const build = (text: string, edit: (event: MatchEvent) => MatchEvent = (event) => event): Replay => {
  const log = decodeLogText(text)
  return (Replay.build(log.header!, log.events.map(edit)) as { success: Replay }).success
}

describe("the scrubber's markers", () => {
  it("mark every touchdown, injury, turnover and kick-off of the match", () => {
    const orc = build(orcText)
    const marks = scrubberMarks(orc)
    for (const kind of ["touchdown", "injury", "turnover", "kick-off"] as const) {
      expect(marks.filter((m) => m.kind === kind).map((m) => m.seq)).toEqual(orc.indexes[kind])
    }
    expect(marks.some((m) => m.kind === "dispute" || m.kind === "violation")).toBe(false)
  })

  it("add a red marker for each disputed claim, after the others so it is drawn on top", () => {
    // The armour roll at seq 43 breaks armour (6 + 4 against AV 9); the edited log claims it held.
    const disputed = build(sampleText, (event) => (event.seq === 43 ? { ...event, claimed: { result: "not-broken" } } : event))
    const marks = scrubberMarks(disputed)
    expect(marks.at(-1)).toEqual({ kind: "dispute", seq: 43, title: expect.stringContaining("seq 43") })
  })

  it("add an amber marker for each unchecked stretch, titled with its reason", () => {
    const head = decodeLogText(sampleText).header!
    const stretch = { _tag: "UncheckedStretch", seq: 1, reason: "a report not converted yet", half: 1, kickingTeam: head.teams[0]!.id, team: head.teams[1]!.id, turns: [0, 0], score: [0, 0], rerolls: [3, 3], ball: { at: null, carrier: null }, players: [] } as unknown as MatchEvent
    const marks = scrubberMarks((Replay.build(head, [stretch]) as { success: Replay }).success)
    expect(marks).toContainEqual({ kind: "unchecked", seq: 1, title: "not checked by the rules at seq 1: a report not converted yet" })
  })

  it("are worked out once per replay, not on every frame", () => {
    const orc = build(orcText)
    expect(scrubberMarks(orc)).toBe(scrubberMarks(orc))
  })
})

describe("the scrubber's drawn markers", { timeout: 120_000 }, () => {
  it("are every marker while they fall in different places", () => {
    const orc = build(orcText)
    expect(drawnMarks(orc)).toEqual(scrubberMarks(orc))
  })

  it("draw at most MARK_SLOTS of a kind, however many there are, counting the rest in the title", () => {
    // A match of 100,000 events with a stretch every 70: far more stretches than places.
    const long = build(longLog(100_000).text)
    const unchecked = scrubberMarks(long).filter((m) => m.kind === "unchecked")
    expect(unchecked.length).toBeGreaterThan(MARK_SLOTS)
    const drawn = drawnMarks(long).filter((m) => m.kind === "unchecked")
    expect(drawn.length).toBeLessThanOrEqual(MARK_SLOTS)
    expect(drawn[0]!.seq).toBe(unchecked[0]!.seq)
    const counted = drawn.reduce((sum, m) => sum + 1 + Number(/and ([\d,]+) more nearby/.exec(m.title)?.[1]?.replaceAll(",", "") ?? 0), 0)
    expect(counted).toBe(unchecked.length)
  })
})

import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { decodeLogText, type MatchEvent } from "@sidelines/schema"
import orcText from "../../../../logs/bb-orc-v-human.jsonl?raw"
import sampleText from "../../../../logs/sample-drive.jsonl?raw"
import { scrubberMarks } from "./scrubber.js"

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

  it("are worked out once per replay, not on every frame", () => {
    const orc = build(orcText)
    expect(scrubberMarks(orc)).toBe(scrubberMarks(orc))
  })
})

import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import sampleText from "../../../../logs/sample-drive.jsonl?raw"
import { eventLines } from "../../model/describe.js"
import { CAPTION_LINES, captionOf } from "./caption.js"

const sample = (() => {
  const log = decodeLogText(sampleText)
  return (Replay.build(log.header!, log.events) as { success: Replay }).success
})()
const line = (seq: number) => eventLines(sample).at(sample.indexOf(seq)).text

describe("the presentation caption", () => {
  it("at the start of a play step, where playback stops: the end of the step just played, and what begins now", () => {
    // Seq 52 ends the Orcs' turn, after Grishnak's blitz (32–51): its last lines, the rest cut.
    expect(captionOf(sample, 52)).toEqual({ happened: [line(49), line(50), line(51)], cut: true, now: line(52) })
    expect(line(51)).toBe("Grishnak ends the action")
    expect(line(52)).toMatch(/end their turn/)
    // Seq 53, Brunhilde's action: the step before was the turn's end alone.
    expect(captionOf(sample, 53)).toEqual({ happened: [line(52)], cut: false, now: line(53) })
  })

  it("inside a step (a seek to any event): the step so far, up to the event shown", () => {
    expect(captionOf(sample, 34)).toEqual({ happened: [line(32), line(33), line(34)], cut: false, now: null })
    expect(captionOf(sample, 40).happened).toHaveLength(CAPTION_LINES)
    expect(captionOf(sample, 40)).toMatchObject({ cut: true, now: null })
  })

  it("before the first event", () => {
    expect(captionOf(sample, 0)).toEqual({ happened: ["Before the kick-off"], cut: false, now: null })
  })
})

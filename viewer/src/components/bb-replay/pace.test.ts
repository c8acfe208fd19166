import { describe, expect, it } from "vitest"
import { decodeLogText } from "@sidelines/schema"
import { Replay, startsPlayStep } from "@sidelines/engine"
import { PAUSE_MS, playingTime, playStepFrom } from "./pace.js"

/** Every bundled log's text, by file name. */
const logs: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<string>("../../../../logs/*.jsonl", { query: "?raw", import: "default", eager: true })).map(([path, text]) => [path.split("/").at(-1)!, text])
)
const replayOf = (file: string): Replay => {
  const log = decodeLogText(logs[file]!)
  const built = Replay.build(log.header!, log.events)
  if (built._tag === "Failure") throw new Error(built.failure.message)
  return built.success
}

describe("playback's pace", () => {
  const sample = replayOf("sample-drive.jsonl")

  it("a step by action lands on the next play step's first event, with the motion of the events on the way", () => {
    const step = playStepFrom(sample, 32, "action", 1)!
    expect(step.target).toBe(52)
    expect(step.motion.beats.map((b) => b.seq)).toEqual([33, 34, 35, 36, 37, 41, 42, 45, 50])
    // Nine beats of motion, then the pause after an action where something moved.
    expect(step.wait).toBeGreaterThan(PAUSE_MS.moved)
    expect(playStepFrom(sample, 32, "action", 2)!.wait).toBeCloseTo(step.wait / 2)
  })

  it("a step by event is the next event; nothing moving, it is only the pause", () => {
    expect(playStepFrom(sample, 26, "event", 1)).toEqual({ target: 27, motion: { beats: [], speed: 1 }, wait: PAUSE_MS.event })
    expect(playStepFrom(sample, 56, "event", 1)).toBeUndefined()
    expect(playStepFrom(sample, 56, "action", 1)).toBeUndefined()
  })

  it("playing from the start by action visits every play step's start in order", () => {
    const visited: Array<number> = []
    for (let seq = 0, step = playStepFrom(sample, 0, "action", 1); step !== undefined; seq = step.target, step = playStepFrom(sample, seq, "action", 1)) visited.push(step.target)
    expect(visited).toEqual(sample.events.filter((_, i) => startsPlayStep(sample, i)).map((e) => e.seq))
  })

  // A whole match at 1× should take minutes a viewer sits through, not the 4-events-a-second crawl of before.
  for (const file of Object.keys(logs).filter((f) => f !== "sample-drive.jsonl")) {
    it(`${file}: plays in a few minutes at 1× by action, under a minute at 8×`, () => {
      const replay = replayOf(file)
      const minutes = playingTime(replay, "action", 1) / 60_000
      expect(minutes).toBeGreaterThan(1.5)
      expect(minutes).toBeLessThan(12)
      expect(playingTime(replay, "action", 8) / 60_000).toBeLessThan(minutes / 7)
    })
  }
})

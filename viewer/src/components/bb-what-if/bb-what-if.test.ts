import { describe, expect, it } from "vitest"
import { Replay, whatIf, withFaces } from "@sidelines/engine"
import { decodeLogText, type MatchEvent } from "@sidelines/schema"
import sampleText from "../../../../logs/sample-drive.jsonl?raw"
import { describeEvent } from "../../model/describe.js"
import { BbWhatIf, besideAt, changeable, changedLine } from "./bb-what-if.js"

const build = (text: string): Replay => {
  const log = decodeLogText(text)
  return (Replay.build(log.header!, log.events) as { success: Replay }).success
}
const replay = build(sampleText)
type Roll = Extract<MatchEvent, { _tag: "DiceRolled" }>

describe("the changed match beside the real one", () => {
  it("stands beside the cursor, clamped to the change and to where the changed match stopped", () => {
    const at = replay.indexOf(48)
    const stopped = whatIf(replay, at, withFaces(replay.events[at] as Roll, [4]))
    expect(stopped.states).toHaveLength(1)
    expect(besideAt(replay, stopped, at - 5)).toMatchObject({ k: 0, realIndex: at, where: "before" })
    expect(besideAt(replay, stopped, at)).toMatchObject({ k: 0, realIndex: at, where: "beside" })
    expect(besideAt(replay, stopped, at + 3)).toMatchObject({ k: 0, where: "after" })
    const same = whatIf(replay, at, replay.events[at]!)
    const later = besideAt(replay, same, at + 4)!
    expect(later).toMatchObject({ k: 4, realIndex: at + 4, where: "beside" })
    expect(later.state).toEqual(replay.after(at + 4))
    expect(later.differences.players).toEqual([])
  })

  it("describes the changed match's events as the log describes the real ones", () => {
    const at = replay.indexOf(48)
    const same = whatIf(replay, at, replay.events[at]!)
    for (const k of [0, 1, 5]) expect(changedLine(replay, same, k)).toEqual(describeEvent(replay, at + k))
    const changed = whatIf(replay, at, withFaces(replay.events[at] as Roll, [4]))
    expect(changedLine(replay, changed, 0).text).not.toBe(describeEvent(replay, at).text)
    expect(changedLine(replay, changed, 0).text).toMatch(/4/)
  })

  it("a roll and a coach's decision can be changed (a follow-up, a square moved to); a set-up square, one of hundreds, cannot", () => {
    expect(changeable(replay, replay.indexOf(48))).toBe(true)
    expect(changeable(replay, replay.indexOf(42))).toBe(true)
    expect(changeable(replay, replay.indexOf(33))).toBe(true)
    expect(changeable(replay, replay.indexOf(7))).toBe(false)
  })
})

describe("<bb-what-if>", () => {
  it("folds a changed die from the current event, and the log's replay is untouched", () => {
    expect(customElements.get("bb-what-if")).toBe(BbWhatIf)
    const element = new BbWhatIf()
    element.replay = replay
    element.seq = 48
    const event = replay.events[replay.indexOf(48)] as Roll
    const states = structuredClone(replay.allStates())
    const events = JSON.stringify(replay.events)
    element.fold()
    expect(element.folded, "nothing to fold without a change").toBeNull()
    element.draft = withFaces(event, [4])
    element.fold()
    expect(element.folded).toMatchObject({ from: replay.indexOf(48), changed: { faces: [4], seq: 48 } })
    expect(element.folded!.alt.stop).toMatchObject({ seq: 49 })
    expect(replay.allStates()).toStrictEqual(states)
    expect(JSON.stringify(replay.events)).toBe(events)
  })
})

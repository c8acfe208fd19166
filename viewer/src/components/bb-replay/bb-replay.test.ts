import { describe, expect, it } from "vitest"
import { boardExplained, Replay } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import sampleText from "../../../../logs/sample-drive.jsonl?raw"
import { longLog } from "../../../../scripts/long-log.mjs"
import { BbReplay } from "./bb-replay.js"

// <bb-replay> as a component, in Node (Lit's DOM shim): its attributes, properties and events.
// Keys, focus, sizing and the worker run in Chromium (test/viewer.test.ts).

const replayOf = (text: string): Replay => {
  const log = decodeLogText(text)
  return (Replay.build(log.header!, log.events) as { success: Replay }).success
}
const sample = replayOf(sampleText)

/** The text a Lit template would show: its strings and values in order, markup dropped. */
const textOf = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(textOf).join("")
  if (value !== null && typeof value === "object" && "strings" in value && "values" in value) {
    const { strings, values } = value as { strings: ReadonlyArray<string>; values: ReadonlyArray<unknown> }
    return strings.map((s, i) => s.replace(/<[^>]*>?/g, "").replace(/^[^<]*>/, "") + (i < values.length ? textOf(values[i]) : "")).join("")
  }
  return typeof value === "string" || typeof value === "number" ? String(value) : ""
}
const shown = (element: BbReplay) => textOf((element as unknown as { render(): unknown }).render()).replace(/\s+/g, " ")

/** The boards explained a template hands on (to the pitch): objects with targets, zones and lines, found through its values. */
const boardsIn = (value: unknown): Array<unknown> => {
  if (Array.isArray(value)) return value.flatMap(boardsIn)
  if (value === null || typeof value !== "object") return []
  if ("strings" in value && "values" in value) return (value as { values: ReadonlyArray<unknown> }).values.flatMap(boardsIn)
  return "targets" in value && "zones" in value && "lines" in value ? [value] : []
}

/** Every event of `type` the element sends, with its detail. */
const heard = <T>(element: BbReplay, type: string): Array<T> => {
  const seen: Array<T> = []
  element.addEventListener(type, (event) => seen.push((event as CustomEvent<T>).detail))
  return seen
}

describe("<bb-replay>", () => {
  it("says a replay is being converted, and how far, before its log is opened", () => {
    const element = new BbReplay()
    const loading = element as unknown as { beginLoad(): number; reportProgress(ticket: number): (done: number, total: number, phase: string, thread: string) => void }
    const report = loading.reportProgress(loading.beginLoad())
    report(8, 32, "import", "worker")
    expect(shown(element)).toContain("Converting the replay… 25%")
    report(100, 1000, "decode", "worker")
    expect(shown(element)).toContain("Opening the log… 5%")
    expect(shown(element)).not.toContain("Converting")
  })

  it("reads its attributes: src, seq, autoplay, speed", () => {
    const element = new BbReplay()
    const attributes = (BbReplay as unknown as { observedAttributes: Array<string> }).observedAttributes
    expect(attributes).toEqual(expect.arrayContaining(["src", "seq", "autoplay", "speed"]))
    element.attributeChangedCallback("seq", null, "12")
    element.attributeChangedCallback("speed", null, "4")
    element.attributeChangedCallback("autoplay", null, "")
    expect([element.seq, element.speed, element.autoplay]).toEqual([12, 4, true])
  })

  it("shows a replay given as a property, at `seq`; `state` is the engine's state there and cannot be set", () => {
    const element = new BbReplay()
    element.replay = sample
    element.seq = 45
    expect(element.state).toBe(sample.stateAt(45))
    expect(() => {
      ;(element as unknown as { state: unknown }).state = sample.initial
    }).toThrow()
    const text = shown(element)
    for (const team of sample.match.header.teams) expect(text).toContain(team.name)
    expect(text).toContain(`event 45 of ${sample.events.length}`)
  })

  it("seekTo moves within the match and sends bb-seek { seq }; a seq past the end is the last event; the same seq again sends nothing", () => {
    const element = new BbReplay()
    element.replay = sample
    const seeks = heard<{ seq: number }>(element, "bb-seek")
    element.seekTo(10)
    element.seekTo(10)
    element.seekTo(1_000_000)
    element.seekTo(-5)
    const last = sample.events.at(-1)!.seq
    expect(seeks).toEqual([{ seq: 10 }, { seq: last }, { seq: 0 }])
    expect(element.seq).toBe(0)
  })

  it("opening a log sends bb-load { events }; a bad log also sends bb-error with the decoder's errors, and still shows its valid part", async () => {
    const element = new BbReplay()
    const loads = heard<{ events: number }>(element, "bb-load")
    const errors = heard<{ message: string; errors: Array<{ line: number }> }>(element, "bb-error")
    await element.openText("sample.jsonl", sampleText)
    expect(loads).toEqual([{ events: sample.events.length }])
    expect(errors).toEqual([])

    const lines = sampleText.split("\n")
    lines[30] = "{ this is not json"
    const bad = lines.join("\n")
    await element.openText("bad.jsonl", bad)
    // Every event the decoder read; the replay shows those before the first bad line.
    expect(loads.at(-1)).toEqual({ events: decodeLogText(bad).events.length })
    expect(errors).toHaveLength(1)
    expect(errors[0]!.errors.map((e) => e.line)).toEqual([31])
    const text = shown(element)
    expect(text).toContain("line 31:")
    expect(text).toContain("the 29 events before the first are shown")
    element.seekTo(1_000)
    expect(element.seq).toBe(29)
  })

  it("counts the lines that could not be read, not the problems on them: one line with four problems is one line", async () => {
    const element = new BbReplay()
    const lines = sampleText.split("\n")
    lines[30] = '{"_tag":"DiceRolled","seq":"oops"}'
    const bad = lines.join("\n")
    expect(decodeLogText(bad).errors.length).toBeGreaterThan(1)
    await element.openText("bad.jsonl", bad)
    expect(shown(element)).toContain("1 line could not be read")
  })

  it("a log the rules stop sends bb-error with the violation's message, and the replay ends there", async () => {
    const element = new BbReplay()
    const errors = heard<{ message: string }>(element, "bb-error")
    // The armour roll at seq 43 claimed for the wrong player: the rules refuse it.
    const broken = sampleText.replace('"seq":43,"die":"2d6","faces":[6,4],"for":"armour","player":"h1"', '"seq":43,"die":"2d6","faces":[6,4],"for":"armour","player":"o1"')
    expect(broken).not.toBe(sampleText)
    await element.openText("broken.jsonl", broken)
    expect(element.replay!.violation).not.toBeNull()
    expect(errors).toEqual([expect.objectContaining({ message: element.replay!.violation!.message })])
    expect(shown(element)).toContain(`The rules stop the replay at seq ${element.replay!.violation!.seq}`)
  })

  it("works out the board explained when the event, the replay or the toggle changes, not on every render", () => {
    const element = new BbReplay()
    const update = (changed: Record<string, unknown>) => (element as unknown as { willUpdate(changed: Map<string, unknown>): void }).willUpdate(new Map(Object.entries(changed)))
    const drawn = () => boardsIn((element as unknown as { render(): unknown }).render())
    const [first, second] = sample.events.map((e) => e.seq).filter((seq) => (boardExplained(sample, seq)?.targets.length ?? 0) > 0)
    element.replay = sample
    element.seq = first!
    update({ replay: null, seq: 0 })
    expect(drawn()).toEqual([])
    element.explain = true
    update({ explain: false })
    const atFirst = drawn()
    expect(atFirst).toEqual([boardExplained(sample, first!)])
    // A render for something else (the help opened) hands on the same board, not one worked out again.
    element.help = true
    update({ help: false })
    expect(drawn()[0]).toBe(atFirst[0])
    expect(drawn()[0]).toBe(atFirst[0])
    element.seq = second!
    update({ seq: first })
    expect(drawn()).toEqual([boardExplained(sample, second!)])
    element.explain = false
    update({ explain: true })
    expect(drawn()).toEqual([])
  })
})

describe("<bb-replay> on a very long match", () => {
  it("hands the pitch the same state for as long as an event is shown, though the replay folds it again when read", () => {
    const long = replayOf(longLog(30_000).text)
    expect(long.every).toBeGreaterThan(1)
    const element = new BbReplay()
    element.replay = long
    // An event whose state the replay does not keep, so reading it folds a stretch again.
    const index = Math.floor(long.length / 2 / long.every) * long.every
    expect(index % long.every).not.toBe(long.every - 1)
    element.seq = long.events[index]!.seq
    const first = element.state
    // Other readers (the stats, the event log) read far-off states in between, and the replay's own cache moves on.
    for (const far of [10, 20_000, 25_000]) long.after(far)
    expect(long.after(index)).not.toBe(first)
    expect(long.after(index)).toStrictEqual(first)
    expect(element.state).toBe(first)
    element.seq = long.events[index + 1]!.seq
    expect(element.state).not.toBe(first)
    expect(element.state).toBe(element.state)
  })
})

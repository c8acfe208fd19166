import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { decodeLogText, type MatchEvent } from "@sidelines/schema"
import sampleText from "../../../../logs/sample-drive.jsonl?raw"
import { longLog } from "../../../../scripts/long-log.mjs"
import { describeAll, eventKindsAt, type EventKind } from "../../model/describe.js"
import { BbEventLog, FILTER_CHIPS, OVERSCAN, ROW_HEIGHT } from "./bb-event-log.js"
import { AllRows, groupHeaders } from "./groups.js"
import { filterRows, rowAtOrBefore, scrollToShow, visibleRows } from "./window.js"

describe("visibleRows", () => {
  it("renders the rows in view plus the overscan at the top", () => {
    expect(visibleRows(0, 240, 24, 1000, 5)).toEqual({ first: 0, end: 15, offset: 0 })
    expect(visibleRows(0, 240, 24, 1000, 0)).toEqual({ first: 0, end: 10, offset: 0 })
  })

  it("includes partly visible rows and offsets the first rendered row", () => {
    // Scrolled to 30px: row 1 (24–48) is cut at the top, row 11 (264–288) at the bottom.
    expect(visibleRows(30, 240, 24, 1000, 0)).toEqual({ first: 1, end: 12, offset: 24 })
    expect(visibleRows(30, 240, 24, 1000, 3)).toEqual({ first: 0, end: 15, offset: 0 })
    expect(visibleRows(2400, 240, 24, 1000, 3)).toEqual({ first: 97, end: 113, offset: 97 * 24 })
  })

  it("stops at the bottom", () => {
    const bottom = 1000 * 24 - 240
    expect(visibleRows(bottom, 240, 24, 1000, 5)).toEqual({ first: 985, end: 1000, offset: 985 * 24 })
    // Scrolled past the end (an overscrolling browser, or a list that just shrank).
    expect(visibleRows(1e9, 240, 24, 1000, 5)).toEqual({ first: 994, end: 1000, offset: 994 * 24 })
  })

  it("gives an empty window for an empty list or a bad row height", () => {
    expect(visibleRows(0, 240, 24, 0, 5)).toEqual({ first: 0, end: 0, offset: 0 })
    expect(visibleRows(500, 240, 24, 0, 5)).toEqual({ first: 0, end: 0, offset: 0 })
    expect(visibleRows(0, 240, 0, 10, 5)).toEqual({ first: 0, end: 0, offset: 0 })
  })

  it("always renders at least one row in a tiny or unmeasured viewport", () => {
    expect(visibleRows(0, 0, 24, 1000, 0)).toEqual({ first: 0, end: 1, offset: 0 })
    expect(visibleRows(48, 5, 24, 1000, 0)).toEqual({ first: 2, end: 3, offset: 48 })
    expect(visibleRows(48, 5, 24, 1000, 2)).toEqual({ first: 0, end: 5, offset: 0 })
  })

  it("copes with fewer rows than fit, and with odd inputs", () => {
    expect(visibleRows(0, 1000, 24, 3, 10)).toEqual({ first: 0, end: 3, offset: 0 })
    expect(visibleRows(-50, 240, 24, 100, 0)).toEqual({ first: 0, end: 10, offset: 0 })
    expect(visibleRows(Number.NaN, 240, 24, 100, 0)).toEqual({ first: 0, end: 10, offset: 0 })
    expect(visibleRows(0, 240, 24, 100, -3)).toEqual({ first: 0, end: 10, offset: 0 })
  })

  it("renders a bounded number of rows in a 50 000-row log wherever it is scrolled", () => {
    const count = 50_000
    for (const top of [0, 1234, 600_000, count * 24 - 600]) {
      const { first, end, offset } = visibleRows(top, 600, 24, count, OVERSCAN)
      expect(end - first).toBeLessThanOrEqual(600 / 24 + 1 + 2 * OVERSCAN)
      expect(offset).toBe(first * 24)
      expect(first * 24).toBeLessThanOrEqual(top)
      expect(end * 24).toBeGreaterThanOrEqual(Math.min(top + 600, count * 24))
    }
  })
})

describe("scrollToShow", () => {
  it("leaves the view alone when the row is fully visible", () => {
    expect(scrollToShow(5, 0, 240, 24, 100)).toBe(0)
    expect(scrollToShow(9, 0, 240, 24, 100)).toBe(0)
    expect(scrollToShow(12, 100, 240, 24, 100, 2)).toBe(100)
  })

  it("scrolls down just enough, keeping context rows below", () => {
    expect(scrollToShow(10, 0, 240, 24, 100)).toBe(24)
    expect(scrollToShow(50, 0, 240, 24, 100, 2)).toBe(51 * 24 + 48 - 240)
  })

  it("scrolls up just enough, keeping context rows above", () => {
    expect(scrollToShow(3, 500, 240, 24, 100)).toBe(72)
    expect(scrollToShow(3, 500, 240, 24, 100, 2)).toBe(24)
    expect(scrollToShow(1, 500, 240, 24, 100, 2)).toBe(0)
  })

  it("never scrolls past either end", () => {
    expect(scrollToShow(99, 0, 240, 24, 100, 5)).toBe(100 * 24 - 240)
    expect(scrollToShow(0, 300, 240, 24, 100, 5)).toBe(0)
  })

  it("puts the row at the top of a viewport smaller than a row, and is stable there", () => {
    expect(scrollToShow(7, 0, 10, 24, 100, 2)).toBe(7 * 24)
    expect(scrollToShow(7, 7 * 24, 10, 24, 100, 2)).toBe(7 * 24)
  })

  it("ignores rows that do not exist", () => {
    expect(scrollToShow(-1, 123, 240, 24, 100)).toBe(123)
    expect(scrollToShow(100, 123, 240, 24, 100)).toBe(123)
    expect(scrollToShow(0, 0, 240, 24, 0)).toBe(0)
  })
})

describe("filterRows and rowAtOrBefore", () => {
  const lines: Array<{ seq: number; kinds: ReadonlyArray<EventKind> }> = [
    { seq: 1, kinds: ["dice"] },
    { seq: 2, kinds: [] },
    { seq: 4, kinds: ["blocks"] },
    { seq: 7, kinds: ["dice", "injuries"] },
    { seq: 9, kinds: ["touchdowns", "turnovers"] }
  ]

  it("keeps every row without a filter or with an empty one", () => {
    expect(filterRows(lines, null)).toEqual([0, 1, 2, 3, 4])
    expect(filterRows(lines, new Set())).toEqual([0, 1, 2, 3, 4])
  })

  it("keeps the rows with any of the chosen kinds, in order", () => {
    expect(filterRows(lines, new Set<EventKind>(["dice"]))).toEqual([0, 3])
    expect(filterRows(lines, new Set<EventKind>(["blocks", "touchdowns"]))).toEqual([2, 4])
    expect(filterRows(lines, new Set<EventKind>(["kick-off"]))).toEqual([])
    expect(filterRows([], new Set<EventKind>(["dice"]))).toEqual([])
  })

  it("finds the row at or before a seq", () => {
    const seqOf = (row: number) => lines[row]!.seq
    expect(rowAtOrBefore(lines.length, seqOf, 0)).toBe(-1)
    expect(rowAtOrBefore(lines.length, seqOf, 1)).toBe(0)
    expect(rowAtOrBefore(lines.length, seqOf, 3)).toBe(1)
    expect(rowAtOrBefore(lines.length, seqOf, 4)).toBe(2)
    expect(rowAtOrBefore(lines.length, seqOf, 100)).toBe(4)
    expect(rowAtOrBefore(0, seqOf, 5)).toBe(-1)
  })
})

// ---- the element, rendered to a template in Node (no DOM): its values show what it binds ----

const build = (text: string, edit: (event: MatchEvent) => MatchEvent = (event) => event): Replay => {
  const log = decodeLogText(text)
  const built = Replay.build(log.header!, log.events.slice(0, log.validPrefix).map(edit))
  if (built._tag !== "Success") throw new Error("unsupported")
  return built.success
}

interface Template {
  readonly strings: ReadonlyArray<string>
  readonly values: ReadonlyArray<unknown>
}

const isTemplate = (value: unknown): value is Template =>
  typeof value === "object" && value !== null && "strings" in value && "values" in value

/** The template's static markup and every value bound into it, depth first. */
const flatten = (value: unknown, strings: Array<string> = [], values: Array<unknown> = []) => {
  if (isTemplate(value)) {
    strings.push(value.strings.join("\u0000"))
    for (const inner of value.values) flatten(inner, strings, values)
  } else if (Array.isArray(value)) {
    for (const inner of value) flatten(inner, strings, values)
  } else {
    values.push(value)
  }
  return { strings: strings.join("\n"), values }
}

/** The group headers a render produced, by their text. */
const headersOf = (rendered: unknown): Array<string> => {
  const headers: Array<string> = []
  const visit = (value: unknown) => {
    if (isTemplate(value)) {
      if (value.strings.some((s) => s.includes(`class="group`))) {
        headers.push(String(flatten(value).values.at(-1)))
        return
      }
      for (const inner of value.values) visit(inner)
    } else if (Array.isArray(value)) {
      for (const inner of value) visit(inner)
    }
  }
  visit(rendered)
  return headers
}

/** The event rows a render produced: each row's template with its bound values. */
const rowsOf = (rendered: unknown): Array<{ seq: number; current: unknown; text: string; className: string }> => {
  const rows: Array<{ seq: number; current: unknown; text: string; className: string }> = []
  const visit = (value: unknown) => {
    if (isTemplate(value)) {
      if (value.strings.some((s) => s.includes(`class="group`))) return
      if (value.strings.some((s) => s.includes(`role="listitem"`))) {
        const { values } = flatten(value)
        // Bound in order: problem class, unchecked class, touchdown class, setsize, posinset, aria-current, data-seq, title, seq, flags, text.
        rows.push({ seq: values[6] as number, current: values[5], text: values[7] as string, className: `${String(values[0])}${String(values[1])}${String(values[2])}` })
        return
      }
      for (const inner of value.values) visit(inner)
    } else if (Array.isArray(value)) {
      for (const inner of value) visit(inner)
    }
  }
  visit(rendered)
  return rows
}

const render = (element: BbEventLog): unknown => (element as unknown as { render(): unknown }).render()
const scrollTo = (element: BbEventLog, top: number, height: number) => {
  Object.assign(element as unknown as { top: number; height: number }, { top, height })
}

describe("<bb-event-log>", () => {
  const sample = build(sampleText)
  const lines = describeAll(sample)

  it("is defined once, under its tag", () => {
    expect(customElements.get("bb-event-log")).toBe(BbEventLog)
  })

  it("renders a message without a replay", () => {
    const element = new BbEventLog()
    expect(flatten(render(element)).strings).toContain("No match loaded.")
  })

  it("renders only the rows in its window, with their lines, under the headers of their half, drive and team turn", () => {
    const element = new BbEventLog()
    element.replay = sample
    scrollTo(element, 0, 5 * ROW_HEIGHT)
    const all = new AllRows(groupHeaders(sample), sample.events.length)
    const window = Array.from({ length: 5 + OVERSCAN }, (_, r) => all.at(r))
    const rows = rowsOf(render(element))
    expect(rows.map((r) => r.seq)).toEqual(window.flatMap((row) => ("event" in row ? [lines[row.event]!.seq] : [])))
    expect(rows[0]!.text).toBe(lines[0]!.text)
    // The pre-game opens the log; the first half and the first drive come before the set-up.
    expect(headersOf(render(element))[0]).toBe("Pre-game")
    expect(rows.length + headersOf(render(element)).length).toBe(5 + OVERSCAN)
    const { strings, values } = flatten(render(element))
    expect(strings).toContain(`class="spacer"`)
    expect(values).toContain(all.count * ROW_HEIGHT)
    expect(all.count).toBe(lines.length + groupHeaders(sample).length)
    scrollTo(element, 0, 60 * ROW_HEIGHT)
    expect(headersOf(render(element))).toEqual(["Pre-game", "First half", "Drive 1 · Altdorf Lions kick off", "Gouged Eye Grinders · turn 1", "Altdorf Lions · turn 1"])
  })

  it("highlights the current event when it is in the window", () => {
    const element = new BbEventLog()
    element.replay = sample
    element.seq = 48
    scrollTo(element, 40 * ROW_HEIGHT, 10 * ROW_HEIGHT)
    const rows = rowsOf(render(element))
    expect(rows.length).toBeLessThanOrEqual(10 + 1 + 2 * OVERSCAN)
    const current = rows.filter((r) => r.current === "true")
    expect(current.map((r) => r.seq)).toEqual([48])
    expect(current[0]!.text).toContain("Grishnak dodges")
  })

  it("filters rows by kind", () => {
    const element = new BbEventLog()
    element.replay = sample
    element.filter = new Set<EventKind>(["injuries"])
    scrollTo(element, 0, 20 * ROW_HEIGHT)
    const rows = rowsOf(render(element))
    expect(rows.map((r) => r.seq)).toEqual([43, 44, 45])
    // Only the groups the events shown are in get a header.
    expect(headersOf(render(element))).toEqual(["First half", "Drive 1 · Altdorf Lions kick off", "Gouged Eye Grinders · turn 1"])
    const { values } = flatten(render(element))
    expect(values).toContain(`3 of ${lines.length} events`)
    element.filter = new Set<EventKind>(["kick-off"])
    expect(rowsOf(render(element)).map((r) => r.seq)).toEqual([19, 20, 21, 22, 23, 24, 25])
    expect(headersOf(render(element))).toEqual(["First half", "Drive 1 · Altdorf Lions kick off"])
    expect(flatten(render(element)).values).not.toContain("No events match the filter.")
    element.filter = new Set<EventKind>(["touchdowns"])
    expect(rowsOf(render(element))).toEqual([])
    expect(flatten(render(element)).values).toContain("No events match the filter.")
    element.filter = null
    expect(rowsOf(render(element)).length + headersOf(render(element)).length).toBe(20 + OVERSCAN)
  })

  it("offers a chip for each kind", () => {
    expect(FILTER_CHIPS.map((c) => c.kind)).toEqual(["dice", "blocks", "injuries", "turnovers", "touchdowns", "kick-off", "decisions"])
    const element = new BbEventLog()
    element.replay = sample
    element.filter = new Set<EventKind>(["dice"])
    const { values } = flatten(render(element))
    expect(values.filter((v) => v === "true")).toHaveLength(1)
    for (const chip of FILTER_CHIPS) expect(values).toContain(chip.label)
  })

  it("marks disputed lines", () => {
    const disputed = build(sampleText, (event) => (event.seq === 43 ? { ...event, claimed: { result: "not-broken" } } : event))
    const element = new BbEventLog()
    element.replay = disputed
    scrollTo(element, 40 * ROW_HEIGHT, 10 * ROW_HEIGHT)
    const rows = rowsOf(render(element))
    expect(rows.find((r) => r.seq === 43)!.className).toContain("problem")
    expect(rows.find((r) => r.seq === 44)!.className).not.toContain("problem")
  })

  it("marks an unchecked stretch apart from disputes, with its reason in the line", () => {
    const head = decodeLogText(sampleText).header!
    const stretch = { _tag: "UncheckedStretch", seq: 1, reason: "FFB report \"somethingNew\" is not converted yet", source: "FFB commands 10–20", half: 1, kickingTeam: head.teams[0]!.id, team: head.teams[1]!.id, turns: [0, 0], score: [0, 0], rerolls: [3, 3], ball: { at: null, carrier: null }, players: [] } as unknown as MatchEvent
    const replay = (Replay.build(head, [stretch]) as { success: Replay }).success
    const element = new BbEventLog()
    element.replay = replay
    scrollTo(element, 0, 10 * ROW_HEIGHT)
    const row = rowsOf(render(element)).find((r) => r.seq === 1)!
    expect(row.className).toContain("unchecked")
    expect(row.className).not.toContain("problem")
    expect(describeAll(replay)[0]!.text).toContain('Not checked by the rules (FFB commands 10–20): FFB report "somethingNew" is not converted yet')
  })

  it("describes only the rows it shows, however long the match", () => {
    const replay = build(sampleText)
    const element = new BbEventLog()
    element.replay = replay
    scrollTo(element, 0, 5 * ROW_HEIGHT)
    const rows = rowsOf(render(element))
    expect(rows.length + headersOf(render(element)).length).toBe(5 + OVERSCAN)
    expect(element.described).toBe(rows.length)
    expect(element.described).toBeLessThan(replay.events.length)
  })

  it("applies a filter to a long match in slices, showing the rows found so far, and ends with every match", async () => {
    const replay = build(longLog(20_000).text)
    const element = new BbEventLog()
    element.replay = replay
    scrollTo(element, 0, 10 * ROW_HEIGHT)
    render(element)
    element.filter = new Set<EventKind>(["turnovers"])
    const first = flatten(render(element)).values
    expect(first.some((v) => typeof v === "string" && v.startsWith("filtering…"))).toBe(true)
    while ((element as unknown as { filtering: unknown }).filtering !== null) await new Promise((resolve) => setTimeout(resolve, 0))
    const expected = filterRows(Array.from({ length: replay.events.length }, (_, i) => ({ kinds: eventKindsAt(replay, i) })), element.filter)
    expect(flatten(render(element)).values).toContain(`${expected.length} of ${replay.events.length} events`)
    expect(rowsOf(render(element)).map((r) => r.seq)).toEqual(expected.slice(0, 10 + OVERSCAN).map((i) => replay.events[i]!.seq))
    // The filter looked at kinds only: no more lines described than rows shown.
    expect(element.described).toBeLessThanOrEqual(2 * (10 + OVERSCAN))
  }, 120_000)

  it("binds names as text, never as markup", () => {
    const evil = `<img src=x onerror=alert(1)>`
    const replay = build(sampleText.replace(`"name":"Grishnak"`, `"name":${JSON.stringify(evil)}`))
    const element = new BbEventLog()
    element.replay = replay
    scrollTo(element, 40 * ROW_HEIGHT, 10 * ROW_HEIGHT)
    const { strings, values } = flatten(render(element))
    expect(strings).not.toContain("<img")
    expect(values.some((v) => typeof v === "string" && v.includes(`${evil} dodges`))).toBe(true)
  })
})

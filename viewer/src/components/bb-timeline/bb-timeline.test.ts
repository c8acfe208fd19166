import { describe, expect, it } from "vitest"
import { Replay, timeAt, timeline, type Timeline } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import orcText from "../../../../logs/bb-orc-v-human.jsonl?raw"
import sampleText from "../../../../logs/sample-drive.jsonl?raw"
import { FALLBACK_COLOURS } from "../bb-pitch/layout.js"
import {
  BbTimeline,
  fileBase,
  frameOf,
  LANE_HEIGHT_MANY,
  fullDomain,
  halfName,
  LABEL_GAP,
  layoutTimeline,
  MIN_SPAN,
  onDark,
  seqAt,
  SEVERITY,
  SHAPES,
  timelineOf,
  xScaleOf,
  zoomDomain,
  type DriveBox,
  type PlacedMark,
  type TimelineLayout
} from "./bb-timeline.js"

const build = (text: string): Replay => {
  const log = decodeLogText(text)
  const built = Replay.build(log.header!, log.events.slice(0, log.validPrefix))
  if (built._tag !== "Success") throw new Error("unsupported")
  return built.success
}

const orc = build(orcText)
const orcLine = timeline(orc)
const sample = build(sampleText)

const marksOf = (layout: TimelineLayout): Array<PlacedMark> => layout.targets.filter((t): t is PlacedMark => t.kind !== "drive")
const drivesOf = (layout: TimelineLayout): Array<DriveBox> => layout.targets.filter((t): t is DriveBox => t.kind === "drive")
const full = (line: Timeline, width = 1200, showStunned = false) => layoutTimeline(line, orc.match, { domain: fullDomain(line), width, showStunned })

describe("seqAt, from a click on the axis back to an event", () => {
  it("undoes the engine's timeAt for every event from the first team turn on", () => {
    const first = orcLine.turns[0]!.startSeq
    const seqs = orc.events.map((e) => e.seq).filter((seq) => seq >= first)
    expect(seqs.length).toBeGreaterThan(1000)
    for (const seq of seqs) expect(seqAt(orcLine, timeAt(orcLine, seq))).toBe(seq)
  })

  it("goes to the earlier event between two, the first team turn left of the axis and the last event right of it", () => {
    const turn = orcLine.turns[21]! // Altdorf Lions' turn 4 of the second half: seqs 709–756
    expect(seqAt(orcLine, 21.5)).toBe(turn.startSeq + Math.floor(0.5 * (orcLine.turns[22]!.startSeq - turn.startSeq)))
    expect(seqAt(orcLine, -3)).toBe(orcLine.turns[0]!.startSeq)
    expect(seqAt(orcLine, orcLine.extent + 5)).toBe(orcLine.lastSeq)
  })

  it("spreads the events evenly over a timeline with no team turn yet", () => {
    const early: Timeline = { ...orcLine, turns: [], firstSeq: 1, lastSeq: 21, extent: 1 }
    expect(seqAt(early, 0)).toBe(1)
    expect(seqAt(early, 0.5)).toBe(11)
    expect(seqAt(early, 7)).toBe(21)
  })
})

describe("zoomDomain, a brush's pixels to a domain", () => {
  // 1000 pixels of plot from x = 100: in the whole 30-turn match each team turn is 33⅓ px.
  const plot = { plotLeft: 100, plotRight: 1100 }

  it("reads the selection through the domain in view, so zooms nest", () => {
    expect(zoomDomain([0, 30], [100, 100 + 1000 / 3], plot, 30)).toEqual([0, 10])
    const [x0, x1] = zoomDomain([10, 20], [600, 1100], plot, 30)!
    expect(x0).toBeCloseTo(15)
    expect(x1).toBeCloseTo(20)
    expect(zoomDomain([0, 30], [433, 100], plot, 30)![1]).toBeCloseTo(9.99)
  })

  it("takes a selection of a few pixels for a click", () => {
    expect(zoomDomain([0, 30], [500, 503], plot, 30)).toBeNull()
  })

  it("widens a selection narrower than one team turn about its middle, and stays on the axis", () => {
    const [x0, x1] = zoomDomain([0, 30], [500, 510], plot, 30)!
    expect(x1 - x0).toBeCloseTo(MIN_SPAN)
    expect((x0 + x1) / 2).toBeCloseTo(12.15)
    expect(zoomDomain([0, 30], [1095, 1100], plot, 30)).toEqual([29, 30])
    expect(zoomDomain([0, 30], [0, 300], plot, 30)).toEqual([0, 6])
  })
})

describe("the words on each mark", () => {
  const names = (layout: TimelineLayout) => marksOf(layout).map((m) => m.name)

  it("names touchdowns by scorer, team, half and turn", () => {
    const layout = full(orcLine)
    expect(names(layout).filter((n) => n.startsWith("Touchdown"))).toEqual([
      "Touchdown by Franz, Altdorf Lions, half 2 turn 4",
      "Touchdown by Muzgash, Da Bloody Boyz, half 2 turn 7"
    ])
  })

  it("names injuries by result, victim, team and cause; kick-offs by result, kicking team and half", () => {
    const layout = layoutTimeline(timeline(sample), sample.match, { domain: [0, 3], width: 900, showStunned: false })
    expect(names(layout)).toEqual([
      "Kick-off: brilliant coaching, Altdorf Lions kicking, half 1",
      "Knocked out: Jurgen (Altdorf Lions), block by Grishnak, half 1 turn 1"
    ])
    const orcNames = names(full(orcLine, 1200, true))
    expect(orcNames).toContain("Kick-off: officious ref, Altdorf Lions kicking, half 2")
    // Otto was stunned by the kick-off event, after the second half's drive began and before its first turn.
    expect(orcNames).toContain("Stunned: Otto (Altdorf Lions), kick-off event, half 2, kick-off")
    expect(orcNames).toContain("Lasting injury: Lagduf (Da Bloody Boyz), failed dodge, half 2 turn 3")
    expect(orcNames.filter((n) => n.startsWith("Turnover, "))).toHaveLength(orcLine.turnovers.length)
  })

  it("calls the halves 1st, 2nd and Overtime", () => {
    const halves = [
      { half: 1, overtime: false, start: 0, end: 16, startSeq: 10 },
      { half: 2, overtime: false, start: 16, end: 32, startSeq: 500 },
      { half: 3, overtime: true, start: 32, end: 48, startSeq: 1000 }
    ]
    expect(halves.map((_, i) => halfName({ halves }, i))).toEqual(["1st half", "2nd half", "Overtime"])
  })
})

describe("layoutTimeline", () => {
  it("gives each team a lane, in header order, coloured from the header", () => {
    const layout = full(orcLine)
    expect(layout.lanes.map((l) => [l.team, l.fullName])).toEqual([[0, "Da Bloody Boyz"], [1, "Altdorf Lions"]])
    expect(layout.lanes[1]!.top).toBeGreaterThanOrEqual(layout.lanes[0]!.top + layout.lanes[0]!.height)
    expect(layout.lanes.map((l) => l.colour)).toEqual([onDark("#2f6b2f"), onDark("#1f4fbf")])
  })

  it("puts every mark at its x on the axis, in its team's lane; kick-offs under the drives", () => {
    const layout = full(orcLine, 1200, true)
    const scale = xScaleOf(fullDomain(orcLine), frameOf(2, 1200))
    const marks = marksOf(layout)
    const inLane = (mark: PlacedMark) => {
      const lane = layout.lanes[mark.team!]!
      return mark.cy > lane.top && mark.cy < lane.top + lane.height
    }
    for (const td of orcLine.touchdowns) {
      const mark = marks.find((m) => m.kind === "touchdown" && m.seq === td.seq)!
      expect(mark.cx).toBeCloseTo(scale(td.x))
      expect(mark.team).toBe(td.team)
      expect(inLane(mark)).toBe(true)
      expect(mark.caption).toBe(td.playerName)
    }
    for (const injury of orcLine.injuries) {
      const mark = marks.find((m) => m.kind === "injury" && m.seq === injury.seq)!
      expect(mark.team).toBe(injury.team)
      expect(inLane(mark)).toBe(true)
      // Marks in a crowded row are nudged right, never by more than a marker's width.
      expect(mark.cx - scale(injury.x)).toBeGreaterThanOrEqual(0)
      expect(mark.cx - scale(injury.x)).toBeLessThanOrEqual(12)
    }
    const turnovers = marks.filter((m) => m.kind === "turnover")
    expect(turnovers.map((m) => [m.seq, m.team])).toEqual(orcLine.turnovers.map((t) => [t.seq, t.team]))
    expect(turnovers.every(inLane)).toBe(true)
    const kicks = marks.filter((m) => m.kind === "kick-off")
    expect(kicks.map((m) => m.seq)).toEqual(orcLine.kickOffs.map((k) => k.seq))
    expect(kicks.every((m) => m.cy === layout.frame.kickOffY && m.cy < layout.frame.lanes.top)).toBe(true)
  })

  it("lists drives and marks in the order played, which is the keyboard's order", () => {
    const seqs = full(orcLine).targets.map((t) => t.seq)
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b))
  })

  it("leaves stunned players out unless asked, and draws each severity its own way", () => {
    const hidden = marksOf(full(orcLine)).filter((m) => m.kind === "injury")
    const shown = marksOf(full(orcLine, 1200, true)).filter((m) => m.kind === "injury")
    expect(hidden.map((m) => m.severity)).toEqual(["lasting"])
    expect(shown).toHaveLength(orcLine.injuries.length)
    expect(shown.filter((m) => m.severity === "stunned")).toHaveLength(5)
    expect(shown.every((m) => m.shape === SHAPES[m.severity!])).toBe(true)
    // Six looks for the seven results of the injury table: a serious injury and a seriously hurt player share one.
    const looks = new Set(Object.values(SEVERITY))
    expect(looks.size).toBe(6)
    expect(new Set([...looks].map((severity) => SHAPES[severity].d)).size).toBe(6)
  })

  it("draws the drives as bands coloured by the receiving team, labelled with how they ended", () => {
    const layout = full(orcLine, 2400)
    const scale = xScaleOf(fullDomain(orcLine), layout.frame)
    const drives = drivesOf(layout)
    expect(drives.map((d) => d.label)).toEqual(orcLine.drives.map((d) => d.label))
    drives.forEach((box, i) => {
      const drive = orcLine.drives[i]!
      expect(box.seq).toBe(drive.startSeq)
      expect(box.px0).toBeCloseTo(scale(drive.start))
      expect(box.px1).toBeCloseTo(scale(drive.end))
      expect(box.fill).toBe(orc.match.header.teams[drive.receivingTeam]!.colours!.primary)
    })
    expect(drives[1]!.name).toBe("Drive 2, Da Bloody Boyz receiving: TD Franz (Altdorf Lions), half 2")
    // Narrow: long labels are shortened, never spill out of their band.
    for (const box of drivesOf(full(orcLine, 500))) {
      if (box.label !== null) expect(box.label.length * 6.4).toBeLessThanOrEqual(box.px1 - box.px0)
    }
  })

  it("in a zoom, keeps only what is in view and cuts drive bands at its edges", () => {
    const layout = layoutTimeline(orcLine, orc.match, { domain: [20, 27], width: 1200, showStunned: true })
    expect(marksOf(layout).every((m) => m.x >= 20 && m.x <= 27)).toBe(true)
    expect(marksOf(layout).some((m) => m.kind === "touchdown" && m.seq === 730)).toBe(true)
    const bands = drivesOf(layout)
    expect(bands.map((d) => d.drive)).toEqual([2, 3, 4])
    expect(bands[0]!.px0).toBe(layout.frame.plotLeft)
    expect(bands.at(-1)!.px1).toBe(layout.frame.plotRight)
  })

  it("marks half-time and names the halves in view", () => {
    const layout = full(orcLine)
    expect(layout.halfTimes).toEqual([xScaleOf(fullDomain(orcLine), layout.frame)(14)])
    expect(layout.halves.map((h) => h.label)).toEqual(["1st half", "2nd half"])
  })

  it("numbers the turns under the axis, thinning them until none crowds another", () => {
    const labels = (layout: TimelineLayout) => layout.turnLabels.map((t) => t.label)
    // Wide: every round of each half (the first half starts at turn 2: a Time-out moved the markers on).
    expect(labels(full(orcLine, 1400))).toEqual(["2", "3", "4", "5", "6", "7", "8", "1", "2", "3", "4", "5", "6", "7", "8"])
    // Narrow: every other turn.
    expect(labels(full(orcLine, 400))).toEqual(["3", "5", "7", "1", "3", "5", "7"])
    for (const layout of [full(orcLine, 300), full(orcLine, 800), layoutTimeline(orcLine, orc.match, { domain: [14, 16], width: 900, showStunned: false })]) {
      const px = layout.turnLabels.map((t) => t.px)
      for (let i = 1; i < px.length; i++) expect(px[i]! - px[i - 1]!).toBeGreaterThanOrEqual(LABEL_GAP)
      expect(px.every((x) => x >= layout.frame.plotLeft && x <= layout.frame.plotRight)).toBe(true)
    }
  })

  it("gives four teams four lanes (a hand-made four-team timeline: the layout takes any number of teams)", () => {
    const teams = ["Ratz", "Rotters", "Nurglings", "Gnashers"].map((name, i) => ({ id: `t${i}`, name }))
    const turns = Array.from({ length: 8 }, (_, slot) => ({ slot, half: 1, team: slot % 4, turn: Math.floor(slot / 4) + 1, startSeq: 10 + slot * 10, endSeq: 19 + slot * 10 }))
    const four: Timeline = {
      teams,
      turns,
      halves: [{ half: 1, overtime: false, start: 0, end: 8, startSeq: 10 }],
      drives: [{ drive: 1, half: 1, kickingTeam: 0, receivingTeam: 2, start: 0, end: 8, startSeq: 2, endSeq: 89, ended: { kind: "unfinished" }, turnovers: [0, 0, 0, 0], label: "unfinished" }],
      touchdowns: [{ seq: 75, x: 6.5, team: 3, player: "g1", playerName: "Skab" }],
      injuries: [{ seq: 35, x: 2.5, team: 2, player: "n1", playerName: "Blot", result: "badly-hurt", cause: "block", causeText: "block by Skab", by: "g1" }],
      turnovers: [{ seq: 15, x: 0.5, team: 0, cause: "fell-over", causeText: "failed dodge", player: "r1" }],
      kickOffs: [{ seq: 5, x: 0, kickingTeam: 0, result: "blitz" }],
      score: [{ seq: 2, x: 0, values: [0, 0, 0, 0] }, { seq: 75, x: 6.5, values: [0, 0, 0, 1] }, { seq: 89, x: 8, values: [0, 0, 0, 1] }],
      casualties: [{ seq: 2, x: 0, values: [0, 0, 0, 0] }, { seq: 35, x: 2.5, values: [0, 0, 1, 0] }, { seq: 89, x: 8, values: [0, 0, 1, 0] }],
      extent: 8,
      firstSeq: 2,
      lastSeq: 89
    }
    const layout = layoutTimeline(four, null, { domain: fullDomain(four), width: 1000, showStunned: false })
    expect(layout.lanes.map((l) => l.fullName)).toEqual(teams.map((t) => t.name))
    expect(new Set(layout.lanes.map((l) => l.top)).size).toBe(4)
    expect(layout.lanes.map((l) => l.colour)).toEqual(FALLBACK_COLOURS.map((c) => onDark(c.primary)))
    expect(drivesOf(layout)[0]!.fill).toBe(FALLBACK_COLOURS[2]!.primary)
    const lane = (mark: PlacedMark) => layout.lanes.findIndex((l) => mark.cy > l.top && mark.cy < l.top + l.height)
    expect(marksOf(layout).filter((m) => m.team !== null).map((m) => [m.name, lane(m)])).toEqual([
      ["Turnover, Ratz: failed dodge (r1), half 1 turn 1", 0],
      ["Badly hurt: Blot (Nurglings), block by Skab, half 1 turn 1", 2],
      ["Touchdown by Skab, Gnashers, half 1 turn 2", 3]
    ])
    expect(layout.score.lines).toHaveLength(4)
    expect(layout.frame.height).toBeGreaterThan(frameOf(2, 1000).height)
    // Four lanes take less than twice two teams' rows, so all four fit the panel (checked in Chromium: test/viewer.test.ts).
    const lanes = (teams: number) => frameOf(teams, 1000).lanes.bottom - frameOf(teams, 1000).lanes.top
    expect(lanes(4)).toBe(4 * LANE_HEIGHT_MANY)
    expect(lanes(4)).toBeLessThan(2 * lanes(2))
  })
})

describe("fileBase", () => {
  it("makes a safe file name stem from a log's name", () => {
    expect(fileBase("bb-orc-v-human.jsonl")).toBe("bb-orc-v-human")
    expect(fileBase("/matches/Cup Final (2026).jsonl")).toBe("Cup-Final-2026")
    expect(fileBase("<img src=x>.ndjson")).toBe("img-src-x")
    expect(fileBase("")).toBe("match")
    expect(fileBase(undefined)).toBe("match")
  })
})

// ---- the element, rendered to a template in Node (no DOM): its values show what it binds ----

interface Template {
  readonly strings: ReadonlyArray<string>
  readonly values: ReadonlyArray<unknown>
}

const isTemplate = (value: unknown): value is Template =>
  typeof value === "object" && value !== null && "strings" in value && "values" in value && !("_$litDirective$" in value)

/** A guard() in a template, opened: its dependencies and what it renders. */
const isGuard = (value: unknown): value is { values: [ReadonlyArray<unknown>, () => unknown] } =>
  typeof value === "object" && value !== null && "_$litDirective$" in value

/** Every template in a render, depth first, guards opened. */
const templates = (value: unknown, found: Array<Template> = []): Array<Template> => {
  if (isGuard(value)) templates(value.values[1](), found)
  else if (isTemplate(value)) {
    found.push(value)
    for (const inner of value.values) templates(inner, found)
  } else if (Array.isArray(value)) for (const inner of value) templates(inner, found)
  return found
}

const render = (element: BbTimeline): unknown => (element as unknown as { render(): unknown }).render()
const markup = (rendered: unknown) => templates(rendered).map((t) => t.strings.join("\u0000")).join("\n")
const boundStrings = (rendered: unknown) => templates(rendered).flatMap((t) => t.values.filter((v): v is string => typeof v === "string"))

/** The template of the target with this accessible name; its bound values in order: class or data-target first. */
const targetTemplate = (rendered: unknown, name: string) => templates(rendered).find((t) => t.strings.some((s) => s.includes("role=\"button\"")) && t.values.includes(name))

const fakeTarget = (index: number) => ({ closest: () => ({ getAttribute: (attribute: string) => (attribute === "data-target" ? String(index) : null) }) })

const element = (replay: Replay, width = 1200): BbTimeline => {
  const el = new BbTimeline()
  el.replay = replay
  el.width = width
  return el
}

const seeks = (el: BbTimeline): Array<{ seq: number; bubbles: boolean; composed: boolean }> => {
  const seen: Array<{ seq: number; bubbles: boolean; composed: boolean }> = []
  el.addEventListener("bb-seek", (event) => {
    const custom = event as CustomEvent<{ seq: number }>
    seen.push({ seq: custom.detail.seq, bubbles: custom.bubbles, composed: custom.composed })
  })
  return seen
}

describe("<bb-timeline>", () => {
  it("is defined once, under its tag, and works its timeline out once per replay", () => {
    expect(customElements.get("bb-timeline")).toBe(BbTimeline)
    expect(timelineOf(orc)).toBe(timelineOf(orc))
  })

  it("says when there is no match, and draws nothing before it knows its width", () => {
    expect(markup(render(new BbTimeline()))).toContain("No match loaded.")
    const unmeasured = element(orc, 0)
    expect(markup(render(unmeasured))).not.toContain("<svg class=\"timeline\"")
    expect(markup(render(element(orc)))).toContain("<svg class=\"timeline\"")
  })

  it("labels the drawing and names every marker", () => {
    const rendered = render(element(orc))
    const strings = boundStrings(rendered)
    expect(strings).toContain("Timeline of Da Bloody Boyz v Altdorf Lions: 2 halves, 30 team turns. Each marker goes to its moment in the match.")
    expect(strings).toContain("Touchdown by Franz, Altdorf Lions, half 2 turn 4")
    expect(targetTemplate(rendered, "Touchdown by Franz, Altdorf Lions, half 2 turn 4")).toBeDefined()
  })

  it("clicking a touchdown marker asks to go to its seq (bubbling, composed)", () => {
    const el = element(orc)
    const seen = seeks(el)
    const rendered = render(el)
    const td = targetTemplate(rendered, "Touchdown by Franz, Altdorf Lions, half 2 turn 4")!
    // Bound in order: class, data-target, data-seq, aria-label, transform, …
    const index = td.values[1] as number
    expect(td.values[2]).toBe(730)
    const layer = templates(rendered).find((t) => t.strings[0]!.includes("<g class=\"targets\""))!
    const onClick = layer.values[0] as (event: unknown) => void
    onClick({ target: fakeTarget(index) })
    expect(seen).toEqual([{ seq: 730, bubbles: true, composed: true }])
  })

  it("Enter and Space on a marker go there and stop there; other keys pass on to the replay", () => {
    const el = element(orc)
    const seen = seeks(el)
    const rendered = render(el)
    const index = targetTemplate(rendered, "Touchdown by Muzgash, Da Bloody Boyz, half 2 turn 7")!.values[1] as number
    const layer = templates(rendered).find((t) => t.strings[0]!.includes("<g class=\"targets\""))!
    const onKey = layer.values[1] as (event: unknown) => void
    const press = (key: string) => {
      const calls: Array<string> = []
      onKey({ key, target: fakeTarget(index), preventDefault: () => calls.push("prevent"), stopPropagation: () => calls.push("stop") })
      return calls
    }
    expect(press("Enter")).toEqual(["prevent", "stop"])
    expect(press(" ")).toEqual(["prevent", "stop"])
    expect(press("ArrowRight")).toEqual([])
    expect(press("ArrowDown")).toEqual([])
    expect(seen.map((s) => s.seq)).toEqual([949, 949])
  })

  it("moving seq moves the cursor and nothing else: the drawing under it is guarded by an unchanged layout", () => {
    const el = element(orc)
    const cursorOf = (rendered: unknown) => {
      const cursor = templates(rendered).find((t) => t.strings.some((s) => s.includes("<g class=\"cursor\"")))!
      return cursor.values.find((v) => typeof v === "string" && v.startsWith("translate(")) as string
    }
    const guards = (rendered: unknown) => templates(rendered).flatMap((t) => t.values.filter(isGuard))
    el.seq = 0
    const before = render(el)
    el.seq = 730
    const after = render(el)
    const layout = el.layout!
    expect(cursorOf(before)).not.toBe(cursorOf(after))
    expect(cursorOf(after)).toBe(`translate(${Math.round(layout.scale(timeAt(orcLine, 730)) * 10) / 10} 0)`)
    const [first, second] = [guards(before), guards(after)]
    expect(first).toHaveLength(2)
    for (let i = 0; i < first.length; i++) expect(second[i]!.values[0][0]).toBe(first[i]!.values[0][0])
    expect(el.layout).toBe(layout)
    // A zoom is a new layout: the drawing is redone.
    el.domain = [20, 27]
    expect(el.layout).not.toBe(layout)
  })

  it("shows the score and casualties at the cursor beside the flows", () => {
    const el = element(orc)
    const readout = (seq: number) => {
      el.seq = seq
      const text = templates(render(el)).filter((t) => t.strings[0]!.includes("flow-value"))
      // Each team's value is a <tspan> of its own (the text's own y is not one of them).
      return text.map((t) => templates(t).slice(1).flatMap((inner) => inner.values.filter((v) => typeof v === "number")).join("-"))
    }
    expect(readout(700)).toEqual(["0-0", "1-0"])
    expect(readout(730)).toEqual(["0-1", "1-0"])
    expect(readout(orcLine.lastSeq)).toEqual(["1-1", "1-0"])
  })

  it("the Stunned button shows and hides stunned players", () => {
    const el = element(orc)
    const stunned = (rendered: unknown) => boundStrings(rendered).filter((s) => s.startsWith("Stunned: "))
    const before = render(el)
    expect(stunned(before)).toEqual([])
    const toolbar = templates(before).find((t) => t.strings.some((s) => s.includes(">Stunned</button>")))!
    // Bound in order: the toolbar's keydown, the legend, the button's aria-pressed and its click.
    const pressed = toolbar.values.findIndex((v) => v === "true" || v === "false")
    expect(toolbar.values[pressed]).toBe("false")
    const toggle = toolbar.values[pressed + 1] as () => void
    toggle()
    expect(el.showStunned).toBe(true)
    expect(stunned(render(el))).toHaveLength(5)
    toggle()
    expect(stunned(render(el))).toEqual([])
  })

  it("shows a tooltip with the mark's words for the target under the pointer or in focus", () => {
    const el = element(orc)
    const rendered = render(el)
    const index = targetTemplate(rendered, "Touchdown by Franz, Altdorf Lions, half 2 turn 4")!.values[1] as number
    const layer = templates(rendered).find((t) => t.strings[0]!.includes("<g class=\"targets\""))!
    const onOver = layer.values[2] as (event: unknown) => void
    const onOut = layer.values[3] as () => void
    onOver({ target: fakeTarget(index) })
    expect(el.tip).toBe(index)
    const tip = templates(render(el)).find((t) => t.strings[0]!.includes("class=\"tip\""))!
    expect(tip.values).toContain("Touchdown by Franz, Altdorf Lions, half 2 turn 4")
    onOut()
    expect(el.tip).toBeNull()
  })

  it("a new replay shows the whole match again", () => {
    const el = element(orc)
    el.domain = [3, 9]
    el.tip = 2
    const willUpdate = (el as unknown as { willUpdate(changed: Map<string, unknown>): void }).willUpdate.bind(el)
    el.replay = sample
    willUpdate(new Map([["replay", orc]]))
    expect(el.domain).toBeNull()
    expect(el.tip).toBeNull()
  })

  it("binds names as text, never as markup", () => {
    const evil = `<img src=x onerror=alert(1)>`
    const replay = build(sampleText.replace(`"name":"Grishnak"`, `"name":${JSON.stringify(evil)}`))
    const el = element(replay)
    const rendered = render(el)
    expect(markup(rendered)).not.toContain("<img")
    expect(boundStrings(rendered)).toContain(`Knocked out: Jurgen (Altdorf Lions), block by ${evil}, half 1 turn 1`)
  })
})

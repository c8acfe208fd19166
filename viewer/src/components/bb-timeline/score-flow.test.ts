import { describe, expect, it } from "vitest"
import { Replay, timeline, type FlowPoint } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import orcText from "../../../../logs/bb-orc-v-human.jsonl?raw"
import { frameOf, xScaleOf } from "./layout.js"
import { clipSteps, flowChart, valuesAt } from "./score-flow.js"

const orcLine = (() => {
  const log = decodeLogText(orcText)
  return timeline((Replay.build(log.header!, log.events) as { success: Replay }).success)
})()

/** The corners of an SVG path made of M and L commands, as [x, y] pairs. */
const corners = (d: string): Array<[number, number]> => [...d.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])])

describe("clipSteps", () => {
  const points = [
    { x: 0, values: [0, 0] },
    { x: 5, values: [1, 0] },
    { x: 10, values: [1, 1] },
    { x: 20, values: [1, 1] }
  ]

  it("keeps a whole line as it is", () => {
    expect(clipSteps(points, [0, 20])).toEqual(points)
  })

  it("carries the value in force into the left edge and the last one to the right edge", () => {
    expect(clipSteps(points, [2, 8])).toEqual([{ x: 2, values: [0, 0] }, { x: 5, values: [1, 0] }, { x: 8, values: [1, 0] }])
    expect(clipSteps(points, [12, 15])).toEqual([{ x: 12, values: [1, 1] }, { x: 15, values: [1, 1] }])
    expect(clipSteps(points, [5, 10])).toEqual([{ x: 5, values: [1, 0] }, { x: 10, values: [1, 1] }])
  })
})

describe("valuesAt", () => {
  it("gives the score after any event: 0–0 until Franz scores at 730, 1–1 from Muzgash's touchdown at 949", () => {
    expect(valuesAt(orcLine.score, 0)).toEqual([0, 0])
    expect(valuesAt(orcLine.score, 729)).toEqual([0, 0])
    expect(valuesAt(orcLine.score, 730)).toEqual([0, 1])
    expect(valuesAt(orcLine.score, 948)).toEqual([0, 1])
    expect(valuesAt(orcLine.score, 949)).toEqual([1, 1])
    expect(valuesAt(orcLine.score, orcLine.lastSeq)).toEqual([1, 1])
  })

  it("counts casualties suffered: Lagduf's lasting injury at 661 is the Orcs' one", () => {
    expect(valuesAt(orcLine.casualties, 660)).toEqual([0, 0])
    expect(valuesAt(orcLine.casualties, 661)).toEqual([1, 0])
  })

  it("is zeros before the first point", () => {
    const late: ReadonlyArray<FlowPoint> = [{ seq: 10, x: 0, values: [2, 3] }]
    expect(valuesAt(late, 4)).toEqual([0, 0])
  })
})

describe("flowChart", () => {
  const frame = frameOf(2, 1200)
  const scale = xScaleOf([0, orcLine.extent], frame)
  const chart = flowChart("Score", orcLine.score, scale, frame.score, ["#00ff00", "#0000ff"])
  const y = (value: number) => frame.score.bottom - (value / chart.max) * (frame.score.bottom - frame.score.top)

  it("draws one step line per team across the whole plot, in the team's colour", () => {
    expect(chart.lines.map((l) => [l.team, l.colour])).toEqual([[0, "#00ff00"], [1, "#0000ff"]])
    for (const line of chart.lines) {
      const points = corners(line.d)
      expect(points[0]![0]).toBeCloseTo(frame.plotLeft)
      expect(points.at(-1)![0]).toBeCloseTo(frame.plotRight)
    }
  })

  it("steps up at each touchdown, straight up (a step, not a slope)", () => {
    const [orcs, humans] = chart.lines.map((l) => corners(l.d))
    const stepAt = (points: Array<[number, number]>) => points.findIndex((p, i) => i > 0 && p[1] < points[i - 1]![1])
    const franz = stepAt(humans!)
    expect(humans![franz]![0]).toBeCloseTo(scale(orcLine.touchdowns[0]!.x))
    expect(humans![franz - 1]![0]).toBeCloseTo(humans![franz]![0])
    const muzgash = stepAt(orcs!)
    expect(orcs![muzgash]![0]).toBeCloseTo(scale(orcLine.touchdowns[1]!.x))
    // Equal lines are drawn a pixel and a half apart, so both show.
    expect(Math.abs(orcs!.at(-1)![1] - humans!.at(-1)![1])).toBeCloseTo(1.5)
    expect((orcs!.at(-1)![1] + humans!.at(-1)![1]) / 2).toBeCloseTo(y(1))
  })

  it("has whole-number gridlines from 0 to the match's highest value", () => {
    expect(chart.max).toBe(1)
    expect(chart.ticks.map((t) => t.label)).toEqual(["0", "1"])
    const busy: ReadonlyArray<FlowPoint> = [{ seq: 1, x: 0, values: [0, 0] }, { seq: 9, x: 4, values: [7, 2] }, { seq: 20, x: 8, values: [7, 2] }]
    const many = flowChart("Casualties", busy, xScaleOf([0, 8], frame), frame.casualties, [])
    expect(many.max).toBe(7)
    expect(many.ticks.length).toBeLessThanOrEqual(4)
    expect(many.ticks.every((t) => Number.isInteger(Number(t.label)))).toBe(true)
  })

  it("in a zoom, starts each line at the plot's left edge with the score of that moment", () => {
    const zoomed = flowChart("Score", orcLine.score, xScaleOf([22, 30], frame), frame.score, [])
    const humans = corners(zoomed.lines[1]!.d)
    expect(humans[0]![0]).toBeCloseTo(frame.plotLeft)
    // Franz scored before turn 22: the Altdorf Lions' line starts at 1 (less its half-pixel spread).
    expect(humans[0]![1]).toBeCloseTo(y(1) + 0.75)
  })
})

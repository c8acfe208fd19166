/**
 * The score and casualty flows under the timeline: one step line per team over the same match-time
 * axis, read from the engine's flow points (the score after each touchdown; casualties suffered,
 * stepping at each one). d3 gives the scales and the step curve; Lit draws the paths.
 *
 * No Lit and no DOM here, so Node tests can import it.
 */
import { curveStepAfter, line, scaleLinear, type ScaleLinear } from "d3"
import type { FlowPoint } from "@sidelines/engine"

export interface FlowLine {
  readonly team: number
  readonly colour: string
  /** The SVG path of the team's step line. */
  readonly d: string
}

export interface FlowChart {
  readonly title: string
  readonly top: number
  readonly bottom: number
  /** The largest value any team reaches in the whole match (the y scale's top, at least 1). */
  readonly max: number
  readonly lines: ReadonlyArray<FlowLine>
  /** Whole-number gridlines with their labels. */
  readonly ticks: ReadonlyArray<{ readonly y: number; readonly label: string }>
}

interface StepPoint {
  readonly x: number
  readonly values: ReadonlyArray<number>
}

/**
 * The points of a step line seen through a domain: the value in force at the domain's left edge
 * carried in, points inside kept, and the last value carried to the right edge. A step line
 * holds each value until the next point, so this cuts it without changing what it says.
 */
export const clipSteps = (points: ReadonlyArray<StepPoint>, domain: readonly [number, number]): Array<StepPoint> => {
  const [x0, x1] = domain
  const kept: Array<StepPoint> = []
  let before: StepPoint | undefined
  for (const point of points) {
    if (point.x < x0) before = point
    else if (point.x <= x1) kept.push(point)
    else break
  }
  if (before !== undefined && (kept.length === 0 || kept[0]!.x > x0)) kept.unshift({ x: x0, values: before.values })
  const last = kept.at(-1)
  if (last !== undefined && last.x < x1) kept.push({ x: x1, values: last.values })
  return kept
}

/** The values after a seq: those of the last flow point at or before it (zeros before the first). */
export const valuesAt = (points: ReadonlyArray<FlowPoint>, seq: number): ReadonlyArray<number> => {
  let low = 0
  let high = points.length - 1
  if (high < 0) return []
  if (points[0]!.seq > seq) return points[0]!.values.map(() => 0)
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if (points[mid]!.seq <= seq) low = mid
    else high = mid - 1
  }
  return points[low]!.values
}

/** Pixels each team's line is shifted by, so equal lines lie side by side instead of on top of each other. */
const SPREAD = 1.5

/** One flow chart in a band of the frame, for the domain of the x scale. */
export const flowChart = (
  title: string,
  points: ReadonlyArray<FlowPoint>,
  x: ScaleLinear<number, number>,
  band: { readonly top: number; readonly bottom: number },
  colours: ReadonlyArray<string>
): FlowChart => {
  let max = 1
  for (const point of points) for (const value of point.values) max = Math.max(max, value)
  const y = scaleLinear().domain([0, max]).range([band.bottom, band.top])
  const seen = clipSteps(points, x.domain() as [number, number])
  const teams = points[0]?.values.length ?? 0
  const lines: Array<FlowLine> = []
  for (let team = 0; team < teams; team++) {
    const shift = (team - (teams - 1) / 2) * SPREAD
    const path = line<StepPoint>()
      .x((p) => x(p.x))
      .y((p) => y(p.values[team] ?? 0) + shift)
      .curve(curveStepAfter)(seen)
    if (path !== null) lines.push({ team, colour: colours[team] ?? "#9aa5b1", d: path })
  }
  const ticks = y.ticks(Math.min(max, 3)).filter(Number.isInteger).map((value) => ({ y: y(value), label: String(value) }))
  return { title, top: band.top, bottom: band.bottom, max, lines, ticks }
}

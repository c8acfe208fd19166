/**
 * The dice-luck charts of <bb-stats> as pure geometry (the visx way: d3 does the maths, Lit draws
 * the SVG): bars of each team's luck by kind of roll, and each team's expected and actual
 * successes as lines through the match. Numbers only from the engine's stats and luckLine.
 */
import { curveStepAfter, line, scaleLinear } from "d3"
import type { LuckLine, TeamStatLine } from "@sidelines/engine"

export const CHART_WIDTH = 480
const LABEL = 92
const VALUE = 44
const ROW = 16
const HEADER = 18

export interface LuckBar {
  readonly roll: string
  readonly y: number
  /** The bar from the zero line to the difference (successes − expected), left for worse luck. */
  readonly x: number
  readonly width: number
  readonly difference: number
  readonly better: boolean
}

export interface LuckBarGroup {
  readonly team: number
  readonly name: string
  readonly y: number
  readonly bars: ReadonlyArray<LuckBar>
}

export interface LuckBars {
  readonly width: number
  readonly height: number
  /** Where a difference of 0 is, and the x of the labels and values. */
  readonly zero: number
  readonly labelX: number
  readonly valueX: number
  readonly groups: ReadonlyArray<LuckBarGroup>
}

/** One row per kind of roll per team, each a bar of its difference from the odds, on one scale for all. */
export const luckBars = (teams: ReadonlyArray<TeamStatLine>): LuckBars => {
  const most = Math.max(1, ...teams.flatMap((team) => team.luck.map((l) => Math.abs(l.successes - l.expected))))
  const x = scaleLinear().domain([-most, most]).range([LABEL, CHART_WIDTH - VALUE]).nice()
  let y = 0
  const groups = teams.map((team): LuckBarGroup => {
    const top = y
    y += HEADER
    const bars = team.luck.map((l): LuckBar => {
      const difference = l.successes - l.expected
      const at = y
      y += ROW
      const [from, to] = [x(Math.min(0, difference)), x(Math.max(0, difference))]
      return { roll: l.roll, y: at, x: from, width: Math.max(1, to - from), difference, better: difference >= 0 }
    })
    y += 4
    return { team: team.team, name: team.name, y: top, bars }
  })
  return { width: CHART_WIDTH, height: Math.max(y, HEADER), zero: x(0), labelX: LABEL - 6, valueX: CHART_WIDTH - 2, groups }
}

export interface LuckLinePaths {
  readonly team: number
  /** SVG path data: actual successes (a step line) and the expected (a step line too, drawn dashed). */
  readonly actual: string
  readonly expected: string
}

export interface LuckLineChart {
  readonly width: number
  readonly height: number
  readonly left: number
  readonly right: number
  readonly top: number
  readonly bottom: number
  readonly paths: ReadonlyArray<LuckLinePaths>
  readonly yTicks: ReadonlyArray<{ readonly y: number; readonly label: string }>
  /** The x of an event index on the chart. */
  readonly xOf: (index: number) => number
}

const LINE_HEIGHT = 180
const MARGIN = { left: 32, right: 8, top: 8, bottom: 18 }

/** Every team's running expected and actual successes against the events of the match. */
export const luckLineChart = (luck: LuckLine, events: number): LuckLineChart => {
  const last = Math.max(1, events - 1)
  const x = scaleLinear().domain([0, last]).range([MARGIN.left, CHART_WIDTH - MARGIN.right])
  const most = Math.max(1, ...luck.teams.flatMap((points) => points.flatMap((p) => [p.expected, p.successes])))
  const y = scaleLinear().domain([0, most]).range([LINE_HEIGHT - MARGIN.bottom, MARGIN.top]).nice()
  const path = (value: (p: { index: number; expected: number; successes: number }) => number) =>
    line<{ index: number; expected: number; successes: number }>().x((p) => x(p.index)).y((p) => y(value(p))).curve(curveStepAfter)
  const paths = luck.teams.map((points, team): LuckLinePaths => {
    // From nothing at the kick-off to the last roll, held to the end of the match.
    const ends = points.length === 0 ? [] : [{ index: 0, expected: 0, successes: 0 }, ...points, { ...points.at(-1)!, index: last }]
    return { team, actual: path((p) => p.successes)(ends) ?? "", expected: path((p) => p.expected)(ends) ?? "" }
  })
  return {
    width: CHART_WIDTH,
    height: LINE_HEIGHT,
    left: MARGIN.left,
    right: CHART_WIDTH - MARGIN.right,
    top: MARGIN.top,
    bottom: LINE_HEIGHT - MARGIN.bottom,
    paths,
    yTicks: y.ticks(4).map((tick) => ({ y: y(tick), label: String(tick) })),
    xOf: (index) => x(Math.max(0, Math.min(last, index)))
  }
}

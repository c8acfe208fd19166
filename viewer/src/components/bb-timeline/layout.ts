/**
 * The geometry of <bb-timeline>: where the halves, drives, team lanes, markers and tick labels go,
 * in pixels, as pure functions of the engine's Timeline. d3 does the maths (scales, bands,
 * symbols); Lit draws the result. Nothing here reads a rule: every mark, and every word said
 * about it, comes from timeline(replay).
 *
 * No Lit and no DOM here, so Node tests can import it.
 *
 * The x axis is match time in team turns (team turn k spans [k, k + 1)); `domain` is the part of
 * it in view, which a brush narrows.
 */
import { hsl, scaleBand, scaleLinear, symbol, symbolCircle, symbolCross, symbolDiamond, symbolSquare, symbolTimes, symbolTriangle, type ScaleLinear } from "d3"
import { timeAt, turnAt, type InjuryResult, type Match, type Timeline } from "@sidelines/engine"
import { FALLBACK_COLOURS, teamColours, type TeamColours } from "../bb-pitch/layout.js"
import { flowChart, type FlowChart } from "./score-flow.js"

// ---------------------------------------------------------------------------------------------
// The frame: rows from top to bottom, in CSS pixels

/** Room left of the plot for team names and the flow charts' titles. */
export const MARGIN_LEFT = 128
export const MARGIN_RIGHT = 16
// Compact, so that two teams' lanes and both flows fit the panel under the scrubber at 900 px.
const HALVES_ROW = 16
/** The drive bands, with the kick-off markers on a strip just under them. */
const DRIVE_BAND = 16
const KICK_OFF_STRIP = 11
export const LANE_HEIGHT = 29
/** A lane when three or four teams share the rows (BlightBowl): lower, so all four fit the panel's box. */
export const LANE_HEIGHT_MANY = 24
const AXIS_ROW = 18
const FLOW_HEIGHT = 26
const FLOW_GAP = 8
const BOTTOM = 4

export interface Band {
  readonly top: number
  readonly bottom: number
}

export interface Frame {
  readonly width: number
  readonly height: number
  readonly plotLeft: number
  readonly plotRight: number
  /** Baseline of the half labels ("1st half"). */
  readonly halvesY: number
  readonly drives: Band
  /** Centre line of the kick-off markers. */
  readonly kickOffY: number
  readonly lanes: Band
  /** Where the axis line runs, under the lanes. */
  readonly axisY: number
  readonly score: Band
  readonly casualties: Band
}

/** The rows for a number of teams (a lane each) at a width; at least 2 px of plot whatever the width. */
export const frameOf = (teams: number, width: number): Frame => {
  const plotLeft = MARGIN_LEFT
  const plotRight = Math.max(plotLeft + 2, width - MARGIN_RIGHT)
  const drivesTop = HALVES_ROW
  const lanesTop = drivesTop + DRIVE_BAND + KICK_OFF_STRIP
  const lanesBottom = lanesTop + Math.max(1, teams) * (teams > 2 ? LANE_HEIGHT_MANY : LANE_HEIGHT)
  const axisY = lanesBottom + 2
  const scoreTop = axisY + AXIS_ROW + 4
  const casualtiesTop = scoreTop + FLOW_HEIGHT + FLOW_GAP
  return {
    width: Math.max(width, plotRight + MARGIN_RIGHT),
    height: casualtiesTop + FLOW_HEIGHT + BOTTOM,
    plotLeft,
    plotRight,
    halvesY: HALVES_ROW - 4,
    drives: { top: drivesTop, bottom: drivesTop + DRIVE_BAND },
    kickOffY: drivesTop + DRIVE_BAND + KICK_OFF_STRIP / 2,
    lanes: { top: lanesTop, bottom: lanesBottom },
    axisY,
    score: { top: scoreTop, bottom: scoreTop + FLOW_HEIGHT },
    casualties: { top: casualtiesTop, bottom: casualtiesTop + FLOW_HEIGHT }
  }
}

// ---------------------------------------------------------------------------------------------
// The x axis: the domain in view, zooming, and from a click back to a seq

export type Domain = readonly [number, number]

export const fullDomain = (timeline: Pick<Timeline, "extent">): Domain => [0, timeline.extent]

export const isZoomed = (domain: Domain, timeline: Pick<Timeline, "extent">): boolean => domain[0] > 0 || domain[1] < timeline.extent

export const xScaleOf = (domain: Domain, frame: Pick<Frame, "plotLeft" | "plotRight">): ScaleLinear<number, number> =>
  scaleLinear().domain(domain).range([frame.plotLeft, frame.plotRight])

/** The narrowest view, in team turns: one team turn. */
export const MIN_SPAN = 1
/** A brush narrower than this, in pixels, was a click, not a zoom. */
export const MIN_BRUSH = 4

/**
 * The domain a brush selects: its pixels (in the plot's coordinates) read through the domain in
 * view, kept on the axis and at least MIN_SPAN wide (widened about its middle). Null for a
 * selection too narrow to be meant as a zoom.
 */
export const zoomDomain = (domain: Domain, selection: readonly [number, number], frame: Pick<Frame, "plotLeft" | "plotRight">, extent: number): Domain | null => {
  const [from, to] = selection[0] <= selection[1] ? selection : [selection[1], selection[0]]
  if (to - from < MIN_BRUSH) return null
  const scale = xScaleOf(domain, frame)
  let x0 = Math.max(0, scale.invert(from))
  let x1 = Math.min(extent, scale.invert(to))
  const span = Math.min(extent, MIN_SPAN)
  if (x1 - x0 < span) {
    const middle = (x0 + x1) / 2
    x0 = Math.min(Math.max(0, middle - span / 2), extent - span)
    x1 = x0 + span
  }
  return [x0, x1]
}

/**
 * The event at an x: the inverse of the engine's timeAt, for a click on the axis. A click between
 * two events' places goes to the earlier one (what had happened by then); left of the first team
 * turn, to its start; right of the last, to the last event.
 */
export const seqAt = (timeline: Pick<Timeline, "turns" | "firstSeq" | "lastSeq">, x: number): number => {
  const turn = turnAt(timeline, x)
  if (turn === undefined) {
    const share = Math.min(1, Math.max(0, x))
    return timeline.firstSeq + Math.floor(share * (timeline.lastSeq - timeline.firstSeq) + 1e-9)
  }
  if (x < turn.slot) return turn.startSeq
  const next = timeline.turns[turn.slot + 1]
  const length = (next?.startSeq ?? turn.endSeq + 1) - turn.startSeq
  // The small epsilon undoes the rounding of timeAt's division, so seqAt(timeAt(seq)) is seq.
  return Math.min(turn.endSeq, turn.startSeq + Math.floor((x - turn.slot) * length + 1e-9))
}

// ---------------------------------------------------------------------------------------------
// Words: what each mark is called, for its accessible name and its tooltip

const ordinal = (n: number): string => `${n}${n % 10 === 1 && n % 100 !== 11 ? "st" : n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th"}`

/** "1st half", "2nd half", "Overtime" (and "Overtime 2" should a variant play more than one). */
export const halfName = (timeline: Pick<Timeline, "halves">, index: number): string => {
  const half = timeline.halves[index]!
  if (!half.overtime) return `${ordinal(half.half)} half`
  const overtimes = timeline.halves.slice(0, index + 1).filter((h) => h.overtime).length
  return overtimes === 1 ? "Overtime" : `Overtime ${overtimes}`
}

type Moments = Pick<Timeline, "turns" | "drives" | "firstSeq" | "lastSeq" | "extent">

/**
 * The drive an event happened in: the last one started before it. The event that starts a drive
 * (a touchdown, the end of a half) still belongs to the drive before.
 */
const driveAt = (timeline: Pick<Timeline, "drives">, seq: number): Timeline["drives"][number] | undefined => {
  let drive: Timeline["drives"][number] | undefined
  for (const candidate of timeline.drives) if (candidate.startSeq < seq) drive = candidate
  return drive
}

/** The half a seq falls in: its drive's, else its team turn's. */
export const halfAt = (timeline: Moments, seq: number): number =>
  driveAt(timeline, seq)?.half ?? turnAt(timeline, timeAt(timeline, seq))?.half ?? 1

/**
 * When an event happened, as a coach says it: "half 1 turn 5", or "half 2, kick-off" for the
 * set-up and kick-off between a drive's start and its first team turn.
 */
export const momentOf = (timeline: Moments, seq: number): string => {
  const drive = driveAt(timeline, seq)
  const first = timeline.turns[0]
  if (first === undefined || seq < first.startSeq) return drive === undefined ? "before the kick-off" : `half ${drive.half}, kick-off`
  const turn = turnAt(timeline, timeAt(timeline, seq))!
  if (drive !== undefined && drive.startSeq > turn.startSeq) return `half ${drive.half}, kick-off`
  return `half ${turn.half} turn ${turn.turn}`
}

const words = (id: string): string => id.replaceAll("-", " ")

export const INJURY_WORDS: Readonly<Record<InjuryResult, string>> = {
  stunned: "Stunned",
  ko: "Knocked out",
  "badly-hurt": "Badly hurt",
  "seriously-hurt": "Seriously hurt",
  "serious-injury": "Serious injury",
  "lasting-injury": "Lasting injury",
  dead: "Dead"
}

/** How an injury is drawn: one look per result (a serious injury and a seriously hurt player share one). */
export type Severity = "stunned" | "ko" | "badly-hurt" | "serious" | "lasting" | "dead"

export const SEVERITY: Readonly<Record<InjuryResult, Severity>> = {
  stunned: "stunned",
  ko: "ko",
  "badly-hurt": "badly-hurt",
  "seriously-hurt": "serious",
  "serious-injury": "serious",
  "lasting-injury": "lasting",
  dead: "dead"
}

// ---------------------------------------------------------------------------------------------
// Marks

export type MarkKind = "touchdown" | "injury" | "turnover" | "kick-off"

export interface TimelineMark {
  readonly kind: MarkKind
  readonly seq: number
  readonly x: number
  /** The lane: the scorer's team, the victim's, the team that lost the ball; null for a kick-off (on the drives row). */
  readonly team: number | null
  readonly severity: Severity | null
  /** Its accessible name and tooltip: "Touchdown by Grishnak, Orcs, half 1 turn 5". */
  readonly name: string
  /** Written beside the marker: a touchdown's scorer. */
  readonly caption: string | null
}

/** A player's name, for marks the timeline gives only an id for (a turnover's player). */
export type PlayerNames = (player: string) => string

/** Names from a match's roster; the id itself when there is no match or no such player. */
export const playerNamesOf = (match: Match | null): PlayerNames => (player) => {
  const index = match?.playerIndex.get(player)
  return (index === undefined ? undefined : match!.roster[index]?.name) ?? player
}

const marksCache = new WeakMap<Timeline, ReadonlyArray<TimelineMark>>()

/** Every mark of a timeline in the order played, with its words: worked out once per timeline. */
export const marksOf = (timeline: Timeline, names: PlayerNames): ReadonlyArray<TimelineMark> => {
  const cached = marksCache.get(timeline)
  if (cached !== undefined) return cached
  const team = (t: number) => timeline.teams[t]?.name ?? `Team ${t + 1}`
  const when = (seq: number) => momentOf(timeline, seq)
  const marks: Array<TimelineMark> = [
    ...timeline.touchdowns.map((td): TimelineMark => ({
      kind: "touchdown", seq: td.seq, x: td.x, team: td.team, severity: null,
      name: `Touchdown by ${td.playerName}, ${team(td.team)}, ${when(td.seq)}`,
      caption: td.playerName
    })),
    ...timeline.injuries.map((injury): TimelineMark => ({
      kind: "injury", seq: injury.seq, x: injury.x, team: injury.team, severity: SEVERITY[injury.result],
      name: `${INJURY_WORDS[injury.result]}: ${injury.playerName} (${team(injury.team)}), ${injury.causeText}, ${when(injury.seq)}`,
      caption: null
    })),
    ...timeline.turnovers.map((turnover): TimelineMark => ({
      kind: "turnover", seq: turnover.seq, x: turnover.x, team: turnover.team, severity: null,
      name: `Turnover, ${team(turnover.team)}: ${turnover.causeText}${turnover.player === null ? "" : ` (${names(turnover.player)})`}, ${when(turnover.seq)}`,
      caption: null
    })),
    ...timeline.kickOffs.map((kick): TimelineMark => ({
      kind: "kick-off", seq: kick.seq, x: kick.x, team: null, severity: null,
      name: `Kick-off: ${words(kick.result)}${kick.kickingTeam === null ? "" : `, ${team(kick.kickingTeam)} kicking`}, half ${halfAt(timeline, kick.seq)}`,
      caption: null
    }))
  ]
  marks.sort((a, b) => a.seq - b.seq)
  marksCache.set(timeline, marks)
  return marks
}

/** A marker's shape, a d3 symbol centred on (0, 0). */
export interface Shape {
  readonly d: string
  /** Degrees: a turnover's triangle points down. */
  readonly rotate: number
}

const shape = (type: Parameters<typeof symbol>[0], size: number, rotate = 0): Shape => ({ d: symbol(type, size)()!, rotate })

/** One shape per kind of mark and per severity, so they differ without colour too. */
export const SHAPES = {
  touchdown: shape(symbolCircle, 120),
  turnover: shape(symbolTriangle, 46, 180),
  "kick-off": shape(symbolDiamond, 56),
  stunned: shape(symbolCircle, 28),
  ko: shape(symbolTriangle, 64),
  "badly-hurt": shape(symbolDiamond, 70),
  serious: shape(symbolSquare, 64),
  lasting: shape(symbolCross, 80),
  dead: shape(symbolTimes, 90)
} as const satisfies Record<Exclude<MarkKind, "injury"> | Severity, Shape>

export const shapeOf = (mark: Pick<TimelineMark, "kind" | "severity">): Shape =>
  mark.kind === "injury" ? SHAPES[mark.severity ?? "ko"] : SHAPES[mark.kind]

/** Where a mark sits inside its team's lane, as a share of the lane's height. */
const LANE_ROWS: Readonly<Record<Exclude<MarkKind, "kick-off">, number>> = { injury: 0.24, touchdown: 0.5, turnover: 0.8 }

/** Marks closer than this in one row are nudged apart, by at most MAX_NUDGE, so each stays clickable. */
const MARK_GAP = 8
const MAX_NUDGE = 12

export interface PlacedMark extends TimelineMark {
  readonly cx: number
  readonly cy: number
  readonly shape: Shape
}

// ---------------------------------------------------------------------------------------------
// Labels that fit

/** An estimate of the width of the 11 px system font, per character. */
export const CHAR_WIDTH = 6.4

/** The text shortened with an ellipsis to fit a width, or null when not even two letters fit. */
export const fitLabel = (text: string, width: number): string | null => {
  if (text.length * CHAR_WIDTH <= width) return text
  const letters = Math.floor(width / CHAR_WIDTH) - 1
  return letters < 2 ? null : `${text.slice(0, letters).trimEnd()}…`
}

// ---------------------------------------------------------------------------------------------
// The whole layout

/** Team colours for every team, from the header when there is a match, else the fallbacks. */
export const coloursOf = (match: Match | null, teams: number): Array<TeamColours> =>
  Array.from({ length: teams }, (_, t) => (match === null ? FALLBACK_COLOURS[t % FALLBACK_COLOURS.length]! : teamColours(match, t)))

/** A team colour light enough to read as a line or a swatch on the dark background. */
export const onDark = (colour: string): string => {
  const c = hsl(colour)
  if (Number.isNaN(c.l)) return colour
  if (c.l < 0.5) c.l = 0.5
  return c.formatHex()
}

export interface LaneBox {
  readonly team: number
  readonly top: number
  readonly height: number
  /** The team's name, shortened to fit the margin. */
  readonly label: string
  readonly fullName: string
  readonly colour: string
}

export interface HalfBox {
  readonly px0: number
  readonly px1: number
  /** "1st half", "2nd half", "Overtime"; null where the half is too narrow in view to say so. */
  readonly label: string | null
}

export interface DriveBox {
  readonly kind: "drive"
  readonly seq: number
  readonly drive: number
  readonly px0: number
  readonly px1: number
  readonly fill: string
  readonly text: string
  /** The engine's label ("TD Grishnak (Orcs, turnover-free)"), shortened to fit; null if nothing fits. */
  readonly label: string | null
  readonly name: string
}

export interface Tick {
  readonly px: number
  readonly label: string
}

export interface TimelineLayout {
  readonly frame: Frame
  readonly domain: Domain
  readonly scale: ScaleLinear<number, number>
  readonly halves: ReadonlyArray<HalfBox>
  /** Where one half gives way to the next. */
  readonly halfTimes: ReadonlyArray<number>
  readonly lanes: ReadonlyArray<LaneBox>
  /** The drives and the marks in view, in the order played: this is also the keyboard's order. */
  readonly targets: ReadonlyArray<DriveBox | PlacedMark>
  /** A short tick at each team turn's start, when they are far enough apart to see. */
  readonly turnTicks: ReadonlyArray<number>
  /** Turn numbers under the axis, thinned until none crowds another. */
  readonly turnLabels: ReadonlyArray<Tick>
  readonly score: FlowChart
  readonly casualties: FlowChart
}

export interface LayoutOptions {
  readonly domain: Domain
  readonly width: number
  readonly showStunned: boolean
}

/** The fewest pixels between two turn numbers under the axis. */
export const LABEL_GAP = 18

/** The team turns grouped into rounds: each team's turn N of a half, side by side. */
interface Round {
  readonly half: number
  readonly turn: number
  readonly start: number
  readonly end: number
}

const roundsCache = new WeakMap<Timeline, ReadonlyArray<Round>>()

const roundsOf = (timeline: Timeline): ReadonlyArray<Round> => {
  let rounds = roundsCache.get(timeline)
  if (rounds === undefined) {
    const found: Array<Round> = []
    for (const turn of timeline.turns) {
      const last = found.at(-1)
      if (last !== undefined && last.half === turn.half && last.turn === turn.turn && last.end === turn.slot) found[found.length - 1] = { ...last, end: turn.slot + 1 }
      else found.push({ half: turn.half, turn: turn.turn, start: turn.slot, end: turn.slot + 1 })
    }
    rounds = found
    roundsCache.set(timeline, rounds)
  }
  return rounds
}

/**
 * Turn numbers under the axis: every round's number when there is room, else every 2nd, 4th…
 * (turns 1, 3, 5, 7), and any still crowding the one before dropped.
 */
export const turnLabelsOf = (timeline: Timeline, scale: ScaleLinear<number, number>): Array<Tick> => {
  const [x0, x1] = scale.domain() as [number, number]
  const visible = roundsOf(timeline)
    .map((round) => ({ round, px: scale((round.start + round.end) / 2) }))
    .filter(({ round }) => (round.start + round.end) / 2 >= x0 && (round.start + round.end) / 2 <= x1)
  let closest = Infinity
  for (let i = 1; i < visible.length; i++) closest = Math.min(closest, visible[i]!.px - visible[i - 1]!.px)
  let step = 1
  while (closest * step < LABEL_GAP && step < 64) step *= 2
  const ticks: Array<Tick> = []
  for (const { round, px } of visible) {
    if ((round.turn - 1) % step !== 0) continue
    const previous = ticks.at(-1)
    if (previous !== undefined && px - previous.px < LABEL_GAP) continue
    ticks.push({ px, label: String(round.turn) })
  }
  return ticks
}

/** Pixels between turn ticks below which they are left out (they would be a grey smear). */
const TICK_GAP = 4

/**
 * Everything <bb-timeline> draws except the cursor, for a domain, width and stunned toggle.
 * Marks outside the domain are left out, and drive bands and flows are cut at its edges.
 */
export const layoutTimeline = (timeline: Timeline, match: Match | null, options: LayoutOptions): TimelineLayout => {
  const teamCount = timeline.teams.length
  const frame = frameOf(teamCount, options.width)
  const domain = options.domain
  const scale = xScaleOf(domain, frame)
  const [x0, x1] = domain
  const inView = (x: number) => x >= x0 && x <= x1
  const colours = coloursOf(match, teamCount)
  const teamName = (t: number) => timeline.teams[t]?.name ?? `Team ${t + 1}`

  const halves: Array<HalfBox> = []
  const halfTimes: Array<number> = []
  timeline.halves.forEach((half, i) => {
    if (i > 0 && inView(half.start)) halfTimes.push(scale(half.start))
    const from = Math.max(half.start, x0)
    const to = Math.min(half.end, x1)
    if (to <= from) return
    const px0 = scale(from)
    const px1 = scale(to)
    halves.push({ px0, px1, label: fitLabel(halfName(timeline, i), px1 - px0 - 6) })
  })

  const laneBand = scaleBand<number>().domain(timeline.teams.map((_, t) => t)).range([frame.lanes.top, frame.lanes.bottom]).paddingInner(0.1)
  const lanes: Array<LaneBox> = timeline.teams.map((team, t) => ({
    team: t,
    top: laneBand(t)!,
    height: laneBand.bandwidth(),
    label: fitLabel(team.name, MARGIN_LEFT - 18) ?? "",
    fullName: team.name,
    colour: onDark(colours[t]!.primary)
  }))

  const drives: Array<DriveBox> = []
  for (const drive of timeline.drives) {
    const from = Math.max(drive.start, x0)
    const to = Math.min(drive.end, x1)
    if (to < from || (to === from && drive.end > drive.start)) continue
    const px0 = scale(from)
    const px1 = Math.max(scale(to), px0 + 1)
    const receiving = colours[drive.receivingTeam] ?? FALLBACK_COLOURS[0]!
    drives.push({
      kind: "drive",
      seq: drive.startSeq,
      drive: drive.drive,
      px0,
      px1,
      fill: receiving.primary,
      text: receiving.secondary,
      label: fitLabel(drive.label, px1 - px0 - 8),
      name: `Drive ${drive.drive}, ${teamName(drive.receivingTeam)} receiving: ${drive.label}, half ${drive.half}`
    })
  }

  const marks: Array<PlacedMark> = []
  const lastInRow = new Map<string, number>()
  for (const mark of marksOf(timeline, playerNamesOf(match))) {
    if (!inView(mark.x)) continue
    if (mark.severity === "stunned" && !options.showStunned) continue
    const row = mark.team === null ? "kick-off" : `${mark.team}:${mark.kind}`
    const wanted = scale(mark.x)
    const previous = lastInRow.get(row)
    const cx = previous === undefined ? wanted : Math.min(wanted + MAX_NUDGE, Math.max(wanted, previous + MARK_GAP))
    lastInRow.set(row, cx)
    const lane = mark.team === null ? undefined : lanes[mark.team]
    const cy = lane === undefined ? frame.kickOffY : lane.top + lane.height * LANE_ROWS[mark.kind as Exclude<MarkKind, "kick-off">]
    marks.push({ ...mark, cx, cy, shape: shapeOf(mark) })
  }

  // Drives first where a drive and a mark share a seq, so the kick-off marker is drawn over its band.
  const targets: Array<DriveBox | PlacedMark> = [...drives, ...marks].sort((a, b) => a.seq - b.seq || (a.kind === "drive" ? -1 : b.kind === "drive" ? 1 : 0))

  const turnTicks: Array<number> = []
  const perTurn = scale(1) - scale(0)
  if (perTurn >= TICK_GAP) {
    for (let k = Math.ceil(x0); k <= Math.min(Math.floor(x1), timeline.extent); k++) turnTicks.push(scale(k))
  }

  const flowColours = colours.map((c) => onDark(c.primary))
  return {
    frame,
    domain,
    scale,
    halves,
    halfTimes,
    lanes,
    targets,
    turnTicks,
    turnLabels: turnLabelsOf(timeline, scale),
    score: flowChart("Score", timeline.score, scale, frame.score, flowColours),
    casualties: flowChart("Casualties", timeline.casualties, scale, frame.casualties, flowColours)
  }
}

/** The cursor's x for a seq, or null when the seq is outside the domain in view. */
export const cursorAt = (timeline: Timeline, layout: Pick<TimelineLayout, "domain" | "scale">, seq: number): number | null => {
  const x = timeAt(timeline, seq)
  return x < layout.domain[0] || x > layout.domain[1] ? null : layout.scale(x)
}

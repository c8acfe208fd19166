/**
 * The geometry of <bb-pitch>: where squares, lines, labels, features, tokens and the event
 * overlay go in the SVG, as pure functions of the engine's public data. Nothing here computes a
 * rule: it only asks the variant's Pitch what each square is and draws the given MatchState.
 *
 * No Lit and no DOM here, so Node tests can import it.
 *
 * Coordinates: one SVG unit per square. Square [x, y] occupies the unit box whose top-left
 * corner is toSvg([x, y], flipped, width); x runs left to right along the pitch (right to left
 * when flipped), y top to bottom across it.
 */
import type { EdgeFeature, Match, MatchState, Pitch, PlayerState, Posture, SquareFeature } from "@sidelines/engine"
import { holdsBall, looseBalls, pitchAt, profileNow, squareName, variantAt } from "@sidelines/engine"
import { endZoneFill, surfaceOf, tokenPaint, type Surface, type TokenPaint } from "./palette.js"

export type Square = readonly [number, number]

/** Room around the grid for the column letters and row numbers, in square units. */
export const MARGIN = 0.7

/** Token sizes, in square units. */
export const TOKEN_RADIUS = 0.4

// ---------------------------------------------------------------------------------------------
// Coordinates

/** Top-left corner of a square in SVG units; flipping mirrors the pitch left-right. */
export const toSvg = (square: Square, flipped: boolean, width: number): [number, number] => [
  flipped ? width - 1 - square[0] : square[0],
  square[1]
]

/** Centre of a square in SVG units. */
export const centreOf = (square: Square, flipped: boolean, width: number): [number, number] => {
  const [x, y] = toSvg(square, flipped, width)
  return [x + 0.5, y + 0.5]
}

/** The SVG viewBox for a pitch: the grid plus a margin for labels on every side. */
export const viewBoxOf = (pitch: Pitch): string =>
  `${-MARGIN} ${-MARGIN} ${pitch.width + 2 * MARGIN} ${pitch.height + 2 * MARGIN}`

/**
 * The viewBox of the pitch turned a quarter round (rotate(-90): its length up the screen, the
 * first column at the bottom), for a screen taller than it is wide.
 */
export const turnedViewBoxOf = (pitch: Pitch): string =>
  `${-MARGIN} ${-(pitch.width + MARGIN)} ${pitch.height + 2 * MARGIN} ${pitch.width + 2 * MARGIN}`

// ---------------------------------------------------------------------------------------------
// Colours

export interface TeamColours {
  readonly primary: string
  readonly secondary: string
}

/** Used when the header gives a team no colours: blue, red, gold, purple for up to four teams. */
export const FALLBACK_COLOURS: ReadonlyArray<TeamColours> = [
  { primary: "#1f6feb", secondary: "#ffffff" },
  { primary: "#cf222e", secondary: "#ffffff" },
  { primary: "#d4a72c", secondary: "#1b1f24" },
  { primary: "#8250df", secondary: "#ffffff" }
]

const HEX = /^#[0-9a-fA-F]{6}$/u

/** A team's colours from the header, or the fallback for its index. Only #rrggbb passes through. */
export const teamColours = (match: Match, team: number): TeamColours => {
  const fallback = FALLBACK_COLOURS[team % FALLBACK_COLOURS.length]!
  const colours = match.header.teams[team]?.colours
  if (colours === undefined) return fallback
  return {
    primary: HEX.test(colours.primary) ? colours.primary : fallback.primary,
    secondary: HEX.test(colours.secondary) ? colours.secondary : fallback.secondary
  }
}

// ---------------------------------------------------------------------------------------------
// Cells

export type SquareFeatureKind = SquareFeature["kind"]

export interface Cell {
  /** The square in pitch coordinates. */
  readonly square: Square
  /** Its name for people, e.g. "A1". */
  readonly name: string
  /** Top-left corner in SVG units. */
  readonly x: number
  readonly y: number
  /** The checkerboard shade: grass is mown in alternating squares. */
  readonly shade: "light" | "dark"
  /** Index of the team that defends this end zone square, or null. */
  readonly endZoneOf: number | null
  /** Index of the team whose line of scrimmage this square is on, or null. */
  readonly scrimmageOf: number | null
  /** The wide zone the square is in, or null in the centre field. */
  readonly wideZone: string | null
  /** Square features on it (a variant's trapdoor, kill zone, ...). */
  readonly features: ReadonlyArray<SquareFeatureKind>
}

const isSquareFeature = (feature: SquareFeature | EdgeFeature): feature is SquareFeature => "squares" in feature
const isEdgeFeature = (feature: SquareFeature | EdgeFeature): feature is EdgeFeature => "between" in feature

/** Every square the pitch contains, in row order (y, then x), with what the pitch says about it. */
export const cellsOf = (pitch: Pitch, teams: number, flipped = false): Array<Cell> => {
  const featuresAt = new Map<string, Array<SquareFeatureKind>>()
  for (const feature of pitch.features) {
    if (!isSquareFeature(feature)) continue
    for (const square of feature.squares) {
      const key = `${square[0]},${square[1]}`
      const list = featuresAt.get(key) ?? []
      if (!list.includes(feature.kind)) list.push(feature.kind)
      featuresAt.set(key, list)
    }
  }
  const cells: Array<Cell> = []
  for (let y = 0; y < pitch.height; y++) {
    for (let x = 0; x < pitch.width; x++) {
      const square: [number, number] = [x, y]
      if (!pitch.contains(square)) continue
      const [sx, sy] = toSvg(square, flipped, pitch.width)
      cells.push({
        square,
        name: squareName(square),
        x: sx,
        y: sy,
        shade: (x + y) % 2 === 0 ? "light" : "dark",
        endZoneOf: firstTeam(teams, (t) => pitch.isEndZoneOf(t, square)),
        scrimmageOf: firstTeam(teams, (t) => pitch.isLineOfScrimmage(t, square)),
        wideZone: pitch.wideZone(square),
        features: featuresAt.get(`${x},${y}`) ?? []
      })
    }
  }
  return cells
}

const firstTeam = (teams: number, test: (team: number) => boolean): number | null => {
  for (let t = 0; t < teams; t++) if (test(t)) return t
  return null
}

// ---------------------------------------------------------------------------------------------
// Lines

/** A line segment in SVG units. */
export interface Segment {
  readonly x1: number
  readonly y1: number
  readonly x2: number
  readonly y2: number
}

/**
 * The shared edge of two squares that touch along a side, in SVG units; null for squares that
 * do not share an edge (the same square, diagonal neighbours or farther apart).
 */
export const sharedEdge = (a: Square, b: Square, flipped: boolean, width: number): Segment | null => {
  const [ax, ay] = toSvg(a, flipped, width)
  const [bx, by] = toSvg(b, flipped, width)
  if (ay === by && Math.abs(ax - bx) === 1) {
    const x = Math.max(ax, bx)
    return { x1: x, y1: ay, x2: x, y2: ay + 1 }
  }
  if (ax === bx && Math.abs(ay - by) === 1) {
    const y = Math.max(ay, by)
    return { x1: ax, y1: y, x2: ax + 1, y2: y }
  }
  return null
}

/** Joins unit segments that continue each other in a straight line, so lines draw as one stroke. */
export const mergeSegments = (segments: ReadonlyArray<Segment>): Array<Segment> => {
  const key = (x: number, y: number) => `${x},${y}`
  const vertical = segments.filter((s) => s.x1 === s.x2).map((s) => ({ x1: s.x1, y1: Math.min(s.y1, s.y2), x2: s.x2, y2: Math.max(s.y1, s.y2) }))
  const horizontal = segments.filter((s) => s.y1 === s.y2 && s.x1 !== s.x2).map((s) => ({ x1: Math.min(s.x1, s.x2), y1: s.y1, x2: Math.max(s.x1, s.x2), y2: s.y2 }))
  const join = (list: Array<Segment>, along: "x" | "y"): Array<Segment> => {
    const sorted = [...new Map(list.map((s) => [`${key(s.x1, s.y1)}:${key(s.x2, s.y2)}`, s])).values()].sort((p, q) =>
      along === "y" ? p.x1 - q.x1 || p.y1 - q.y1 : p.y1 - q.y1 || p.x1 - q.x1
    )
    const out: Array<Segment> = []
    for (const s of sorted) {
      const last = out[out.length - 1]
      if (last !== undefined && along === "y" && last.x1 === s.x1 && last.y2 >= s.y1) {
        out[out.length - 1] = { ...last, y2: Math.max(last.y2, s.y2) }
      } else if (last !== undefined && along === "x" && last.y1 === s.y1 && last.x2 >= s.x1) {
        out[out.length - 1] = { ...last, x2: Math.max(last.x2, s.x2) }
      } else {
        out.push(s)
      }
    }
    return out
  }
  return [...join(vertical, "y"), ...join(horizontal, "x")]
}

/** Edges between contained squares where a property changes: the boundaries of zones. */
const boundaries = <T>(pitch: Pitch, flipped: boolean, valueOf: (square: Square) => T, differs: (a: T, b: T, sa: Square, sb: Square) => boolean): Array<Segment> => {
  const segments: Array<Segment> = []
  for (let y = 0; y < pitch.height; y++) {
    for (let x = 0; x < pitch.width; x++) {
      const here: Square = [x, y]
      if (!pitch.contains(here)) continue
      for (const there of [[x + 1, y], [x, y + 1]] as Array<Square>) {
        if (!pitch.contains(there)) continue
        if (!differs(valueOf(here), valueOf(there), here, there)) continue
        const edge = sharedEdge(here, there, flipped, pitch.width)
        if (edge !== null) segments.push(edge)
      }
    }
  }
  return mergeSegments(segments)
}

/** The lines between wide zones and the centre field (and between different wide zones). */
export const wideZoneLines = (pitch: Pitch, flipped = false): Array<Segment> =>
  boundaries(pitch, flipped, (square) => pitch.wideZone(square), (a, b) => a !== b)

/** The lines at the back of the end zones: where a square of a team's end zone meets one that is not. */
export const endZoneLines = (pitch: Pitch, teams: number, flipped = false): Array<Segment> =>
  boundaries(pitch, flipped, (square) => firstTeam(teams, (t) => pitch.isEndZoneOf(t, square)), (a, b) => a !== b)

/**
 * The lines of scrimmage: the front edge of each team's set-up area, where it meets squares of
 * the pitch outside it, across the whole width. On a Blood Bowl pitch both teams' lines meet at
 * the halfway line, drawn once; on a Sevens pitch they are two lines that cut it into thirds.
 */
export const scrimmageLines = (pitch: Pitch, teams: number, flipped = false): Array<Segment> => {
  const segments: Array<Segment> = []
  for (let t = 0; t < teams; t++) {
    segments.push(
      ...boundaries(
        pitch,
        flipped,
        (square) => pitch.isSetUpArea(t, square),
        (a, b) => a !== b
      )
    )
  }
  return mergeSegments(segments)
}

// ---------------------------------------------------------------------------------------------
// Features

export interface EdgeMark extends Segment {
  readonly kind: EdgeFeature["kind"]
}

/** Walls and barricades as thick lines on the shared edge of their two squares. */
export const edgeFeaturesOf = (pitch: Pitch, flipped = false): Array<EdgeMark> => {
  const marks: Array<EdgeMark> = []
  for (const feature of pitch.features) {
    if (!isEdgeFeature(feature)) continue
    const edge = sharedEdge(feature.between[0], feature.between[1], flipped, pitch.width)
    if (edge !== null) marks.push({ kind: feature.kind, ...edge })
  }
  return marks
}

// ---------------------------------------------------------------------------------------------
// Labels

export interface Label {
  readonly text: string
  readonly x: number
  readonly y: number
}

/** The column of a square's name: "A" for x = 0, ..., "Z" for 25, "AA" beyond. */
export const columnName = (x: number): string => squareName([x, 0]).slice(0, -1)

/** Column letters above and below the grid, row numbers left and right of it. */
export const labelsOf = (pitch: Pitch, flipped = false): { readonly columns: Array<Label>; readonly rows: Array<Label> } => {
  const columns: Array<Label> = []
  for (let x = 0; x < pitch.width; x++) {
    const cx = toSvg([x, 0], flipped, pitch.width)[0] + 0.5
    const text = columnName(x)
    columns.push({ text, x: cx, y: -MARGIN / 2 }, { text, x: cx, y: pitch.height + MARGIN / 2 })
  }
  const rows: Array<Label> = []
  for (let y = 0; y < pitch.height; y++) {
    const text = String(y + 1)
    rows.push({ text, x: -MARGIN / 2, y: y + 0.5 }, { text, x: pitch.width + MARGIN / 2, y: y + 0.5 })
  }
  return { columns, rows }
}

// ---------------------------------------------------------------------------------------------
// Tokens

/** How a token is drawn, from the player's posture and activation. */
export interface TokenLook {
  /** Half-axes of the token's body: a circle standing, a flattened ellipse lying down. */
  readonly rx: number
  readonly ry: number
  /** Rotation of the body in degrees (a player lying down is drawn tipped over). */
  readonly rotate: number
  /** A dashed ring and a "z" for a stunned player. */
  readonly stunnedMarker: boolean
}

export interface Token {
  readonly id: string
  readonly team: number
  readonly square: Square
  /** squareName of the square, for data-square. */
  readonly squareName: string
  /** Centre in SVG units. */
  readonly cx: number
  readonly cy: number
  readonly number: number
  readonly name: string
  readonly position: string
  /** The position's first letter, drawn small on the token. */
  readonly initial: string
  readonly teamName: string
  readonly colours: TeamColours
  /** Fill, number and outline colours, chosen for contrast (palette.ts). */
  readonly paint: TokenPaint
  readonly posture: Posture
  readonly hasActed: boolean
  readonly lostTackleZones: boolean
  readonly active: boolean
  readonly hasBall: boolean
  readonly look: TokenLook
  /** Accessible description, e.g. "#7 Grishnak (Blitzer), Orcs — standing, has the ball". */
  readonly title: string
}

/**
 * The token's shape, from the player's posture. Nothing fades: a faded token takes on the grass's
 * hue (red turns brown, like a third team), so having acted is drawn as a mark instead.
 */
export const lookOf = (posture: Posture): TokenLook => {
  switch (posture) {
    case "standing":
      return { rx: TOKEN_RADIUS, ry: TOKEN_RADIUS, rotate: 0, stunnedMarker: false }
    case "prone":
      return { rx: TOKEN_RADIUS * 1.05, ry: TOKEN_RADIUS * 0.6, rotate: -20, stunnedMarker: false }
    case "stunned":
      return { rx: TOKEN_RADIUS * 1.05, ry: TOKEN_RADIUS * 0.6, rotate: -20, stunnedMarker: true }
  }
}

/** The colour of a square as drawn: its team's end zone colour, or the surface's shade for it. */
export const squareColour = (match: Match, pitch: Pitch, surface: Surface, square: Square): string => {
  const teams = match.header.teams.length
  const endZone = firstTeam(teams, (t) => pitch.isEndZoneOf(t, square))
  if (endZone !== null) return endZoneFill(teamColours(match, endZone).primary, surface)
  return (square[0] + square[1]) % 2 === 0 ? surface.light : surface.dark
}

/** The words after the dash in a token's title. */
const conditionOf = (posture: Posture, hasBall: boolean, active: boolean, hasActed: boolean, lostTackleZones: boolean): string => {
  const parts: Array<string> = [posture]
  if (hasBall) parts.push("has the ball")
  if (active) parts.push("taking an action")
  else if (hasActed) parts.push("has acted")
  if (lostTackleZones) parts.push("no tackle zones")
  return parts.join(", ")
}

/**
 * The token of a player on the pitch, or null for a player in a dugout box. Names, numbers
 * and positions come from the header's roster; everything else is read off the state.
 */
export const tokenOf = (match: Match, state: MatchState, player: PlayerState, flipped = false, pitch: Pitch = pitchAt(match, state)): Token | null => {
  if (player.at === null) return null
  const colours = teamColours(match, player.team)
  const index = match.playerIndex.get(player.id)
  const entry = index === undefined ? undefined : match.roster[index]
  const team = match.header.teams[player.team]
  const number = entry?.number ?? 0
  const name = entry?.name ?? player.id
  const position = entry?.position ?? ""
  const teamName = team?.name ?? `Team ${player.team + 1}`
  // Either ball, while a Ball Clone puts a second one on the pitch.
  const hasBall = holdsBall(state, player.id)
  const active = state.activePlayer === player.id
  const [cx, cy] = centreOf(player.at, flipped, match.variant.pitch.width)
  const described = position === "" ? `#${number} ${name}` : `#${number} ${name} (${position})`
  return {
    id: player.id,
    team: player.team,
    square: player.at,
    squareName: squareName(player.at),
    cx,
    cy,
    number,
    name,
    position,
    initial: position === "" ? "" : [...position][0]!.toUpperCase(),
    teamName,
    colours,
    paint: tokenPaint(colours.primary, colours.secondary, squareColour(match, pitch, surfaceOf(state.stadium?.attribute), player.at)),
    posture: player.posture,
    hasActed: player.hasActed,
    lostTackleZones: player.lostTackleZones,
    active,
    hasBall,
    look: lookOf(player.posture),
    title: `${described}, ${teamName} — ${conditionOf(player.posture, hasBall, active, player.hasActed, player.lostTackleZones)}${index === undefined ? "" : `\n${profileLine(match, state, index)}`}`
  }
}

/** The player's profile as the rules read it now (gained skills and a frog's profile included), for the token's title. */
const profileLine = (match: Match, state: MatchState, index: number): string => {
  const p = profileNow(match, state, index)
  const line = `MA ${p.ma} · ST ${p.st} · AG ${p.ag}+ · PA ${p.pa === null ? "–" : `${p.pa}+`} · AV ${p.av}+`
  return p.skills.length === 0 ? line : `${line}\n${p.skills.join(", ")}`
}

/**
 * Every player on the pitch as a token, drawn in an order where lying players go under standing
 * ones and the active player goes on top.
 */
export const tokensOf = (match: Match, state: MatchState, flipped = false): Array<Token> => {
  const tokens: Array<Token> = []
  const pitch = pitchAt(match, state)
  for (const player of state.players) {
    const token = tokenOf(match, state, player, flipped, pitch)
    if (token !== null) tokens.push(token)
  }
  const rank = (t: Token) => (t.active ? 2 : t.posture === "standing" ? 1 : 0)
  return tokens.sort((a, b) => rank(a) - rank(b))
}

/** The loose balls: where each lies when no one holds it and it is in play (two while a Ball Clone is in force). */
export const looseBallsOf = (state: MatchState, width: number, flipped = false): ReadonlyArray<{ cx: number; cy: number; squareName: string }> =>
  looseBalls(state).map((ball) => {
    const [cx, cy] = centreOf(ball.at!, flipped, width)
    return { cx, cy, squareName: squareName(ball.at!) }
  })

// ---------------------------------------------------------------------------------------------
// Event overlay

export type HighlightKind = "move" | "block" | "push" | "pass"

/** The current event's overlay, as the replay view gives it. */
export interface PitchHighlight {
  readonly path?: ReadonlyArray<readonly [number, number]> | undefined
  readonly from?: readonly [number, number] | undefined
  readonly to?: readonly [number, number] | undefined
  readonly kind?: HighlightKind | undefined
  /** A short caption at the arrow's middle, e.g. the block die the coach chose. */
  readonly label?: string | undefined
}

export interface Overlay {
  readonly kind: HighlightKind
  readonly label: string | null
  /** SVG polyline points ("x,y x,y ...") through the centres of the path's squares, or null. */
  readonly path: string | null
  /** The arrow from → to, shortened to run between the tokens' edges, or null. */
  readonly arrow: Segment | null
}

/** How much of an arrow is cut off at each end, so it stops at the token's edge. */
const ARROW_INSET = TOKEN_RADIUS + 0.02

const round = (n: number): number => Math.round(n * 1000) / 1000

/**
 * Where to draw the overlay; null when there is nothing to draw.
 * - `path`: a polyline through the centres of its squares, in order; `from`, when given and not
 *   already the path's first square, is where it starts. It needs two squares in all.
 * - `from` → `to`: an arrow between the two squares' tokens, unless a move path already shows
 *   the way (a move's path ends in an arrowhead of its own).
 */
export const overlayOf = (highlight: PitchHighlight | null | undefined, width: number, flipped = false): Overlay | null => {
  if (highlight === null || highlight === undefined) return null
  const kind = highlight.kind ?? "move"
  const squares = [...(highlight.path ?? [])]
  if (highlight.from !== undefined && squares.length > 0 && !same(highlight.from, squares[0]!)) squares.unshift(highlight.from)
  const path = squares.length >= 2 ? squares.map((square) => centreOf(square, flipped, width).map(round).join(",")).join(" ") : null
  let arrow: Segment | null = null
  const { from, to } = highlight
  if (from !== undefined && to !== undefined && !same(from, to) && !(kind === "move" && path !== null)) {
    const [x1, y1] = centreOf(from, flipped, width)
    const [x2, y2] = centreOf(to, flipped, width)
    const length = Math.hypot(x2 - x1, y2 - y1)
    const inset = Math.min(ARROW_INSET, length / 4)
    const ux = (x2 - x1) / length
    const uy = (y2 - y1) / length
    arrow = { x1: round(x1 + ux * inset), y1: round(y1 + uy * inset), x2: round(x2 - ux * inset), y2: round(y2 - uy * inset) }
  }
  if (path === null && arrow === null) return null
  return { kind, path, arrow, label: highlight.label ?? null }
}

const same = (a: readonly [number, number], b: readonly [number, number]): boolean => a[0] === b[0] && a[1] === b[1]

// ---------------------------------------------------------------------------------------------
// The stadium (the `stadium` option): what its attribute puts on the pitch

/** A chevron pointing down a Sloping Pitch, centred on (x, y), turned `angle` degrees (0: towards +x). */
export interface Chevron {
  readonly x: number
  readonly y: number
  readonly angle: number
}

export interface StadiumMarks {
  /** The attribute in force, for the surface's tint (Ice, Ankle-deep Water …); null: none. */
  readonly attribute: string | null
  /**
   * Unclear Markings: the painted line(s) of scrimmage, when the kicking team has moved the line
   * for this kick-off (the moved line is the pitch's own scrimmage line); empty otherwise.
   */
  readonly paintedLines: ReadonlyArray<Segment>
  /** Uncovered Trapdoors: the trapdoors are open all match. */
  readonly trapdoorsOpen: boolean
  /** Sloping Pitch, once rolled: chevrons down the slope, in both wide zones. */
  readonly downhill: ReadonlyArray<Chevron>
  /** Enclosed Pitch: a wall all round the pitch, on the edges of its outer squares. */
  readonly enclosure: ReadonlyArray<Segment>
}

/** The pitch's outline: every edge of a square on the pitch that borders a square off it. */
export const outlineOf = (pitch: Pitch, flipped = false): Array<Segment> => {
  const segments: Array<Segment> = []
  for (let y = 0; y < pitch.height; y++) {
    for (let x = 0; x < pitch.width; x++) {
      if (!pitch.contains([x, y])) continue
      const [sx, sy] = toSvg([x, y], flipped, pitch.width)
      if (!pitch.contains([x, y - 1])) segments.push({ x1: sx, y1: sy, x2: sx + 1, y2: sy })
      if (!pitch.contains([x, y + 1])) segments.push({ x1: sx, y1: sy + 1, x2: sx + 1, y2: sy + 1 })
      if (!pitch.contains([x - 1, y])) segments.push(flipped ? { x1: sx + 1, y1: sy, x2: sx + 1, y2: sy + 1 } : { x1: sx, y1: sy, x2: sx, y2: sy + 1 })
      if (!pitch.contains([x + 1, y])) segments.push(flipped ? { x1: sx, y1: sy, x2: sx, y2: sy + 1 } : { x1: sx + 1, y1: sy, x2: sx + 1, y2: sy + 1 })
    }
  }
  return mergeSegments(segments)
}

const sameLines = (a: ReadonlyArray<Segment>, b: ReadonlyArray<Segment>): boolean =>
  a.length === b.length && a.every((s, i) => s.x1 === b[i]!.x1 && s.y1 === b[i]!.y1 && s.x2 === b[i]!.x2 && s.y2 === b[i]!.y2)

/**
 * What the stadium changes on the pitch at this state, all read from the engine: the variant as
 * played there (`variantAt`: open trapdoors, the slope's direction this half, a walled pitch) and
 * the pitch with and without the line the kicking team chose (`pitchAt`). Nothing is worked out here.
 */
export const stadiumMarksOf = (match: Match, state: MatchState, flipped = false): StadiumMarks => {
  const stadium = state.stadium
  if (stadium === undefined || stadium.attribute === null) return { attribute: null, paintedLines: [], trapdoorsOpen: false, downhill: [], enclosure: [] }
  const teams = match.header.teams.length
  const variant = variantAt(match, state)
  const pitch = variant.pitch
  // The same state with no line chosen: where the lines are painted.
  const { line: _chosen, ...unmoved } = stadium
  const painted = scrimmageLines(pitchAt(match, { ...state, stadium: unmoved }), teams, flipped)
  const downhill: Array<Chevron> = []
  const slope = variant.bounceDownhill
  if (slope !== undefined) {
    const angle = (Math.atan2(slope[1], (flipped ? -1 : 1) * slope[0]) * 180) / Math.PI
    const rows = [1, pitch.height - 2]
    for (const y of rows) for (let x = 2; x < pitch.width - 2; x += 4) if (pitch.contains([x, y])) {
      const [cx, cy] = centreOf([x, y], flipped, pitch.width)
      downhill.push({ x: cx, y: cy, angle })
    }
  }
  return {
    attribute: stadium.attribute,
    paintedLines: sameLines(painted, scrimmageLines(pitch, teams, flipped)) ? [] : painted,
    trapdoorsOpen: variant.trapdoorsUncovered === true,
    downhill,
    enclosure: variant.crowdWalled === true ? outlineOf(pitch, flipped) : []
  }
}

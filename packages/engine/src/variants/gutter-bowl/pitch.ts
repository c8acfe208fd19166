import type { EdgeFeature, Pitch, PitchFeature, SquareFeature } from "../../model/pitch.js"
import type { Square } from "../../model/square.js"
import { isObstacle } from "../../model/features.js"

/**
 * The two Gutter Bowl pitches: 26 squares long and 15 wide like a Blood Bowl pitch (thirteen
 * columns from each end zone to the halfway line, four rows in each wide zone, seven in the
 * centre field), with walls along both sidelines, four 6×4 features (market stalls on the street,
 * sewer pits below) and four barricades three squares long.
 *
 * The rules give no squares for the features; this layout is ours (docs/variants/gutter-bowl.md).
 * Every feature has a partner at the point-symmetric place (x, y) → (25 − x, 14 − y), so each
 * team sees the same pitch from its own end zone:
 *
 * - Features: x 4–9 in team 0's half and x 16–21 in team 1's, on rows y 2–5 and y 9–12: two in
 *   each half, one towards each sideline, leaving a two-row lane along each wall (y 0–1, 13–14),
 *   a three-row lane down the middle (y 6–8), and open ground by the end zones (x 0–3, 22–25) and
 *   around the halfway line (x 10–15).
 * - Barricades (edges): in team 0's half one across the middle lane between x = 10 and 11 (rows
 *   6–8) and one across the top lane between x = 2 and 3 (rows 0–2); their partners in team 1's
 *   half are between x = 14 and 15 (rows 6–8) and between x = 22 and 23 (rows 12–14).
 * - Walls: along the outer edge of y = 0 and of y = 14, end zone to end zone. The short edges
 *   behind the end zones are not walls.
 */
export const WIDTH = 26
export const HEIGHT = 15

const rect = (x0: number, y0: number, w: number, h: number): Array<Square> => {
  const squares: Array<Square> = []
  for (let x = x0; x < x0 + w; x++) for (let y = y0; y < y0 + h; y++) squares.push([x, y])
  return squares
}

/** The four 6×4 feature areas, point-symmetric pairs. */
export const FEATURE_AREAS: ReadonlyArray<ReadonlyArray<Square>> = [rect(4, 2, 6, 4), rect(4, 9, 6, 4), rect(16, 9, 6, 4), rect(16, 2, 6, 4)]

/** One barricade: three square edges in a row, given by the squares on its two sides. */
const barricade = (x: number, y0: number): Array<EdgeFeature> =>
  [0, 1, 2].map((i) => ({ kind: "barricade", between: [[x, y0 + i], [x + 1, y0 + i]] }))

/** The barricades: between x and x + 1, on rows y0 to y0 + 2. */
export const BARRICADES: ReadonlyArray<readonly [number, number]> = [[10, 6], [2, 0], [14, 6], [22, 12]]

const walls = (): Array<EdgeFeature> => {
  const edges: Array<EdgeFeature> = []
  for (let x = 0; x < WIDTH; x++) {
    edges.push({ kind: "wall", between: [[x, 0], [x, -1]] })
    edges.push({ kind: "wall", between: [[x, HEIGHT - 1], [x, HEIGHT]] })
  }
  return edges
}

const featuresFor = (kind: SquareFeature["kind"]): ReadonlyArray<PitchFeature> => [
  ...FEATURE_AREAS.map((squares): SquareFeature => ({ kind, squares })),
  ...BARRICADES.flatMap(([x, y]) => barricade(x, y)),
  ...walls()
]

// Squares are read by index, not destructured: destructuring runs the array iterator, which V8
// does not always optimise away in these calls, made on every move.
const contains = (square: Square) => square[0] >= 0 && square[0] < WIDTH && square[1] >= 0 && square[1] < HEIGHT

const gutterPitch = (kind: "market-stall" | "sewer-pit"): Pitch => {
  const pitch: Pitch = {
    width: WIDTH,
    height: HEIGHT,
    contains,
    isEndZoneOf: (team, square) => (team === 0 ? square[0] === 0 : square[0] === WIDTH - 1),
    isOwnHalf: (team, square) => (team === 0 ? square[0] >= 0 && square[0] <= 12 : square[0] >= 13 && square[0] < WIDTH),
    // A team sets up in its own half, but not on a stall or in a pit.
    isSetUpArea: (team, square) => (team === 0 ? square[0] <= 12 : square[0] >= 13) && contains(square) && !isObstacle(pitch, square),
    isLineOfScrimmage: (team, square) => (team === 0 ? square[0] === 12 : square[0] === 13),
    wideZone: (square) => (square[1] <= 3 ? "top" : square[1] >= 11 ? "bottom" : null),
    features: featuresFor(kind)
  }
  return pitch
}

/** The Street pitch: the four features are market stalls, which count as walls. */
export const streetPitch: Pitch = gutterPitch("market-stall")
/** The Sewer pitch: the four features are sewer pits. */
export const sewerPitch: Pitch = gutterPitch("sewer-pit")

// The range ruler: how far a pass goes (Quick, Short, Long, Long Bomb) and who is under it.
import { type Square } from "../model/square.js"

// ---- the range ruler ----

export type PassRange = "quick" | "short" | "long" | "long-bomb"

/**
 * The BB2020 range ruler as a grid of squares counted from the thrower: row = squares across
 * (|dy|), column = squares along (|dx|); T is the thrower, a blank is out of range. The same
 * grid FUMBBL's BB2020 pass mechanic and Jervis use (Jervis leaves out the two corner squares
 * 13 along and 2 across, which FUMBBL counts as a Long Bomb; this engine follows FUMBBL).
 */
const RANGE_GRID: ReadonlyArray<string> = [
  "TQQQSSSLLLLBBB",
  "QQQQSSSLLLLBBB",
  "QQQSSSSLLLLBBB",
  "QQSSSSSLLLBBB",
  "SSSSSSLLLLBBB",
  "SSSSSLLLLBBB",
  "SSSSLLLLLBBB",
  "LLLLLLLLBBB",
  "LLLLLLLBBBB",
  "LLLLLBBBBB",
  "LLLBBBBBB",
  "BBBBBBB",
  "BBBBB",
  "BBB"
]

const RANGE_OF: Readonly<Record<string, PassRange>> = { Q: "quick", S: "short", L: "long", B: "long-bomb" }

export const RANGE_NAME: Readonly<Record<PassRange, string>> = { quick: "Quick Pass", short: "Short Pass", long: "Long Pass", "long-bomb": "Long Bomb" }

/** The range modifier to the passing test: Quick 0, Short −1, Long −2, Long Bomb −3. */
export const RANGE_MODIFIER: Readonly<Record<PassRange, number>> = { quick: 0, short: -1, long: -2, "long-bomb": -3 }

/** The range band from one square to another, or null when out of range (or the same square). */
export const passRange = (from: Square, to: Square): PassRange | null => {
  const dx = Math.abs(to[0] - from[0])
  const dy = Math.abs(to[1] - from[1])
  const cell = RANGE_GRID[dy]?.[dx]
  return cell === undefined ? null : RANGE_OF[cell] ?? null
}

/** One band of a range ruler, as a reader shows it: its id, its name and its modifier to the test. */
export interface RangeBand {
  readonly band: string
  readonly name: string
  readonly modifier: number
}

/**
 * How far a throw may go from one square to another: the band the target square falls in, or
 * null out of range. Blood Bowl's passes use the range ruler below; a variant's own throw (Holiday
 * Special's snowball) brings its own on its VariantAction, so readers never ask which variant it is.
 */
export type RangeRuler = (from: Square, to: Square) => RangeBand | null

/** The range ruler of a Pass (and of the throws that borrow it: Throw Team-mate, Bombardier). */
export const passRuler: RangeRuler = (from, to) => {
  const range = passRange(from, to)
  return range === null ? null : { band: range, name: RANGE_NAME[range], modifier: RANGE_MODIFIER[range] }
}

/**
 * Whether a square lies under the range ruler laid from the thrower's square to the square the
 * ball lands in: it is nearer to each end than the ends are to each other, and one of its
 * corners is within half the ruler's width (1.74 squares wide, as FUMBBL and Jervis measure it)
 * of the line between the two centres.
 */
const RULER_WIDTH = 1.74

export const underRuler = (from: Square, to: Square, square: Square): boolean => {
  const lx = to[0] - from[0]
  const ly = to[1] - from[1]
  const length2 = lx * lx + ly * ly
  const sx = square[0] - from[0]
  const sy = square[1] - from[1]
  const toStart2 = sx * sx + sy * sy
  const toEnd2 = (lx - sx) * (lx - sx) + (ly - sy) * (ly - sy)
  if (!(toStart2 < length2 && toEnd2 < length2)) return false
  let nearest = Infinity
  for (const cx of [-0.5, 0.5]) {
    for (const cy of [-0.5, 0.5]) nearest = Math.min(nearest, Math.abs(ly * (sx + cx) - lx * (sy + cy)))
  }
  // `nearest` is the corner's distance from the line times the line's length.
  return nearest / Math.sqrt(length2) < RULER_WIDTH / 2
}

import type { Pitch } from "../../model/pitch.js"
import type { Square } from "../../model/square.js"

/**
 * The BlightBowl pitch: a cross made of two 25×15 bars, in a 25×25 grid.
 *
 * - The bar along x covers y 5–19 (x 0–24); the bar along y covers x 5–19 (y 0–24). Squares of
 *   the grid in neither bar (the four 5×5 corners) are the crowd.
 * - The Kill-Zone is the 3×3 centre, x 11–13 and y 11–13.
 * - Four quarters, numbered clockwise as the pitch is drawn (y grows downwards): 0 West (end zone
 *   x = 0), 1 North (end zone y = 0), 2 East (end zone x = 24), 3 South (end zone y = 24). Each end
 *   zone is one row of 15 squares, ten rows from the Kill-Zone.
 * - Four advance lines run diagonally from the Kill-Zone's corners to the elbows between two arms:
 *   the squares (k, k), (24 − k, k), (k, 24 − k) and (24 − k, 24 − k) for k 5–10 (24 squares).
 * - A quarter is what its end zone, its sidelines, the two advance lines next to it and its face of
 *   the Kill-Zone enclose. In West's terms: x ≤ 10 and |y − 12| < 12 − x. Every square of the cross
 *   is in exactly one quarter, on an advance line, or in the Kill-Zone.
 * - Line of scrimmage (our reading of "adjacent to their side of the Kill-Zone or the advance
 *   lines"): the quarter's squares that share an edge with a Kill-Zone or advance-line square and
 *   are not in a wide zone — seven per quarter, West's are (8, 9), (9, 10), (10, 11), (10, 12),
 *   (10, 13), (9, 14), (8, 15).
 * - Wide zones: the four rows of the quarter along each sideline of its arm (West: y ≤ 8 and
 *   y ≥ 16), named by quarter ("west-left", "west-right", …).
 *
 * Which team defends which quarter is not fixed: it is rolled before the match (`blightbowl-quarters`).
 * `crossPitch(quarterOf)` builds the pitch for one assignment, `quarterOf[team]` being the quarter.
 */
export const SIZE = 25
export const CENTRE = 12
export const QUARTERS = ["west", "north", "east", "south"] as const

/**
 * A square's x and y seen from quarter q as if q were West (end zone at x = 0): a rotation of the
 * cross. Numbers rather than a new square: the quarter of a square is asked on every move.
 */
const westX = (q: number, x: number, y: number): number => (q === 0 ? x : q === 1 ? y : q === 2 ? SIZE - 1 - x : SIZE - 1 - y)
const westY = (q: number, x: number, y: number): number => (q === 0 ? y : q === 1 ? SIZE - 1 - x : q === 2 ? SIZE - 1 - y : x)

// Squares are read by index here, not destructured: destructuring runs the array iterator, which
// V8 does not always optimise away in calls made on every move.
export const onCross = (square: Square): boolean => {
  const x = square[0]
  const y = square[1]
  return x >= 0 && y >= 0 && x < SIZE && y < SIZE && ((y >= 5 && y <= 19) || (x >= 5 && x <= 19))
}

export const inKillZone = (square: Square): boolean => square[0] >= 11 && square[0] <= 13 && square[1] >= 11 && square[1] <= 13

export const onAdvanceLine = (square: Square): boolean => {
  const x = square[0]
  const y = square[1]
  const k = Math.min(x, SIZE - 1 - x)
  return k >= 5 && k <= 10 && (y === k || y === SIZE - 1 - k)
}

const inWestQuarter = (x: number, y: number): boolean => x >= 0 && x <= 10 && y >= 5 && y <= 19 && Math.abs(y - CENTRE) < CENTRE - x

/** The quarter a square is in, or null on an advance line, in the Kill-Zone or off the pitch. */
export const quarterAt = (square: Square): number | null => {
  if (!onCross(square)) return null
  const x = square[0]
  const y = square[1]
  for (let q = 0; q < 4; q++) if (inWestQuarter(westX(q, x, y), westY(q, x, y))) return q
  return null
}

const EDGES: ReadonlyArray<readonly [number, number]> = [[1, 0], [-1, 0], [0, 1], [0, -1]]

const wideSide = (q: number, square: Square): "left" | "right" | null => {
  const y = westY(q, square[0], square[1])
  return y <= 8 ? "left" : y >= 16 ? "right" : null
}

/** Whether a square of quarter q is on its line of scrimmage. */
const onLineOf = (q: number, square: Square): boolean =>
  quarterAt(square) === q && wideSide(q, square) === null &&
  EDGES.some(([dx, dy]) => {
    const next: Square = [square[0] + dx, square[1] + dy]
    return inKillZone(next) || onAdvanceLine(next)
  })

const ELBOW_CORNERS: ReadonlyArray<readonly [number, number]> = [[-1, -1], [1, -1], [-1, 1], [1, 1]]

/**
 * The way the crowd throws a ball back in from a square at the edge of the cross: along the arm
 * from an end zone, else away from the first edge that borders the crowd. An elbow square borders
 * the crowd only at its corner (a ball leaves it diagonally, say (5, 5) to (4, 4)): no edge says
 * which way to lay the template. Our reading: the crowd there throws it straight back the way it
 * left — the template points diagonally into the pitch, towards the Kill-Zone, and its sides run
 * along the two arms (1–2 along one, 3–4 diagonally, 5–6 along the other; `throwInFan`). Null only
 * for a square with no crowd around it at all.
 */
const throwInFacing = (square: Square): readonly [number, number] | null => {
  const [x, y] = square
  if (x === 0) return [1, 0]
  if (x === SIZE - 1) return [-1, 0]
  if (y === 0) return [0, 1]
  if (y === SIZE - 1) return [0, -1]
  for (const [dx, dy] of EDGES) if (!onCross([x + dx, y + dy])) return [-dx, -dy]
  for (const [dx, dy] of ELBOW_CORNERS) if (!onCross([x + dx, y + dy])) return [-dx, -dy]
  return null
}

/** The cross with team t defending quarter `quarterOf[t]`. */
export const crossPitch = (quarterOf: ReadonlyArray<number>): Pitch => ({
  width: SIZE,
  height: SIZE,
  contains: onCross,
  isEndZoneOf: (team, square) => {
    const q = quarterOf[team]
    return q !== undefined && onCross(square) && westX(q, square[0], square[1]) === 0
  },
  isOwnHalf: (team, square) => quarterAt(square) === quarterOf[team],
  isSetUpArea: (team, square) => quarterAt(square) === quarterOf[team],
  isLineOfScrimmage: (team, square) => {
    const q = quarterOf[team]
    return q !== undefined && onLineOf(q, square)
  },
  wideZone: (square) => {
    const q = quarterAt(square)
    if (q === null) return null
    const side = wideSide(q, square)
    return side === null ? null : `${QUARTERS[q]}-${side}`
  },
  throwInFacing,
  features: [
    { kind: "kill-zone", squares: [11, 12, 13].flatMap((x) => [11, 12, 13].map((y): Square => [x, y])) }
  ]
})

/**
 * Trapdoors: the BlightBowl rules place none. The Uncovered Trapdoors stadium opens these (as
 * `prayerTrapdoors`, src/stadium/layer.ts): one in each quarter inside a wide zone, as Blood Bowl's
 * and Sevens' one per half, five squares from the end zone and one row in from the sideline —
 * (5, 6) in West's terms, turned a quarter at a time round the Kill-Zone.
 */
export const TRAPDOORS: ReadonlyArray<Square> = [[5, 6], [18, 5], [19, 18], [6, 19]]

/** Every square of the cross, for tests and the docs' layout. */
export const crossSquares = (): Array<Square> => {
  const squares: Array<Square> = []
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) if (onCross([x, y])) squares.push([x, y])
  return squares
}

import type { Square } from "@sidelines/schema"

export type { Square }

/** A square as one integer, for sets and maps: pitches are at most 64 squares wide. */
export const squareKey = (x: number, y: number): number => x * 64 + y
export const keyOf = (square: Square): number => squareKey(square[0], square[1])
/** The square of a key (the inverse of `keyOf`; every pitch fits in 64 × 64). */
export const squareOfKey = (key: number): Square => [Math.floor(key / 64), key % 64]

export const sameSquare = (a: Square | null, b: Square | null): boolean =>
  a !== null && b !== null && a[0] === b[0] && a[1] === b[1]

/** Squares apart counting diagonals as one, as Blood Bowl counts them. */
export const distance = (a: Square, b: Square): number => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]))

export const isAdjacent = (a: Square, b: Square): boolean => distance(a, b) === 1

/** The eight squares around a square, in a fixed order (rows top to bottom). */
export const neighbours = (square: Square): Array<Square> => {
  const [x, y] = square
  return [
    [x - 1, y - 1], [x, y - 1], [x + 1, y - 1],
    [x - 1, y], [x + 1, y],
    [x - 1, y + 1], [x, y + 1], [x + 1, y + 1]
  ]
}

/**
 * The scatter / deviation template (a D8), drawn on the pitch as the printed template shows it
 * with y growing downwards: 1 up-left, 2 up, 3 up-right, 4 left, 5 right, 6 down-left, 7 down,
 * 8 down-right.
 */
export const D8_DIRECTIONS: ReadonlyArray<readonly [number, number]> = [
  [-1, -1], [0, -1], [1, -1],
  [-1, 0], [1, 0],
  [-1, 1], [0, 1], [1, 1]
]

export const step = (square: Square, direction: readonly [number, number], squares = 1): Square => [
  square[0] + direction[0] * squares,
  square[1] + direction[1] * squares
]

/** Chess-like name of a square for people: columns A, B, … along the pitch, rows 1, 2, … across. */
export const squareName = (square: Square): string => {
  const [x, y] = square
  const column = x < 26 ? String.fromCharCode(65 + x) : `${String.fromCharCode(64 + Math.floor(x / 26))}${String.fromCharCode(65 + (x % 26))}`
  return `${column}${y + 1}`
}

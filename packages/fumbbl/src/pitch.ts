/**
 * FFB's pitch and ours. FFB's field is 26×15 with (0, 0) at the top left, x along the pitch and
 * y growing downwards; the home team sets up in x 0–12 and defends the end zone at x = 0 (FFB
 * stores the home coach's view; the client only flips it on screen for the away coach). In a
 * sidelines/1 Blood Bowl log the first team defends x = 0 with its line of scrimmage on x = 12,
 * and the scatter template reads y growing downwards too. So with the home team written first,
 * squares carry over unchanged. Squares outside 0–25 × 0–14 are FFB's dugout boxes (reserves
 * at x = −1 and 30, knocked out −2 and 31, and so on), never pitch squares.
 */
export type Square = readonly [number, number]

export const FIELD_WIDTH = 26
export const FIELD_HEIGHT = 15

export const onPitch = (square: Square): boolean =>
  square[0] >= 0 && square[0] < FIELD_WIDTH && square[1] >= 0 && square[1] < FIELD_HEIGHT

/** A coordinate as FFB writes it (`[x, y]`), or null for anything else. */
export const asSquare = (value: unknown): Square | null =>
  Array.isArray(value) && value.length === 2 && Number.isInteger(value[0]) && Number.isInteger(value[1])
    ? [value[0], value[1]]
    : null

/** Our square for an FFB pitch square (the identity, see above), as a fresh mutable pair. */
export const toSquare = (square: Square): [number, number] => [square[0], square[1]]

export const sameSquare = (a: Square | null, b: Square | null): boolean => a !== null && b !== null && a[0] === b[0] && a[1] === b[1]

/** Squares apart, diagonals counting one. */
export const distance = (a: Square, b: Square): number => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]))

/** FFB's compass directions and the step each makes on its field (North is up, y − 1). */
export const DIRECTIONS = {
  North: [0, -1],
  Northeast: [1, -1],
  East: [1, 0],
  Southeast: [1, 1],
  South: [0, 1],
  Southwest: [-1, 1],
  West: [-1, 0],
  Northwest: [-1, -1]
} as const satisfies Record<string, readonly [number, number]>

export type Direction = keyof typeof DIRECTIONS

/** FFB reads a D8 clockwise from North: 1 North, 2 Northeast, … 8 Northwest. */
export const FFB_D8: ReadonlyArray<Direction> = ["North", "Northeast", "East", "Southeast", "South", "Southwest", "West", "Northwest"]

/**
 * Our scatter template reads a D8 row by row: 1 up-left, 2 up, 3 up-right, 4 left, 5 right,
 * 6 down-left, 7 down, 8 down-right. A die that sent the ball one way in FFB is written as the
 * face that sends it the same way on our template: the direction is the fact, the face a label.
 */
export const OUR_D8: Readonly<Record<Direction, number>> = {
  Northwest: 1,
  North: 2,
  Northeast: 3,
  West: 4,
  East: 5,
  Southwest: 6,
  South: 7,
  Southeast: 8
}

export const isDirection = (name: unknown): name is Direction => typeof name === "string" && Object.hasOwn(DIRECTIONS, name)

/** Our D8 face for an FFB direction name, or for FFB's own D8 face when the name is missing. */
export const d8Face = (direction: unknown, ffbRoll: number | null): number | null => {
  if (isDirection(direction)) return OUR_D8[direction]
  const named = ffbRoll === null ? undefined : FFB_D8[ffbRoll - 1]
  return named === undefined ? null : OUR_D8[named]
}

/** The square `squares` steps from `from` in a direction. */
export const stepFrom = (from: Square, direction: Direction, squares: number): [number, number] => {
  const [dx, dy] = DIRECTIONS[direction]
  return [from[0] + dx * squares, from[1] + dy * squares]
}

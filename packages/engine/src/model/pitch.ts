import type { Square } from "./square.js"

/** Something on the pitch that the rules treat specially, placed on squares. */
export interface SquareFeature {
  readonly kind: "trapdoor" | "sewer-pit" | "market-stall" | "gingerbread-house" | "snowgrot" | "kill-zone"
  readonly squares: ReadonlyArray<Square>
}

/** Something between two adjacent squares, such as a wall or a barricade along their shared edge. */
export interface EdgeFeature {
  readonly kind: "wall" | "barricade"
  readonly between: readonly [Square, Square]
}

export type PitchFeature = SquareFeature | EdgeFeature

/**
 * The shape of a variant's pitch, as data. The core asks these questions and never assumes a
 * rectangle or two ends: BlightBowl's cross and Gutter Bowl's features answer them too.
 */
export interface Pitch {
  /** Bounding box of the grid; squares inside it may still be off the pitch (a cross). */
  readonly width: number
  readonly height: number
  /** Whether a square is part of the playing area. */
  readonly contains: (square: Square) => boolean
  /** The end zone a team defends (where the opposing teams score), by team index. */
  readonly isEndZoneOf: (team: number, square: Square) => boolean
  /**
   * The team's half (or quarter) of the pitch, including its line of scrimmage: the kick is aimed
   * into, and must come down in, the receiving team's half.
   */
  readonly isOwnHalf: (team: number, square: Square) => boolean
  /**
   * The squares a team may set up on: its half on a Blood Bowl pitch; on a Sevens pitch only the
   * third behind its own line of scrimmage (nobody sets up between the two lines).
   */
  readonly isSetUpArea: (team: number, square: Square) => boolean
  /** The team's line-of-scrimmage squares: where the minimum number of players must set up. */
  readonly isLineOfScrimmage: (team: number, square: Square) => boolean
  /** Which wide zone a square is in (an id per zone), or null in the centre field. */
  readonly wideZone: (square: Square) => string | null
  /**
   * Which way the crowd throws a ball back in from this edge square, where the pitch is not a
   * rectangle (BlightBowl's cross); null where it cannot say. Absent: from the rectangle's edges.
   */
  readonly throwInFacing?: (from: Square) => readonly [number, number] | null
  /** Features on squares and edges (none on a Blood Bowl pitch); the variant's rules give them meaning. */
  readonly features: ReadonlyArray<PitchFeature>
}

/**
 * Whether the straight line between two squares' centres crosses a square that is not part of
 * the pitch (the crowd between two arms of BlightBowl's cross). Never on a rectangular pitch.
 * A line that only touches a square's corner does not cross it.
 */
export const crossesCrowd = (pitch: Pitch, from: Square, to: Square): boolean => {
  const steps = 64 * Math.max(1, Math.abs(to[0] - from[0]), Math.abs(to[1] - from[1]))
  for (let i = 1; i < steps; i++) {
    const t = i / steps
    const x = from[0] + (to[0] - from[0]) * t
    const y = from[1] + (to[1] - from[1]) * t
    // Points on a square's edge (half-way between centres) belong to neither side: skip them.
    if (Math.abs(x - Math.round(x)) === 0.5 || Math.abs(y - Math.round(y)) === 0.5) continue
    if (!pitch.contains([Math.round(x), Math.round(y)])) return true
  }
  return false
}

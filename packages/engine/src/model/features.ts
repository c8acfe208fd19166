import type { EdgeFeature, Pitch, SquareFeature } from "./pitch.js"
import { keyOf, type Square } from "./square.js"

/**
 * Questions about a pitch's features (pitch.ts), answered from its data: the core reads walls,
 * market stalls, sewer pits and barricades only through these, so a pitch without features
 * (Blood Bowl, Sevens) answers "nothing here" everywhere.
 */
interface FeatureIndex {
  readonly squares: Map<number, ReadonlyArray<SquareFeature["kind"]>>
  /** The edge features by `edgeCode`. */
  readonly edgeCodes: Map<number, EdgeFeature["kind"]>
  /** Squares of a stall, a sewer pit or a house (`isObstacle`), read once a pitch rather than three lists a square. */
  readonly obstacles: Set<number>
  /** Squares at either end of an edge feature, and of a barricade: no edge is looked up for any other square. */
  readonly edgeSquares: Set<number>
  readonly barricadeSquares: Set<number>
}

const indexes = new WeakMap<Pitch, FeatureIndex>()

/**
 * The same edge as one number, without building a string: each square's coordinates offset into
 * 0–127 (a pitch is at most 64 wide, and a wall's outer square lies just off it); -1 for a square
 * outside that, where no feature can lie (the index refuses one).
 */
const squareCode = (s: Square): number => (s[0] >= -32 && s[0] < 96 && s[1] >= -32 && s[1] < 96 ? (s[0] + 32) * 128 + (s[1] + 32) : -1)
const edgeCode = (a: Square, b: Square): number => {
  const p = squareCode(a)
  const q = squareCode(b)
  return p < 0 || q < 0 ? -1 : p < q ? p * 16384 + q : q * 16384 + p
}

const OBSTACLES: ReadonlySet<SquareFeature["kind"]> = new Set(["market-stall", "sewer-pit", "gingerbread-house"])

const indexOf = (pitch: Pitch): FeatureIndex => {
  const known = indexes.get(pitch)
  if (known !== undefined) return known
  const squares = new Map<number, Array<SquareFeature["kind"]>>()
  const edgeCodes = new Map<number, EdgeFeature["kind"]>()
  const obstacles = new Set<number>()
  const edgeSquares = new Set<number>()
  const barricadeSquares = new Set<number>()
  for (const feature of pitch.features) {
    if ("squares" in feature) {
      for (const square of feature.squares) {
        const list = squares.get(keyOf(square)) ?? []
        list.push(feature.kind)
        squares.set(keyOf(square), list)
        if (OBSTACLES.has(feature.kind)) obstacles.add(keyOf(square))
      }
    } else {
      const code = edgeCode(feature.between[0], feature.between[1])
      // A variant's pitch data out of all bounds is our bug, not a log's: say so where it is read.
      if (code < 0) throw new Error(`pitch feature ${feature.kind} between ${JSON.stringify(feature.between)} lies outside any pitch`)
      edgeCodes.set(code, feature.kind)
      for (const square of feature.between) {
        edgeSquares.add(keyOf(square))
        if (feature.kind === "barricade") barricadeSquares.add(keyOf(square))
      }
    }
  }
  const index = { squares, edgeCodes, obstacles, edgeSquares, barricadeSquares }
  indexes.set(pitch, index)
  return index
}

/** Whether a square carries a square feature of this kind. */
export const hasFeature = (pitch: Pitch, square: Square, kind: SquareFeature["kind"]): boolean =>
  pitch.features.length > 0 && (indexOf(pitch).squares.get(keyOf(square))?.includes(kind) ?? false)

/** A market stall: a wall inside the pitch that nobody stands on. */
export const isMarketStall = (pitch: Pitch, square: Square): boolean => hasFeature(pitch, square, "market-stall")

/** A sewer pit: nobody moves into one, but players may be pushed or thrown in. */
export const isSewerPit = (pitch: Pitch, square: Square): boolean => hasFeature(pitch, square, "sewer-pit")

/** A gingerbread house (Holiday Special): nobody moves into one; a ball stopping there is put back out. */
export const isGingerbreadHouse = (pitch: Pitch, square: Square): boolean => hasFeature(pitch, square, "gingerbread-house")

/**
 * A square of a feature that the ball cannot come to rest on and players cannot move into or be
 * set up, aimed at or pushed onto normally: a market stall, a sewer pit or a gingerbread house.
 */
export const isObstacle = (pitch: Pitch, square: Square): boolean =>
  pitch.features.length > 0 && indexOf(pitch).obstacles.has(keyOf(square))

/**
 * The straight direction from a square towards the end zone nearer to it (along the pitch's
 * length): the way the Throw-in template points for a ball in a gingerbread house.
 */
export const towardsNearerEndZone = (pitch: Pitch, square: Square): readonly [number, number] =>
  square[0] <= pitch.width - 1 - square[0] ? [-1, 0] : [1, 0]

/** The edge feature along the shared edge of two orthogonally adjacent squares, if any. */
export const edgeBetween = (pitch: Pitch, a: Square, b: Square): EdgeFeature["kind"] | null => {
  if (pitch.features.length === 0) return null
  const index = indexOf(pitch)
  if (!index.edgeSquares.has(keyOf(a)) || !index.edgeSquares.has(keyOf(b))) return null
  const code = edgeCode(a, b)
  return code < 0 ? null : index.edgeCodes.get(code) ?? null
}

/**
 * Whether a wall stands between a square on the pitch (`from`) and the one next to it (`to`):
 * `to` is a market stall, or a wall runs along the edge `to` is reached across. A diagonal step
 * is walled when either of the two edges at the corner of `to` that face `from` is a wall.
 */
export const wallBetween = (pitch: Pitch, from: Square, to: Square): boolean => {
  if (pitch.features.length === 0) return false
  if (isMarketStall(pitch, to)) return true
  const dx = to[0] - from[0]
  const dy = to[1] - from[1]
  if (dx === 0 || dy === 0) return edgeBetween(pitch, from, to) === "wall"
  return edgeBetween(pitch, [to[0], from[1]], to) === "wall" || edgeBetween(pitch, [from[0], to[1]], to) === "wall"
}

/**
 * The way a wall hit from `from` into `to` faces: the Throw-in template is laid with its arrow
 * this way. Straight across the pitch (one square) for a face of a wall or stall. A ball going
 * diagonally into the outer corner of a market stall (the rules' corner diagram, which we do not
 * have) meets neither face square-on: our reading lays the template turned 45°, its arrow
 * pointing straight back along the ball's way in, so the D6 gives one of the three squares
 * touching the corner from outside (docs/variants/gutter-bowl.md).
 */
export const wallFace = (pitch: Pitch, from: Square, to: Square): readonly [number, number] => {
  const dx = to[0] - from[0]
  const dy = to[1] - from[1]
  if (dx === 0 || dy === 0) return [-dx, -dy]
  if (isMarketStall(pitch, to)) {
    const sideOpen = !isMarketStall(pitch, [to[0] - dx, to[1]])
    const endOpen = !isMarketStall(pitch, [to[0], to[1] - dy])
    if (sideOpen && !endOpen) return [-dx, 0]
    if (endOpen && !sideOpen) return [0, -dy]
    return [-dx, -dy]
  }
  // A sideline wall: the face is the one whose edge is walled.
  if (edgeBetween(pitch, [to[0], from[1]], to) === "wall") return [0, -dy]
  return [-dx, 0]
}

/** Whether the pitch has walls of any kind (sideline walls, market stalls). */
export const hasWalls = (pitch: Pitch): boolean =>
  pitch.features.some((feature) => feature.kind === "wall" || feature.kind === "market-stall")

/**
 * Whether a barricade stands between two adjacent squares: along their shared edge, or, for a
 * diagonal step, along any of the edges that meet at the corner they share. Two squares apart (a
 * Vicious Vines block), it stands between when the straight line from one to the other passes it:
 * through the middle square when there is one, else between the two squares the line runs between
 * — the way across either of them counts, as a diagonal's corner does.
 */
export const barricadeBetween = (pitch: Pitch, a: Square, b: Square): boolean => {
  if (pitch.features.length === 0) return false
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  if (Math.max(Math.abs(dx), Math.abs(dy)) === 2) {
    const half = (d: number): ReadonlyArray<number> => (Math.abs(d) === 1 ? [0, d] : [d / 2])
    return half(dx).some((mx) => half(dy).some((my) => {
      const middle: Square = [a[0] + mx, a[1] + my]
      return barricadeBetween(pitch, a, middle) || barricadeBetween(pitch, middle, b)
    }))
  }
  // Every edge a step's answer reads touches `a` or `b` (the diagonal's four meet at their corner).
  const barricades = indexOf(pitch).barricadeSquares
  if (!barricades.has(keyOf(a)) && !barricades.has(keyOf(b))) return false
  if (dx === 0 || dy === 0) return edgeBetween(pitch, a, b) === "barricade"
  const side: Square = [b[0], a[1]]
  const end: Square = [a[0], b[1]]
  return [[a, side], [a, end], [side, b], [end, b]].some(([p, q]) => edgeBetween(pitch, p!, q!) === "barricade")
}

/**
 * Whether the centre line from one square's centre to another's crosses a market stall on the
 * way (the square thrown at is not counted: a ricochet's target may be a stall square).
 */
export const lineCrossesStall = (pitch: Pitch, from: Square, to: Square): boolean => {
  if (pitch.features.length === 0) return false
  const steps = 4 * Math.max(Math.abs(to[0] - from[0]), Math.abs(to[1] - from[1]))
  for (let i = 1; i < steps; i++) {
    const x = Math.round(from[0] + ((to[0] - from[0]) * i) / steps)
    const y = Math.round(from[1] + ((to[1] - from[1]) * i) / steps)
    if ((x !== to[0] || y !== to[1]) && isMarketStall(pitch, [x, y])) return true
  }
  return false
}

/**
 * The Throw-in template laid with its logo on a square and its arrow pointing `face` (one of the
 * four straight directions): a D6 of 1–2 takes the square diagonally to the arrow's left, 3–4 the
 * square straight ahead, 5–6 the square diagonally to its right — the same fan the crowd uses for
 * a throw-in (core/ball.ts). An arrow pointing diagonally (BlightBowl's elbows) turns the
 * template by 45°: its sides then point straight along the two edges (the same turn, each
 * component kept to one square).
 */
export const throwInFan = (face: readonly [number, number], roll: number): readonly [number, number] => {
  const [nx, ny] = face
  if (roll <= 2) return [Math.sign(nx + ny), Math.sign(ny - nx)]
  if (roll <= 4) return [nx, ny]
  return [Math.sign(nx - ny), Math.sign(ny + nx)]
}

/**
 * Where a ball put back on the pitch from a market stall or sewer pit goes: from `from`, squares
 * in `direction` (the D8) until the first one on the pitch that is not a stall or pit — the
 * minimum distance. Null if the line leaves the pitch first.
 */
export const reentrySquare = (pitch: Pitch, from: Square, direction: readonly [number, number]): Square | null => {
  for (let i = 1; ; i++) {
    const square: Square = [from[0] + direction[0] * i, from[1] + direction[1] * i]
    if (!pitch.contains(square)) return null
    if (!isObstacle(pitch, square)) return square
  }
}

/**
 * Whether a player on this square is down a sewer pit: they cannot be activated, have no tackle
 * zone, are never marked and cannot be an opponent's target until they climb out.
 */
export const inSewerPit = (pitch: Pitch, at: Square | null): boolean => at !== null && isSewerPit(pitch, at)

/**
 * Whether a square on the pitch is next to a wall: a wall runs along one of its edges, or one of
 * the eight squares around it is a market stall (`wallBetween` towards any neighbour).
 */
export const nextToWall = (pitch: Pitch, at: Square): boolean => {
  if (pitch.features.length === 0) return false
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      if ((dx !== 0 || dy !== 0) && wallBetween(pitch, at, [at[0] + dx, at[1] + dy])) return true
    }
  }
  return false
}

/**
 * Whether a square is a wall square a ball can be thrown at (Gutter Bowl's ricochet): a market
 * stall, or a square just past a sideline wall (off the pitch, across a wall edge from a square
 * on it).
 */
export const isWallSquare = (pitch: Pitch, square: Square): boolean => {
  if (pitch.features.length === 0) return false
  if (isMarketStall(pitch, square)) return true
  if (pitch.contains(square)) return false
  for (const [dx, dy] of [[0, 1], [0, -1], [1, 0], [-1, 0]] as const) {
    const inside: Square = [square[0] + dx, square[1] + dy]
    if (pitch.contains(inside) && edgeBetween(pitch, inside, square) === "wall") return true
  }
  return false
}

/**
 * Where a ball thrown at a wall (Gutter Bowl's ricochet) meets it: the wall square and the way
 * its face looks (into the pitch, towards the thrower; diagonal at a stall's outer corner).
 */
export interface WallTarget {
  readonly wall: Square
  readonly face: readonly [number, number]
}

/**
 * The wall square a thrower on `from` names with `at` (`PassAimed.ricochet`), or why it cannot be
 * one. A market stall square is named as itself: the throw meets it on the side it comes in by
 * (the one across the larger of the two distances, or the corner when they are equal), and that
 * side must face open ground — the stall's edge towards the thrower, else the ball would meet
 * another stall square first. A sideline wall square is off the pitch, so it is named by the
 * square on the pitch in front of it (row 0 for the wall past it, the last row for the other).
 */
export const wallTarget = (pitch: Pitch, from: Square, at: Square): WallTarget | string => {
  if (isMarketStall(pitch, at)) {
    const dx = at[0] - from[0]
    const dy = at[1] - from[1]
    const face: readonly [number, number] = Math.abs(dx) > Math.abs(dy) ? [-Math.sign(dx), 0] : Math.abs(dy) > Math.abs(dx) ? [0, -Math.sign(dy)] : [-Math.sign(dx), -Math.sign(dy)]
    const open = (square: Square) => !isMarketStall(pitch, square)
    const facing = face[0] !== 0 && face[1] !== 0
      ? open([at[0] + face[0], at[1]]) && open([at[0], at[1] + face[1]])
      : open([at[0] + face[0], at[1] + face[1]])
    return facing ? { wall: at, face } : "the ball would meet another square of the stall before it"
  }
  if (!pitch.contains(at) || isObstacle(pitch, at)) return "it is neither a market stall nor a square in front of a sideline wall"
  for (const [dx, dy] of [[0, -1], [0, 1], [-1, 0], [1, 0]] as const) {
    const beyond: Square = [at[0] + dx, at[1] + dy]
    if (!pitch.contains(beyond) && edgeBetween(pitch, at, beyond) === "wall") return { wall: beyond, face: [-dx, -dy] }
  }
  return "it is neither a market stall nor a square in front of a sideline wall"
}

/**
 * The way a ball thrown from `from` at a wall comes off it (our reading of the rules' ricochet
 * diagrams): as off a mirror, rounded to the eight directions of the squares. Thrown at the wall
 * straight on — the throw's direction, rounded to the nearest of the eight, is straight into the
 * face — it comes straight back out; thrown at it at any angle, it comes off diagonally, carrying
 * on the same way along the wall. At a stall's outer corner it comes straight back.
 */
export const ricochetDirection = (from: Square, target: WallTarget): readonly [number, number] => {
  const { face, wall } = target
  if (face[0] !== 0 && face[1] !== 0) return face
  const along = face[0] === 0 ? wall[0] - from[0] : wall[1] - from[1]
  const across = Math.abs(face[0] === 0 ? wall[1] - from[1] : wall[0] - from[0])
  // Within 22.5° of the face's normal: straight on.
  if (Math.abs(along) < Math.tan(Math.PI / 8) * across) return face
  return face[0] === 0 ? [Math.sign(along), face[1]] : [face[0], Math.sign(along)]
}

/**
 * The wall square next to the one aimed at, to the thrower's right (`side` 1) or left (−1) as
 * they face the wall, on the same face; null past the end of the wall or of the stall's side.
 * At a stall's corner (aimed at exactly diagonally) the wall squares beside it are its two
 * neighbours along the faces that meet there, each met on its own face: the one along the face
 * running to the thrower's right, or the one along the face running to their left.
 */
export const besideWallSquare = (pitch: Pitch, target: WallTarget, side: 1 | -1): WallTarget | null => {
  const { face, wall } = target
  // Facing the wall (−face) with y growing down the page, the right hand points (face y, −face x).
  const right: readonly [number, number] = [face[1], -face[0]]
  if (face[0] !== 0 && face[1] !== 0) {
    // The neighbour across x lies on the face [0, face y]; it is to the right when (−face x, 0)·right > 0.
    const acrossX: WallTarget = { wall: [wall[0] - face[0], wall[1]], face: [0, face[1]] }
    const acrossY: WallTarget = { wall: [wall[0], wall[1] - face[1]], face: [face[0], 0] }
    const pick = (-face[0] * right[0] > 0) === (side === 1) ? acrossX : acrossY
    const front: Square = [pick.wall[0] + pick.face[0], pick.wall[1] + pick.face[1]]
    return isMarketStall(pitch, pick.wall) && !isMarketStall(pitch, front) ? pick : null
  }
  const next: Square = [wall[0] + right[0] * side, wall[1] + right[1] * side]
  const front: Square = [next[0] + face[0], next[1] + face[1]]
  if (isMarketStall(pitch, wall)) return isMarketStall(pitch, next) && !isMarketStall(pitch, front) ? { wall: next, face } : null
  return pitch.contains(front) && !pitch.contains(next) && edgeBetween(pitch, front, next) === "wall" ? { wall: next, face } : null
}

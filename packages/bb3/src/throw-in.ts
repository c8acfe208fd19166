import { chainFacing } from "./codes.js"

/**
 * A throw-in (BB3's BallStep with a ResultRoll of RollType 9 and three dice: the direction's D6,
 * then the distance's two). As in our rules, the crowd throws the ball back from the last square
 * on the pitch it was on, along the throw-in template, as many squares as the two dice; where it
 * flies off the pitch again, BB3's next throw-in starts from the last square on the pitch it
 * crossed (demo4). BB3's CellTo is where it lands, or the first square off the pitch.
 *
 * BB3's template does not number its diagonals as ours does on every edge: on a sideline its
 * 1–2 go where ours do (demo4: a 1 from (22, 0) goes to (+1, +1)), at an end the other way round
 * (demo1, demo4: a 5 and a 6 from x = 25 go to (−1, +1), where our 1–2 go). The die written is
 * BB3's where our template sends the ball the way BB3 did, else its mirror (7 − the die).
 */

/** Which way our template faces from a square on the pitch's edge (the end zones first, as our rules take a corner). */
const facingFrom = ([x, y]: readonly [number, number]): readonly [number, number] => (x <= 0 ? [1, 0] : x >= 25 ? [-1, 0] : y >= 14 ? [0, -1] : [0, 1])

/** Our direction D6 for BB3's `die`, thrown in from `from` and going towards `to`, or undefined when no face of ours goes that way. */
export const throwInFace = (from: readonly [number, number], to: readonly [number, number], die: number): number | undefined => {
  const dx = Math.sign(to[0] - from[0])
  const dy = Math.sign(to[1] - from[1])
  const [fx, fy] = facingFrom(from)
  return [die, 7 - die].find((face) => {
    const facing = chainFacing(face, dx, dy)
    return facing !== undefined && facing[0] === fx && facing[1] === fy
  })
}

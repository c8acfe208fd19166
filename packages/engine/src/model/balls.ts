import { type Ball, type MatchState, withBalls } from "./state.js"
import { sameSquare, type Square } from "./square.js"

/**
 * Two balls at once (Ball Clone, a Special Plays card). The two are alike — nobody can tell the
 * clone from the ball — so the state keeps them as `ball`, the one the rules are moving now, and
 * `otherBall`, the one waiting. Every rule reads and moves `state.ball` as it does in a match with
 * one ball; where a rule is about a particular ball (the one a player holds, the one lying on a
 * square, the one a bounce or throw-in is moving) it first brings that ball to the front with one
 * of these. With one ball on the pitch each of them returns the state it was given.
 */

/** Whether the player holds a ball (either, while there are two). */
export const holdsBall = (state: MatchState, player: string): boolean =>
  state.ball.carrier === player || (state.otherBall !== undefined && state.otherBall.carrier === player)

/** The players holding a ball: none, one, or two while a Ball Clone is in force. */
export const ballCarriers = (state: MatchState): ReadonlyArray<string> => {
  const carriers: Array<string> = []
  if (state.ball.carrier !== null) carriers.push(state.ball.carrier)
  if (state.otherBall !== undefined && state.otherBall.carrier !== null) carriers.push(state.otherBall.carrier)
  return carriers
}

/** The balls lying loose on the pitch (on the ground, in play): none, one, or two while a Ball Clone is in force. */
export const looseBalls = (state: MatchState): ReadonlyArray<Ball> =>
  [state.ball, ...(state.otherBall === undefined ? [] : [state.otherBall])].filter((ball) => ball.carrier === null && ball.inPlay && ball.at !== null)

/** Whether a ball lies loose (on the ground, in play) on the square. */
export const isLooseOn = (ball: Ball, square: Square | null): boolean =>
  ball.carrier === null && ball.inPlay && ball.at !== null && square !== null && sameSquare(ball.at, square)

/** Whether either ball lies loose on the square. */
export const looseBallOn = (state: MatchState, square: Square | null): boolean =>
  isLooseOn(state.ball, square) || (state.otherBall !== undefined && isLooseOn(state.otherBall, square))

/** The two balls swapped: the waiting one to the front. */
const swapped = (state: MatchState): MatchState => withBalls(state, state.otherBall!, state.ball)

/** The state with the ball the player holds in front (either ball; the state itself when it is there already or they hold none). */
export const withBallOf = (state: MatchState, player: string): MatchState =>
  state.otherBall !== undefined && state.ball.carrier !== player && state.otherBall.carrier === player ? swapped(state) : state

/** The state with the ball lying loose on the square in front, if only the waiting one does. */
export const withBallOn = (state: MatchState, square: Square): MatchState =>
  state.otherBall !== undefined && !isLooseOn(state.ball, square) && isLooseOn(state.otherBall, square) ? swapped(state) : state

/**
 * The state with the ball a loose-ball step is moving in front: the ball at `square` that no one
 * holds (a ball out of play, with the crowd, included). Kept as it is when the front ball fits or
 * the waiting one does not, so a ball in flight stays in front until it comes to rest.
 */
export const withMovingBallAt = (state: MatchState, square: Square): MatchState => {
  const other = state.otherBall
  if (other === undefined) return state
  const fits = (ball: Ball) => ball.carrier === null && ball.at !== null && sameSquare(ball.at, square)
  return !fits(state.ball) && fits(other) ? swapped(state) : state
}

/** The waiting ball, kept with its carrier as the carrier moves (the rules move only the front ball). */
export const settleOtherBall = (state: MatchState, carrierAt: (player: string) => Square | null): MatchState => {
  const other = state.otherBall
  if (other === undefined || other.carrier === null) return state
  const at = carrierAt(other.carrier)
  return sameSquare(at, other.at) ? state : withBalls(state, state.ball, { at, carrier: other.carrier, inPlay: other.inPlay })
}

/** The state with the front ball gone (a clone ball evaporating): the waiting one is the ball again. */
export const withoutFrontBall = (state: MatchState): MatchState =>
  state.otherBall === undefined ? state : withBalls(state, state.otherBall, undefined)

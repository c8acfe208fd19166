import type { Pitch } from "../../model/pitch.js"
import type { Square } from "../../model/square.js"

/**
 * The Blood Bowl 2020 pitch: 26 squares long, 15 wide. Team 0 (the home team) defends the end
 * zone at x = 0 and sets up in its half, x 0–12 (its end zone included), with its line of
 * scrimmage on x = 12; team 1 mirrors it.
 * Wide zones are the four rows on each side, y 0–3 and 11–14.
 */
export const WIDTH = 26
export const HEIGHT = 15

// Squares are read by index, not destructured: destructuring runs the array iterator, which V8
// does not always optimise away in these calls, made on every move.
export const bloodBowlPitch: Pitch = {
  width: WIDTH,
  height: HEIGHT,
  contains: (square: Square) => square[0] >= 0 && square[0] < WIDTH && square[1] >= 0 && square[1] < HEIGHT,
  isEndZoneOf: (team, square) => (team === 0 ? square[0] === 0 : square[0] === WIDTH - 1),
  isOwnHalf: (team, square) => (team === 0 ? square[0] >= 0 && square[0] <= 12 : square[0] >= 13 && square[0] < WIDTH),
  isSetUpArea: (team, square) => (team === 0 ? square[0] >= 0 && square[0] <= 12 : square[0] >= 13 && square[0] < WIDTH),
  isLineOfScrimmage: (team, square) => (team === 0 ? square[0] === 12 : square[0] === 13),
  wideZone: (square) => (square[1] <= 3 ? "top" : square[1] >= 11 ? "bottom" : null),
  features: []
}

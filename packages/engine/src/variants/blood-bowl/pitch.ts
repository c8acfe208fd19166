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

export const bloodBowlPitch: Pitch = {
  width: WIDTH,
  height: HEIGHT,
  contains: ([x, y]: Square) => x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT,
  isEndZoneOf: (team, [x]) => (team === 0 ? x === 0 : x === WIDTH - 1),
  isOwnHalf: (team, [x]) => (team === 0 ? x >= 0 && x <= 12 : x >= 13 && x < WIDTH),
  isSetUpArea: (team, [x]) => (team === 0 ? x >= 0 && x <= 12 : x >= 13 && x < WIDTH),
  isLineOfScrimmage: (team, [x]) => (team === 0 ? x === 12 : x === 13),
  wideZone: ([, y]) => (y <= 3 ? "top" : y >= 11 ? "bottom" : null),
  features: []
}

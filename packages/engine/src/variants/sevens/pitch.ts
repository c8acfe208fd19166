import type { Pitch } from "../../model/pitch.js"
import type { Square } from "../../model/square.js"

/**
 * The Blood Bowl Sevens pitch: 20 squares long, 11 wide.
 *
 * Along the pitch (x): team 0 (the first team in the header) defends the end zone at x = 0 and
 * team 1 the end zone at x = 19. Two lines of scrimmage cut the pitch into thirds: seven columns
 * from each end zone up to a line (x 0–6 and x 13–19, end zones included) and six columns
 * between the lines (x 7–12), where nobody sets up. Team 0's line of scrimmage runs along the
 * front of x = 6, team 1's along the front of x = 13. The halfway line still falls between
 * x = 9 and x = 10: the kick is aimed into, and must land in, the receiving team's half.
 *
 * Across the pitch (y): a wide zone of two rows along each sideline (y 0–1 "top", y 9–10
 * "bottom") and the seven rows of the centre field between them (y 2–8).
 *
 * The line-of-scrimmage squares are the centre-field squares directly in front of the line
 * (x = 6 or x = 13, y 2–8): a team sets up at least three players there.
 *
 * Trapdoors: the rules put one in each half, inside a wide zone, without giving squares. This
 * engine places them point-symmetrically, four squares from each end zone: [4, 1] (team 0's
 * half, top wide zone) and [15, 9] (team 1's half, bottom wide zone). See docs/variants/sevens.md.
 */
export const WIDTH = 20
export const HEIGHT = 11
export const LINE_OF_SCRIMMAGE: readonly [number, number] = [6, 13]
export const TRAPDOORS: ReadonlyArray<Square> = [[4, 1], [15, 9]]

const HALFWAY = WIDTH / 2
const inCentreField = (y: number) => y >= 2 && y <= HEIGHT - 3

// Squares are read by index, not destructured: destructuring runs the array iterator, which V8
// does not always optimise away in these calls, made on every move.
export const sevensPitch: Pitch = {
  width: WIDTH,
  height: HEIGHT,
  contains: (square: Square) => square[0] >= 0 && square[0] < WIDTH && square[1] >= 0 && square[1] < HEIGHT,
  isEndZoneOf: (team, square) => (team === 0 ? square[0] === 0 : square[0] === WIDTH - 1),
  isOwnHalf: (team, square) => (team === 0 ? square[0] >= 0 && square[0] < HALFWAY : square[0] >= HALFWAY && square[0] < WIDTH),
  isSetUpArea: (team, square) => (team === 0 ? square[0] >= 0 && square[0] <= LINE_OF_SCRIMMAGE[0] : square[0] >= LINE_OF_SCRIMMAGE[1] && square[0] < WIDTH),
  isLineOfScrimmage: (team, square) => square[0] === LINE_OF_SCRIMMAGE[team === 0 ? 0 : 1] && inCentreField(square[1]),
  wideZone: (square) => (square[1] <= 1 ? "top" : square[1] >= HEIGHT - 2 ? "bottom" : null),
  features: [{ kind: "trapdoor", squares: TRAPDOORS }]
}

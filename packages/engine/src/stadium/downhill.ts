import type { StadiumState } from "../model/state.js"

/**
 * Whose end zone lies downhill in this half at a Sloping Pitch, once the slope is rolled: the team
 * rolled for the first half, the other team from the second half on (the teams change ends);
 * null before the roll or at any other stadium. A public read for viewers, and the stadium layer's own.
 */
export const downhillTeam = (stadium: StadiumState | undefined, half: number): number | null =>
  stadium?.downhill === undefined ? null : half >= 2 ? 1 - stadium.downhill : stadium.downhill

import { FACING_OF } from "./ball-and-chain.js"
import { DIRECTIONS, isDirection, type Square } from "./pitch.js"

/**
 * FFB's BB2020 Swoop (mixed StepSwoop, bb2020 SwoopBehaviour and StepInitScatterPlayer): the coach
 * points the thrown player at a square straight up, down or along the pitch from the target
 * square, FFB rolls the throw-in D6 on a template facing that way and reports only the way the
 * player went and the D3 (`swoopPlayer`: startCoordinate, scatterDirection, distance). Neither the
 * facing nor the D6 is in the replay; a facing and a face that send the player the way FFB reports
 * stand for them: straight on is a 3 facing that way, a diagonal faces the end zone it leans to
 * (a 1 or a 5, as the template reads; FFB's coach may have faced the sideline instead).
 */
export const swoopFacing = (from: Square, went: unknown): { readonly at: Square; readonly face: number } | null => {
  if (!isDirection(went)) return null
  for (const facing of ["East", "West", "North", "South"]) {
    const template = FACING_OF[facing]!
    const face = template.straight === went ? 3 : template.left === went ? 1 : template.right === went ? 5 : null
    if (face === null) continue
    const [dx, dy] = DIRECTIONS[facing as keyof typeof DIRECTIONS]
    return { at: [from[0] + dx, from[1] + dy], face }
  }
  return null
}

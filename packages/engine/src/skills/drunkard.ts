import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import type { Ctx } from "../core/context.js"
import type { Modifier } from "../model/outcome.js"

/**
 * Drunkard (a Norse trait): the player's every Rush is rolled at −1. FFB gives it as a Go For It
 * modifier of 1 on the target, the same thing written the other way round.
 */
export const drunkardRush = (ctx: Pick<Ctx, "match">, state: MatchState, index: number): ReadonlyArray<Modifier> =>
  hasSkill(ctx.match, state, index, "Drunkard") ? [{ value: -1, source: "trait: Drunkard" }] : []

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    drunkardRush: typeof drunkardRush
  }
}

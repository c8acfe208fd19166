import type { Action } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import type { Ctx } from "../core/context.js"

/**
 * Sneakiest of the Lot: the star's Foul action is apart from his team's one Foul a turn. FFB
 * (christerk/ffb `SneakiestOfTheLot`: `allowsAdditionalFoul`) lets him declare a Foul when the
 * team has already fouled (client `LogicModule`), and his own Foul does not mark the team's as
 * used (`StepInitFouling`). No choice and no roll: nothing in the log.
 */
export const SNEAKIEST_OF_THE_LOT = "Sneakiest of the Lot"

/** Whether this declaration leaves the team's once-a-turn Foul alone. */
export const foulApart = (ctx: Ctx, state: MatchState, index: number, action: Action): boolean =>
  action === "foul" && hasSkill(ctx.match, state, index, SNEAKIEST_OF_THE_LOT)

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    foulApart: typeof foulApart
  }
}

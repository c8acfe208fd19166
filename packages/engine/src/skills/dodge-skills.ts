import { characteristic, hasSkill } from "../model/match.js"
import type { MatchState, PlayerState } from "../model/state.js"
import type { InjuryBonus } from "../core/injury.js"
import { type Ctx, playerIndex } from "../core/context.js"

/**
 * Break Tackle: once in an activation, after the dodge roll, +1 (ST 4 or less) or +2 (ST 5+).
 * The engine uses it when it turns a failed dodge into a success, and only then: it is
 * once an activation, so spending it on a dodge it cannot save would be wasted.
 */
export const breakTackle = (ctx: Ctx, state: MatchState, player: string): { skill: string; value: number } | undefined => {
  const index = playerIndex(ctx, player)
  if (!hasSkill(ctx.match, state, index, "Break Tackle")) return undefined
  return { skill: "Break Tackle", value: characteristic(ctx.match, state, index, "st") >= 5 ? 2 : 1 }
}

/**
 * Arm Bar: a player who falls over failing to dodge or jump out of a square marked by an
 * opponent with Arm Bar gets +1 on the armour or injury roll (only one Arm Bar counts).
 */
export const armBar = (ctx: Ctx, state: MatchState, markers: ReadonlyArray<PlayerState>): InjuryBonus | null =>
  markers.some((marker) => hasSkill(ctx.match, state, playerIndex(ctx, marker.id), "Arm Bar")) ? { skill: "Arm Bar", value: 1 } : null

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    armBar: typeof armBar
    breakTackle: typeof breakTackle
  }
}

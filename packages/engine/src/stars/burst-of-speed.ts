import { hasSkill, spelled } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type Ctx, note, nameOf, playerIndex } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * Burst of Speed (Roxanna Darknail): once a game, one Rush more than the player may make (three,
 * or four with Sprint). FFB (christerk/ffb `BurstOfSpeed`, `canMakeAnExtraGfiOnce`: counted in
 * `UtilPlayer.hasMoveLeft`, marked used by `StepMove` when the square is moved) needs no choice:
 * the rule is spent by moving that far. Here the extra Rush is in the allowance while the rule is
 * unused, and an activation that went past the usual Rushes spends it as it ends. Nothing in the log.
 */
export const BURST_OF_SPEED = "Burst of Speed"
// Spelled once: asked on nearly every event (model/match.ts `spelled`).
const BURST_OF_SPEED_SPELLED = spelled(BURST_OF_SPEED)

/** 1 while the player has an unused Burst of Speed, else 0. */
export const burstRush = (ctx: Ctx, state: MatchState, player: string): number =>
  hasSkill(ctx.match, state, playerIndex(ctx, player), BURST_OF_SPEED_SPELLED) && !specialRuleUsed(ctx, state, player, BURST_OF_SPEED) ? 1 : 0

/**
 * As an activation ends: the rule is spent if the player moved into the extra Rush. The allowance
 * is asked for only then (every activation ends here, few with the rule unused).
 */
export const spendBurst = (ctx: Ctx, state: MatchState, player: string, moved: number, allowanceOf: () => { readonly ma: number; readonly rushes: number }): MatchState => {
  if (burstRush(ctx, state, player) === 0) return state
  // The allowance counts the extra Rush while it is unused: only its last Rush was the burst's.
  const allowance = allowanceOf()
  if (allowance.rushes === 0 || moved <= allowance.ma + allowance.rushes - 1) return state
  note(ctx, `${nameOf(ctx, player)} used Burst of Speed: a Rush more (once a game)`)
  return markSpecialRuleUsed(ctx, state, player, BURST_OF_SPEED)
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    burstRush: typeof burstRush
    spendBurst: typeof spendBurst
  }
}

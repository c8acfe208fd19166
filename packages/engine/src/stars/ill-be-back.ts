import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type Ctx, nameOf, note, playerIndex } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * I'll be back! (Kreek 'the Verminator' Rustgouger): the first time in the game that his Secret
 * Weapon would send him off at the end of a drive, he is not sent off and plays on. BBBase's BB2020
 * text says "the first time in a game", so once a game, and the FAQ adds that a sending-off he
 * escaped another way (Argue the Call) still counts as that first time. It is automatic: no coach's
 * choice, and no bribe is asked for. FFB (christerk/ffb `IllBeBack`,
 * `ignoreFirstSecretWeaponSentOff`, StepEndTurn) does the same; it keeps the rule unused after a
 * bribe — the rule comes first here, so a bribe is never offered while it is unused.
 */
export const ILL_BE_BACK = "I'll be back!"

/** The state with Kreek kept in the game and the rule spent, or null when it does not apply. */
export const illBeBack = (ctx: Ctx, state: MatchState, player: string): MatchState | null => {
  if (!hasSkill(ctx.match, state, playerIndex(ctx, player), ILL_BE_BACK) || specialRuleUsed(ctx, state, player, ILL_BE_BACK)) return null
  note(ctx, `special rule: ${ILL_BE_BACK} (once a game): ${nameOf(ctx, player)} is not sent off for his Secret Weapon and stays in the game`)
  return markSpecialRuleUsed(ctx, state, player, ILL_BE_BACK)
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    illBeBack: typeof illBeBack
  }
}

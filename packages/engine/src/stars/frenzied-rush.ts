import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import type { ActivationStep } from "../core/activation.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, note, playerIndex, setPlayer, updateTop, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * Frenzied Rush (Glart Smashrip): once a game, on a Blitz, he has Frenzy for that action. FFB
 * (christerk/ffb `FrenziedRush`: `canGainFrenzyForBlitz`, Frenzy as a temporary enhancement, used
 * in `StepSelectBlitzTarget`) asks as the Blitz's target is chosen. In the log: `SkillUsed`
 * `{ player, skill: "Frenzied Rush" }` in his Blitz, before the block. The Frenzy lasts for the
 * activation: a mark in his `used` list, which the start of his team's next turn clears.
 */
export const FRENZIED_RUSH = "Frenzied Rush"

/** Frenzy, printed or from Frenzied Rush this turn (core/block.ts asks this for the follow-up and the second block). */
export const hasFrenzy = (ctx: Ctx, state: MatchState, index: number): boolean =>
  hasSkill(ctx.match, state, index, "Frenzy") || state.players[index]!.used.includes(FRENZIED_RUSH)

export const useFrenziedRush = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, FRENZIED_RUSH, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  if (step.action !== "blitz") return violation(ctx, FRENZIED_RUSH, `Frenzied Rush is used on a Blitz, not a ${step.action} action`)
  if (step.acted) return violation(ctx, FRENZIED_RUSH, `${who} has already thrown the Blitz's block`)
  const index = playerIndex(ctx, step.player)
  if (!hasSkill(ctx.match, state, index, FRENZIED_RUSH) || specialRuleUsed(ctx, state, step.player, FRENZIED_RUSH)) {
    return violation(ctx, FRENZIED_RUSH, `${who} has no unused Frenzied Rush (once a game)`)
  }
  note(ctx, `${who} uses Frenzied Rush: Frenzy for this Blitz (once a game)`)
  const player = state.players[index]!
  const marked = setPlayer(markSpecialRuleUsed(ctx, state, step.player, FRENZIED_RUSH), index, { used: [...player.used, FRENZIED_RUSH] })
  return consumed(updateTop(marked, step))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    hasFrenzy: typeof hasFrenzy
    useFrenziedRush: typeof useFrenziedRush
  }
}

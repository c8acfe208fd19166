import { hasSkill } from "../model/match.js"
import type { Rule } from "./block-dice-reroll.js"
import { nameOf, playerIndex } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * Savage Blow (Anqi Panqi): once a game, when he blocks, he may re-roll any number of his block
 * dice (FFB's `SavageBlow`: `canReRollAnyNumberOfBlockDice`, once a game, offered by
 * `StepBlockRoll` on a Block or a Blitz — BBBase's page says Block action; FFB's reading, a block
 * of either action, is what a FUMBBL player expects). The dice are named and rolled as
 * stars/block-dice-reroll.ts says; the rule is marked in `specialRulesUsed`.
 */
export const SAVAGE_BLOW = "Savage Blow"

export const savageBlow: Rule = {
  rule: SAVAGE_BLOW,
  max: null,
  limit: "once a game",
  refused: (ctx, state, step) =>
    !hasSkill(ctx.match, state, playerIndex(ctx, step.attacker), SAVAGE_BLOW) || specialRuleUsed(ctx, state, step.attacker, SAVAGE_BLOW)
      ? `${nameOf(ctx, step.attacker)} has no unused Savage Blow (once a game)`
      : null,
  spend: (ctx, state, step) => markSpecialRuleUsed(ctx, state, step.attacker, SAVAGE_BLOW)
}

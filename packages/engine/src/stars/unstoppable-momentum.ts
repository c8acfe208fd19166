import { hasSkill } from "../model/match.js"
import type { Rule } from "./block-dice-reroll.js"
import { nameOf, playerIndex, setPlayer } from "../core/context.js"

/**
 * Unstoppable Momentum (H'thark the Unstoppable): in a Blitz he may re-roll one of his block dice
 * (FFB's `UnstoppableMomentum`: `canRerollSingleBlockDieDuringBlitz`, offered by `StepBlockRoll`
 * only while blitzing, and marked used for the acting player, so once an action; BBBase's page
 * agrees). The die is named and rolled as stars/block-dice-reroll.ts says; the use is a mark in his
 * `used` list, which the start of his team's next turn clears.
 */
export const UNSTOPPABLE_MOMENTUM = "Unstoppable Momentum"

export const unstoppableMomentum: Rule = {
  rule: UNSTOPPABLE_MOMENTUM,
  max: 1,
  limit: "once a Blitz",
  refused: (ctx, state, step) => {
    const index = playerIndex(ctx, step.attacker)
    if (!hasSkill(ctx.match, state, index, UNSTOPPABLE_MOMENTUM)) return `${nameOf(ctx, step.attacker)} does not have Unstoppable Momentum`
    if (!step.blitz) return "Unstoppable Momentum re-rolls a block die in a Blitz, not in a Block action"
    if (state.players[index]!.used.includes(UNSTOPPABLE_MOMENTUM)) return `${nameOf(ctx, step.attacker)} has used Unstoppable Momentum in this Blitz`
    return null
  },
  spend: (ctx, state, step) => {
    const index = playerIndex(ctx, step.attacker)
    return setPlayer(state, index, { used: [...state.players[index]!.used, UNSTOPPABLE_MOMENTUM] })
  }
}

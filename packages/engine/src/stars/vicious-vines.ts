import { Result } from "effect"
import { hasSkill } from "../model/match.js"
import { distance, isAdjacent, type Square } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import type { ActivationStep } from "../core/activation.js"
import { type Ctx, type Fold, nameOf, note, playerIndex, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * Vicious Vines (Maple Highgrove): once a half, his Block action may be made against an opponent
 * two squares away, by all the usual rules of a block, but he may not follow up; never as part of
 * a Blitz. FFB (christerk/ffb `ViciousVines`, `canBlockOverDistance`: an action of its own,
 * `PlayerAction.VICIOUS_VINES`, whose targets are `UtilPlayer.findBlockablePlayersTwoSquaresAway`;
 * `StepFollowup` refuses the follow-up, `StepEndBlocking` spends the rule; pushes go the way
 * `UtilServerPushback.findStartingSquare` gives, the sign of each difference, as ours do).
 * The star is Maple Highgrove by BBBase's star page (FFB's rosters do not list him); Willow
 * Rosebark's rule is Indomitable.
 *
 * In the log: a Block action (`ActionDeclared` `block`) whose `BlockThrown` names a standing
 * opponent two squares away; no choice event, since no other rule lets a block reach there. The
 * block then goes on as any other (assists counted round the two players as ever); the follow-up
 * is not offered. Marked `"<id>:Vicious Vines (half 1)"` in `specialRulesUsed`.
 */
export const VICIOUS_VINES = "Vicious Vines"

const half = (state: MatchState) => `half ${state.half}`

/**
 * A block at a target not next to the attacker: null when it is no Vicious Vines block at all (no
 * such rule, or not two squares away: the usual "not next to" stands); else the state with the
 * rule spent, or why it cannot be used now.
 */
export const viciousVinesBlock = (ctx: Ctx, state: MatchState, step: ActivationStep, from: Square, target: string, at: Square): Fold<MatchState> | null => {
  const index = playerIndex(ctx, step.player)
  if (!hasSkill(ctx.match, state, index, VICIOUS_VINES) || distance(from, at) !== 2) return null
  const who = nameOf(ctx, step.player)
  if (step.action !== "block") return violation(ctx, VICIOUS_VINES, `Vicious Vines reaches two squares on a Block action, not a ${step.action} action`)
  if (specialRuleUsed(ctx, state, step.player, VICIOUS_VINES, half(state))) return violation(ctx, VICIOUS_VINES, `${who} has already used Vicious Vines this half`)
  // Gutter Bowl's barricades give the target +1 ST across them: two squares apart, the block's
  // own rule (core/block.ts) reads whether one stands on the line between (model/features.ts).
  note(ctx, `special rule: Vicious Vines (once a half): ${who} blocks ${nameOf(ctx, target)}, two squares away; no follow-up`)
  return Result.succeed(markSpecialRuleUsed(ctx, state, step.player, VICIOUS_VINES, half(state)))
}

/** The block's target was pushed from a square not next to the attacker: a Vicious Vines block, nobody follows up. */
export const noFollowUpOverVines = (attackerAt: Square | null, left: Square): boolean => attackerAt !== null && !isAdjacent(attackerAt, left)

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    noFollowUpOverVines: typeof noFollowUpOverVines
    viciousVinesBlock: typeof viciousVinesBlock
  }
}

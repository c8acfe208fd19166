import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type ActivationStep, withActivation } from "../core/activation.js"
import { type Ctx, nameOf, note, playerIndex } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * The Flashing Blade (Jeremiah Kool): once a game, at the start of his activation, he may make a
 * Stab Special action at an opponent he marks (he has no Stab trait of his own), and after it a
 * Move action. FFB (christerk/ffb `skill/mixed/special/TheFlashingBlade.java`: the Stab's
 * `canPerformArmourRollInsteadOfBlock` and `canStabAndMoveAfterwards`; `StepEndBlocking` turns the
 * action into a Move once the stab is over, if he still stands) and BBBase's page for Jeremiah.
 * In the log: a `stab` action declared by a player who has the rule but not Stab is the rule's use
 * (no other way for him to stab); the stab is rolled as any Stab (skills/stab.ts, armour and
 * injury unmodified), the rule is spent as it is made, and his activation then goes on as a Move
 * action from his square with his whole MA (`PlayerMoved`…, `ActionEnded`).
 */
export const RULE = "The Flashing Blade"

/** Whether this player's Stab action is the Flashing Blade: he has it unused, and no Stab of his own. */
export const flashesBlade = (ctx: Ctx, state: MatchState, player: string): boolean => {
  const index = playerIndex(ctx, player)
  return !hasSkill(ctx.match, state, index, "Stab") && hasSkill(ctx.match, state, index, RULE) && !specialRuleUsed(ctx, state, player, RULE)
}

/** The stab is made: the rule is spent, and the activation becomes a Move action (nothing moved yet). */
export const flashingBlade = (ctx: Ctx, state: MatchState, step: ActivationStep): { readonly state: MatchState; readonly activation: ActivationStep } => {
  note(ctx, `${nameOf(ctx, step.player)} uses ${RULE}: a Stab, then a Move action (once a game)`)
  return { state: markSpecialRuleUsed(ctx, state, step.player, RULE), activation: withActivation(step, { action: "move", acted: false, finished: false }) }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    flashesBlade: typeof flashesBlade
    flashingBlade: typeof flashingBlade
  }
}

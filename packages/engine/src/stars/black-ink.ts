import type { MatchEvent } from "@sidelines/schema"
import { inSewerPit } from "../model/features.js"
import { hasSkill } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import type { ActivationStep } from "../core/activation.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, note, playerIndex, setPlayer, updateTop, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * Black Ink (Kiroth Krakeneye): once a game, at the start of any of his activations, an opponent
 * next to him loses his tackle zone until he is next activated: a Hypnotic Gaze that needs no
 * roll. FFB (christerk/ffb `BlackInk`, `canGazeAutomatically`; `StepBlackInk`, offered by the
 * client's `LogicModule.isBlackInkAvailable`): before the star has moved or acted and while he is
 * not standing up, on an adjacent opponent standing or prone. The action declared goes on.
 * In the log: `SkillUsed` `{ player: <Kiroth>, skill: "Black Ink", target }`.
 */
export const BLACK_INK = "Black Ink"

/** Nothing done yet in this activation: not moved, not stood up, not acted (FFB's `!hasActed`). */
export const atActivationStart = (step: ActivationStep): boolean => step.moved === 0 && !step.acted && !step.finished

export const useBlackInk = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, BLACK_INK, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  const index = playerIndex(ctx, step.player)
  if (!hasSkill(ctx.match, state, index, BLACK_INK) || specialRuleUsed(ctx, state, step.player, BLACK_INK)) {
    return violation(ctx, BLACK_INK, `${who} has no unused Black Ink (once a game)`)
  }
  if (!atActivationStart(step)) return violation(ctx, BLACK_INK, `Black Ink is used at the start of ${who}'s activation, before he moves or acts`)
  const me = state.players[index]!
  if (me.at === null || me.posture !== "standing") return violation(ctx, BLACK_INK, `${who} must be standing to use Black Ink`)
  if (event.target === undefined) return violation(ctx, BLACK_INK, "Black Ink names its target")
  const them = state.players[playerIndex(ctx, event.target)]!
  if (!opposed(ctx.variant, them.team, me.team) || them.at === null || them.posture === "stunned" || inSewerPit(ctx.variant.pitch, them.at) || !isAdjacent(me.at, them.at)) {
    return violation(ctx, BLACK_INK, `${nameOf(ctx, event.target)} is not a standing or prone opponent next to ${who}`)
  }
  note(ctx, `special rule: Black Ink (once a game): ${nameOf(ctx, event.target)} is hypnotised by ${who} with no roll: no tackle zone until their next activation`)
  const inked = setPlayer(markSpecialRuleUsed(ctx, state, step.player, BLACK_INK), playerIndex(ctx, event.target), { lostTackleZones: true })
  return consumed(updateTop(inked, step))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    useBlackInk: typeof useBlackInk
  }
}

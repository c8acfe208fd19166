import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import type { ActivationStep } from "../core/activation.js"
import { atActivationStart } from "./black-ink.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, note, playerIndex, setPlayer, updateTop, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * "Excuse Me, Are You a Zoat?" (Zolcath the Zoat): once a game, declared as he is activated, he
 * gains the Hypnotic Gaze trait for that activation. FFB (christerk/ffb, bb2020
 * `ExcuseMeAreYouAZoat`: `canGainGaze`, Hypnotic Gaze as a temporary enhancement) offers it as an
 * action of its own in the client's `SelectLogicModule` (`GAZE_ZOAT`): a Hypnotic Gaze action
 * (`GAZE_MOVE`) whose skill is used at once. In the log: `ActionDeclared` `hypnotic-gaze`, then at
 * once `SkillUsed` `{ player, skill: "Excuse Me, Are You a Zoat?" }`; the gaze itself is then the
 * ordinary one (skills/hypnotic-gaze.ts). The trait lasts for the activation: a mark in his `used`
 * list, which the start of his team's next turn clears.
 */
export const ZOAT = "Excuse Me, Are You a Zoat?"

const zoatUnused = (ctx: Ctx, state: MatchState, index: number): boolean =>
  hasSkill(ctx.match, state, index, ZOAT) && !specialRuleUsed(ctx, state, state.players[index]!.id, ZOAT)

/** Whether the player may declare a Hypnotic Gaze action: he has the trait, or an unused Zoat to gain it with. */
export const mayDeclareGaze = (ctx: Ctx, state: MatchState, index: number): boolean =>
  hasSkill(ctx.match, state, index, "Hypnotic Gaze") || zoatUnused(ctx, state, index)

/** Whether the player has Hypnotic Gaze now: printed, gained, or from the Zoat's rule this activation. */
export const hasGaze = (ctx: Ctx, state: MatchState, index: number): boolean =>
  hasSkill(ctx.match, state, index, "Hypnotic Gaze") || state.players[index]!.used.includes(ZOAT)

export const useZoat = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, ZOAT, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  const index = playerIndex(ctx, step.player)
  if (!zoatUnused(ctx, state, index)) return violation(ctx, ZOAT, `${who} has no unused "Excuse Me, Are You a Zoat?" (once a game)`)
  if (step.action !== "hypnotic-gaze") return violation(ctx, ZOAT, `the rule gives Hypnotic Gaze for a hypnotic-gaze action, not a ${step.action} action`)
  if (!atActivationStart(step)) return violation(ctx, ZOAT, `the rule is declared as ${who} is activated, before he moves or gazes`)
  note(ctx, `special rule: Excuse Me, Are You a Zoat? (once a game): ${who} gains Hypnotic Gaze for this activation`)
  const player = state.players[index]!
  const marked = setPlayer(markSpecialRuleUsed(ctx, state, step.player, ZOAT), index, { used: [...player.used, ZOAT] })
  return consumed(updateTop(marked, step))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    ZOAT: typeof ZOAT
    hasGaze: typeof hasGaze
    mayDeclareGaze: typeof mayDeclareGaze
    useZoat: typeof useZoat
  }
}

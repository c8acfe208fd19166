import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import type { ActivationStep } from "../core/activation.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, playerIndex, setPlayer, violation } from "../core/context.js"
import { HAIL_MARY } from "../skills/hail-mary-pass.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import type { MatchState } from "../model/state.js"

/**
 * Shot to Nothing: once a game, the star has Hail Mary Pass for one Pass action. FFB (christerk/ffb
 * `ShotToNothing`: `canGainHailMary`, Hail Mary Pass as a temporary enhancement; the client's
 * `SELECT` menu offers it with the Pass action, `StepInitSelecting` adds it) takes it as the action
 * is declared. In the log: `SkillUsed` `{ player, skill: "Shot to Nothing" }` in his Pass action
 * before the ball is thrown, in place of `SkillUsed` Hail Mary Pass; the pass is then a Hail Mary
 * pass (skills/hail-mary-pass.ts). The BB2020 text (BBBase's Gloriel Summerbloom page) says a Pass
 * action; FFB offers it with a Throw Bomb action too, but no star with the rule has Bombardier, so
 * here a Throw Bomb is refused like any other action.
 */
export const SHOT_TO_NOTHING = "Shot to Nothing"

export const useShotToNothing = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, SHOT_TO_NOTHING, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  const index = playerIndex(ctx, step.player)
  if (!hasSkill(ctx.match, state, index, SHOT_TO_NOTHING) || specialRuleUsed(ctx, state, step.player, SHOT_TO_NOTHING)) {
    return violation(ctx, SHOT_TO_NOTHING, `${who} has no unused Shot to Nothing (once a game)`)
  }
  if (step.action !== "pass" || step.acted) return violation(ctx, SHOT_TO_NOTHING, "Shot to Nothing is used in a Pass action, before the ball is thrown")
  if (state.weather === "blizzard") return violation(ctx, SHOT_TO_NOTHING, "a Hail Mary pass cannot be thrown in a blizzard")
  ctx.outcomes.push({ _tag: "Note", text: `${who} uses Shot to Nothing: a Hail Mary pass (once a game)` })
  const player = state.players[index]!
  const next = player.used.includes(HAIL_MARY) ? state : setPlayer(state, index, { used: [...player.used, HAIL_MARY] })
  return consumed(markSpecialRuleUsed(ctx, next, step.player, SHOT_TO_NOTHING))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    useShotToNothing: typeof useShotToNothing
  }
}

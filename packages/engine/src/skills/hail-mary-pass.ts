import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import type { ActivationStep } from "../core/activation.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, playerIndex, setPlayer, violation } from "../core/context.js"

/**
 * Hail Mary Pass (BB2020): the thrower declares it (SkillUsed Hail Mary Pass) before aiming, in a
 * Pass action or a Throw Bomb action (skills/bombardier.ts throws a bomb the same way); the
 * pass may then go to any square on the pitch without the range ruler (so no range modifier). It
 * is never accurate (an accurate result is inaccurate instead); the test, re-rollable as usual,
 * only tells inaccurate from wildly inaccurate or fumbled. Nobody may interfere with it, and it
 * may not be thrown in a blizzard.
 */
export const HAIL_MARY = "Hail Mary Pass"

export const isHailMary = (ctx: Ctx | { match: Ctx["match"] }, state: MatchState, passer: string): boolean =>
  state.players[playerIndex(ctx, passer)]!.used.includes(HAIL_MARY)

export const declareHailMary = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, HAIL_MARY, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  const index = playerIndex(ctx, step.player)
  if (!hasSkill(ctx.match, state, index, HAIL_MARY)) return violation(ctx, HAIL_MARY, `${who} does not have Hail Mary Pass`)
  if ((step.action !== "pass" && step.action !== "throw-bomb") || step.acted) return violation(ctx, HAIL_MARY, `a Hail Mary pass is declared in a Pass or Throw Bomb action, before the ball or bomb is thrown`)
  if (state.weather === "blizzard") return violation(ctx, HAIL_MARY, "a Hail Mary pass cannot be thrown in a blizzard")
  ctx.outcomes.push({ _tag: "Note", text: `${who} will throw a Hail Mary pass` })
  const player = state.players[index]!
  return consumed(player.used.includes(HAIL_MARY) ? state : setPlayer(state, index, { used: [...player.used, HAIL_MARY] }))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    HAIL_MARY: typeof HAIL_MARY
    declareHailMary: typeof declareHailMary
    isHailMary: typeof isHailMary
  }
}

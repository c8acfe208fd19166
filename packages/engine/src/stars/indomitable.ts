import type { MatchEvent } from "@sidelines/schema"
import { characteristic, hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, note, passOn, playerIndex, replaceTop, violation } from "../core/context.js"
import type { DauntlessStep } from "../core/block.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * Indomitable: once a game, after a successful Dauntless roll, the star's strength for the block
 * is twice his target's instead of equal to it. FFB (christerk/ffb `Indomitable`,
 * `IndomitableBehaviour`, `canDoubleStrengthAfterDauntless`; `RollMechanic`: the attacker's
 * strength is the greater of his own and twice the target's) asks the coach once the Dauntless
 * roll has succeeded. In the log: `SkillUsed` `{ player, skill: "Indomitable" }` after the
 * `dauntless` D6; `SkillDeclined` (or any other event) and his strength equals the target's.
 */
export const INDOMITABLE = "Indomitable"

export const indomitableOffered = (ctx: Ctx, state: MatchState, step: DauntlessStep): boolean =>
  hasSkill(ctx.match, state, playerIndex(ctx, step.block.attacker), INDOMITABLE) && !specialRuleUsed(ctx, state, step.block.attacker, INDOMITABLE)

export const indomitableChoice = (ctx: Ctx, state: MatchState, step: DauntlessStep, event: MatchEvent): Fold<Handled> => {
  const attacker = step.block.attacker
  const a = playerIndex(ctx, attacker)
  const target = characteristic(ctx.match, state, playerIndex(ctx, step.block.defender), "st")
  const mine = (event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.skill.toLowerCase() === INDOMITABLE.toLowerCase()
  if (mine && event.player !== attacker) return violation(ctx, INDOMITABLE, `${nameOf(ctx, event.player)} cannot use Indomitable in ${nameOf(ctx, attacker)}'s block`)
  const equal = replaceTop(state, { ...step.block, strength: target })
  if (mine && event._tag === "SkillDeclined") return consumed(equal)
  if (!mine) return passOn(equal)
  const strength = Math.max(characteristic(ctx.match, state, a, "st"), 2 * target)
  note(ctx, `${nameOf(ctx, attacker)} uses Indomitable: ST ${strength}, twice ${nameOf(ctx, step.block.defender)}'s (once a game)`)
  return consumed(replaceTop(markSpecialRuleUsed(ctx, state, attacker, INDOMITABLE), { ...step.block, strength }))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    indomitableChoice: typeof indomitableChoice
    indomitableOffered: typeof indomitableOffered
  }
}

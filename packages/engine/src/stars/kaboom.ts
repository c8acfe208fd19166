import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, note, playerIndex, replaceTop, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import type { Step } from "../model/step.js"

/**
 * Kaboom! (Bomber Dribblesnot): once a game, when an opponent catches a bomb Bomber threw, his
 * coach may have it explode at once in the catcher's hands instead of the catcher's D6 (4+ it
 * explodes, 1–3 it is thrown on). FFB (christerk/ffb `Kaboom`: `canForceBombExplosion`, offered in
 * the server's bb2020 `StepInitBomb` before that D6) offers it on any catch of his bomb, a
 * team-mate's too; BBBase's BB2020 text (Bomber_Dribblesnot.md) says an opposition player, which
 * we follow. A bomb an opponent deflected and caught counts; one thrown on by the catcher is no
 * longer Bomber's. In the log: `SkillUsed` `{ player: Bomber, skill: "Kaboom!" }` in place of the
 * catcher's `bombardier` D6; the D6 itself (or `SkillDeclined`) keeps the rule for later.
 */
export const KABOOM = "Kaboom!"

export const isKaboom = (skill: string): boolean => skill.toLowerCase() === KABOOM.toLowerCase()

/** Whether Bomber's coach may make this caught bomb explode now. */
export const kaboomOffered = (ctx: Ctx, state: MatchState, thrower: string, catcher: string): boolean => {
  const index = playerIndex(ctx, thrower)
  return hasSkill(ctx.match, state, index, KABOOM) && !specialRuleUsed(ctx, state, thrower, KABOOM) &&
    opposed(ctx.variant, state.players[index]!.team, state.players[playerIndex(ctx, catcher)]!.team)
}

/**
 * `SkillUsed` / `SkillDeclined` Kaboom! while a caught bomb waits for the catcher's D6. Used, the
 * bomb explodes where the catcher stands (`explosion`); declined, the D6 is still to come.
 */
export const kaboom = (
  ctx: Ctx,
  state: MatchState,
  step: { readonly thrower: string; readonly catcher: string },
  event: Extract<MatchEvent, { _tag: "SkillUsed" | "SkillDeclined" }>,
  explosion: Step
): Fold<Handled> => {
  const who = nameOf(ctx, step.thrower)
  if (event.player !== step.thrower) return violation(ctx, KABOOM, `only the bomb's thrower ${who} may use Kaboom! on it, not ${nameOf(ctx, event.player)}`)
  if (!kaboomOffered(ctx, state, step.thrower, step.catcher)) {
    return violation(ctx, KABOOM, `${who} has no unused Kaboom! for this catch (once a game, when an opponent catches his bomb)`)
  }
  if (event._tag === "SkillDeclined") return consumed(state)
  note(ctx, `special rule: ${KABOOM} — ${who} makes the bomb explode in ${nameOf(ctx, step.catcher)}'s hands, with no roll (once a game)`)
  return consumed(replaceTop(markSpecialRuleUsed(ctx, state, step.thrower, KABOOM), explosion))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    isKaboom: typeof isKaboom
    kaboom: typeof kaboom
  }
}

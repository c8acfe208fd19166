import { characteristic, hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type Ctx, nameOf, playerIndex, testPasses } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import type { Modifier } from "../model/outcome.js"

/**
 * Incorporeal: once a game, after a failed dodge is rolled, the star may add his ST to it. FFB
 * (christerk/ffb `Incorporeal`: `canAddStrengthToDodge`, a stat-based modifier of ST;
 * `StepMoveDodge`) offers it with the re-rolls, only where it turns the failure into a success. In
 * the log: after the failed `dodge` roll, `SkillUsed` `{ player, skill: "Incorporeal" }` in place of
 * a re-roll choice; the dodge is judged again with the modifier `special rule: Incorporeal (ST n,
 * once a game)` and the rule is marked in `specialRulesUsed`.
 */
export const INCORPOREAL = "Incorporeal"

const modifier = (st: number): Modifier => ({ value: st, source: `special rule: Incorporeal (ST ${st}, once a game)` })

/** The modifier his ST gives, when he may use it on this failed dodge (it would pass with it), or null. */
export const incorporealOffered = (ctx: Ctx, state: MatchState, test: string, player: string, face: number, target: number, modifiers: ReadonlyArray<Modifier>): Modifier | null => {
  const index = playerIndex(ctx, player)
  if (test !== "dodge" || !hasSkill(ctx.match, state, index, INCORPOREAL) || specialRuleUsed(ctx, state, player, INCORPOREAL)) return null
  const added = modifier(characteristic(ctx.match, state, index, "st"))
  return testPasses(face, target, [...modifiers, added]).success ? added : null
}

/** Used: noted and spent. */
export const useIncorporeal = (ctx: Ctx, state: MatchState, player: string): MatchState => {
  ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, player)} uses Incorporeal: his ST is added to the dodge (once a game)` })
  return markSpecialRuleUsed(ctx, state, player, INCORPOREAL)
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    INCORPOREAL: typeof INCORPOREAL
    incorporealOffered: typeof incorporealOffered
    useIncorporeal: typeof useIncorporeal
  }
}

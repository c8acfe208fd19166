import { characteristic, hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type Ctx, nameOf, playerIndex } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import type { Modifier } from "../model/outcome.js"
import type { PassResult } from "../core/pass.js"

/**
 * Strong Passing Game: once a game, after his passing test is rolled, the star may add his ST to
 * it. FFB (christerk/ffb `StrongPassingGame`: `canAddStrengthToPass`, a `StatBasedRollModifier` of
 * ST; `PassBehaviour`) offers it with the re-rolls, only where it changes the result, and again
 * after a re-roll. In the log: after the `pass` roll, `SkillUsed` `{ player, skill: "Strong Passing
 * Game" }` in place of a re-roll choice; the test is judged again with the modifier
 * `special rule: Strong Passing Game (ST n, once a game)`, and the rule is marked in `specialRulesUsed`.
 * A natural 1 is a fumble whatever is added, so it is never offered there.
 */
export const STRONG_PASSING_GAME = "Strong Passing Game"

const modifier = (st: number): Modifier => ({ value: st, source: `special rule: Strong Passing Game (ST ${st}, once a game)` })

/** Whether the thrower may use it now: his unused rule, and a result his ST would change (`resultWith` judges the die with it). */
export const strongPassingGameOffered = (ctx: Ctx, state: MatchState, passer: string, result: PassResult, resultWith: (extra: ReadonlyArray<Modifier>) => PassResult): boolean => {
  const index = playerIndex(ctx, passer)
  if (!hasSkill(ctx.match, state, index, STRONG_PASSING_GAME) || specialRuleUsed(ctx, state, passer, STRONG_PASSING_GAME)) return false
  return resultWith([modifier(characteristic(ctx.match, state, index, "st"))]) !== result
}

/** Used: the rule is spent; the modifier to judge the die again with. */
export const useStrongPassingGame = (ctx: Ctx, state: MatchState, passer: string): { readonly state: MatchState; readonly modifier: Modifier } => {
  ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, passer)} uses Strong Passing Game: his ST is added to the passing test (once a game)` })
  return { state: markSpecialRuleUsed(ctx, state, passer, STRONG_PASSING_GAME), modifier: modifier(characteristic(ctx.match, state, playerIndex(ctx, passer), "st")) }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    STRONG_PASSING_GAME: typeof STRONG_PASSING_GAME
    strongPassingGameOffered: typeof strongPassingGameOffered
    useStrongPassingGame: typeof useStrongPassingGame
  }
}

import { Result } from "effect"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type Ctx, type Fold, nameOf, note, playerIndex, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * The Ballista (Morg 'n' Thorg): once a game, a re-roll of his Passing Ability test when he
 * passes or throws a team-mate. FFB (christerk/ffb `TheBallista`, `TheBallistaBehaviour`)
 * registers it as a re-roll source for the pass test (a Hail Mary Pass's too, and so a bomb's,
 * which FFB throws through the same step) and the Throw Team-mate test. In the log:
 * `RerollUsed` `{ source: "skill", skill: "The Ballista" }`; no Loner roll, as for any skill re-roll.
 */
export const BALLISTA = "The Ballista"

export const ballistaAvailable = (ctx: Ctx, state: MatchState, thrower: string): boolean =>
  hasSkill(ctx.match, state, playerIndex(ctx, thrower), BALLISTA) && !specialRuleUsed(ctx, state, thrower, BALLISTA)

export const isBallista = (skill: string | undefined): boolean => (skill ?? "").toLowerCase() === BALLISTA.toLowerCase()

/** The state with The Ballista spent, or a violation when the thrower has none left. */
export const useBallista = (ctx: Ctx, state: MatchState, thrower: string): Fold<MatchState> => {
  if (!ballistaAvailable(ctx, state, thrower)) return violation(ctx, BALLISTA, `${nameOf(ctx, thrower)} has no unused The Ballista (once a game)`)
  note(ctx, `${nameOf(ctx, thrower)} uses The Ballista: the test is re-rolled (once a game)`)
  return Result.succeed(markSpecialRuleUsed(ctx, state, thrower, BALLISTA))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    ballistaAvailable: typeof ballistaAvailable
    isBallista: typeof isBallista
    useBallista: typeof useBallista
  }
}

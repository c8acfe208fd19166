import { Result } from "effect"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type Ctx, type Fold, nameOf, note, playerIndex, violation } from "./context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "./once-a-game.js"

/**
 * Consummate Professional (Griff Oberwald): once a game, a re-roll of one die he rolled — not an
 * armour, injury or casualty die. FFB (christerk/ffb `ConsummateProfessional`, a `SINGLE_DIE`
 * re-roll source offered by every step with a re-roll, `AbstractStepWithReRoll`, and for one die
 * of his block dice, `StepBlockRoll`) offers it wherever a re-roll is. Here: his failed D6 tests
 * (dodge, rush, pick-up, catch, jump, stand-up…), his passing test, and his block dice when he
 * rolled one die. In the log: `RerollUsed` `{ source: "skill", skill: "Consummate Professional" }`;
 * no Loner roll, no team re-roll spent. One die of several block dice is refused as unsupported:
 * the log does not say which die was re-rolled.
 */
export const CONSUMMATE = "Consummate Professional"

export const consummateAvailable = (ctx: Ctx, state: MatchState, player: string): boolean =>
  hasSkill(ctx.match, state, playerIndex(ctx, player), CONSUMMATE) && !specialRuleUsed(ctx, state, player, CONSUMMATE)

export const isConsummate = (skill: string | undefined): boolean => (skill ?? "").toLowerCase() === CONSUMMATE.toLowerCase()

/** The state with the re-roll spent, or a violation when the player has none left. */
export const useConsummate = (ctx: Ctx, state: MatchState, player: string): Fold<MatchState> => {
  if (!consummateAvailable(ctx, state, player)) return violation(ctx, CONSUMMATE, `${nameOf(ctx, player)} has no unused Consummate Professional (once a game)`)
  note(ctx, `${nameOf(ctx, player)} uses Consummate Professional: the die is re-rolled (once a game)`)
  return Result.succeed(markSpecialRuleUsed(ctx, state, player, CONSUMMATE))
}

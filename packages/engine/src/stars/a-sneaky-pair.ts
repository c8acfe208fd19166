import { hasSkill } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import { type Ctx, nameOf, playerIndex } from "../core/context.js"
import type { InjuryCause, Modifier } from "../model/outcome.js"
import { exertsTackleZone } from "../core/tackle-zones.js"

/**
 * A Sneaky Pair (Dribl and Drull): +1 to the injury roll when one of them fouls or stabs an
 * opponent the other marks. FFB (christerk/ffb `ASneakyPair`, `UtilPlayer.partnerMarksDefender`)
 * counts the players with the rule who stand next to the victim with their tackle zones: two or
 * more, and the fouler or stabber has it. Every time, not once a game.
 */
export const SNEAKY_PAIR = "A Sneaky Pair"

export const sneakyPair = (ctx: Ctx, state: MatchState, cause: InjuryCause, by: string | null, victim: string): ReadonlyArray<Modifier> => {
  if ((cause !== "foul" && cause !== "stab") || by === null) return []
  if (!hasSkill(ctx.match, state, playerIndex(ctx, by), SNEAKY_PAIR)) return []
  const target = state.players[playerIndex(ctx, victim)]!
  if (target.at === null) return []
  const pair = state.players.filter((p, i) =>
    opposed(ctx.variant, p.team, target.team) && exertsTackleZone(p) && isAdjacent(p.at!, target.at!) && hasSkill(ctx.match, state, i, SNEAKY_PAIR))
  if (pair.length < 2) return []
  const partner = pair.find((p) => p.id !== by) ?? pair[0]!
  return [{ value: 1, source: `special rule: A Sneaky Pair (${nameOf(ctx, partner.id)} marks the victim)` }]
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    sneakyPair: typeof sneakyPair
  }
}

import type { MatchState } from "../model/state.js"
import { type Ctx, playerIndex, setTeam } from "./context.js"

/**
 * A star player's once-a-game special rule (Crushing Blow, The Ballista…), marked used in his
 * team's `specialRulesUsed` as `<player id>:<rule>`: unlike `PlayerState.used`, it outlasts the
 * turn and the drive. A rule used once a half (Thinking Man's Troll) names the half in `period`:
 * `<player id>:<rule> (half 1)`.
 */
const usedKey = (star: string, rule: string, period: string | undefined) => `${star}:${rule}${period === undefined ? "" : ` (${period})`}`

export const specialRuleUsed = (ctx: Ctx, state: MatchState, star: string, rule: string, period?: string): boolean => {
  const team = state.players[playerIndex(ctx, star)]!.team
  return state.teams[team]!.specialRulesUsed?.includes(usedKey(star, rule, period)) === true
}

export const markSpecialRuleUsed = (ctx: Ctx, state: MatchState, star: string, rule: string, period?: string): MatchState => {
  const team = state.players[playerIndex(ctx, star)]!.team
  return setTeam(state, team, { specialRulesUsed: [...(state.teams[team]!.specialRulesUsed ?? []), usedKey(star, rule, period)] })
}

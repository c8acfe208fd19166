import { Result } from "effect"
import type { MatchEvent } from "@sidelines/schema"
import { hasSkill, type Match } from "../model/match.js"
import type { Box, MatchState } from "../model/state.js"
import { setTeam } from "../core/context.js"

/**
 * Lord of Chaos (Lord Borak the Despoiler): once a game, his team has one team re-roll more. FFB
 * (christerk/ffb `LordOfChaos`: `grantsSingleUseTeamRerollWhenOnPitch`, `ReRollSources.LORD_OF_CHAOS`)
 * offers it wherever a team re-roll is offered and on the same terms (`RollMechanic.isTeamReRollAvailable`:
 * the team's own turn, no team re-roll used yet this turn); it is there while a player with the
 * rule who has not used it is neither a casualty nor sent off (`UtilServerGame.updateSingleUseReRolls`),
 * and a Loner player still rolls for it (`RollMechanic.useReRoll`). In the log: `RerollUsed`
 * `{ source: "skill", skill: "Lord of Chaos", player?: <the lord> }` (the player may be left out
 * when one lord has it). Spent, it is marked in the team's `specialRulesUsed` and counts as the
 * team re-roll of the turn, as the Leader re-roll does.
 */
export const LORD_OF_CHAOS = "Lord of Chaos"

const GONE: ReadonlySet<Box> = new Set(["bh", "si", "dead", "sent-off", "pool"])

const usedKey = (lord: string) => `${lord}:${LORD_OF_CHAOS}`

/** The team's players whose Lord of Chaos re-roll is there now: unused, not a casualty, not sent off. */
const lords = (match: Match, state: MatchState, team: number): Array<string> => {
  const spent = state.teams[team]!.specialRulesUsed ?? []
  return state.players
    .filter((player, i) => player.team === team && hasSkill(match, state, i, LORD_OF_CHAOS) && !spent.includes(usedKey(player.id)) && (player.box === null || !GONE.has(player.box)))
    .map((player) => player.id)
}

export const isLordOfChaos = (event: Extract<MatchEvent, { _tag: "RerollUsed" }>): boolean =>
  event.source === "skill" && event.skill?.toLowerCase() === LORD_OF_CHAOS.toLowerCase()

/** Whether a Lord of Chaos re-roll is there for the team (the bonus-turn bar is checked by the caller). */
export const lordOfChaosUsable = (match: Match, state: MatchState, team: number): boolean => lords(match, state, team).length > 0

/** Spends a Lord of Chaos re-roll (the bonus-turn bar is checked by the caller), or says why it cannot be. */
export const spendLordOfChaos = (match: Match, state: MatchState, team: number, named: string | undefined): Result.Result<MatchState, { rule: string; message: string }> => {
  const available = lords(match, state, team)
  if (available.length === 0) return Result.fail({ rule: LORD_OF_CHAOS, message: "the team has no unused Lord of Chaos re-roll (once a game, while its lord is neither a casualty nor sent off)" })
  if (named === undefined && available.length > 1) return Result.fail({ rule: LORD_OF_CHAOS, message: `name the player whose Lord of Chaos re-roll is used (${available.join(", ")})` })
  const lord = named ?? available[0]!
  if (!available.includes(lord)) return Result.fail({ rule: LORD_OF_CHAOS, message: `${lord} has no unused Lord of Chaos re-roll` })
  const t = state.teams[team]!
  return Result.succeed(setTeam(state, team, { rerollUsedThisTurn: true, specialRulesUsed: [...(t.specialRulesUsed ?? []), usedKey(lord)] }))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    isLordOfChaos: typeof isLordOfChaos
    lordOfChaosUsable: typeof lordOfChaosUsable
    spendLordOfChaos: typeof spendLordOfChaos
  }
}

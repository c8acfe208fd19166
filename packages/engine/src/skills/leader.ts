import { above } from "../core/above.js"
import { Result } from "effect"
import type { MatchEvent } from "@sidelines/schema"
import { hasSkill, type Match } from "../model/match.js"
import type { MatchState, TeamState } from "../model/state.js"
import { setTeam } from "../core/context.js"
import { teamRerollsBarred } from "../core/team-rerolls-per-turn.js"

/**
 * Leader (BB2020 skill). A team with at least one Leader player has one extra team re-roll, the
 * Leader re-roll. It can only be used while a player with Leader is on the pitch (prone, stunned
 * or without tackle zones will do), and it is lost once every Leader player has been removed
 * from play (KO'd, injured, sent off) before it was used. Otherwise it is a team re-roll like
 * any other: only in the team's own turn (any number of them a turn: core/team-rerolls-per-turn.ts).
 *
 * The skill text does not say when the team gets it; like the ordinary team re-rolls it is
 * given afresh at the start of each half (FFB does the same), not added up.
 */
const LEADER = "Leader"

const leaders = (match: Match, state: MatchState, team: number): Array<number> => {
  const indices: Array<number> = []
  match.roster.forEach((player, i) => {
    if (player.team === team && hasSkill(match, state, i, LEADER)) indices.push(i)
  })
  return indices
}

/** The Leader re-roll at the start of a half: `true` for a team with a Leader, left out otherwise. */
export const leaderRerollForHalf = (match: Match, state: MatchState, team: number): TeamState["leaderReroll"] =>
  leaders(match, state, team).length > 0 ? true : undefined

const leaderOnPitch = (match: Match, state: MatchState, team: number): boolean =>
  leaders(match, state, team).some((i) => state.players[i]!.at !== null)

/** Whether the team could use a team re-roll (ordinary or Leader) now, if the roll allows one. */
export const teamRerollUsable = (match: Match, state: MatchState, team: number): boolean => {
  const t = state.teams[team]!
  // Kingmaker Play (a Special Plays card): any roll of the activation, as with a team re-roll.
  if (above.kingmakerRerolls(state, team)) return true
  if (state.activeTeam !== team || teamRerollsBarred(state, team)) return false
  return t.rerolls > 0 || (t.leaderReroll === true && leaderOnPitch(match, state, team)) || above.lordOfChaosUsable(match, state, team) || above.teamMascotUsable(match, state, team)
}

/** Spends a team re-roll of the given source, or says why it cannot be used. */
export const spendTeamReroll = (match: Match, state: MatchState, team: number, source: "team-reroll" | "leader"): Result.Result<MatchState, { rule: string; message: string }> => {
  const t = state.teams[team]!
  // Kingmaker Play: the card's re-roll spends nothing (special-plays/benefits-of-training.ts).
  if (source === "team-reroll" && above.kingmakerRerolls(state, team)) return Result.succeed(state)
  if (state.activeTeam !== team || teamRerollsBarred(state, team)) {
    return Result.fail({ rule: source === "leader" ? "Leader" : "team re-roll", message: "a team re-roll can only be used in the team's own turn, and not in a bonus team turn (the Leader re-roll is one)" })
  }
  if (source === "team-reroll") {
    if (t.rerolls <= 0) return Result.fail({ rule: "team re-roll", message: "the team has no team re-rolls left" })
    const spent = setTeam(state, team, { rerolls: t.rerolls - 1, rerollUsedThisTurn: true })
    // A variant's rule point (Gutter Bowl's Snack Stand: a D6 due for the re-roll).
    // Team Talk (a Special Plays card): a D3 due as the turn ends (special-plays/benefits-of-training.ts).
    return Result.succeed(above.teamTalkSpent(match.variant.hooks?.teamRerollSpent?.(match, spent, team) ?? spent, team))
  }
  if (t.leaderReroll !== true) return Result.fail({ rule: "Leader", message: "the team has no Leader re-roll this half (no Leader player, already used, or lost)" })
  if (!leaderOnPitch(match, state, team)) return Result.fail({ rule: "Leader", message: "the Leader re-roll needs a player with Leader on the pitch" })
  return Result.succeed(setTeam(state, team, { leaderReroll: false, rerollUsedThisTurn: true }))
}

/**
 * Spends the team re-roll a `RerollUsed` names: an ordinary one, the Leader re-roll, or Lord
 * Borak's Lord of Chaos (stars/lord-of-chaos.ts), which is a team re-roll too.
 */
export const spendTeamRerollFor = (match: Match, state: MatchState, team: number, event: Extract<MatchEvent, { _tag: "RerollUsed" }>): Result.Result<MatchState, { rule: string; message: string }> => {
  // Death Zone's Team Mascot, after its 5+ (inducements/other/team-mascot.ts).
  if (above.isTeamMascot(event)) return above.spendTeamMascot(state, team)
  if (event.source !== "skill") return spendTeamReroll(match, state, team, event.source)
  if (!above.isLordOfChaos(event)) return Result.fail({ rule: "team re-roll", message: `${event.skill ?? "that skill"} is no team re-roll` })
  if (state.activeTeam !== team || teamRerollsBarred(state, team)) {
    return Result.fail({ rule: "Lord of Chaos", message: "a team re-roll can only be used in the team's own turn, and not in a bonus team turn (the Lord of Chaos re-roll is one)" })
  }
  return above.spendLordOfChaos(match, state, team, event.player)
}

/** After a player leaves play: with no Leader left on the pitch or in the reserves, the unused Leader re-roll is lost. */
export const leaderRerollKept = (match: Match, state: MatchState, team: number): MatchState => {
  if (state.teams[team]!.leaderReroll !== true) return state
  const stillInPlay = leaders(match, state, team).some((i) => {
    const player = state.players[i]!
    return player.at !== null || player.box === "reserves"
  })
  return stillInPlay ? state : setTeam(state, team, { leaderReroll: false })
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    leaderRerollForHalf: typeof leaderRerollForHalf
    leaderRerollKept: typeof leaderRerollKept
    spendTeamRerollFor: typeof spendTeamRerollFor
    teamRerollUsable: typeof teamRerollUsable
  }
}

import { Result } from "effect"
import type { MatchEvent } from "@sidelines/schema"
import type { Match } from "../../model/match.js"
import { withState, withTeam, type MatchState } from "../../model/state.js"
import { type Ctx, type Expectation, expectRoll, type Fold, judge, propagate, teamOf, violation } from "../../core/context.js"
import { untilEndOfGame } from "../../core/effects.js"
import { induced } from "./inducements.js"
import { TEAM_MASCOT } from "./other-inducements.js"
import { teamRerollsBarred } from "../../core/team-rerolls-per-turn.js"

/**
 * Death Zone's Team Mascot (0-1, any team; BBBase docs/bb2020/death_zone/new_inducements.md).
 * Encoded by neither FFB nor Jervis.
 *
 * - An extra team re-roll for each half (extra time goes on with the second half's, as team
 *   re-rolls are not replenished then), used where and when a team re-roll may be.
 * - Before using it the coach rolls a D6: where a re-roll of the team's is on offer, a `d6`
 *   `team-mascot` with `team`. 5+: the mascot's re-roll follows at once, a `RerollUsed` with
 *   `source: "team-reroll"` and `skill: "Team Mascot"` (a team re-roll like any other, and
 *   Loner applies as to any). 1-4: the mascot is gone for the half and the roll is still open — the
 *   coach may use an ordinary team re-roll instead, or not.
 */

const SKILL = "team mascot"

/** The mascot tried (or used) in this half: extra time counts as the second half. */
const spentKey = (match: Match, state: MatchState, team: number): string => untilEndOfGame(`${TEAM_MASCOT}:${team}:half-${Math.min(state.half, match.variant.halves)}`)
const readyKeyOf = (team: number): string => `${TEAM_MASCOT}-ready:${team}`
/** Made once for the four teams a match may have: the fold asks about them before every event of a match with a mascot. */
const READY_KEYS = [0, 1, 2, 3].map(readyKeyOf)
const readyKey = (team: number): string => READY_KEYS[team] ?? readyKeyOf(team)

/** The team whose mascot rolled its 5+ and whose re-roll must follow, or -1. */
const readyTeam = (state: MatchState): number => {
  if (state.kickOffEffects.length === 0) return -1
  for (let team = 0; team < state.teams.length; team++) if (state.kickOffEffects.includes(readyKey(team))) return team
  return -1
}

/** Whether the event uses the mascot's re-roll. */
export const isTeamMascot = (event: Extract<MatchEvent, { _tag: "RerollUsed" }>): boolean => event.source === "team-reroll" && event.skill?.toLowerCase() === SKILL

/** Whether the team's mascot may still be tried this half (the once-a-turn limit is the caller's). */
export const teamMascotUsable = (match: Match, state: MatchState, team: number): boolean =>
  (induced(match, team, TEAM_MASCOT) > 0 && !state.kickOffEffects.includes(spentKey(match, state, team))) || state.kickOffEffects.includes(readyKey(team))

/** Spends the mascot's re-roll after its 5+, or says why it cannot be. */
export const spendTeamMascot = (state: MatchState, team: number): Result.Result<MatchState, { rule: string; message: string }> => {
  if (!state.kickOffEffects.includes(readyKey(team))) return Result.fail({ rule: "Team Mascot", message: "the Team Mascot's re-roll needs its D6 (team-mascot) first, and a 5+" })
  if (state.activeTeam !== team || teamRerollsBarred(state, team)) {
    return Result.fail({ rule: "Team Mascot", message: "a team re-roll can only be used in the team's own turn, and not in a bonus team turn (the Team Mascot's is one)" })
  }
  const kickOffEffects = state.kickOffEffects.filter((e) => e !== readyKey(team))
  return Result.succeed(withState(state, { teams: state.teams.map((t, i) => (i === team ? withTeam(t, { rerollUsedThisTurn: true }) : t)), kickOffEffects }))
}

/**
 * The mascot's D6 and what must follow it, ahead of the step that offers the re-roll (`offered`:
 * what the game waits for in a state, asked only for the mascot's D6): undefined for any other event.
 */
/** Whether any team of the match induced a Team Mascot, worked out once per match (the check runs before every event). */
const hasMascot = new WeakMap<Match, boolean>()
const anyMascot = (match: Match): boolean => {
  let any = hasMascot.get(match)
  if (any === undefined) {
    any = match.header.teams.some((_, team) => induced(match, team, TEAM_MASCOT) > 0)
    hasMascot.set(match, any)
  }
  return any
}

export const teamMascotEvent = (ctx: Ctx, state: MatchState, event: MatchEvent, offered: (match: Match, state: MatchState) => Expectation): Fold<MatchState> | undefined => {
  // Cheap for the common event, which is no mascot D6: with no effect in play no mascot can be
  // waiting for its re-roll, and a match without a mascot has nothing else to check.
  const mascotRoll = event._tag === "DiceRolled" && event.for === TEAM_MASCOT
  if (!mascotRoll && (state.kickOffEffects.length === 0 || !anyMascot(ctx.match))) return undefined
  const ready = readyTeam(state)
  if (ready >= 0) {
    if (event._tag === "RerollUsed" && isTeamMascot(event) && ctx.match.teamIndex.get(event.team) === ready) return undefined
    return violation(ctx, "Team Mascot", `${teamOf(ctx, ready).name}'s Team Mascot rolled its 5+: its re-roll (RerollUsed, source team-reroll, skill Team Mascot) follows, not ${event._tag}`)
  }
  if (event._tag !== "DiceRolled" || event.for !== TEAM_MASCOT) return undefined
  const team = event.team === undefined ? undefined : ctx.match.teamIndex.get(event.team)
  if (team === undefined) return violation(ctx, "Team Mascot", "the Team Mascot's D6 names its team")
  const expectation = offered(ctx.match, state)
  if (expectation.kind !== "decision" || expectation.team !== team || !expectation.events.includes("RerollUsed")) {
    return violation(ctx, "Team Mascot", `the Team Mascot is rolled for only where ${teamOf(ctx, team).name} are offered a re-roll`)
  }
  if (induced(ctx.match, team, TEAM_MASCOT) === 0) return violation(ctx, "Team Mascot", `${teamOf(ctx, team).name} have no Team Mascot`)
  if (state.kickOffEffects.includes(spentKey(ctx.match, state, team))) return violation(ctx, "Team Mascot", `${teamOf(ctx, team).name}'s Team Mascot has been tried this half`)
  if (state.activeTeam !== team || teamRerollsBarred(state, team)) return violation(ctx, "Team Mascot", "a team re-roll can only be used in the team's own turn, and not in a bonus team turn")
  const rolled = expectRoll(ctx, event, "d6", TEAM_MASCOT, null, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const face = rolled.success.faces[0]!
  const cheers = face >= 5
  judge(ctx, {
    rule: "Team Mascot",
    roll: rolled.success,
    target: 5,
    total: face,
    needed: 5,
    success: cheers,
    result: cheers ? "the mascot's re-roll may be used" : "pelted off to the locker room: no mascot re-roll this half (an ordinary team re-roll may still be used)"
  })
  const spent = [...state.kickOffEffects, spentKey(ctx.match, state, team), ...(cheers ? [readyKey(team)] : [])]
  return Result.succeed(withState(state, { kickOffEffects: spent }))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    isTeamMascot: typeof isTeamMascot
    spendTeamMascot: typeof spendTeamMascot
    teamMascotUsable: typeof teamMascotUsable
  }
}

import type { MatchEvent } from "@sidelines/schema"
import { withState, type MatchState } from "../model/state.js"
import { opposed } from "./variant/variant.js"
import { consumed, type Ctx, type Fold, type Handled, note, teamOf, violation } from "./context.js"

/**
 * Conceding. A coach who concedes loses: the match ends there, and the teams opposing them win
 * whatever the score. Blood Bowl lets a coach concede at the start of any of their own team turns,
 * before any player is activated, and, with three players or fewer to field, as they are about to
 * set up (without penalty; core/drive.ts). What a concession costs after the match (winnings, fans)
 * is league business, not the match's.
 */

/** The match ended by `team`'s concession: every team opposing it wins. */
export const concede = (ctx: Ctx, state: MatchState, team: number): MatchState => {
  const winners = state.teams.flatMap((_, t) => (opposed(ctx.variant, t, team) ? [t] : []))
  ctx.outcomes.push({ _tag: "MatchEnded", score: state.teams.map((t) => t.score), winners, conceded: team })
  return withState(state, { phase: "full-time", activeTeam: null, activePlayer: null, stack: [] })
}

/** A `MatchConceded` during a team turn (the turn's step: its team, and whether it is a bonus turn). */
export const concedeInTurn = (ctx: Ctx, state: MatchState, step: { readonly team: number; readonly bonus?: unknown }, event: Extract<MatchEvent, { _tag: "MatchConceded" }>): Fold<Handled> => {
  const team = ctx.match.teamIndex.get(event.team)
  if (ctx.variant.concession?.atTurnStart !== true) return violation(ctx, "concession", `in ${ctx.variant.name} a team may not concede during a team turn`)
  if (team !== step.team || step.bonus !== undefined) return violation(ctx, "concession", `a coach concedes at the start of their own team turn; it is ${teamOf(ctx, step.team).name}'s turn`)
  if (state.activePlayer !== null || state.players.some((player) => player.team === team && player.hasActed)) {
    return violation(ctx, "concession", `${teamOf(ctx, team).name} have activated a player this turn; they may concede only before the first activation`)
  }
  note(ctx, `${teamOf(ctx, team).name} concede at the start of their team turn: the match ends and their opponents win`)
  return consumed(concede(ctx, state, team))
}

// Kick-off result 3, Time-out.
import type { MatchState } from "../../model/state.js"
import { type Ctx, type Fold, note } from "../context.js"
import { withState, withTeam } from "../../model/state.js"
import { type KickOffEffect, teamName, effect } from "./kick-off-result.js"

/**
 * The kicking team's turn marker on one of the half's last turns (from `from` to `last`) moves
 * both markers back one; otherwise both forward one.
 */
export const timeOutShiftFor = (kickingTeamTurn: number, from: number, last: number): -1 | 1 =>
  kickingTeamTurn >= from && kickingTeamTurn <= last ? -1 : 1

/** Blood Bowl's Time-out: the kicking team's marker on turn 6, 7 or 8 moves both markers back one; otherwise both forward one. */
export const timeOutShift = (kickingTeamTurn: number): -1 | 1 => timeOutShiftFor(kickingTeamTurn, 6, 8)

export const timeOut = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  const marker = state.teams[state.kickingTeam!]!.turn
  const shift = timeOutShiftFor(marker, ctx.variant.kickOff.timeOutFromTurn, ctx.variant.turnsPerHalf)
  const teams = state.teams.map((team) => (withTeam(team, { turn: Math.max(0, team.turn + shift) })))
  note(ctx, `Time-out: ${teamName(ctx, state.kickingTeam!)}'s turn marker is on turn ${marker}, so both turn markers move ${shift < 0 ? "back" : "forward"} one space`)
  return effect(withState(state, {teams }))
}

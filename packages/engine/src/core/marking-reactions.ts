import { hasSkill } from "../model/match.js"
import type { Square } from "../model/square.js"
import type { MatchState, PlayerState } from "../model/state.js"
import type { Ctx } from "./context.js"
import { playerIndex } from "./context.js"
import { opponentsIn, tackleZonesOn } from "./tackle-zones.js"

/**
 * The opponents of `mover` marking the square `from` (standing, tackle zone intact) who have
 * `skill`: those who may react as the mover leaves it (Diving Tackle, Shadowing, Tentacles).
 */
export const markersWith = (ctx: Ctx, state: MatchState, mover: string, from: Square, skill: string): Array<PlayerState> => {
  const team = state.players[playerIndex(ctx, mover)]!.team
  return tackleZonesOn(state, team, from, opponentsIn(ctx.variant)).filter((marker) => marker.id !== mover && hasSkill(ctx.match, state, playerIndex(ctx, marker.id), skill))
}

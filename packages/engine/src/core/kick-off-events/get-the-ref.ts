// Kick-off result 2, Get the Ref.
import { above } from "../above.js"
import type { MatchState } from "../../model/state.js"
import { type Ctx, type Fold, note } from "../context.js"
import { withTeam, withTeams } from "../../model/state.js"
import { type KickOffEffect, teamName, effect } from "./kick-off-result.js"
import { fanFactor } from "./contests.js"

/**
 * Each team gains a free Bribe, to be used by the end of the game or lost (FFB adds one bribe
 * inducement to each team; Jervis adds a Bribe to each).
 */
export const getTheRef = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  // The Trundlefoot Triplets leave the match (inducements/referees/trundlefoot-triplets.ts); Jorm the Ogre's
  // rampage replaces the Bribes (inducements/referees/jorm-the-ogre.ts). With both, Jorm's rampage wins and the triplets still leave.
  state = above.tripletsLeave(ctx, state)
  if (above.jormOfficiates(ctx.match)) return effect(above.jormRampage(ctx, state, (team) => fanFactor(ctx, state, team).reduce((n, m) => n + m.value, 0)))
  note(ctx, `Get the Ref: ${state.teams.map((_, team) => teamName(ctx, team)).join(" and ")} each gain a Bribe for the rest of the game`)
  return effect(withTeams(state, state.teams.map((team) => withTeam(team, { bribes: team.bribes + 1 }))))
}

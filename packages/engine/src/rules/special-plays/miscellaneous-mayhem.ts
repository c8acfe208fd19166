import { hasGainTag } from "../../model/match.js"
import type { MatchState } from "../../model/state.js"
import { type Ctx, done, nameOf, note, teamOf, violation } from "../context.js"
import { type CardPlay, withGain } from "./helpers.js"

/**
 * The Miscellaneous Mayhem deck (D6 6). Folded: Ego Trip. The others stop the fold as Unsupported
 * when played (rules/special-plays/play.ts).
 */

/**
 * Ego Trip, played at the end of one of the team's turns on an opposing player: until the end of
 * the drive that player must be the first of their team activated in each team turn; once a
 * team-mate has been activated first, they cannot be activated that turn (rules/turn.ts).
 */
const EGO_TRIP = "ego-trip"

const playEgoTrip: CardPlay = (ctx, state, team, event) => {
  const index = event.player === undefined ? undefined : ctx.match.playerIndex.get(event.player)
  const player = index === undefined ? undefined : state.players[index]
  if (player === undefined || player.team === team) return violation(ctx, "Ego Trip", `Ego Trip is played on a player of the opposing team${event.player === undefined ? "" : `; ${nameOf(ctx, event.player)} is not one`}`)
  note(ctx, `${teamOf(ctx, team).name} play Ego Trip: until the end of the drive ${nameOf(ctx, player.id)} must be their team's first player activated each turn, or not at all`)
  return done(withGain(state, index!, { source: "Ego Trip", until: "drive", skills: [], tag: EGO_TRIP }))
}

/** Why the player cannot be activated under Ego Trip (a team-mate went first this turn), or null. */
export const egoTripProblem = (ctx: Ctx, state: MatchState, index: number): string | null => {
  if (!hasGainTag(state, index, EGO_TRIP)) return null
  const player = state.players[index]!
  return state.players.some((p) => p.team === player.team && p.id !== player.id && p.hasActed)
    ? `${nameOf(ctx, player.id)} is on an Ego Trip: not activated first this turn, they cannot be activated at all`
    : null
}

export const miscellaneousMayhem: Readonly<Record<string, CardPlay>> = {
  [EGO_TRIP]: playEgoTrip
}

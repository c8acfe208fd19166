import type { MatchStarted } from "@sidelines/schema"
import type { Match } from "../../model/match.js"
import { skillKey } from "../../model/skills.js"
import type { MatchState } from "../../model/state.js"
import type { Modifier } from "../../model/outcome.js"
import { hiresStaff, namedStaff } from "../../model/staff-names.js"

/**
 * Kari Coldsteel, (In)Famous Coaching Staff of Death Zone (Blood Bowl 2020; BBBase
 * docs/bb2020/death_zone/new_inducements.md, "If You Want a Job Done..."). Neither FFB nor Jervis
 * encodes her; our reading of the rule:
 *
 * - The header brings her as the inducement `infamous-coaching-staff` with `name: "Kari
 *   Coldsteel"` and lists her among the team's players, named Kari Coldsteel, with her profile (MA 6,
 *   ST 2, AG 3+, PA 5+, AV 8+; Block, Dauntless, Frenzy, Loner (4+)) and the trait Keen Player: her
 *   "show 'em how it's done!" is Josef Bugman's Keen Player rule — she may be set up only when the
 *   team cannot field 11 without her (inducements/staff/infamous-staff.ts, keenPlayerProblem).
 * - While she is in the reserves (not set up) she counts as two Temp Agency Cheerleaders in the
 *   Cheering Fans contest. Once set up she is a player for that drive and counts as none — then or
 *   ever after.
 * - At the end of the drive she took part in (marked at the kick like a Secret Weapon) she is sent
 *   off, with no Argue the Call and no Bribe (skills/secret-weapon.ts), and plays no further part.
 */

export const KARI_COLDSTEEL = "Kari Coldsteel"

const named = namedStaff(KARI_COLDSTEEL)

/** Whether the staff member named in a header is Kari (inducements/staff/infamous-staff.ts lets her through). */
export const isKariColdsteel = named

const hired = (team: MatchStarted["teams"][number]): boolean => hiresStaff(team, named)

const listed = (player: MatchStarted["teams"][number]["players"][number]): boolean =>
  named(player.name) && [...player.skills, ...player.traits].some((s) => skillKey(s) === "keen player")

/** Why a header hiring Kari is broken (she is not listed as a player with Keen Player), or null. */
export const kariProblem = (header: MatchStarted): string | null => {
  const team = header.teams.find((t) => hired(t) && !t.players.some(listed))
  return team === undefined ? null : `${team.name} induce Kari Coldsteel, who may play: the header must list her among the team's players, named Kari Coldsteel, with Keen Player`
}

/** Whether the player is the Kari Coldsteel a team hired. */
export const isKari = (match: Match, player: string): boolean => {
  const index = match.playerIndex.get(player)
  if (index === undefined) return false
  const entry = match.roster[index]!
  const team = match.header.teams[entry.team]!
  const listing = team.players.find((p) => p.id === player)
  return hired(team) && listing !== undefined && listed(listing)
}

/** Kari's two cheerleaders for her team's Cheering Fans contest, while she waits in the reserves. */
export const kariCheers = (match: Match, state: MatchState, team: number): ReadonlyArray<Modifier> => {
  const t = match.header.teams[team]!
  if (!hired(t)) return []
  const kari = t.players.find(listed)
  if (kari === undefined) return []
  const now = state.players[match.playerIndex.get(kari.id)!]!
  return now.at === null && now.box === "reserves" ? [{ value: 2, source: "Kari Coldsteel: counts as two Temp Agency Cheerleaders" }] : []
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    isKari: typeof isKari
    kariCheers: typeof kariCheers
  }
}

import { Result } from "effect"
import type { MatchStarted } from "@sidelines/schema"
import type { PoolPlayer } from "../../model/match.js"
import { withPlayer, withState } from "../../model/state.js"
import { nameOf, note, teamOf } from "../../core/context.js"
import type { KickOffResult } from "../../core/variant/variant.js"

/** The rule that brings the Yhetees in, as pool players name it (`PoolRule.rule`). */
export const ROAMING_YHETEES = "roaming-yhetees"

/**
 * The Holiday Special gives the Yhetee no profile: this is Blood Bowl 2020's Norse Yhetee
 * (MA 5, ST 5, AG 4+, no PA, AV 9+; Claws, Disturbing Presence, Frenzy, Loner (4+), Unchannelled
 * Fury), as FUMBBL's rosters have it.
 */
const YHETEE = {
  name: "Yhetee",
  position: "Yhetee",
  ma: 5,
  st: 5,
  ag: 4,
  pa: null,
  av: 9,
  skills: ["Claws", "Disturbing Presence", "Frenzy"],
  traits: ["Loner (4+)", "Unchannelled Fury"]
} as const

/** A Yhetee per team, id `<teamId>-yhetee` (`joiningPlayers`, @sidelines/schema), who joins for a drive at each Roaming Yhetees and leaves with it. */
export const yheteePool = (header: MatchStarted): ReadonlyArray<PoolPlayer> =>
  header.teams.map((_, t): PoolPlayer => ({
    team: t,
    player: { ...YHETEE, skills: [...YHETEE.skills], traits: [...YHETEE.traits] },
    rule: ROAMING_YHETEES,
    leaves: "drive"
  }))

/**
 * Roaming Yhetees: each team's Yhetee joins its reserves for the drive, then each coach, the
 * kicking team's first, may set theirs up anywhere in their half outside the wide zones, even as a
 * twelfth player (the `reinforce` step, reserves.ts). At the end of the drive the Yhetees leave
 * (`leaveWithTheDrive`, core/drive.ts).
 */
export const roamingYhetees: KickOffResult = (ctx, state) => {
  const players = state.players.map((player, i) => {
    const entry = ctx.match.roster[i]!
    return entry.pool?.rule === ROAMING_YHETEES && player.box === "pool" ? withPlayer(player, { team: entry.team, box: "reserves" }) : player
  })
  const joined = players.filter((player, i) => player !== state.players[i])
  note(ctx, joined.length === 0
    ? "Roaming Yhetees: no Yhetee is waiting in the forest"
    : `Roaming Yhetees: ${joined.map((player) => `${nameOf(ctx, player.id)} joins ${teamOf(ctx, player.team).name}`).join(", ")} for the drive`)
  return Result.succeed({
    state: withState(state, { players }),
    steps: [{ _tag: "Variant", name: "reinforce", data: { rule: "roaming-yhetees", stage: "roll", teams: [], limit: 0, placed: [] } }]
  })
}

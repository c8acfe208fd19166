import { joiningPlayers, type MatchStarted } from "@sidelines/schema"
import type { PoolPlayer } from "./match.js"

/**
 * The Rotter Lineman of the BB2020 Nurgle roster (MA 5, ST 3, AG 4+, PA 6+, AV 9+, Decay and
 * Plague Ridden), who may join a team with Favoured of Nurgle through Plague Ridden.
 */
const ROTTER = { name: "Rotter Lineman", position: "Rotter Lineman", ma: 5, st: 3, ag: 4, pa: 6, av: 9 } as const

/**
 * One Rotter per team that has the special rule Favoured of Nurgle and a player with Plague
 * Ridden (the schema's `joiningPlayers` says which: the trait is used once per game, so at most
 * one joins), id `<teamId>-rotter-1`.
 */
export const plagueRiddenPool = (header: MatchStarted): ReadonlyArray<PoolPlayer> =>
  joiningPlayers(header)
    .filter((joining) => joining.rule === "plague-ridden")
    .map((joining): PoolPlayer => ({ team: joining.team, player: { ...ROTTER, skills: [], traits: ["Decay", "Plague Ridden"] }, rule: "plague-ridden", leaves: null }))

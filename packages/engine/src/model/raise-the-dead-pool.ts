import { joiningPlayers, type MatchStarted } from "@sidelines/schema"
import type { PoolPlayer } from "./match.js"

/** The Zombie Lineman of the BB2020 Shambling Undead and Necromantic Horror rosters (MA 4, ST 3, AG 4+, no PA, AV 9+, Regeneration). */
const ZOMBIE = { name: "Zombie Lineman", position: "Zombie Lineman", ma: 4, st: 3, ag: 4, pa: null, av: 9 } as const

/**
 * One Zombie per team with the special rule Masters of Undeath, whose Necromancer raises the dead
 * once per game (skills/raise-the-dead.ts), id `<teamId>-zombie-1` (the schema's `joiningPlayers`).
 */
export const raiseTheDeadPool = (header: MatchStarted): ReadonlyArray<PoolPlayer> =>
  joiningPlayers(header)
    .filter((joining) => joining.rule === "masters-of-undeath")
    .map((joining): PoolPlayer => ({ team: joining.team, player: { ...ZOMBIE, skills: [], traits: ["Regeneration"] }, rule: "masters-of-undeath", leaves: null }))

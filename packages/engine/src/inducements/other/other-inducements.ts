import type { MatchStarted } from "@sidelines/schema"
import type { Modifier } from "../../model/outcome.js"

/**
 * Death Zone's "Other Inducements" (BBBase docs/bb2020/death_zone/new_inducements.md, "Other
 * Inducements"): who may buy each. FFB and Jervis encode none of them. The header lists them by
 * id among a team's inducements; a team not allowed one breaks the rules (pre-game.ts). What
 * each does is folded where it acts (see FOLDED_INDUCEMENTS in pre-game.ts and docs/inducements-other.md).
 *
 * - Waaagh! Drummer (0-1): teams with the Badlands Brawl special rule.
 * - Cavorting Nurglings (0-3): teams with Favoured of Nurgle.
 * - Dwarfen Runesmith (0-1): teams with Old World Classic or Worlds Edge Superleague.
 * - Halfling Hot Pot, Master of Ballistics (0-1 each): teams with Halfling Thimble Cup or Old World Classic.
 * - Bottles of Heady Brew (0-3): Tier 3 teams. The header has no tier, so the roster (race) decides:
 *   the Tier 3 rosters of the BB2020 team lists (BBBase docs/bb2020/teams/*.md, the May 2025 tier
 *   list): Gnome, Goblin, Halfling, Ogre, Snotling.
 * - Team Mascot, Medicinal Unguent, Side Bet (0-1 each): any team.
 */

export const WAAAGH_DRUMMER = "waaagh-drummer"
export const CAVORTING_NURGLINGS = "cavorting-nurglings"
export const DWARFEN_RUNESMITH = "dwarfen-runesmith"
export const HALFLING_HOT_POT = "halfling-hot-pot"
export const MASTER_OF_BALLISTICS = "master-of-ballistics"
export const BOTTLES_OF_HEADY_BREW = "bottles-of-heady-brew"
export const TEAM_MASCOT = "team-mascot"
export const MEDICINAL_UNGUENT = "medicinal-unguent"
export const SIDE_BET = "side-bet"

/** The Tier 3 rosters (BBBase's BB2020 team pages and tier list). */
const TIER_3 = ["Gnome", "Goblin", "Halfling", "Ogre", "Snotling"]

/** Who may buy one of these inducements: teams with one of `specialRules`, teams of one of `rosters`, or anyone (neither). */
interface Availability {
  readonly name: string
  readonly specialRules?: ReadonlyArray<string>
  readonly rosters?: ReadonlyArray<string>
}

export const OTHER_INDUCEMENTS: Readonly<Record<string, Availability>> = {
  [WAAAGH_DRUMMER]: { name: "Waaagh! Drummer", specialRules: ["Badlands Brawl"] },
  [CAVORTING_NURGLINGS]: { name: "Cavorting Nurglings", specialRules: ["Favoured of Nurgle"] },
  [DWARFEN_RUNESMITH]: { name: "Dwarfen Runesmith", specialRules: ["Old World Classic", "Worlds Edge Superleague"] },
  [HALFLING_HOT_POT]: { name: "Halfling Hot Pot", specialRules: ["Halfling Thimble Cup", "Old World Classic"] },
  [MASTER_OF_BALLISTICS]: { name: "Master of Ballistics", specialRules: ["Halfling Thimble Cup", "Old World Classic"] },
  [BOTTLES_OF_HEADY_BREW]: { name: "Bottles of Heady Brew", rosters: TIER_3 },
  [TEAM_MASCOT]: { name: "Team Mascot" },
  [MEDICINAL_UNGUENT]: { name: "Medicinal Unguent" },
  [SIDE_BET]: { name: "Side Bet" }
}

/** "World's Edge Superleague" and "Worlds Edge Superleague", "Goblins" and "Goblin" compare equal. */
const key = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, "").replace(/s$/u, "")

/**
 * Why a team brings one of these inducements it may not buy, or more of it than the variant's
 * list allows (`most`: 0-3 Nurglings…), or null.
 */
export const otherInducementProblem = (header: MatchStarted, most: Readonly<Record<string, number>> = {}): string | null => {
  for (const team of header.teams) {
    for (const inducement of team.inducements) {
      const rule = OTHER_INDUCEMENTS[inducement.id]
      if (rule === undefined) continue
      const count = team.inducements.filter((i) => i.id === inducement.id).reduce((n, i) => n + i.count, 0)
      const limit = most[inducement.id]
      if (limit !== undefined && count > limit) return `${team.name} induce ${count} × ${rule.name}; at most ${limit} may be`
      if (rule.specialRules !== undefined && !(team.specialRules ?? []).some((r) => rule.specialRules!.some((allowed) => key(allowed) === key(r)))) {
        const has = team.specialRules === undefined || team.specialRules.length === 0 ? "none" : team.specialRules.join(", ")
        return `${team.name} induce the ${rule.name}, which only a team with the ${rule.specialRules.map((r) => `'${r}'`).join(" or ")} special rule may (their specialRules: ${has})`
      }
      if (rule.rosters !== undefined && !rule.rosters.some((roster) => key(roster) === key(team.roster))) {
        return `${team.name} induce ${rule.name}, which only a Tier 3 team (${rule.rosters.join(", ")}) may; their roster is ${team.roster}`
      }
    }
  }
  return null
}

/**
 * Inducements on the list that change nothing a match log folds, with why: the fold accepts them
 * and the catalogue lists them as not applicable, with the reason.
 */
export const NO_MATCH_EFFECT: Readonly<Record<string, string>> = {
  // The stake is placed in the pre-game and paid (double) or lost in step 1 of the post-game
  // sequence: only the treasury changes, and this engine folds no treasury or winnings.
  [SIDE_BET]: "Side Bet: the stake is won back double or lost in the post-game sequence; only the treasury changes, which the match fold does not keep (inducements/other/other-inducements.ts)"
}

/**
 * Cavorting Nurglings: +1 to the team's Fan Factor for the game per swarm, and one cheerleader
 * more per swarm. The book says a team "may" add the fans; a higher Fan Factor never hurts the
 * team in a match (Throw a Rock, Pitch Invasion, Officious Ref: the higher total is the better),
 * so the fold always adds it, and no choice is logged.
 */
const nurglings = (header: MatchStarted, team: number): number =>
  header.teams[team]!.inducements.filter((inducement) => inducement.id === CAVORTING_NURGLINGS).reduce((n, inducement) => n + inducement.count, 0)

/** The Nurglings' modifier to the team's Fan Factor, and to its cheerleaders. */
export const nurglingModifiers = (header: MatchStarted, team: number): ReadonlyArray<Modifier> => {
  const swarms = nurglings(header, team)
  return swarms === 0 ? [] : [{ value: swarms, source: swarms === 1 ? "Cavorting Nurglings" : `${swarms} swarms of Cavorting Nurglings` }]
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    NO_MATCH_EFFECT: typeof NO_MATCH_EFFECT
    nurglingModifiers: typeof nurglingModifiers
    otherInducementProblem: typeof otherInducementProblem
  }
}

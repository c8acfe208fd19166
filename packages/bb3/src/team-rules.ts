import { GUESSED_TEAM_RULES, NOT_A_TEAM_RULE, TEAM_RULES } from "./codes.js"

/**
 * The team special rules each roster BB3's races are known by (codes.ts RACES) always has, named as
 * the BB2020 team lists print them. The Chaos Renegades choose theirs (a Favoured of…) when the team
 * is drafted: none fixed, only the replay can say which. A race not named there has no entry.
 */
export const ROSTER_RULES: Readonly<Record<string, ReadonlyArray<string>>> = {
  "Chaos Renegades": [],
  Dwarf: ["Old World Classic", "Worlds Edge Superleague"],
  Goblin: ["Badlands Brawl", "Bribery and Corruption", "Underworld Challenge"],
  Lizardmen: ["Lustrian Superleague"],
  Orc: ["Badlands Brawl"],
  "Shambling Undead": ["Masters of Undeath", "Sylvanian Spotlight"],
  "Underworld Denizens": ["Bribery and Corruption", "Underworld Challenge"]
}

/**
 * A team's special rules for the header: those BB3 records for it (`codes`, TeamState Data
 * SpecialRules), and those its roster always has, so a code not known yet costs nothing the team
 * list settles. Each unknown code is warned of, and so is a guessed one its roster's list does not confirm.
 */
export const teamSpecialRules = (codes: ReadonlyArray<number>, roster: string, warn: (code: number) => void): Array<string> => {
  const fixed = ROSTER_RULES[roster] ?? []
  const named: Array<string> = []
  for (const code of codes) {
    if (code === NOT_A_TEAM_RULE) continue
    const rule = TEAM_RULES[code]
    // A guessed code counts only where the roster's own list confirms it.
    if (rule === undefined || (GUESSED_TEAM_RULES.has(code) && !fixed.includes(rule))) warn(code)
    else named.push(rule)
  }
  return [...new Set([...named, ...fixed])]
}

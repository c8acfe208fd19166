import { NOT_A_TEAM_RULE, TEAM_RULES } from "./codes.js"

/**
 * The team special rules each BB2020 roster always has, named as the team lists print them (the
 * rulebook's and Spike! Journal's rosters). Rosters whose rule is chosen when the team is drafted
 * (Chaos Chosen and Chaos Renegades: a Favoured of…; Norse: Old World Classic or a Favoured of…)
 * have none fixed: only the replay can say which.
 */
export const ROSTER_RULES: Readonly<Record<string, ReadonlyArray<string>>> = {
  Amazon: ["Lustrian Superleague"],
  "Black Orc": ["Badlands Brawl", "Bribery and Corruption"],
  "Chaos Chosen": [],
  "Chaos Dwarf": ["Badlands Brawl", "Favoured of Hashut"],
  "Chaos Renegades": [],
  "Dark Elf": ["Elven Kingdoms League"],
  Dwarf: ["Old World Classic", "Worlds Edge Superleague"],
  "Elven Union": ["Elven Kingdoms League"],
  Gnome: ["Halfling Thimble Cup"],
  Goblin: ["Badlands Brawl", "Bribery and Corruption", "Underworld Challenge"],
  Halfling: ["Halfling Thimble Cup", "Old World Classic"],
  "High Elf": ["Elven Kingdoms League"],
  Human: ["Old World Classic"],
  "Imperial Nobility": ["Old World Classic"],
  Khorne: ["Favoured of Khorne"],
  Lizardmen: ["Lustrian Superleague"],
  "Necromantic Horror": ["Masters of Undeath", "Sylvanian Spotlight"],
  Norse: [],
  Nurgle: ["Favoured of Nurgle"],
  Ogre: ["Badlands Brawl", "Low Cost Linemen", "Old World Classic"],
  "Old World Alliance": ["Old World Classic"],
  Orc: ["Badlands Brawl"],
  "Shambling Undead": ["Masters of Undeath", "Sylvanian Spotlight"],
  Skaven: ["Underworld Challenge"],
  Snotling: ["Badlands Brawl", "Bribery and Corruption", "Low Cost Linemen", "Underworld Challenge"],
  "Tomb Kings": ["Sylvanian Spotlight"],
  "Underworld Denizens": ["Bribery and Corruption", "Underworld Challenge"],
  Vampire: ["Sylvanian Spotlight", "Vampire Lord"],
  "Wood Elf": ["Elven Kingdoms League"]
}

/**
 * A team's special rules for the header: those BB3 records for it (`codes`, TeamState Data
 * SpecialRules), and those its roster always has, so a code not known yet costs nothing the team
 * list settles. Each unknown code is warned of.
 */
export const teamSpecialRules = (codes: ReadonlyArray<number>, roster: string, warn: (code: number) => void): Array<string> => {
  const named: Array<string> = []
  for (const code of codes) {
    if (code === NOT_A_TEAM_RULE) continue
    const rule = TEAM_RULES[code]
    if (rule === undefined) warn(code)
    else named.push(rule)
  }
  return [...new Set([...named, ...(ROSTER_RULES[roster] ?? [])])]
}

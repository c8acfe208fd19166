/**
 * The seeds the quick property run plays (the default; test/support/property.ts). Each list is a
 * greedy cover of its group's long range (`npm run test:long` with the defaults: 200 Blood Bowl
 * seeds, 100 Sevens, 50 a Gutter Bowl pitch, 25 Holiday, 24 with inducements, 20 Goblin, 12 Dark
 * Elf, and BlightBowl's 4 a mode, all of them): the fewest seeds found that reach every rule (and row),
 * roll, modifier, outcome and engine step that the long range's matches reach. `npm run
 * test:long` checks that they still do, and prints a new list when a change to the engine or the
 * coach makes one miss something.
 */
export const QUICK_SEEDS = {
  "blood-bowl": [2, 5, 26, 38, 47, 54, 57, 75, 78, 93, 132, 159, 165, 195],
  induced: [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17, 19, 20, 21, 22, 23],
  goblin: [3, 6, 7, 8, 9, 12, 13, 14, 15, 16, 17, 20],
  "dark-elf": [1, 2, 3, 4, 6, 8, 9, 10, 11, 12],
  sevens: [1, 2, 6, 8, 9, 12, 15, 28, 31, 43, 61, 66, 71, 74, 77, 80, 96],
  "gutter-street": [2, 5, 6, 13, 21, 23, 27, 29, 30, 31, 39, 40, 43, 44, 46, 47, 48, 49],
  "gutter-sewer": [1, 2, 3, 4, 9, 10, 18, 19, 20, 21, 23, 24, 31, 37, 38, 39, 40, 43],
  holiday: [1, 4, 5, 7, 11, 13, 14, 15, 16, 21, 23],
  "blight-allies": [1, 2, 3, 4],
  "blight-grudge": [1, 2, 3, 4],
  "blight-free-for-all": [1, 2, 3, 4]
} as const satisfies Record<string, ReadonlyArray<number>>

/**
 * The skill rosters' matches the quick run plays besides each roster's seed-1 match in each
 * variant (test/simulation-skills.test.ts), by label; chosen the same way.
 */
export const QUICK_SKILL_MATCHES: ReadonlyArray<string> = [
  "blood-bowl seed 2 chaos-dwarf v norse",
  "blood-bowl seed 2 chaos-renegades v dark-elf",
  "blood-bowl seed 2 dwarf-deathroller v imperial-nobility",
  "blood-bowl seed 2 gnome v dwarf-deathroller",
  "blood-bowl seed 2 goblin v necromantic-horror",
  "blood-bowl seed 2 goblin-secret-weapons v chaos-dwarf",
  "blood-bowl seed 2 high-elf v ogre",
  "blood-bowl seed 2 necromantic-horror v tomb-kings",
  "blood-bowl seed 2 underworld v chaos-renegades",
  "blood-bowl seed 3 amazon v skaven",
  "blood-bowl seed 3 chaos-dwarf v skaven",
  "blood-bowl seed 3 chaos-renegades v orc",
  "blood-bowl seed 3 dark-elf v lizardmen",
  "blood-bowl seed 3 gnome v skaven",
  "blood-bowl seed 3 goblin v wood-elf",
  "blood-bowl seed 3 snotling v lizardmen",
  "blood-bowl seed 3 tomb-kings v orc",
  "blood-bowl seed 3 underworld v wood-elf",
  "gutter-bowl/sewer seed 2 chaos-chosen v gnome",
  "gutter-bowl/sewer seed 2 chaos-dwarf v chaos-chosen",
  "gutter-bowl/sewer seed 2 goblin-secret-weapons v norse",
  "gutter-bowl/sewer seed 2 high-elf v snotling",
  "gutter-bowl/sewer seed 2 ogre v underworld",
  "gutter-bowl/sewer seed 2 snotling v chaos-renegades",
  "gutter-bowl/sewer seed 2 tomb-kings v high-elf",
  "gutter-bowl/sewer seed 2 underworld v dark-elf",
  "gutter-bowl/street seed 3 chaos-dwarf v skaven",
  "gutter-bowl/street seed 3 goblin-secret-weapons v human",
  "gutter-bowl/street seed 3 ogre v orc",
  "gutter-bowl/street seed 3 snotling v lizardmen",
  "sevens seed 2 goblin v dwarf-deathroller",
  "sevens seed 2 goblin-secret-weapons v underworld",
  "sevens seed 2 halfling v snotling",
  "sevens seed 2 ogre v chaos-dwarf",
  "sevens seed 2 snotling v norse",
  "sevens seed 3 gnome v skaven",
  "sevens seed 3 goblin-secret-weapons v human"
]

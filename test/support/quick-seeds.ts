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
export const QUICK_SKILL_MATCHES: ReadonlyArray<string> = []

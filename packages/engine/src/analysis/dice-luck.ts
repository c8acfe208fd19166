import type { Ruling } from "../model/outcome.js"

/** How a team's rolls of one kind went against the odds. */
export interface RollLuck {
  /** The rule that asked for the roll ("Dodge", "Rush", "Armour held"…). */
  readonly roll: string
  readonly rolls: number
  /** The successes the targets made likely: the sum of each roll's chance. */
  readonly expected: number
  readonly successes: number
}

const totalModifier = (ruling: Ruling): number => ruling.modifiers.reduce((sum, m) => sum + m.value, 0)

/**
 * The chance a one-die test succeeds: the die plus modifiers must reach the target, a natural 1
 * always fails and a natural 6 always succeeds.
 */
export const d6TestChance = (target: number, modifier: number): number => {
  let faces = 1 // the 6
  for (let face = 2; face <= 5; face++) if (face + modifier >= target) faces++
  return faces / 6
}

/** The chance two dice plus a modifier reach a target (armour: the armour is broken). */
export const twoD6Chance = (target: number, modifier: number): number => {
  let ways = 0
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b + modifier >= target) ways++
  return ways / 36
}

/**
 * What a roll says about luck, and for which side: a test counts for the roller's team; an armour
 * roll counts for the armoured player's team, as "Armour held". Other rolls (block dice, injury
 * and table rolls) have no single success to weigh and are left out.
 */
export const luckOf = (ruling: Ruling): { roll: string; chance: number; success: boolean } | null => {
  if (ruling.target === null || ruling.success === null || ruling.player === null) return null
  if (ruling.die === "d6" && ruling.dice.length === 1) {
    return { roll: ruling.rule, chance: d6TestChance(ruling.target, totalModifier(ruling)), success: ruling.success }
  }
  // The Holiday Special's snowball hit is an armour roll against the target too ("Snowball armour").
  if (ruling.die === "2d6" && (ruling.rule === "Armour" || ruling.rule === "Snowball armour")) {
    return { roll: "Armour held", chance: 1 - twoD6Chance(ruling.target, totalModifier(ruling)), success: !ruling.success }
  }
  return null
}

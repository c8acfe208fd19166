import type { RollPurpose } from "@sidelines/schema"
import { Result } from "effect"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type Ctx, type Fold, nameOf, note, playerIndex, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * Star players' re-roll of one die: Consummate Professional (Griff Oberwald) and Halfling Luck
 * (Puggy Baconbreath) once a game, Thinking Man's Troll once a half — any die the star rolled but
 * an armour, injury or casualty die. FFB (christerk/ffb) gives the three one property,
 * `canRerollSingleDieOncePerPeriod`, and a `SINGLE_DIE` re-roll source offered by every step with
 * a re-roll (`AbstractStepWithReRoll`, `RollMechanic.askForReRollIfAvailable`) and for one of the
 * star's block dice (`StepBlockRoll`). Here: the star's failed D6 tests (dodge, rush, pick-up,
 * catch, jump, stand-up…), his passing test, and his block dice when he rolled one die. In the log:
 * `RerollUsed` `{ source: "skill", skill: "Consummate Professional" }`; no Loner roll, no team
 * re-roll spent. One die of several block dice: `RerollUsed.die` names it (core/block.ts).
 * Mesmerizing Dance (Eldril Sidewinder) is the same once-a-game re-roll,
 * for his Hypnotic Gaze roll only.
 */
interface Rule {
  readonly rule: string
  readonly perHalf: boolean
  /** Only this test (Mesmerizing Dance: a Hypnotic Gaze); any die when absent. */
  readonly test?: RollPurpose
}

const RULES: ReadonlyArray<Rule> = [
  { rule: "Consummate Professional", perHalf: false },
  { rule: "Halfling Luck", perHalf: false },
  { rule: "Thinking Man's Troll", perHalf: true },
  // FFB's `MesmerizingDance`: a re-roll source for `HYPNOTIC_GAZE` only, once a game.
  { rule: "Mesmerizing Dance", perHalf: false, test: "hypnotic-gaze" }
]

const ruleOf = (skill: string | undefined) => RULES.find((r) => r.rule.toLowerCase() === (skill ?? "").toLowerCase())

/** "half 2" for a rule used once a half, nothing for once a game. */
const period = (state: MatchState, perHalf: boolean): string | undefined => (perHalf ? `half ${state.half}` : undefined)

const unused = (ctx: Ctx, state: MatchState, player: string, rule: Rule, test: RollPurpose): boolean =>
  (rule.test === undefined || rule.test === test) &&
  hasSkill(ctx.match, state, playerIndex(ctx, player), rule.rule) && !specialRuleUsed(ctx, state, player, rule.rule, period(state, rule.perHalf))

/** Whether the player has such a re-roll left for this roll (a test's purpose, `pass`, `block`). */
export const singleDieRerollAvailable = (ctx: Ctx, state: MatchState, player: string, test: RollPurpose): boolean =>
  RULES.some((rule) => unused(ctx, state, player, rule, test))

export const isSingleDieReroll = (skill: string | undefined): boolean => ruleOf(skill) !== undefined

/** The state with the named re-roll spent, or a violation when the player has none left. */
export const useSingleDieReroll = (ctx: Ctx, state: MatchState, player: string, skill: string | undefined, test: RollPurpose): Fold<MatchState> => {
  const rule = ruleOf(skill)!
  const limit = rule.perHalf ? "once a half" : "once a game"
  if (rule.test !== undefined && rule.test !== test) return violation(ctx, rule.rule, `${rule.rule} re-rolls a ${rule.test} roll, not a ${test} roll`)
  if (!unused(ctx, state, player, rule, test)) return violation(ctx, rule.rule, `${nameOf(ctx, player)} has no unused ${rule.rule} (${limit})`)
  note(ctx, `${nameOf(ctx, player)} uses ${rule.rule}: the die is re-rolled (${limit})`)
  return Result.succeed(markSpecialRuleUsed(ctx, state, player, rule.rule, period(state, rule.perHalf)))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    isSingleDieReroll: typeof isSingleDieReroll
    singleDieRerollAvailable: typeof singleDieRerollAvailable
    useSingleDieReroll: typeof useSingleDieReroll
  }
}

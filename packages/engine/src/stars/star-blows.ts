import { above } from "../core/above.js"
import type { DiceRolled, MatchEvent } from "@sidelines/schema"
import { Result } from "effect"
import { characteristic, hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, note, playerIndex, replaceTop, type StepHandler, violation } from "../core/context.js"
import { afterArmour, afterInjuryRoll, type ArmourReading, type ArmourStep, type InjuryReading, type InjuryStep, judgeArmour, judgeInjury, readArmour, readInjury } from "../core/injury.js"
import type { InjuryCause, Modifier } from "../model/outcome.js"
import { exertsTackleZone } from "../core/tackle-zones.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import { scourgeValue } from "./dwarfen-scourge.js"

/**
 * Star players' blows: a once-a-game +1 a star's coach may add to the armour or injury roll of
 * an opponent the star knocked down, once the dice are seen. Facts from FUMBBL's client
 * (christerk/ffb: the skill classes `CrushingBlow`, `Ram`, `Slayer`, `BrutalBlock`,
 * `ToxinConnoisseur`, and the server's `injury/modification/*Modification` that apply them):
 *
 * - Crushing Blow (Mighty Zug, Varag Ghoul-Chewer): +1 armour, on a block.
 * - Ram (Rumbelow Sheepskin): +1 armour or +1 injury, on a block.
 * - Slayer (Grim Ironjaw): as Ram, against an opponent of ST 5 or more.
 * - Brutal Block: +1 injury, on a block.
 * - Toxin Connoisseur: +1 injury, on a Stab.
 * - Master Assassin: the injury roll re-rolled, on a Stab (`MasterAssassinModification`).
 * - Dwarfen Scourge (Ivan 'the Animal' Deathshroud): as Ram, +2 against a Dwarf (stars/dwarfen-scourge.ts).
 * - Savage Mauling (Wilhelm Chaney): the injury roll re-rolled, on a block, a Stab or a Projectile
 *   Vomit (`SavageMaulingModification`). FFB offers it on a foul too, where our foul's referee has
 *   already watched the first injury roll's dice: used there, the fold stops as Unsupported.
 *
 * As FFB offers them: only where the +1 changes the result (holding armour that it breaks; a
 * Stunned or KO'd result it makes worse, never a casualty already), and for a block only while
 * the star still stands with his tackle zones. Crushing Blow may also take the place of the
 * Mighty Blow that broke the armour, which then goes to the injury roll. The re-rolls are offered
 * on a Stunned or KO'd result (never a casualty), the star standing or not (FFB checks nothing more).
 */
interface Blow {
  readonly rule: string
  readonly causes: ReadonlyArray<InjuryCause>
  /** A new injury roll instead of +1 (Master Assassin, Savage Mauling). */
  readonly reroll?: true
  readonly armour: boolean
  readonly injury: boolean
  /** FFB's `hasTacklezones` of the acting player: a block's star must still be standing. */
  readonly standing: boolean
  /** Crushing Blow may replace the Mighty Blow that broke the armour (FFB's CrushingBlowModification). */
  readonly replacesMightyBlow: boolean
  /** Slayer: only against an opponent of ST 5 or more. */
  readonly minStrength: number
  /** How much it adds to this victim's roll, when not 1 (Dwarfen Scourge). */
  readonly value?: (match: Ctx["match"], victim: string) => number
}

const BLOWS: ReadonlyArray<Blow> = [
  { rule: "Crushing Blow", causes: ["block"], armour: true, injury: false, standing: true, replacesMightyBlow: true, minStrength: 0 },
  { rule: "Ram", causes: ["block"], armour: true, injury: true, standing: true, replacesMightyBlow: false, minStrength: 0 },
  { rule: "Slayer", causes: ["block"], armour: true, injury: true, standing: true, replacesMightyBlow: false, minStrength: 5 },
  { rule: "Brutal Block", causes: ["block"], armour: false, injury: true, standing: true, replacesMightyBlow: false, minStrength: 0 },
  { rule: "Toxin Connoisseur", causes: ["stab"], armour: false, injury: true, standing: false, replacesMightyBlow: false, minStrength: 0 },
  { rule: "Master Assassin", causes: ["stab"], reroll: true, armour: false, injury: true, standing: false, replacesMightyBlow: false, minStrength: 0 },
  { rule: "Dwarfen Scourge", causes: ["block"], armour: true, injury: true, standing: true, replacesMightyBlow: false, minStrength: 0, value: scourgeValue },
  {
    rule: "Savage Mauling", causes: ["block", "stab", "projectile-vomit", "foul"], reroll: true,
    armour: false, injury: true, standing: false, replacesMightyBlow: false, minStrength: 0
  }
]

/** The blows the star who caused this roll may still use on it. */
const blowsFor = (ctx: Ctx, state: MatchState, step: { readonly player: string; readonly cause: InjuryCause; readonly by: string | null }, roll: "armour" | "injury"): ReadonlyArray<Blow> => {
  if (step.by === null) return []
  const starIndex = playerIndex(ctx, step.by)
  const victimIndex = playerIndex(ctx, step.player)
  const star = state.players[starIndex]!
  if (!opposed(ctx.variant, star.team, state.players[victimIndex]!.team)) return []
  return BLOWS.filter((blow) =>
    blow.causes.includes(step.cause) && blow[roll] && hasSkill(ctx.match, state, starIndex, blow.rule) &&
    !specialRuleUsed(ctx, state, step.by!, blow.rule) && (!blow.standing || exertsTackleZone(star)) &&
    characteristic(ctx.match, state, victimIndex, "st") >= blow.minStrength)
}

/** The +1, named like a skill's modifier ("skill: Mighty Blow") as the star's special rule. */
const plusOne = (rule: string, ctx: Ctx, victim: string): Modifier => {
  const value = BLOWS.find((b) => b.rule === rule)?.value
  return { value: value === undefined ? 1 : value(ctx.match, victim), source: `special rule: ${rule} (once a game)` }
}

/** The coach of a star may add his blow's +1 to the roll just made, or not. */
export interface StarBlowStep {
  readonly _tag: "StarBlow"
  readonly rule: string
  readonly star: string
  readonly roll: DiceRolled
  readonly on:
    | { readonly _tag: "armour"; readonly step: ArmourStep; readonly reading: ArmourReading; readonly broken: boolean }
    | { readonly _tag: "injury"; readonly step: InjuryStep; readonly reading: InjuryReading; readonly result: string }
}

/** After an armour roll: the blow the star's coach may use on it, when the +1 would change it. */
export const armourBlowOffer = (ctx: Ctx, state: MatchState, step: ArmourStep, roll: DiceRolled, reading: ArmourReading, broken: boolean): StarBlowStep | null => {
  for (const blow of blowsFor(ctx, state, step, "armour")) {
    const withBlow = readArmour(ctx, state, step, roll.faces, [plusOne(blow.rule, ctx, step.player)])
    const breaks = !broken && withBlow.broken
    const freesMightyBlow = blow.replacesMightyBlow && broken && reading.bonusUsed && !withBlow.bonusUsed
    if (breaks || freesMightyBlow) return { _tag: "StarBlow", rule: blow.rule, star: step.by!, roll, on: { _tag: "armour", step, reading, broken } }
  }
  return null
}

/** After an injury roll: the blow the star's coach may use on it, when the +1 would change a Stunned or KO'd result. */
export const injuryBlowOffer = (ctx: Ctx, state: MatchState, step: InjuryStep, roll: DiceRolled, reading: InjuryReading, result: string): StarBlowStep | null => {
  if (result !== "stunned" && result !== "ko") return null
  for (const blow of blowsFor(ctx, state, step, "injury")) {
    // A re-roll may change any Stunned or KO'd result.
    if (blow.reroll === true) return { _tag: "StarBlow", rule: blow.rule, star: step.by!, roll, on: { _tag: "injury", step, reading, result } }
    const withBlow = readInjury(ctx, state, step, roll.faces, [plusOne(blow.rule, ctx, step.player)])
    if (withBlow.row.id !== result) return { _tag: "StarBlow", rule: blow.rule, star: step.by!, roll, on: { _tag: "injury", step, reading, result } }
  }
  return null
}

/** The roll stands as it was read. */
const stands = (ctx: Ctx, state: MatchState, step: StarBlowStep): Fold<Handled> =>
  step.on._tag === "armour"
    ? consumed(afterArmour(ctx, state, step.on.step, step.on.broken, step.on.reading))
    : afterInjuryRoll(ctx, state, step.on.step, step.on.result, step.on.reading.table)

/** The +1 is added: the roll is read again (the ruling the explanation shows) and goes on from there. */
const used = (ctx: Ctx, before: MatchState, step: StarBlowStep): Fold<Handled> => {
  const state = markSpecialRuleUsed(ctx, before, step.star, step.rule)
  const extra = [plusOne(step.rule, ctx, step.on.step.player)]
  const rerolls = BLOWS.find((b) => b.rule === step.rule)?.reroll === true
  note(ctx, `${nameOf(ctx, step.star)} uses ${step.rule}: ${rerolls ? "the injury roll is re-rolled" : `+${extra[0]!.value} to the ${step.on._tag} roll`}`)
  if (step.on._tag === "armour") {
    const reading = readArmour(ctx, state, step.on.step, step.roll.faces, extra)
    const broken = judgeArmour(ctx, step.on.step, step.roll, reading, [`${step.rule} added after the roll`])
    return consumed(afterArmour(ctx, state, step.on.step, broken, reading))
  }
  const blow = BLOWS.find((b) => b.rule === step.rule)!
  // A re-roll: the injury roll is made again (the ruling comes with the new dice); on a foul the
  // referee watches the new dice instead of the discarded ones (inducements/referees/referee-watch.ts).
  if (blow.reroll === true) return consumed(step.on.step.cause === "foul" ? above.rewatchFoulInjury(state, step.star, step.on.step) : replaceTop(state, step.on.step))
  const reading = readInjury(ctx, state, step.on.step, step.roll.faces, extra)
  const result = judgeInjury(ctx, step.on.step, step.roll, reading)
  return afterInjuryRoll(ctx, state, step.on.step, result, reading.table)
}

/** An unrelated event: the roll stands, and the event goes on to what follows. */
const passing = (fold: Fold<Handled>): Fold<Handled> => Result.map(fold, (handled) => ({ ...handled, consumed: false }))

export const starBlowHandler: StepHandler<StarBlowStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.star)!]!.team,
    events: ["SkillUsed", "SkillDeclined"],
    about: BLOWS.find((b) => b.rule === step.rule)?.reroll === true
      ? `use ${step.rule} (re-roll the injury roll)?`
      : `use ${step.rule} (+${BLOWS.find((b) => b.rule === step.rule)?.value?.(match, step.on.step.player) ?? 1} to the ${step.on._tag} roll)?`
  }),
  on: (ctx, state, step, event: MatchEvent) => {
    const mine = (event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.skill.toLowerCase() === step.rule.toLowerCase()
    if (mine && event.player !== step.star) return violation(ctx, step.rule, `${nameOf(ctx, event.player)} cannot use ${step.rule} on this roll`)
    if (mine && event._tag === "SkillUsed") return used(ctx, state, step)
    if (mine) return stands(ctx, state, step)
    return passing(stands(ctx, state, step))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stars/star-blows": StarBlowStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    armourBlowOffer: typeof armourBlowOffer
    injuryBlowOffer: typeof injuryBlowOffer
  }
}

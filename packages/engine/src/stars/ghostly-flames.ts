import type { DiceRolled, MatchEvent } from "@sidelines/schema"
import { Result } from "effect"
import { characteristic, hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import type { ChainsawArmourStep } from "../skills/chainsaw.js"
import { afterChainsawArmour } from "../skills/chainsaw-armour.js"
import { consumed, type Ctx, type Fold, type Handled, judge, nameOf, note, playerIndex, replaceTop, type StepHandler, sum, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import type { Modifier } from "../model/outcome.js"
import { exertsTackleZone } from "../core/tackle-zones.js"

/**
 * Ghostly Flames (Bryce 'The Slice' Cambuel): once a half, on the Chainsaw Attack he makes in
 * place of a Blitz's block, the chainsaw's +3 on the victim's armour becomes +4. As FFB offers it
 * (christerk/ffb `skill/bb2020/special/GhostlyFlames.java`, `injury/modification/GhostlyFlamesModification`):
 * after the armour roll, only when it held and the +4 breaks it, only on an opponent (not on a
 * kick-back), only in a Blitz, and only while Bryce is standing. BBBase's page says he "may add"
 * it when he makes the attack; FFB's choice once the dice are seen is the reading a FUMBBL player
 * knows. In the log: `SkillUsed` `{ player: Bryce, skill: "Ghostly Flames" }` after the `armour`
 * roll; `SkillDeclined` or any other event leaves the armour holding.
 */
export const RULE = "Ghostly Flames"

const half = (state: MatchState) => `half ${state.half}`

const FLAMES: Modifier = { value: 4, source: `special rule: ${RULE} (once a half, in place of Chainsaw's +3)` }

/** The coach of Bryce may turn the +3 into +4 on the armour roll just made, or not. */
export interface GhostlyFlamesStep {
  readonly _tag: "GhostlyFlames"
  readonly armour: ChainsawArmourStep
  readonly roll: DiceRolled
}

/** After the chainsaw's armour roll held: the offer, when every condition holds and +4 would break it. */
export const ghostlyFlamesOffer = (ctx: Ctx, state: MatchState, armour: ChainsawArmourStep, roll: DiceRolled): ReadonlyArray<GhostlyFlamesStep> => {
  if (armour.player === armour.wielder) return []
  const starIndex = playerIndex(ctx, armour.wielder)
  const star = state.players[starIndex]!
  const victimIndex = playerIndex(ctx, armour.player)
  if (!hasSkill(ctx.match, state, starIndex, RULE) || specialRuleUsed(ctx, state, armour.wielder, RULE, half(state))) return []
  if (!opposed(ctx.variant, state.players[victimIndex]!.team, star.team) || !exertsTackleZone(star)) return []
  const blitzing = state.stack.some((s) => s._tag === "Activation" && s.player === armour.wielder && s.action === "blitz")
  if (!blitzing) return []
  const breaks = sum(roll.faces) + FLAMES.value >= characteristic(ctx.match, state, victimIndex, "av")
  return breaks ? [{ _tag: "GhostlyFlames", armour, roll }] : []
}

/** The flames are used: the same dice read again with +4 for the +3, and the armour breaks. */
const used = (ctx: Ctx, before: MatchState, step: GhostlyFlamesStep): Fold<Handled> => {
  const state = markSpecialRuleUsed(ctx, before, step.armour.wielder, RULE, half(before))
  const av = characteristic(ctx.match, state, playerIndex(ctx, step.armour.player), "av")
  const total = sum(step.roll.faces) + FLAMES.value
  note(ctx, `${nameOf(ctx, step.armour.wielder)} uses ${RULE}: +4 to the armour roll instead of +3`)
  judge(ctx, {
    rule: "Armour",
    player: step.armour.player,
    roll: step.roll,
    target: av,
    modifiers: [FLAMES],
    total,
    result: "armour broken",
    row: "broken",
    success: true,
    successOfRow: { broken: true, "not-broken": false },
    notes: [`${RULE} added after the roll`],
    needed: av
  })
  return consumed(afterChainsawArmour(ctx, state, step.armour, true))
}

export const ghostlyFlamesHandler: StepHandler<GhostlyFlamesStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.armour.wielder)!]!.team,
    events: ["SkillUsed", "SkillDeclined"],
    about: `use ${RULE} (+4 instead of +3 on the armour roll)?`
  }),
  on: (ctx, state, step, event: MatchEvent) => {
    const mine = (event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.skill.toLowerCase() === RULE.toLowerCase()
    if (mine && event.player !== step.armour.wielder) return violation(ctx, RULE, `${nameOf(ctx, event.player)} cannot use ${RULE} on this roll`)
    if (mine && event._tag === "SkillUsed") return used(ctx, state, step)
    // Declined, or another event (which goes on to what follows): the armour holds.
    return Result.succeed({ state: replaceTop(state), consumed: mine })
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stars/ghostly-flames": GhostlyFlamesStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    ghostlyFlamesOffer: typeof ghostlyFlamesOffer
  }
}

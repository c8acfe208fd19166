import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import { type ActivationStep, movementAllowance, withActivation } from "../core/activation.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, note, passOn, playerIndex, replaceTop, schedule, type StepHandler, updateTop, violation } from "../core/context.js"
import { dumpOffFirst } from "../skills/dump-off.js"
import { facingFoulAppearance } from "../skills/foul-appearance.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import { vomit, vomitInBlitz, vomitInMovement, vomitProblem } from "../skills/projectile-vomit.js"
import type { Step } from "../model/step.js"

/**
 * Putrid Regurgitation (Bilerot Vomitflesh): once a game he may make a Projectile Vomit, though he
 * does not have the trait, and he may do so even after his Block (BBBase's Bilerot page; FFB's
 * `PutridRegurgitation`: `providesBlockAlternative`, `canUseVomitAfterBlock`, once a game, marked
 * used as the vomit starts in `StepInitBlocking`). Where FFB offers it, and how the log says it:
 *
 * - instead of a Block: `ActionDeclared` `projectile-vomit` with its target (the Special action),
 *   or, in a Blitz before its block, `SkillUsed` `{ skill: "Putrid Regurgitation", target }` at the
 *   Blitz's target, costing the block's square of movement (skills/projectile-vomit.ts);
 * - after the block of a Block action, if he still stands with a Standing opponent next to him
 *   and no turnover has happened (FFB's `StepEndBlocking` asks): the `PutridRegurgitation` step
 *   waits for `SkillUsed` `{ skill: "Putrid Regurgitation", target }` at any of those opponents;
 *   `SkillDeclined`, or any other event, ends his action;
 * - after the block of a Blitz (FFB's `PUTRID_REGURGITATION_MOVE`: he may move on and then vomit,
 *   as a second block of the Blitz): `SkillUsed` `{ skill: "Putrid Regurgitation", target }` at a
 *   Standing opponent next to him, costing a square of movement as the Blitz's block did (a Rush
 *   beyond his MA).
 *
 * The vomit itself is the trait's: a D6, 2+ hits, an unmodified Armour roll (VomitArmour).
 */
export const PUTRID_REGURGITATION = "Putrid Regurgitation"

/** He has the rule and has not used it this game. */
export const regurgitationReady = (ctx: Ctx, state: MatchState, player: string): boolean =>
  hasSkill(ctx.match, state, playerIndex(ctx, player), PUTRID_REGURGITATION) && !specialRuleUsed(ctx, state, player, PUTRID_REGURGITATION)

/** A vomit made through the rule (not the trait, which a Fungus Broth may have given him) uses it up. */
export const regurgitating = (ctx: Ctx, state: MatchState, player: string): MatchState => {
  if (hasSkill(ctx.match, state, playerIndex(ctx, player), "Projectile Vomit") || !regurgitationReady(ctx, state, player)) return state
  note(ctx, `special rule: Putrid Regurgitation (once a game): ${nameOf(ctx, player)} makes a Projectile Vomit`)
  return markSpecialRuleUsed(ctx, state, player, PUTRID_REGURGITATION)
}

/** Why the rule's vomit after a block at `target` cannot be made, or null. */
const afterBlockProblem = (ctx: Ctx, state: MatchState, player: string, target: string | undefined): string | null => {
  if (!regurgitationReady(ctx, state, player)) return `${nameOf(ctx, player)} has no unused Putrid Regurgitation (once a game)`
  return vomitProblem(ctx, state, player, target)
}

/** The vomit, after Foul Appearance's roll and a Dump-off, when they apply. */
const vomitAt = (ctx: Ctx, state: MatchState, player: string, target: string): ReadonlyArray<Step> =>
  facingFoulAppearance(ctx, state, player, target, [dumpOffFirst(ctx, state, target, vomit(player, target))])

/** The offer after the block of a Block action. */
export interface PutridRegurgitationStep {
  readonly _tag: "PutridRegurgitation"
  readonly player: string
}

/** After a Block action's block: the offer, if he still stands, has the rule unused, and a Standing opponent is next to him. */
export const regurgitationAfterBlock = (ctx: Ctx, state: MatchState, attacker: string): ReadonlyArray<Step> => {
  if (state.turnover !== null || !regurgitationReady(ctx, state, attacker)) return []
  const me = state.players[playerIndex(ctx, attacker)]!
  if (me.at === null || me.posture !== "standing") return []
  const someone = state.players.some((p) => opposed(ctx.variant, p.team, me.team) && p.at !== null && p.posture === "standing" && isAdjacent(p.at, me.at!))
  return someone ? [{ _tag: "PutridRegurgitation", player: attacker }] : []
}

export const putridRegurgitationHandler: StepHandler<PutridRegurgitationStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.player)!]!.team,
    events: ["SkillUsed", "SkillDeclined"],
    about: `use Putrid Regurgitation (a Projectile Vomit after the block, once a game)?`
  }),
  on: (ctx, state, step, event) => {
    const mine = (event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.skill.toLowerCase() === PUTRID_REGURGITATION.toLowerCase()
    if (!mine) return passOn(replaceTop(state))
    if (event.player !== step.player) return violation(ctx, PUTRID_REGURGITATION, `${nameOf(ctx, event.player)} cannot use Putrid Regurgitation for ${nameOf(ctx, step.player)}`)
    if (event._tag === "SkillDeclined") return consumed(replaceTop(state))
    const problem = afterBlockProblem(ctx, state, step.player, event.target)
    if (problem !== null) return violation(ctx, PUTRID_REGURGITATION, problem)
    const marked = regurgitating(ctx, state, step.player)
    return consumed(replaceTop(marked, ...vomitAt(ctx, marked, step.player, event.target!)))
  }
}

/** `SkillUsed` Putrid Regurgitation during his Blitz: instead of its block, or after it. */
export const regurgitateInBlitz = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, PUTRID_REGURGITATION, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  if (step.action !== "blitz") {
    return violation(ctx, PUTRID_REGURGITATION, `Putrid Regurgitation is a Projectile Vomit action (declared as such), one in a Blitz, or one after a Block action's block; not during a ${step.action} action`)
  }
  if (!regurgitationReady(ctx, state, step.player)) return violation(ctx, PUTRID_REGURGITATION, `${who} has no unused Putrid Regurgitation (once a game)`)
  // Instead of the Blitz's block: the trait's own rule (skills/projectile-vomit.ts), which marks the use.
  if (!step.acted) return vomitInBlitz(ctx, state, step, event)
  const problem = afterBlockProblem(ctx, state, step.player, event.target)
  if (problem !== null) return violation(ctx, PUTRID_REGURGITATION, problem)
  // After the block: another square of movement, as the Blitz's block cost (FFB's BlitzBlock sequence).
  const { ma, rushes } = movementAllowance(ctx, state, step.player)
  const moved = step.moved + 1
  if (moved > ma + rushes) return violation(ctx, "blitz", `${who} has no movement left to vomit (MA ${ma} and ${rushes} rushes used)`)
  const next = regurgitating(ctx, updateTop(state, withActivation(step, { moved })), step.player)
  return consumed(schedule(next, ...vomitInMovement(ctx, next, step.player, event.target!, moved > ma)))
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stars/putrid-regurgitation": PutridRegurgitationStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    regurgitateInBlitz: typeof regurgitateInBlitz
    regurgitating: typeof regurgitating
    regurgitationAfterBlock: typeof regurgitationAfterBlock
    regurgitationReady: typeof regurgitationReady
  }
}

import { above } from "../core/above.js"
import { inPlaceOfBlitzBlock } from "../core/blitz-special.js"
import { rushTest } from "../core/rush.js"
import { withBallOf } from "../model/balls.js"
import type { MatchEvent } from "@sidelines/schema"
import { inSewerPit } from "../model/features.js"
import { hasSkill } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import { type MatchState, withState } from "../model/state.js"
import { type ActivationStep, withActivation } from "../core/activation.js"
import { consumed, type Ctx, done, type Fold, type Handled, nameOf, playerIndex, propagate, replaceTop, schedule, setPlayer, type StepHandler, updateTop, violation } from "../core/context.js"
import { unmodifiedArmour } from "../core/unmodified-armour.js"
import { facingFoulAppearance } from "./foul-appearance.js"
import type { Step } from "../model/step.js"
import { uprooted } from "./take-root.js"
import { opposed } from "../core/variant/variant.js"

/**
 * Stab (BB2020 trait), as a Special action (`stab`, its target named when declared): no block
 * dice, an Armour roll against a standing opponent the player marks, with no modifier of any
 * kind. Broken: the target is Placed Prone and an Injury roll follows, unmodified too. Holding:
 * nothing happens. Nobody is Knocked Down, so there is no turnover.
 */
export interface StabStep {
  readonly _tag: "Stab"
  readonly stabber: string
  readonly target: string
}

/** Why a Stab at `target` cannot be made now, or null. */
const stabProblem = (ctx: Ctx, state: MatchState, player: string, target: string | null): string | null => {
  const index = playerIndex(ctx, player)
  // Jeremiah Kool's The Flashing Blade gives him one Stab action (stars/flashing-blade.ts).
  if (!hasSkill(ctx.match, state, index, "Stab") && !above.flashesBlade(ctx, state, player)) return `${nameOf(ctx, player)} does not have Stab`
  if (target === null) return "a Stab names its target when it is declared"
  const me = state.players[index]!
  const them = state.players[playerIndex(ctx, target)]!
  if (me.at === null || me.posture !== "standing") return `${nameOf(ctx, player)} must be standing to stab`
  if (!opposed(ctx.variant, them.team, me.team) || them.at === null || them.posture !== "standing" || inSewerPit(ctx.variant.pitch, them.at)) {
    return `the target must be a standing opponent on the pitch; ${nameOf(ctx, target)} is not`
  }
  if (!isAdjacent(me.at, them.at)) return `${nameOf(ctx, target)} is not next to ${nameOf(ctx, player)}`
  return null
}

/** The Stab action starts as soon as it is declared (after any activation rolls). */
export const stabAction = (ctx: Ctx, state: MatchState, step: ActivationStep): Fold<MatchState> => {
  const problem = stabProblem(ctx, state, step.player, step.target)
  if (problem !== null) return violation(ctx, "Stab", problem)
  ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} stabs ${nameOf(ctx, step.target!)}` })
  const stab: Step = { _tag: "Stab", stabber: step.player, target: step.target! }
  // The Flashing Blade: a Move action after the stab, instead of the activation's end.
  const blade = above.flashesBlade(ctx, state, step.player) ? above.flashingBlade(ctx, state, step) : { state, activation: withActivation(step, { acted: true, finished: true }) }
  return done(schedule(updateTop(blade.state, blade.activation), ...facingFoulAppearance(ctx, state, step.player, step.target!, [stab])))
}

/**
 * Stab in place of a Blitz's block (`SkillUsed` Stab at the Blitz's target): it costs the
 * block's square of movement (a Rush if need be), and the player moves no more after it
 * (FFB's BB2020 Stab says so).
 */
export const stabInBlitz = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  const place = inPlaceOfBlitzBlock(ctx, state, step, event, {
    rule: "Stab",
    notNow: "a Stab takes the place of a Block: a Blitz's only block, or a Stab action",
    doing: "to stab",
    // The Flashing Blade is a Stab action of its own, declared at the start of the activation (stars/flashing-blade.ts).
    first: () => (hasSkill(ctx.match, state, playerIndex(ctx, step.player), "Stab") ? null : `${who} does not have Stab`),
    problem: (target) => stabProblem(ctx, state, step.player, target)
  })
  if (place._tag === "Failure") return propagate(place)
  const { target, moved, rushing } = place.success
  ctx.outcomes.push({ _tag: "Note", text: `${who} stabs ${nameOf(ctx, target)} in place of the Blitz's block; no moving on after it` })
  const next = updateTop(state, withActivation(step, { acted: true, finished: true, moved }))
  const stab: Step = { _tag: "Stab", stabber: step.player, target }
  if (!rushing) return consumed(schedule(next, ...facingFoulAppearance(ctx, state, step.player, target, [stab])))
  const rush = rushTest(ctx, state, step.player, [stab])
  return consumed(schedule(next, ...facingFoulAppearance(ctx, state, step.player, target, [rush])))
}

export const stabHandler: StepHandler<StabStep> = {
  expects: (step) => ({ kind: "roll", die: "2d6", for: "armour", player: step.target }),
  on: (ctx, state, step, event) => {
    const broken = unmodifiedArmour(ctx, state, event, step.target, "Stab: no modifier applies")
    if (broken._tag === "Failure") return propagate(broken)
    const success = broken.success
    const index = playerIndex(ctx, step.target)
    if (!success) return consumed(replaceTop(state))
    const player = state.players[index]!
    const at = player.at!
    let next = withBallOf(setPlayer(state, index, { posture: "prone", used: uprooted(player) }), player.id)
    ctx.outcomes.push({ _tag: "KnockedDown", player: step.target, at, cause: "stab" })
    // Dribl and Drull's stab: +1 when the other marks the victim (stars/a-sneaky-pair.ts).
    const steps: Array<Step> = [{ _tag: "Injury", player: step.target, cause: "stab", by: step.stabber, modifiers: above.sneakyPair(ctx, state, "stab", step.stabber, step.target) }]
    // The target is an opponent of the moving team: their dropped ball is no turnover.
    if (next.ball.carrier === player.id) {
      next = withState(next, { ball: { at, carrier: null, inPlay: true } })
      steps.push({ _tag: "Bounce", from: at, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
    }
    return consumed(replaceTop(next, ...steps))
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    stabAction: typeof stabAction
    stabInBlitz: typeof stabInBlitz
  }
}

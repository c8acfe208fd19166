import type { MatchEvent } from "@sidelines/schema"
import { Result } from "effect"
import { hasSkill } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import { type ActivationStep, movementAllowance, withActivation } from "../core/activation.js"
import { chainsawAction, chainsawInAction } from "../skills/chainsaw.js"
import { consumed, type Ctx, done, type Fold, type Handled, nameOf, playerIndex, pop, propagate, type StepHandler, updateTop, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import { exertsTackleZone } from "../core/tackle-zones.js"

/**
 * Maximum Carnage (Max Spleenripper): once a game, right after a Chainsaw Attack, Max may make
 * another at a different player. As FFB offers it (christerk/ffb `skill/mixed/special/MaximumCarnage.java`,
 * `canPerformSecondChainsawAttack`, offered by `StepEndBlocking` once the first attack is over,
 * spent by `StepBlockChainsaw` as the second is made): only while Max stands (a kick-back is a
 * turnover and ends it), only with another standing opponent next to him, and in a Blitz only
 * with movement left, the second attack costing a square (a Rush if need be) as the first did.
 * In the log: `SkillUsed` `{ player: Max, skill: "Maximum Carnage", target }` after the first
 * attack's rolls, then the second attack's dice; `SkillDeclined` or any other event ends it.
 */
export const RULE = "Maximum Carnage"

export interface MaximumCarnageStep {
  readonly _tag: "MaximumCarnage"
  readonly player: string
  /** The first attack's target, who may not be sawn again. */
  readonly first: string
}

/** Put after a Chainsaw Attack's steps: the offer, judged once the attack is over. */
export const maximumCarnageOffer = (ctx: Ctx, state: MatchState, player: string, first: string): ReadonlyArray<MaximumCarnageStep> =>
  hasSkill(ctx.match, state, playerIndex(ctx, player), RULE) && !specialRuleUsed(ctx, state, player, RULE) ? [{ _tag: "MaximumCarnage", player, first }] : []

const activationOf = (state: MatchState, player: string): ActivationStep | undefined => {
  const below = state.stack[state.stack.length - 2]
  return below?._tag === "Activation" && below.player === player ? below : undefined
}

/** Whether Max may make the second attack now (FFB's conditions in `StepEndBlocking`). */
const available = (ctx: Ctx, state: MatchState, step: MaximumCarnageStep): boolean => {
  const activation = activationOf(state, step.player)
  const max = state.players[playerIndex(ctx, step.player)]!
  if (activation === undefined || state.turnover !== null || !exertsTackleZone(max)) return false
  if (activation.action === "blitz") {
    const { ma, rushes } = movementAllowance(ctx, state, step.player)
    if (activation.moved >= ma + rushes) return false
  }
  return state.players.some((p) => p.id !== step.first && p.at !== null && p.posture === "standing" && opposed(ctx.variant, p.team, max.team) && isAdjacent(p.at, max.at!))
}

/** The second attack: the activation takes it as it took the first, named at the new target. */
const secondAttack = (ctx: Ctx, before: MatchState, step: MaximumCarnageStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  if (event.target === undefined) return violation(ctx, RULE, `${RULE} names the second attack's target`)
  if (event.target === step.first) return violation(ctx, RULE, `the second Chainsaw Attack must target a different player than ${nameOf(ctx, step.first)}`)
  const state = markSpecialRuleUsed(ctx, pop(before), step.player, RULE)
  const activation = activationOf(before, step.player)!
  // The first attack made the activation finished; the second is made as if it were the first.
  const again: ActivationStep = withActivation(activation, { acted: false, finished: false, target: event.target })
  const reopened = updateTop(state, again)
  ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} uses ${RULE}: a second Chainsaw Attack (once a game)` })
  if (activation.action === "blitz") return chainsawInAction(ctx, reopened, again, { ...event, skill: "Chainsaw" })
  const made = chainsawAction(ctx, reopened, again)
  return made._tag === "Failure" ? propagate(made) : consumed(made.success)
}

export const maximumCarnageHandler: StepHandler<MaximumCarnageStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.player)!]!.team,
    events: ["SkillUsed", "SkillDeclined"],
    about: `use ${RULE} (a second Chainsaw Attack at another player)?`
  }),
  auto: (ctx, state, step) => (available(ctx, state, step) ? undefined : done(pop(state))),
  on: (ctx, state, step, event) => {
    const mine = (event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.skill.toLowerCase() === RULE.toLowerCase()
    if (mine && event.player !== step.player) return violation(ctx, RULE, `${nameOf(ctx, event.player)} cannot use ${RULE} now`)
    if (mine && event._tag === "SkillUsed") return secondAttack(ctx, state, step, event)
    // Declined, or another event (which goes on to what follows): the activation ends as it was.
    return Result.succeed({ state: pop(state), consumed: mine })
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stars/maximum-carnage": MaximumCarnageStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    maximumCarnageOffer: typeof maximumCarnageOffer
  }
}

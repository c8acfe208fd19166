import { above } from "../core/above.js"
import type { MatchEvent } from "@sidelines/schema"
import { inSewerPit } from "../model/features.js"
import { characteristic } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { type ActivationStep, withActivation } from "../core/activation.js"
import { consumed, type Ctx, done, type Fold, type Handled, nameOf, playerIndex, replaceTop, schedule, setPlayer, type StepHandler, updateTop, violation } from "../core/context.js"
import { facingFoulAppearance } from "./foul-appearance.js"
import type { Modifier } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { exertsTackleZone } from "../core/tackle-zones.js"
import { testStep } from "../core/test-roll.js"
import { opposed } from "../core/variant/variant.js"

/**
 * Hypnotic Gaze (BB2020 trait), the `hypnotic-gaze` Special action: the player may move first
 * (as FFB's gaze-move), then gazes (SkillUsed "Hypnotic Gaze" with its target) at a standing
 * opponent they mark. An Agility test, −1 for each opponent marking the gazer other than the
 * target. Passed: the target loses their tackle zone until they are next activated (or the drive
 * ends). Failed: no effect. Either way the action is over, with no turnover.
 */
export interface GazeLandsStep {
  readonly _tag: "GazeLands"
  readonly player: string
  readonly gazer: string
}

export const gaze = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  const index = playerIndex(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, "Hypnotic Gaze", `${who} is acting, not ${nameOf(ctx, event.player)}`)
  if (step.action !== "hypnotic-gaze") return violation(ctx, "Hypnotic Gaze", `a gaze is its own action (hypnotic-gaze), not part of a ${step.action} action`)
  // Zolcath's "Excuse Me, Are You a Zoat?" gives the trait for the activation (stars/excuse-me-are-you-a-zoat.ts).
  if (!above.hasGaze(ctx, state, index)) return violation(ctx, "Hypnotic Gaze", `${who} does not have Hypnotic Gaze`)
  if (step.acted) return violation(ctx, "Hypnotic Gaze", `${who} has already gazed in this action`)
  if (event.target === undefined) return violation(ctx, "Hypnotic Gaze", "a gaze names its target")
  const me = state.players[index]!
  const them = state.players[playerIndex(ctx, event.target)]!
  if (me.at === null || me.posture !== "standing") return violation(ctx, "Hypnotic Gaze", `${who} must be standing to gaze`)
  if (!opposed(ctx.variant, them.team, me.team) || them.at === null || them.posture !== "standing" || inSewerPit(ctx.variant.pitch, them.at) || !isAdjacent(me.at, them.at)) {
    return violation(ctx, "Hypnotic Gaze", `${nameOf(ctx, event.target)} is not a standing opponent marked by ${who}`)
  }
  const modifiers: Array<Modifier> = state.players
    .filter((other) => other.id !== them.id && opposed(ctx.variant, other.team, me.team) && exertsTackleZone(other) && isAdjacent(other.at!, me.at!))
    .map((other) => ({ value: -1, source: `marked by ${nameOf(ctx, other.id)}` }))
  const test: Step = testStep({
    test: "hypnotic-gaze",
    rule: "Hypnotic Gaze",
    player: step.player,
    target: characteristic(ctx.match, state, index, "ag"),
    modifiers,
    skillReroll: null,
    teamReroll: true,
    onSuccess: [{ _tag: "GazeLands", player: event.target, gazer: step.player }],
    onFailure: []
  })
  return consumed(schedule(updateTop(state, withActivation(step, { acted: true, finished: true })), ...facingFoulAppearance(ctx, state, step.player, event.target, [test])))
}

export const gazeLandsHandler: StepHandler<GazeLandsStep> = {
  expects: () => ({ kind: "nothing", about: "the gaze takes hold" }),
  auto: (ctx, state, step) => {
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} is hypnotised by ${nameOf(ctx, step.gazer)}: no tackle zone until their next activation` })
    return done(replaceTop(setPlayer(state, playerIndex(ctx, step.player), { lostTackleZones: true })))
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    gaze: typeof gaze
  }
}

import { above } from "../core/above.js"
import type { MatchEvent } from "@sidelines/schema"
import { characteristic, hasSkill } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import { inSewerPit } from "../model/features.js"
import type { MatchState } from "../model/state.js"
import { type ActivationStep, withActivation } from "../core/activation.js"
import { blockStartHandler, type BlockStartStep } from "../core/block.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, playerIndex, schedule, setPlayer, updateTop, violation } from "../core/context.js"
import type { Step } from "../model/step.js"
import { testStep } from "../core/test-roll.js"
import { opposed } from "../core/variant/variant.js"

/**
 * Multiple Block (a Block action on its own, declared as `multiple-block`): two BlockThrown
 * events name two different opponents the player marks. The player's ST is 2 lower for both.
 * The blocks are made at once: both strengths and dice counts are fixed when the second target
 * is named; then the first block is rolled and resolved in full, then the second, whatever
 * the first did (a turnover included). Neither may be followed up. A target with Foul Appearance
 * first needs its D6, as FFB rolls them (facingFoulAppearances below).
 */
export const multipleBlockThrown = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "BlockThrown" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  const a = playerIndex(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, "Multiple Block", `${who} is acting, not ${nameOf(ctx, event.player)}`)
  if (!hasSkill(ctx.match, state, a, "Multiple Block")) return violation(ctx, "Multiple Block", `${who} does not have Multiple Block`)
  if (step.acted) return violation(ctx, "Multiple Block", `${who} has already made both blocks`)
  const attacker = state.players[a]!
  const defender = state.players[playerIndex(ctx, event.target)]!
  if (attacker.at === null || attacker.posture !== "standing") return violation(ctx, "Multiple Block", `${who} must be standing to block`)
  if (!opposed(ctx.variant, defender.team, attacker.team)) return violation(ctx, "Multiple Block", `${who} can only block opponents`)
  if (defender.at === null || defender.posture !== "standing" || inSewerPit(ctx.variant.pitch, defender.at) || !isAdjacent(attacker.at, defender.at)) {
    return violation(ctx, "Multiple Block", `${nameOf(ctx, event.target)} is not a standing opponent marked by ${who}`)
  }
  // The first target is kept on the activation until the second is named.
  if (step.target === null) return consumed(updateTop(state, withActivation(step, { target: event.target })))
  if (step.target === event.target) return violation(ctx, "Multiple Block", `the two blocks of a Multiple Block target different players; ${nameOf(ctx, event.target)} is already the first`)
  ctx.outcomes.push({ _tag: "Note", text: `${who} uses Multiple Block on ${nameOf(ctx, step.target)} and ${nameOf(ctx, event.target)}: ST −2 for both blocks, no follow-up` })
  const strength = characteristic(ctx.match, state, a, "st") - 2
  let next = setPlayer(state, a, { stats: { ...attacker.stats, blocks: attacker.stats.blocks + 2 } })
  next = updateTop(next, withActivation(step, { acted: true, finished: true }))
  const dice: Array<Step> = []
  const targets = [step.target, event.target]
  for (const target of targets) {
    // Both blocks are counted at once: no Trickster between them (skills/trickster.ts).
    const start: BlockStartStep = { _tag: "BlockStart", attacker: step.player, defender: target, blitz: false, second: false, strength, tricksterAsked: true }
    // Watch Out! is spent as the block is declared (stars/watch-out.ts): kept, unlike the rest of the worked state.
    next = above.watchOutTargeted(ctx, next, step.player, target)
    // The block's strengths, worked out now for both blocks (they are made at the same time).
    const worked = blockStartHandler.auto!(ctx, schedule(next, start), start)
    if (worked === undefined || worked._tag === "Failure") return violation(ctx, "Multiple Block", "internal: the block's strengths could not be worked out")
    dice.push(worked.success.stack[worked.success.stack.length - 1]!)
  }
  return consumed(schedule(next, ...facingFoulAppearances(ctx, state, step.player, targets, dice)))
}

/**
 * Foul Appearance against a Multiple Block (FFB StepFoulAppearanceMultiple): a D6 for each target
 * with it, in the order they were named, before any block die; a target whose roll fails (a 1,
 * after any re-roll) is dropped and the other block goes ahead. Both dropped, nothing is blocked.
 */
const facingFoulAppearances = (ctx: Ctx, state: MatchState, actor: string, targets: ReadonlyArray<string>, dice: ReadonlyArray<Step>): ReadonlyArray<Step> => {
  const go = (i: number, kept: ReadonlyArray<Step>): ReadonlyArray<Step> => {
    if (i === targets.length) return kept
    const target = targets[i]!
    if (!hasSkill(ctx.match, state, playerIndex(ctx, target), "Foul Appearance")) return go(i + 1, [...kept, dice[i]!])
    return [testStep({
      test: "foul-appearance",
      rule: "Foul Appearance",
      player: actor,
      target: 2,
      modifiers: [],
      skillReroll: null,
      teamReroll: true,
      onSuccess: go(i + 1, [...kept, dice[i]!]),
      onFailure: go(i + 1, kept)
    })]
  }
  return go(0, [])
}

/** The action of the activation under way, if any (Multiple Block changes how its blocks end). */
export const activeAction = (state: MatchState): ActivationStep["action"] | null => {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const step = state.stack[i]!
    if (step._tag === "Activation") return step.action
  }
  return null
}

/** The two targets of the Multiple Block `attacker` is making, or null when they make none. */
export const multipleBlockTargets = (state: MatchState, attacker: string): ReadonlyArray<string> | null => {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const step = state.stack[i]!
    if (step._tag !== "Activation") continue
    return step.action === "multiple-block" && step.player === attacker && step.target !== null ? [step.target] : null
  }
  return null
}

/** Whether a block of the attacker's Multiple Block is still to be rolled (the second, after the first). */
export const blockStillToCome = (state: MatchState, attacker: string): boolean => {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const step = state.stack[i]!
    if (step._tag === "Activation") return false
    if ((step._tag === "BlockDice" || step._tag === "BlockStart") && step.attacker === attacker) return true
  }
  return false
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    activeAction: typeof activeAction
    multipleBlockThrown: typeof multipleBlockThrown
  }
}

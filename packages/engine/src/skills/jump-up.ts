import { characteristic, hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type ActivationStep, withActivation } from "../core/activation.js"
import { consumed, type Ctx, done, type Fold, type Handled, nameOf, replaceTop, schedule, type StepHandler, updateTop } from "../core/context.js"
import { testStep } from "../core/test-roll.js"

/**
 * Jump Up: a Prone player with the skill stands for free (movement.ts). Declaring a Block action
 * while Prone, they must jump up to make it: an Agility test at +1 (`jump-up`, a team re-roll
 * may be used); passed, they stand and block; failed, they stay Prone and the activation ends.
 * FFB (mixed JumpUpBehaviour) asks the same of the Special actions made in place of a Block
 * (Stab, Chainsaw, Projectile Vomit, Breathe Fire) and of Multiple Block, and so do we: each is
 * made instead of a Block action.
 */
export const JUMP_UP = "Jump Up"

const BLOCK_ACTIONS: ReadonlySet<string> = new Set(["block", "multiple-block", "stab", "chainsaw", "projectile-vomit", "breathe-fire"])

/** A failed jump: the player stays Prone and the activation is over. */
export interface JumpUpFailedStep {
  readonly _tag: "JumpUpFailed"
  readonly player: string
}

/** A Prone (not Stunned) player with Jump Up may declare a Block action. */
export const mayJumpUpToBlock = (ctx: Ctx, state: MatchState, index: number): boolean =>
  state.players[index]!.posture === "prone" && hasSkill(ctx.match, state, index, JUMP_UP)

/** The test a Prone player with Jump Up makes to stand for a Block action; null for any other action. */
export const jumpUpToBlock = (ctx: Ctx, state: MatchState, step: ActivationStep, index: number): Fold<Handled> | null => {
  if (!BLOCK_ACTIONS.has(step.action)) return null
  return consumed(schedule(updateTop(state, withActivation(step, { stoodUp: 0 })), testStep({
    test: "jump-up",
    rule: JUMP_UP,
    player: step.player,
    target: characteristic(ctx.match, state, index, "ag"),
    modifiers: [{ value: 1, source: `skill: ${JUMP_UP} (to make a Block action)` }],
    skillReroll: null,
    teamReroll: true,
    onSuccess: [{ _tag: "StoodUp", player: step.player }],
    onFailure: [{ _tag: "JumpUpFailed", player: step.player }]
  })))
}

export const jumpUpFailedHandler: StepHandler<JumpUpFailedStep> = {
  expects: () => ({ kind: "nothing", about: "the jump up failed" }),
  auto: (ctx, state, step) => {
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} fails to jump up: stays Prone and the activation ends` })
    const next = replaceTop(state)
    const activation = next.stack[next.stack.length - 1]
    return done(activation?._tag === "Activation" ? updateTop(next, withActivation(activation, { finished: true })) : next)
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/jump-up": JumpUpFailedStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    JUMP_UP: typeof JUMP_UP
    jumpUpToBlock: typeof jumpUpToBlock
    mayJumpUpToBlock: typeof mayJumpUpToBlock
  }
}

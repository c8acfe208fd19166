import { hasSkill } from "../model/match.js"
import { type MatchState, withState } from "../model/state.js"
import { type Ctx, done, nameOf, playerIndex, replaceTop, type StepHandler } from "../core/context.js"
import type { Step } from "../model/step.js"
import { testStep } from "../core/test-roll.js"
import { withActivation } from "../core/activation.js"

/**
 * Foul Appearance: a Block (on its own or in a Blitz) or a Special action aimed at this player
 * first needs a D6 from the acting coach (even if the player has lost their tackle zone): on a 1
 * the action is wasted and the activation ends. A team re-roll may be used on it, like any roll
 * of the moving team's player.
 */
export const facingFoulAppearance = (ctx: Ctx, state: MatchState, actor: string, target: string, then: ReadonlyArray<Step>): ReadonlyArray<Step> => {
  if (!hasSkill(ctx.match, state, playerIndex(ctx, target), "Foul Appearance")) return then
  return [testStep({
    test: "foul-appearance",
    rule: "Foul Appearance",
    player: actor,
    target: 2,
    modifiers: [],
    skillReroll: null,
    teamReroll: true,
    onSuccess: then,
    onFailure: [{ _tag: "ActionWasted", player: actor, because: `${nameOf(ctx, target)}'s Foul Appearance` }]
  })]
}

/** The declared action cannot be made: the activation is over, with no turnover. */
export interface ActionWastedStep {
  readonly _tag: "ActionWasted"
  readonly player: string
  readonly because: string
}

/** The activation under way, marked finished. */
export const finishActivation = (state: MatchState): MatchState => {
  const stack = state.stack.slice()
  for (let i = stack.length - 1; i >= 0; i--) {
    const step = stack[i]!
    if (step._tag === "Activation") {
      stack[i] = withActivation(step, { finished: true })
      return withState(state, { stack })
    }
  }
  return state
}

export const actionWastedHandler: StepHandler<ActionWastedStep> = {
  expects: () => ({ kind: "nothing", about: "the action is wasted" }),
  auto: (ctx, state, step) => {
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)}'s action is wasted (${step.because})` })
    return done(finishActivation(replaceTop(state)))
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    facingFoulAppearance: typeof facingFoulAppearance
  }
}

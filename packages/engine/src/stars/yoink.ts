import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, note, playerIndex, updateTop, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import type { Step } from "../model/step.js"
import { testStep, type TestStep } from "../core/test-roll.js"

/**
 * Yoink! (Scrappa Sorehead): once a game, when he tries to interfere with a pass, his coach may
 * roll a D6 instead of the interference test: on a 2+ he intercepts outright — the ball (or bomb)
 * is his, with no catch roll; on a 1 the interference fails. FFB (christerk/ffb `Yoink`:
 * `canInterceptEasily`; the server's bb2020 `StepIntercept`) offers it in the interceptor dialog,
 * rolls the same interception die with a minimum of 2 and no modifiers, lets a failure be re-rolled
 * as an interference is, marks the rule used whether it succeeds or not, and on success stops the
 * ball (a bomb: the interceptor has caught it, and its D6 follows). In the log: `SkillUsed`
 * `{ player: Scrappa, skill: "Yoink!" }` while the interference waits, then the `interception` D6
 * naming him. Nobody interferes with a Hail Mary pass, so it never comes up there.
 */
export const YOINK = "Yoink!"

export const isYoink = (skill: string): boolean => skill.toLowerCase() === YOINK.toLowerCase()

/** `SkillUsed` Yoink! by one of the players who may interfere: the rule is spent, and he is the one who tries. */
export const declareYoink = <S extends Step & { readonly eligible: ReadonlyArray<string>; readonly yoink?: string | undefined }>(
  ctx: Ctx,
  state: MatchState,
  step: S,
  event: Extract<MatchEvent, { _tag: "SkillUsed" }>
): Fold<Handled> => {
  const who = nameOf(ctx, event.player)
  if (step.yoink !== undefined) return violation(ctx, YOINK, `${nameOf(ctx, step.yoink)} has already called Yoink! on this throw`)
  if (!hasSkill(ctx.match, state, playerIndex(ctx, event.player), YOINK) || specialRuleUsed(ctx, state, event.player, YOINK)) {
    return violation(ctx, YOINK, `${who} has no unused Yoink! (once a game)`)
  }
  if (!step.eligible.includes(event.player)) return violation(ctx, YOINK, `${who} cannot interfere with this throw: only a standing opponent under the range ruler can`)
  note(ctx, `${who} uses Yoink!: a D6 of 2+ intercepts outright (once a game)`)
  return consumed(updateTop(markSpecialRuleUsed(ctx, state, event.player, YOINK), { ...step, yoink: event.player }))
}

/** Yoink!'s D6 in place of the interference test: 2+, no modifiers, re-rollable as an interference is. */
export const yoinkTest = (interceptor: string, onSuccess: ReadonlyArray<Step>, onFailure: ReadonlyArray<Step>): TestStep =>
  testStep({
    test: "interception",
    rule: `Interference (special rule: ${YOINK})`,
    player: interceptor,
    target: 2,
    modifiers: [],
    skillReroll: null,
    teamReroll: true,
    onSuccess,
    onFailure
  })

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    declareYoink: typeof declareYoink
    isYoink: typeof isYoink
    yoinkTest: typeof yoinkTest
  }
}

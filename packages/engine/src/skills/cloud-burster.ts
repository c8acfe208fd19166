import { hasSkill } from "../model/match.js"
import { consumed, type Ctx, nameOf, passOn, playerIndex, replaceTop, type StepHandler } from "../core/context.js"
import type { MatchState } from "../model/state.js"
import type { Step } from "../model/step.js"
import { type TestStep, withTest } from "../core/test-roll.js"

const SKILL = "Cloud Burster"

/**
 * Cloud Burster (BB2020): after a successful interference with the player's Long Pass or Long
 * Bomb, the thrower's coach may make the defending coach re-roll it (SkillUsed Cloud Burster).
 * The re-rolled test cannot be re-rolled again. Very Long Legs ignores it.
 */
export interface CloudBursterStep {
  readonly _tag: "CloudBurster"
  readonly passer: string
  readonly interceptor: string
  /** The interference test again, as a re-roll. */
  readonly retest: TestStep
  /** What follows a successful interference that stands. */
  readonly then: ReadonlyArray<Step>
}

/** What a successful interference leads to: `then`, or first the thrower's Cloud Burster choice. */
export const afterInterference = (ctx: Ctx, state: MatchState, passer: string, interceptor: string, long: boolean, test: TestStep, then: ReadonlyArray<Step>): ReadonlyArray<Step> =>
  long && hasSkill(ctx.match, state, playerIndex(ctx, passer), SKILL) && !hasSkill(ctx.match, state, playerIndex(ctx, interceptor), "Very Long Legs")
    ? [{ _tag: "CloudBurster", passer, interceptor, retest: withTest(test, { rerolled: true, stage: "roll", onSuccess: then }), then }]
    : then

export const cloudBursterHandler: StepHandler<CloudBursterStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.passer)!]!.team,
    events: ["SkillUsed", "SkillDeclined"],
    about: `make ${step.interceptor} re-roll the interference (Cloud Burster)?`
  }),
  on: (ctx, state, step, event) => {
    const mine = (event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.player === step.passer && event.skill.toLowerCase() === SKILL.toLowerCase()
    if (!mine) return passOn(replaceTop(state, ...step.then))
    if (event._tag === "SkillDeclined") return consumed(replaceTop(state, ...step.then))
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.passer)} uses Cloud Burster: ${nameOf(ctx, step.interceptor)} must re-roll the interference` })
    return consumed(replaceTop(state, step.retest))
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    afterInterference: typeof afterInterference
  }
}

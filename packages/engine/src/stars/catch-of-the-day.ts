import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import { distance } from "../model/square.js"
import { type MatchState, withBalls } from "../model/state.js"
import type { ActivationStep } from "../core/activation.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, note, playerIndex, schedule, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import { testStep } from "../core/test-roll.js"

/**
 * Catch of the Day (Rodney Roachbait): once a half, when he starts his activation Standing within
 * three squares of the ball lying on the ground, he may roll a D6: on a 3+ the ball is his at
 * once, on a 1 or 2 nothing happens. FFB (christerk/ffb `CatchOfTheDay`, `canGetBallOnGround`;
 * `StepCatchOfTheDay`) offers it with the action's first choices, spends it whatever the roll,
 * lets a failed roll be re-rolled like any test (team re-roll, Pro…), and then the declared
 * action goes on.
 *
 * In the log: `SkillUsed` `{ player: <Rodney>, skill: "Catch of the Day" }` in his activation
 * before he moves or acts, then a `d6` `catch-of-the-day` roll (`player` set), re-rolled as a
 * test is. Marked `"<id>:Catch of the Day (half 1)"` in `specialRulesUsed`.
 */
export const CATCH_OF_THE_DAY = "Catch of the Day"

type SkillUsedEvent = Extract<MatchEvent, { _tag: "SkillUsed" }>

export const isCatchOfTheDay = (event: SkillUsedEvent): boolean => event.skill.toLowerCase() === CATCH_OF_THE_DAY.toLowerCase()

const half = (state: MatchState) => `half ${state.half}`

export const useCatchOfTheDay = (ctx: Ctx, state: MatchState, step: ActivationStep, event: SkillUsedEvent): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, CATCH_OF_THE_DAY, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  const index = playerIndex(ctx, step.player)
  if (!hasSkill(ctx.match, state, index, CATCH_OF_THE_DAY) || specialRuleUsed(ctx, state, step.player, CATCH_OF_THE_DAY, half(state))) {
    return violation(ctx, CATCH_OF_THE_DAY, `${who} has no unused Catch of the Day (once a half)`)
  }
  // A player who stood up this activation (even for free, with Jump Up) did not start it Standing.
  if (step.stoodUp !== undefined) return violation(ctx, CATCH_OF_THE_DAY, `${who} did not start his activation Standing`)
  if (step.moved > 0 || step.acted) return violation(ctx, CATCH_OF_THE_DAY, `Catch of the Day is used as ${who} starts his activation, before he moves or acts`)
  const me = state.players[index]!
  if (me.at === null || me.posture !== "standing") return violation(ctx, CATCH_OF_THE_DAY, `${who} must be Standing to use Catch of the Day`)
  // While a Ball Clone is in force, the loose ball nearer him (either, if both are as near).
  const other = state.otherBall
  if (other !== undefined && other.inPlay && other.carrier === null && other.at !== null &&
    (!state.ball.inPlay || state.ball.carrier !== null || state.ball.at === null || distance(me.at, other.at) < distance(me.at, state.ball.at))) {
    state = withBalls(state, other, state.ball)
  }
  const { ball } = state
  if (!ball.inPlay || ball.carrier !== null || ball.at === null) return violation(ctx, CATCH_OF_THE_DAY, "the ball is not on the ground")
  const far = distance(me.at, ball.at)
  if (far > 3) return violation(ctx, CATCH_OF_THE_DAY, `the ball is ${far} squares from ${who}, more than 3`)
  note(ctx, `special rule: Catch of the Day (once a half): ${who}, ${far} square${far === 1 ? "" : "s"} from the ball, rolls a D6 to gain it on a 3+`)
  const marked = markSpecialRuleUsed(ctx, state, step.player, CATCH_OF_THE_DAY, half(state))
  return consumed(schedule(marked, testStep({
    test: "catch-of-the-day",
    rule: CATCH_OF_THE_DAY,
    player: step.player,
    target: 3,
    modifiers: [],
    skillReroll: null,
    teamReroll: true,
    // The ball is his wherever it lay; in the end zone he scores.
    onSuccess: [{ _tag: "BallCaught", player: step.player }, { _tag: "CheckScore", player: step.player }],
    onFailure: []
  })))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    isCatchOfTheDay: typeof isCatchOfTheDay
    useCatchOfTheDay: typeof useCatchOfTheDay
  }
}

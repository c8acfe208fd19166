import { holdsBall, withBallOf } from "../model/balls.js"
import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import { sameSquare, squareName } from "../model/square.js"
import { withState, type MatchState } from "../model/state.js"
import type { ActivationStep } from "../core/activation.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, passOn, playerIndex, replaceTop, schedule, type StepHandler, violation } from "../core/context.js"
import { hasMyBall, MY_BALL } from "./my-ball.js"

const SKILL = "Fumblerooskie"

/**
 * Fumblerooskie (BB2020): in a Move or Blitz action the ball carrier may leave the ball in a
 * square they vacate; it does not bounce and there is no turnover. The log says it just before
 * the move off that square: SkillUsed Fumblerooskie with `at` the carrier's square, then the
 * PlayerMoved that leaves it (the ball is put down as they go).
 */
export interface FumblerooskieStep {
  readonly _tag: "Fumblerooskie"
  readonly player: string
}

export const useFumblerooskie = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  const index = playerIndex(ctx, step.player)
  const player = state.players[index]!
  if (event.player !== step.player) return violation(ctx, SKILL, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  if (!hasSkill(ctx.match, state, index, SKILL)) return violation(ctx, SKILL, `${who} does not have Fumblerooskie`)
  // My Ball: the ball is never let go willingly (skills/my-ball.ts).
  if (hasMyBall(ctx, state, index)) return violation(ctx, MY_BALL, `${who} has My Ball and does not leave the ball behind`)
  if (step.action !== "move" && step.action !== "blitz") return violation(ctx, SKILL, `Fumblerooskie is used in a Move or Blitz action, not a ${step.action} action`)
  if (!holdsBall(state, step.player) || player.at === null) return violation(ctx, SKILL, `${who} is not holding the ball`)
  if (event.at !== undefined && !sameSquare(event.at, player.at)) return violation(ctx, SKILL, `the ball is left in the square ${who} vacates, ${squareName(player.at)}, not ${squareName(event.at)}`)
  return consumed(schedule(state, { _tag: "Fumblerooskie", player: step.player }))
}

export const fumblerooskieHandler: StepHandler<FumblerooskieStep> = {
  expects: (step, state, match) => ({ kind: "decision", team: state.players[match.playerIndex.get(step.player)!]!.team, events: ["PlayerMoved"], about: `${step.player} moves off the ball (Fumblerooskie)` }),
  on: (ctx, state, step, event) => {
    if (event._tag !== "PlayerMoved" || event.player !== step.player) {
      return violation(ctx, SKILL, `after Fumblerooskie ${nameOf(ctx, step.player)} moves off the square where the ball is left, not ${event._tag}`)
    }
    const at = state.players[playerIndex(ctx, step.player)]!.at!
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} leaves the ball on ${squareName(at)} (Fumblerooskie): no bounce, no turnover` })
    // The move itself is the activation's: pass the event on once the ball is down.
    return passOn(replaceTop(withState(withBallOf(state, step.player), { ball: { at, carrier: null, inPlay: true } })))
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    useFumblerooskie: typeof useFumblerooskie
  }
}

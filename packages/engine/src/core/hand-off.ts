import { above } from "./above.js"
import { holdsBall, withBallOf } from "../model/balls.js"
import type { MatchEvent } from "@sidelines/schema"
import { isAdjacent } from "../model/square.js"
import { ballAt, type MatchState, withState } from "../model/state.js"
import { type ActivationStep, withActivation } from "./activation.js"
import { catchAttempt } from "./ball.js"
import {
  consumed,
  type Ctx,
  done,
  type Fold,
  type Handled,
  nameOf,
  playerIndex,
  replaceTop,
  schedule,
  type StepHandler,
  updateTop,
  violation
} from "./context.js"
import type { TurnoverCause } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { turnoverStep } from "./turnover.js"
import { opposed, sameSide } from "./variant/variant.js"

/**
 * After a hand-off (or a pass) has come to rest: a player of the moving team holding the ball
 * keeps the turn going (and may have scored); anything else is a turnover.
 */
export interface HandOffEndStep {
  readonly _tag: "HandOffEnd"
  /** The player who handed the ball off. */
  readonly player: string
}

/** The ball passes from the giver's hands to the receiver, who must catch it. */
export interface HandOffGiveStep {
  readonly _tag: "HandOffGive"
  readonly player: string
  readonly target: string
}

/** Steps of the Hand-off action. */
export type HandOffStep = HandOffGiveStep | HandOffEndStep

/**
 * What follows once the ball from a hand-off or pass has settled: the moving team (the team of
 * `player`) must hold it, or it is a turnover for `cause`. A team-mate holding it may have scored.
 */
export const possessionCheck = (ctx: Ctx, state: MatchState, player: string, cause: TurnoverCause): ReadonlyArray<Step> => {
  const team = state.players[playerIndex(ctx, player)]!.team
  const carrierId = state.ball.carrier
  const carrier = carrierId === null ? undefined : state.players[playerIndex(ctx, carrierId)]
  if (carrier !== undefined && sameSide(ctx.variant, carrier.team, team)) return [{ _tag: "CheckScore", player: carrier.id }]
  return [turnoverStep(cause, team, player)]
}

/**
 * A Hand-off (BB2020): the ball carrier gives the ball to an adjacent standing team-mate, who
 * makes an ordinary catch test (no modifier for a hand-off in BB2020, only marking players and
 * pouring rain). A failed catch bounces the ball; unless the moving team ends up holding it, it
 * is a turnover. The activation ends with the hand-off.
 */
export const handOff = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "HandedOff" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, "hand-off", `${who} is acting, not ${nameOf(ctx, event.player)}`)
  if (step.action !== "hand-off") return violation(ctx, "hand-off", `a ${step.action} action cannot hand the ball off; declare a Hand-off action`)
  if (step.acted) return violation(ctx, "hand-off", `${who} has already handed the ball off in this action`)
  const giver = state.players[playerIndex(ctx, step.player)]!
  if (giver.at === null || giver.posture !== "standing") return violation(ctx, "hand-off", `${who} must be standing to hand the ball off`)
  if (!holdsBall(state, step.player)) return violation(ctx, "hand-off", `${who} is not holding the ball`)
  if (event.target === step.player) return violation(ctx, "hand-off", `${who} cannot hand the ball to themselves`)
  const receiver = state.players[playerIndex(ctx, event.target)]!
  const to = nameOf(ctx, event.target)
  if (opposed(ctx.variant, receiver.team, giver.team)) return violation(ctx, "hand-off", `the ball is handed to a team-mate or an ally; ${to} is an opponent`)
  if (receiver.at === null) return violation(ctx, "hand-off", `${to} is not on the pitch`)
  if (!isAdjacent(giver.at, receiver.at)) return violation(ctx, "hand-off", `${to} is not next to ${who}; a hand-off goes to an adjacent team-mate`)
  if (receiver.posture !== "standing") return violation(ctx, "hand-off", `${to} is not standing and cannot take a hand-off`)
  if (receiver.lostTackleZones) return violation(ctx, "hand-off", `${to} has lost their tackle zones and cannot catch`)
  const next = updateTop(state, withActivation(step, { acted: true, finished: true }))
  // Animosity towards the receiver is rolled once they are chosen, before the ball changes hands.
  return consumed(schedule(next, ...above.animosityGate(ctx, next, step.player, event.target, [{ _tag: "HandOffGive", player: step.player, target: event.target }])))
}

export const handOffGiveHandler: StepHandler<HandOffGiveStep> = {
  expects: () => ({ kind: "nothing", about: "the ball is handed over" }),
  auto: (ctx, state, step) => {
    const receiver = state.players[playerIndex(ctx, step.target)]!
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} hands the ball off to ${nameOf(ctx, step.target)}` })
    // Ball Clone: the ball the giver holds, if either, is the one handed over.
    const next: MatchState = withState(withBallOf(state, step.player), { ball: ballAt(receiver.at, null, true) })
    return done(replaceTop(next, catchAttempt(ctx, next, step.target, { kickOff: false }), { _tag: "HandOffEnd", player: step.player }))
  }
}

export const handOffEndHandler: StepHandler<HandOffEndStep> = {
  expects: () => ({ kind: "nothing", about: "the hand-off is over" }),
  auto: (ctx, state, step) => done(replaceTop(state, ...possessionCheck(ctx, state, step.player, "ball-not-caught")))
}

export const handOffHandlers: { [K in HandOffStep["_tag"]]: StepHandler<Extract<HandOffStep, { _tag: K }>> } = {
  HandOffGive: handOffGiveHandler,
  HandOffEnd: handOffEndHandler
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/hand-off": HandOffStep
  }
}

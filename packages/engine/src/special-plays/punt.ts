import { ballCarriers, withBallOf } from "../model/balls.js"
import type { Square } from "@sidelines/schema"
import { wallBetween } from "../model/features.js"
import { D8_DIRECTIONS, squareName, step as move } from "../model/square.js"
import { type MatchState, withState } from "../model/state.js"
import { ballArrives, type BallContext, hitWall, LOOSE_BALL, catchAttempt } from "../core/ball.js"
import { consumed, done, expectRoll, judge, nameOf, note, playerOn, propagate, replaceTop, schedule, type StepHandler, teamOf, updateTop, violation } from "../core/context.js"
import { landsInEmptySquare } from "../skills/diving-catch.js"
import type { Step } from "../model/step.js"
import type { CardPlay } from "./helpers.js"

/**
 * Punt (Heroic Feats), played at the end of one of the team's turns (turnover or not) while one of
 * its players holds the ball: the coach places the ball on any square of the pitch
 * (`SpecialPlayPlayed` `at`); it then scatters as any scattering ball does — three D8s
 * (`scatter`), a square each — and comes down: a Standing player there with a tackle zone tries
 * to catch it (at −1, as any scattered ball), otherwise it bounces once before coming to rest.
 * Off the pitch on the way, the crowd throws it in from the last square it crossed.
 * Facts: BBBase special_plays_card_pack.md (Punt) and rules_and_regulations.md (Scatter, Bounce).
 * Our readings: "any square" is a square of the pitch; the player who held it loses it as it is
 * placed; Diving Catch may be used where it comes down in an empty square, as for a throw-in; the
 * turn is over already, so whoever ends up with the ball causes no turnover.
 */
export interface PuntStep {
  readonly _tag: "Punt"
  readonly from: Square
  /** Scatter rolls still to come. */
  readonly left: number
}

const CONTEXT: BallContext = { kickOff: false }

export const playPunt: CardPlay = (ctx, state, team, event) => {
  // While a Ball Clone is in force the team may hold both balls: the card's player names which, if so.
  const held = ballCarriers(state).filter((id) => state.players.find((p) => p.id === id)!.team === team)
  const carrier = state.players.find((p) => p.id === (held.find((id) => id === event.player) ?? held[0]))
  if (carrier === undefined || carrier.team !== team) return violation(ctx, "Punt", "Punt is played while one of the team's players holds the ball")
  state = withBallOf(state, carrier.id)
  if (event.at === undefined || !ctx.variant.pitch.contains(event.at)) return violation(ctx, "Punt", "Punt names the square of the pitch the ball is placed in (`at`)")
  note(ctx, `${teamOf(ctx, team).name} play Punt: ${nameOf(ctx, carrier.id)} lets go of the ball, placed on ${squareName(event.at)} to scatter from there`)
  const placed = withState(state, { ball: { at: event.at, carrier: null, inPlay: true } })
  return done(schedule(placed, { _tag: "Punt", from: event.at, left: 3 }))
}

/** The scattered ball comes down on `at`: a catch, or a bounce (Diving Catch into an empty square). */
const comesDown = (ctx: Parameters<CardPlay>[0], state: MatchState, at: Square): ReadonlyArray<Step> => {
  const there = playerOn(state, at)
  const bounce: Step = { _tag: "Bounce", from: at, context: CONTEXT, more: ctx.variant.bounces - 1 }
  if (there === undefined) return [landsInEmptySquare(ctx, state, at, CONTEXT, [LOOSE_BALL], bounce)]
  if (there.posture === "standing" && !there.lostTackleZones) return [catchAttempt(ctx, state, there.id, CONTEXT, [LOOSE_BALL])]
  return ballArrives(ctx, state, at, CONTEXT, 0)
}

export const puntHandler: StepHandler<PuntStep> = {
  expects: () => ({ kind: "roll", die: "d8", for: "scatter", player: null }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d8", "scatter", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const to = move(step.from, D8_DIRECTIONS[rolled.success.faces[0]! - 1]!)
    const left = step.left - 1
    if (wallBetween(ctx.variant.pitch, step.from, to)) {
      judge(ctx, { rule: "Punt scatter", roll: rolled.success, result: `scatters into the wall from ${squareName(step.from)}` })
      return hitWall(ctx, withState(state, { ball: { at: step.from, carrier: null, inPlay: true } }), step.from, to, { kind: "arrive", context: CONTEXT, more: ctx.variant.bounces, lastOnPitch: step.from })
    }
    const out = !ctx.variant.pitch.contains(to)
    judge(ctx, { rule: "Punt scatter", roll: rolled.success, result: out ? `scatters off the pitch from ${squareName(step.from)}: thrown in` : `scatters to ${squareName(to)}${left > 0 ? "" : ": comes down there"}` })
    if (out) return consumed(replaceTop(withState(state, { ball: { at: step.from, carrier: null, inPlay: false } }), { _tag: "ThrowIn", from: step.from, stage: "direction", direction: null }))
    const moving = withState(state, { ball: { at: to, carrier: null, inPlay: true } })
    if (left > 0) return consumed(updateTop(moving, { ...step, from: to, left }))
    return consumed(replaceTop(moving, ...comesDown(ctx, moving, to)))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "special-plays/punt": PuntStep
  }
}

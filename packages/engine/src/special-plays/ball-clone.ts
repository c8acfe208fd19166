import { holdsBall, isLooseOn, withBallOf, withMovingBallAt, withoutFrontBall } from "../model/balls.js"
import { squareName } from "../model/square.js"
import { type MatchState, withBalls } from "../model/state.js"
import { consumed, type Ctx, done, expectRoll, judge, nameOf, note, propagate, replaceTop, schedule, type StepHandler, teamOf } from "../core/context.js"
import type { Step } from "../model/step.js"
import type { CardPlay } from "./helpers.js"

/**
 * Ball Clone (Random Events), played at the start of an opposition team turn, before anyone is
 * activated, while the ball lies on the ground: a second ball is put in the ball's square, and as
 * two balls never share a square one of them bounces at once (a `bounce` D8). Until the card
 * expires there are two balls in play (model/balls.ts keeps them):
 * - a player holding one ball cannot pick up or catch the other: it bounces off them (no roll);
 * - a ball that would come to rest on the other's square bounces again;
 * - when a touchdown is scored a D6 (`special-play`, the scorer as `player`): 1–3 the scorer's
 *   ball evaporates and there is no touchdown; 4–6 the touchdown stands.
 * The card expires, and its second ball with it, at a touchdown, when a ball evaporates, or at the
 * end of the drive (core/drive.ts clears the pitch).
 * Facts: BBBase special_plays_card_pack.md (Ball Clone). Our readings: the balls are alike, so
 * either may be the one that evaporates — it is the one the scorer holds; a ball that evaporates
 * ends nothing, so the scorer's activation goes on (with no ball) and their team's turn is not
 * over; a player walking into the other ball's square while holding one does not fail a pick-up
 * (they make no attempt), so it is no turnover; at a touchdown that stands the other ball leaves
 * the pitch with the card, the drive being over.
 */
export const BALL_CLONE = "ball-clone"

const playBallClone: CardPlay = (ctx, state, team) => {
  const at = state.ball.at!
  note(ctx, `${teamOf(ctx, team).name} play Ball Clone: a second ball appears on ${squareName(at)}, and one of the two bounces away`)
  const two = withBalls(state, state.ball, { at, carrier: null, inPlay: true })
  return done(schedule(two, { _tag: "Bounce", from: at, context: { kickOff: false }, more: ctx.variant.bounces - 1 }))
}

export const ballClone: Readonly<Record<string, CardPlay>> = { [BALL_CLONE]: playBallClone }

/**
 * Brings to the front the ball a loose-ball step is about to move (model/balls.ts): the step
 * names the square the ball is on. Called by the fold before each step while there are two balls.
 */
export const ballForStep = (ctx: Ctx, state: MatchState, step: Step): MatchState => {
  switch (step._tag) {
    case "Bounce":
    case "ThrowIn":
    case "Punt":
      return withMovingBallAt(state, step.from)
    case "BallRests":
    case "BallReentry":
    case "SafePairOfHands":
      return withMovingBallAt(state, step.at)
    // A pass's ball is the one the passer holds until the passing test sends it off.
    case "PassRoll":
      return withBallOf(state, step.passer)
    case "BallCaught": {
      const at = state.players[ctx.match.playerIndex.get(step.player)!]!.at
      return at === null ? state : withMovingBallAt(state, at)
    }
    default:
      return state
  }
}

/** A ball coming to rest on the other ball's square bounces again (the two never share a square). */
export const restsOnOtherBall = (state: MatchState): boolean =>
  state.otherBall !== undefined && state.ball.at !== null && isLooseOn(state.otherBall, state.ball.at)

/** A player holding one ball cannot catch or pick up the other. */
export const holdsOtherBall = (state: MatchState, player: string): boolean => state.otherBall !== undefined && holdsBall(state, player)

/**
 * The D6 as a touchdown is scored while a Ball Clone is in force. `then` runs once the
 * touchdown stands; when the ball evaporates the step is simply done.
 */
export interface CloneTouchdownStep {
  readonly _tag: "CloneTouchdown"
  readonly player: string
  readonly then: ReadonlyArray<Step>
}

/** The roll due as `player` scores, if a Ball Clone is in force; `then` is what the touchdown leads to. */
export const cloneTouchdown = (state: MatchState, player: string, then: ReadonlyArray<Step>): CloneTouchdownStep | undefined =>
  state.otherBall !== undefined && holdsBall(state, player) ? { _tag: "CloneTouchdown", player, then } : undefined

export const cloneTouchdownHandler: StepHandler<CloneTouchdownStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "special-play", player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "special-play", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const evaporates = face <= 3
    const who = nameOf(ctx, step.player)
    judge(ctx, {
      rule: "Ball Clone",
      player: step.player,
      roll: rolled.success,
      total: face,
      row: evaporates ? "evaporates" : "touchdown",
      result: evaporates ? `the ball ${who} holds evaporates: no touchdown` : "the touchdown stands; the other ball leaves the pitch with the card"
    })
    const scorers = withBallOf(state, step.player)
    if (evaporates) return consumed(replaceTop(withoutFrontBall(scorers)))
    return consumed(replaceTop(withBalls(scorers, scorers.ball, undefined), ...step.then))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "special-plays/ball-clone": CloneTouchdownStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    cloneTouchdown: typeof cloneTouchdown
    holdsOtherBall: typeof holdsOtherBall
    restsOnOtherBall: typeof restsOnOtherBall
  }
}

import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type Ctx, nameOf } from "../core/context.js"

/**
 * My Ball (a trait of later BB2020 rosters): the player never gives the ball up willingly — no Pass
 * action, no Hand-off action, and no skill that lets the ball go (Dump-off, Fumblerooskie). Only
 * being Knocked Down, Placed Prone, Falling Over or an opponent's skill parts them from it.
 * FFB's `MyBall` bars the two actions (`preventRegularPassAction`, `preventRegularHandOverAction`)
 * and cancels Fumblerooskie (`canDropBall`) but still offers Dump-off; the rule bars any skill that
 * gives the ball up, so we bar Dump-off too.
 */
export const MY_BALL = "My Ball"

export const hasMyBall = (ctx: Pick<Ctx, "match">, state: MatchState, index: number): boolean => hasSkill(ctx.match, state, index, MY_BALL)

/** Why this player may not declare `action`, or null. */
export const myBallActionProblem = (ctx: Ctx, state: MatchState, index: number, action: string): string | null =>
  (action === "pass" || action === "hand-off") && hasMyBall(ctx, state, index)
    ? `${nameOf(ctx, state.players[index]!.id)} has My Ball and makes no ${action === "pass" ? "Pass" : "Hand-off"} action`
    : null

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    MY_BALL: typeof MY_BALL
    myBallActionProblem: typeof myBallActionProblem
  }
}

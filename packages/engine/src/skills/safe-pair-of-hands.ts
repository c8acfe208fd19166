import { isObstacle } from "../model/features.js"
import { hasSkill } from "../model/match.js"
import { isAdjacent, neighbours, squareName, type Square } from "../model/square.js"
import { withState, type MatchState } from "../model/state.js"
import { consumed, type Ctx, nameOf, passOn, playerIndex, playerOn, replaceTop, type StepHandler, violation } from "../core/context.js"
import type { InjuryCause } from "../model/outcome.js"
import type { Step } from "../model/step.js"

/**
 * Safe Pair of Hands (BB2020): a ball carrier who is Knocked Down or Placed Prone (not one who
 * Falls Over) does not drop the ball to bounce: their coach may put it in an unoccupied square
 * next to them (SkillUsed with `at`), where it comes to rest. Declining, or any other event,
 * lets it bounce as usual.
 */
export interface SafePairOfHandsStep {
  readonly _tag: "SafePairOfHands"
  readonly player: string
  /** The square the player went prone in (the ball is there). */
  readonly at: Square
}

const SKILL = "Safe Pair of Hands"

const bounce = (ctx: Ctx, at: Square): Step => ({ _tag: "Bounce", from: at, context: { kickOff: false }, more: ctx.variant.bounces - 1 })

/**
 * What a ball dropped by `player` going prone at `at` does: with Safe Pair of Hands (and not a
 * fall) the coach is asked where to put it; otherwise it bounces.
 */
export const droppedBall = (ctx: Ctx, state: MatchState, player: string, at: Square, cause: InjuryCause | "placed-prone"): Step => {
  const room = neighbours(at).some((square) => ctx.variant.pitch.contains(square) && !isObstacle(ctx.variant.pitch, square) && playerOn(state, square) === undefined)
  return cause !== "fall" && room && hasSkill(ctx.match, state, playerIndex(ctx, player), SKILL) ? { _tag: "SafePairOfHands", player, at } : bounce(ctx, at)
}

export const safePairOfHandsHandler: StepHandler<SafePairOfHandsStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.player)!]!.team,
    events: ["SkillUsed", "SkillDeclined"],
    about: `place the ball next to ${step.player} (Safe Pair of Hands)?`
  }),
  on: (ctx, state, step, event) => {
    const mine = (event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.player === step.player && event.skill.toLowerCase() === SKILL.toLowerCase()
    if (!mine) return passOn(replaceTop(state, bounce(ctx, step.at)))
    if (event._tag === "SkillDeclined") return consumed(replaceTop(state, bounce(ctx, step.at)))
    const to = event.at
    const who = nameOf(ctx, step.player)
    if (to === undefined) return violation(ctx, SKILL, `${who} uses Safe Pair of Hands: say where the ball goes (at)`)
    const { pitch } = ctx.variant
    if (!isAdjacent(step.at, to) || !pitch.contains(to) || isObstacle(pitch, to) || playerOn(state, to) !== undefined) {
      return violation(ctx, SKILL, `the ball goes in an unoccupied square on the pitch next to ${who} (${squareName(step.at)}); ${squareName(to)} is not one`)
    }
    ctx.outcomes.push({ _tag: "Note", text: `${who} puts the ball down on ${squareName(to)} as they go down (Safe Pair of Hands): it does not bounce` })
    return consumed(replaceTop(withState(state, { ball: { at: to, carrier: null, inPlay: true } }), { _tag: "BallRests", at: to }))
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    droppedBall: typeof droppedBall
  }
}

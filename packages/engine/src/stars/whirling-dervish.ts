import type { DiceRolled, MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import { squareName, type Square } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import type { BallAndChainStep } from "../skills/ball-and-chain.js"
import { consumed, type Ctx, type Fold, type Handled, judge, nameOf, playerIndex, updateTop, violation } from "../core/context.js"
import { Result } from "effect"

/**
 * Whirling Dervish (Fungus the Loon): he may re-roll the D6 that sends his Ball & Chain one way or
 * another. FFB (christerk/ffb `WhirlingDervish`: a `DIRECTION` re-roll source of
 * `StepMoveBallAndChain`, with no usage limit) offers it for every direction roll, each once. In
 * the log: after the `ball-and-chain` D6, `RerollUsed` `{ source: "skill", skill: "Whirling
 * Dervish" }` and the D6 again; `RerollDeclined` (or any other event) and he swings as rolled.
 */
export const WHIRLING_DERVISH = "Whirling Dervish"

export const dervishOffered = (ctx: Ctx, state: MatchState, step: BallAndChainStep): boolean =>
  step.rerolled !== true && hasSkill(ctx.match, state, playerIndex(ctx, step.player), WHIRLING_DERVISH)

/** The roll is shown (where it would send him) and waits for the coach. */
export const dervishOffer = (ctx: Ctx, _state: MatchState, step: BallAndChainStep, rolled: DiceRolled, towards: Square): BallAndChainStep => {
  judge(ctx, { rule: "Ball & Chain", player: step.player, roll: rolled, result: `towards ${squareName(towards)}`, notes: ["Whirling Dervish may re-roll it"] })
  return { ...step, rolled }
}

type Swing = (ctx: Ctx, state: MatchState, step: BallAndChainStep, rolled: DiceRolled) => Fold<Handled>

export const dervishChoice = (ctx: Ctx, state: MatchState, step: BallAndChainStep, event: MatchEvent, swing: Swing): Fold<Handled> => {
  const asRolled: BallAndChainStep = { _tag: "BallAndChain", player: step.player, facing: step.facing, rush: step.rush }
  if (event._tag === "RerollDeclined") return swing(ctx, state, asRolled, step.rolled!)
  if (event._tag !== "RerollUsed") return Result.map(swing(ctx, state, asRolled, step.rolled!), (handled) => ({ ...handled, consumed: false }))
  const who = nameOf(ctx, step.player)
  if (ctx.match.teamIndex.get(event.team) !== state.players[playerIndex(ctx, step.player)]!.team) return violation(ctx, "re-roll", `only ${who}'s own team can re-roll his Ball & Chain direction`)
  if (event.source !== "skill" || (event.skill ?? "").toLowerCase() !== WHIRLING_DERVISH.toLowerCase()) {
    return violation(ctx, "re-roll", `only Whirling Dervish re-rolls ${who}'s Ball & Chain direction`)
  }
  return consumed(updateTop(state, { ...asRolled, rerolled: true }))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    dervishChoice: typeof dervishChoice
    dervishOffer: typeof dervishOffer
    dervishOffered: typeof dervishOffered
  }
}

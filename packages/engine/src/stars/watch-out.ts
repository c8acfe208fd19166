import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import { type Ctx, nameOf, note, playerIndex, setPlayer } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * Watch Out! (Withergrasp Doubledrool): the first time each half an opponent blocks him, he counts
 * as having Dodge — a Defender Stumbles only pushes him, unless the attacker has Tackle. FFB
 * (christerk/ffb `WatchOut`: `ignoresDefenderStumblesResultForFirstBlock`, once a half;
 * `StepBlockChoice` treats it as Dodge, Tackle cancelling it; `StepEndBlocking` spends it after
 * any block against him, whatever the result). No choice, so nothing in the log. FFB spends it
 * after the first block; the BB2020 text (BBBase's Withergrasp Doubledrool page) gives it for the
 * first Block action that targets him, so here a Frenzy second block of that same action keeps it:
 * the block marks `Watch Out! (<attacker id>)` on him, which his team's next turn (or the next
 * drive) clears.
 */
export const WATCH_OUT = "Watch Out!"

const period = (state: MatchState) => `half ${state.half}`
const mark = (attacker: string) => `${WATCH_OUT} (${attacker})`

/**
 * An opponent's block on him begins: the first this half spends the rule for this action's blocks.
 * Any later action's first block (`second` false: not Frenzy's) ends it, even by the same attacker
 * (Fury of the Blood God's second Block action).
 */
export const watchOutTargeted = (ctx: Ctx, state: MatchState, attacker: string, defender: string, second = false): MatchState => {
  const d = playerIndex(ctx, defender)
  const target = state.players[d]!
  if (!hasSkill(ctx.match, state, d, WATCH_OUT) || !opposed(ctx.variant, state.players[playerIndex(ctx, attacker)]!.team, target.team)) return state
  if (specialRuleUsed(ctx, state, defender, WATCH_OUT, period(state))) {
    return second || !target.used.includes(mark(attacker)) ? state : setPlayer(state, d, { used: target.used.filter((use) => use !== mark(attacker)) })
  }
  note(ctx, `${nameOf(ctx, defender)}'s Watch Out!: the first block on him this half, he counts as having Dodge`)
  return setPlayer(markSpecialRuleUsed(ctx, state, defender, WATCH_OUT, period(state)), d, { used: [...target.used, mark(attacker)] })
}

/** Whether the defender counts as having Dodge against this attacker's block (Watch Out!). */
export const watchOutDodge = (ctx: Ctx, state: MatchState, attacker: string, defender: string): boolean =>
  state.players[playerIndex(ctx, defender)]!.used.includes(mark(attacker))

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    watchOutDodge: typeof watchOutDodge
    watchOutTargeted: typeof watchOutTargeted
  }
}

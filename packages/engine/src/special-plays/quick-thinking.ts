import { isObstacle } from "../model/features.js"
import { isAdjacent, squareName } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { consumed, done, nameOf, note, passOn, playerIndex, playerOn, pop, schedule, type StepHandler, teamOf, updateTop, violation } from "../core/context.js"
import { freeStep } from "../skills/on-the-ball.js"
import { isRooted } from "../skills/take-root.js"
import type { CardPlay } from "./helpers.js"
import { withState } from "../model/state.js"

/**
 * Quick Thinking (Heroic Feats), played during one of the team's Pass actions once the target is
 * declared (`PassAimed`), before the passing test: one Standing player of the team (`player`) may
 * move up to three squares, even if already activated this turn — up to three `PlayerMoved`, any
 * other event ending the move — by the normal movement rules, as On the Ball's move is
 * (skills/on-the-ball.ts `freeStep`: a dodge out of a marked square). If they Fall Over, it is a
 * Turnover: the turn ends there, and the pass is not thrown.
 * Facts: BBBase special_plays_card_pack.md. Our readings: the passer is not the one to move (the
 * range is measured from where they stand); no Rush is needed, the three squares being the card's;
 * one square at a time, no Jump; the card's window comes after an opposing On the Ball move.
 */
export interface QuickThinkingStep {
  readonly _tag: "QuickThinking"
  readonly team: number
  readonly mover: string
  readonly moved: number
}

/** The passer of the Pass action under way: the player whose pass is waiting for its test. */
const passer = (state: MatchState): string | undefined => {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const step = state.stack[i]!
    if (step._tag === "PassRoll") return step.passer
  }
  return undefined
}

export const playQuickThinking: CardPlay = (ctx, state, team, event) => {
  const thrower = passer(state)
  if (thrower === undefined) return violation(ctx, "Quick Thinking", "Quick Thinking is played during a Pass action, before the passing test")
  const index = event.player === undefined ? undefined : ctx.match.playerIndex.get(event.player)
  const player = index === undefined ? undefined : state.players[index]
  if (player === undefined || player.team !== team || player.at === null || player.posture !== "standing") {
    return violation(ctx, "Quick Thinking", `Quick Thinking is played on a Standing player of ${teamOf(ctx, team).name} on the pitch`)
  }
  if (player.id === thrower) return violation(ctx, "Quick Thinking", `${nameOf(ctx, player.id)} is the passer; another player of the team moves`)
  if (isRooted(player)) return violation(ctx, "Quick Thinking", `${nameOf(ctx, player.id)} has taken root and cannot move`)
  note(ctx, `${teamOf(ctx, team).name} play Quick Thinking: ${nameOf(ctx, player.id)} may move up to three squares before the pass`)
  return done(schedule(state, { _tag: "QuickThinking", team, mover: player.id, moved: 0 }))
}

export const quickThinkingHandler: StepHandler<QuickThinkingStep> = {
  auto: (ctx, state, step) => {
    // A fall is a turnover: the turn ends before the pass is thrown (everything over the activation goes).
    if (state.turnover !== null) {
      let at = state.stack.length - 1
      while (at >= 0 && state.stack[at]!._tag !== "Activation") at--
      note(ctx, `Quick Thinking: ${nameOf(ctx, step.mover)} fell: a turnover, and the pass is not thrown`)
      return done(withState(state, { stack: state.stack.slice(0, at + 1) }))
    }
    const mover = state.players[playerIndex(ctx, step.mover)]!
    return step.moved >= 3 || mover.at === null || mover.posture !== "standing" ? done(pop(state)) : undefined
  },
  expects: (step) => ({ kind: "decision", team: step.team, events: ["PlayerMoved"], about: `${step.mover} moves by Quick Thinking (${step.moved} of 3 squares)` }),
  on: (ctx, state, step, event) => {
    if (event._tag !== "PlayerMoved" || event.player !== step.mover) return passOn(pop(state))
    const player = state.players[playerIndex(ctx, step.mover)]!
    const to = event.to
    if (event.jump === true || !isAdjacent(player.at!, to)) return violation(ctx, "Quick Thinking", `${nameOf(ctx, step.mover)} moves one square at a time`)
    if (!ctx.variant.pitch.contains(to) || isObstacle(ctx.variant.pitch, to) || playerOn(state, to) !== undefined) return violation(ctx, "Quick Thinking", `${squareName(to)} is not a free square on the pitch`)
    return consumed(freeStep(ctx, state, updateTop(state, { ...step, moved: step.moved + 1 }), step.mover, to, "Dodge (Quick Thinking)"))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "special-plays/quick-thinking": QuickThinkingStep
  }
}

import { hasSkill } from "../model/match.js"
import { barricadeBetween } from "../model/features.js"
import { isAdjacent, type Square, squareName } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import { consumed, type Ctx, freeSquaresNextTo, nameOf, note, passOn, playerIndex, replaceTop, type StepHandler, violation } from "../core/context.js"
import { isRooted } from "./take-root.js"

/**
 * Hit and Run (a trait of later BB2020 rosters): once the block of a Block action is over (or the
 * Blitz's, or the second of a Frenzy), a player still Standing may move one free square — no
 * dodge, no Rush, no square of his MA — ending neither Marked by nor Marking any opponent, that
 * is with no opponent next to him at all (standing or down: a Standing player marks a prone one).
 * FFB (`HitAndRun`, `canMoveAfterBlock`, asked in the bb2020 `StepEndBlocking`, moved in
 * `StepHitAndRun`) offers it after any block but a Stab, Chainsaw, Projectile Vomit or Breathe
 * Fire, not to a rooted player nor after a turnover, and only onto such a square; we do the same.
 *
 * In the log: the `HitAndRun` step waits for `SkillUsed` `{ player, skill: "Hit and Run", at }`;
 * `SkillDeclined`, or any other event, lets it go. The player then arrives in the square as a
 * moving player does (a loose ball there is picked up, a touchdown scores, a trapdoor opens).
 * Multiple Block's two blocks do not offer it between them, and our engine does not after them
 * either (FFB's end of each block would; no roster has both).
 */
export const HIT_AND_RUN = "Hit and Run"

export interface HitAndRunStep {
  readonly _tag: "HitAndRun"
  readonly player: string
}

/** The squares the free move may end on. */
export const hitAndRunSquares = (ctx: Ctx, state: MatchState, player: string): Array<Square> => {
  const me = state.players[playerIndex(ctx, player)]!
  if (me.at === null) return []
  const opponentNext = (square: Square) => state.players.some((p) => p.at !== null && p.id !== me.id && opposed(ctx.variant, p.team, me.team) && isAdjacent(p.at, square))
  return freeSquaresNextTo(ctx, state, me.at).filter((square) => !barricadeBetween(ctx.variant.pitch, me.at!, square) && !opponentNext(square))
}

/** After the action's last block: the offer, if the attacker has the trait, still stands, is not rooted, no turnover happened, and a square will do. */
export const hitAndRunAfterBlock = (ctx: Ctx, state: MatchState, attacker: string): ReadonlyArray<HitAndRunStep> => {
  const index = playerIndex(ctx, attacker)
  const me = state.players[index]!
  if (state.turnover !== null || me.at === null || me.posture !== "standing" || isRooted(me) || !hasSkill(ctx.match, state, index, HIT_AND_RUN)) return []
  return hitAndRunSquares(ctx, state, attacker).length > 0 ? [{ _tag: "HitAndRun", player: attacker }] : []
}

export const hitAndRunHandler: StepHandler<HitAndRunStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.player)!]!.team,
    events: ["SkillUsed", "SkillDeclined"],
    about: `use ${HIT_AND_RUN} (a free square away from every opponent)?`
  }),
  on: (ctx, state, step, event) => {
    const mine = (event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.skill.toLowerCase() === HIT_AND_RUN.toLowerCase()
    if (!mine) return passOn(replaceTop(state))
    if (event.player !== step.player) return violation(ctx, HIT_AND_RUN, `${nameOf(ctx, event.player)} cannot use ${HIT_AND_RUN} after ${nameOf(ctx, step.player)}'s block`)
    if (event._tag === "SkillDeclined") return consumed(replaceTop(state))
    // Checked again now: a Putrid Regurgitation offered first may have left him down.
    if (hitAndRunAfterBlock(ctx, state, step.player).length === 0) return violation(ctx, HIT_AND_RUN, `${nameOf(ctx, step.player)} can no longer use ${HIT_AND_RUN}`)
    const to = event.at
    if (to === undefined) return violation(ctx, HIT_AND_RUN, `${HIT_AND_RUN} names the square moved to (at)`)
    if (!hitAndRunSquares(ctx, state, step.player).some((square) => square[0] === to[0] && square[1] === to[1])) {
      return violation(ctx, HIT_AND_RUN, `${squareName(to)} is not a free square next to ${nameOf(ctx, step.player)} away from every opponent`)
    }
    note(ctx, `${nameOf(ctx, step.player)} uses ${HIT_AND_RUN}: a free move to ${squareName(to)}`)
    return consumed(replaceTop(state, { _tag: "Arrive", player: step.player, to }))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/hit-and-run": HitAndRunStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    hitAndRunAfterBlock: typeof hitAndRunAfterBlock
  }
}

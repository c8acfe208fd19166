import { holdsBall, looseBallOn, withBallOf, withBallOn } from "../model/balls.js"
import { hasSkill } from "../model/match.js"
import { sameSquare, type Square, squareName } from "../model/square.js"
import { type MatchState, withState, ballMovedTo } from "../model/state.js"
import type { BlockStartStep } from "../core/block.js"
import { consumed, type Ctx, freeSquaresNextTo, nameOf, note, passOn, playerIndex, replaceTop, setPlayer, type StepHandler, violation } from "../core/context.js"
import type { Step } from "../model/step.js"

/**
 * Trickster (a trait of later BB2020 rosters): as an opponent is about to block the player, before
 * the dice are counted, the player's coach may take them off the pitch and set them on any free
 * square next to the blocker; the block then goes on from there (its assists, its push). Not
 * against a Ball & Chain player's block. FFB (`Trickster`, `canMoveBeforeBeingBlocked`, the bb2020
 * `StepTrickster`) asks after Dauntless and before the dice, only while the player has their
 * tackle zones; a ball they hold goes with them, and one lying loose on the square they are set on
 * bounces — we do the same.
 *
 * In the log: the `Trickster` step waits for the defender's `SkillUsed` `{ player, skill:
 * "Trickster", at }`; `SkillDeclined`, or any other event (the block dice), lets the block go on
 * where they stand. Asked again for a Frenzy's second block. Not offered against a Multiple Block
 * (both blocks are counted at once) nor against the Special actions FFB also allows it against
 * (Stab, Chainsaw, Projectile Vomit, Breathe Fire): not folded here yet. A ball carrier who sets
 * themselves in the opposing end zone scores no touchdown (the rule says so; FFB has no such
 * check): they carry a mark in `used`, which the end of the turn's touchdown check passes over and
 * the start of their own team turn clears.
 */
export const TRICKSTER = "Trickster"

/** The mark of a ball carrier set in the opposing end zone by Trickster: no touchdown for it. */
export const TRICKSTER_NO_TOUCHDOWN = "trickster: no touchdown"

export interface TricksterStep {
  readonly _tag: "Trickster"
  readonly block: BlockStartStep
}

/** The free squares next to the blocker the defender may be set on. */
export const tricksterSquares = (ctx: Ctx, state: MatchState, attacker: string): Array<Square> => {
  const at = state.players[playerIndex(ctx, attacker)]!.at
  return at === null ? [] : freeSquaresNextTo(ctx, state, at)
}

/** Before a block's dice: the defender's offer, if they have the trait and may use it. */
export const tricksterOffer = (ctx: Ctx, state: MatchState, block: BlockStartStep): TricksterStep | null => {
  if (block.tricksterAsked === true) return null
  const d = playerIndex(ctx, block.defender)
  const defender = state.players[d]!
  if (defender.at === null || defender.posture !== "standing" || defender.lostTackleZones || !hasSkill(ctx.match, state, d, TRICKSTER)) return null
  if (hasSkill(ctx.match, state, playerIndex(ctx, block.attacker), "Ball & Chain")) return null
  return tricksterSquares(ctx, state, block.attacker).length > 0 ? { _tag: "Trickster", block } : null
}

export const tricksterHandler: StepHandler<TricksterStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.block.defender)!]!.team,
    events: ["SkillUsed", "SkillDeclined"],
    about: `use ${TRICKSTER} (be set on another square next to the blocker)?`
  }),
  on: (ctx, state, step, event) => {
    const block: BlockStartStep = { ...step.block, tricksterAsked: true }
    const mine = (event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.skill.toLowerCase() === TRICKSTER.toLowerCase()
    if (!mine) return passOn(replaceTop(state, block))
    const who = step.block.defender
    if (event.player !== who) return violation(ctx, TRICKSTER, `${nameOf(ctx, event.player)} is not the player being blocked; ${nameOf(ctx, who)} is`)
    if (event._tag === "SkillDeclined") return consumed(replaceTop(state, block))
    const to = event.at
    if (to === undefined) return violation(ctx, TRICKSTER, `${TRICKSTER} names the square the player is set on (at)`)
    if (!tricksterSquares(ctx, state, step.block.attacker).some((square) => sameSquare(square, to))) {
      return violation(ctx, TRICKSTER, `${squareName(to)} is not a free square next to ${nameOf(ctx, step.block.attacker)}`)
    }
    note(ctx, `${nameOf(ctx, who)} uses ${TRICKSTER}: set on ${squareName(to)} before the block`)
    const carrying = holdsBall(state, who)
    const index = playerIndex(ctx, who)
    const me = state.players[index]!
    const inEndZone = carrying && state.teams.some((_, team) => team !== me.team && ctx.variant.pitch.isEndZoneOf(team, to))
    let next = withBallOf(setPlayer(state, index, { at: to, ...(inEndZone ? { used: [...me.used, TRICKSTER_NO_TOUCHDOWN] } : {}) }), who)
    if (carrying) next = withState(next, { ball: ballMovedTo(next.ball, to) })
    // Set on a loose ball (not moving onto it): it bounces, as FFB scatters it.
    const bounce: ReadonlyArray<Step> = !carrying && looseBallOn(next, to) ? [{ _tag: "Bounce", from: to, context: { kickOff: false }, more: ctx.variant.bounces - 1 }] : []
    if (bounce.length > 0) next = withBallOn(next, to)
    return consumed(replaceTop(next, ...bounce, block))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/trickster": TricksterStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    TRICKSTER_NO_TOUCHDOWN: typeof TRICKSTER_NO_TOUCHDOWN
    tricksterOffer: typeof tricksterOffer
  }
}

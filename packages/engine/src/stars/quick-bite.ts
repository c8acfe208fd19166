import { holdsBall, withBallOf } from "../model/balls.js"
import { hasSkill, mayHaveSkill } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import { type MatchState, withStack, withState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import { consumed, type Ctx, done, nameOf, note, passOn, playerIndex, propagate, replaceTop, setPlayer, type StepHandler, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import type { Step } from "../model/step.js"
import { exertsTackleZone } from "../core/tackle-zones.js"
import { uprooted } from "../skills/take-root.js"
import { unmodifiedArmour } from "../core/unmodified-armour.js"

/**
 * Quick Bite (Guffle Pussmaw): once a game, when an opponent he is marking catches the ball, he
 * may make an unmodified Armour roll against the catcher (and an Injury roll if it breaks); armour
 * broken, Guffle takes the ball, and using the rule causes no turnover (BBBase's Guffle page).
 * Facts from FFB (christerk/ffb `QuickBite`: `canAttackOpponentForBallAfterCatch`, once a game;
 * `StepCatchScatterThrowIn` starts `StepQuickBite` once a catch has settled the ball in a player's
 * hands; `InjuryTypeQuickBite`): offered after any catch (a pass, a hand-off, a bounce, a
 * throw-in, a Diving Catch, a Gutter Bowl ricochet), not after a pick-up or an interception; Guffle
 * must be standing next to the catcher with his tackle zone. Armour that holds leaves the catcher standing with the ball;
 * broken, the catcher is Placed Prone (an unmodified Injury roll follows) and the ball goes into
 * Guffle's hands in his square. No turnover either way: a pass or hand-off of the moving team
 * whose catcher is bitten ends without its possession check (FFB's `StepEndPassing` counts the
 * catcher; its `REVERT_END_TURN` when Guffle's own side is moving keeps theirs too, as our check
 * does with Guffle holding the ball).
 *
 * In the log, after the catch roll: `SkillUsed` `{ player: <Guffle>, skill: "Quick Bite" }`, then
 * the 2D6 `armour` roll of the catcher (and `injury`). `SkillDeclined`, or any other event, lets
 * the catch stand. On the catch of a kick-off (FFB `StepQuickBite`, TurnMode.KICKOFF): broken,
 * the ball goes to Guffle's square, and if that square is outside the receiving team's half it is
 * a touchback (the receivers give it to one of theirs, as for any kick-off); inside, Guffle keeps
 * it. A variant with its own kick rules (Gutter Bowl) judges the square as its kick-off does.
 */
export const QUICK_BITE = "Quick Bite"

export interface QuickBiteStep {
  readonly _tag: "QuickBite"
  readonly catcher: string
  /** "offer": the coach of the biters may use it; "armour": the armour roll against the catcher. */
  readonly stage: "offer" | "armour"
  /** Who bites, once chosen. */
  readonly biter: string | null
}

/** The players who may bite the catcher now: opponents with the rule unused, standing next to him with their tackle zone. */
export const biters = (ctx: Ctx, state: MatchState, catcher: string): ReadonlyArray<string> => {
  const them = state.players[playerIndex(ctx, catcher)]!
  if (them.at === null || !holdsBall(state, catcher)) return []
  return state.players
    .filter((p, i) => opposed(ctx.variant, p.team, them.team) && p.at !== null && exertsTackleZone(p) && isAdjacent(p.at, them.at!) &&
      hasSkill(ctx.match, state, i, QUICK_BITE) && !specialRuleUsed(ctx, state, p.id, QUICK_BITE))
    .map((p) => p.id)
}

/** After a catch: the offer, where some player of the match has the rule, printed or gained (nothing is pending otherwise). */
export const quickBiteAfterCatch = (ctx: Ctx, state: MatchState, catcher: string): ReadonlyArray<Step> =>
  mayHaveSkill(ctx.match, state, QUICK_BITE) ? [{ _tag: "QuickBite", catcher, stage: "offer", biter: null }] : []

/** A bitten catcher of the moving team: the pass or hand-off ends without its possession check (no turnover). */
const noPossessionCheck = (state: MatchState, catcherTeam: number): MatchState => {
  if (state.activeTeam !== catcherTeam) return state
  let at = state.stack.length - 1
  while (at >= 0 && state.stack[at]!._tag !== "PassEnd" && state.stack[at]!._tag !== "HandOffEnd") at--
  return at < 0 ? state : withStack(state, [...state.stack.slice(0, at), ...state.stack.slice(at + 1)])
}

export const quickBiteHandler: StepHandler<QuickBiteStep> = {
  expects: (step) => step.stage === "offer"
    ? {
      kind: "decision",
      // The biters' team (with more than two teams, whichever has one next to the catcher).
      team: null,
      events: ["SkillUsed", "SkillDeclined"],
      about: `use Quick Bite on ${step.catcher} (an armour roll; broken, the ball is his)?`
    }
    : { kind: "roll", die: "2d6", for: "armour", player: step.catcher },
  auto: (ctx, state, step) => (step.stage === "offer" && biters(ctx, state, step.catcher).length === 0 ? done(replaceTop(state)) : undefined),
  on: (ctx, state, step, event) => {
    if (step.stage === "offer") {
      const mine = (event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.skill.toLowerCase() === QUICK_BITE.toLowerCase()
      if (!mine) return passOn(replaceTop(state))
      if (!biters(ctx, state, step.catcher).includes(event.player)) {
        return violation(ctx, QUICK_BITE, `${nameOf(ctx, event.player)} cannot use Quick Bite on ${nameOf(ctx, step.catcher)}: only an opponent with it unused, standing next to the catcher with his tackle zone, can`)
      }
      if (event._tag === "SkillDeclined") return consumed(replaceTop(state))
      note(ctx, `special rule: Quick Bite (once a game): ${nameOf(ctx, event.player)} bites ${nameOf(ctx, step.catcher)}, who caught the ball`)
      return consumed(replaceTop(markSpecialRuleUsed(ctx, state, event.player, QUICK_BITE), { ...step, stage: "armour", biter: event.player }))
    }
    const broken = unmodifiedArmour(ctx, state, event, step.catcher, "special rule: Quick Bite: no modifier applies")
    if (broken._tag === "Failure") return propagate(broken)
    if (!broken.success) return consumed(replaceTop(state))
    // Armour broken: the catcher is Placed Prone and the ball is the biter's.
    const index = playerIndex(ctx, step.catcher)
    const catcher = state.players[index]!
    const biter = state.players[playerIndex(ctx, step.biter!)]!
    // On a kick-off, the ball outside the receiving team's half is a touchback (FFB StepQuickBite).
    const touchback = state.phase === "kick-off" && ctx.variant.kickRules === undefined && !ctx.variant.pitch.isOwnHalf(catcher.team, biter.at!)
    note(ctx, touchback
      ? `special rule: Quick Bite: ${nameOf(ctx, step.catcher)} is Placed Prone; ${nameOf(ctx, biter.id)} takes the ball outside the receiving half: touchback`
      : `special rule: Quick Bite: ${nameOf(ctx, step.catcher)} is Placed Prone and ${nameOf(ctx, biter.id)} takes the ball`)
    ctx.outcomes.push({ _tag: "KnockedDown", player: step.catcher, at: catcher.at, cause: "other" })
    const ball = touchback ? { at: null, carrier: null, inPlay: false } : { at: biter.at, carrier: biter.id, inPlay: true }
    const next = withState(withBallOf(setPlayer(state, index, { posture: "prone", used: uprooted(catcher) }), step.catcher), { ball })
    return consumed(replaceTop(noPossessionCheck(next, catcher.team), { _tag: "Injury", player: step.catcher, cause: "other", by: biter.id, modifiers: [] }))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stars/quick-bite": QuickBiteStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    quickBiteAfterCatch: typeof quickBiteAfterCatch
  }
}

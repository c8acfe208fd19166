import { holdsBall, withBallOf } from "../model/balls.js"
import type { Action, MatchEvent } from "@sidelines/schema"
import { characteristic, hasSkill, skillValue, spelled } from "../model/match.js"
import { skillNumber } from "../model/skills.js"
import { isAdjacent } from "../model/square.js"
import { type MatchState, type PlayerState, withState } from "../model/state.js"
import { type ActivationStep, withActivation } from "../core/activation.js"
import { consumed, type Ctx, done, type Fold, type Handled, nameOf, note, playerIndex, replaceTop, schedule, setPlayer, type StepHandler, teamOf, updateTop, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import { droppedBall } from "./safe-pair-of-hands.js"
import type { Step } from "../model/step.js"
import { testStep } from "../core/test-roll.js"
import { turnoverStep } from "../core/turnover.js"

/**
 * Bloodlust (X+), the BB2020 Vampire trait. As the player is activated — Prone or without tackle
 * zones too — once the action is declared: a D6 (`bloodlust`), +1 when the action is a Block or a
 * Blitz (and, as FFB's BloodLustBehaviour counts them, a Multiple Block or a Special action made
 * instead of a Block). X+ passes; below X, or a natural 1, fails (a team re-roll may be used).
 *
 * On a failure the player goes on (their coach may switch the declared action to a Move: a
 * `SkillUsed` Bloodlust before anything is done; a once-a-turn action stays spent), and when the
 * activation ends, if still Standing, bites an adjacent Thrall Lineman team-mate of any posture
 * (`PlayerChosen`, `bloodlust`): an injury roll on the Thrall, a casualty counting as Badly Hurt, a
 * turnover only if he held the ball. Not biting (`SkillDeclined` Bloodlust, nobody to bite, or the
 * Vampire is down) is a turnover: the Vampire loses his tackle zone until next activated and
 * drops the ball. BB2020 has no "go to the reserves" (that was the 2016 rule, FFB bb2016).
 *
 * Sources: BBBase skills_and_traits.md "Bloodlust (X+)" and the Spike! 16 FAQ (a Prone Vampire
 * cannot bite); FFB skillbehaviour/bb2020/BloodLustBehaviour and step/bb2020/shared/StepInitFeeding.
 *
 * A thirsty player who wants to Pass, Hand-off or score must bite first: the coach may bite at any
 * moment of the activation (the same `PlayerChosen`, `bloodlust`), and the activation goes on. A
 * thirsty ball carrier in the opposing End Zone does not score (FFB UtilServerSteps.checkTouchdown
 * skips an acting player suffering Bloodlust); once they have bitten, still Standing there with the
 * ball, they score. A thirsty Pass or Hand-off without a bite first is a rule violation (FFB's
 * StepInitPassing ends such a pass at once; BB2020 asks for the bite before it).
 */

export const BLOODLUST = "Bloodlust"
// Spelled once: asked on nearly every event (model/match.ts `spelled`).
const BLOODLUST_SPELLED = spelled(BLOODLUST)
/** The PlayerChosen `for` naming the bitten player. */
export const BLOODLUST_PURPOSE = "bloodlust"
/** The mark (in `used`) of a player who failed the roll and has not bitten yet. */
export const THIRSTY = "bloodlust-thirsty"
/** Karina von Riesz: once a game, bite an opponent (ST 3 or less, not a star) instead of a Thrall. */
export const TASTY_MORSEL = "Tasty Morsel"

/** Actions that earn the +1 (BB2020: Block and Blitz; FFB adds Multiple Block and Special actions made instead of a Block). */
const BLOCKING: ReadonlySet<Action> = new Set(["block", "blitz", "multiple-block", "stab", "chainsaw", "projectile-vomit", "breathe-fire"])

export interface BloodlustThirstStep {
  readonly _tag: "BloodlustThirst"
  readonly player: string
}

export interface BloodlustBiteStep {
  readonly _tag: "BloodlustBite"
  readonly player: string
}

/** The D6 due as a player with Bloodlust is activated for this action; none without the trait. */
export const bloodlustCheck = (ctx: Ctx, state: MatchState, player: string, action: Action): ReadonlyArray<Step> => {
  const index = playerIndex(ctx, player)
  if (!hasSkill(ctx.match, state, index, BLOODLUST_SPELLED)) return []
  return [testStep({
    test: "bloodlust",
    rule: BLOODLUST,
    player,
    target: skillNumber(skillValue(ctx.match, state, index, BLOODLUST), 2),
    modifiers: BLOCKING.has(action) ? [{ value: 1, source: `${action.replaceAll("-", " ")} declared` }] : [],
    skillReroll: null,
    teamReroll: true,
    onSuccess: [],
    onFailure: [{ _tag: "BloodlustThirst", player }]
  })]
}

export const isThirsty = (ctx: Ctx, state: MatchState, player: string): boolean =>
  state.players[playerIndex(ctx, player)]!.used.includes(THIRSTY)

const isThrall = (ctx: Ctx, player: string): boolean => /thrall/i.test(ctx.match.roster[playerIndex(ctx, player)]!.position)

/** Whom the Vampire may bite now: adjacent Thrall team-mates, and with an unused Tasty Morsel an adjacent opponent of ST 3 or less who is not a star. */
export const biteVictims = (ctx: Ctx, state: MatchState, player: string): ReadonlyArray<PlayerState> => {
  const index = playerIndex(ctx, player)
  const me = state.players[index]!
  // The Spike! 16 FAQ: only a Standing Vampire bites (FFB: one with tackle zones).
  if (me.at === null || me.posture !== "standing") return []
  const morsel = hasSkill(ctx.match, state, index, TASTY_MORSEL) && !specialRuleUsed(ctx, state, player, TASTY_MORSEL)
  return state.players.filter((other) => {
    if (other.id === me.id || other.at === null || !isAdjacent(other.at, me.at!)) return false
    if (other.team === me.team) return isThrall(ctx, other.id)
    const i = playerIndex(ctx, other.id)
    return morsel && characteristic(ctx.match, state, i, "st") <= 3 && ctx.match.roster[i]!.hired !== "star-player"
  })
}

export const bloodlustThirstHandler: StepHandler<BloodlustThirstStep> = {
  expects: () => ({ kind: "nothing", about: "the Vampire thirsts" }),
  auto: (ctx, state, step) => {
    const index = playerIndex(ctx, step.player)
    note(ctx, `Bloodlust: ${nameOf(ctx, step.player)} must bite a Thrall at the end of the activation (or may switch to a Move: SkillUsed Bloodlust)`)
    return done(replaceTop(setPlayer(state, index, { used: [...state.players[index]!.used, THIRSTY] })))
  }
}

/** Whether the activation of `player`, ending now, is followed by the bite. */
export const biteDue = (ctx: Ctx, state: MatchState, player: string): boolean => isThirsty(ctx, state, player)

const sated = (ctx: Ctx, state: MatchState, player: string): MatchState => {
  const index = playerIndex(ctx, player)
  return setPlayer(state, index, { used: state.players[index]!.used.filter((u) => u !== THIRSTY) })
}

/** No bite: a turnover, no tackle zone until next activated, and the ball (if held) bounces. */
const unfed = (ctx: Ctx, state: MatchState, player: string, why: string): MatchState => {
  const index = playerIndex(ctx, player)
  const me = state.players[index]!
  note(ctx, `Bloodlust: ${nameOf(ctx, player)} ${why}; a turnover, and no tackle zone until next activated`)
  const held = holdsBall(state, player) && me.at !== null
  let next = withBallOf(setPlayer(sated(ctx, state, player), index, { lostTackleZones: me.at !== null }), player)
  if (held) next = withState(next, { ball: { at: me.at, carrier: null, inPlay: true } })
  const steps: Array<Step> = []
  if (state.turnover === null) steps.push(turnoverStep("bloodlust", me.team, player))
  if (held) steps.push(droppedBall(ctx, next, player, me.at!, "placed-prone"))
  return replaceTop(next, ...steps)
}

/** The bite: the Vampire is sated; the steps that follow (the Thrall's injury, a dropped ball, then whether the Vampire scores now). */
const bite = (ctx: Ctx, state: MatchState, player: string, victim: PlayerState): { readonly state: MatchState; readonly steps: ReadonlyArray<Step> } => {
  const me = state.players[playerIndex(ctx, player)]!
  const opponent = victim.team !== me.team
  const fed = withBallOf(opponent ? markSpecialRuleUsed(ctx, sated(ctx, state, player), player, TASTY_MORSEL) : sated(ctx, state, player), victim.id)
  const held = holdsBall(state, victim.id)
  note(ctx, `${opponent ? "Tasty Morsel" : "Bloodlust"}: ${nameOf(ctx, player)} bites ${nameOf(ctx, victim.id)}${held && !opponent ? ", who had the ball: a turnover" : ""}`)
  const next = held ? withState(fed, { ball: { at: victim.at, carrier: null, inPlay: true } }) : fed
  const steps: Array<Step> = []
  // FFB StepInitFeeding: only a bitten team-mate with the ball ends the turn (not a Tasty Morsel opponent).
  if (held && !opponent && state.turnover === null) steps.push(turnoverStep("ball-carrier-down", me.team, victim.id))
  steps.push({ _tag: "Injury", player: victim.id, cause: "bite", by: player, modifiers: [], casualtyAsBadlyHurt: true })
  // Bitten, he is at least Stunned (placed Prone): a ball he held bounces.
  if (held) steps.push(droppedBall(ctx, next, victim.id, victim.at!, "bite"))
  // Sated, a Vampire standing in the opposing End Zone with the ball scores now.
  steps.push({ _tag: "CheckScore", player })
  return { state: next, steps }
}

export const bloodlustBiteHandler: StepHandler<BloodlustBiteStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.player)!]!.team,
    events: ["PlayerChosen", "SkillDeclined"],
    about: `${step.player} must bite: choose an adjacent Thrall (PlayerChosen, bloodlust) or decline (a turnover)`
  }),
  auto: (ctx, state, step) => {
    if (biteVictims(ctx, state, step.player).length > 0) return undefined
    const me = state.players[playerIndex(ctx, step.player)]!
    return done(unfed(ctx, state, step.player, me.at === null || me.posture !== "standing" ? "is not Standing and cannot bite" : "has nobody to bite"))
  },
  on: (ctx, state, step, event) => {
    const who = nameOf(ctx, step.player)
    const me = state.players[playerIndex(ctx, step.player)]!
    if (event._tag === "SkillDeclined" && event.player === step.player && event.skill.toLowerCase() === BLOODLUST.toLowerCase()) {
      return consumed(unfed(ctx, state, step.player, "does not bite"))
    }
    if (event._tag !== "PlayerChosen" || event.for !== BLOODLUST_PURPOSE) {
      return violation(ctx, BLOODLUST, `${who} failed Bloodlust: the activation ends with the bite (PlayerChosen, bloodlust) or SkillDeclined Bloodlust, not ${event._tag}`)
    }
    if (ctx.match.teamIndex.get(event.team) !== me.team) return violation(ctx, BLOODLUST, `${teamOf(ctx, me.team).name}' coach chooses whom ${who} bites`)
    const victim = biteVictims(ctx, state, step.player).find((p) => p.id === event.player)
    if (victim === undefined) {
      return violation(ctx, BLOODLUST, `${nameOf(ctx, event.player)} cannot be bitten by ${who}: only an adjacent Thrall team-mate (or, with an unused Tasty Morsel, an adjacent opponent of ST 3 or less who is not a star)`)
    }
    const bitten = bite(ctx, state, step.player, victim)
    return consumed(replaceTop(bitten.state, ...bitten.steps))
  }
}

/**
 * A bite in the middle of the activation (`PlayerChosen`, `bloodlust`, while thirsty), so that
 * the Vampire may then Pass, Hand-off or score; the activation goes on once it is resolved.
 */
export const biteDuringActivation = (ctx: Ctx, state: MatchState, step: ActivationStep, event: MatchEvent): Fold<Handled> | null => {
  if (event._tag !== "PlayerChosen" || event.for !== BLOODLUST_PURPOSE) return null
  const who = nameOf(ctx, step.player)
  if (!isThirsty(ctx, state, step.player)) return violation(ctx, BLOODLUST, `${who} has not failed a Bloodlust roll: there is no bite to make`)
  const me = state.players[playerIndex(ctx, step.player)]!
  if (ctx.match.teamIndex.get(event.team) !== me.team) return violation(ctx, BLOODLUST, `${teamOf(ctx, me.team).name}' coach chooses whom ${who} bites`)
  const victim = biteVictims(ctx, state, step.player).find((p) => p.id === event.player)
  if (victim === undefined) {
    return violation(ctx, BLOODLUST, `${nameOf(ctx, event.player)} cannot be bitten by ${who} now: only an adjacent Thrall team-mate (or, with an unused Tasty Morsel, an adjacent opponent of ST 3 or less who is not a star), by a Standing Vampire`)
  }
  const bitten = bite(ctx, state, step.player, victim)
  return consumed(schedule(bitten.state, ...bitten.steps))
}

/** A thirsty player's coach switches the declared action to a Move, before anything is done (SkillUsed Bloodlust). */
export const switchToMove = (ctx: Ctx, state: MatchState, step: ActivationStep, event: MatchEvent): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event._tag !== "SkillUsed" || event.player !== step.player) return violation(ctx, BLOODLUST, `only ${who} may switch their own action`)
  if (!isThirsty(ctx, state, step.player)) return violation(ctx, BLOODLUST, `${who} has not failed a Bloodlust roll: the action cannot be switched to a Move`)
  if (step.acted || step.moved > 0 || step.action === "move") return violation(ctx, BLOODLUST, `${who} may switch to a Move only before doing anything else of the ${step.action} action`)
  note(ctx, `Bloodlust: ${who}'s ${step.action} action becomes a Move action (a once-a-turn action stays spent)`)
  return consumed(updateTop(state, withActivation(step, { action: "move", target: null })))
}

/** A thirsty player's Pass or Hand-off needs a bite first (PlayerChosen, bloodlust): without it, a rule violation. */
export const thirstyPassRefused = (ctx: Ctx, state: MatchState, step: ActivationStep, event: MatchEvent): Fold<Handled> | null =>
  (event._tag === "PassAimed" || event._tag === "HandedOff") && isThirsty(ctx, state, step.player)
    ? violation(ctx, BLOODLUST, `${nameOf(ctx, step.player)} failed Bloodlust and must bite a Thrall (PlayerChosen, bloodlust) before a ${event._tag === "PassAimed" ? "Pass" : "Hand-off"}`)
    : null

/** A thirsty ball carrier does not score until they have bitten (FFB UtilServerSteps.checkTouchdown). */
export const thirstyCannotScore = (ctx: Ctx, state: MatchState, player: string): boolean => isThirsty(ctx, state, player)

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/bloodlust": BloodlustBiteStep | BloodlustThirstStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    BLOODLUST: typeof BLOODLUST
    THIRSTY: typeof THIRSTY
    biteDue: typeof biteDue
    biteDuringActivation: typeof biteDuringActivation
    bloodlustCheck: typeof bloodlustCheck
    switchToMove: typeof switchToMove
    thirstyCannotScore: typeof thirstyCannotScore
    thirstyPassRefused: typeof thirstyPassRefused
  }
}

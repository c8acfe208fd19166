import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import { distance } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { opposed, type VariantAction } from "../core/variant/variant.js"
import { type ActivationStep, withActivation } from "../core/activation.js"
import {
  consumed,
  type Ctx,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  note,
  passOn,
  playerIndex,
  propagate,
  replaceTop,
  schedule,
  type StepHandler,
  updateTop,
  violation
} from "../core/context.js"
import { knockDown } from "../core/knock-down.js"
import { isLordOfChaos } from "./lord-of-chaos.js"
import { spendTeamRerollFor, teamRerollUsable } from "../skills/leader.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import { throwRerollGate, type ThrowWords } from "../core/throw-reroll.js"

/**
 * Beer Barrel Bash! (Thorsson Stoutmead): once a drive, standing at the start of his activation,
 * he may take a Throw Keg Special action: he picks a standing opponent within three squares and
 * rolls a D6 — 3+ that player is Knocked Down (armour, injury; a ball they held bounces), 2 nothing
 * happens, 1 Thorsson is Knocked Down instead, a turnover. FFB (christerk/ffb `BeerBarrelBash`:
 * `canThrowKeg`, the THROW_KEG player action; the client's `ThrowKegLogicModule` takes a standing
 * opponent at most 3 squares away; the server's `StepThrowKeg` rolls a minimum of 3, offers a
 * re-roll of a failure, knocks down the target — or Thorsson on a 1, ending the turn — and
 * `StepEndThrowKeg` ends the action). BBBase (Thorsson_Stoutmead.md) says the same.
 *
 * In the log: `ActionDeclared` `{ action: "throw-keg" }`, then `SkillUsed` `{ player: Thorsson,
 * skill: "Beer Barrel Bash!", target: <opponent> }`, then a `d6` for `throw-keg` naming him (a team
 * re-roll of a failure as for any roll: `RerollUsed`, his Loner D6, the D6 again). He neither
 * moves nor stands up; the action ends with the throw. Spent as it is thrown, marked in
 * `specialRulesUsed` with the drive (`<id>:Beer Barrel Bash! (drive 2)`).
 */
export const BEER_BARREL_BASH = "Beer Barrel Bash!"
const RULE = "Throw Keg"

const period = (state: MatchState) => `drive ${state.drive}`

export const isBeerBarrelBash = (skill: string): boolean => skill.toLowerCase() === BEER_BARREL_BASH.toLowerCase()

/** The keg's D6 for `target`: rolled, possibly re-rolled (a team re-roll, with his Loner D6 first). */
export interface ThrowKegStep {
  readonly _tag: "ThrowKeg"
  readonly thrower: string
  readonly target: string
  readonly stage: "roll" | "offer" | "loner"
  readonly rerolled: boolean
  /** The failed die, while a re-roll is offered. */
  readonly face: number | null
}

const WORDS: ThrowWords = { theirs: "their keg throw", a: "a keg throw", noun: "keg throw" }

/** Why this player may not declare a Throw Keg now, or null. */
export const kegProblem = (ctx: Ctx, state: MatchState, id: string): string | null => {
  const index = playerIndex(ctx, id)
  const who = nameOf(ctx, id)
  if (!hasSkill(ctx.match, state, index, BEER_BARREL_BASH)) return `${who} does not have Beer Barrel Bash!`
  if (state.players[index]!.posture !== "standing") return `${who} must be standing at the start of his activation to throw a keg`
  if (specialRuleUsed(ctx, state, id, BEER_BARREL_BASH, period(state))) return `${who} has already thrown a keg this drive (once a drive)`
  return null
}

const throwKeg = (ctx: Ctx, state: MatchState, step: ActivationStep, event: MatchEvent): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event._tag !== "SkillUsed" || !isBeerBarrelBash(event.skill)) return violation(ctx, RULE, `a keg is thrown with SkillUsed Beer Barrel Bash! naming the target, not ${event._tag}`)
  if (event.player !== step.player) return violation(ctx, RULE, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  if (step.acted) return violation(ctx, RULE, `${who} has already thrown his keg`)
  if (event.target === undefined) return violation(ctx, RULE, "the keg's target is named (SkillUsed target)")
  const thrower = state.players[playerIndex(ctx, step.player)]!
  const target = state.players[playerIndex(ctx, event.target)]!
  if (thrower.at === null || thrower.posture !== "standing") return violation(ctx, RULE, `${who} must be standing to throw a keg`)
  if (!opposed(ctx.variant, thrower.team, target.team) || target.at === null || target.posture !== "standing") {
    return violation(ctx, RULE, `the keg's target must be a standing opponent on the pitch; ${nameOf(ctx, event.target)} is not`)
  }
  if (distance(thrower.at, target.at) > 3) return violation(ctx, RULE, `${nameOf(ctx, event.target)} is ${distance(thrower.at, target.at)} squares away: a keg reaches three`)
  note(ctx, `${who} throws a keg at ${nameOf(ctx, event.target)} (special rule: ${BEER_BARREL_BASH}, once a drive)`)
  const next = markSpecialRuleUsed(ctx, state, step.player, BEER_BARREL_BASH, period(state))
  const keg: ThrowKegStep = { _tag: "ThrowKeg", thrower: step.player, target: event.target, stage: "roll", rerolled: false, face: null }
  return consumed(schedule(updateTop(next, withActivation(step, { acted: true, finished: true })), keg))
}

/** The Throw Keg Special action: no move first; `SkillUsed` Beer Barrel Bash! throws. */
export const throwKegAction: VariantAction & { readonly problem: (ctx: Ctx, state: MatchState, player: string) => string | null } = {
  moves: false,
  event: "SkillUsed",
  on: throwKeg,
  problem: kegProblem
}

/** The die stands: 3+ the target goes down, 1 Thorsson does (a turnover), 2 nothing. */
const resolve = (ctx: Ctx, state: MatchState, step: ThrowKegStep, face: number): MatchState => {
  if (face >= 3) return replaceTop(state, knockDown(step.target, { cause: "other", by: step.thrower }))
  if (face === 1) {
    note(ctx, `the keg comes back: ${nameOf(ctx, step.thrower)} is Knocked Down`)
    return replaceTop(state, knockDown(step.thrower, { cause: "other", turnover: "knocked-down" }))
  }
  note(ctx, `the keg misses ${nameOf(ctx, step.target)}`)
  return replaceTop(state)
}

const teamOfThrower = (ctx: Ctx, state: MatchState, step: ThrowKegStep) => state.players[playerIndex(ctx, step.thrower)]!.team

export const throwKegHandler: StepHandler<ThrowKegStep> = {
  expects: (step, state, match) => {
    switch (step.stage) {
      case "roll":
        return { kind: "roll", die: "d6", for: "throw-keg", player: step.thrower }
      case "loner":
        return { kind: "roll", die: "d6", for: "loner", player: step.thrower }
      case "offer":
        return { kind: "decision", team: state.players[match.playerIndex.get(step.thrower)!]!.team, events: ["RerollUsed", "RerollDeclined"], about: "re-roll the keg throw?" }
    }
  },
  on: (ctx, state, step, event) => {
    if (step.stage === "loner") {
      const gate = throwRerollGate(ctx, state, step.thrower, "loner", event, WORDS)
      if (gate._tag === "Failure") return propagate(gate)
      return consumed(gate.success ? updateTop(state, { ...step, stage: "roll", rerolled: true, face: null }) : resolve(ctx, state, step, step.face!))
    }
    if (step.stage === "offer") {
      if (event._tag === "RerollDeclined") return consumed(resolve(ctx, state, step, step.face!))
      if (event._tag !== "RerollUsed") return passOn(resolve(ctx, state, step, step.face!))
      const team = teamOfThrower(ctx, state, step)
      if (ctx.match.teamIndex.get(event.team) !== team) return violation(ctx, "re-roll", `only ${nameOf(ctx, step.thrower)}'s own team can re-roll his keg throw`)
      if (event.source === "skill" && !isLordOfChaos(event)) return violation(ctx, "skill re-roll", `${event.skill ?? "that skill"} cannot re-roll a keg throw (a team re-roll can)`)
      const spent = spendTeamRerollFor(ctx.match, state, team, event)
      if (spent._tag === "Failure") return violation(ctx, spent.failure.rule, spent.failure.message)
      const loner = hasSkill(ctx.match, spent.success, playerIndex(ctx, step.thrower), "Loner")
      return consumed(updateTop(spent.success, loner ? { ...step, stage: "loner" } : { ...step, stage: "roll", rerolled: true, face: null }))
    }
    const rolled = expectRoll(ctx, event, "d6", "throw-keg", step.thrower, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const target = nameOf(ctx, step.target)
    judge(ctx, {
      rule: `special rule: ${BEER_BARREL_BASH}`,
      player: step.thrower,
      roll: rolled.success,
      target: 3,
      total: face,
      success: face >= 3,
      result: face >= 3 ? `the keg knocks ${target} down` : face === 1 ? `a 1: ${nameOf(ctx, step.thrower)} is Knocked Down instead` : `the keg misses ${target}`,
      notes: step.rerolled ? ["re-rolled"] : [],
      needed: 3
    })
    if (face < 3 && !step.rerolled && teamRerollUsable(ctx.match, state, teamOfThrower(ctx, state, step))) return consumed(updateTop(state, { ...step, stage: "offer", face }))
    return consumed(resolve(ctx, state, step, face))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stars/beer-barrel-bash": ThrowKegStep
  }
}

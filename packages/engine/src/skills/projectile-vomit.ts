import { above } from "../core/above.js"
import { inPlaceOfBlitzBlock } from "../core/blitz-special.js"
import { rushTest } from "../core/rush.js"
import { holdsBall, withBallOf } from "../model/balls.js"
import { inSewerPit } from "../model/features.js"
import { facingFoulAppearance } from "./foul-appearance.js"
import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import { type MatchState, withState } from "../model/state.js"
import { type ActivationStep, withActivation } from "../core/activation.js"
import {
  consumed,
  type Ctx,
  done,
  type Fold,
  type Handled,
  nameOf,
  playerIndex,
  propagate,
  replaceTop,
  schedule,
  setPlayer,
  type StepHandler,
  updateTop,
  violation
} from "../core/context.js"
import { unmodifiedArmour } from "../core/unmodified-armour.js"
import type { Step } from "../model/step.js"
import { uprooted } from "./take-root.js"
import { testStep } from "../core/test-roll.js"
import { turnoverStep } from "../core/turnover.js"
import { opposed, sameSide } from "../core/variant/variant.js"
import { dumpOffFirst } from "./dump-off.js"

/**
 * Projectile Vomit (BB2020 trait): instead of a Block (on its own, as a Special action, or as
 * the block of a Blitz), the player vomits on an adjacent standing opponent. No block dice: a
 * D6, 2+ hits the target, a 1 hits the vomiter. Whoever is hit has an Armour roll made against
 * them with no modifier; if it breaks they are Placed Prone and an Injury roll follows (no
 * modifier either). Armour that holds leaves them standing. Nobody is Knocked Down, so no
 * turnover follows unless the vomiter drops the ball they held. Any number of players may
 * vomit in a team turn.
 */
const SKILL = "Projectile Vomit"

/** Who is being vomited on, and by whom: the unmodified Armour roll. */
export interface VomitArmourStep {
  readonly _tag: "VomitArmour"
  readonly player: string
  readonly vomiter: string
}

/** Why a Projectile Vomit at `target` cannot be made now, or null. */
export const vomitProblem = (ctx: Ctx, state: MatchState, player: string, target: string | undefined): string | null => {
  const index = playerIndex(ctx, player)
  // Bilerot's once-a-game Putrid Regurgitation lets him vomit without the trait (stars/putrid-regurgitation.ts).
  if (!hasSkill(ctx.match, state, index, SKILL) && !above.regurgitationReady(ctx, state, player)) return `${nameOf(ctx, player)} does not have Projectile Vomit`
  if (target === undefined) return "a Projectile Vomit names its target"
  const me = state.players[index]!
  const them = state.players[playerIndex(ctx, target)]!
  if (me.at === null || me.posture !== "standing") return `${nameOf(ctx, player)} must be standing to vomit`
  if (!opposed(ctx.variant, them.team, me.team) || them.at === null || them.posture !== "standing") return `the target must be a standing opponent; ${nameOf(ctx, target)} is not`
  if (inSewerPit(ctx.variant.pitch, them.at)) return `${nameOf(ctx, target)} is down a sewer pit and cannot be targeted`
  if (!isAdjacent(me.at, them.at)) return `${nameOf(ctx, target)} is not next to ${nameOf(ctx, player)}`
  return null
}

/** The D6 and what it leads to. Team re-rolls may re-roll it, as any test in the team's turn. */
export const vomit = (player: string, target: string): Step =>
  testStep({
    test: "projectile-vomit",
    rule: SKILL,
    player,
    target: 2,
    modifiers: [],
    skillReroll: null,
    teamReroll: true,
    onSuccess: [{ _tag: "VomitArmour", player: target, vomiter: player }],
    onFailure: [{ _tag: "VomitArmour", player, vomiter: player }]
  })

/** The Special action, once Bone Head, Really Stupid and the like have been rolled. */
export const projectileVomitAction = (ctx: Ctx, state: MatchState, step: ActivationStep): Fold<MatchState> => {
  const problem = vomitProblem(ctx, state, step.player, step.target ?? undefined)
  if (problem !== null) return violation(ctx, SKILL, problem)
  const next = above.regurgitating(ctx, state, step.player)
  return done(schedule(updateTop(next, withActivation(step, { acted: true, finished: true })), ...facingFoulAppearance(ctx, state, step.player, step.target!, [dumpOffFirst(ctx, state, step.target!, vomit(step.player, step.target!))])))
}

/** In a Blitz, `SkillUsed` Projectile Vomit at the Blitz's target takes the place of its block, and costs the same square of movement. */
export const vomitInBlitz = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const place = inPlaceOfBlitzBlock(ctx, state, step, event, {
    rule: SKILL,
    notNow: "Projectile Vomit takes the place of a Block: a Blitz's only block, or a Projectile Vomit action",
    doing: "to vomit",
    problem: (target) => vomitProblem(ctx, state, step.player, target)
  })
  if (place._tag === "Failure") return propagate(place)
  const { target, moved, rushing } = place.success
  const next = above.regurgitating(ctx, updateTop(state, withActivation(step, { acted: true, moved })), step.player)
  return consumed(schedule(next, ...vomitInMovement(ctx, state, step.player, target, rushing)))
}

/**
 * A vomit that costs a square of movement, as a Blitz's block does (the trait's in place of the
 * block; Putrid Regurgitation's after it): past the player's MA a Rush comes first, and a fall
 * there ends it. Foul Appearance's roll and a Dump-off come before either, when they apply.
 */
export const vomitInMovement = (ctx: Ctx, state: MatchState, player: string, target: string, rushing: boolean): ReadonlyArray<Step> => {
  const attempt = dumpOffFirst(ctx, state, target, vomit(player, target))
  if (!rushing) return facingFoulAppearance(ctx, state, player, target, [attempt])
  return facingFoulAppearance(ctx, state, player, target, [rushTest(ctx, state, player, [attempt])])
}

export const vomitArmourHandler: StepHandler<VomitArmourStep> = {
  expects: (step) => ({ kind: "roll", die: "2d6", for: "armour", player: step.player }),
  on: (ctx, state, step, event) => {
    const broken = unmodifiedArmour(ctx, state, event, step.player, "Projectile Vomit: no modifier applies")
    if (broken._tag === "Failure") return propagate(broken)
    const success = broken.success
    const index = playerIndex(ctx, step.player)
    if (!success) return consumed(replaceTop(state))
    // Armour broken: Placed Prone where they stand, an Injury roll, and a held ball bounces.
    const player = state.players[index]!
    const at = player.at!
    const hadBall = holdsBall(state, player.id)
    let next = withBallOf(setPlayer(state, index, { posture: "prone", used: uprooted(player) }), player.id)
    ctx.outcomes.push({ _tag: "KnockedDown", player: step.player, at, cause: "projectile-vomit" })
    const steps: Array<Step> = []
    if (hadBall) {
      next = withState(next, { ball: { at, carrier: null, inPlay: true } })
      if (state.activeTeam !== null && sameSide(ctx.variant, state.activeTeam, player.team)) steps.push(turnoverStep("ball-carrier-down", player.team, player.id))
    }
    steps.push({ _tag: "Injury", player: step.player, cause: "projectile-vomit", by: step.player === step.vomiter ? null : step.vomiter, modifiers: [] })
    if (hadBall) steps.push({ _tag: "Bounce", from: at, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
    return consumed(replaceTop(next, ...steps))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/projectile-vomit": VomitArmourStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    projectileVomitAction: typeof projectileVomitAction
    vomitInBlitz: typeof vomitInBlitz
    vomitProblem: typeof vomitProblem
  }
}

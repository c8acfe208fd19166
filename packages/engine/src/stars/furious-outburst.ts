import { holdsBall, looseBallOn, withBallOf } from "../model/balls.js"
import type { MatchEvent, Square } from "@sidelines/schema"
import { isObstacle } from "../model/features.js"
import { hasSkill } from "../model/match.js"
import { distance, isAdjacent, squareName } from "../model/square.js"
import { type MatchState, withState, ballMovedTo } from "../model/state.js"
import { opposed, scoresIn } from "../core/variant/variant.js"
import { type ActivationStep, withActivation } from "../core/activation.js"
import { consumed, type Ctx, done, type Fold, type Handled, nameOf, note, passOn, playerIndex, playerOn, replaceTop, schedule, setPlayer, type StepHandler, updateTop, violation } from "../core/context.js"
import { dumpOffFirst } from "../skills/dump-off.js"
import { facingFoulAppearance } from "../skills/foul-appearance.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import type { Step } from "../model/step.js"

/**
 * Furious Outburst (Swiftvine Glimmershard): once a half, standing as her activation starts, she
 * places herself next to a standing opponent within 3 squares, Stabs them, may then place herself
 * in any empty square within 3 squares of where she is, and her activation ends; it is her team's
 * Blitz for the turn (BBBase's Swiftvine page). Facts from FFB (christerk/ffb `FuriousOutburst`:
 * `canTeleportBeforeAndAfterAvRollAttack`, once a half; the `FuriousOutburst` sequence:
 * `StepInitFuriousOutburst` (a standing opponent within 3 squares with an empty square next to
 * him), Foul Appearance and Dump-off, `StepFirstMoveFuriousOutburst` (an empty square next to
 * the target), the Stab, `StepSecondMoveFuriousOutburst` (an empty square within 3; holding the
 * ball in the end zone she scores in, she must stay in it), `StepEndFuriousOutburst` (the team's
 * Blitz is used)). She is placed, not moved: no dodge, no Rush, no tackle-zone reaction; she takes
 * a ball she holds with her, and a loose ball where she is placed bounces.
 *
 * In the log: `ActionDeclared` `blitz` with its target (the team's Blitz), then at once
 * `SkillUsed` `{ player, skill: "Furious Outburst", at: <an empty square next to the target> }`
 * (marked in `specialRulesUsed` for the half); the Foul Appearance D6 if the target has it; the
 * Stab's `armour` (and `injury`) rolls; then `SkillUsed` `{ player, skill: "Furious Outburst",
 * at: <an empty square within 3> }` for the second placement, or any other event to stay put.
 */
export const FURIOUS_OUTBURST = "Furious Outburst"

const half = (state: MatchState) => `half ${state.half}`

/** Placed next to the target, or the second placement after the Stab. */
export interface FuriousOutburstStep {
  readonly _tag: "FuriousOutburst"
  readonly player: string
  readonly stage: "first" | "second"
  /** The first placement's square (stage "first"). */
  readonly at: Square | null
}

/** Why she cannot be placed on `at`: off the pitch, on a feature, or not empty. */
const squareProblem = (ctx: Ctx, state: MatchState, at: Square | undefined): string | null => {
  if (at === undefined) return "Furious Outburst names the square she is placed in (at)"
  if (!ctx.variant.pitch.contains(at) || isObstacle(ctx.variant.pitch, at)) return `${squareName(at)} is not a square she can be placed in`
  if (playerOn(state, at) !== undefined) return `${squareName(at)} is not empty`
  return null
}

/** Places her on `at`, a held ball with her; a loose ball there bounces. */
const place = (ctx: Ctx, state: MatchState, player: string, at: Square): { state: MatchState; bounce: ReadonlyArray<Step> } => {
  const index = playerIndex(ctx, player)
  const from = state.players[index]!.at!
  note(ctx, `special rule: Furious Outburst: ${nameOf(ctx, player)} places herself from ${squareName(from)} to ${squareName(at)}`)
  const next = withBallOf(setPlayer(state, index, { at }), player)
  if (next.ball.carrier === player) return { state: withState(next, { ball: ballMovedTo(next.ball, at) }), bounce: [] }
  const loose = looseBallOn(next, at)
  return { state: next, bounce: loose ? [{ _tag: "Bounce", from: at, context: { kickOff: false }, more: ctx.variant.bounces - 1 }] : [] }
}

/** Holding the ball in an end zone she scores in: the second placement must keep her there (FFB). */
const scoringAt = (ctx: Ctx, state: MatchState, player: string, at: Square): boolean => {
  const me = state.players[playerIndex(ctx, player)]!
  return holdsBall(state, player) && state.teams.some((_, team) => team !== me.team && scoresIn(ctx.variant, me.team, team) && ctx.variant.pitch.isEndZoneOf(team, at))
}

/** `SkillUsed` Furious Outburst as her Blitz starts: the first placement, next to the Blitz's target. */
export const furiousOutburst = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, FURIOUS_OUTBURST, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  const index = playerIndex(ctx, step.player)
  if (!hasSkill(ctx.match, state, index, FURIOUS_OUTBURST) || specialRuleUsed(ctx, state, step.player, FURIOUS_OUTBURST, half(state))) {
    return violation(ctx, FURIOUS_OUTBURST, `${who} has no unused Furious Outburst (once a half)`)
  }
  if (step.action !== "blitz" || step.acted || step.moved > 0) {
    return violation(ctx, FURIOUS_OUTBURST, "Furious Outburst is the team's Blitz: declared as a Blitz at its target and used at once, before any move")
  }
  const me = state.players[index]!
  if (me.at === null || me.posture !== "standing") return violation(ctx, FURIOUS_OUTBURST, `${who} must be standing as her activation starts`)
  const target = state.players[playerIndex(ctx, step.target!)]!
  if (!opposed(ctx.variant, target.team, me.team) || target.at === null || target.posture !== "standing" || distance(me.at, target.at) > 3) {
    return violation(ctx, FURIOUS_OUTBURST, `${nameOf(ctx, target.id)} is not a standing opponent within 3 squares of ${who}`)
  }
  const problem = squareProblem(ctx, state, event.at)
  if (problem !== null) return violation(ctx, FURIOUS_OUTBURST, problem)
  if (!isAdjacent(event.at!, target.at)) return violation(ctx, FURIOUS_OUTBURST, `${squareName(event.at!)} is not next to ${nameOf(ctx, target.id)}`)
  note(ctx, `special rule: Furious Outburst (once a half): ${who} goes for ${nameOf(ctx, target.id)}; the team's Blitz`)
  const marked = markSpecialRuleUsed(ctx, updateTop(state, withActivation(step, { acted: true, finished: true })), step.player, FURIOUS_OUTBURST, half(state))
  // Foul Appearance is faced, and a Dump-off made, before she is placed (FFB's sequence).
  const first: FuriousOutburstStep = { _tag: "FuriousOutburst", player: step.player, stage: "first", at: event.at! }
  return consumed(schedule(marked, ...facingFoulAppearance(ctx, marked, step.player, target.id, [dumpOffFirst(ctx, marked, target.id, first)])))
}

export const furiousOutburstHandler: StepHandler<FuriousOutburstStep> = {
  expects: (step, state, match) => step.stage === "first"
    ? { kind: "nothing", about: "she is placed next to her target" }
    : { kind: "decision", team: state.players[match.playerIndex.get(step.player)!]!.team, events: ["SkillUsed"], about: "Furious Outburst: place herself within 3 squares, or stay" },
  // The first placement, then the Stab, then the second placement is awaited.
  auto: (ctx, state, step) => {
    if (step.stage !== "first") return undefined
    const activation = state.stack.filter((s) => s._tag === "Activation").at(-1)
    const target = activation?._tag === "Activation" ? activation.target : null
    const placed = place(ctx, state, step.player, step.at!)
    // A target who dumped the ball off still stands there (FFB stabs him all the same); one who left the pitch is not stabbed.
    const them = target === null ? undefined : placed.state.players[playerIndex(ctx, target)]
    const stab: ReadonlyArray<Step> = them?.at != null && them.posture === "standing" ? [{ _tag: "Stab", stabber: step.player, target: them.id }] : []
    return done(replaceTop(placed.state, ...placed.bounce, ...stab, { ...step, stage: "second", at: null }))
  },
  on: (ctx, state, step, event) => {
    const me = state.players[playerIndex(ctx, step.player)]!
    const mine = event._tag === "SkillUsed" && event.skill.toLowerCase() === FURIOUS_OUTBURST.toLowerCase()
    const scoreCheck: Step = { _tag: "CheckScore", player: step.player }
    // Anything else: she stays where she is.
    if (!mine || me.at === null || me.posture !== "standing") return passOn(replaceTop(state, scoreCheck))
    if (event.player !== step.player) return violation(ctx, FURIOUS_OUTBURST, `${nameOf(ctx, step.player)} is acting, not ${nameOf(ctx, event.player)}`)
    const problem = squareProblem(ctx, state, event.at)
    if (problem !== null) return violation(ctx, FURIOUS_OUTBURST, problem)
    const at = event.at!
    if (distance(me.at, at) > 3) return violation(ctx, FURIOUS_OUTBURST, `${squareName(at)} is more than 3 squares from ${nameOf(ctx, step.player)}`)
    if (scoringAt(ctx, state, step.player, me.at) && !scoringAt(ctx, state, step.player, at)) {
      return violation(ctx, FURIOUS_OUTBURST, `${nameOf(ctx, step.player)} holds the ball in the end zone: she must stay in it`)
    }
    const placed = place(ctx, state, step.player, at)
    return consumed(replaceTop(placed.state, ...placed.bounce, scoreCheck))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stars/furious-outburst": FuriousOutburstStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    furiousOutburst: typeof furiousOutburst
  }
}

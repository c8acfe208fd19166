import { looseBallOn, withBallOf } from "../model/balls.js"
import type { MatchEvent } from "@sidelines/schema"
import type { Square } from "../model/square.js"
import { squareName } from "../model/square.js"
import { type MatchState, withState, ballMovedTo } from "../model/state.js"
import {
  consumed,
  type Ctx,
  done,
  type Fold,
  type Handled,
  nameOf,
  passOn,
  playerIndex,
  playerOn,
  propagate,
  replaceTop,
  setPlayer,
  type StepHandler,
  updateTop,
  violation
} from "../core/context.js"
import { characteristicContest } from "../core/characteristic-contest.js"
import { markersWith } from "../core/marking-reactions.js"
import type { Step } from "../model/step.js"

/**
 * Shadowing: once an opponent they mark has moved out of `from` of their own accord (having
 * arrived, or fallen, in the next square), one player with the skill marking `from` may use it
 * (SkillUsed Shadowing; any other event lets play go on) and roll a D6 (`shadowing`) + their MA −
 * the mover's MA: 6 or more (or a natural 6) moves them into `from`, with no dodge.
 */
export interface ShadowingStep {
  readonly _tag: "Shadowing"
  readonly mover: string
  /** The team whose players may use it. */
  readonly team: number
  readonly from: Square
  readonly stage: "offer" | "roll"
  readonly shadow?: string
}

const shadows = (ctx: Ctx, state: MatchState, step: ShadowingStep) =>
  playerOn(state, step.from) === undefined ? markersWith(ctx, state, step.mover, step.from, "Shadowing") : []

const offer = (ctx: Ctx, state: MatchState, step: ShadowingStep, event: MatchEvent): Fold<Handled> => {
  if (event._tag === "SkillDeclined" && event.skill.toLowerCase() === "shadowing") {
    if (!shadows(ctx, state, step).some((marker) => marker.id === event.player)) return violation(ctx, "Shadowing", `${nameOf(ctx, event.player)} has no Shadowing to decline here`)
    return consumed(replaceTop(state))
  }
  if (event._tag !== "SkillUsed" || event.skill.toLowerCase() !== "shadowing") return passOn(replaceTop(state))
  if (!shadows(ctx, state, step).some((marker) => marker.id === event.player)) {
    return violation(ctx, "Shadowing", `${nameOf(ctx, event.player)} does not have Shadowing marking ${squareName(step.from)}, which ${nameOf(ctx, step.mover)} left`)
  }
  return consumed(updateTop(state, { ...step, stage: "roll", shadow: event.player }))
}

const roll = (ctx: Ctx, state: MatchState, step: ShadowingStep, event: MatchEvent): Fold<Handled> => {
  const shadow = step.shadow!
  const contest = characteristicContest(ctx, state, event, {
    rule: "Shadowing",
    purpose: "shadowing",
    which: "ma",
    holder: { player: shadow, words: " (Shadowing)" },
    mover: { player: step.mover, words: ", who moved away" },
    result: (success) => success ? `${nameOf(ctx, shadow)} follows into ${squareName(step.from)}` : "no effect"
  })
  if (contest._tag === "Failure") return propagate(contest)
  const success = contest.success
  if (!success) return consumed(replaceTop(state))
  let next = withBallOf(setPlayer(state, playerIndex(ctx, shadow), { at: step.from }), shadow)
  // A ball lying there is not picked up by a player moved in the other team's turn: it bounces.
  const { ball } = next
  const steps: Array<Step> = []
  if (ball.carrier === shadow) next = withState(next, { ball: ballMovedTo(ball, step.from) })
  if (looseBallOn(next, step.from)) {
    steps.push({ _tag: "Bounce", from: step.from, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
  }
  return consumed(replaceTop(next, ...steps))
}

export const shadowingHandler: StepHandler<ShadowingStep> = {
  expects: (step) => step.stage === "roll"
    ? { kind: "roll", die: "d6", for: "shadowing", player: step.shadow ?? null }
    : { kind: "decision", team: step.team, events: ["SkillUsed", "SkillDeclined"], about: "use Shadowing?" },
  auto: (ctx, state, step) => (step.stage === "offer" && (shadows(ctx, state, step).length === 0 || state.turnover === "touchdown") ? done(replaceTop(state)) : undefined),
  on: (ctx, state, step, event) => (step.stage === "offer" ? offer(ctx, state, step, event) : roll(ctx, state, step, event))
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/shadowing": ShadowingStep
  }
}

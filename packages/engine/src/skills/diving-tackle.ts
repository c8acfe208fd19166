import { looseBallOn, withBallOf } from "../model/balls.js"
import type { DiceRolled, MatchEvent } from "@sidelines/schema"
import type { Square } from "../model/square.js"
import { squareName } from "../model/square.js"
import { withState } from "../model/state.js"
import {
  consumed,
  type Ctx,
  done,
  type Fold,
  type Handled,
  judge,
  nameOf,
  note,
  passOn,
  playerIndex,
  playerOn,
  replaceTop,
  setPlayer,
  type StepHandler,
  testPasses,
  updateTop,
  violation
} from "../core/context.js"
import { markersWith } from "../core/marking-reactions.js"
import type { Step } from "../model/step.js"
import { rerollAvailable, type TestStep, withTest } from "../core/test-roll.js"
import type { MatchState } from "../model/state.js"

/**
 * Diving Tackle: when an opponent passes the Agility test to dodge, jump or leap out of `from`,
 * one player with the skill marking that square may use it (SkillUsed Diving Tackle, any other
 * event lets the move go on): 2 is taken off the test's result — which may now fail, and may then
 * be re-rolled — and the diving player is Placed Prone in the square left (no armour roll).
 * The test fills in `passed` (the die and the test itself) as it succeeds.
 */
export interface DivingTackleStep {
  readonly _tag: "DivingTackle"
  readonly mover: string
  /** The team whose players may use it. */
  readonly team: number
  readonly from: Square
  readonly passed?: { readonly face: number; readonly test: TestStep }
}

/** The diving player lands prone in the square the mover left; a loose ball there bounces. */
export interface DiverLandsStep {
  readonly _tag: "DiverLands"
  readonly player: string
  readonly at: Square
}

/** What follows a passed test, without the Diving Tackle offer itself. */
const carryOn = (steps: ReadonlyArray<Step>): Array<Step> => steps.filter((step) => step._tag !== "DivingTackle")

/** Puts the diver's landing right after the mover has left: as the mover arrives, or after their fall. */
const withLanding = (steps: ReadonlyArray<Step>, landing: DiverLandsStep): Array<Step> => {
  const arrive = steps.findIndex((step) => step._tag === "Arrive")
  if (arrive >= 0) {
    return steps.map((step, i) => (i === arrive && step._tag === "Arrive" ? { ...step, then: [landing, ...(step.then ?? [])] } : step))
  }
  const shadow = steps.findIndex((step) => step._tag === "Shadowing")
  return shadow < 0 ? [...steps, landing] : [...steps.slice(0, shadow), landing, ...steps.slice(shadow)]
}

const use = (ctx: Ctx, state: MatchState, step: DivingTackleStep, diver: string): Fold<Handled> => {
  const { face, test } = step.passed!
  const modifiers = [...test.modifiers, { value: -2, source: `Diving Tackle by ${nameOf(ctx, diver)}` }]
  const outcome = testPasses(face, test.target, modifiers)
  const roll = { _tag: "DiceRolled", seq: ctx.event.seq, die: "d6", faces: [face], for: test.test, player: step.mover } as DiceRolled
  const { success } = judge(ctx, {
    rule: `${test.rule} (Diving Tackle)`,
    player: step.mover,
    roll,
    target: test.target,
    modifiers,
    total: outcome.total,
    success: outcome.success,
    needed: outcome.needed,
    notes: [...outcome.notes, "the same die, with 2 taken off by Diving Tackle"],
    result: outcome.success ? "success" : "failure"
  })
  const landing: DiverLandsStep = { _tag: "DiverLands", player: diver, at: step.from }
  const onSuccess = withLanding(carryOn(test.onSuccess), landing)
  const onFailure = withLanding(test.onFailure, landing)
  if (success) return consumed(replaceTop(state, ...onSuccess))
  // The failed test may still be re-rolled; the −2 stays on the re-roll.
  const retry: TestStep = withTest(test, { modifiers, onSuccess, onFailure, stage: "offer" })
  if (!test.rerolled && rerollAvailable(ctx, state, retry)) return consumed(updateTop(state, retry))
  return consumed(replaceTop(state, ...onFailure))
}

export const divingTackleHandler: StepHandler<DivingTackleStep> = {
  expects: (step) => ({ kind: "decision", team: step.team, events: ["SkillUsed", "SkillDeclined"], about: "use Diving Tackle?" }),
  auto: (ctx, state, step) =>
    step.passed === undefined || markersWith(ctx, state, step.mover, step.from, "Diving Tackle").length === 0
      ? done(replaceTop(state, ...carryOn(step.passed?.test.onSuccess ?? [])))
      : undefined,
  on: (ctx, state, step, event: MatchEvent) => {
    const rest = carryOn(step.passed!.test.onSuccess)
    if (event._tag === "SkillDeclined" && event.skill.toLowerCase() === "diving tackle") {
      if (!markersWith(ctx, state, step.mover, step.from, "Diving Tackle").some((marker) => marker.id === event.player)) return violation(ctx, "Diving Tackle", `${nameOf(ctx, event.player)} has no Diving Tackle to decline here`)
      return consumed(replaceTop(state, ...rest))
    }
    if (event._tag !== "SkillUsed" || event.skill.toLowerCase() !== "diving tackle") return passOn(replaceTop(state, ...rest))
    if (!markersWith(ctx, state, step.mover, step.from, "Diving Tackle").some((marker) => marker.id === event.player)) {
      return violation(ctx, "Diving Tackle", `${nameOf(ctx, event.player)} does not have Diving Tackle marking ${squareName(step.from)}, which ${nameOf(ctx, step.mover)} is leaving`)
    }
    return use(ctx, state, step, event.player)
  }
}

export const diverLandsHandler: StepHandler<DiverLandsStep> = {
  expects: () => ({ kind: "nothing", about: "the diving tackler lands" }),
  auto: (ctx, state, step) => {
    // Someone else already stands there (it cannot happen in the rules' order; kept safe).
    if (playerOn(state, step.at) !== undefined) return done(replaceTop(state))
    note(ctx, `${nameOf(ctx, step.player)} dives and is Placed Prone on ${squareName(step.at)}`)
    const index = playerIndex(ctx, step.player)
    const diver = state.players[index]!
    let next = withBallOf(setPlayer(state, index, { at: step.at, posture: "prone" }), diver.id)
    const steps: Array<Step> = []
    if (next.ball.carrier === diver.id) {
      next = withState(next, { ball: { at: step.at, carrier: null, inPlay: true } })
      steps.push({ _tag: "Bounce", from: step.at, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
    }
    // A ball lying where they land bounces too (either ball, while a Ball Clone is in force).
    if (looseBallOn(state, step.at)) {
      steps.push({ _tag: "Bounce", from: step.at, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
    }
    return done(replaceTop(next, ...steps))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/diving-tackle": DivingTackleStep | DiverLandsStep
  }
}

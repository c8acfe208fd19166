import type { MatchEvent } from "@sidelines/schema"
import type { Square } from "../model/square.js"
import { squareName } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { movementAllowance, withActivation } from "../core/activation.js"
import {
  consumed,
  type Ctx,
  done,
  type Fold,
  type Handled,
  nameOf,
  note,
  passOn,
  propagate,
  replaceTop,
  type StepHandler,
  updateTop,
  violation
} from "../core/context.js"
import { characteristicContest } from "../core/characteristic-contest.js"
import { markersWith } from "../core/marking-reactions.js"
import type { Step } from "../model/step.js"
import { withStack } from "../model/state.js"

/**
 * Tentacles: as an opponent they mark tries to leave `from` (after any rush, before the dodge or
 * jump), the player may use the skill (SkillUsed Tentacles, `target` the mover) and roll a D6
 * (`tentacles`) + their ST − the mover's ST: 6 or more (or a natural 6) holds the mover where they
 * are and ends their movement; otherwise (or a natural 1) the move goes on (`rest`).
 */
export interface TentaclesStep {
  readonly _tag: "Tentacles"
  readonly mover: string
  /** The team whose players may use it. */
  readonly team: number
  readonly from: Square
  readonly stage: "offer" | "roll"
  readonly tentacles?: string
  /** The rest of the move: the dodge or jump, then the arrival. */
  readonly rest: ReadonlyArray<Step>
}

/** The mover's movement ends: the activation's squares are used up (a Blitz's block, which costs one, too). */
const holdInPlace = (ctx: Ctx, state: MatchState, mover: string): MatchState => {
  const { ma, rushes } = movementAllowance(ctx, state, mover)
  const stack = state.stack.map((step) => step._tag === "Activation" && step.player === mover ? withActivation(step, { moved: Math.max(step.moved, ma + rushes) }) : step)
  return withStack(state, stack)
}

const offer = (ctx: Ctx, state: MatchState, step: TentaclesStep, event: MatchEvent): Fold<Handled> => {
  if (event._tag === "SkillDeclined" && event.skill.toLowerCase() === "tentacles") {
    if (!markersWith(ctx, state, step.mover, step.from, "Tentacles").some((marker) => marker.id === event.player)) return violation(ctx, "Tentacles", `${nameOf(ctx, event.player)} has no Tentacles to decline here`)
    return consumed(replaceTop(state, ...step.rest))
  }
  if (event._tag !== "SkillUsed" || event.skill.toLowerCase() !== "tentacles") return passOn(replaceTop(state, ...step.rest))
  const able = markersWith(ctx, state, step.mover, step.from, "Tentacles")
  if (!able.some((marker) => marker.id === event.player)) {
    return violation(ctx, "Tentacles", `${nameOf(ctx, event.player)} does not have Tentacles marking ${squareName(step.from)}, which ${nameOf(ctx, step.mover)} is leaving`)
  }
  return consumed(updateTop(state, { ...step, stage: "roll", tentacles: event.player }))
}

const roll = (ctx: Ctx, state: MatchState, step: TentaclesStep, event: MatchEvent): Fold<Handled> => {
  const holder = step.tentacles!
  const contest = characteristicContest(ctx, state, event, {
    rule: "Tentacles",
    purpose: "tentacles",
    which: "st",
    holder: { player: holder, words: " (Tentacles)" },
    mover: { player: step.mover, words: ", who is leaving" },
    result: (success) => success ? `${nameOf(ctx, step.mover)} is held on ${squareName(step.from)}: their movement ends` : `${nameOf(ctx, step.mover)} slips free`
  })
  if (contest._tag === "Failure") return propagate(contest)
  const success = contest.success
  if (!success) return consumed(replaceTop(state, ...step.rest))
  note(ctx, `${nameOf(ctx, holder)} holds ${nameOf(ctx, step.mover)} with Tentacles`)
  return consumed(holdInPlace(ctx, replaceTop(state), step.mover))
}

export const tentaclesHandler: StepHandler<TentaclesStep> = {
  expects: (step) => step.stage === "roll"
    ? { kind: "roll", die: "d6", for: "tentacles", player: step.tentacles ?? null }
    : { kind: "decision", team: step.team, events: ["SkillUsed", "SkillDeclined"], about: "use Tentacles on the player leaving?" },
  auto: (ctx, state, step) => (step.stage === "offer" && markersWith(ctx, state, step.mover, step.from, "Tentacles").length === 0 ? done(replaceTop(state, ...step.rest)) : undefined),
  on: (ctx, state, step, event) => (step.stage === "offer" ? offer(ctx, state, step, event) : roll(ctx, state, step, event))
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/tentacles": TentaclesStep
  }
}

import type { MatchEvent } from "@sidelines/schema"
import type { MatchState } from "../model/state.js"
import type { ActivationStep } from "./activation.js"
import { type Ctx, type Fold, type Handled, type StepHandler, unsupported } from "./context.js"

/** Steps of the Foul action (none yet). */
export type FoulStep = never

/** A Foul: a kick at a prone or stunned opponent, with the referee watching. */
export const commitFoul = (ctx: Ctx, _state: MatchState, _step: ActivationStep, _event: Extract<MatchEvent, { _tag: "FoulCommitted" }>): Fold<Handled> =>
  unsupported(ctx, "action: foul", "fouls are not folded by this engine yet")

export const foulHandlers: { [K in FoulStep["_tag"]]: StepHandler<Extract<FoulStep, { _tag: K }>> } = {}

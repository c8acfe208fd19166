import type { MatchEvent } from "@sidelines/schema"
import type { MatchState } from "../model/state.js"
import type { ActivationStep } from "./activation.js"
import { type Ctx, type Fold, type Handled, type StepHandler, unsupported } from "./context.js"

/** Steps of the Pass action (none yet). */
export type PassStep = never

/** A Pass: range, accuracy, interception, then the catch. */
export const aimPass = (ctx: Ctx, _state: MatchState, _step: ActivationStep, _event: Extract<MatchEvent, { _tag: "PassAimed" }>): Fold<Handled> =>
  unsupported(ctx, "action: pass", "passes are not folded by this engine yet")

export const passHandlers: { [K in PassStep["_tag"]]: StepHandler<Extract<PassStep, { _tag: K }>> } = {}

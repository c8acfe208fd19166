import type { MatchEvent } from "@sidelines/schema"
import type { MatchState } from "../model/state.js"
import type { ActivationStep } from "./activation.js"
import { type Ctx, type Fold, type Handled, type StepHandler, unsupported } from "./context.js"

/** Steps of the Hand-off action (none yet). */
export type HandOffStep = never

/** A Hand-off: the ball carrier gives the ball to an adjacent team-mate, who must catch it. */
export const handOff = (ctx: Ctx, _state: MatchState, _step: ActivationStep, _event: Extract<MatchEvent, { _tag: "HandedOff" }>): Fold<Handled> =>
  unsupported(ctx, "action: hand-off", "hand-offs are not folded by this engine yet")

export const handOffHandlers: { [K in HandOffStep["_tag"]]: StepHandler<Extract<HandOffStep, { _tag: K }>> } = {}

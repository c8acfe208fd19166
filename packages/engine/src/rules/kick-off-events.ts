import type { MatchState } from "../model/state.js"
import { type Ctx, type Fold, type StepHandler, unsupported } from "./context.js"
import type { Step } from "./steps.js"

/** What a kick-off result does: a changed state and the steps to run before the ball lands. */
export interface KickOffEffect {
  readonly state: MatchState
  readonly steps: ReadonlyArray<Step>
}

/** Steps of the kick-off results that need rolls or decisions (none yet). */
export type KickOffEventStep = never

const notYet = (name: string) => (ctx: Ctx): Fold<KickOffEffect> => unsupported(ctx, `kick-off event: ${name}`, `the ${name} kick-off result is not folded by this engine yet`)

/** Each kick-off table result by its row id (the variants' tables share these ids where the effect is the same). */
export const kickOffEffects: Record<string, (ctx: Ctx, state: MatchState) => Fold<KickOffEffect>> = {
  "get-the-ref": notYet("Get the Ref"),
  "time-out": notYet("Time-out"),
  "solid-defence": notYet("Solid Defence"),
  "high-kick": notYet("High Kick"),
  "cheering-fans": notYet("Cheering Fans"),
  "brilliant-coaching": notYet("Brilliant Coaching"),
  "changing-weather": notYet("Changing Weather"),
  "quick-snap": notYet("Quick Snap"),
  blitz: notYet("Blitz"),
  "officious-ref": notYet("Officious Ref"),
  "pitch-invasion": notYet("Pitch Invasion")
}

export const kickOffEventHandlers: { [K in KickOffEventStep["_tag"]]: StepHandler<Extract<KickOffEventStep, { _tag: K }>> } = {}

// The Blood Bowl kick-off table: each result by its row id, and the steps they put on the stack.
// Each result is its own module in core/kick-off-events/; what they share is kick-off-result.ts.
import type { MatchState } from "../model/state.js"
import { type Ctx, type Fold, type StepHandler } from "./context.js"
import { type KickOffEffect } from "./kick-off-events/kick-off-result.js"
import { getTheRef } from "./kick-off-events/get-the-ref.js"
import { timeOut } from "./kick-off-events/time-out.js"
import { type SolidDefenceStep, solidDefence, solidDefenceHandler } from "./kick-off-events/solid-defence.js"
import { type HighKickStep, highKick, highKickHandler } from "./kick-off-events/high-kick.js"
import {
  type KickOffContestStep,
  type PrayerToNuffleStep,
  cheeringFans,
  brilliantCoaching,
  officiousRef,
  pitchInvasion,
  contestHandler,
  prayerToNuffleHandler
} from "./kick-off-events/contests.js"
import { type ChangingWeatherStep, changingWeather, changingWeatherHandler } from "./kick-off-events/changing-weather.js"
import { type QuickSnapStep, quickSnap, quickSnapHandler } from "./kick-off-events/quick-snap.js"
import { type BlitzRollStep, type BlitzTurnStep, blitz, blitzRollHandler, blitzTurnHandler } from "./kick-off-events/blitz.js"
import { type OfficiousRefStep, type SentOffByRefStep, officiousRefHandler, sentOffByRefHandler } from "./kick-off-events/officious-ref.js"
import { type PitchInvasionStep, pitchInvasionHandler } from "./kick-off-events/pitch-invasion.js"

/**
 * The eleven results of the Blood Bowl 2020 kick-off table (rulebook p. 41), folded while the
 * ball is in the air: `state.ball.at` is the square the kick will land on and `inPlay` is false.
 * Each result is a small function named after it; the ones that need dice or decisions put
 * steps on the stack, which run before the ball lands.
 *
 * Cross-checked against FUMBBL (christerk/ffb, StepApplyKickoffResult and StepBlitzTurn for
 * BB2020) and Jervis (cmelchior/jervis-ffb, rules/bb2020/procedures/tables/kickoff).
 */

export type KickOffEventStep =
  | KickOffContestStep
  | PrayerToNuffleStep
  | SolidDefenceStep
  | HighKickStep
  | ChangingWeatherStep
  | QuickSnapStep
  | BlitzRollStep
  | BlitzTurnStep
  | OfficiousRefStep
  | SentOffByRefStep
  | PitchInvasionStep

// ---- the table ----

/**
 * Each kick-off table result by its row id (the variants' tables share these ids where the effect
 * is the same). A variant's own results are its `hooks.kickOffResults` (variants/gutter-bowl/kick-off.ts).
 */
export const kickOffEffects: Record<string, (ctx: Ctx, state: MatchState) => Fold<KickOffEffect>> = {
  "get-the-ref": getTheRef,
  "time-out": timeOut,
  "solid-defence": solidDefence,
  "high-kick": highKick,
  "cheering-fans": cheeringFans,
  "brilliant-coaching": brilliantCoaching,
  "changing-weather": changingWeather,
  "quick-snap": quickSnap,
  blitz,
  "officious-ref": officiousRef,
  "pitch-invasion": pitchInvasion
}

export const kickOffEventHandlers: { [K in KickOffEventStep["_tag"]]: StepHandler<Extract<KickOffEventStep, { _tag: K }>> } = {
  KickOffContest: contestHandler,
  PrayerToNuffle: prayerToNuffleHandler,
  SolidDefence: solidDefenceHandler,
  HighKick: highKickHandler,
  ChangingWeather: changingWeatherHandler,
  QuickSnap: quickSnapHandler,
  BlitzRoll: blitzRollHandler,
  BlitzTurn: blitzTurnHandler,
  OfficiousRef: officiousRefHandler,
  SentOffByRef: sentOffByRefHandler,
  PitchInvasion: pitchInvasionHandler
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/kick-off-events": KickOffEventStep
  }
}

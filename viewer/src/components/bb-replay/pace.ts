import { motionsBetween, nextPlayStep, type Replay } from "@sidelines/engine"
import { motionDuration, type TokenMotion } from "../bb-pitch/token-motion.js"

/** What one press of play moves by: a play step (an action, a kick-off, a turn's end: the engine's), or one event. */
export type StepBy = "action" | "event"

/**
 * The pause after a step, at 1×, once its motion has played: long enough to read the caption
 * after an action where something moved, short after one where nothing did (a player who only
 * stood there), and the old quarter second a step by event.
 */
export const PAUSE_MS: Readonly<Record<"moved" | "still" | "event", number>> = { moved: 700, still: 300, event: 250 }

/** One step of playback from `seq`: where it lands, what moves on the way, and how long until the next. */
export interface PlayStep {
  readonly target: number
  readonly motion: TokenMotion
  /** Milliseconds until the next step: the motion, then the pause. */
  readonly wait: number
}

/** The step of playback from `seq` (undefined at the end of the match). */
export const playStepFrom = (replay: Replay, seq: number, stepBy: StepBy, speed: number): PlayStep | undefined => {
  const events = replay.events
  let target: number | undefined
  if (stepBy === "action") target = nextPlayStep(replay, seq, true) ?? (seq < (events.at(-1)?.seq ?? 0) ? events.at(-1)!.seq : undefined)
  else target = events[seq === 0 ? 0 : replay.indexOf(seq) + 1]?.seq
  if (target === undefined) return undefined
  const motion: TokenMotion = { beats: motionsBetween(replay, seq, target), speed }
  const pause = stepBy === "event" ? PAUSE_MS.event : motion.beats.length === 0 ? PAUSE_MS.still : PAUSE_MS.moved
  return { target, motion, wait: motionDuration(motion) + pause / speed }
}

/** How long playing the whole match takes, in milliseconds, at a speed (for the figures in README). */
export const playingTime = (replay: Replay, stepBy: StepBy, speed: number): number => {
  let total = 0
  let seq = 0
  for (let step = playStepFrom(replay, seq, stepBy, speed); step !== undefined; step = playStepFrom(replay, seq, stepBy, speed)) {
    total += step.wait
    seq = step.target
  }
  return total
}

import type { Expectation, MatchState } from "@sidelines/engine"

/** Where the converter writes, and the fold of what it has written. */
export interface TurnSink {
  readonly emit: (event: Record<string, unknown>, step: number) => void
  /** The rules' state after everything written so far (throws RulesRefused if they refuse it). */
  readonly state: () => MatchState
  /** What the rules wait for next, after everything written so far. */
  readonly expects?: () => Expectation
  /**
   * A player is about to be activated at this step, every earlier activation closed: where the
   * turn may be cut if a later part of it cannot be converted (the rest becomes a stretch).
   */
  readonly between?: (step: number) => void
}

/** Why a turn read to its last step without BB3 ending it is not converted: a Blitz!'s free activations end so (src/kick-off.ts). */
export const NO_TURN_END = "the team turn has no end in BB3's steps"

export class RulesRefused extends Error {}

export type TurnConversion =
  | {
    readonly _tag: "Converted"
    /** The step whose EventEndTurn ended the turn. */
    readonly endStep: number
    /** The turn ended before the next team turn's start (a touchdown, the half's end): the steps after `endStep` are a stretch. */
    readonly rest: boolean
  }
  | { readonly _tag: "NotConverted"; readonly step: number; readonly reason: string }

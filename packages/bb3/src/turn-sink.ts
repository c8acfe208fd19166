import type { Expectation, MatchState } from "@sidelines/engine"

/** Where the converter writes, and the fold of what it has written; how a conversion stops, and what it returns. */
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

/** A conversion stopped: at BB3's step `step` (0-based) there is what it cannot convert, `reason`. */
export interface NotConverted {
  readonly _tag: "NotConverted"
  readonly step: number
  readonly reason: string
}

/** Thrown inside a conversion to stop it, and returned by its caller as NotConverted (`notConverted`). */
export class Stop extends Error {
  constructor(readonly step: number, reason: string) {
    super(reason)
  }
}

/** What a Stop caught by a conversion returns; anything else thrown goes on. */
export const notConverted = (error: unknown): NotConverted => {
  if (error instanceof Stop) return { _tag: "NotConverted", step: error.step, reason: error.message }
  throw error
}

export type TurnConversion =
  | {
    readonly _tag: "Converted"
    /** The step whose EventEndTurn ended the turn. */
    readonly endStep: number
    /** The turn ended before the next team turn's start (a touchdown, the half's end): the steps after `endStep` are a stretch. */
    readonly rest: boolean
  }
  | NotConverted

export type KickOffConversion = { readonly _tag: "Converted" } | NotConverted

import type { MatchEvent } from "@sidelines/schema"
import type { Bb3Replay } from "./replay.js"
import type { TurnMap, TurnStart } from "./turns.js"

/** One converted event, with the BB3 step (0-based) it came from. */
export interface FromStep {
  readonly event: MatchEvent
  readonly step: number
}

export type TurnConversion =
  | { readonly _tag: "Converted"; readonly events: ReadonlyArray<FromStep>; readonly warnings: ReadonlyArray<string> }
  | { readonly _tag: "NotConverted"; readonly reason: string }

/**
 * Converts one team turn (the steps after `start` up to and including `next`'s step) into checked
 * events, or says why it cannot. Nothing is converted yet: every team turn is a stretch.
 */
export const convertTurn = (_replay: Bb3Replay, _start: TurnStart, _next: TurnStart | null, _end: TurnMap["end"], _teamOf: ReadonlyMap<string, number>): TurnConversion => ({
  _tag: "NotConverted",
  reason: "team turns are not converted yet"
})

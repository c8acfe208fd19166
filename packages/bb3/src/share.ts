import type { ImportedMatch } from "./import.js"

/**
 * How much of a BB3 replay our rules check. The honest measure is BB3's own: its results (every
 * roll and decision the replay records, each a StringMessage) outside the unchecked stretches,
 * out of all it records. Our events are counted too, but a stretch is one event however much of
 * the match it covers, so their share flatters the import.
 */
export interface CheckedShare {
  /** BB3 results in the replay, and those no stretch covers. */
  readonly results: number
  readonly checkedResults: number
  /** checkedResults / results, to four places: the share `sidelines import bb3 --json` prints. */
  readonly share: number
  /** Our events but the stretches, of all our events. */
  readonly events: number
  readonly eventShare: number
  readonly stretches: number
  readonly turns: { readonly total: number; readonly checked: number }
}

const ratio = (part: number, whole: number): number => (whole === 0 ? 0 : Number((part / whole).toFixed(4)))

export const checkedShare = (match: ImportedMatch): CheckedShare => {
  const skipped = match.stretches.reduce((n, stretch) => n + stretch.skipped, 0)
  const checkedResults = Math.max(0, match.results - skipped)
  const events = match.events.length - match.stretches.length
  return {
    results: match.results,
    checkedResults,
    share: ratio(checkedResults, match.results),
    events,
    eventShare: ratio(events, match.events.length),
    stretches: match.stretches.length,
    turns: match.turns
  }
}

// The changed match of a what-if as the viewer reads it: where it stands beside the replay's
// cursor, and its events described like the real log's. Pure: no Lit, no DOM.
import { whatIfDifferences, type MatchState, type Replay, type WhatIf } from "@sidelines/engine"
import { describeEvent, type EventLine } from "../../model/describe.js"

/** The changed match's position beside the real event `index`: its state there, or where it ends. */
export interface Beside {
  /** The index into the what-if's states. */
  readonly k: number
  /** The real event it stands beside (its index). */
  readonly realIndex: number
  /** The cursor is before the change (the change itself is shown), or after where the changed match stopped. */
  readonly where: "before" | "beside" | "after"
  readonly state: MatchState
  readonly differences: ReturnType<typeof whatIfDifferences>
}

/** The what-if's state beside the replay's event `index` (clamped to the changed match's events). */
export const besideAt = (replay: Replay, alt: WhatIf, index: number): Beside | null => {
  if (alt.states.length === 0) return null
  const raw = index - alt.from
  const k = Math.max(0, Math.min(alt.states.length - 1, raw))
  const realIndex = alt.from + k
  const state = alt.states[k]!
  return { k, realIndex, where: raw < 0 ? "before" : raw > k ? "after" : "beside", state, differences: whatIfDifferences(replay.after(realIndex), state) }
}

/**
 * The changed match as a replay to describe: the real events before the change, then the
 * what-if's. Only what describing reads (the match, the first state, the events and the states
 * before and after each).
 */
const asReplay = (replay: Replay, alt: WhatIf): Replay => {
  const after = (index: number): MatchState => (index < alt.from ? replay.after(index) : alt.states[index - alt.from]!)
  return {
    match: replay.match,
    initial: replay.initial,
    events: [...replay.events.slice(0, alt.from), ...alt.events],
    after,
    before: (index: number) => after(index - 1),
    length: alt.from + alt.events.length
  } as unknown as Replay
}

const described = new WeakMap<WhatIf, { readonly replay: Replay; readonly lines: Map<number, EventLine> }>()

/** The changed match's event k described as the log describes its events (each once). */
export const changedLine = (replay: Replay, alt: WhatIf, k: number): EventLine => {
  let seen = described.get(alt)
  if (seen === undefined) described.set(alt, (seen = { replay: asReplay(replay, alt), lines: new Map() }))
  let line = seen.lines.get(k)
  if (line === undefined) {
    line = describeEvent(seen.replay, alt.from + k)
    seen.lines.set(k, line)
  }
  return line
}

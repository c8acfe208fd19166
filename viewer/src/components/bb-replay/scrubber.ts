import { html } from "lit"
import type { MatchState, Replay } from "@sidelines/engine"
import { HIGHLIGHT_KINDS, moment } from "./navigation.js"
import type { StepBy } from "./pace.js"

export interface ScrubberMark {
  readonly kind: (typeof HIGHLIGHT_KINDS)[number] | "dispute" | "unchecked" | "violation"
  readonly seq: number
  readonly title: string
}

const marksCache = new WeakMap<Replay, ReadonlyArray<ScrubberMark>>()

/**
 * The markers along the slider, worked out once per replay (not per frame): highlights, then
 * disputed claims and where the rules stopped the fold, last so they are drawn on top.
 */
export const scrubberMarks = (replay: Replay): ReadonlyArray<ScrubberMark> => {
  let marks = marksCache.get(replay)
  if (marks === undefined) {
    const found: Array<ScrubberMark> = HIGHLIGHT_KINDS.flatMap((kind) =>
      replay.indexes[kind].map((seq) => ({ kind, seq, title: `${kind} at seq ${seq}` })))
    for (const seq of replay.indexes.unchecked) {
      // A lookup, not a search: a long match may have many thousands of stretches.
      const event = replay.events[replay.indexOf(seq)]
      const reason = event?._tag === "UncheckedStretch" ? `: ${event.reason}` : ""
      found.push({ kind: "unchecked", seq, title: `not checked by the rules at seq ${seq}${reason}` })
    }
    for (const dispute of replay.disputes) found.push({ kind: "dispute", seq: dispute.seq, title: `disputed claim at seq ${dispute.seq}: ${dispute.rule}` })
    if (replay.violation !== null) found.push({ kind: "violation", seq: replay.violation.seq, title: `the rules stop at seq ${replay.violation.seq}` })
    marks = found
    marksCache.set(replay, marks)
  }
  return marks
}

/**
 * How many places along the slider a kind of marker can be drawn at: about one per 2-pixel mark
 * of a wide track. More is waste, and each mark drawn is DOM the first render builds.
 */
export const MARK_SLOTS = 500

const drawnCache = new WeakMap<Replay, ReadonlyArray<ScrubberMark>>()

/**
 * The markers drawn: of those of one kind that fall in the same one of MARK_SLOTS places along the slider, the
 * first stands for them all (its title counts the rest), so a match of any length draws at most
 * MARK_SLOTS of each kind, in the order scrubberMarks gives.
 */
export const drawnMarks = (replay: Replay): ReadonlyArray<ScrubberMark> => {
  let drawn = drawnCache.get(replay)
  if (drawn === undefined) {
    const last = replay.events.at(-1)?.seq ?? 0
    const kept: Array<ScrubberMark> = []
    const slots = new Map<string, { at: number; more: number }>()
    for (const mark of scrubberMarks(replay)) {
      const key = `${mark.kind} ${last === 0 ? 0 : Math.floor((Math.min(mark.seq, last) / last) * (MARK_SLOTS - 1))}`
      const slot = slots.get(key)
      if (slot === undefined) {
        slots.set(key, { at: kept.length, more: 0 })
        kept.push(mark)
      } else slot.more++
    }
    for (const { at, more } of slots.values()) if (more > 0) kept[at] = { ...kept[at]!, title: `${kept[at]!.title} (and ${more.toLocaleString("en")} more nearby)` }
    drawn = kept
    drawnCache.set(replay, drawn)
  }
  return drawn
}

export interface ScrubberProps {
  readonly replay: Replay
  readonly state: MatchState
  readonly seq: number
  readonly playing: boolean
  readonly speed: number
  /** Draw the marks (false for the first render of a replay: they follow in the next task). */
  readonly marks: boolean
  readonly stepBy: StepBy
  readonly onPlay: () => void
  readonly onStep: (delta: number) => void
  readonly onSeek: (seq: number) => void
  readonly onStepBy: (stepBy: StepBy) => void
  readonly onPresent: () => void
}

/** The slider over the whole match, with play, step and the position read aloud. */
export const scrubber = ({ replay, state, seq, playing, speed, marks, stepBy, onPlay, onStep, onSeek, onStepBy, onPresent }: ScrubberProps) => {
  const last = replay.events.at(-1)?.seq ?? 0
  const valueText = moment(replay, state, seq)
  return html`<div class="scrubber">
    <button @click=${onPlay} aria-label=${playing ? "Pause" : "Play"}>${playing ? "❚❚" : "▶"}</button>
    <button @click=${() => onStep(-1)} aria-label="Previous event">◀</button>
    <div class="track">
      <input type="range" min="0" max=${last} .value=${String(seq)} aria-label="Match time" aria-valuetext=${valueText}
        @input=${(e: Event) => onSeek(Number((e.target as HTMLInputElement).value))} />
      <div class="marks" aria-hidden="true">${(marks ? drawnMarks(replay) : []).map((m) => html`<span class=${`mark ${m.kind}`} style=${`left:${last === 0 ? 0 : Math.min(100, (m.seq / last) * 100)}%`} title=${m.title}></span>`)}</div>
    </div>
    <button @click=${() => onStep(1)} aria-label="Next event">▶▏</button>
    <span class="speed">${speed}×</span>
    <button class="step-by" aria-pressed=${stepBy === "action" ? "true" : "false"} title="Play by action (an action, a kick-off, a turn's end at a time); off: event by event"
      @click=${() => onStepBy(stepBy === "action" ? "event" : "action")}>By action</button>
    <button class="present" title="Presentation mode (C; Esc leaves)" @click=${onPresent}>Present</button>
    <span class="position">${valueText}</span>
  </div>`
}

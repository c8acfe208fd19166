import { html, nothing } from "lit"
import { playStepAt, type Replay } from "@sidelines/engine"
import { eventLines } from "../../model/describe.js"

/** The most lines a caption shows: the last of a long action (a blitz with its dodges) are what just happened. */
export const CAPTION_LINES = 3

/** What a caption says: what just happened, and what is under way now (an action just declared). */
export interface Caption {
  readonly happened: ReadonlyArray<string>
  /** Some earlier lines of the step are not shown. */
  readonly cut: boolean
  readonly now: string | null
}

/**
 * What just happened at `seq`, in the event log's own words: the lines of the play step so far
 * (the engine's play steps). At the start of a step, where playback stops, that is the step
 * just played, and the event that begins the next (a player declaring his action) is "now".
 */
export const captionOf = (replay: Replay, seq: number): Caption => {
  const index = seq === 0 ? -1 : replay.indexOf(seq)
  if (index < 0) return { happened: ["Before the kick-off"], cut: false, now: null }
  const lines = eventLines(replay)
  const start = replay.indexOf(playStepAt(replay, seq))
  const atStart = start === index && index > 0
  const from = atStart ? replay.indexOf(playStepAt(replay, replay.events[index - 1]!.seq)) : start
  const to = atStart ? index - 1 : index
  const first = Math.max(from, to - CAPTION_LINES + 1)
  const happened: Array<string> = []
  for (let i = first; i <= to; i++) happened.push(lines.at(i).text)
  return { happened, cut: first > from, now: atStart ? lines.at(index).text : null }
}

/** The caption as shown in presentation mode (read aloud as it changes). */
export const caption = (replay: Replay, seq: number) => {
  const { happened, cut, now } = captionOf(replay, seq)
  return html`<section class="caption" aria-live="polite" aria-label="What just happened">
    <ul class="happened">${cut ? html`<li class="cut" aria-hidden="true">…</li>` : nothing}${happened.map((line) => html`<li>${line}</li>`)}</ul>
    ${now === null ? nothing : html`<p class="next"><span class="next-label">Now:</span> ${now}</p>`}
  </section>`
}

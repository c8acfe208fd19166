import { html, nothing } from "lit"
import type { Replay } from "@sidelines/engine"

/** The two kinds of place where the rules did not simply agree with the log, as the replay indexes them. */
export type CheckKind = "dispute" | "unchecked"

export interface ChecksBannerProps {
  readonly replay: Replay
  readonly seq: number
  readonly onJump: (kind: CheckKind, forward: boolean) => void
}

const WORDS: Record<CheckKind, { readonly one: string; readonly many: string; readonly what: string; readonly key: string }> = {
  dispute: { one: "disputed event", many: "disputed events", what: "the log claims what the rules do not give", key: "D" },
  unchecked: { one: "unchecked stretch", many: "unchecked stretches", what: "taken on trust, not checked by the rules", key: "U" }
}

/** "2 of 5" when the current event is one of `seqs` (sorted), else "". A binary search: a log may have thousands. */
const placeIn = (seqs: ReadonlyArray<number>, seq: number): string => {
  let low = 0
  let high = seqs.length - 1
  while (low <= high) {
    const mid = (low + high) >> 1
    if (seqs[mid] === seq) return `${mid + 1} of ${seqs.length}`
    if (seqs[mid]! < seq) low = mid + 1
    else high = mid - 1
  }
  return ""
}

/**
 * A banner above the match when its log has disputed claims or stretches an importer could not
 * check: how many, where the current event stands among them, and buttons to the previous and
 * next one (the keys D / Shift+D and U / Shift+U do the same). Nothing for a log with neither.
 */
export const checksBanner = ({ replay, seq, onJump }: ChecksBannerProps) => {
  const kinds = (["dispute", "unchecked"] as const).filter((kind) => replay.indexes[kind].length > 0)
  if (kinds.length === 0) return nothing
  return html`<section class="checks" aria-label="Disputes and unchecked stretches">
    ${kinds.map((kind) => {
      const seqs = replay.indexes[kind]
      const words = WORDS[kind]
      const place = placeIn(seqs, seq)
      return html`<p class=${`check ${kind}`}>
        <strong class="count">${seqs.length} ${seqs.length === 1 ? words.one : words.many}</strong> (${words.what})${place === "" ? "" : html`, <span class="place">this is ${place}</span>`}
        <button type="button" aria-label=${`Previous ${words.one} (Shift+${words.key})`} title=${`Shift+${words.key}`} @click=${() => onJump(kind, false)}><span aria-hidden="true">◀</span> previous</button>
        <button type="button" aria-label=${`Next ${words.one} (${words.key})`} title=${words.key} @click=${() => onJump(kind, true)}>next <span aria-hidden="true">▶</span></button>
      </p>`
    })}
  </section>`
}

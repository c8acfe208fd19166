/**
 * <bb-what-if>: at the replay's current event, change a die's faces or the decision made, and see
 * the match fold on from there by the same rules beside the real one: the changed match's pitch
 * and score where the replay's cursor stands, who stands elsewhere, its events in words, and where
 * it stopped (the first later event of the log it could not take). Nothing in the log changes.
 *
 * It only reads: the engine's whatIfChoices (what may change), whatIf (the folding) and
 * whatIfDifferences; the pitch is <bb-pitch>. The replay sets `seq` only while the tab shows.
 *
 * Properties (set from script): replay: Replay | null; seq: number; flipped: boolean (as the main pitch).
 *
 * Events (bubbling, composed): bb-seek { seq } — a line of the changed match (its real event), or
 * the next or previous die or decision, was chosen.
 */
import { html, LitElement, nothing } from "lit"
import { atSeq, whatIf, whatIfChoices, withFaces, type Replay, type WhatIf, type WhatIfChoices } from "@sidelines/engine"
import { BLOCK_DIE_FACES, type MatchEvent } from "@sidelines/schema"
import "../bb-pitch/bb-pitch.js"
import { keepActivationKeys } from "../activation-keys.js"
import { controlButtonStyles } from "../controls.styles.js"
import { describeAction, eventLines, namesOf } from "../../model/describe.js"
import { whatIfStyles } from "./bb-what-if.styles.js"
import { besideAt, changedLine } from "./folded.js"

export * from "./folded.js"

/** Lines of the changed match shown around the one beside the cursor. */
const BEFORE = 3
const AFTER = 8

const words = (slug: string): string => slug.replaceAll("-", " ").replace(/^./, (c) => c.toUpperCase())

/** A face as a select shows it: a block die's face by its name. */
const faceText = (die: string, face: number): string => (die === "block" ? `${face}: ${words(BLOCK_DIE_FACES[face as keyof typeof BLOCK_DIE_FACES])}` : `${face}`)

/** Whether a what-if can change the event at `index`: a roll, or a decision whose alternatives the rules list. */
export const changeable = (replay: Replay, index: number): boolean => replay.events[index]!._tag === "DiceRolled" || whatIfChoices(replay, index).kind !== "none"

interface Folded {
  readonly from: number
  readonly changed: MatchEvent
  readonly alt: WhatIf
}

export class BbWhatIf extends LitElement {
  static override styles = [controlButtonStyles, whatIfStyles]

  static override properties = {
    replay: { attribute: false },
    seq: { type: Number },
    flipped: { type: Boolean },
    draft: { state: true },
    folded: { state: true }
  }

  declare replay: Replay | null
  declare seq: number
  declare flipped: boolean
  /** The change being made at the current event (null: as in the log). */
  declare draft: MatchEvent | null
  /** The last change folded, kept while the replay moves. */
  declare folded: Folded | null
  /** What may change at the event the draft is for, read once per event. */
  private choicesOf: { readonly index: number; readonly replay: Replay; readonly choices: WhatIfChoices } | null = null

  constructor() {
    super()
    this.replay = null
    this.seq = 0
    this.flipped = false
    this.draft = null
    this.folded = null
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    // A draft belongs to its event; the folded match stays until another is folded or the match changes.
    if (changed.has("seq") && this.draft !== null && this.draft.seq !== this.seq) this.draft = null
    if (changed.has("replay")) {
      this.draft = null
      this.folded = null
    }
  }

  private get index(): number {
    return this.replay === null || this.seq === 0 ? -1 : this.replay.indexOf(this.seq)
  }

  private choices(replay: Replay, index: number): WhatIfChoices {
    if (this.choicesOf?.index !== index || this.choicesOf.replay !== replay) this.choicesOf = { index, replay, choices: whatIfChoices(replay, index) }
    return this.choicesOf.choices
  }

  /** Folds the draft (the engine's whatIf), or clears the result. */
  fold(): void {
    const replay = this.replay
    const changed = this.draft
    if (replay === null || changed === null) return
    this.folded = { from: this.index, changed, alt: whatIf(replay, this.index, changed) }
  }

  private go(seq: number): void {
    this.dispatchEvent(new CustomEvent("bb-seek", { detail: { seq }, bubbles: true, composed: true }))
  }

  /** The next (or previous) event that has a die or a decision to change. */
  private step(forward: boolean): void {
    const replay = this.replay
    if (replay === null) return
    const events = replay.events
    for (let i = this.index + (forward ? 1 : -1); i >= 0 && i < events.length; i += forward ? 1 : -1) {
      if (changeable(replay, i)) return this.go(events[i]!.seq)
    }
  }

  private setFace(event: Extract<MatchEvent, { _tag: "DiceRolled" }>, die: number, face: number): void {
    const faces = [...(this.draft?._tag === "DiceRolled" ? this.draft.faces : event.faces)]
    faces[die] = face
    this.draft = faces.every((f, i) => f === event.faces[i]) ? null : withFaces(event, faces)
  }

  override render() {
    const replay = this.replay
    if (replay === null) return html`<p class="empty">No match loaded.</p>`
    const index = this.index
    return html`<div class="what-if" @keydown=${keepActivationKeys}>
      <p class="intro">Change a die or a decision at this event, and the match folds on from there by the same rules, beside the real one, until the changed match needs something the log cannot give. Nothing in the log changes.</p>
      ${index < 0 ? html`<p class="empty">Before the first event: step to a die or a decision.</p>` : this.renderChange(replay, index)}
      <div class="steps">
        <button type="button" @click=${() => this.step(false)}>Previous die or decision</button>
        <button type="button" @click=${() => this.step(true)}>Next die or decision</button>
      </div>
      ${this.folded === null ? nothing : this.renderFolded(replay, this.folded, index)}
    </div>`
  }

  private renderChange(replay: Replay, index: number) {
    const event = replay.events[index]!
    const choices = this.choices(replay, index)
    const names = namesOf(replay)
    let control: unknown
    if (choices.kind === "dice") {
      const roll = event as Extract<MatchEvent, { _tag: "DiceRolled" }>
      const now = this.draft?._tag === "DiceRolled" ? this.draft.faces : roll.faces
      control = html`<div class="faces">${now.map((face, die) => html`<label>${now.length === 1 ? "Face" : `Die ${die + 1}`}
        <select data-die=${die} @change=${(e: Event) => this.setFace(roll, die, Number((e.target as HTMLSelectElement).value))}>
          ${Array.from({ length: choices.sides }, (_, f) => html`<option value=${f + 1} ?selected=${f + 1 === face}>${faceText(choices.die, f + 1)}${f + 1 === roll.faces[die] ? " (rolled)" : ""}</option>`)}
        </select></label>`)}</div>`
    } else if (choices.kind === "decision") {
      const picked = this.draft === null ? choices.chosen : choices.options.findIndex((o) => JSON.stringify(atSeq(o, event.seq)) === JSON.stringify(this.draft))
      control = html`<label>Instead <select class="decision" @change=${(e: Event) => {
        const chosen = Number((e.target as HTMLSelectElement).value)
        this.draft = chosen === choices.chosen ? null : atSeq(choices.options[chosen]!, event.seq)
      }}>${choices.options.map((option, i) => html`<option value=${i} ?selected=${i === picked}>${describeAction(atSeq(option, event.seq), names)}${i === choices.chosen ? " (as in the log)" : ""}</option>`)}</select></label>`
    } else {
      control = html`<p class="none">${choices.why === "too-many" ? `The rules offered ${choices.count} choices here, too many to list.` : "The rules decided this event, not a die or a coach."}</p>`
    }
    return html`<section class="change" aria-label="The change">
      <h3>Event ${event.seq}: ${eventLines(replay).at(index).text}</h3>
      ${control}
      <button type="button" class="fold" ?disabled=${this.draft === null} @click=${() => this.fold()}>Fold on from here</button>
    </section>`
  }

  private renderFolded(replay: Replay, folded: Folded, index: number) {
    const { alt } = folded
    const names = namesOf(replay)
    const teams = replay.match.header.teams
    const at = replay.events[folded.from]!.seq
    const summary = alt.refused !== null
      ? `The rules refuse that change: ${alt.refused.message}`
      : alt.stop === null
        ? `The changed match took the whole rest of the log (${alt.events.length - 1} events).`
        : `The changed match took ${alt.events.length - 1} more of the log's events, then stopped at event ${alt.stop.seq}: ${alt.stop.reason}`
    const beside = besideAt(replay, alt, index)
    return html`<section class="folded" aria-label="The changed match">
      <h3>What if, from event ${at}: ${describeAction(folded.changed, names)}</h3>
      <p class="summary" role="status">${summary}</p>
      ${beside === null ? nothing : html`
        <div class="beside">
          <figure>
            <figcaption>${beside.where === "before" ? `The change, at event ${at} (the replay is before it)` : beside.where === "after" ? `Where the changed match stopped, before event ${alt.stop?.seq ?? "—"}` : `Beside event ${replay.events[beside.realIndex]!.seq}`}</figcaption>
            <bb-pitch .match=${replay.match} .state=${beside.state} .flipped=${this.flipped} @bb-player=${(e: Event) => e.stopPropagation()}></bb-pitch>
          </figure>
          <div class="compare">
            <table>
              <thead><tr><th scope="col"><span class="sr-only">Team</span></th><th scope="col">Real</th><th scope="col">What if</th></tr></thead>
              <tbody>${teams.map((team, t) => html`<tr data-team=${t}><th scope="row">${team.name}</th><td data-real>${beside.differences.score.real[t]}</td><td data-changed>${beside.differences.score.changed[t]}</td></tr>`)}
                <tr><th scope="row">The ball</th><td>${ballWords(beside.differences.ball.real, names)}</td><td>${ballWords(beside.differences.ball.changed, names)}</td></tr></tbody>
            </table>
            ${beside.differences.players.length === 0
              ? html`<p class="same">Every player stands where the real one does.</p>`
              : html`<table class="players">
                  <caption>Standing elsewhere</caption>
                  <thead><tr><th scope="col">Player</th><th scope="col">Real</th><th scope="col">What if</th></tr></thead>
                  <tbody>${beside.differences.players.map((d) => html`<tr data-player=${d.player}><th scope="row">${names.player(d.player)}</th><td>${placeWords(d.real)}</td><td>${placeWords(d.changed)}</td></tr>`)}</tbody>
                </table>`}
          </div>
        </div>
        <ol class="lines" aria-label="The changed match, event by event (each goes to the real event beside it)">
          ${range(Math.max(0, beside.k - BEFORE), Math.min(alt.events.length, beside.k + AFTER + 1)).map((k) => {
            const seq = replay.events[folded.from + k]!.seq
            return html`<li><button type="button" data-seq=${seq} aria-current=${k === beside.k && beside.where === "beside" ? "true" : nothing} @click=${() => this.go(seq)}><span class="seq">${seq}</span> ${changedLine(replay, alt, k).text}</button></li>`
          })}
        </ol>`}
      <button type="button" class="clear" @click=${() => (this.folded = null)}>Clear</button>
    </section>`
  }
}

const range = (from: number, to: number): Array<number> => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i)

const BOX_WORDS: Readonly<Record<string, string>> = { reserves: "Reserves", ko: "KO'd", bh: "Badly hurt", si: "Seriously injured", dead: "Dead", "sent-off": "Sent off", pool: "Not in the match" }

/** A place as the engine wrote it ("K7", "K7, prone", a box's id) in words. */
const placeWords = (place: string): string => BOX_WORDS[place] ?? place

const ballWords = (ball: string, names: ReturnType<typeof namesOf>): string => (ball.startsWith("held by ") ? `Held by ${names.player(ball.slice("held by ".length))}` : words(ball))

if (!customElements.get("bb-what-if")) customElements.define("bb-what-if", BbWhatIf)

declare global {
  interface HTMLElementTagNameMap {
    "bb-what-if": BbWhatIf
  }
}

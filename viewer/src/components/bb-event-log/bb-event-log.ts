/**
 * <bb-event-log>: every event of a replay as one line, the current one highlighted and kept in
 * view. Virtualised: rows have a fixed height and only the rows in view (plus a few) exist in
 * the DOM, so a 50 000-event log scrolls as smoothly as a short one.
 *
 * It only reads: each line is describeEvent's words for the event and the engine's outcomes.
 *
 * Properties (set from script):
 * - replay: Replay | null
 * - seq: number — the current event (0: before the first); attribute `seq`
 * - filter: Set<EventKind> | null — show only events of any of these kinds (null or empty: all)
 *
 * Events (bubbling, composed):
 * - bb-seek { seq } — a line was clicked (or chosen with the keyboard)
 * - bb-filter { filter: Set<EventKind> | null } — a filter chip was toggled; `filter` is already set
 */
import { html, LitElement, nothing, type PropertyValues } from "lit"
import type { Replay } from "@sidelines/engine"
import { describeAll, type EventKind, type EventLine } from "../../model/describe.js"
import { eventLogStyles } from "./bb-event-log.styles.js"
import { filterRows, rowAtOrBefore, scrollToShow, visibleRows, type RowWindow } from "./window.js"

export * from "./window.js"

/** Height of one line, in CSS pixels (the stylesheet's `.row` height). */
export const ROW_HEIGHT = 24
/** Rows rendered beyond each edge of the viewport. */
export const OVERSCAN = 12
/** Rows of context kept around the current line when the log scrolls to it. */
const CONTEXT = 2

/** The kinds offered as filter chips, with their labels. */
export const FILTER_CHIPS: ReadonlyArray<{ readonly kind: EventKind; readonly label: string }> = [
  { kind: "dice", label: "Dice" },
  { kind: "blocks", label: "Blocks" },
  { kind: "injuries", label: "Injuries" },
  { kind: "turnovers", label: "Turnovers" },
  { kind: "touchdowns", label: "Touchdowns" },
  { kind: "kick-off", label: "Kick-off" },
  { kind: "decisions", label: "Decisions" }
]

const NO_LINES: ReadonlyArray<EventLine> = []

export class BbEventLog extends LitElement {
  static override styles = eventLogStyles

  static override properties = {
    replay: { attribute: false },
    seq: { type: Number },
    filter: { attribute: false }
  }

  declare replay: Replay | null
  declare seq: number
  declare filter: ReadonlySet<EventKind> | null

  /** The replay's lines, and the indexes of those the filter lets through (the rows). */
  private lines: ReadonlyArray<EventLine> = NO_LINES
  private rows: ReadonlyArray<number> = []
  /** The replay and filter that `lines` and `rows` were computed for. */
  private linesOf: Replay | null = null
  private rowsOf: ReadonlySet<EventKind> | null | undefined = undefined
  /** The viewport's scroll position and height, as last read. */
  private top = 0
  private height = 0
  private shown: RowWindow = { first: 0, end: 0, offset: 0 }
  private frame = 0
  private resizer: ResizeObserver | null = null

  constructor() {
    super()
    this.replay = null
    this.seq = 0
    this.filter = null
  }

  private get viewport(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(".viewport")
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.resizer?.disconnect()
    this.resizer = null
    if (this.frame !== 0) cancelAnimationFrame(this.frame)
    this.frame = 0
  }

  override connectedCallback(): void {
    super.connectedCallback()
    // Re-observe after a move in the DOM (the viewport survives; its observer did not).
    if (this.hasUpdated) this.observe()
  }

  /** Brings the lines and rows up to date with `replay` and `filter` (computed once for each). */
  private sync(): void {
    if (this.replay !== this.linesOf) {
      this.linesOf = this.replay
      this.lines = this.replay === null ? NO_LINES : describeAll(this.replay)
      this.rowsOf = undefined
    }
    if (this.filter !== this.rowsOf) {
      this.rowsOf = this.filter
      this.rows = filterRows(this.lines, this.filter)
    }
  }

  protected override willUpdate(): void {
    this.sync()
  }

  protected override firstUpdated(): void {
    this.observe()
  }

  protected override updated(changed: PropertyValues<this>): void {
    // Follow the current event; a scroll by hand is left alone until the event changes.
    if (changed.has("seq") || changed.has("replay") || changed.has("filter")) this.reveal()
  }

  private observe(): void {
    const viewport = this.viewport
    if (viewport === null || typeof ResizeObserver === "undefined") return
    this.resizer?.disconnect()
    this.resizer = new ResizeObserver(() => this.measure())
    this.resizer.observe(viewport)
  }

  /** Reads the viewport and re-renders if other rows now show. */
  private measure(): void {
    const viewport = this.viewport
    if (viewport === null) return
    this.top = viewport.scrollTop
    this.height = viewport.clientHeight
    const next = visibleRows(this.top, this.height, ROW_HEIGHT, this.rows.length, OVERSCAN)
    if (next.first !== this.shown.first || next.end !== this.shown.end) this.requestUpdate()
  }

  private readonly onScroll = (): void => {
    if (this.frame !== 0) return
    this.frame = requestAnimationFrame(() => {
      this.frame = 0
      this.measure()
    })
  }

  /** The row of the current event, or -1 when it is filtered out (or before the first event). */
  private currentRow(): number {
    const row = rowAtOrBefore(this.rows.length, (r) => this.lines[this.rows[r]!]!.seq, this.seq)
    return row >= 0 && this.lines[this.rows[row]!]!.seq === this.seq ? row : -1
  }

  /** Scrolls the current event's row (or the row before it, when it is filtered out) into view. */
  private reveal(): void {
    const viewport = this.viewport
    if (viewport === null) return
    const row = Math.max(0, rowAtOrBefore(this.rows.length, (r) => this.lines[this.rows[r]!]!.seq, this.seq))
    const height = viewport.clientHeight
    const top = scrollToShow(row, viewport.scrollTop, height, ROW_HEIGHT, this.rows.length, CONTEXT)
    if (top !== viewport.scrollTop) viewport.scrollTop = top
    this.top = viewport.scrollTop
    this.height = height
    const next = visibleRows(this.top, this.height, ROW_HEIGHT, this.rows.length, OVERSCAN)
    if (next.first !== this.shown.first || next.end !== this.shown.end) this.requestUpdate()
  }

  private seek(seq: number): void {
    this.dispatchEvent(new CustomEvent("bb-seek", { detail: { seq }, bubbles: true, composed: true }))
  }

  private readonly onClick = (event: MouseEvent): void => {
    const row = (event.target as Element | null)?.closest?.("[data-seq]")
    if (row === null || row === undefined) return
    const seq = Number(row.getAttribute("data-seq"))
    if (Number.isInteger(seq)) this.seek(seq)
  }

  /** Up/Down, Page Up/Down, Home/End move between the lines shown (the filter applies). */
  private readonly onKey = (event: KeyboardEvent): void => {
    const count = this.rows.length
    if (count === 0) return
    const page = Math.max(1, Math.floor(this.height / ROW_HEIGHT) - 1)
    const at = rowAtOrBefore(count, (r) => this.lines[this.rows[r]!]!.seq, this.seq)
    const exact = at >= 0 && this.lines[this.rows[at]!]!.seq === this.seq
    let target: number
    switch (event.key) {
      case "ArrowDown":
        target = at + 1
        break
      case "ArrowUp":
        target = exact ? at - 1 : at
        break
      case "PageDown":
        target = at + page
        break
      case "PageUp":
        target = at - page
        break
      case "Home":
        target = 0
        break
      case "End":
        target = count - 1
        break
      default:
        return
    }
    event.preventDefault()
    event.stopPropagation()
    const row = Math.min(Math.max(target, 0), count - 1)
    this.seek(this.lines[this.rows[row]!]!.seq)
  }

  private toggle(kind: EventKind): void {
    const next = new Set(this.filter ?? [])
    if (next.has(kind)) next.delete(kind)
    else next.add(kind)
    this.filter = next.size === 0 ? null : next
    this.dispatchEvent(new CustomEvent("bb-filter", { detail: { filter: this.filter }, bubbles: true, composed: true }))
  }

  override render() {
    this.sync()
    if (this.replay === null) return html`<p class="empty">No match loaded.</p>`
    const count = this.rows.length
    const shown = visibleRows(this.top, this.height, ROW_HEIGHT, count, OVERSCAN)
    this.shown = shown
    const current = this.currentRow()
    const filtered = this.filter !== null && this.filter.size > 0
    const rows: Array<unknown> = []
    for (let r = shown.first; r < shown.end; r++) rows.push(this.renderRow(this.lines[this.rows[r]!]!, r, r === current, count))
    return html`
      <div class="toolbar" role="group" aria-label="Show only">
        ${FILTER_CHIPS.map(({ kind, label }) => html`<button type="button" class="chip" aria-pressed=${this.filter?.has(kind) === true ? "true" : "false"} @click=${() => this.toggle(kind)}>${label}</button>`)}
        <span class="count">${filtered ? `${count} of ${this.lines.length} events` : `${count} events`}</span>
      </div>
      <div class="viewport" tabindex="0" role="list" aria-label="Event log" @scroll=${this.onScroll} @click=${this.onClick} @keydown=${this.onKey}>
        ${count === 0
          ? html`<p class="empty">${filtered ? "No events match the filter." : "The log has no events."}</p>`
          : html`<div class="spacer" style="height: ${count * ROW_HEIGHT}px">
              <div class="rows" style="transform: translateY(${shown.offset}px)">${rows}</div>
            </div>`}
      </div>
    `
  }

  private renderRow(line: EventLine, row: number, current: boolean, count: number) {
    return html`<div
      class="row${line.problem ? " problem" : ""}${line.unchecked ? " unchecked" : ""}${line.kinds.includes("touchdowns") ? " kind-touchdowns" : ""}"
      role="listitem"
      aria-setsize=${count}
      aria-posinset=${row + 1}
      aria-current=${current ? "true" : nothing}
      data-seq=${line.seq}
      title=${line.text}
    ><span class="seq">${line.seq}</span>${line.problem ? html`<span class="flag" aria-hidden="true">!</span><span class="sr-only">Disputed: </span>` : nothing}${line.unchecked ? html`<span class="flag" aria-hidden="true">?</span><span class="sr-only">Unchecked: </span>` : nothing}<span class="text">${line.text}</span></div>`
  }
}

if (!customElements.get("bb-event-log")) customElements.define("bb-event-log", BbEventLog)

declare global {
  interface HTMLElementTagNameMap {
    "bb-event-log": BbEventLog
  }
}

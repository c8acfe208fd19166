/**
 * <bb-event-log>: every event of a replay as one line, read like a match report: under headers
 * for the half, the drive and the team turn (groups.ts), each line says only what happened. The
 * current one is highlighted and kept in view. Virtualised: rows have a fixed height and only the rows in view (plus a few) exist in
 * the DOM, so a 50 000-event log scrolls as smoothly as a short one. Only those rows are
 * described (eventLines keeps each line once described), so a match of any length opens at once;
 * a filter goes through the events in short slices, yielding to the page between them.
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
 * - bb-player { player } — a player's name in a line was clicked, or Enter pressed on the current line (its first player)
 */
import { html, LitElement, nothing, type PropertyValues } from "lit"
import { keepActivationKeys } from "../activation-keys.js"
import type { Replay } from "@sidelines/engine"
import { eventKindsAt, eventLines, type EventKind, type EventLine, type EventLines } from "../../model/describe.js"
import { FOLD_BUDGET_MS } from "../../model/fold-slices.js"
import { nextTask } from "../../model/next-task.js"
import { eventLogStyles } from "./bb-event-log.styles.js"
import { AllRows, decodeRow, encodeHeader, groupHeaders, headersToShow, headerText, type GroupHeader, type Row } from "./groups.js"
import { lineMatches, needleOf, searchLines } from "./search.js"
import { lineParts, playersOf } from "./player-names.js"
import { rowAtOrBefore, scrollToShow, visibleRows, type RowWindow } from "./window.js"

export * from "./window.js"

/** Height of one line, in CSS pixels (the stylesheet's `.row` height). */
export const ROW_HEIGHT = 24
/** Rows rendered beyond each edge of the viewport. */
export const OVERSCAN = 12
/** Events a filter looks at between two looks at the clock. */
const FILTER_STEP = 256
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
  { kind: "decisions", label: "Decisions" },
  { kind: "disputes", label: "Disputes" },
  { kind: "unchecked", label: "Unchecked" }
]

/** Chips offered only for a log that has such events (most logs have no disputes nor unchecked stretches). */
const chipShown = (replay: Replay, kind: EventKind): boolean =>
  kind === "disputes" ? replay.indexes.dispute.length > 0 : kind === "unchecked" ? replay.indexes.unchecked.length > 0 : true

const NO_LINES: EventLines = { length: 0, at: (index) => { throw new RangeError(`no event at index ${index}`) }, described: 0 }

/** A filter being applied: the rows found so far (events and their headers), and the next event to look at. */
interface Filtering {
  readonly filter: ReadonlySet<EventKind>
  readonly rows: Array<number>
  next: number
  /** The last event let through, and how many have been. */
  last: number
  matched: number
}

export class BbEventLog extends LitElement {
  static override styles = eventLogStyles

  static override properties = {
    replay: { attribute: false },
    seq: { type: Number },
    filter: { attribute: false },
    query: { state: true },
    found: { state: true },
    searchOpen: { state: true }
  }
  /** The search bar shows (it takes a row of the log's height only while wanted). */
  declare searchOpen: boolean
  /** What the search box holds. */
  declare query: string
  /** What the last search found, in words (null: nothing searched yet). */
  declare found: string | null
  /** Counts searches, so one overtaken by a newer one stops. */
  private searches = 0

  declare replay: Replay | null
  declare seq: number
  declare filter: ReadonlySet<EventKind> | null

  /** The replay's lines, its group headers, and the rows the filter lets through (null: every event and header). */
  private lines: EventLines = NO_LINES
  private headers: ReadonlyArray<GroupHeader> = []
  private all: AllRows = new AllRows([], 0)
  private rows: ReadonlyArray<number> | null = null
  /** The filter's rows' events so far. */
  private matched = 0
  /** The filter still going through the events (null when done or there is none). */
  private filtering: Filtering | null = null
  /** The replay and filter that `lines` and `rows` were computed for. */
  private linesOf: Replay | null = null
  private rowsOf: ReadonlySet<EventKind> | null | undefined = undefined
  /** The viewport's scroll position and height, as last read. */
  private top = 0
  private height = 0
  private shown: RowWindow = { first: 0, end: 0, offset: 0 }
  /** A scroll position waiting to be written in the next frame (null: none). */
  private scrollTarget: number | null = null
  private frame = 0
  private resizer: ResizeObserver | null = null

  constructor() {
    super()
    this.replay = null
    this.seq = 0
    this.filter = null
    this.query = ""
    this.found = null
    this.searchOpen = false
  }

  /** Puts the keyboard in the search box. */
  focusSearch(): void {
    this.searchOpen = true
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLInputElement>("input.search")?.focus())
  }

  /** Closes the search bar (its query kept for next time), the keyboard back on the lines. */
  private closeSearch(): void {
    this.searchOpen = false
    this.searches++
    void this.updateComplete.then(() => this.viewport?.focus())
  }

  /**
   * Goes to the next (or previous) event whose line matches the search, from the current event,
   * among those the filter shows; round from the end to the start. Resolves once there (or not found).
   */
  async searchNext(forward = true): Promise<void> {
    const replay = this.replay
    const needle = needleOf(this.query)
    if (replay === null || needle === "" || replay.events.length === 0) return
    const ticket = ++this.searches
    this.found = "Searching…"
    const from = this.seq === 0 ? -1 : replay.indexOf(this.seq)
    const result = await searchLines(replay, needle, from, forward, this.filter, () => ticket !== this.searches || this.replay !== replay)
    if (result === null) return
    if (result.index === null) {
      this.found = `No event matches “${this.query.trim()}”${this.filter !== null && this.filter.size > 0 ? " among those shown" : ""}.`
      return
    }
    const seq = replay.events[result.index]!.seq
    this.found = `Event ${seq.toLocaleString("en")}${result.wrapped ? forward ? ", from the start again" : ", from the end again" : ""}.`
    this.seek(seq)
  }

  private readonly onSearchInput = (event: Event): void => {
    this.query = (event.target as HTMLInputElement).value
    this.searches++
    this.found = null
  }

  /** Enter finds the next, Shift+Enter the previous; no key typed here reaches the replay's keys. */
  private readonly onSearchKey = (event: KeyboardEvent): void => {
    event.stopPropagation()
    if (event.key === "Enter") {
      event.preventDefault()
      void this.searchNext(!event.shiftKey)
    } else if (event.key === "Escape") {
      event.preventDefault()
      this.closeSearch()
    }
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

  /** How many lines have been described: only those of rows shown (or asked for), however long the match. */
  get described(): number {
    return this.lines.described
  }

  /** Brings the lines and rows up to date with `replay` and `filter` (computed once for each). */
  private sync(): void {
    if (this.replay !== this.linesOf) {
      this.linesOf = this.replay
      this.lines = this.replay === null ? NO_LINES : eventLines(this.replay)
      this.headers = this.replay === null ? [] : groupHeaders(this.replay)
      this.all = new AllRows(this.headers, this.lines.length)
      this.rowsOf = undefined
    }
    if (this.filter !== this.rowsOf) {
      this.rowsOf = this.filter
      const filter = this.filter
      if (filter === null || filter.size === 0 || this.replay === null) {
        this.rows = null
        this.filtering = null
      } else {
        const filtering: Filtering = { filter, rows: [], next: 0, last: -1, matched: 0 }
        this.rows = filtering.rows
        this.filtering = filtering
        this.filterSlice(filtering)
      }
    }
  }

  /**
   * Looks through events for the filter for at most FOLD_BUDGET_MS (a short match: all of them,
   * at once), then, while the filter still stands, goes on in the next task. The rows found so far show.
   */
  private filterSlice(filtering: Filtering): void {
    const replay = this.replay!
    const count = replay.events.length
    const t0 = performance.now()
    while (filtering.next < count) {
      const end = Math.min(count, filtering.next + FILTER_STEP)
      for (; filtering.next < end; filtering.next++) {
        if (eventKindsAt(replay, filtering.next).some((kind) => filtering.filter.has(kind))) {
          for (const h of headersToShow(this.headers, filtering.next, filtering.last)) filtering.rows.push(encodeHeader(h))
          filtering.rows.push(filtering.next)
          filtering.last = filtering.next
          filtering.matched++
        }
      }
      if (performance.now() - t0 >= FOLD_BUDGET_MS) break
    }
    if (this.filtering === filtering) this.matched = filtering.matched
    if (filtering.next >= count) {
      if (this.filtering === filtering) this.filtering = null
      return
    }
    void nextTask().then(() => {
      if (this.filtering !== filtering) return
      this.filterSlice(filtering)
      this.requestUpdate()
    })
  }

  /** How many rows there are (so far, while a filter is being applied). */
  private get rowCount(): number {
    return this.rows === null ? this.all.count : this.rows.length
  }

  /** How many events the rows show. */
  private get eventCount(): number {
    return this.rows === null ? this.lines.length : this.filtering?.matched ?? this.matched
  }

  /** Row r: an event or a header. */
  private rowAt(row: number): Row {
    return this.rows === null ? this.all.at(row) : decodeRow(this.rows[row]!)
  }

  /**
   * The seq of row r's event (no line described); a header's is just before its first event's
   * (by a quarter for each level), so rows stay in seq order and a seq finds its event's row.
   */
  private seqOfRow = (row: number): number => {
    const at = this.rowAt(row)
    if ("event" in at) return this.replay!.events[at.event]!.seq
    const header = this.headers[at.header]!
    return this.replay!.events[header.position]!.seq - 1 + (header.level + 1) / 4
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.sync()
    // Follow the current event; a scroll by hand is left alone until the event changes.
    if (changed.has("seq") || changed.has("replay") || changed.has("filter")) this.reveal()
  }

  protected override firstUpdated(): void {
    this.observe()
  }

  protected override updated(): void {
    if (this.scrollTarget !== null && this.frame === 0) this.frame = requestAnimationFrame(this.onFrame)
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
    const wasHidden = this.height === 0
    if (this.scrollTarget === null) this.top = viewport.scrollTop
    this.height = viewport.clientHeight
    // Shown again (a tab hid it while the replay moved on): bring the current event back into view.
    if (wasHidden && this.height > 0) {
      this.reveal()
      this.requestUpdate()
    }
    const next = visibleRows(this.top, this.height, ROW_HEIGHT, this.rowCount, OVERSCAN)
    if (next.first !== this.shown.first || next.end !== this.shown.end) this.requestUpdate()
  }

  /** The scroll event's time, when layout is done: reading the position then forces nothing. */
  private readonly onScroll = (): void => {
    const viewport = this.viewport
    if (viewport === null || this.scrollTarget !== null) return
    this.top = viewport.scrollTop
    const next = visibleRows(this.top, this.height, ROW_HEIGHT, this.rowCount, OVERSCAN)
    if (next.first !== this.shown.first || next.end !== this.shown.end) this.requestUpdate()
  }

  /**
   * Writes a scroll position the log moved to, in the next frame: writing it at once would force a
   * layout of the whole page in the middle of every seek (the browser lays out before each frame anyway).
   */
  private readonly onFrame = (): void => {
    this.frame = 0
    const viewport = this.viewport
    const target = this.scrollTarget
    this.scrollTarget = null
    if (viewport !== null && target !== null) viewport.scrollTop = target
  }

  /** The row of the current event, or -1 when it is filtered out (or before the first event). */
  private currentRow(): number {
    const row = rowAtOrBefore(this.rowCount, this.seqOfRow, this.seq)
    return row >= 0 && "event" in this.rowAt(row) && this.seqOfRow(row) === this.seq ? row : -1
  }

  /**
   * Brings the current event's row (or the row before it, when it is filtered out) into view, from
   * the scroll position and height last seen (the scroll event, the resize observer): nothing here
   * reads layout. The render that follows draws the rows there; the position is written in the next frame.
   */
  private reveal(): void {
    const row = Math.max(0, rowAtOrBefore(this.rowCount, this.seqOfRow, this.seq))
    const top = scrollToShow(row, this.top, this.height, ROW_HEIGHT, this.rowCount, CONTEXT)
    if (top === this.top) return
    this.top = top
    this.scrollTarget = top
  }

  private seek(seq: number): void {
    this.dispatchEvent(new CustomEvent("bb-seek", { detail: { seq }, bubbles: true, composed: true }))
  }

  private showPlayer(player: string): void {
    this.dispatchEvent(new CustomEvent("bb-player", { detail: { player }, bubbles: true, composed: true }))
  }

  private readonly onClick = (event: MouseEvent): void => {
    const name = (event.target as Element | null)?.closest?.("[data-player]")?.getAttribute("data-player")
    if (name != null) return this.showPlayer(name)
    const row = (event.target as Element | null)?.closest?.("[data-seq]")
    if (row === null || row === undefined) return
    const seq = Number(row.getAttribute("data-seq"))
    if (Number.isInteger(seq)) this.seek(seq)
  }

  /** Up/Down, Page Up/Down, Home/End move between the lines shown (the filter applies). */
  private readonly onKey = (event: KeyboardEvent): void => {
    if (event.key === "Enter" && this.replay !== null && this.seq > 0) {
      const player = playersOf(this.replay, this.replay.indexOf(this.seq))[0]
      if (player !== undefined) {
        event.preventDefault()
        event.stopPropagation()
        this.showPlayer(player)
      }
      return
    }
    const count = this.rowCount
    if (count === 0) return
    const page = Math.max(1, Math.floor(this.height / ROW_HEIGHT) - 1)
    const at = rowAtOrBefore(count, this.seqOfRow, this.seq)
    const exact = at >= 0 && this.seqOfRow(at) === this.seq
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
    // A header is no event: go on past it the way the key goes (or back, at either end).
    const step = target > at || event.key === "Home" ? 1 : -1
    let row = Math.min(Math.max(target, 0), count - 1)
    while (row >= 0 && row < count && "header" in this.rowAt(row)) row += step
    if (row < 0 || row >= count) {
      row = Math.min(Math.max(target, 0), count - 1)
      while (row >= 0 && row < count && "header" in this.rowAt(row)) row -= step
    }
    if (row >= 0 && row < count) this.seek(this.seqOfRow(row))
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
    const count = this.rowCount
    const shown = visibleRows(this.top, this.height, ROW_HEIGHT, count, OVERSCAN)
    this.shown = shown
    const current = this.currentRow()
    const filtered = this.filter !== null && this.filter.size > 0
    const rows: Array<unknown> = []
    // Rows shown that match the search are marked (only these few are looked at here).
    const needle = needleOf(this.query)
    for (let r = shown.first; r < shown.end; r++) {
      const at = this.rowAt(r)
      rows.push("event" in at ? this.renderRow(this.lines.at(at.event), r, r === current, count, at.event, needle !== "" && lineMatches(this.replay, at.event, needle)) : this.renderHeader(at.header, r, count))
    }
    const filtering = this.filtering !== null
    return html`
      <div class="toolbar">
        <button type="button" class="chip open-search" aria-expanded=${this.searchOpen ? "true" : "false"} title="/" @click=${() => (this.searchOpen ? this.closeSearch() : this.focusSearch())} @keydown=${keepActivationKeys}>Search</button>
        <span class="chips" role="group" aria-label="Show only">${FILTER_CHIPS.filter(({ kind }) => chipShown(this.replay!, kind)).map(({ kind, label }) => html`<button type="button" class="chip" aria-pressed=${this.filter?.has(kind) === true ? "true" : "false"} @click=${() => this.toggle(kind)} @keydown=${keepActivationKeys}>${label}</button>`)}</span>
        <span class="count">${filtering ? `filtering… ${this.eventCount} so far of ${this.lines.length} events` : filtered ? `${this.eventCount} of ${this.lines.length} events` : `${this.eventCount} events`}</span>
      </div>
      ${this.searchOpen ? this.renderSearch() : nothing}
      <div class="viewport" tabindex="0" role="list" aria-label="Event log" @scroll=${this.onScroll} @click=${this.onClick} @keydown=${this.onKey}>
        ${count === 0
          ? html`<p class="empty">${filtering ? "Filtering…" : filtered ? "No events match the filter." : "The log has no events."}</p>`
          : html`<div class="spacer" style="height: ${count * ROW_HEIGHT}px">
              <div class="rows" style="transform: translateY(${shown.offset}px)">${rows}</div>
            </div>`}
      </div>
    `
  }

  private renderSearch() {
    const empty = needleOf(this.query) === ""
    return html`<div class="search-bar" role="search">
        <input class="search" type="search" aria-label="Search the event log" placeholder="Search: a player, a rule, a roll…" .value=${this.query} @input=${this.onSearchInput} @keydown=${this.onSearchKey}>
        <button type="button" class="find" aria-label="Previous match (Shift+Enter)" title="Shift+Enter" ?disabled=${empty} @click=${() => void this.searchNext(false)} @keydown=${keepActivationKeys}>◀</button>
        <button type="button" class="find" aria-label="Next match (Enter)" title="Enter" ?disabled=${empty} @click=${() => void this.searchNext(true)} @keydown=${keepActivationKeys}>▶</button>
        <span class="found" role="status">${this.found ?? ""}</span>
      </div>`
  }

  private renderHeader(header: number, row: number, count: number) {
    const { level } = this.headers[header]!
    return html`<div class="group level-${level}" role="listitem" aria-setsize=${count} aria-posinset=${row + 1}><span class="heading">${headerText(this.replay!, this.headers[header]!)}</span></div>`
  }

  /** A line's text, each player's name a button that opens their card (not a tab stop: Enter on the line does it). */
  private renderText(line: EventLine, event: number) {
    return lineParts(this.replay!, event, line.text).map((part) => (typeof part === "string" ? part : html`<button type="button" class="name" tabindex="-1" data-player=${part.player}>${part.name}</button>`))
  }

  private renderRow(line: EventLine, row: number, current: boolean, count: number, event: number, match: boolean) {
    return html`<div
      class="row${match ? " match" : ""}${line.problem ? " problem" : ""}${line.unchecked ? " unchecked" : ""}${line.kinds.includes("touchdowns") ? " kind-touchdowns" : ""}"
      role="listitem"
      aria-setsize=${count}
      aria-posinset=${row + 1}
      aria-current=${current ? "true" : nothing}
      data-seq=${line.seq}
      title=${line.text}
    ><span class="seq">${line.seq}</span>${line.problem ? html`<span class="flag" aria-hidden="true">!</span><span class="sr-only">Disputed: </span>` : nothing}${line.unchecked ? html`<span class="flag" aria-hidden="true">?</span><span class="sr-only">Unchecked: </span>` : nothing}<span class="text">${this.renderText(line, event)}</span></div>`
  }
}

if (!customElements.get("bb-event-log")) customElements.define("bb-event-log", BbEventLog)

declare global {
  interface HTMLElementTagNameMap {
    "bb-event-log": BbEventLog
  }
}

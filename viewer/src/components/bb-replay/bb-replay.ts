import { html, LitElement, nothing, type PropertyValues } from "lit"
import { boardExplained, nextPlayStep, type BoardExplained, type MatchState, type Replay } from "@sidelines/engine"
import "../bb-event-log/bb-event-log.js"
import "../bb-pitch/bb-pitch.js"
import "../bb-player-card/bb-player-card.js"
import "../bb-stats/bb-stats.js"
import "../bb-timeline/bb-timeline.js"
import "../bb-what-if/bb-what-if.js"
import { eventLines } from "../../model/describe.js"
import { nextTask } from "../../model/next-task.js"
import { errorLine, fetchLog, type LoadedLog, openLogBytes, openLogText } from "../../model/load.js"
import { readFlag, writeFlag } from "../../model/settings.js"
import { styles } from "./bb-replay.styles.js"
import { motionDuration, type TokenMotion } from "../bb-pitch/token-motion.js"
import { caption } from "./caption.js"
import { boardCaption, boardToggle } from "./board-explained.js"
import { checksBanner } from "./checks-banner.js"
import { diceTray } from "./dice-tray.js"
import { dugouts } from "./dugouts.js"
import { keyHelp } from "./key-help.js"
import { clampSeq, HIGHLIGHT_KINDS, highlightOf, whereInMatch, type Highlight } from "./navigation.js"
import { PAUSE_MS, playStepFrom, type StepBy } from "./pace.js"
import { resultBanner } from "./result-banner.js"
import { ruling } from "./ruling.js"
import { scoreboard } from "./scoreboard.js"
import { scrubber } from "./scrubber.js"
import { touchControls } from "./touch-controls.js"

const SPEEDS = [0.25, 0.5, 1, 2, 4, 8]
/** The least time between two writes of `#seq=` to the address. */
const HASH_INTERVAL_MS = 150
/** The tabs of the panels under the scrubber: the event log with the ruling, the timeline, the stats, what if. */
export const PANELS = [
  { id: "events", label: "Events" },
  { id: "timeline", label: "Timeline" },
  { id: "stats", label: "Stats" },
  { id: "what-if", label: "What if" }
] as const
export type PanelId = (typeof PANELS)[number]["id"]
/**
 * The part of the progress bar that decoding fills; folding fills the rest. The two run at once
 * (the page folds what the worker has decoded so far), so the bar shows decoding's share plus the
 * fold's share of what is decoded, and never goes back.
 */
const DECODE_SHARE = 0.5
/** How many of a bad log's errors the banner lists before summing up the rest. */
const SHOWN_ERRORS = 20

/** Keys a tab handles itself (choosing, and moving along the tablist); they must not also reach the replay's. */
const TAB_KEYS = new Set([" ", "Enter", "ArrowLeft", "ArrowRight", "Home", "End"])
/** Narrower than this (in CSS pixels), the element stacks everything and turns a long pitch upright. */
const NARROW = 600
/** A pitch at most this much longer than wide is "square" (BlightBowl's cross): beside the panels on a wide screen. */
const SQUARE = 1.3

/**
 * Over 600 lines on purpose: this element holds the state every panel reads (the open match, the
 * seq, playback, presentation, the open card and tab) and the keys and events that change it; the
 * drawing of each part already lives in its own file beside it (scrubber, caption, banners, dice
 * tray, dugouts, key help), so what is left here is that one state and its transitions.
 *
 * <bb-replay>: the embeddable root. Give it a `src` (a log's URL) or a `replay`; it shows the
 * match at `seq` and lets people scrub, step and play through it. It listens to keys only when
 * focused, and only reads what the engine derived.
 *
 * Events: bb-load { events }, bb-seek { seq }, bb-player { player } (a player chosen: their card opens), bb-error { message, errors },
 * bb-progress { done, total, phase, thread } while a log opens: phase "decode" counts characters
 * of its text (thread "worker", or "page" where Web Workers are unavailable), and, meanwhile,
 * phase "fold" counts events folded on the page of those decoded so far.
 */
/** How many lines the errors are on, in words: a line with several problems counts once. */
const unreadLines = (errors: ReadonlyArray<{ readonly line: number }>): string => {
  const lines = new Set(errors.map((error) => error.line)).size
  return `${lines} line${lines === 1 ? "" : "s"}`
}

export class BbReplay extends LitElement {
  static override styles = styles
  static override properties = {
    src: { type: String },
    name: { type: String },
    seq: { type: Number, reflect: true },
    autoplay: { type: Boolean },
    speed: { type: Number },
    stepBy: { type: String, attribute: "step-by" },
    presenting: { type: Boolean, reflect: true },
    hash: { type: Boolean },
    replay: { attribute: false },
    loaded: { state: true },
    flipped: { state: true },
    playing: { state: true },
    help: { state: true },
    panel: { state: true },
    loadError: { state: true },
    progress: { state: true },
    converting: { state: true },
    narrow: { state: true },
    card: { state: true },
    explain: { state: true }
  }
  declare src: string | null
  /** The match's name for saved files (stats, timeline); without it, the last part of `src`. */
  declare name: string | null
  declare seq: number
  declare autoplay: boolean
  declare speed: number
  /** What play moves by: "action" (the engine's play steps: an action, a kick-off, a turn's end) or "event". */
  declare stepBy: StepBy
  /** Presentation mode, for a commentator: the pitch and the score fill the element, with a caption of what just happened. */
  declare presenting: boolean
  /** Keep `#seq=N` in the page's URL in step with the replay (for the full-page viewer). */
  declare hash: boolean
  declare replay: Replay | null
  declare loaded: LoadedLog | null
  declare flipped: boolean
  declare playing: boolean
  declare help: boolean
  /** The panel shown under the scrubber. */
  declare panel: PanelId
  declare loadError: string | null
  /** How far the log being opened has been decoded, 0–1; null when nothing is loading. */
  declare progress: number | null
  /** How far a replay being opened has been converted by its importer, 0–1; null when no import is under way. */
  declare converting: number | null
  /** The element is narrow (a phone held upright): a long pitch is drawn turned. */
  declare narrow: boolean
  /** The player whose card is open (their id), or null. */
  declare card: string | null
  /** Whether the board explained is drawn over the pitch (kept between visits). */
  declare explain: boolean
  /** What had the focus when the card opened: it gets it back when the card closes. */
  private cardOpener: HTMLElement | null = null
  private resizer: ResizeObserver | null = null
  private timer: ReturnType<typeof setTimeout> | undefined
  /** How the tokens came to the event shown (its seq): set by a step of playback, cleared by any other seek (drawn at once). */
  private motion: { readonly seq: number; readonly motion: TokenMotion } | null = null
  /** While a step's motion plays, the event whose caption still shows (the step's words come as it lands); null once it has. */
  private captionHeld: number | null = null
  private captionTimer: ReturnType<typeof setTimeout> | undefined
  /**
   * The replay whose scrubber marks are drawn: they come in the task after the match is first
   * drawn, so that first render (and the page's first layout) is not also hundreds of marks'.
   */
  private marksOf: Replay | null = null
  /** Panels opened so far: the timeline, the stats and what if are drawn only once first shown, then kept (with their zoom and scroll). */
  private opened = new Set<PanelId>(["events"])
  /** The cursor the Stats and What if tabs were last shown at: a hidden tab is not redrawn on every seek. */
  private statsSeq = 0
  private whatIfSeq = 0
  /** The board explained at the event shown (null while off): worked out when the event, the replay or the toggle changes, not on every render. */
  private board: BoardExplained | null = null

  constructor() {
    super()
    this.src = null
    this.name = null
    this.seq = 0
    this.autoplay = false
    this.speed = 1
    this.stepBy = readFlag("play-by-event", false) ? "event" : "action"
    this.presenting = false
    this.hash = false
    this.replay = null
    this.loaded = null
    this.flipped = false
    this.playing = false
    this.help = false
    this.panel = "events"
    this.loadError = null
    this.progress = null
    this.converting = null
    this.narrow = false
    this.card = null
    this.explain = readFlag("board-explained", false)
  }

  /** The state last handed out, and which replay and event it is of. */
  private shown: { readonly replay: Replay; readonly seq: number; readonly state: MatchState | undefined } | null = null

  /**
   * The match after the current event: the same object for as long as the event is shown. A long
   * replay folds most of its states again when read, and a new object for the same event would
   * tell the pitch the state changed (and replay the step's motion).
   */
  get state(): MatchState | undefined {
    const replay = this.replay
    if (replay === null) return undefined
    const shown = this.shown
    if (shown !== null && shown.replay === replay && shown.seq === this.seq) return shown.state
    const state = replay.stateAt(this.seq)
    this.shown = { replay, seq: this.seq, state }
    return state
  }

  override connectedCallback(): void {
    super.connectedCallback()
    this.tabIndex = 0
    this.addEventListener("keydown", this.onKey)
    if (typeof ResizeObserver !== "undefined") {
      this.resizer = new ResizeObserver((entries) => {
        const width = entries[0]?.contentRect.width ?? 0
        if (width > 0 && (width < NARROW) !== this.narrow) this.narrow = width < NARROW
      })
      this.resizer.observe(this)
    }
    // Always listened to, and `hash` checked on each change: the page may set it after connecting.
    window.addEventListener("hashchange", this.onHash)
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.removeEventListener("keydown", this.onKey)
    window.removeEventListener("hashchange", this.onHash)
    this.resizer?.disconnect()
    this.resizer = null
    clearTimeout(this.hashTimer)
    this.hashTimer = undefined
    clearTimeout(this.captionTimer)
    this.stop()
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("src") && this.src !== null && this.src !== "") void this.load(this.src)
    // A seq set from outside (or a new log) is drawn at once.
    if ((changed.has("seq") || changed.has("replay")) && this.motion?.seq !== this.seq) this.motion = null
    if (changed.has("seq") || changed.has("replay") || changed.has("explain")) this.board = this.explain && this.replay !== null ? boardExplained(this.replay, this.seq) : null
    if (changed.has("playing")) {
      if (this.playing) this.start()
      else this.stop()
    }
    // The stylesheet gives the panels more of the height while the timeline shows (all its lanes in view).
    if (changed.has("panel")) this.dataset["panel"] = this.panel
  }

  protected override updated(): void {
    const replay = this.replay
    if (replay === null || replay === this.marksOf) return
    void nextTask().then(() => {
      if (this.replay !== replay) return
      this.marksOf = replay
      this.requestUpdate()
    })
  }

  /** Counts opens, so a slow load finishing after a newer one is dropped. */
  private opening = 0

  /** Opens a log from its text (a dropped or picked file); resolves once it is shown. */
  async openText(name: string, text: string): Promise<LoadedLog | null> {
    return this.open((progress) => openLogText(name, text, progress))
  }

  /** Opens a file's bytes: a log, gzipped or not, or a FUMBBL replay (converted in the worker). */
  async openBytes(name: string, bytes: Uint8Array): Promise<LoadedLog | null> {
    return this.open((progress) => openLogBytes(name, bytes, progress))
  }

  private async load(url: string): Promise<void> {
    await this.open((progress) => fetchLog(url, progress, this.name ?? undefined))
  }

  /** One open: a failure shows its reason and clears the progress bar, never leaving it stuck. */
  private async open(opening: (progress: ReturnType<BbReplay["reportProgress"]>) => Promise<LoadedLog>): Promise<LoadedLog | null> {
    const ticket = this.beginLoad()
    try {
      return this.finishLoad(ticket, await opening(this.reportProgress(ticket)))
    } catch (error) {
      if (ticket !== this.opening) return null
      this.progress = null
      this.replay = null
      this.loaded = null
      this.loadError = error instanceof Error ? error.message : String(error)
      this.dispatchEvent(new CustomEvent("bb-error", { detail: { message: this.loadError, errors: [] }, bubbles: true, composed: true }))
      return null
    }
  }

  private beginLoad(): number {
    this.stop()
    this.playing = false
    this.progress = 0
    this.converting = null
    return ++this.opening
  }

  private reportProgress(ticket: number) {
    let decoded = 0
    let folded = 0
    return (done: number, total: number, phase: "import" | "decode" | "fold", thread: "worker" | "page") => {
      if (ticket !== this.opening) return
      const share = total === 0 ? 1 : done / total
      // A replay's import comes first and is shown on its own; decoding and folding follow it.
      this.converting = phase === "import" ? share : null
      if (phase === "import") decoded = 0
      else if (phase === "decode") decoded = share
      else folded = share
      // Decoding and folding cost about the same per event (a few µs each; BENCHMARKS.md).
      this.progress = Math.max(this.progress ?? 0, DECODE_SHARE * decoded + (1 - DECODE_SHARE) * decoded * folded)
      this.dispatchEvent(new CustomEvent("bb-progress", { detail: { done, total, phase, thread }, bubbles: true, composed: true }))
    }
  }

  private finishLoad(ticket: number, loaded: LoadedLog): LoadedLog | null {
    if (ticket !== this.opening) return null
    this.progress = null
    this.show(loaded)
    return loaded
  }

  private show(loaded: LoadedLog): void {
    this.loaded = loaded
    this.loadError = loaded.problem
    this.replay = loaded.replay
    const last = this.replay?.events.at(-1)?.seq ?? 0
    const fromHash = this.hash ? Number(/seq=(\d+)/.exec(location.hash)?.[1]) : NaN
    const wanted = Number.isInteger(fromHash) ? fromHash : this.seq
    this.seq = this.replay === null ? Math.min(wanted, last) : clampSeq(this.replay, wanted)
    this.dispatchEvent(new CustomEvent("bb-load", { detail: { events: loaded.log.events.length }, bubbles: true, composed: true }))
    if (loaded.log.errors.length > 0 || loaded.problem !== null || this.replay?.violation) {
      const message = loaded.problem ?? this.replay?.violation?.message ?? `${loaded.log.errors.length} problem(s) in the log`
      this.dispatchEvent(new CustomEvent("bb-error", { detail: { message, errors: loaded.log.errors }, bubbles: true, composed: true }))
    }
    if (this.autoplay) this.playing = true
  }

  /**
   * Moves to an event (clamped to the replay) and tells the page. Only a step of playback passes
   * a motion: every other seek (the scrubber, a key, a click) draws the event at once.
   */
  seekTo(seq: number, motion: TokenMotion | null = null): void {
    const replay = this.replay
    if (replay === null) return
    const target = clampSeq(replay, seq)
    if (target === this.seq) return
    this.motion = motion === null ? null : { seq: target, motion }
    this.holdCaption(motion)
    this.seq = target
    if (this.hash) this.writeHash()
    this.dispatchEvent(new CustomEvent("bb-seek", { detail: { seq: target }, bubbles: true, composed: true }))
  }

  /** Keeps the caption of the event shown until a motion to the next has played; at once without one. */
  private holdCaption(motion: TokenMotion | null): void {
    clearTimeout(this.captionTimer)
    const playing = motionDuration(motion)
    this.captionHeld = playing > 0 ? this.seq : null
    if (playing > 0) {
      this.captionTimer = setTimeout(() => {
        this.captionHeld = null
        this.requestUpdate()
      }, playing)
    }
  }

  private hashTimer: ReturnType<typeof setTimeout> | undefined
  private hashWritten = -Infinity

  /**
   * Puts the current event in the address, after the seek and at most every HASH_INTERVAL_MS (the
   * last seek always): a write costs about a millisecond, and the browser throttles a page that
   * replaces its address hundreds of times in a few seconds (playback at 8×).
   */
  private writeHash(): void {
    if (this.hashTimer !== undefined) return
    this.hashTimer = setTimeout(() => {
      this.hashTimer = undefined
      this.hashWritten = performance.now()
      // Only the seq changes: the rest of the hash (a shared link's log) stays.
      if (this.hash && this.replay !== null) history.replaceState(null, "", /seq=\d+/.test(location.hash) ? location.hash.replace(/seq=\d+/, `seq=${this.seq}`) : `#seq=${this.seq}`)
    }, Math.max(0, this.hashWritten + HASH_INTERVAL_MS - performance.now()))
  }

  private step(delta: number): void {
    const replay = this.replay
    if (replay === null) return
    const index = this.seq === 0 ? -1 : replay.indexOf(this.seq)
    const next = Math.max(-1, Math.min(replay.events.length - 1, index + delta))
    this.seekTo(next < 0 ? 0 : replay.events[next]!.seq)
  }

  private jump(kind: Parameters<Replay["next"]>[0] | "highlight" | "action", forward: boolean): void {
    const replay = this.replay
    if (replay === null) return
    let target: number | undefined
    if (kind === "action") target = nextPlayStep(replay, this.seq, forward)
    else if (kind === "highlight") {
      const found = HIGHLIGHT_KINDS.map((k) => (forward ? replay.next(k, this.seq) : replay.prev(k, this.seq))).filter((s): s is number => s !== undefined)
      target = found.length === 0 ? undefined : forward ? Math.min(...found) : Math.max(...found)
    } else target = forward ? replay.next(kind, this.seq) : replay.prev(kind, this.seq)
    if (target !== undefined) this.seekTo(target)
  }

  /** Plays: a step (by action or by event), its motion, a pause, the next; paced by the speed. */
  private start(): void {
    this.stop()
    const tick = (): void => {
      const replay = this.replay
      const step = replay === null ? undefined : playStepFrom(replay, this.seq, this.stepBy, this.speed)
      if (step === undefined) {
        this.timer = undefined
        this.playing = false
        return
      }
      this.seekTo(step.target, step.motion)
      this.timer = setTimeout(tick, step.wait)
    }
    this.timer = setTimeout(tick, (this.stepBy === "event" ? PAUSE_MS.event : PAUSE_MS.still) / this.speed)
  }

  private stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
  }

  /** What play moves by from now on, and remembered for the next visit. */
  playBy(stepBy: StepBy): void {
    this.stepBy = stepBy
    writeFlag("play-by-event", stepBy === "event")
  }

  /** Into or out of presentation mode; the focus stays on the replay, so its keys go on working. */
  present(on: boolean): void {
    this.presenting = on
    if (on) this.help = false
    void this.updateComplete.then(() => this.focus())
  }

  private onHash = (): void => {
    if (!this.hash) return
    const seq = Number(/seq=(\d+)/.exec(location.hash)?.[1])
    if (Number.isInteger(seq)) this.seekTo(seq)
  }

  private onKey = (event: KeyboardEvent): void => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => (event.shiftKey ? this.jump("action", true) : this.step(1)),
      ArrowLeft: () => (event.shiftKey ? this.jump("action", false) : this.step(-1)),
      ArrowDown: () => this.jump("team-turn", true),
      ArrowUp: () => this.jump("team-turn", false),
      PageDown: () => this.jump("drive", true),
      PageUp: () => this.jump("drive", false),
      Home: () => this.seekTo(0),
      End: () => this.seekTo(this.replay?.events.at(-1)?.seq ?? 0),
      " ": () => (this.playing = !this.playing),
      l: () => this.changeSpeed(1),
      j: () => this.changeSpeed(-1),
      d: () => this.jump("dispute", !event.shiftKey),
      u: () => this.jump("unchecked", !event.shiftKey),
      n: () => this.jump("highlight", true),
      p: () => this.jump("highlight", false),
      f: () => (this.flipped = !this.flipped),
      c: () => this.present(!this.presenting),
      b: () => this.toggleExplain(),
      // To the event log's search (its Enter and Shift+Enter go to the next and previous match).
      "/": () => {
        this.showPanel("events")
        void this.updateComplete.then(() => this.renderRoot.querySelector("bb-event-log")?.focusSearch())
      },
      "?": () => (this.help = !this.help),
      Escape: () => {
        // One thing at a time: the help or a card over the presentation closes first.
        if (this.presenting && !this.help && this.card === null) this.present(false)
        this.help = false
        this.showPlayer(null)
      }
    }
    const action = keys[event.key] ?? keys[event.key.toLowerCase()]
    if (action === undefined || event.ctrlKey || event.metaKey || event.altKey) return
    event.preventDefault()
    action()
  }

  /**
   * Opens a player's card (null closes it). The focus goes to the card, and back to where it was
   * when the card closes.
   */
  showPlayer(player: string | null): void {
    if (player === this.card) return
    if (player === null) {
      this.card = null
      const opener = this.cardOpener
      this.cardOpener = null
      void this.updateComplete.then(() => (opener?.isConnected === true ? opener : this).focus())
      return
    }
    if (this.card === null) this.cardOpener = deepActiveElement()
    this.card = player
    void this.updateComplete.then(() => this.renderRoot.querySelector("bb-player-card")?.focus())
  }

  private onPlayer = (event: CustomEvent<{ player: string }>): void => this.showPlayer(event.detail.player)

  /** Shows or hides the board explained, and remembers the choice. */
  toggleExplain(): void {
    this.explain = !this.explain
    writeFlag("board-explained", this.explain)
  }

  /** Shows a panel under the scrubber. */
  showPanel(panel: PanelId): void {
    this.opened.add(panel)
    this.panel = panel
  }

  /** The tablist's keys: arrows (wrapping), Home and End move to a tab and show it; the tab takes the focus. */
  private onTabKey = (event: KeyboardEvent): void => {
    if (!TAB_KEYS.has(event.key)) return
    event.stopPropagation()
    const at = PANELS.findIndex((p) => p.id === this.panel)
    const to = event.key === "ArrowRight" ? (at + 1) % PANELS.length
      : event.key === "ArrowLeft" ? (at + PANELS.length - 1) % PANELS.length
      : event.key === "Home" ? 0
      : event.key === "End" ? PANELS.length - 1
      : -1
    if (to < 0) return
    event.preventDefault()
    this.showPanel(PANELS[to]!.id)
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#tab-${PANELS[to]!.id}`)?.focus())
  }

  /** The event log and the timeline ask to go somewhere: go there, and tell the page as any seek does. */
  private onChildSeek = (event: CustomEvent<{ seq: number }>): void => {
    event.stopPropagation()
    this.seekTo(event.detail.seq)
  }

  private changeSpeed(direction: number): void {
    const index = SPEEDS.indexOf(this.speed)
    this.speed = SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, (index < 0 ? 2 : index) + direction))]!
    if (this.playing) this.start()
  }

  override render() {
    // A replay given as a property (no log opened here) shows as well as one opened from `src`.
    if (this.loaded === null && this.replay === null) {
      return html`<div class="empty">${this.loadError === null ? this.renderProgress() : html`<p class="error" role="alert">${this.loadError}</p>`}</div>`
    }
    const replay = this.replay
    const state = this.state
    const pitch = replay?.match.variant.pitch
    const square = pitch !== undefined && pitch.width / pitch.height < SQUARE && pitch.height / pitch.width < SQUARE
    return html`<div class=${`layout${square ? " square" : ""}${this.presenting ? " presenting" : ""}`} @bb-player=${this.onPlayer}>
      <div class="notices">${this.progress === null ? nothing : this.renderProgress()}${this.renderImport()}${this.renderErrors()}${replay === null ? nothing : checksBanner({ replay, seq: this.seq, onJump: (kind, forward) => this.jump(kind, forward) })}${replay === null ? nothing : resultBanner(replay, this.seq)}</div>
      ${replay === null || state === undefined ? nothing : this.renderMatch(replay, state, !square && this.narrow)}
    </div>
    ${this.help ? keyHelp(() => (this.help = false)) : nothing}`
  }

  private renderProgress() {
    const converting = this.converting
    const percent = Math.round((converting ?? this.progress ?? 0) * 100)
    return html`<div class="loading"><label>${converting === null ? "Opening the log…" : "Converting the replay…"} ${percent}%
      <progress max="100" .value=${percent}></progress></label></div>`
  }

  /** Where a converted replay came from, and whether the importer read all of it. */
  private renderImport() {
    const note = this.loaded?.importedFrom ?? null
    if (note === null) return nothing
    const bb3 = note.format === "bb3"
    const source = bb3 ? "Blood Bowl 3" : "FUMBBL"
    return html`<p class="import-note" role="status">Imported from a ${source} replay: ${note.commands.toLocaleString("en")} ${bb3 ? "steps" : "commands"}, ${note.events.toLocaleString("en")} events${bb3 && note.checkedShare !== undefined ? `, ${(note.checkedShare * 100).toFixed(1)}% of its rolls and decisions checked by the rules` : ""}.
      ${note.unchecked === 0 ? "Every event was converted and checked by the rules." : html`<strong>${note.unchecked} stretch${note.unchecked === 1 ? "" : "es"} could not be checked</strong> (marked on the scrubber and in the event log, the first: ${note.stopped}); after each the match goes on as ${source} recorded it.`}
      ${note.warnings.length === 0 ? nothing : html`<span title=${note.warnings.join("\n")}>${note.warnings.length} warning(s).</span>`}</p>`
  }

  private renderErrors() {
    const errors = this.loaded?.log.errors ?? []
    const problem = this.loaded?.problem ?? null
    const validPrefix = this.loaded?.log.validPrefix ?? 0
    const violation = this.replay?.violation ?? null
    if (errors.length === 0 && problem === null && violation === null) return nothing
    return html`<section class="errors" role="alert" aria-label="Problems in this log">
      ${problem === null ? nothing : html`<p>${problem}</p>`}
      ${violation === null ? nothing : html`<p>The rules stop the replay at seq ${violation.seq}: ${violation.message}</p>`}
      ${errors.length === 0 ? nothing : html`<p>${unreadLines(errors)} could not be read; the ${validPrefix} events before the first are shown.</p>
        <ul>${errors.slice(0, SHOWN_ERRORS).map((error) => html`<li>${errorLine(error)}</li>`)}
          ${errors.length > SHOWN_ERRORS ? html`<li>… and ${errors.length - SHOWN_ERRORS} more (\`npx sidelines validate\` lists them all)</li>` : nothing}</ul>`}
    </section>`
  }

  private renderMatch(replay: Replay, state: MatchState, turned: boolean) {
    const index = this.seq === 0 ? -1 : replay.indexOf(this.seq)
    const line = index < 0 ? null : eventLines(replay).at(index)
    // Read aloud on its own, a line says where in the match it is too.
    const current = line === null ? "Before the kick-off" : `${line.where}: ${line.text}`
    const highlight: Highlight | null = highlightOf(replay, this.seq)
    const board = this.board
    return html`
      <header class="scoreboard">${scoreboard(replay, state)}</header>
      ${this.presenting ? this.renderPresenting(replay, state) : nothing}
      <div class="board">
        <div class="field">
          <bb-pitch .match=${replay.match} .state=${state} .flipped=${this.flipped} .turned=${turned && !this.presenting} .highlight=${highlight} .board=${board}
            .motion=${this.motion?.seq === this.seq ? this.motion.motion : null}></bb-pitch>
          ${diceTray(replay, this.seq)}
          ${boardToggle(this.explain, () => this.toggleExplain())}
        </div>
        ${dugouts(replay, state, (player) => this.showPlayer(player))}
      </div>
      ${scrubber({
        replay, state, seq: this.seq, playing: this.playing, speed: this.speed, marks: this.marksOf === replay, stepBy: this.stepBy,
        onPlay: () => (this.playing = !this.playing),
        onStep: (delta) => this.step(delta),
        onSeek: (seq) => this.seekTo(seq),
        onStepBy: (stepBy) => this.playBy(stepBy),
        onPresent: () => this.present(true)
      })}
      ${touchControls({
        playing: this.playing, speed: this.speed, stepBy: this.stepBy,
        onPlay: () => (this.playing = !this.playing),
        onStep: (delta) => this.step(delta),
        onJump: (kind, forward) => this.jump(kind, forward),
        onSpeed: (direction) => this.changeSpeed(direction),
        onFlip: () => (this.flipped = !this.flipped),
        onHelp: () => (this.help = !this.help),
        onStepBy: (stepBy) => this.playBy(stepBy),
        onPresent: () => this.present(true)
      })}
      <div class="panels">
        <div class="tabs" role="tablist" aria-label="Panels">
          ${PANELS.map(({ id, label }) => html`<button type="button" role="tab" id=${`tab-${id}`} aria-controls=${`panel-${id}`} aria-selected=${this.panel === id ? "true" : "false"}
            tabindex=${this.panel === id ? "0" : "-1"} @click=${() => this.showPanel(id)} @keydown=${this.onTabKey}>${label}</button>`)}
        </div>
        <div class="panel events" role="tabpanel" id="panel-events" aria-labelledby="tab-events" ?hidden=${this.panel !== "events"}>
          <bb-event-log .replay=${replay} .seq=${this.seq} @bb-seek=${this.onChildSeek}></bb-event-log>
          <div class="ruling-box" tabindex="0" role="region" aria-label="Ruling (scrolls)">${ruling(replay, this.seq)}${this.explain ? boardCaption(board) : nothing}</div>
        </div>
        <div class="panel" role="tabpanel" id="panel-timeline" aria-labelledby="tab-timeline" ?hidden=${this.panel !== "timeline"}>
          ${this.opened.has("timeline") ? html`<bb-timeline .replay=${replay} .seq=${this.seq} .name=${this.loaded?.name ?? ""} @bb-seek=${this.onChildSeek}></bb-timeline>` : nothing}
        </div>
        <div class="panel" role="tabpanel" id="panel-stats" aria-labelledby="tab-stats" ?hidden=${this.panel !== "stats"}>
          ${this.opened.has("stats") ? html`<bb-stats .replay=${replay} .seq=${this.panel === "stats" ? (this.statsSeq = this.seq) : this.statsSeq} .name=${this.loaded?.name ?? ""}></bb-stats>` : nothing}
        </div>
        <div class="panel" role="tabpanel" id="panel-what-if" aria-labelledby="tab-what-if" ?hidden=${this.panel !== "what-if"}>
          ${this.opened.has("what-if") ? html`<bb-what-if .replay=${replay} .seq=${this.panel === "what-if" ? (this.whatIfSeq = this.seq) : this.whatIfSeq} .flipped=${this.flipped} @bb-seek=${this.onChildSeek}></bb-what-if>` : nothing}
        </div>
      </div>
      <p class="now" aria-live="polite">${current}</p>
      ${this.card === null ? nothing : html`<bb-player-card .replay=${replay} .seq=${this.seq} .player=${this.card} @bb-seek=${this.onChildSeek} @bb-close=${() => this.showPlayer(null)}></bb-player-card>`}
    `
  }

  /** What presentation mode adds: where the match stands, a caption of what just happened, and a way back. */
  private renderPresenting(replay: Replay, state: MatchState) {
    return html`<div class="presenting-bar">
        <p class="where">${whereInMatch(replay, state)}</p>
        <button type="button" @click=${() => (this.playing = !this.playing)} aria-label=${this.playing ? "Pause" : "Play"}>${this.playing ? "❚❚" : "▶"}</button>
        <button type="button" @click=${() => this.changeSpeed(-1)} aria-label="Slower">−</button>
        <span class="present-speed">${this.speed}×</span>
        <button type="button" @click=${() => this.changeSpeed(1)} aria-label="Faster">+</button>
        <button type="button" class="leave" @click=${() => this.present(false)}>Leave presentation (Esc)</button>
      </div>
      ${caption(replay, this.captionHeld !== null && this.motion?.seq === this.seq ? this.captionHeld : this.seq)}`
  }
}

/** The element that has the focus, looking inside shadow roots. */
const deepActiveElement = (): HTMLElement | null => {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement != null) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement || active instanceof SVGElement ? (active as HTMLElement) : null
}

if (!customElements.get("bb-replay")) customElements.define("bb-replay", BbReplay)

declare global {
  interface HTMLElementTagNameMap {
    "bb-replay": BbReplay
  }
}

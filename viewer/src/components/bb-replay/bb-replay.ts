import { html, LitElement, nothing, type PropertyValues } from "lit"
import { explain, type MatchState, type Replay } from "@sidelines/engine"
import "../bb-event-log/bb-event-log.js"
import "../bb-pitch/bb-pitch.js"
import { describeAll } from "../../model/describe.js"
import { errorLine, fetchLog, type LoadedLog, openLogText } from "../../model/load.js"
import { styles } from "./bb-replay.styles.js"
import { diceOf } from "./dice.js"
import { highlightOf, moment, nextAction, type Highlight } from "./navigation.js"

const BOXES = [["reserves", "Reserves"], ["ko", "KO'd"], ["bh", "Badly hurt"], ["si", "Seriously injured"], ["dead", "Dead"], ["sent-off", "Sent off"]] as const
const SPEEDS = [0.25, 0.5, 1, 2, 4, 8]

/**
 * <bb-replay>: the embeddable root. Give it a `src` (a log's URL) or a `replay`; it shows the
 * match at `seq` and lets people scrub, step and play through it. It listens to keys only when
 * focused, and only reads what the engine derived.
 *
 * Events: bb-load { events }, bb-seek { seq }, bb-error { message, errors },
 * bb-progress { done, total } while a log is decoded (characters of its text).
 */
export class BbReplay extends LitElement {
  static override styles = styles
  static override properties = {
    src: { type: String },
    seq: { type: Number, reflect: true },
    autoplay: { type: Boolean },
    speed: { type: Number },
    hash: { type: Boolean },
    replay: { attribute: false },
    loaded: { state: true },
    flipped: { state: true },
    playing: { state: true },
    help: { state: true },
    loadError: { state: true },
    progress: { state: true }
  }
  declare src: string | null
  declare seq: number
  declare autoplay: boolean
  declare speed: number
  /** Keep `#seq=N` in the page's URL in step with the replay (for the full-page viewer). */
  declare hash: boolean
  declare replay: Replay | null
  declare loaded: LoadedLog | null
  declare flipped: boolean
  declare playing: boolean
  declare help: boolean
  declare loadError: string | null
  /** How far the log being opened has been decoded, 0–1; null when nothing is loading. */
  declare progress: number | null
  private timer: ReturnType<typeof setInterval> | undefined

  constructor() {
    super()
    this.src = null
    this.seq = 0
    this.autoplay = false
    this.speed = 1
    this.hash = false
    this.replay = null
    this.loaded = null
    this.flipped = false
    this.playing = false
    this.help = false
    this.loadError = null
    this.progress = null
  }

  /** The match after the current event. */
  get state(): MatchState | undefined {
    return this.replay?.stateAt(this.seq)
  }

  override connectedCallback(): void {
    super.connectedCallback()
    this.tabIndex = 0
    this.addEventListener("keydown", this.onKey)
    if (this.hash) window.addEventListener("hashchange", this.onHash)
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.removeEventListener("keydown", this.onKey)
    window.removeEventListener("hashchange", this.onHash)
    this.stop()
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("src") && this.src !== null && this.src !== "") void this.load(this.src)
    if (changed.has("playing")) this.playing ? this.start() : this.stop()
  }

  /** Counts opens, so a slow load finishing after a newer one is dropped. */
  private opening = 0

  /** Opens a log from its text (a dropped or picked file); resolves once it is shown. */
  async openText(name: string, text: string): Promise<LoadedLog | null> {
    const ticket = this.beginLoad()
    const loaded = await openLogText(name, text, this.reportProgress(ticket))
    return this.finishLoad(ticket, loaded)
  }

  private async load(url: string): Promise<void> {
    const ticket = this.beginLoad()
    try {
      this.finishLoad(ticket, await fetchLog(url, this.reportProgress(ticket)))
    } catch (error) {
      if (ticket !== this.opening) return
      this.progress = null
      this.loadError = error instanceof Error ? error.message : String(error)
      this.dispatchEvent(new CustomEvent("bb-error", { detail: { message: this.loadError, errors: [] }, bubbles: true, composed: true }))
    }
  }

  private beginLoad(): number {
    this.stop()
    this.playing = false
    this.progress = 0
    return ++this.opening
  }

  private reportProgress(ticket: number) {
    return (done: number, total: number) => {
      if (ticket !== this.opening) return
      this.progress = total === 0 ? 1 : done / total
      this.dispatchEvent(new CustomEvent("bb-progress", { detail: { done, total }, bubbles: true, composed: true }))
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
    this.seq = Number.isInteger(fromHash) && this.replay?.stateAt(fromHash) !== undefined ? fromHash : Math.min(this.seq, last)
    this.dispatchEvent(new CustomEvent("bb-load", { detail: { events: loaded.log.events.length }, bubbles: true, composed: true }))
    if (loaded.log.errors.length > 0 || loaded.problem !== null || this.replay?.violation) {
      const message = loaded.problem ?? this.replay?.violation?.message ?? `${loaded.log.errors.length} problem(s) in the log`
      this.dispatchEvent(new CustomEvent("bb-error", { detail: { message, errors: loaded.log.errors }, bubbles: true, composed: true }))
    }
    if (this.autoplay) this.playing = true
  }

  /** Moves to an event (clamped to the replay) and tells the page. */
  seekTo(seq: number): void {
    const replay = this.replay
    if (replay === null) return
    const events = replay.events
    const last = events.at(-1)?.seq ?? 0
    let target = Math.max(0, Math.min(seq, last))
    if (target !== 0 && replay.indexOf(target) < 0) {
      // A seq between two events (gaps are allowed): the nearest earlier event.
      target = replay.prev("team-turn", target + 1) ?? events.filter((e) => e.seq <= target).at(-1)?.seq ?? 0
    }
    if (target === this.seq) return
    this.seq = target
    if (this.hash) history.replaceState(null, "", `#seq=${target}`)
    this.dispatchEvent(new CustomEvent("bb-seek", { detail: { seq: target }, bubbles: true, composed: true }))
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
    if (kind === "action") target = nextAction(replay, this.seq, forward)
    else if (kind === "highlight") {
      const kinds = ["touchdown", "injury", "turnover", "kick-off"] as const
      const found = kinds.map((k) => (forward ? replay.next(k, this.seq) : replay.prev(k, this.seq))).filter((s): s is number => s !== undefined)
      target = found.length === 0 ? undefined : forward ? Math.min(...found) : Math.max(...found)
    } else target = forward ? replay.next(kind, this.seq) : replay.prev(kind, this.seq)
    if (target !== undefined) this.seekTo(target)
  }

  private start(): void {
    this.stop()
    this.timer = setInterval(() => {
      const last = this.replay?.events.at(-1)?.seq ?? 0
      if (this.seq >= last) this.playing = false
      else this.step(1)
    }, 250 / this.speed)
  }

  private stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer)
    this.timer = undefined
  }

  private onHash = (): void => {
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
      n: () => this.jump("highlight", true),
      p: () => this.jump("highlight", false),
      f: () => (this.flipped = !this.flipped),
      "?": () => (this.help = !this.help),
      Escape: () => (this.help = false)
    }
    const action = keys[event.key] ?? keys[event.key.toLowerCase()]
    if (action === undefined || event.ctrlKey || event.metaKey || event.altKey) return
    event.preventDefault()
    action()
  }

  private changeSpeed(direction: number): void {
    const index = SPEEDS.indexOf(this.speed)
    this.speed = SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, (index < 0 ? 2 : index) + direction))]!
    if (this.playing) this.start()
  }

  override render() {
    if (this.loaded === null) {
      return html`<div class="empty">${this.loadError === null ? this.renderProgress() : html`<p class="error" role="alert">${this.loadError}</p>`}</div>`
    }
    const replay = this.replay
    const state = this.state
    return html`
      ${this.progress === null ? nothing : this.renderProgress()}
      ${this.renderErrors()}
      ${replay === null || state === undefined ? nothing : this.renderMatch(replay, state)}
      ${this.help ? this.renderHelp() : nothing}
    `
  }

  /** The dice of the current event, as rolled; the block die taken is marked. */
  private renderDice(replay: Replay) {
    const dice = diceOf(replay, this.seq)
    if (dice === null) return nothing
    const said = dice.faces.map((f) => `${f.label}${f.chosen ? " (chosen)" : ""}`).join(", ")
    return html`<div class="dice" role="img" aria-label=${`${dice.purpose} roll, ${dice.die}: ${said}`} data-die=${dice.die}>
      <span class="dice-for">${dice.purpose.replaceAll("-", " ")}</span>
      ${dice.faces.map((f) => html`<span class=${`die${f.chosen ? " chosen" : ""}`} title=${dice.die}>${f.label}</span>`)}
    </div>`
  }

  private renderProgress() {
    const percent = Math.round((this.progress ?? 0) * 100)
    return html`<div class="loading"><label>Opening the log… ${percent}%
      <progress max="100" .value=${percent}></progress></label></div>`
  }

  private renderErrors() {
    const { log, problem } = this.loaded!
    const violation = this.replay?.violation ?? null
    if (log.errors.length === 0 && problem === null && violation === null) return nothing
    return html`<section class="errors" role="alert" aria-label="Problems in this log">
      ${problem === null ? nothing : html`<p>${problem}</p>`}
      ${violation === null ? nothing : html`<p>The rules stop the replay at seq ${violation.seq}: ${violation.message}</p>`}
      ${log.errors.length === 0 ? nothing : html`<p>${log.errors.length} line(s) could not be read; the ${log.validPrefix} events before the first are shown.</p>
        <ul>${log.errors.slice(0, 20).map((error) => html`<li>${errorLine(error)}</li>`)}</ul>`}
    </section>`
  }

  private renderMatch(replay: Replay, state: MatchState) {
    const lines = describeAll(replay)
    const index = this.seq === 0 ? -1 : replay.indexOf(this.seq)
    const current = index < 0 ? "Before the kick-off" : lines[index]?.text ?? ""
    const highlight: Highlight | null = highlightOf(replay, this.seq)
    return html`
      <header class="scoreboard">${this.renderScoreboard(replay, state)}</header>
      <div class="board">
        <div class="field">
          <bb-pitch .match=${replay.match} .state=${state} .flipped=${this.flipped} .highlight=${highlight}></bb-pitch>
          ${this.renderDice(replay)}
        </div>
        ${this.renderDugouts(replay, state)}
      </div>
      ${this.renderScrubber(replay, state)}
      <div class="panels">
        <bb-event-log .replay=${replay} .seq=${this.seq} @bb-seek=${(e: CustomEvent<{ seq: number }>) => { e.stopPropagation(); this.seekTo(e.detail.seq) }}></bb-event-log>
        ${this.renderRuling(replay)}
      </div>
      <p class="sr-only" aria-live="polite">${current}</p>
    `
  }

  private renderScoreboard(replay: Replay, state: MatchState) {
    const teams = replay.match.header.teams
    return html`
      <ul class="teams">
        ${teams.map((team, t) => html`<li class=${state.activeTeam === t ? "active" : ""} style=${`--team:${team.colours?.primary ?? "#888"}`}>
          <span class="name">${team.name}</span>
          <span class="score" data-team=${team.id}>${state.teams[t]!.score}</span>
          <span class="meta">turn ${state.teams[t]!.turn} · ${state.teams[t]!.rerolls} re-roll${state.teams[t]!.rerolls === 1 ? "" : "s"}</span>
        </li>`)}
      </ul>
      <p class="status">${replay.match.variant.name} · half ${state.half} · drive ${state.drive} · ${state.phase.replaceAll("-", " ")} · weather: ${state.weather?.replaceAll("-", " ") ?? "not rolled"}${state.kickOffEffects.length === 0 ? "" : ` · kick-off: ${state.kickOffEffects.filter((e) => !e.includes(":")).join(", ")}`}</p>
    `
  }

  private renderDugouts(replay: Replay, state: MatchState) {
    const { match } = replay
    return html`<aside class="dugouts" aria-label="Dugouts">
      ${match.header.teams.map((team, t) => html`<section>
        <h3>${team.name}</h3>
        ${BOXES.map(([box, label]) => {
          const inBox = state.players.filter((p) => p.team === t && p.box === box)
          return inBox.length === 0 ? nothing : html`<p><strong>${label}:</strong> ${inBox.map((p) => {
            const r = match.roster[match.playerIndex.get(p.id)!]!
            return html`<span class="chip" data-player=${p.id} title=${`${r.name} (${r.position})`}>#${r.number}</span>`
          })}</p>`
        })}
      </section>`)}
    </aside>`
  }

  private renderScrubber(replay: Replay, state: MatchState) {
    const last = replay.events.at(-1)?.seq ?? 0
    const valueText = moment(replay, state, this.seq)
    const marks: Array<{ kind: string; seq: number; title: string }> = (["touchdown", "injury", "turnover", "kick-off"] as const).flatMap((kind) =>
      replay.indexes[kind].map((seq) => ({ kind, seq, title: `${kind} at seq ${seq}` })))
    // Disputed claims and where the rules stopped the fold: red, drawn last so they stay on top.
    for (const dispute of replay.disputes) marks.push({ kind: "dispute", seq: dispute.seq, title: `disputed claim at seq ${dispute.seq}: ${dispute.rule}` })
    if (replay.violation !== null) marks.push({ kind: "violation", seq: replay.violation.seq, title: `the rules stop at seq ${replay.violation.seq}` })
    return html`<div class="scrubber">
      <button @click=${() => (this.playing = !this.playing)} aria-label=${this.playing ? "Pause" : "Play"}>${this.playing ? "❚❚" : "▶"}</button>
      <button @click=${() => this.step(-1)} aria-label="Previous event">◀</button>
      <div class="track">
        <input type="range" min="0" max=${last} .value=${String(this.seq)} aria-label="Match time" aria-valuetext=${valueText}
          @input=${(e: Event) => this.seekTo(Number((e.target as HTMLInputElement).value))} />
        <div class="marks" aria-hidden="true">${marks.map((m) => html`<span class=${`mark ${m.kind}`} style=${`left:${last === 0 ? 0 : Math.min(100, (m.seq / last) * 100)}%`} title=${m.title}></span>`)}</div>
      </div>
      <button @click=${() => this.step(1)} aria-label="Next event">▶▏</button>
      <span class="speed">${this.speed}×</span>
      <span class="position">${valueText}</span>
    </div>`
  }

  private renderRuling(replay: Replay) {
    const explanation = this.seq === 0 ? undefined : explain(replay, this.seq)
    if (explanation === undefined) return html`<section class="ruling"><h3>Ruling</h3><p>Step to an event to see how the rules judge it.</p></section>`
    return html`<section class="ruling" aria-label="Ruling for the current event">
      <h3>Ruling · seq ${explanation.seq}</h3>
      ${explanation.rulings.length === 0 ? html`<p>No dice: a decision (${explanation.event._tag}).</p>` : nothing}
      ${explanation.rulings.map((ruling) => html`<div class=${ruling.disputes.length > 0 ? "rule disputed" : "rule"}>
        <p><strong>${ruling.rule}</strong> · ${ruling.die} [${ruling.dice.join(", ")}]${ruling.target === null ? "" : ` · target ${ruling.target}+`}${ruling.total === null ? "" : ` · total ${ruling.total}`} → <strong>${ruling.result}</strong></p>
        ${ruling.modifiers.length === 0 ? nothing : html`<ul>${ruling.modifiers.map((m) => html`<li>${m.value > 0 ? `+${m.value}` : m.value} ${m.source}</li>`)}</ul>`}
        ${ruling.notes.map((note) => html`<p class="note">${note}</p>`)}
        ${ruling.disputes.map((d) => html`<p class="dispute">Disputed: the log claims ${d.field} ${JSON.stringify(d.claimed)}, the rules give ${JSON.stringify(d.derived)}</p>`)}
      </div>`)}
      ${explanation.outcomes.filter((o) => o._tag !== "TeamTurnStarted" && o._tag !== "DriveStarted").map((o) => html`<p class="outcome">${o._tag === "Note" ? o.text : `${o._tag}`}</p>`)}
      ${explanation.next === null ? nothing : html`<p class="next">Next: ${explanation.next.kind === "roll" ? `a ${explanation.next.die} for ${explanation.next.for}` : explanation.next.about}</p>`}
    </section>`
  }

  private renderHelp() {
    return html`<div class="help" role="dialog" aria-label="Keyboard shortcuts">
      <h3>Keys</h3>
      <dl>
        <dt>← →</dt><dd>previous / next event</dd>
        <dt>Shift + ← →</dt><dd>previous / next action</dd>
        <dt>↑ ↓</dt><dd>previous / next team turn</dd>
        <dt>Page Up / Down</dt><dd>previous / next drive</dd>
        <dt>Home / End</dt><dd>start / end</dd>
        <dt>Space</dt><dd>play / pause</dd>
        <dt>J / L</dt><dd>slower / faster</dd>
        <dt>N / P</dt><dd>next / previous highlight</dd>
        <dt>F</dt><dd>flip the pitch</dd>
        <dt>?</dt><dd>this help</dd>
      </dl>
    </div>`
  }
}

if (!customElements.get("bb-replay")) customElements.define("bb-replay", BbReplay)

declare global {
  interface HTMLElementTagNameMap {
    "bb-replay": BbReplay
  }
}


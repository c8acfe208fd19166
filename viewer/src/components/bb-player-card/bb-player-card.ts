/**
 * <bb-player-card>: one player at the current event. Characteristics (with what changed them),
 * skills and traits each with a line on what it does, where the player is and how, what they
 * suffered, and their match so far: actions, blocks, touchdowns, passes, casualties, Star Player
 * Points, with every moment listed as a button that goes there.
 *
 * It only reads: cardOf (card.ts) is the engine's profileNow and playerMatch for the player at
 * `seq`. The replay draws it only while it is open, so a closed card costs a seek nothing.
 *
 * Properties (set from script): replay: Replay | null; seq: number (0: before the first event);
 * player: string | null (the player's id).
 *
 * Events (bubbling, composed): bb-seek { seq } — a moment was chosen; bb-close — the close button
 * or Escape. The focus goes to the close button when opened; the opener puts it back on close.
 */
import { html, LitElement, nothing } from "lit"
import type { Replay } from "@sidelines/engine"
import { teamColours } from "../bb-pitch/layout.js"
import { controlButtonStyles } from "../controls.styles.js"
import { keepActivationKeys } from "../activation-keys.js"
import { cardStyles } from "./bb-player-card.styles.js"
import { cardOf, everyonesMoments, momentText, type CardView } from "./card.js"

export * from "./card.js"

export class BbPlayerCard extends LitElement {
  static override styles = [controlButtonStyles, cardStyles]

  static override properties = {
    replay: { attribute: false },
    seq: { type: Number },
    player: { type: String }
  }

  declare replay: Replay | null
  declare seq: number
  declare player: string | null

  constructor() {
    super()
    this.replay = null
    this.seq = 0
    this.player = null
  }

  /** Puts the focus on the close button (the replay calls this when it opens the card). */
  override focus(): void {
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(".close")?.focus())
  }

  private close = (): void => {
    this.dispatchEvent(new CustomEvent("bb-close", { bubbles: true, composed: true }))
  }

  private onKey = (event: KeyboardEvent): void => {
    if (event.key === "Escape") {
      event.preventDefault()
      event.stopPropagation()
      this.close()
      return
    }
    keepActivationKeys(event)
  }

  private go(seq: number): void {
    this.dispatchEvent(new CustomEvent("bb-seek", { detail: { seq }, bubbles: true, composed: true }))
  }

  /** One callback for every render while the match is counted: whenReady keeps each it is given until done. */
  private readonly redraw = (): void => this.requestUpdate()

  /** The card's data, or null without a replay or a player. */
  get view(): CardView | null {
    const replay = this.replay
    if (replay === null || this.player === null || !replay.match.playerIndex.has(this.player)) return null
    // A very long replay's moments are counted in slices: the card shows the rest meanwhile.
    const everyone = everyonesMoments.whenReady(replay, this.redraw) ?? null
    return cardOf(replay, this.player, this.seq === 0 ? -1 : replay.indexOf(this.seq), everyone)
  }

  override render() {
    const view = this.view
    if (view === null) return nothing
    const replay = this.replay!
    const { soFar } = view
    const colour = teamColours(replay.match, view.team).primary
    return html`<section class="card" role="dialog" aria-labelledby="card-title" style=${`--team:${colour}`} @keydown=${this.onKey}>
      <header>
        <h2 id="card-title"><span class="number">#${view.number}</span> ${view.name}</h2>
        <button type="button" class="close" aria-label="Close the player card" @click=${this.close}>Close</button>
        <p class="who">${view.position}, ${view.teamName}</p>
        <p class="status" data-status>${view.status}</p>
      </header>
      <div class="body" tabindex="0" role="region" aria-label=${`${view.name}'s card (scrolls)`}>
        <table class="characteristics">
          <thead><tr>${view.characteristics.map((c) => html`<th scope="col">${c.label}</th>`)}</tr></thead>
          <tbody><tr>${view.characteristics.map((c) => html`<td class=${c.change ?? ""} data-characteristic=${c.label}>${c.now}${c.change === null ? nothing : html`<span class="was"> (${c.change === "better" ? "up" : "down"} from ${c.roster})</span>`}</td>`)}</tr></tbody>
        </table>
        <h3>Skills and traits</h3>
        ${view.skills.length === 0 ? html`<p class="quiet">None.</p>` : html`<dl class="skills">${view.skills.map((s) => html`<dt>${s.name}${s.gainedFrom === null ? nothing : html` <span class="gained">from ${s.gainedFrom}</span>`}</dt><dd>${s.words}</dd>`)}</dl>`}
        ${soFar === null ? html`<h3>This match so far</h3><p class="quiet" role="status" data-counting>Counting the match so far…</p>` : this.renderSoFar(soFar)}
      </div>
    </section>`
  }

  /** The player's injuries, counts and moments up to the current event. */
  private renderSoFar(soFar: NonNullable<CardView["soFar"]>) {
    const counts: ReadonlyArray<readonly [string, number | string]> = [
      ["Actions", soFar.actions],
      ["Blocks", soFar.blocks],
      ["Touchdowns", soFar.touchdowns],
      ["Passes", soFar.completions === 0 ? soFar.passes : `${soFar.passes} (${soFar.completions} completed)`],
      ["Interceptions", soFar.interceptions],
      ["Casualties caused", soFar.casualties],
      ["KOs caused", soFar.kos],
      ["Star Player Points", soFar.spp === null ? "none in this game" : soFar.spp]
    ]
    return html`<h3>Injuries</h3>
        ${soFar.injuries.length === 0 ? html`<p class="quiet">None so far.</p>` : html`<ul class="injuries">${soFar.injuries.map((m) => html`<li>${momentText(m).replace(/^Suffered: /, "")}, event ${m.seq}</li>`)}</ul>`}
        <h3>This match so far</h3>
        <dl class="counts">${counts.map(([label, value]) => html`<div><dt>${label}</dt><dd data-count=${label}>${value}</dd></div>`)}</dl>
        ${soFar.moments.length === 0 ? html`<p class="quiet">Nothing yet.</p>` : html`<ol class="moments" aria-label="Moments (each goes there)">
          ${soFar.moments.map((m) => html`<li><button type="button" data-seq=${m.seq} aria-current=${m.seq === this.seq ? "true" : nothing} @click=${() => this.go(m.seq)}><span class="seq">${m.seq}</span> ${momentText(m)}${m.spp > 0 ? html` <span class="spp">+${m.spp} SPP</span>` : nothing}</button></li>`)}
        </ol>`}`
  }
}

if (!customElements.get("bb-player-card")) customElements.define("bb-player-card", BbPlayerCard)

declare global {
  interface HTMLElementTagNameMap {
    "bb-player-card": BbPlayerCard
  }
}

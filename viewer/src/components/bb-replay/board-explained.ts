import { html } from "lit"
import type { BoardExplained } from "@sidelines/engine"

/** The range bands' colours as the pitch draws them (board-overlay.ts), nearest first. */
const BAND_COLOURS = ["blue", "yellow", "orange", "pink"] as const

/** The button that shows and hides the board explained (the B key does the same). */
export const boardToggle = (on: boolean, onToggle: () => void) =>
  html`<button type="button" class="explain-toggle" aria-pressed=${on ? "true" : "false"} title="Explain the board: tackle zones, the numbers each roll needed, block dice, the path, a pass's range (B)"
    @click=${onToggle}>Explain board</button>`

/**
 * The board explained in words, under the ruling: the same marks the pitch draws (the acting
 * player and action, the path, each tackle zone and who exerts it, each roll's number, the block
 * dice, the range), for reading and for assistive technology.
 */
export const boardCaption = (board: BoardExplained | null) => html`<section class="explained" aria-label="The board explained">
  <h3>The board explained</h3>
  ${board === null || board.lines.length === 0
    ? html`<p>Nothing to explain at this event: step to a player's action or a roll.</p>`
    : html`<ul>${board.lines.map((line) => html`<li>${line}</li>`)}</ul>`}
  <p class="legend">On the pitch: tackle zones in red, with their count ("2TZ") and a line to each player exerting one; the number each roll needed over its square, its border green when made, red when failed; block dice as "2D" (the attacker chooses) or "−2D" (the defender does); "D", "R", "J" a dodge, rush or jump on the path${board?.range == null ? "" : `; the range, nearest first: ${board.range.bands.map((band, i) => `${band.name} ${BAND_COLOURS[Math.min(i, 3)]}`).join(", ")}`}.</p>
</section>`

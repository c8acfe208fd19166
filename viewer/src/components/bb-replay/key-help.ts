import { html } from "lit"

/** The keyboard map, shown by "?" (or the help button on a touch screen, with a button to close it). */
export const keyHelp = (onClose: () => void) => html`<div class="help" role="dialog" aria-label="Keyboard shortcuts">
  <button type="button" class="close" @click=${onClose}>Close</button>
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
    <dt>D / Shift + D</dt><dd>next / previous disputed event</dd>
    <dt>U / Shift + U</dt><dd>next / previous unchecked stretch</dd>
    <dt>F</dt><dd>flip the pitch</dd>
    <dt>B</dt><dd>explain the board: tackle zones, each roll's number, block dice, the path, a pass's range (on / off)</dd>
    <dt>/</dt><dd>search the event log (Enter / Shift + Enter: next / previous match)</dd>
    <dt>?</dt><dd>this help</dd>
  </dl>
</div>`

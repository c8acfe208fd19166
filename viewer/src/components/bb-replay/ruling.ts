import { html, nothing } from "lit"
import type { Replay } from "@sidelines/engine"
import { rulingWords } from "../../model/ruling-words.js"

/**
 * How the rules judge the current event, in the game's words (rulingWords): what happened, each
 * roll's rule, who rolled, the dice, the number needed and every modifier with where it comes
 * from, the result; what it led to, and what the game waits for next.
 */
export const ruling = (replay: Replay, seq: number) => {
  const words = seq === 0 ? undefined : rulingWords(replay, seq)
  if (words === undefined) return html`<section class="ruling"><h3>Ruling</h3><p>Step to an event to see how the rules judge it.</p></section>`
  return html`<section class="ruling" aria-label="Ruling for the current event">
    <h3>Ruling · event ${words.seq}</h3>
    <p class="what">${words.what}${words.rolls.length > 0 ? nothing : words.decision ? " — the coach's choice; no dice." : " — no dice."}</p>
    ${words.rolls.map((roll) => html`<div class=${roll.disputes.length > 0 ? "rule disputed" : "rule"}>
      <p><strong>${roll.rule}</strong>${roll.who === null ? nothing : html` · ${roll.who}`} · ${roll.dice}${roll.target === null ? nothing : html` · ${roll.target}`} → <strong>${roll.result}</strong></p>
      ${roll.modifiers.length === 0 ? nothing : html`<ul class="modifiers">${roll.modifiers.map((m) => html`<li>${m}</li>`)}</ul>`}
      ${roll.notes.map((note) => html`<p class="note">${note}</p>`)}
      ${roll.disputes.map((d) => html`<p class="dispute">Disputed: ${d}</p>`)}
    </div>`)}
    ${words.outcomes.map((o) => html`<p class="outcome">${o}</p>`)}
    ${words.next === null ? nothing : html`<p class="next">Next: ${words.next}</p>`}
  </section>`
}

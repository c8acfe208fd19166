import { html, nothing } from "lit"
import { explain, type Replay } from "@sidelines/engine"

/** How the rules judge the current event: each roll's rule, target, modifiers, dice and result. */
export const ruling = (replay: Replay, seq: number) => {
  const explanation = seq === 0 ? undefined : explain(replay, seq)
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

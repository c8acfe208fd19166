import { html, nothing } from "lit"
import type { MatchState, Replay } from "@sidelines/engine"

/** The boxes off the pitch, in the order a dugout shows them. */
const BOXES = [["reserves", "Reserves"], ["ko", "KO'd"], ["bh", "Badly hurt"], ["si", "Seriously injured"], ["dead", "Dead"], ["sent-off", "Sent off"]] as const

/** Each team's players off the pitch, box by box (any number of teams). */
export const dugouts = (replay: Replay, state: MatchState) => {
  const { match } = replay
  // A tab stop of its own: with four teams it can be taller than its box, and scrolls.
  return html`<aside class="dugouts" aria-label="Dugouts" tabindex="0">
    ${match.header.teams.map((team, t) => html`<section>
      <h2>${team.name}</h2>
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

import { html, nothing } from "lit"
import type { MatchState, Replay } from "@sidelines/engine"

/** The boxes off the pitch, in the order a dugout shows them. */
const BOXES = [["reserves", "Reserves"], ["ko", "KO'd"], ["bh", "Badly hurt"], ["si", "Seriously injured"], ["dead", "Dead"], ["sent-off", "Sent off"]] as const

/** Each team's players off the pitch, box by box (any number of teams). */
export const dugouts = (replay: Replay, state: MatchState) => {
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

import { html, nothing } from "lit"
import type { Replay } from "@sidelines/engine"
import { diceOf } from "./dice.js"

/** The dice of the current event, as rolled, over the pitch's corner; the block die taken is marked. */
export const diceTray = (replay: Replay, seq: number) => {
  const dice = diceOf(replay, seq)
  if (dice === null) return nothing
  const said = dice.faces.map((f) => `${f.label}${f.chosen ? " (chosen)" : ""}`).join(", ")
  return html`<div class="dice" role="img" aria-label=${`${dice.purpose} roll, ${dice.die}: ${said}`} data-die=${dice.die}>
    <span class="dice-for">${dice.purpose.replaceAll("-", " ")}</span>
    ${dice.faces.map((f) => html`<span class=${`die${f.chosen ? " chosen" : ""}`} title=${dice.die}>${f.label}</span>`)}
  </div>`
}

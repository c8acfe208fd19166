import { html } from "lit"
import type { StepBy } from "./pace.js"

export interface TouchControlsProps {
  readonly playing: boolean
  readonly speed: number
  readonly stepBy: StepBy
  readonly onPlay: () => void
  readonly onStep: (delta: number) => void
  readonly onJump: (kind: "team-turn" | "drive" | "highlight", forward: boolean) => void
  readonly onSpeed: (direction: number) => void
  readonly onFlip: () => void
  readonly onHelp: () => void
  readonly onStepBy: (stepBy: StepBy) => void
  readonly onPresent: () => void
}

/**
 * Buttons for what the keys do, for a touch screen (no keyboard): each calls the same navigation
 * as its key, so it moves the replay and emits bb-seek alike. The stylesheet shows them only where
 * the pointer is coarse (a finger).
 */
export const touchControls = ({ playing, speed, stepBy, onPlay, onStep, onJump, onSpeed, onFlip, onHelp, onStepBy, onPresent }: TouchControlsProps) => {
  // A glyph the system fonts all have, and a word under it for what it steps by.
  const button = (label: string, glyph: string, caption: string, action: () => void) =>
    html`<button type="button" aria-label=${label} title=${label} @click=${action}><span class="glyph" aria-hidden="true">${glyph}</span>${caption === "" ? "" : html`<span class="caption" aria-hidden="true">${caption}</span>`}</button>`
  return html`<div class="touch-controls" role="toolbar" aria-label="Replay controls">
    <div class="group">
      ${button("Previous drive", "◀◀", "drive", () => onJump("drive", false))}
      ${button("Previous team turn", "◀◀", "turn", () => onJump("team-turn", false))}
      ${button("Previous event", "◀", "event", () => onStep(-1))}
      ${button(playing ? "Pause" : "Play", playing ? "❚❚" : "▶", playing ? "pause" : "play", onPlay)}
      ${button("Next event", "▶", "event", () => onStep(1))}
      ${button("Next team turn", "▶▶", "turn", () => onJump("team-turn", true))}
      ${button("Next drive", "▶▶", "drive", () => onJump("drive", true))}
    </div>
    <div class="group">
      ${button("Previous key moment", "◀★", "moment", () => onJump("highlight", false))}
      ${button("Next key moment", "★▶", "moment", () => onJump("highlight", true))}
      ${button("Slower", "−", "slower", () => onSpeed(-1))}
      <span class="touch-speed">${speed}×</span>
      ${button("Faster", "+", "faster", () => onSpeed(1))}
      ${button("Flip the pitch", "⇄", "flip", onFlip)}
      <button type="button" class="step-by" aria-pressed=${stepBy === "action" ? "true" : "false"} title="Play by action" @click=${() => onStepBy(stepBy === "action" ? "event" : "action")}><span class="glyph" aria-hidden="true">⏵⏵</span><span class="caption" aria-hidden="true">by action</span><span class="sr-only">Play by action</span></button>
      ${button("Presentation mode", "▣", "present", onPresent)}
      ${button("Keys and help", "?", "help", onHelp)}
    </div>
  </div>`
}

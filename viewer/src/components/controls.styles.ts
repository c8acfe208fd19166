import { css } from "lit"

/** The small buttons of the panels (save, toggles): one look in every component's shadow root. */
export const controlButtonStyles = css`
  button {
    font: inherit;
    color: inherit;
    background: #2a303a;
    border: 1px solid transparent;
    border-radius: 4px;
    padding: 0.1rem 0.55rem;
    cursor: pointer;
  }
  button:hover:not(:disabled) { background: #333b47; }
  button[aria-pressed="true"] { background: #24406e; border-color: #5b9cff; }
  button:disabled { opacity: 0.45; cursor: default; }
  button:focus-visible { outline: 2px solid #5b9cff; outline-offset: 1px; }
`

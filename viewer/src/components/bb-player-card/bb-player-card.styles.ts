import { css } from "lit"

export const cardStyles = css`
  :host {
    display: block;
    box-sizing: border-box;
    color: #e8e8e8;
    font: 13px/1.4 system-ui, sans-serif;
  }
  .card {
    display: flex;
    flex-direction: column;
    max-height: inherit;
    height: 100%;
    box-sizing: border-box;
    background: #1b2029;
    border: 1px solid #3a4350;
    border-top: 4px solid var(--team, #888);
    border-radius: 8px;
    box-shadow: 0 6px 24px rgba(0, 0, 0, 0.5);
    overflow: hidden;
  }
  header { display: grid; grid-template-columns: 1fr auto; gap: 0.1rem 0.5rem; padding: 0.6rem 0.75rem 0.4rem; border-bottom: 1px solid #2a303a; }
  h2 { margin: 0; font-size: 16px; }
  h2 .number { color: #a9b1bd; }
  .close { align-self: start; }
  .who, .status { grid-column: 1 / -1; margin: 0; }
  .who { color: #a9b1bd; }
  .body { flex: 1 1 auto; min-height: 0; overflow: auto; padding: 0.5rem 0.75rem 0.75rem; }
  .body:focus-visible { outline: 2px solid #5b9cff; outline-offset: -2px; }
  h3 { font-size: 13px; margin: 0.75rem 0 0.3rem; color: #cfd5de; }
  table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
  th, td { padding: 0.1rem 0.6rem 0.1rem 0; text-align: left; }
  thead th { color: #a9b1bd; font-weight: 600; }
  td { font-size: 15px; font-weight: 700; }
  td .was { font-size: 11px; font-weight: 400; color: #a9b1bd; }
  td.better { color: #7ee2a8; }
  td.worse { color: #ff8b7d; }
  dl { margin: 0; }
  .skills dt { font-weight: 700; margin-top: 0.3rem; }
  .skills dd { margin: 0 0 0 0.75rem; color: #cfd5de; }
  .gained { font-weight: 400; color: #f3c969; font-size: 11px; }
  .counts { display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 0.15rem 0.75rem; }
  .counts div { display: flex; justify-content: space-between; gap: 0.5rem; }
  .counts dt { color: #a9b1bd; }
  .counts dd { margin: 0; font-variant-numeric: tabular-nums; font-weight: 700; }
  ul, ol { margin: 0; padding: 0; list-style: none; }
  .injuries li { color: #ff8b7d; }
  .moments { margin-top: 0.5rem; display: grid; gap: 0.15rem; }
  .moments button { width: 100%; text-align: left; padding: 0.15rem 0.4rem; }
  .moments button[aria-current="true"] { background: #24406e; border-color: #5b9cff; }
  .moments .seq { display: inline-block; min-width: 2.8rem; color: #a9b1bd; font-variant-numeric: tabular-nums; }
  .spp { color: #f3c969; }
  .quiet { color: #a9b1bd; margin: 0; }
`

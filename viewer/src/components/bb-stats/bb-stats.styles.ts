import { css } from "lit"

export const statsStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    height: 100%;
    min-height: 0;
    box-sizing: border-box;
    color: #e8e8e8;
    background: #1b2029;
    border-radius: 6px;
    font: 12px/1.4 system-ui, sans-serif;
    overflow: hidden;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.6rem;
    padding: 0.3rem 0.5rem;
    border-bottom: 1px solid #2a303a;
  }
  .what { color: #a9b1bd; margin-right: auto; }
  .body {
    flex: 1 1 auto;
    min-height: 0;
    overflow: auto;
    padding: 0.5rem;
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 0.75rem 1.5rem;
  }
  .teams { flex: none; max-width: 100%; overflow-x: auto; }
  .luck { flex: 1 1 min(24rem, 100%); min-width: 0; }
  .players { flex: 1 1 100%; min-width: 0; display: grid; gap: 0.75rem; }
  table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
  caption { text-align: left; font-weight: 700; font-size: 13px; padding: 0 0 0.25rem; }
  caption.team { border-left: 4px solid var(--team, #888); padding-left: 0.4rem; }
  th, td { padding: 0.1rem 0.45rem; text-align: right; white-space: nowrap; }
  thead th { color: #a9b1bd; font-weight: 600; border-bottom: 1px solid #2a303a; position: sticky; top: 0; background: #1b2029; }
  thead th.team { color: #e8e8e8; border-bottom: 3px solid var(--team, #888); }
  thead th:first-child, tbody th { text-align: left; }
  tbody th { font-weight: 400; }
  tbody tr:hover { background: #232a35; }
  tr.nested th { padding-left: 1.3rem; color: #a9b1bd; }
  td.zero { color: #8f98a6; }
  tr.quiet { color: #8f98a6; }
  .player-table th.name, .player-table td.position { text-align: left; }
  .player-table td.number { color: #a9b1bd; }
  .scroll { overflow-x: auto; }
  abbr { text-decoration: none; cursor: help; }
  figure { margin: 0; }
  figcaption { color: #a9b1bd; margin-bottom: 0.5rem; max-width: 60rem; }
  figcaption strong, figcaption em { color: #e8e8e8; }
  .luck-tables { display: flex; flex-wrap: wrap; gap: 0.75rem 1.5rem; align-items: start; }
  .luck-table tfoot tr { border-top: 1px solid #3a4350; font-weight: 700; }
  .luck-table tfoot th { font-weight: 700; }
  td.up { color: #7ee2a8; }
  td.down { color: #ff8b7d; }
  td.none { color: #8f98a6; text-align: left; }
  .empty { padding: 0.75rem; color: #a9b1bd; margin: 0; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`

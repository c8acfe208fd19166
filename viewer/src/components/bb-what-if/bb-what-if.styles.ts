import { css } from "lit"

export const whatIfStyles = css`
  :host {
    display: block;
    height: 100%;
    min-height: 0;
    overflow: auto;
    box-sizing: border-box;
    color: #e8e8e8;
    background: #1b2029;
    border-radius: 6px;
    font: 12px/1.4 system-ui, sans-serif;
  }
  .what-if { padding: 0.5rem 0.75rem; display: grid; gap: 0.5rem; }
  .intro, .empty, .none, .same { color: #a9b1bd; margin: 0; }
  h3 { font-size: 13px; margin: 0 0 0.3rem; }
  .change { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem 0.75rem; }
  .change h3 { flex-basis: 100%; }
  .faces { display: flex; gap: 0.5rem; flex-wrap: wrap; }
  select { font: inherit; color: inherit; background: #2a303a; border: 1px solid #3a4350; border-radius: 4px; padding: 0.1rem 0.3rem; max-width: 100%; }
  select.decision { max-width: min(40rem, 100%); }
  label { display: inline-flex; gap: 0.35rem; align-items: center; max-width: 100%; }
  .steps { display: flex; gap: 0.4rem; flex-wrap: wrap; }
  .folded { border-top: 1px solid #2a303a; padding-top: 0.5rem; display: grid; gap: 0.5rem; }
  .summary { margin: 0; }
  .beside { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: start; }
  figure { margin: 0; flex: 1 1 18rem; min-width: 0; max-width: 34rem; }
  figcaption { color: #a9b1bd; margin-bottom: 0.25rem; }
  bb-pitch { display: block; width: 100%; height: 15rem; }
  .compare { flex: 1 1 14rem; min-width: 0; display: grid; gap: 0.5rem; }
  table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
  caption { text-align: left; font-weight: 700; padding-bottom: 0.2rem; }
  th, td { padding: 0.1rem 0.5rem 0.1rem 0; text-align: left; }
  thead th { color: #a9b1bd; font-weight: 600; }
  tbody th { font-weight: 400; }
  ol { margin: 0; padding: 0; list-style: none; display: grid; gap: 0.15rem; }
  ol button { width: 100%; text-align: left; padding: 0.15rem 0.4rem; }
  ol button[aria-current="true"] { background: #24406e; border-color: #5b9cff; }
  .seq { display: inline-block; min-width: 2.8rem; color: #a9b1bd; font-variant-numeric: tabular-nums; }
  .clear { justify-self: start; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`

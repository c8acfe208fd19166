import { css } from "lit"

/** The row height is fixed: the virtual window's maths depends on it (see ROW_HEIGHT). */
export const eventLogStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    /* Fills a container with a height; on its own it is about 20rem tall (the viewport's basis). */
    height: 100%;
    min-height: 0;
    box-sizing: border-box;
    color: var(--bb-text, #e8e8e8);
    background: var(--bb-panel, #1b2029);
    border-radius: 6px;
    font: 13px/1.4 system-ui, sans-serif;
    overflow: hidden;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem;
    padding: 0.4rem 0.5rem;
    border-bottom: 1px solid #2a303a;
  }
  .chip {
    font: inherit;
    font-size: 12px;
    color: inherit;
    background: #2a303a;
    border: 1px solid transparent;
    border-radius: 999px;
    padding: 0.05rem 0.6rem;
    cursor: pointer;
  }
  .chip:hover { background: #333b47; }
  .chip[aria-pressed="true"] { background: #24406e; border-color: #5b9cff; }
  .chip:focus-visible, .viewport:focus-visible { outline: 2px solid #5b9cff; outline-offset: -2px; }
  .count { margin-left: auto; color: #a9b1bd; font-size: 12px; }
  .viewport {
    position: relative;
    flex: 1 1 20rem;
    min-height: 3rem;
    overflow-y: auto;
    overflow-x: hidden;
    overscroll-behavior: contain;
    contain: strict;
  }
  .spacer { position: relative; width: 100%; }
  .rows { position: absolute; top: 0; left: 0; right: 0; will-change: transform; }
  .row {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    box-sizing: border-box;
    height: 24px;
    padding: 0 0.5rem;
    white-space: nowrap;
    cursor: pointer;
    border-left: 3px solid transparent;
  }
  .row:hover { background: #232a35; }
  /* Group headers: the half, the drive, the team turn, each a row of the same height. */
  .group {
    display: flex;
    align-items: flex-end;
    box-sizing: border-box;
    height: 24px;
    padding: 0 0.5rem 3px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    font-weight: 600;
    color: #e8e8e8;
    border-bottom: 1px solid #39414f;
  }
  .group .heading { overflow: hidden; text-overflow: ellipsis; }
  .group.level-0 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.06em; color: #f5c542; }
  .group.level-1 { font-size: 13px; color: #9cc3ff; padding-left: 1rem; }
  .group.level-2 { font-size: 12px; color: #c8d0dc; padding-left: 1.5rem; border-bottom-style: dotted; }
  .row[aria-current="true"] { background: #2b3a55; border-left-color: #5b9cff; }
  .row.problem { color: #ff8b7d; border-left-color: #ff6b6b; }
  /* A stretch taken on trust from the log's source: amber, apart from the red of a dispute. */
  .row.unchecked { color: #ffd27a; border-left-color: #f0a020; }
  .row.problem[aria-current="true"] { background: #4a2a2a; }
  .seq { flex: none; min-width: 3.5em; text-align: right; color: #8f98a6; font-variant-numeric: tabular-nums; font-size: 11px; }
  .row.problem .seq { color: #ff8b7d; }
  /* On the current line's blue, the grey number needs to be lighter to keep 4.5:1. */
  .row[aria-current="true"]:not(.problem) .seq { color: #c4cad3; }
  .flag { flex: none; font-weight: 700; }
  .text { overflow: hidden; text-overflow: ellipsis; min-width: 0; }
  .kind-touchdowns .text { font-weight: 600; }
  .empty { padding: 0.75rem; color: #a9b1bd; margin: 0; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`

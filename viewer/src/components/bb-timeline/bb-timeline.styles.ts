import { css } from "lit"

/**
 * The look of the timeline's SVG. It is self-contained (no :host, no custom properties), because
 * an exported SVG carries this exact text in a <style> of its own and must look the same.
 */
export const timelineSvgStyles = css`
  svg.timeline { font: 11px system-ui, -apple-system, "Segoe UI", sans-serif; user-select: none; display: block; }
  .half-label { fill: #a9b1bd; text-anchor: middle; font-size: 11px; letter-spacing: 0.04em; }
  .half-time { stroke: #d0d6de; stroke-opacity: 0.55; stroke-dasharray: 3 3; }
  .lane { fill-opacity: 0.13; }
  .lane-swatch { stroke: none; }
  .lane-label { fill: #e8e8e8; dominant-baseline: central; font-size: 12px; }
  .axis { stroke: #5a6472; }
  .turn-tick { stroke: #5a6472; }
  .turn-label { fill: #a9b1bd; text-anchor: middle; font-size: 10px; }
  .drive rect { fill-opacity: 0.92; stroke: #14181f; stroke-width: 1; }
  .drive-label { font-size: 10.5px; font-weight: 600; dominant-baseline: central; pointer-events: none; }
  .mark .symbol { stroke: #14181f; stroke-width: 1; }
  .touchdown .symbol { fill: #f5c542; }
  .touchdown .caption { fill: #f5c542; font-weight: 600; font-size: 11px; dominant-baseline: central; }
  .turnover .symbol { fill: #9aa5b1; }
  .kick-off .symbol { fill: #5b9cff; }
  .sev-stunned .symbol { fill: none; stroke: #9aa5b1; stroke-width: 1.5; }
  .sev-ko .symbol { fill: #f0b429; }
  .sev-badly-hurt .symbol { fill: #ff8c42; }
  .sev-serious .symbol { fill: #e5484d; }
  .sev-lasting .symbol { fill: #b3261e; stroke: #ffb4a8; }
  .sev-dead .symbol { fill: none; stroke: #ff4d6d; stroke-width: 2.5; }
  .target { cursor: pointer; outline: none; }
  .hit { fill: transparent; }
  .mark:hover .symbol, .mark:focus-visible .symbol { stroke: #ffffff; stroke-width: 2; }
  .drive:hover rect, .drive:focus-visible rect { stroke: #ffffff; stroke-width: 2; }
  .flow-title { fill: #a9b1bd; font-size: 11px; }
  .flow-value { font-size: 12px; font-weight: 700; }
  .flow-grid { stroke: #2a303a; }
  .flow-tick { fill: #8f98a6; font-size: 9px; text-anchor: end; dominant-baseline: central; }
  .flow-line { fill: none; stroke-width: 2; stroke-linejoin: round; }
  .cursor { pointer-events: none; }
  .cursor line { stroke: #ffffff; stroke-width: 1.5; }
  .cursor path { fill: #ffffff; }
`

export const timelineStyles = css`
  :host {
    display: block;
    box-sizing: border-box;
    color: #e8e8e8;
    background: #1b2029;
    border-radius: 6px;
    font: 13px/1.4 system-ui, sans-serif;
    min-width: 0;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.6rem;
    padding: 0.2rem 0.5rem;
    border-bottom: 1px solid #2a303a;
    font-size: 12px;
  }
  .legend { display: flex; flex-wrap: wrap; gap: 0.2rem 0.7rem; color: #a9b1bd; margin-right: auto; }
  .legend span { display: inline-flex; align-items: center; gap: 0.25rem; white-space: nowrap; }
  .legend svg { overflow: visible; }
  .chart { position: relative; min-width: 0; overflow: hidden; }
  .brush .selection { fill: #5b9cff; fill-opacity: 0.2; stroke: #5b9cff; }
  .tip {
    position: absolute;
    z-index: 1;
    max-width: 22rem;
    padding: 0.25rem 0.5rem;
    border-radius: 4px;
    background: #0d1117;
    border: 1px solid #3a4350;
    color: #e8e8e8;
    font-size: 12px;
    pointer-events: none;
    transform: translate(-50%, calc(-100% - 10px));
    white-space: normal;
  }
  .tip .seq { color: #8f98a6; }
  .empty { padding: 0.75rem; color: #a9b1bd; margin: 0; }
`

import { css } from "lit"

export const pitchStyles = css`
  :host {
    display: block;
    position: relative;
    min-width: 0;
    --bb-pitch-line: rgba(255, 255, 255, 0.85);
    --bb-pitch-label: #c9d1d9;
    --bb-pitch-active: #ffd33d;
    --bb-pitch-ball: #8a4b1f;
    --bb-pitch-move: #ffffff;
    --bb-pitch-block: #ff4d4f;
    --bb-pitch-push: #ffa940;
    --bb-pitch-pass: #ffd33d;
  }

  svg {
    display: block;
    width: 100%;
    height: auto;
    max-height: 100%;
    font-family: system-ui, -apple-system, "Segoe UI", sans-serif;
    user-select: none;
  }

  .cell.light { fill: var(--bb-pitch-grass-light); }
  .cell.dark { fill: var(--bb-pitch-grass-dark); }
  /* Opaque, in a shade chosen against the grass (palette.ts): see-through, it would mix with it. */
  .end-zone { pointer-events: none; }
  .scrimmage-cell { fill: #ffffff; fill-opacity: 0.06; pointer-events: none; }

  .line { stroke: var(--bb-pitch-line); fill: none; stroke-linecap: square; pointer-events: none; }
  .line.wide-zone { stroke-width: 0.04; stroke-dasharray: 0.25 0.15; }
  .line.end-zone-line { stroke-width: 0.06; }
  .line.scrimmage { stroke-width: 0.09; }

  .feature { pointer-events: none; }
  .feature.trapdoor { fill: url(#bb-hatch-trapdoor); }
  .feature.sewer-pit { fill: url(#bb-hatch-sewer-pit); }
  .feature.market-stall { fill: url(#bb-hatch-market-stall); }
  .feature.gingerbread-house { fill: url(#bb-hatch-gingerbread-house); }
  .feature.snowgrot { fill: url(#bb-hatch-snowgrot); }
  .feature.kill-zone { fill: url(#bb-hatch-kill-zone); }
  .edge { stroke-linecap: round; pointer-events: none; }
  .edge.wall { stroke: #3b3b3b; stroke-width: 0.18; }
  .edge.barricade { stroke: #7a4a21; stroke-width: 0.16; stroke-dasharray: 0.22 0.1; }

  /* The stadium (stadiumMarksOf). */
  .line.painted { stroke-width: 0.05; stroke-dasharray: 0.15 0.15; stroke-opacity: 0.5; }
  .trapdoor-open { fill: #0b0703; stroke: #2e1d0f; stroke-width: 0.06; pointer-events: none; }
  .downhill { fill: none; stroke: #ffffff; stroke-opacity: 0.45; stroke-width: 0.08; stroke-linecap: round; stroke-linejoin: round; pointer-events: none; }
  .edge.enclosure { stroke: #8b949e; stroke-width: 0.14; }

  .label { fill: var(--bb-pitch-label); font-size: 0.36px; text-anchor: middle; dominant-baseline: central; }

  .overlay { pointer-events: none; fill: none; stroke-linecap: round; stroke-linejoin: round; }
  .overlay.path { stroke-width: 0.1; stroke-dasharray: 0.2 0.12; }
  .overlay.arrow { stroke-width: 0.12; filter: drop-shadow(0 0 0.04px rgba(0, 0, 0, 0.8)); }
  .overlay.move { stroke: var(--bb-pitch-move); }
  .overlay.block { stroke: var(--bb-pitch-block); }
  .overlay.push { stroke: var(--bb-pitch-push); }
  .overlay.pass { stroke: var(--bb-pitch-pass); }
  .overlay-label { pointer-events: none; font-size: 0.36px; font-weight: 700; text-anchor: middle; fill: #fff; paint-order: stroke; stroke: rgba(0, 0, 0, 0.85); stroke-width: 0.08px; }
  .arrowhead.move { fill: var(--bb-pitch-move); }
  .arrowhead.block { fill: var(--bb-pitch-block); }
  .arrowhead.push { fill: var(--bb-pitch-push); }
  .arrowhead.pass { fill: var(--bb-pitch-pass); }

  .token { cursor: default; outline: none; }
  .token:focus-visible .body { stroke: #ffd33d; stroke-width: 0.1; }
  .token:focus-visible { filter: drop-shadow(0 0 0.08px #ffd33d); }
  /* The focused player, described over the pitch's top edge. */
  .described { position: absolute; left: 0.25rem; right: 0.25rem; top: 0.25rem; z-index: 1; margin: 0; padding: 0.2rem 0.5rem; border-radius: 4px; background: rgba(13, 17, 23, 0.92); color: #e8e8e8; font: 12px/1.4 system-ui, sans-serif; pointer-events: none; }
  /* The outline's colour is chosen against the square beneath (palette.ts); it is what sets the token off the pitch. */
  .token .body { stroke-width: 0.06; }
  /* Has acted: a tick in a dark disc, the token's own colours untouched. */
  .token .acted-mark circle { fill: #111111; stroke: #ffffff; stroke-width: 0.025; }
  .token .acted-mark path { fill: none; stroke: #ffffff; stroke-width: 0.045; stroke-linecap: round; stroke-linejoin: round; }
  .token .number { font-size: 0.4px; font-weight: 700; text-anchor: middle; dominant-baseline: central; }
  .token.prone .number,
  .token.stunned .number { font-size: 0.32px; }
  .token .initial { font-size: 0.17px; font-weight: 600; text-anchor: middle; dominant-baseline: central; }
  .token .initial-badge { fill: rgba(0, 0, 0, 0.55); }
  .token .initial { fill: #ffffff; }
  .token .stun-ring { fill: none; stroke: #ffffff; stroke-width: 0.04; stroke-dasharray: 0.08 0.06; }
  .token .stun-mark { fill: #ffffff; font-size: 0.26px; font-weight: 700; font-style: italic; text-anchor: middle; dominant-baseline: central; }
  .token .active-ring { fill: none; stroke: var(--bb-pitch-active); stroke-width: 0.07; }
  .token.no-tz .body { stroke-dasharray: 0.06 0.05; }
  .ball { fill: var(--bb-pitch-ball); stroke: #ffffff; stroke-width: 0.035; }
  .ball-lace { stroke: #ffffff; stroke-width: 0.025; }
`

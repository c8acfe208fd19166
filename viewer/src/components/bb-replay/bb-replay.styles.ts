import { css } from "lit"

export const styles = css`
  :host {
    display: block;
    position: relative;
    box-sizing: border-box;
    color: #e8e8e8;
    background: #14181f;
    font: 14px/1.4 system-ui, sans-serif;
    outline: none;
    min-height: 0;
    height: 100%;
    /* The layout answers the element's own width, not the window's: it may be embedded anywhere. */
    container-type: inline-size;
  }
  :host(:focus-visible) { box-shadow: inset 0 0 0 2px #5b9cff; }
  .layout {
    display: grid;
    /* Named rows, so a notice above the match (progress, a bad log's errors) never shifts the
       pitch into the scrubber's row. */
    grid-template-areas: "notices" "scoreboard" "board" "scrubber" "touch" "now" "panels";
    grid-template-columns: minmax(0, 1fr);
    /* The pitch and the panels under it share the height, 3 : 2 while the event log shows: the
       pitch fits its box (keeping its shape) and the ruling and the log keep room to read. */
    grid-template-rows: auto auto minmax(10rem, 3fr) auto auto auto minmax(13rem, 2fr);
    gap: 0.5rem;
    padding: 0.75rem;
    box-sizing: border-box;
    height: 100%;
    min-height: 0;
  }
  /* The timeline's lanes and the stats' tables need more height: while they show, the pitch gives some up. */
  :host([data-panel="timeline"]) .layout, :host([data-panel="stats"]) .layout, :host([data-panel="what-if"]) .layout { grid-template-rows: auto auto minmax(10rem, 1fr) auto auto auto minmax(16rem, 1fr); }
  /* A square pitch (BlightBowl's cross) on a wide screen: beside the panels, as tall as the screen
     lets it be; the dugouts go over the panels (the board's two parts join the page's grid). */
  @container (min-width: 1000px) {
    .layout.square, :host([data-panel]) .layout.square {
      grid-template-areas: "notices notices" "scoreboard scoreboard" "board dugouts" "board panels" "scrubber scrubber" "touch touch" "now now";
      grid-template-columns: minmax(0, 1fr) clamp(22rem, 36%, 32rem);
      grid-template-rows: auto auto auto minmax(0, 1fr) auto auto auto;
    }
    .layout.square .board { display: contents; }
    .layout.square .field { grid-area: board; }
    .layout.square .dugouts { grid-area: dugouts; display: flex; flex-wrap: wrap; gap: 0 1rem; max-height: none; overflow: visible; }
    .layout.square .dugouts section { flex: 1 1 40%; min-width: 0; }
    /* The column is narrow for the log and the ruling side by side: the ruling goes under the log. */
    .layout.square .panel.events { grid-template-columns: minmax(0, 1fr); grid-template-rows: minmax(0, 3fr) minmax(8rem, 2fr); }
  }
  .empty { display: grid; place-items: center; }
  .loading { padding: 0.4rem 0.8rem; font-size: 0.85rem; }
  .loading label { display: flex; align-items: center; gap: 0.6rem; }
  .loading progress { flex: 1; max-width: 28rem; accent-color: #7aa2f7; }
  .error, .errors { color: #ffb4a8; }
  .import-note { margin: 0; padding: 0.3rem 0.75rem; font-size: 12px; color: #a9b1bd; background: #1b2029; border-radius: 6px; }
  .errors { background: #3a1d1a; padding: 0.5rem 0.75rem; border-radius: 6px; max-height: 10rem; overflow: auto; }
  .errors ul { margin: 0.25rem 0 0; padding-left: 1.2rem; font-family: ui-monospace, monospace; font-size: 12px; }
  .scoreboard { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.5rem; }
  .teams { display: flex; gap: 1rem; list-style: none; margin: 0; padding: 0; }
  .teams li { display: grid; grid-template-columns: auto auto; gap: 0 0.6rem; border-left: 4px solid var(--team); padding-left: 0.5rem; }
  .teams li.active .name { text-decoration: underline; }
  .teams .score { font-size: 1.6rem; font-weight: 700; grid-row: span 2; }
  .teams .meta, .status { color: #a9b1bd; font-size: 12px; margin: 0; }
  .board { display: grid; grid-template-columns: minmax(0, 1fr) 13rem; gap: 0.75rem; min-height: 0; }
  bb-pitch { width: 100%; height: 100%; }
  /* The pitch fits the box its row gives it, both ways. */
  bb-pitch::part(svg) { height: 100%; }
  .field { position: relative; min-width: 0; min-height: 0; }
  .dice { position: absolute; top: 0.4rem; right: 0.4rem; display: flex; align-items: center; gap: 0.3rem; padding: 0.25rem 0.4rem; border-radius: 6px; background: rgba(20, 24, 31, 0.85); font-size: 12px; pointer-events: none; }
  .dice-for { color: #a9b1bd; text-transform: capitalize; }
  .die { min-width: 1.5rem; padding: 0.1rem 0.3rem; border-radius: 4px; background: #f3efe3; color: #14181f; font-weight: 700; text-align: center; }
  .die.chosen { outline: 2px solid #ffcc4d; }
  .explain-toggle { position: absolute; top: 0.4rem; left: 0.4rem; font: inherit; font-size: 12px; color: #e8e8e8; background: rgba(20, 24, 31, 0.85); border: 1px solid #4a5361; border-radius: 6px; padding: 0.15rem 0.5rem; cursor: pointer; }
  .explain-toggle[aria-pressed="true"] { background: #24406e; border-color: #5b9cff; }
  .explain-toggle:focus-visible { outline: 2px solid #5b9cff; }
  .explained { padding: 0 0.75rem 0.5rem; font-size: 12px; }
  .explained h3 { font-size: 13px; margin: 0.4rem 0 0.2rem; }
  .explained ul { margin: 0; padding-left: 1.1rem; }
  .explained p { margin: 0.2rem 0; color: #a9b1bd; }
  .dugouts { font-size: 12px; overflow: auto; min-height: 0; }
  .dugouts h2 { font-size: 13px; margin: 0.25rem 0; }
  .dugouts p { margin: 0.15rem 0; }
  .chip { display: inline-block; padding: 0 0.3rem; margin: 0 0.15rem; border-radius: 3px; background: #2a303a; font: inherit; color: inherit; border: 0; cursor: pointer; }
  .chip:focus-visible { outline: 2px solid #5b9cff; outline-offset: 1px; }
  /* The player card over the panels' side of the replay, scrolling inside itself. */
  bb-player-card { position: absolute; top: 0.5rem; right: 0.5rem; z-index: 3; width: min(26rem, calc(100% - 1rem)); max-height: min(calc(100% - 1rem), calc(100vh - 1rem)); display: flex; flex-direction: column; }
  .scrubber { display: flex; align-items: center; gap: 0.4rem; }
  .scrubber button { background: #2a303a; color: inherit; border: 0; border-radius: 4px; padding: 0.2rem 0.5rem; cursor: pointer; }
  .track { position: relative; flex: 1; }
  .track input { width: 100%; }
  .marks { position: absolute; inset: auto 0 -2px 0; height: 6px; pointer-events: none; }
  .mark { position: absolute; width: 2px; height: 6px; }
  .mark.touchdown { background: #f5c542; height: 10px; top: -4px; }
  .mark.injury { background: #ff6b6b; }
  .mark.turnover { background: #9aa5b1; }
  .mark.kick-off { background: #5b9cff; }
  .mark.dispute, .mark.violation { background: #ff2d55; width: 3px; height: 14px; top: -8px; }
  .mark.unchecked { background: #f0a020; width: 3px; height: 14px; top: -8px; }
  .speed, .position { color: #a9b1bd; font-size: 12px; white-space: nowrap; }
  .notices { grid-area: notices; display: grid; gap: 0.5rem; }
  .checks { display: grid; gap: 0.25rem; }
  .result { margin: 0; padding: 0.35rem 0.75rem; font-size: 13px; color: #e8e8e8; background: #1d2a1f; border-left: 4px solid #6cc070; border-radius: 6px; }
  .check { margin: 0; padding: 0.3rem 0.75rem; font-size: 12px; color: #e8e8e8; background: #1b2029; border-radius: 6px; border-left: 4px solid #8f98a6; }
  .check.dispute { border-left-color: #ff6b6b; }
  .check.unchecked { border-left-color: #e0b341; }
  .check button { margin-left: 0.4rem; font: inherit; color: inherit; background: #2a313c; border: 1px solid #4a5361; border-radius: 4px; padding: 0.1rem 0.5rem; cursor: pointer; }
  .check button:focus-visible { outline: 2px solid #5b9cff; }
  .notices:empty { display: none; }
  .scoreboard { grid-area: scoreboard; }
  .board { grid-area: board; }
  .scrubber { grid-area: scrubber; }
  .panels { grid-area: panels; }
  .touch-controls { grid-area: touch; }
  .now { grid-area: now; }
  /* One column no wider than the panels: a wide table scrolls inside its tab rather than widen the page. */
  .panels { display: grid; grid-template-columns: minmax(0, 1fr); grid-template-rows: auto minmax(0, 1fr); gap: 0.4rem; min-height: 0; }
  .tabs { display: flex; gap: 0.25rem; }
  .tabs button { font: inherit; font-size: 12px; color: #a9b1bd; background: none; border: 0; border-bottom: 2px solid transparent; padding: 0.15rem 0.6rem; cursor: pointer; }
  .tabs button:hover { color: #e8e8e8; }
  .tabs button[aria-selected="true"] { color: #e8e8e8; border-bottom-color: #5b9cff; }
  .tabs button:focus-visible { outline: 2px solid #5b9cff; outline-offset: -2px; }
  .panel { min-height: 0; overflow: auto; }
  .panel.events { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 0.75rem; overflow: hidden; }
  /* After .panel.events, which it must override. */
  .panel[hidden] { display: none; }
  bb-event-log, bb-stats { min-height: 0; height: 100%; }
  /* The box scrolls (and takes the focus, so a keyboard can scroll it); the ruling fills it. */
  .ruling-box { min-height: 0; overflow: auto; border-radius: 6px; background: #1b2029; }
  .ruling-box:focus-visible, .dugouts:focus-visible { outline: 2px solid #5b9cff; outline-offset: -2px; }
  .ruling { padding: 0.5rem 0.75rem; }
  .ruling h3 { margin: 0 0 0.4rem; font-size: 13px; }
  .ruling .rule { border-left: 3px solid #5b9cff; padding-left: 0.5rem; margin-bottom: 0.5rem; }
  .ruling .rule.disputed { border-color: #ff6b6b; }
  .ruling .dispute { color: #ff8b7d; }
  .ruling .note, .ruling .next, .ruling .outcome { color: #a9b1bd; margin: 0.15rem 0; }
  .ruling ul { margin: 0.15rem 0; padding-left: 1.2rem; }
  .help { position: absolute; inset: 10% max(1rem, 25% - 4rem); overflow: auto; background: #1b2029; border: 1px solid #3a4350; border-radius: 8px; padding: 1rem; z-index: 2; }
  .help .close { float: right; font: inherit; color: inherit; background: #2a303a; border: 1px solid #3a4350; border-radius: 4px; padding: 0.2rem 0.6rem; cursor: pointer; }
  .help dl { display: grid; grid-template-columns: 10rem 1fr; gap: 0.2rem; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  /* The current event in words, whole (a line of the log may be cut to its width), on every tab; read aloud too. */
  .now { margin: 0; min-height: 1.4em; font-size: 13px; overflow-wrap: anywhere; }
  /* Buttons for what the keys do: only for a finger (a coarse pointer), which has no keys. */
  .touch-controls { display: none; }
  @media (any-pointer: coarse) {
    .touch-controls { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.35rem 0.75rem; }
    .touch-controls .group { display: flex; align-items: center; gap: 0.3rem; }
    .touch-controls button { display: grid; place-items: center; align-content: center; min-width: 2.75rem; min-height: 2.75rem; padding: 0.1rem 0.2rem; font: inherit; font-size: 15px; line-height: 1.1; color: inherit; background: #2a303a; border: 1px solid #3a4350; border-radius: 6px; cursor: pointer; }
    .touch-controls .glyph { letter-spacing: -0.15em; }
    .touch-controls .caption { font-size: 10px; color: #c4cad3; }
    .touch-controls button:active, .touch-controls button[aria-pressed="true"] { background: #24406e; }
    .touch-controls .touch-speed { min-width: 2.5rem; text-align: center; color: #a9b1bd; font-size: 13px; }
    /* The scrubber's own step buttons are in the row of controls. */
    .scrubber button { display: none; }
    .scrubber .speed { display: none; }
    .track input { height: 2rem; }
  }
  .track { min-width: 8rem; }
  /* Narrow: the pitch takes the whole width, the dugouts sit under it side by side, the
     position text gets a line of its own so the slider keeps its length, and the ruling goes
     under the event log. */
  @container (max-width: 760px) {
    .board { grid-template-columns: minmax(0, 1fr); grid-template-rows: minmax(0, 1fr) auto; }
    .dugouts { display: flex; flex-wrap: wrap; gap: 0 1.5rem; max-height: 6rem; }
    .scrubber { flex-wrap: wrap; }
    /* Wide enough that the play settings (By action, Present) wrap under the slider rather than shorten it. */
    .track { flex: 1 1 14rem; }
    .position { flex-basis: 100%; }
    .panel.events { grid-template-columns: minmax(0, 1fr); grid-template-rows: minmax(7rem, 3fr) minmax(0, 2fr); }
  }
  /* A phone held upright: one column that scrolls, each part at its own height (the pitch turned,
     as wide as the screen), the current event written out under the controls, the event log
     and the ruling each tall enough to read. */
  @container (max-width: 599px) {
    .layout { height: auto; grid-template-rows: none; grid-auto-rows: auto; padding: 0.5rem; }
    :host([data-panel]) .layout { grid-template-rows: none; }
    bb-pitch::part(svg) { height: auto; max-height: none; }
    .teams { gap: 0.5rem; flex-wrap: wrap; }
    .teams .score { font-size: 1.3rem; }
    .scoreboard { gap: 0.25rem 1rem; }
    .now { background: #1b2029; border-radius: 6px; padding: 0.3rem 0.6rem; }
    .panels { min-height: 0; }
    .panel.events { grid-template-rows: 22rem auto; overflow: visible; }
    .panel { overflow: visible; }
    .ruling-box { overflow: visible; }
    .dugouts { max-height: none; overflow: visible; }
    .help { inset: 0.5rem; }
    /* The controls stay at the bottom of the screen while the page scrolls to the log below. */
    .touch-controls { position: sticky; bottom: 0; z-index: 1; padding: 0.35rem 0; background: #14181f; border-top: 1px solid #2a303a; }
  }
  .scrubber button[aria-pressed="true"] { background: #24406e; }
  .presenting-bar, .caption { display: none; }
  /* Presentation mode, for a commentator: the element fills the screen with the score, where the
     match stands, the pitch as large as it fits and a caption of what just happened; the
     panels, the dugouts and the controls are out of the way (the keys still work). Last, to
     win over the layouts above, a square pitch's and the panels' included. */
  :host([presenting]) { position: fixed; inset: 0; z-index: 1000; width: 100vw; height: 100vh; }
  :host([presenting]) .layout.presenting {
    grid-template-areas: "scoreboard bar" "board board" "caption caption";
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-rows: auto minmax(0, 1fr) auto;
    height: 100%;
    gap: 0.4rem;
    padding: 0.6rem 1rem;
  }
  :host([presenting]) .layout.presenting :is(.notices, .dugouts, .scrubber, .touch-controls, .panels, .now) { display: none; }
  :host([presenting]) .layout.presenting .board { display: grid; grid-template-columns: minmax(0, 1fr); grid-template-rows: minmax(0, 1fr); }
  /* Over the pitch the dice tray and the board's toggle would hide its edge letters (the tray, as
     wide as a block's faces, the last columns'): a strip of their own above it, as tall as the
     tray whether or not there are dice, so the pitch keeps its size from event to event. */
  :host([presenting]) .layout.presenting .field {
    grid-area: auto; display: grid; gap: 0.3em; font-size: clamp(12px, 1.3vw, 22px);
    grid-template-areas: "toggle . dice" "pitch pitch pitch"; grid-template-columns: auto minmax(0, 1fr) auto; grid-template-rows: 2em minmax(0, 1fr);
  }
  :host([presenting]) .layout.presenting .field bb-pitch { grid-area: pitch; min-height: 0; }
  :host([presenting]) .layout.presenting .field .explain-toggle { grid-area: toggle; position: static; align-self: center; }
  :host([presenting]) .layout.presenting .field .dice { grid-area: dice; position: static; box-sizing: border-box; height: 2em; font-size: 1em; line-height: 1.3; padding: 0.15em 0.4em; }
  :host([presenting]) .layout.presenting .field .die { padding: 0.05em 0.3em; min-width: 1.5em; }
  :host([presenting]) .layout.presenting .scoreboard { justify-content: center; font-size: clamp(15px, 1.9vw, 30px); }
  :host([presenting]) .layout.presenting .teams { gap: 2.5em; }
  :host([presenting]) .layout.presenting .teams .score { font-size: 2em; line-height: 1; }
  :host([presenting]) .layout.presenting .teams .meta { font-size: 0.6em; }
  :host([presenting]) .layout.presenting .status { display: none; }
  .presenting .presenting-bar { grid-area: bar; display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 0.4em 0.8em; font-size: clamp(14px, 1.5vw, 24px); }
  .presenting-bar .where { margin: 0; font-weight: 600; }
  .presenting-bar button { font: inherit; font-size: 0.8em; color: inherit; background: #2a303a; border: 1px solid #3a4350; border-radius: 6px; padding: 0.15em 0.7em; cursor: pointer; }
  .presenting-bar button:focus-visible { outline: 2px solid #5b9cff; }
  .presenting-bar .present-speed { color: #a9b1bd; font-size: 0.8em; }
  .presenting .caption { grid-area: caption; display: block; margin: 0; padding: 0.4em 0.9em; min-height: 3.2em; font-size: clamp(14px, 1.55vw, 26px); line-height: 1.35; background: #1b2029; border-radius: 8px; }
  .caption ul { margin: 0; padding: 0; list-style: none; }
  .caption .cut { color: #a9b1bd; }
  .caption .next { margin: 0.15em 0 0; color: #ffd76a; }
  .caption .next-label { font-weight: 700; }
`

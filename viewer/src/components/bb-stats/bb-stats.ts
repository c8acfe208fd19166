/**
 * <bb-stats>: the match in numbers. Team totals and a table per team of its players — blocks and
 * blocks by dice, armour breaks, casualties and KOs caused and suffered, touchdowns, passes,
 * interceptions, dodges and rushes with their failures, re-rolls — and each team's dice luck
 * against the odds; with buttons that save the counters and the luck as CSV and everything as JSON.
 *
 * It only reads: the numbers are the engine's statsSoFar(replay).at(event) for the match up to
 * the cursor ("So far", the default) or its matchStats for the whole log ("Whole match"), each
 * worked out once per replay; the charts are d3's maths over those and the engine's luckLine,
 * drawn by Lit (luck-chart.ts). The saved CSV files are the engine's statsCsv and luckCsv of the
 * whole match, what `sidelines stats` prints.
 *
 * Properties (set from script):
 * - replay: Replay | null
 * - seq: number — the cursor (0: before the first event); the replay sets it only while the tab shows
 * - name: string — the log's name, for the names of saved files
 */
import { html, LitElement, nothing, svg } from "lit"
import type { LuckLine, MatchStats, PlayerStatLine, Replay, TeamStatLine } from "@sidelines/engine"
import { teamColours } from "../bb-pitch/layout.js"
import { download, fileBase } from "../bb-timeline/export.js"
import { controlButtonStyles } from "../controls.styles.js"
import { keepActivationKeys } from "../activation-keys.js"
import { statsStyles } from "./bb-stats.styles.js"
import { luckBars, luckLineChart } from "./luck-chart.js"
import { COUNTERS, differenceText, expectedText, luckLineOf, luckRows, matchStatsOf, soFarOf, statsFiles, statsOf, TEAM_ROWS, valueOf, type Counter, type LuckRow } from "./stats.js"

export * from "./stats.js"

const numberCell = (value: number, attributes: { readonly team: string; readonly stat: string }) =>
  html`<td data-team=${attributes.team} data-stat=${attributes.stat} class=${value === 0 ? "zero" : ""}>${value}</td>`

const luckRow = (team: TeamStatLine, row: LuckRow, total: boolean) =>
  html`<tr data-team=${team.id} data-roll=${total ? nothing : row.roll} class=${total ? "total" : ""}>
    <th scope="row">${row.roll}</th>
    <td data-luck="rolls">${row.rolls}</td>
    <td data-luck="expected">${expectedText(row.expected)}</td>
    <td data-luck="successes">${row.successes}</td>
    <td data-luck="difference" class=${row.difference >= 0.05 ? "up" : row.difference <= -0.05 ? "down" : ""}>${differenceText(row.difference)}</td>
  </tr>`

export class BbStats extends LitElement {
  static override styles = [controlButtonStyles, statsStyles]

  static override properties = {
    replay: { attribute: false },
    seq: { type: Number },
    name: { type: String },
    mode: { state: true }
  }

  declare replay: Replay | null
  declare seq: number
  declare name: string
  /** The match up to the cursor, or the whole of it. */
  declare mode: "so-far" | "whole"

  constructor() {
    super()
    this.replay = null
    this.seq = 0
    this.name = ""
    this.mode = "so-far"
  }

  /** Draws again once the replay's stats, worked out in slices, are ready. */
  private readonly redraw = (): void => this.requestUpdate()

  private save(which: "stats" | "luck" | "json"): void {
    if (this.replay === null) return
    const file = statsFiles(statsOf(this.replay), fileBase(this.name))[which]
    download(file.name, new Blob([file.text], { type: `${file.type};charset=utf-8` }))
  }

  override render() {
    const replay = this.replay
    if (replay === null) return html`<p class="empty">No match loaded.</p>`
    const index = this.seq === 0 ? -1 : replay.indexOf(this.seq)
    const stats: MatchStats | undefined = this.mode === "whole" ? matchStatsOf.whenReady(replay, this.redraw) : soFarOf.whenReady(replay, this.redraw)?.at(index)
    if (stats === undefined) return html`<p class="empty">Counting the match's stats…</p>`
    const colour = (team: number) => teamColours(replay.match, team).primary
    const last = replay.events.at(-1)?.seq ?? 0
    return html`
      <div class="toolbar" @keydown=${keepActivationKeys}>
        <div class="mode" role="group" aria-label="Count">
          <button type="button" aria-pressed=${this.mode === "so-far" ? "true" : "false"} @click=${() => (this.mode = "so-far")}>So far</button>
          <button type="button" aria-pressed=${this.mode === "whole" ? "true" : "false"} @click=${() => (this.mode = "whole")}>Whole match</button>
        </div>
        <span class="what" data-what>${this.mode === "whole" ? "The whole match" : index < 0 ? "Before the first event" : `Up to event ${this.seq} of ${last}`}, counted from the rules' outcomes.</span>
        <button type="button" @click=${() => this.save("stats")}>Save stats CSV</button>
        <button type="button" @click=${() => this.save("luck")}>Save dice luck CSV</button>
        <button type="button" @click=${() => this.save("json")}>Save JSON</button>
      </div>
      <div class="body" tabindex="0" role="region" aria-label="Statistics (scrolls)">
        <section class="teams" aria-label="Team totals" tabindex="0">
          <table>
            <caption>Team totals</caption>
            <thead><tr><th scope="col"><span class="sr-only">Counter</span></th>${stats.teams.map((team) => html`<th scope="col" class="team" style=${`--team:${colour(team.team)}`}>${team.name}</th>`)}</tr></thead>
            <tbody>${TEAM_ROWS.map((row) => html`<tr class=${row.nested ? "nested" : ""}>
              <th scope="row">${row.label}</th>${stats.teams.map((team) => numberCell(valueOf(team, row.path), { team: team.id, stat: row.path }))}
            </tr>`)}</tbody>
          </table>
        </section>
        <figure class="luck">
          <figcaption><strong>Dice luck.</strong> <em>Expected</em> is how many successes the rolls' targets made likely: each
            roll counts its chance of success after modifiers (a 4+ counts ½, a 2+ counts ⅚), added up over every roll of that
            kind. <em>Actual</em> is how many succeeded; a positive difference is better luck than the odds. A re-roll is a
            roll of its own. <em>Armour held</em> counts armour rolls against the team's own players that did not break.
            Block dice, injury and table rolls have no single success and are left out.</figcaption>
          <div class="luck-tables">${stats.teams.map((team) => this.renderLuck(team, colour(team.team)))}</div>
          <div class="luck-charts">
            ${this.renderLuckBars(stats.teams, colour)}
            ${this.renderLuckLine(replay, luckLineOf.whenReady(replay, this.redraw), index, colour)}
          </div>
        </figure>
        <section class="players" aria-label="Players">
          ${stats.teams.map((team) => this.renderPlayers(team, stats.players.filter((player) => player.team === team.team), colour(team.team)))}
        </section>
      </div>
    `
  }

  private renderLuck(team: TeamStatLine, colour: string) {
    const { rows, total } = luckRows(team)
    return html`<table class="luck-table" style=${`--team:${colour}`}>
      <caption class="team">${team.name}</caption>
      <thead><tr><th scope="col">Roll</th><th scope="col">Rolls</th><th scope="col">Expected</th><th scope="col">Actual</th><th scope="col">Difference</th></tr></thead>
      <tbody>${rows.length === 0 ? html`<tr><td colspan="5" class="none">No rolls with a target yet.</td></tr>` : rows.map((row) => luckRow(team, row, false))}</tbody>
      <tfoot>${luckRow(team, total, true)}</tfoot>
    </table>`
  }

  /** Each team's luck by kind of roll: a bar from the odds, right for better luck, left for worse. */
  private renderLuckBars(teams: ReadonlyArray<TeamStatLine>, colour: (team: number) => string) {
    const chart = luckBars(teams)
    const said = teams.map((team) => `${team.name}: ${team.luck.map((l) => `${l.roll} ${differenceText(l.successes - l.expected)}`).join(", ") || "no rolls yet"}`).join("; ")
    return html`<svg class="luck-bars" viewBox=${`0 0 ${chart.width} ${chart.height}`} role="img" aria-label=${`Dice luck by kind of roll, successes against the odds. ${said}`}>
      <line class="zero" x1=${chart.zero} x2=${chart.zero} y1="0" y2=${chart.height}></line>
      ${chart.groups.map((group) => svg`<g data-team=${group.team}>
        <rect class="key" x="0" y=${group.y + 4} width="4" height="10" fill=${colour(group.team)}></rect><text class="group" x="8" y=${group.y + 12}>${group.name}</text>
        ${group.bars.map((bar) => svg`<g class="bar" data-roll=${bar.roll}>
          <text class="label" x=${chart.labelX} y=${bar.y + 11}>${bar.roll}</text>
          <rect class=${bar.better ? "up" : "down"} x=${bar.x} y=${bar.y + 3} width=${bar.width} height="10"></rect>
          <text class="value" x=${chart.valueX} y=${bar.y + 11}>${differenceText(bar.difference)}</text>
        </g>`)}
      </g>`)}
    </svg>`
  }

  /** Each team's expected (dashed) and actual (solid) successes through the match; "so far" stops at the cursor. */
  private renderLuckLine(replay: Replay, luck: LuckLine | undefined, index: number, colour: (team: number) => string) {
    if (luck === undefined) return nothing
    const chart = luckLineChart(luck, replay.events.length)
    const cursor = chart.xOf(index)
    const clip = this.mode === "so-far" ? cursor : chart.right
    return html`<div class="luck-line-box"><svg class="luck-line" viewBox=${`0 0 ${chart.width} ${chart.height}`} role="img" aria-label="Expected and actual successes of each team through the match">
      <defs><clipPath id="luck-so-far"><rect x="0" y="0" width=${Math.max(0, clip)} height=${chart.height}></rect></clipPath></defs>
      ${chart.yTicks.map((tick) => svg`<line class="grid" x1=${chart.left} x2=${chart.right} y1=${tick.y} y2=${tick.y}></line><text class="tick" x=${chart.left - 4} y=${tick.y + 4}>${tick.label}</text>`)}
      <g clip-path="url(#luck-so-far)">
        ${chart.paths.map((p) => svg`<path class="expected" data-team=${p.team} d=${p.expected} stroke=${colour(p.team)}></path><path class="actual" data-team=${p.team} d=${p.actual} stroke=${colour(p.team)}></path>`)}
      </g>
      <line class="cursor" x1=${cursor} x2=${cursor} y1=${chart.top} y2=${chart.bottom}></line>
      <text class="axis" x=${chart.left} y=${chart.height - 4}>kick-off</text>
      <text class="axis end" x=${chart.right} y=${chart.height - 4}>full time</text>
    </svg>
    <p class="legend">Solid: successes rolled; dashed: successes the odds made likely, added up through the match${this.mode === "so-far" ? ", up to the cursor" : ""}.
      ${replay.match.header.teams.map((team, t) => html`<span class="swatch" style=${`--team:${colour(t)}`}>${team.name}</span>`)}</p></div>`
  }

  private renderPlayers(team: TeamStatLine, players: ReadonlyArray<PlayerStatLine>, colour: string) {
    const heading = (column: Counter) => html`<th scope="col"><abbr title=${column.label}>${column.short}</abbr></th>`
    return html`<div class="scroll" tabindex="0" role="region" aria-label=${`${team.name}'s players (scrolls sideways)`}><table class="player-table" style=${`--team:${colour}`}>
      <caption class="team">${team.name}</caption>
      <thead><tr><th scope="col">#</th><th scope="col">Player</th><th scope="col">Position</th>${COUNTERS.map(heading)}</tr></thead>
      <tbody>${players.map((player) => html`<tr data-player=${player.player} class=${COUNTERS.every((c) => valueOf(player, c.path) === 0) ? "quiet" : ""}>
        <td class="number">${player.number}</td>
        <th scope="row" class="name">${player.name}</th>
        <td class="position">${player.position}</td>
        ${COUNTERS.map((column) => numberCell(valueOf(player, column.path), { team: team.id, stat: column.path }))}
      </tr>`)}</tbody>
    </table></div>`
  }
}

if (!customElements.get("bb-stats")) customElements.define("bb-stats", BbStats)

declare global {
  interface HTMLElementTagNameMap {
    "bb-stats": BbStats
  }
}

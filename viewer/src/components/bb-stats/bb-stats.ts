/**
 * <bb-stats>: the match in numbers. Team totals and a table per team of its players — blocks and
 * blocks by dice, armour breaks, casualties and KOs caused and suffered, touchdowns, passes,
 * interceptions, dodges and rushes with their failures, re-rolls — and each team's dice luck
 * against the odds; with buttons that save the counters and the luck as CSV and everything as JSON.
 *
 * It only reads: every number is the engine's matchStats(replay), worked out once per replay, and
 * the CSV files are the engine's statsCsv and luckCsv. The numbers are for the whole log, so
 * moving through the match does not touch this panel.
 *
 * Properties (set from script):
 * - replay: Replay | null
 * - name: string — the log's name, for the names of saved files
 */
import { html, LitElement, nothing } from "lit"
import type { PlayerStatLine, Replay, TeamStatLine } from "@sidelines/engine"
import { teamColours } from "../bb-pitch/layout.js"
import { download, fileBase } from "../bb-timeline/export.js"
import { controlButtonStyles } from "../controls.styles.js"
import { keepActivationKeys } from "../activation-keys.js"
import { statsStyles } from "./bb-stats.styles.js"
import { COUNTERS, differenceText, expectedText, luckRows, matchStatsOf, statsFiles, statsOf, TEAM_ROWS, valueOf, type Counter, type LuckRow } from "./stats.js"

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
    name: { type: String }
  }

  declare replay: Replay | null
  declare name: string

  constructor() {
    super()
    this.replay = null
    this.name = ""
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
    const stats = matchStatsOf.whenReady(replay, this.redraw)
    if (stats === undefined) return html`<p class="empty">Counting the match's stats…</p>`
    const colour = (team: number) => teamColours(replay.match, team).primary
    return html`
      <div class="toolbar" @keydown=${keepActivationKeys}>
        <span class="what">The whole match, counted from the rules' outcomes.</span>
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

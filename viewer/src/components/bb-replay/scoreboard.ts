import { html } from "lit"
import { downhillTeam, stadiumAttributeName, variantAt, type Match, type MatchState, type Replay } from "@sidelines/engine"
import { stadiumMarksOf } from "../bb-pitch/layout.js"

/**
 * The stadium's attribute, once the match has one (the `stadium` option), and what it does to the
 * pitch now: whose end zone lies downhill this half, a line of scrimmage moved for this kick-off.
 */
const stadiumText = (match: Match, state: MatchState): string => {
  const stadium = state.stadium
  if (stadium === undefined) return ""
  if (stadium.attribute === null) return " · stadium: nothing out of the ordinary"
  const downhill = downhillTeam(stadium, state.half)
  const slope = downhill === null ? "" : ` (downhill towards ${match.header.teams[downhill]?.name ?? "?"}'s end zone)`
  const moved = stadium.line !== undefined && stadiumMarksOf(match, state).paintedLines.length > 0 ? ` (line of scrimmage moved ${stadium.line.line} for this kick-off)` : ""
  return ` · stadium: ${stadiumAttributeName(stadium.attribute)}${slope}${moved}`
}

/** What a team has destroyed of the features placed for the match, where that decides the winner (Holiday Special's snowgrots). */
const destroyedText = (state: MatchState, team: number): string => {
  const placed = state.placed
  if (placed === undefined || !placed.features.some((f) => f.kind === "snowgrot")) return ""
  const n = placed.destroyed[team] ?? 0
  return ` · ${n} snowgrot${n === 1 ? "" : "s"} destroyed`
}

/** Score, turn and re-rolls of every team, and the match's situation in one line. */
export const scoreboard = (replay: Replay, state: MatchState) => {
  const teams = replay.match.header.teams
  return html`
    <ul class="teams">
      ${teams.map((team, t) => html`<li class=${state.activeTeam === t ? "active" : ""} style=${`--team:${team.colours?.primary ?? "#888"}`}>
        <span class="name">${team.name}</span>
        <span class="score" data-team=${team.id}>${state.teams[t]!.score}</span>
        <span class="meta">turn ${state.teams[t]!.turn} · ${state.teams[t]!.rerolls} re-roll${state.teams[t]!.rerolls === 1 ? "" : "s"}${destroyedText(state, t)}</span>
      </li>`)}
    </ul>
    <p class="status">${variantAt(replay.match, state).name} · half ${state.half} · drive ${state.drive} · ${state.phase.replaceAll("-", " ")} · weather: ${state.weather?.replaceAll("-", " ") ?? "not rolled"}${stadiumText(replay.match, state)}${state.kickOffEffects.length === 0 ? "" : ` · kick-off: ${state.kickOffEffects.filter((e) => !e.includes(":")).join(", ")}`}</p>
  `
}

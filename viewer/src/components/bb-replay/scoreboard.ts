import { html } from "lit"
import { variantAt, type MatchState, type Replay } from "@sidelines/engine"

/** Score, turn and re-rolls of every team, and the match's situation in one line. */
export const scoreboard = (replay: Replay, state: MatchState) => {
  const teams = replay.match.header.teams
  return html`
    <ul class="teams">
      ${teams.map((team, t) => html`<li class=${state.activeTeam === t ? "active" : ""} style=${`--team:${team.colours?.primary ?? "#888"}`}>
        <span class="name">${team.name}</span>
        <span class="score" data-team=${team.id}>${state.teams[t]!.score}</span>
        <span class="meta">turn ${state.teams[t]!.turn} · ${state.teams[t]!.rerolls} re-roll${state.teams[t]!.rerolls === 1 ? "" : "s"}</span>
      </li>`)}
    </ul>
    <p class="status">${variantAt(replay.match, state).name} · half ${state.half} · drive ${state.drive} · ${state.phase.replaceAll("-", " ")} · weather: ${state.weather?.replaceAll("-", " ") ?? "not rolled"}${state.kickOffEffects.length === 0 ? "" : ` · kick-off: ${state.kickOffEffects.filter((e) => !e.includes(":")).join(", ")}`}</p>
  `
}

import type { Match, MatchState } from "@sidelines/engine"
import { squareName } from "@sidelines/engine"

const TEAM_LETTERS = "ABCD"

/**
 * The pitch as text, one three-character cell per square: a team letter and shirt number
 * ("A07"), lower case when the player is down; "(o)" the loose ball; ":" the end zones; features
 * placed for the match (Holiday Special): "###" a gingerbread house, " * " a snowgrot.
 * Rows are y from the top, columns x from the left.
 */
export const renderPitch = (match: Match, state: MatchState): string => {
  const { width, height } = match.variant.pitch
  const grid: Array<Array<string>> = []
  for (let y = 0; y < height; y++) {
    const row: Array<string> = []
    for (let x = 0; x < width; x++) {
      const inside = match.variant.pitch.contains([x, y])
      const endZone = inside && match.teamIds.some((_, team) => match.variant.pitch.isEndZoneOf(team, [x, y]))
      row.push(!inside ? "   " : endZone ? " : " : " . ")
    }
    grid.push(row)
  }
  for (const feature of state.placed?.features ?? []) {
    const mark = feature.kind === "gingerbread-house" ? "###" : feature.kind === "snowgrot" ? " * " : null
    if (mark !== null) for (const [x, y] of feature.squares) if (grid[y]?.[x] !== undefined) grid[y]![x] = mark
  }
  // Both balls while a Ball Clone is in force.
  for (const ball of [state.ball, ...(state.otherBall === undefined ? [] : [state.otherBall])]) {
    if (ball.at !== null && ball.carrier === null && match.variant.pitch.contains(ball.at)) grid[ball.at[1]]![ball.at[0]] = "(o)"
  }
  for (const player of state.players) {
    if (player.at === null || !match.variant.pitch.contains(player.at)) continue
    const roster = match.roster[match.playerIndex.get(player.id)!]!
    const letter = TEAM_LETTERS[player.team]!
    const cell = `${player.posture === "standing" ? letter : letter.toLowerCase()}${String(roster.number).padStart(2, "0")}`
    grid[player.at[1]]![player.at[0]] = cell
  }
  const columns = Array.from({ length: width }, (_, x) => ` ${squareName([x, 0]).replace(/\d+$/, "").padEnd(2)}`).join(" ")
  const lines = [`    ${columns}`]
  grid.forEach((row, y) => lines.push(`${String(y + 1).padStart(3)} ${row.join(" ")}`))
  return lines.join("\n")
}

const BOXES = [
  ["reserves", "Reserves"],
  ["ko", "KO'd"],
  ["bh", "Badly hurt"],
  ["si", "Seriously injured"],
  ["dead", "Dead"],
  ["sent-off", "Sent off"]
] as const

/** Score, turn, weather, and each team's dugout. */
export const renderScoreboard = (match: Match, state: MatchState): string => {
  const teams = match.header.teams
  const score = teams.map((team, i) => `${team.name} ${state.teams[i]!.score}`).join(" – ")
  const turn = state.activeTeam === null ? state.phase : `${teams[state.activeTeam]!.name} turn ${state.teams[state.activeTeam]!.turn}`
  const lines = [`Half ${state.half} · Drive ${state.drive} · ${turn} · ${score} · weather: ${state.weather ?? "not rolled"}`]
  const balls = [state.ball, ...(state.otherBall === undefined ? [] : [state.otherBall])]
  balls.forEach((ball, i) => {
    // A Ball Clone's second ball gets its own line.
    const label = balls.length > 1 ? `Ball ${i + 1}` : "Ball"
    if (ball.carrier !== null) {
      const carrier = match.roster[match.playerIndex.get(ball.carrier)!]!
      lines.push(`${label}: held by ${carrier.name} (#${carrier.number})`)
    } else if (ball.at !== null) lines.push(`${label}: ${ball.inPlay ? "on the ground at" : "in the air over"} ${squareName(ball.at)}`)
  })
  teams.forEach((team, t) => {
    const letter = TEAM_LETTERS[t]!
    const parts = [`${letter} ${team.name}: ${state.teams[t]!.rerolls} re-rolls`]
    for (const [box, label] of BOXES) {
      const inBox = state.players.filter((player) => player.team === t && player.box === box)
      if (inBox.length > 0) parts.push(`${label}: ${inBox.map((p) => `#${match.roster[match.playerIndex.get(p.id)!]!.number}`).join(" ")}`)
    }
    lines.push(`  ${parts.join(" · ")}`)
  })
  return lines.join("\n")
}

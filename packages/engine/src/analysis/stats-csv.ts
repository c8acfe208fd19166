import { BLOCK_DICE_KEYS, type MatchStats, type StatCounters } from "./match-stats.js"

/**
 * One CSV cell (RFC 4180). Text from a log is quoted when it must be, and a leading = + - @ is
 * defused so a spreadsheet does not run a player's name as a formula.
 */
const cell = (value: string | number): string => {
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : value.toFixed(3)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

const row = (cells: ReadonlyArray<string | number>): string => cells.map(cell).join(",")

const COLUMNS = [
  ["blocks", "blocks"],
  ...BLOCK_DICE_KEYS.map((dice) => [`blocks ${dice.startsWith("-") ? `${dice.slice(1)} dice against` : dice === "1" ? "1 die" : `${dice} dice`}`, dice] as const),
  ["armour breaks", "armourBreaks"],
  ["casualties caused", "casualtiesCaused"],
  ["casualties suffered", "casualtiesSuffered"],
  ["KOs caused", "kosCaused"],
  ["KOs suffered", "kosSuffered"],
  ["touchdowns", "touchdowns"],
  ["passes", "passes"],
  ["completions", "completions"],
  ["interceptions", "interceptions"],
  ["dodges", "dodges"],
  ["dodges failed", "dodgesFailed"],
  ["rushes", "rushes"],
  ["rushes failed", "rushesFailed"],
  ["re-rolls used", "rerollsUsed"]
] as const

const counters = (line: StatCounters): Array<number> =>
  COLUMNS.map(([, key]) => (key in line.blocksByDice ? line.blocksByDice[key as keyof StatCounters["blocksByDice"]] : (line[key as Exclude<keyof StatCounters, "blocksByDice">] as number)))

/** The counters as one table: a row per team, then a row per player. */
export const statsCsv = (stats: MatchStats): string => {
  const lines = [row(["level", "team", "number", "name", "position", ...COLUMNS.map(([title]) => title)])]
  for (const team of stats.teams) lines.push(row(["team", team.id, "", team.name, "", ...counters(team)]))
  for (const player of stats.players) {
    lines.push(row(["player", stats.teams[player.team]!.id, player.number, player.name, player.position, ...counters(player)]))
  }
  return `${lines.join("\r\n")}\r\n`
}

/** Dice luck as one table: a row per team and roll type. */
export const luckCsv = (stats: MatchStats): string => {
  const lines = [row(["team", "roll", "rolls", "expected successes", "successes", "difference"])]
  for (const team of stats.teams) {
    for (const luck of team.luck) lines.push(row([team.id, luck.roll, luck.rolls, luck.expected, luck.successes, luck.successes - luck.expected]))
  }
  return `${lines.join("\r\n")}\r\n`
}

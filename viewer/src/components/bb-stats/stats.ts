/**
 * What <bb-stats> shows, as pure data: the engine's matchStats per replay (worked out once), the
 * columns and rows its tables read, the dice-luck rows with their totals, and the files it saves.
 * No Lit and no DOM here, so Node tests can import it.
 */
import { sliced } from "../../model/sliced.js"
import { luckCsv, luckLineStepped, matchStatsStepped, statsCsv, statsSoFarStepped, type MatchStats, type Replay, type RollLuck, type StatCounters, type TeamStatLine } from "@sidelines/engine"

/** A replay's match stats, worked out once per replay: in slices for a view (whenReady), at once for a download. */
export const matchStatsOf = sliced(matchStatsStepped)

/** The stats at any event ("so far"), once per replay: the counts' snapshots made in slices, then a short count per seek. */
export const soFarOf = sliced(statsSoFarStepped)

/** Each team's dice luck through the match, once per replay. */
export const luckLineOf = sliced(luckLineStepped)

/** A replay's match stats, worked out once per replay. */
export const statsOf = (replay: Replay): MatchStats => matchStatsOf.now(replay)

/**
 * One counter: where it is in a stat line (`path`, dotted for the nested block dice and re-roll
 * sources), its name in the team table, and its column heading in the player tables.
 */
export interface Counter {
  readonly path: string
  readonly label: string
  readonly short: string
  /** Part of the row above it (blocks by dice of blocks, failures of attempts): indented in the team table. */
  readonly nested: boolean
}

const counter = (path: string, label: string, short: string, nested = false): Counter => ({ path, label, short, nested })

/** Every counter of a player's or a team's stat line, in the order the tables show them. */
export const COUNTERS: ReadonlyArray<Counter> = [
  counter("touchdowns", "Touchdowns", "TD"),
  counter("blocks", "Blocks", "Blk"),
  counter("blocksByDice.3", "Blocks with 3 dice", "3d", true),
  counter("blocksByDice.2", "Blocks with 2 dice", "2d", true),
  counter("blocksByDice.1", "Blocks with 1 die", "1d", true),
  counter("blocksByDice.-2", "Blocks with 2 dice, defender chooses", "−2d", true),
  counter("blocksByDice.-3", "Blocks with 3 dice, defender chooses", "−3d", true),
  counter("armourBreaks", "Armour breaks", "AB"),
  counter("casualtiesCaused", "Casualties caused", "Cas"),
  counter("casualtiesSuffered", "Casualties suffered", "Cas↓"),
  counter("kosCaused", "KOs caused", "KO"),
  counter("kosSuffered", "KOs suffered", "KO↓"),
  counter("passes", "Passes", "Pass"),
  counter("completions", "Completions", "Cmp"),
  counter("interceptions", "Interceptions", "Int"),
  counter("dodges", "Dodges", "Dge"),
  counter("dodgesFailed", "Dodges failed", "Dge✗", true),
  counter("rushes", "Rushes", "Rush"),
  counter("rushesFailed", "Rushes failed", "Rush✗", true),
  counter("rerollsUsed", "Re-rolls used", "RR")
]

/** Team-only rows: where the team's re-rolls came from. */
export const TEAM_COUNTERS: ReadonlyArray<Counter> = [
  counter("rerollsBySource.team-reroll", "Team re-rolls", "", true),
  counter("rerollsBySource.leader", "Leader re-rolls", "", true),
  counter("rerollsBySource.skill", "Skill re-rolls (Dodge, Catch…)", "", true)
]

/** A counter's value in a stat line. */
export const valueOf = (line: StatCounters | TeamStatLine, path: string): number => {
  let value: unknown = line
  for (const key of path.split(".")) value = (value as Record<string, unknown>)[key]
  return typeof value === "number" ? value : 0
}

/** The team table's rows: every counter, the re-roll sources last, under "Re-rolls used". */
export const TEAM_ROWS: ReadonlyArray<Counter> = [...COUNTERS, ...TEAM_COUNTERS]

export interface LuckRow extends RollLuck {
  /** Successes above (positive) or below (negative) what the targets made likely. */
  readonly difference: number
}

/** A team's dice-luck rows, then one row for all its rolls together. */
export const luckRows = (team: TeamStatLine): { readonly rows: ReadonlyArray<LuckRow>; readonly total: LuckRow } => {
  const rows = team.luck.map((luck) => ({ ...luck, difference: luck.successes - luck.expected }))
  const total = rows.reduce(
    (sum, row) => ({ roll: "All rolls", rolls: sum.rolls + row.rolls, expected: sum.expected + row.expected, successes: sum.successes + row.successes, difference: 0 }),
    { roll: "All rolls", rolls: 0, expected: 0, successes: 0, difference: 0 }
  )
  return { rows, total: { ...total, difference: total.successes - total.expected } }
}

/** A number of expected successes as the table shows it: one decimal. */
export const expectedText = (value: number): string => value.toFixed(1)

/** A difference with its sign: "+1.3", "−0.7", "0.0". */
export const differenceText = (value: number): string => {
  const text = Math.abs(value).toFixed(1)
  return text === "0.0" ? text : `${value > 0 ? "+" : "−"}${text}`
}

export interface StatsFile {
  readonly name: string
  readonly type: string
  readonly text: string
}

/** The three files the stats panel saves: the counters and the dice luck as CSV (the engine's own), and everything as JSON. */
export const statsFiles = (stats: MatchStats, base: string): { readonly stats: StatsFile; readonly luck: StatsFile; readonly json: StatsFile } => ({
  stats: { name: `${base}-stats.csv`, type: "text/csv", text: statsCsv(stats) },
  luck: { name: `${base}-luck.csv`, type: "text/csv", text: luckCsv(stats) },
  json: { name: `${base}-stats.json`, type: "application/json", text: `${JSON.stringify(stats, null, 2)}\n` }
})

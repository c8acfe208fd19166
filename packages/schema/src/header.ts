import { Schema } from "effect"
import { FORMAT } from "./format.js"
import { Name, Text } from "./primitives.js"
import { Team } from "./roster.js"
import { MatchOptions, OPTION_OWNERS, TEAM_COUNTS, VariantId } from "./variant.js"

/** Which program wrote the log, and where it came from if it was converted. */
export const Source = Schema.Struct({
  program: Name,
  version: Schema.optionalKey(Text(60)),
  /** The original's reference, e.g. "fumbbl:replay/1559380". */
  ref: Schema.optionalKey(Text(200))
})
export type Source = typeof Source.Type

/** Line 1 of every log: what is being played, by whom, with which rosters. */
const HeaderFields = Schema.Struct({
  _tag: Schema.tag("MatchStarted"),
  format: Schema.Literal(FORMAT),
  variant: VariantId,
  options: MatchOptions,
  teams: Schema.Array(Team).check(Schema.isBetweenLength(2, 4)),
  /** The date the match was played, as an ISO 8601 date or date-time. */
  playedAt: Schema.optionalKey(
    Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:\d{2})?)?$/u, { expected: "an ISO 8601 date" }))
  ),
  /** The seed of the dice, for logs written by a simulator. */
  seed: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }))),
  source: Schema.optionalKey(Source)
})

/**
 * Rules that tie the header's fields together: options belong to their variant, the team
 * count fits it, and every id is unique so events can name players and teams unambiguously.
 */
const headerIsConsistent = Schema.makeFilter<typeof HeaderFields.Type>((header) => {
  const issues: Array<Schema.FilterIssue> = []
  for (const [option, owner] of Object.entries(OPTION_OWNERS)) {
    if (owner !== null && option in header.options && owner !== header.variant) {
      issues.push({ path: ["options", option], issue: `option "${option}" belongs to ${owner}, not ${header.variant}` })
    }
  }
  if (header.variant === "blightbowl" && header.options.mode === undefined) {
    issues.push({ path: ["options", "mode"], issue: "blightbowl needs a mode: allies, grudge or free-for-all" })
  }
  if (header.options.home !== undefined) {
    if (!header.teams.some((team) => team.id === header.options.home)) {
      issues.push({ path: ["options", "home"], issue: `the home team "${header.options.home}" is not one of the header's teams` })
    }
    if (header.options.stadium === undefined || header.options.stadium === "random") {
      issues.push({ path: ["options", "home"], issue: "a match at a team's home stadium names the stadium's attribute in options.stadium" })
    }
  }
  const wanted = TEAM_COUNTS[header.variant]
  if (header.teams.length !== wanted) {
    issues.push({ path: ["teams"], issue: `${header.variant} is played by ${wanted} teams, the header has ${header.teams.length}` })
  }
  const teamIds = new Set<string>()
  const playerIds = new Map<string, string>()
  header.teams.forEach((team, t) => {
    if (teamIds.has(team.id)) issues.push({ path: ["teams", t, "id"], issue: `team id "${team.id}" is used twice` })
    teamIds.add(team.id)
    const numbers = new Set<number>()
    team.players.forEach((player, p) => {
      const other = playerIds.get(player.id)
      if (other !== undefined) {
        issues.push({ path: ["teams", t, "players", p, "id"], issue: `player id "${player.id}" is already used in team "${other}"` })
      }
      playerIds.set(player.id, team.id)
      if (numbers.has(player.number)) {
        issues.push({ path: ["teams", t, "players", p, "number"], issue: `shirt number ${player.number} is used twice in team "${team.id}"` })
      }
      numbers.add(player.number)
    })
  })
  return issues
})

export const MatchStarted = HeaderFields.check(headerIsConsistent)
export type MatchStarted = typeof MatchStarted.Type

import fc from "fast-check"
import {
  BLIGHTBOWL_MODES,
  logLineJsonSchema,
  type MatchEvent,
  type MatchStarted,
  OPTION_OWNERS,
  PLAYER_REFERENCE_FIELDS,
  TEAM_COUNTS,
  TEAM_REFERENCE_FIELDS,
  type VariantId
} from "@sidelines/schema"
import { arbitraryOfTag, branchesByTag, type JsonSchema } from "./arbitrary.js"

/**
 * Whole logs generated from the published JSON Schema of a log line, then made into a valid
 * match: the line-order and cross-field rules JSON Schema cannot state are applied afterwards
 * (variant options and team counts, unique ids and shirt numbers, increasing seq, references
 * to players and teams that exist).
 */
export interface GeneratedLog {
  readonly header: MatchStarted
  readonly events: ReadonlyArray<MatchEvent>
}

type Json = Record<string, unknown>

export const lineSchema = logLineJsonSchema() as JsonSchema

/** A fresh id built from `id` that is not in `taken` (and is then taken), within 64 characters. */
const uniqueId = (taken: Set<string>, id: string): string => {
  let candidate = id
  for (let k = 1; taken.has(candidate); k++) candidate = `${id.slice(0, 56)}~${k}`
  taken.add(candidate)
  return candidate
}

/** Applies the header rules of header.ts and variant.ts to a header generated field by field. */
export const consistentHeader = (generated: Json, fallbackMode: string): MatchStarted => {
  const header = structuredClone(generated) as Json & { variant: VariantId; options: Json; teams: Array<Json> }
  for (const [option, owner] of Object.entries(OPTION_OWNERS)) {
    if (owner !== null && owner !== header.variant) delete header.options[option]
  }
  if (header.variant === "blightbowl" && header.options.mode === undefined) header.options.mode = fallbackMode

  const wanted = TEAM_COUNTS[header.variant]
  const teams = header.teams.slice(0, wanted)
  while (teams.length < wanted) teams.push(structuredClone(teams[teams.length % header.teams.length]!))

  const teamIds = new Set<string>()
  const playerIds = new Set<string>()
  header.teams = teams.map((team) => {
    const numbers = new Set<number>()
    const players = (team.players as Array<Json>).map((player) => {
      let number = player.number as number
      if (numbers.has(number)) number = [...Array(100).keys()].find((n) => !numbers.has(n))!
      numbers.add(number)
      return { ...player, id: uniqueId(playerIds, player.id as string), number }
    })
    return { ...team, id: uniqueId(teamIds, team.id as string), players }
  })
  // A home stadium names its attribute, and its team is one of the header's.
  if (header.options.home !== undefined) {
    if (header.options.stadium === undefined || header.options.stadium === "random") delete header.options.home
    else header.options.home = header.teams[0]!.id
  }
  return header as unknown as MatchStarted
}

/** The ids an event may name, in header order. */
const rosterIds = (header: MatchStarted) => ({
  teams: header.teams.map((team) => team.id),
  players: header.teams.flatMap((team) => team.players.map((player) => player.id))
})

interface GeneratedEvent {
  readonly event: Json
  /** Picks among the header's players and teams for reference fields. */
  readonly picks: ReadonlyArray<number>
  /** How far this event's seq is past the previous one, minus one (gaps are allowed). */
  readonly gap: number
}

/** Strictly increasing seq from 1, and every player, target and team taken from the header. */
export const consistentEvents = (header: MatchStarted, generated: ReadonlyArray<GeneratedEvent>): Array<MatchEvent> => {
  const ids = rosterIds(header)
  let seq = 0
  return generated.map(({ event, picks, gap }) => {
    seq += 1 + gap
    const out: Json = { ...event, seq }
    let pick = 0
    for (const field of PLAYER_REFERENCE_FIELDS) {
      if (field in out) out[field] = ids.players[picks[pick++]! % ids.players.length]
    }
    for (const field of TEAM_REFERENCE_FIELDS) {
      if (field in out) out[field] = ids.teams[picks[pick++]! % ids.teams.length]
    }
    // A list of teams (AllianceMade's) names teams of the header too.
    if (Array.isArray(out["teams"])) out["teams"] = (out["teams"] as Array<unknown>).map((_, i) => ids.teams[(picks[0]! + i) % ids.teams.length])
    return out as MatchEvent
  })
}

const EVENT_TAGS_IN_SCHEMA = [...branchesByTag(lineSchema).keys()].filter((tag) => tag !== "MatchStarted")

/** Any event line, as the JSON Schema describes it (seq and references still arbitrary). */
export const anyEventLine: fc.Arbitrary<Json> = fc.oneof(...EVENT_TAGS_IN_SCHEMA.map((tag) => arbitraryOfTag(lineSchema, tag)))

/** A header line as the JSON Schema describes it (cross-field rules not yet applied). */
export const anyHeaderLine: fc.Arbitrary<Json> = arbitraryOfTag(lineSchema, "MatchStarted")

export const matchLog = (constraints: { readonly maxEvents?: number } = {}): fc.Arbitrary<GeneratedLog> =>
  fc
    .record({
      header: anyHeaderLine,
      mode: fc.constantFrom(...BLIGHTBOWL_MODES),
      events: fc.array(
        fc.record({
          event: anyEventLine,
          picks: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
          gap: fc.oneof(fc.constant(0), fc.nat({ max: 1000 }))
        }),
        { maxLength: constraints.maxEvents ?? 40, size: "max" }
      )
    })
    .map(({ header, mode, events }) => {
      const consistent = consistentHeader(header, mode)
      return { header: consistent, events: consistentEvents(consistent, events) }
    })

import type { MatchStarted, RollPurpose, Square, Team } from "@sidelines/schema"
import { expecting, type Match, type MatchState } from "@sidelines/engine"
import { Events, header, player, positionOf, type Played } from "./scenario.js"

/**
 * The kick-off position used by most tests: Home (team 0) kicks from x 1–12, Away (team 1)
 * receives in x 13–24.
 *
 *   Home: h1 h2 h3 on their line of scrimmage (x 12, rows 6–8), each marked by the Away player
 *         facing them; h4 (10,2) and h5 (10,12) in the wide zones; h6 (8,7), h8 (8,5), h9 (8,9)
 *         and h7 (5,7) behind: six Open players.
 *   Away: a1 a2 a3 on x 13 facing them (marked); a4 (15,3), a5 (15,11), a6 (18,7), a7 (21,7),
 *         a8 (20,3), a9 (20,11): six Open players.
 */
export const HOME_AT: Readonly<Record<string, Square>> = {
  h1: [12, 6], h2: [12, 7], h3: [12, 8], h4: [10, 2], h5: [10, 12], h6: [8, 7], h7: [5, 7], h8: [8, 5], h9: [8, 9]
}
export const AWAY_AT: Readonly<Record<string, Square>> = {
  a1: [13, 6], a2: [13, 7], a3: [13, 8], a4: [15, 3], a5: [15, 11], a6: [18, 7], a7: [21, 7], a8: [20, 3], a9: [20, 11]
}

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)

type Staff = Partial<Team["staff"]>

/** A header with nine players a side (and a spare in each team's reserves), staff and fans as given. */
export const kickOffHeader = (
  fields: { home?: Staff; away?: Staff; homeFans?: number; awayFans?: number; homeInducements?: Team["inducements"] } = {}
): MatchStarted => {
  const base = header(ids("h", 10).map((id) => player(id)), ids("a", 10).map((id) => player(id)))
  const [home, away] = base.teams
  return {
    ...base,
    teams: [
      {
        ...home!,
        staff: { ...home!.staff, ...fields.home },
        inducements: fields.homeInducements ?? [],
        ...(fields.homeFans === undefined ? {} : { dedicatedFans: fields.homeFans })
      },
      { ...away!, staff: { ...away!.staff, ...fields.away }, ...(fields.awayFans === undefined ? {} : { dedicatedFans: fields.awayFans }) }
    ]
  }
}

export interface KickOffPosition {
  readonly at?: Readonly<Record<string, Square>>
  /** The kicking team (index); Home unless told. */
  readonly kicking?: number
  /** Where the ball will land (it is in the air). */
  readonly landing: Square
  readonly weather?: MatchState["weather"]
  /** Team turns started this half, per team. */
  readonly turns?: readonly [number, number]
  readonly fanFactors?: readonly [number | null, number | null]
  readonly stunned?: ReadonlyArray<string>
}

/**
 * A match with the kick in the air, about to roll on the kick-off table: the stack holds the
 * KickOffEvent, LandKick and KickResolved steps that the Kick step leaves after the deviation.
 */
export const kickOffPosition = (head: MatchStarted, position: KickOffPosition): { match: Match; state: MatchState } => {
  const kicking = position.kicking ?? 0
  const { match, state } = positionOf(head, {
    team: 1 - kicking,
    at: position.at ?? { ...HOME_AT, ...AWAY_AT },
    ...(position.stunned === undefined ? {} : { stunned: position.stunned }),
    weather: position.weather ?? "perfect-conditions"
  })
  const turns = position.turns ?? [0, 0]
  const fanFactors = position.fanFactors ?? [null, null]
  return {
    match,
    state: {
      ...state,
      phase: "kick-off",
      activeTeam: null,
      activePlayer: null,
      kickingTeam: kicking,
      firstKickingTeam: kicking,
      ball: { at: position.landing, carrier: null, inPlay: false },
      teams: state.teams.map((team, i) => ({ ...team, turn: turns[i]!, fanFactor: fanFactors[i]! })),
      stack: [{ _tag: "KickResolved" }, { _tag: "LandKick" }, { _tag: "KickOffEvent" }]
    }
  }
}

/** Two dice that add up to a kick-off table total. */
export const facesFor = (total: number): [number, number] => {
  const first = Math.min(6, total - 1)
  return [first, total - first]
}

/** Events starting with the kick-off table roll for a total. */
export const kickOffRoll = (total: number): Events => new Events().roll("2d6", facesFor(total), "kick-off-event")

/** What the match waits for after the events. */
export const waitingFor = (match: Match, played: Played) => expecting(match, played.state)

/** A roll made by one team (the contests' D6s, Pitch Invasion's D3, fan factor), naming its team. */
export const teamDice = (team: string, die: "d3" | "d6", face: number, purpose: RollPurpose) =>
  ({ _tag: "DiceRolled", die, faces: [face], for: purpose, team }) as never

export const notes = (played: Played): Array<string> => played.outcomes.flatMap((o) => (o._tag === "Note" ? [o.text] : []))

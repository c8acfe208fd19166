import type { MatchStarted, Player, Square, Team } from "@sidelines/schema"
import type { Match, MatchState } from "@sidelines/engine"
import { sevens } from "../../src/variants/sevens/index.js"
import { player, positionIn, type Position } from "./scenario.js"

/**
 * Sevens positions for the rules tests, built directly like scenario.ts builds Blood Bowl ones.
 *
 * The pitch (see src/variants/sevens/pitch.ts): Home (team 0) defends x = 0 and sets up in
 * x 0–6, its line of scrimmage on x = 6; Away (team 1) defends x = 19 and sets up in x 13–19,
 * its line on x = 13. Nobody sets up in x 7–12. Wide zones are y 0–1 and 9–10. The trapdoors
 * are on [4, 1] and [15, 9].
 */

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)

type Staff = Partial<Team["staff"]>

/** A Sevens header: eight players a side (one more than may take the field), Home and Away. */
export const sevensHeader = (
  fields: { home?: ReadonlyArray<Player>; away?: ReadonlyArray<Player>; homeStaff?: Staff; awayStaff?: Staff } = {}
): MatchStarted => ({
  _tag: "MatchStarted",
  format: "sidelines/1",
  variant: "sevens",
  options: {},
  teams: [
    {
      id: "home",
      name: "Home",
      roster: "Human",
      rerolls: 2,
      staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0, ...fields.homeStaff },
      inducements: [],
      players: [...(fields.home ?? ids("h", 8).map((id) => player(id)))]
    },
    {
      id: "away",
      name: "Away",
      roster: "Orc",
      rerolls: 2,
      staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0, ...fields.awayStaff },
      inducements: [],
      players: [...(fields.away ?? ids("a", 8).map((id) => player(id)))]
    }
  ]
})

export type SevensPosition = Omit<Position, "stunned" | "weather" | "turn">

/** A Sevens match in the middle of a team turn. */
export const sevensPosition = (head: MatchStarted, position: SevensPosition): { match: Match; state: MatchState } => positionIn(sevens, head, position)

/** Home set up legally for a kick-off: three on the line, one in each wide zone, two behind. */
export const HOME_SET_UP: Readonly<Record<string, Square>> = {
  h1: [6, 4], h2: [6, 5], h3: [6, 6], h4: [4, 1], h5: [4, 9], h6: [3, 5], h7: [1, 5]
}
/** Away facing them: three on their line, one per wide zone, two behind. */
export const AWAY_SET_UP: Readonly<Record<string, Square>> = {
  a1: [13, 4], a2: [13, 5], a3: [13, 6], a4: [15, 1], a5: [15, 8], a6: [16, 5], a7: [18, 5]
}

/** A Sevens match with the kick in the air over `landing`, about to roll on the kick-off table. */
export const sevensKickOff = (
  head: MatchStarted,
  position: { landing: Square; kicking?: number; at?: Readonly<Record<string, Square>>; turns?: readonly [number, number] }
): { match: Match; state: MatchState } => {
  const kicking = position.kicking ?? 0
  const { match, state } = sevensPosition(head, { team: 1 - kicking, at: position.at ?? { ...HOME_SET_UP, ...AWAY_SET_UP } })
  const turns = position.turns ?? [0, 0]
  return {
    match,
    state: {
      ...state,
      phase: "kick-off",
      activeTeam: null,
      kickingTeam: kicking,
      firstKickingTeam: kicking,
      ball: { at: position.landing, carrier: null, inPlay: false },
      teams: state.teams.map((team, i) => ({ ...team, turn: turns[i]! })),
      stack: [{ _tag: "KickResolved" }, { _tag: "LandKick" }, { _tag: "KickOffEvent" }]
    }
  }
}

/** A Sevens match at the start of a drive, Home kicking: `team` is about to set up (Home first, then Away). */
export const sevensSetUp = (head: MatchStarted, team: number, at: Readonly<Record<string, Square>> = {}): { match: Match; state: MatchState } => {
  const { match, state } = sevensPosition(head, { team: 0, at })
  return {
    match,
    state: {
      ...state,
      phase: "set-up",
      activeTeam: null,
      kickingTeam: 0,
      firstKickingTeam: 0,
      ball: { at: null, carrier: null, inPlay: false },
      teams: state.teams.map((t) => ({ ...t, turn: 0 })),
      // As StartDrive leaves it: the kicking team (Home) sets up, then Away, then the kick.
      stack: [
        { _tag: "Kick", stage: "aim", kicker: null, target: null, direction: null, landing: null },
        { _tag: "SetUp", team: 1 },
        ...(team === 0 ? [{ _tag: "SetUp", team: 0 } as const] : [])
      ]
    }
  }
}

import type { MatchStarted, Player, Square } from "@sidelines/schema"
import type { Match, MatchState } from "@sidelines/engine"
import { gutterBowl } from "../../src/variants/gutter-bowl/index.js"
import { player, positionIn, type Position } from "./scenario.js"

/**
 * Gutter Bowl positions for the rules tests, built directly like sevens.ts builds Sevens ones.
 *
 * The pitch (src/variants/gutter-bowl/pitch.ts): 26×15, Home (team 0) defends x = 0 with its line
 * of scrimmage on x = 12; Away defends x = 25, line on x = 13. Market stalls (street) or sewer
 * pits (sewer) cover x 4–9 and 16–21 on rows 2–5 and 9–12; walls run along y = 0 and y = 14;
 * barricades stand between x = 10|11 (rows 6–8), 2|3 (rows 0–2), 14|15 (rows 6–8) and 22|23
 * (rows 12–14).
 */

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)

export const gutterHeader = (
  pitch: "street" | "sewer" | undefined,
  fields: { home?: ReadonlyArray<Player>; away?: ReadonlyArray<Player> } = {}
): MatchStarted => ({
  _tag: "MatchStarted",
  format: "sidelines/1",
  variant: "gutter-bowl",
  options: pitch === undefined ? {} : { pitch },
  teams: [
    {
      id: "home",
      name: "Home",
      roster: "Human",
      rerolls: 2,
      staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 },
      inducements: [],
      players: [...(fields.home ?? ids("h", 8).map((id) => player(id)))]
    },
    {
      id: "away",
      name: "Away",
      roster: "Orc",
      rerolls: 2,
      staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 },
      inducements: [],
      players: [...(fields.away ?? ids("a", 8).map((id) => player(id)))]
    }
  ]
})

export type GutterPosition = Omit<Position, "stunned" | "turn" | "turns" | "kickOffEffects">

/** A Gutter Bowl match in the middle of a team turn, on the header's pitch (in its calm weather unless told). */
export const gutterPosition = (head: MatchStarted, position: GutterPosition): { match: Match; state: MatchState } => positionIn(gutterBowl, head, position)

/** A Gutter Bowl match with the kick in the air over `landing`, Home kicking, about to roll on the kick-off table. */
export const gutterKickOff = (head: MatchStarted, landing: Square, at: Readonly<Record<string, Square>> = {}): { match: Match; state: MatchState } => {
  const { match, state } = gutterPosition(head, { team: 1, at })
  return {
    match,
    state: {
      ...state,
      phase: "kick-off",
      activeTeam: null,
      kickingTeam: 0,
      firstKickingTeam: 0,
      ball: { at: landing, carrier: null, inPlay: false },
      teams: state.teams.map((team) => ({ ...team, turn: 0 })),
      stack: [{ _tag: "KickResolved" }, { _tag: "LandKick" }, { _tag: "KickOffEvent" }]
    }
  }
}

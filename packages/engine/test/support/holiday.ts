import type { MatchStarted, Player, Square } from "@sidelines/schema"
import type { Match, MatchState } from "@sidelines/engine"
import { holidaySpecial } from "../../src/variants/holiday-special/index.js"
import { snowgrotsAtStart } from "../../src/variants/holiday-special/houses.js"
import { player, positionIn, type Position } from "./scenario.js"

/**
 * Holiday Special positions for the rules tests. The pitch is Blood Bowl's: 26×15, Home (team 0)
 * defends the end zone at x = 0, Away (team 1) the one at x = 25. The snowgrots stand on rows
 * y = 0, 2 … 14 of both end-zone columns; the houses are whatever a test places.
 */

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)

export const holidayHeader = (fields: { home?: ReadonlyArray<Player>; away?: ReadonlyArray<Player> } = {}): MatchStarted => ({
  _tag: "MatchStarted",
  format: "sidelines/1",
  variant: "holiday-special",
  options: {},
  teams: [
    { id: "home", name: "Home", roster: "Human", rerolls: 2, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 }, inducements: [], players: [...(fields.home ?? ids("h", 11).map((id) => player(id)))] },
    { id: "away", name: "Away", roster: "Orc", rerolls: 2, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 }, inducements: [], players: [...(fields.away ?? ids("a", 11).map((id) => player(id)))] }
  ]
})

export interface HolidayPosition extends Position {
  /** The gingerbread houses on the pitch, each a list of squares. */
  readonly houses?: ReadonlyArray<ReadonlyArray<Square>>
  /** Snowgrots each team has destroyed so far. */
  readonly destroyed?: readonly [number, number]
}

/** A Holiday Special match in the middle of a team turn, with its houses placed and the snowgrots standing. */
export const holidayPosition = (head: MatchStarted, position: HolidayPosition): { match: Match; state: MatchState } => {
  const { match, state } = positionIn(holidaySpecial, head, position)
  const start = snowgrotsAtStart(holidaySpecial.pitch, 2)
  const houses = (position.houses ?? []).map((squares) => ({ kind: "gingerbread-house" as const, squares: [...squares] }))
  return { match, state: { ...state, placed: { features: [...start.features, ...houses], destroyed: [...(position.destroyed ?? [0, 0])] } } }
}

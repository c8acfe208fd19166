import { board, el, endTurn, executeSequence, gameJoined, legalKickers, replayStep, replayXml, stepResult, cell, type BoardPlayerSpec } from "./bbr.js"

/**
 * A small whole match in BB3's shapes, written here: two teams of three, the pre-game board with
 * every player's data, a kick-off, the away team's first turn, the home team's first turn, and the
 * final whistle with a touchdown for home and two away players hurt. Enough for the header, the
 * turn map and the stretches; not a real match's length.
 */
export const DWARF = 2
export const UNDERWORLD = 22

const data = (number: number, stats: readonly [number, number, number, number, number], skills: ReadonlyArray<number> = [], contract?: number) => ({ number, stats, skills, ...(contract === undefined ? {} : { contract }) })

export const homePlayers = (at: (id: number) => readonly [number, number] | undefined, withData = false): Array<BoardPlayerSpec> => [
  { id: 1, ...(at(1) === undefined ? {} : { at: at(1)! }), ...(withData ? { data: data(1, [6, 3, 3, 4, 9], [61, 63]) } : {}) },
  { id: 2, ...(at(2) === undefined ? {} : { at: at(2)! }), ...(withData ? { data: data(2, [4, 3, 4, 5, 10], [30, 63]) } : {}) },
  { id: 3, ...(at(3) === undefined ? {} : { at: at(3)! }), ...(withData ? { data: data(3, [4, 3, 4, 5, 10], [30, 63, 44], 3) } : {}) }
]
/** Characteristics as BB3 writes them: MA, ST, AG, PA, AV. */
export type Stats = readonly [number, number, number, number, number]

/** `more` adds skills by player id (a fragment test's Foul Appearance), `rules` star players' special rules, `stats` other characteristics. */
export const awayPlayers = (at: (id: number) => readonly [number, number] | undefined, withData = false, more: Readonly<Record<number, ReadonlyArray<number>>> = {}, rules: Readonly<Record<number, ReadonlyArray<number>>> = {}, stats: Readonly<Record<number, Stats>> = {}): Array<BoardPlayerSpec> => [
  { id: 37, ...(at(37) === undefined ? {} : { at: at(37)! }), ...(withData ? { data: { ...data(1, stats[37] ?? [6, 2, 3, 4, 8], [7, 59, 83, ...(more[37] ?? [])]), ...(rules[37] === undefined ? {} : { starRules: rules[37] }) } } : {}) },
  { id: 38, ...(at(38) === undefined ? {} : { at: at(38)! }), ...(withData ? { data: data(2, stats[38] ?? [4, 5, 5, 0, 10], [51, 19, 102, ...(more[38] ?? [])]) } : {}) },
  { id: 39, ...(at(39) === undefined ? {} : { at: at(39)! }), ...(withData ? { data: data(2, stats[39] ?? [1, 2, 3, 4, 8], [7, 59, ...(more[39] ?? [])]) } : {}) }
]

const setUp: Record<number, readonly [number, number]> = { 1: [12, 6], 2: [12, 7], 3: [12, 8], 37: [13, 6], 38: [13, 7], 39: [18, 7] }

export const fragmentXml = (): string => {
  // The home team's Bribe, Bloodweiser Keg, unknown category 17 and apothecary stay on every board, as in BB3.
  const home = { race: DWARF, apothecary: true, inducements: [[2, 1], [1, 1], [17, 1]] as ReadonlyArray<readonly [number, number]> }
  const pre = board(0, [{ ...home, players: homePlayers(() => undefined, true) }, { race: UNDERWORLD, players: awayPlayers(() => undefined, true) }])
  const kickOff = board(4, [{ ...home, players: homePlayers((id) => setUp[id]) }, { race: UNDERWORLD, players: awayPlayers((id) => setUp[id]) }], { at: [18, 7], carrier: 39 })
  const awayTurn = board(5, [{ ...home, players: homePlayers((id) => setUp[id]) }, { race: UNDERWORLD, gameTurn: 1, players: awayPlayers((id) => setUp[id]) }], { at: [18, 7], carrier: 39 })
  const moved: Record<number, readonly [number, number]> = { ...setUp, 39: [17, 7] }
  const afterMove = board(5, [{ ...home, players: homePlayers((id) => moved[id]) }, { race: UNDERWORLD, gameTurn: 1, players: awayPlayers((id) => moved[id]) }], { at: [17, 7], carrier: 39 })
  const homeTurn = board(5, [{ ...home, gameTurn: 1, players: homePlayers((id) => moved[id]) }, { race: UNDERWORLD, gameTurn: 1, players: awayPlayers((id) => moved[id]) }], { at: [17, 7], carrier: 39 })
  const end: Record<number, readonly [number, number]> = { 1: [25, 3], 2: [12, 7], 3: [13, 8] }
  const final = board(6, [
    { ...home, gameTurn: 2, touchdown: 1, players: homePlayers((id) => end[id]) },
    { race: UNDERWORLD, gameTurn: 1, players: [{ id: 37, status: 5, casualties: [10] }, { id: 38, status: 3 }, { id: 39, at: [14, 8], status: 1 }] }
  ], { at: [25, 3], carrier: 1 })
  const move = stepResult(el("PlayerStep", el("PlayerId", 39), el("StepType", 1), el("CellTo", cell(17, 7)), el("CellFrom", cell(18, 7))), el("ResultDoMove"))
  return replayXml(
    [el("Date", "2025-12-22_02-05"), gameJoined(["The Anvils", "The Burrowers"], ["Coach A", "Coach B"])],
    [
      replayStep(100, pre, el("EventMatchStart")),
      replayStep(200, kickOff, legalKickers(1, 2), el("EventKickOffTable", el("Event", 6))),
      replayStep(300, awayTurn, endTurn(1, 1)),
      replayStep(400, afterMove, executeSequence(move)),
      replayStep(500, homeTurn, endTurn(1, 0)),
      replayStep(600, final, el("EventTouchdown", el("PlayerId", 1)), endTurn(4, 1), el("EventMatchEnd"))
    ]
  )
}

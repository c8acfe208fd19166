import { type Board, playerId, readBoard } from "./board.js"
import { PHASE } from "./codes.js"
import type { Bb3Replay } from "./replay.js"
import { child, childrenNamed, type XmlElement } from "./xml.js"

/**
 * Where team turns start in a BB3 replay: the step after which a team's GameTurn has gone up and
 * the game is in its team-turn phase (5). BB3 counts GameTurn across both halves, the turn under
 * way included; the kicking team's free turn after a Blitz! (phase 11) raises nothing, so it lies
 * inside the stretch before the receiving team's turn. These are the points where an unchecked
 * stretch can end and conversion start again, like FFB's turn starts for the FUMBBL importer.
 */
export interface TurnStart {
  /** The step (0-based) whose board is the start of the turn. */
  readonly step: number
  readonly team: number
  readonly board: Board
  readonly half: number
  /** Drives so far (kick-offs seen), counting from 1. */
  readonly drive: number
  /** The team that kicked off the drive under way. */
  readonly kicking: number
}

export interface TurnMap {
  readonly starts: ReadonlyArray<TurnStart>
  /** The board after the last step, and where the match stands then. */
  readonly end: { readonly step: number; readonly board: Board; readonly half: number; readonly drive: number; readonly kicking: number }
}

const halfOf = (gameTurn: number, turnsPerHalf: number): number => Math.min(3, Math.max(1, Math.ceil(gameTurn / Math.max(1, turnsPerHalf))))

/** The kicking team of a kick-off: EventLegalKickers lists the players who may kick, all of the kicking team. */
const kickersTeam = (event: XmlElement, teamOf: ReadonlyMap<string, number>): number | undefined => {
  for (const item of childrenNamed(child(event, "KickersIds"), "KickersIdsItem")) {
    const team = teamOf.get(playerId(Number(item.text)))
    if (team !== undefined) return team
  }
  return undefined
}

export const mapTurns = (replay: Bb3Replay, teamOf: ReadonlyMap<string, number>): TurnMap => {
  const starts: Array<TurnStart> = []
  let before: ReadonlyArray<number> = [0, 0]
  let drive = 0
  let kicking = 0
  let half = 1
  let board: Board | null = null
  for (let i = 0; i < replay.steps; i++) {
    // Only a step with a kick-off's legal kickers needs its events read; every step's board is.
    if (replay.count(i, "EventLegalKickers") > 0) {
      for (const event of replay.events(i).children) {
        if (event.name === "EventLegalKickers") {
          drive++
          kicking = kickersTeam(event, teamOf) ?? kicking
        }
      }
    }
    const boardXml = replay.board(i)
    if (boardXml === undefined) continue
    board = readBoard(boardXml)
    const turns = board.gameTurns
    const risen = turns.findIndex((turns, t) => turns > (before[t] ?? 0))
    if (board.phase === PHASE.teamTurn && risen >= 0) {
      half = halfOf(turns[risen]!, board.turnsPerHalf)
      starts.push({ step: i, team: risen, board, half, drive: Math.max(1, drive), kicking })
    }
    before = turns
  }
  if (board === null) throw new Error("the replay has no board")
  return { starts, end: { step: replay.steps - 1, board, half, drive: Math.max(1, drive), kicking } }
}

/** Team turns each team has started this half, the one about to start left out (UncheckedStretch's `turns`). */
export const turnsThisHalf = (board: Board, half: number, starting: number | null): Array<number> =>
  board.gameTurns.map((turns, t) => Math.max(0, Math.min(board.turnsPerHalf, turns - (half - 1) * board.turnsPerHalf - (t === starting ? 1 : 0))))

/** Counts the results (rolls and decisions) BB3 records in steps [from, to], each a StringMessage: what a stretch leaves unchecked. */
export const resultsIn = (replay: Bb3Replay, from: number, to: number): number => {
  let count = 0
  for (let i = Math.max(0, from); i <= to && i < replay.steps; i++) count += replay.count(i, "StringMessage")
  return count
}

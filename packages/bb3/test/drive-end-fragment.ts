import { board, cell, el, endTurn, executeSequence, legalKickers, replayStep, replayXml, stepResult, weatherRoll, type Xml } from "./bbr.js"
import { kickRoll } from "./kick-off-fragment.js"
import { awayPlayers, DWARF, homePlayers, UNDERWORLD } from "./match-fragment.js"
import { d6Roll, playerStep, useAction } from "./turn-fragment.js"

/**
 * A whole first drive in BB3's shapes, written here, so that what comes at its end is met by rules
 * that saw the drive begin (a Secret Weapon is sent off only after a drive it played in): the
 * pre-game as in `openingXml` (the away coach chooses to receive), both set-ups (DRIVE_ONE), p1 kicks
 * aimed at (14, 11) and the ball comes down on the Goblin p37 at (13, 11) (BB3's D8 4, left; D6 1),
 * the table's 1 + 1, p37 catches (a 4). In the away team's first turn p37 runs six squares along
 * row 11 to (7, 11); the home coach ends his turn at once; in the away team's second turn p37 runs
 * on to (1, 11) and rushes (a 2) into the end zone at (0, 11). `driveEnd` is what BB3 records
 * between the touchdown and the next set-up, one entry a step (the first in the touchdown's step,
 * after its EventEndTurn), with `sentOff` the players BB3 sends off there. Then the away team kicks
 * (p37, aimed at (5, 7), down on (6, 7)), the table's 1 + 1, and the ball bounces right to (7, 7)
 * as the home team's second turn starts; the home coach ends it at once.
 */
type Squares = Record<number, readonly [number, number]>

export const DRIVE_ONE: Squares = { 1: [12, 4], 2: [12, 5], 3: [12, 6], 37: [13, 11], 38: [13, 7], 39: [13, 6] }
const AFTER_RUN: Squares = { ...DRIVE_ONE, 37: [7, 11] }
const SCORED: Squares = { ...DRIVE_ONE, 37: [0, 11] }
export const DRIVE_TWO: Squares = { 1: [12, 4], 2: [12, 5], 3: [12, 6], 37: [13, 8], 38: [13, 7], 39: [13, 6] }
/** Bribes (category 2), one bought by the away team. */
const BRIBE = 2

const d3 = (value: number): Xml => el("Dice", el("Die", el("DieType", 3), el("Value", value)))
const table = el("EventKickOffTable", el("Dice", el("Die", el("Value", 1)), el("Die", el("Value", 1))), el("Event", 0))

/** One square of a move, with the rolls made for it. */
const move = (player: number, from: readonly [number, number], to: readonly [number, number], ...rolls: ReadonlyArray<Xml>): Xml =>
  stepResult(playerStep(player, 1, from, to), ...rolls, el("ResultDoMove"), el("ResultMoveOutcome"))

/** p37's run along row 11 from x = `from` down to x = `to`, the last square a rush when `rush`. */
const run = (from: number, to: number, rush: boolean): Xml => {
  const squares: Array<Xml> = []
  for (let x = from - 1; x >= to; x--) squares.push(move(37, [x + 1, 11], [x, 11], ...(rush && x === to ? [d6Roll(1, 2, 2, 1)] : [])))
  return executeSequence(stepResult(playerStep(37, 0, [from, 11], [from, 11]), useAction(1)), ...squares)
}

/** BB3's offer, as a drive ends, to argue the call or bribe for a Secret Weapon (QuestionBribeUsage outside any sequence). */
export const bribeQuestion = (player: number, argue: boolean): Xml =>
  el("QuestionBribeUsage", el("PlayerId", player), el("Reason", 1), argue ? el("ArgueAvailable", 1) : "", el("BribeAvailable", 1))

/** Argue the Call's D6 (RollType 30, a 6 keeps the player) or a Bribe's (RollType 21, 2+), as BB3 rolls them outside a sequence. */
export const refereeRoll = (rollType: 30 | 21, value: number): Xml => {
  const needed = rollType === 30 ? 6 : 2
  return el("ResultRoll", el("Dice", el("Die", el("Value", value))), el("Difficulty", needed), el("RollType", rollType), el("Outcome", value >= needed ? 1 : 2))
}

/** A player sent off as the drive ends (and taken off the pitch). */
export const sentOffXml = (player: number): Xml =>
  el("ResultPlayerSentOff", el("PlayerId", player), el("Reason", 1)) + el("ResultPlayerRemoval", el("PlayerId", player), el("Situation", 5), el("Reason", 2), el("Status", 6))

/** BB3's record of a team special rule used (Rule 2: Bribery and Corruption), outside any sequence. */
export const teamRuleUsed = (rule: number, used = true): Xml => el("ResultTeamSpecialRuleUsage", el("Used", used ? 1 : 0), el("Rule", rule))

/**
 * `away`: the away team's race and special rules as BB3 codes them (by default the Underworld Denizens with
 * the codes every real one of theirs has: 2 Bribery and Corruption, 22, 19 Underworld Challenge).
 */
export const driveEndXml = (options: {
  readonly secretWeapons: ReadonlyArray<number>
  readonly driveEnd: ReadonlyArray<Xml>
  readonly sentOff: ReadonlyArray<number>
  readonly away?: { readonly race: number; readonly specialRules: ReadonlyArray<number> }
}): string => {
  const skills = Object.fromEntries(options.secretWeapons.map((id) => [id, [54]]))
  const away = { race: UNDERWORLD, specialRules: [2, 22, 19], ...options.away, inducements: [[BRIBE, 1]] as ReadonlyArray<readonly [number, number]> }
  const off = new Set(options.sentOff)
  const boardOf = (phase: number, turns: readonly [number, number], squares: Squares, ball: { at?: readonly [number, number]; carrier?: number }, score = 0, sent = false): Xml =>
    board(phase, [
      { race: DWARF, gameTurn: turns[0], players: homePlayers((id) => squares[id]) },
      { ...away, gameTurn: turns[1], touchdown: score, players: awayPlayers((id) => (sent && off.has(id) ? undefined : squares[id])).map((player) => (sent && off.has(player.id) ? { ...player, status: 6 } : player)) }
    ], ball)
  const pre = board(0, [{ race: DWARF, players: homePlayers(() => undefined, true) }, { ...away, players: awayPlayers(() => undefined, true, skills) }])
  const fans = el("EventFanFactor", el("HomeRoll", d3(2), el("RollType", 23)), el("AwayRoll", d3(3), el("RollType", 23)))
  const weather = weatherRoll(3, 4)
  const caught = executeSequence(stepResult(playerStep(37, 4, [13, 11], [13, 11]), d6Roll(7, 4, 3, 1)))
  const kickOffEnd = el("EventEndTurn", el("Reason", 1), el("FinishingTurnType", 6))
  const [first, ...later] = options.driveEnd
  const ends = later.map((events, i) => replayStep(10 + i, boardOf(i === later.length - 1 ? 3 : 7, [1, 2], SCORED, {}, 1, i === later.length - 1), events))
  const landed: readonly [number, number] = [6, 7]
  return replayXml([], [
    replayStep(1, pre, fans, weather),
    replayStep(2, boardOf(2, [0, 0], {}, {}), el("EventQuestionKickingChoice", el("GamerId", "coach-id-2"))),
    replayStep(3, boardOf(3, [0, 0], {}, {}), el("EventKickingChoice", el("GamerId", "coach-id-2"), el("Receive", 1))),
    replayStep(4, boardOf(4, [0, 0], DRIVE_ONE, {}), legalKickers(1, 2, 3)),
    replayStep(5, boardOf(4, [0, 0], DRIVE_ONE, { at: [13, 11] }), executeSequence(stepResult(playerStep(1, 10, DRIVE_ONE[1]!, [13, 11]), kickRoll(4, 1))), table),
    replayStep(6, boardOf(5, [0, 1], DRIVE_ONE, { at: [13, 11], carrier: 37 }), caught, kickOffEnd),
    replayStep(7, boardOf(5, [0, 1], AFTER_RUN, { at: [7, 11], carrier: 37 }), run(13, 7, false)),
    replayStep(8, boardOf(5, [1, 1], AFTER_RUN, { at: [7, 11], carrier: 37 }), endTurn(1, 0)),
    replayStep(9, boardOf(5, [1, 2], AFTER_RUN, { at: [7, 11], carrier: 37 }), endTurn(1, 1)),
    replayStep(10, boardOf(7, [1, 2], SCORED, { at: [0, 11], carrier: 37 }, 1), run(7, 0, true), el("EventTouchdown", el("PlayerId", 37), el("Cell", cell(0, 11))), endTurn(4, 0), first ?? ""),
    ...ends,
    replayStep(20, boardOf(4, [1, 2], DRIVE_TWO, {}, 1, true), legalKickers(37, 38, 39)),
    replayStep(21, boardOf(4, [1, 2], DRIVE_TWO, { at: landed }, 1, true), executeSequence(stepResult(playerStep(37, 10, DRIVE_TWO[37]!, landed), kickRoll(5, 1))), table),
    replayStep(22, boardOf(5, [2, 2], DRIVE_TWO, { at: [7, 7] }, 1, true), executeSequence(stepResult(el("BallStep", el("StepType", 3), el("CellTo", cell(7, 7)), el("CellFrom", cell(6, 7))), el("ResultRoll", el("Dice", el("Die", el("DieType", 1), el("Value", 5))), el("RollType", 25)))), kickOffEnd),
    replayStep(23, boardOf(5, [2, 3], DRIVE_TWO, { at: [7, 7] }, 1, true), endTurn(1, 1)),
    replayStep(24, boardOf(6, [2, 3], DRIVE_TWO, { at: [7, 7] }, 1, true), el("EventMatchEnd"))
  ])
}

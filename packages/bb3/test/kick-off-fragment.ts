import { board, cell, el, endTurn, executeSequence, legalKickers, replayStep, replayXml, stepResult, weatherRoll, type Xml } from "./bbr.js"
import { awayPlayers, DWARF, homePlayers, UNDERWORLD } from "./match-fragment.js"
import { playerStep, useAction } from "./turn-fragment.js"

/**
 * A drive's start in BB3's shapes, written here: the away Goblin (p39, with the ball) steps into
 * the end zone in the away team's first turn; both teams set up again (the away team, now kicking,
 * off the home players' tackle zones); p38 kicks, aimed at (5, 7): BB3's kick step says where the
 * ball came down, (6, 7), with the deviation's D8 (BB3's 5, right) and D6 (1); the kick-off table's
 * 2D6 (`table`) with the events BB3 writes beside it (`tableEvents`), steps in BB3's phase
 * `freePhase` (a Blitz!'s free moves: `free`), then the ball bounces (BB3's 5, right) to (7, 7) as
 * the home team's turn starts; the home coach ends it at once.
 */
type Squares = Record<number, readonly [number, number]>

const TURN: Squares = { 1: [6, 2], 2: [12, 7], 3: [12, 5], 37: [13, 6], 38: [13, 7], 39: [1, 7] }
const SCORED: Squares = { ...TURN, 39: [0, 7] }
export const SET_UP: Squares = { 1: [12, 4], 2: [12, 5], 3: [12, 6], 37: [13, 8], 38: [13, 9], 39: [13, 10] }

/** `status` gives players a BB3 status (3 KO'd: off the pitch). */
const boardOf = (phase: number, turns: readonly [number, number], squares: Squares, ball: { at?: readonly [number, number]; carrier?: number }, awayScore = 0, status: Readonly<Record<number, number>> = {}): Xml =>
  board(phase, [
    { race: DWARF, gameTurn: turns[0], players: homePlayers((id) => squares[id]).map((player) => ({ ...player, ...(status[player.id] === undefined ? {} : { status: status[player.id] }) })) },
    { race: UNDERWORLD, gameTurn: turns[1], touchdown: awayScore, players: awayPlayers((id) => squares[id]).map((player) => ({ ...player, ...(status[player.id] === undefined ? {} : { status: status[player.id] }) })) }
  ], ball)

export const kickRoll = (d8: number, d6: number): Xml =>
  el("ResultRoll", el("Status", 1), el("Dice", el("Die", el("DieType", 1), el("Value", d8)), el("Die", el("DieType", 0), el("Value", d6))), el("RollType", 26), el("Outcome", 2), el("NewRoll", 0))

/** A bounce's D8 (RollType 25) from `from` to `to`, as its own sequence. */
export const bounce = (from: readonly [number, number], to: readonly [number, number], face: number): Xml =>
  executeSequence(stepResult(el("BallStep", el("StepType", 3), el("CellTo", cell(to[0], to[1])), el("CellFrom", cell(from[0], from[1]))), el("ResultRoll", el("Status", 1), el("Dice", el("Die", el("DieType", 1), el("Value", face))), el("RollType", 25), el("Outcome", 2), el("NewRoll", 0))))

/** The kick's own scatter (after Changing Weather): BB3's D8s (RollType 8) in a BallStep from where the ball came down to CellTo. */
export const kickScatter = (from: readonly [number, number], to: readonly [number, number], faces: ReadonlyArray<number>): Xml =>
  executeSequence(stepResult(
    el("BallStep", el("StepType", 3), el("CellTo", cell(to[0], to[1])), el("CellFrom", cell(from[0], from[1]))),
    el("ResultRoll", el("Status", 1), el("Dice", ...faces.map((value) => el("Die", el("DieType", 1), el("Value", value)))), el("RollType", 8), el("Outcome", 2), el("NewRoll", 0))
  ))

/** BB3's Result of a kick-off's D3 (EventBlitz, EventQuickSnap). */
export const d3Result = (value: number): Xml => el("Result", el("Die", el("Die", el("DieType", 3), el("Value", value))), el("Modifier", 3), el("Result", value + 3))

/** `kick` replaces the kick's sequence (and `beforeKick` comes in a step of its own before it: Kick offered), `awaySkills` adds skills to away players. */
export const driveStartXml = (options: { readonly table?: readonly [number, number]; readonly tableEvents?: ReadonlyArray<Xml>; readonly freePhase?: number; readonly free?: ReadonlyArray<{ readonly events: Xml; readonly squares: Squares }>; readonly kick?: Xml; readonly beforeKick?: Xml; readonly awaySkills?: Readonly<Record<number, ReadonlyArray<number>>>; readonly landing?: { readonly events: Xml; readonly ball: { readonly at: readonly [number, number]; readonly carrier?: number } }; readonly knockedOut?: { readonly player: number; readonly recovery: Xml }; readonly statusAfter?: Readonly<Record<number, number>> } = {}): string => {
  const pre = board(0, [{ race: DWARF, players: homePlayers(() => undefined, true) }, { race: UNDERWORLD, players: awayPlayers(() => undefined, true, options.awaySkills) }])
  const free = options.free ?? []
  const after = free.at(-1)?.squares ?? SET_UP
  const table = options.table ?? [1, 1]
  const kickPhase = free.length > 0 ? options.freePhase ?? 11 : 4
  const ball = options.landing?.ball ?? { at: [7, 7] as const }
  const out = options.knockedOut?.player
  const ko: Record<number, number> = out === undefined ? {} : { [out]: 3 }
  const without = (squares: Squares): Squares => Object.fromEntries(Object.entries(squares).filter(([id]) => Number(id) !== out))
  const turn = without(TURN)
  const scored = without(SCORED)
  const later = options.statusAfter ?? {}
  // A player KO'd, hurt or sent off at the kick-off leaves the pitch.
  const final = Object.fromEntries(Object.entries(after).filter(([id]) => (later[Number(id)] ?? 0) < 3)) as Squares
  return replayXml([], [
    replayStep(1, pre),
    replayStep(2, boardOf(4, [0, 0], turn, { at: TURN[39]!, carrier: 39 }, 0, ko), legalKickers(1)),
    replayStep(3, boardOf(5, [0, 1], turn, { at: TURN[39]!, carrier: 39 }, 0, ko), endTurn(1, 1)),
    replayStep(
      4,
      boardOf(3, [0, 1], scored, {}, 1, ko),
      executeSequence(stepResult(playerStep(39, 0, TURN[39]!, TURN[39]!), useAction(1)), stepResult(playerStep(39, 1, TURN[39]!, SCORED[39]!), el("ResultDoMove"), el("ResultMoveOutcome"))),
      el("EventTouchdown", el("PlayerId", 39)),
      endTurn(4, 0)
    ),
    replayStep(5, boardOf(4, [0, 1], SET_UP, {}, 1), ...(options.knockedOut === undefined ? [] : [options.knockedOut.recovery]), legalKickers(37, 38, 39)),
    ...(options.beforeKick === undefined ? [] : [replayStep(5, boardOf(4, [0, 1], SET_UP, {}, 1), options.beforeKick)]),
    replayStep(
      6,
      boardOf(kickPhase, [0, 1], SET_UP, { at: [6, 7] }, 1),
      options.kick ?? executeSequence(stepResult(playerStep(38, 10, SET_UP[38]!, [6, 7]), kickRoll(5, 1))),
      el("EventKickOffTable", el("Dice", el("Die", el("Value", table[0])), el("Die", el("Value", table[1]))), el("Event", table[0] + table[1] - 2)),
      ...(options.tableEvents ?? [])
    ),
    ...free.map((step, i) => replayStep(7 + i, boardOf(options.freePhase ?? 11, [0, 1], step.squares, { at: [6, 7] }, 1), step.events)),
    replayStep(20, boardOf(5, [1, 1], final, ball, 1, later), options.landing?.events ?? bounce([6, 7], [7, 7], 5), el("EventEndTurn", el("Reason", 1), el("FinishingTurnType", 6))),
    replayStep(21, boardOf(5, [1, 2], final, ball, 1, later), endTurn(1, 1)),
    replayStep(22, boardOf(6, [1, 2], final, ball, 1, later), el("EventMatchEnd"))
  ])
}

const d3 = (value: number): Xml => el("Dice", el("Die", el("DieType", 3), el("Value", value)))

/**
 * The match's opening in BB3's shapes: the fan factor (a D3 each: 2 home, 3 away) and the weather
 * (3 + 4) in the first step, the coin toss's winner (the away coach, asked) choosing to receive,
 * both set-ups (SET_UP), p1 kicking aimed at (20, 7): down on (18, 7) (BB3's D8 4, left; D6 2), the
 * table's 1 + 1, and the ball bouncing right to (19, 7) as the away team's first turn starts.
 */
export const openingXml = (options: { readonly receive?: boolean } = {}): string => {
  const pre = board(0, [{ race: DWARF, players: homePlayers(() => undefined, true) }, { race: UNDERWORLD, players: awayPlayers(() => undefined, true) }])
  const receive = options.receive ?? true
  const fans = el("EventFanFactor", el("HomeRoll", d3(2), el("RollType", 23)), el("AwayRoll", d3(3), el("RollType", 23)))
  const weather = weatherRoll(3, 4)
  const kicker = receive ? [1, 2, 3] : [37, 38, 39]
  const kick = receive ? executeSequence(stepResult(playerStep(1, 10, SET_UP[1]!, [18, 7]), kickRoll(4, 2))) : executeSequence(stepResult(playerStep(38, 10, SET_UP[38]!, [6, 7]), kickRoll(5, 1)))
  const landed: readonly [number, number] = receive ? [18, 7] : [6, 7]
  const bounced: readonly [number, number] = receive ? [19, 7] : [7, 7]
  const turns: readonly [number, number] = receive ? [0, 1] : [1, 0]
  const table = el("EventKickOffTable", el("Dice", el("Die", el("Value", 1)), el("Die", el("Value", 1))), el("Event", 0))
  return replayXml([], [
    replayStep(1, pre, fans, weather),
    replayStep(2, boardOf(2, [0, 0], {}, {}), el("EventQuestionKickingChoice", el("GamerId", "coach-id-2"))),
    replayStep(3, boardOf(3, [0, 0], {}, {}), el("EventKickingChoice", el("GamerId", "coach-id-2"), receive ? el("Receive", 1) : "")),
    replayStep(4, boardOf(4, [0, 0], SET_UP, {}), legalKickers(...kicker)),
    replayStep(5, boardOf(4, [0, 0], SET_UP, { at: landed }), kick, table),
    replayStep(6, boardOf(5, turns, SET_UP, { at: bounced }), bounce(landed, bounced, 5), el("EventEndTurn", el("Reason", 1), el("FinishingTurnType", 6))),
    replayStep(7, boardOf(5, [1, 1], SET_UP, { at: bounced }), endTurn(1, 0)),
    replayStep(8, boardOf(6, [1, 1], SET_UP, { at: bounced }), el("EventMatchEnd"))
  ])
}

import type { MatchEvent } from "@sidelines/schema"
import { type Board, sameCell } from "./board.js"
import { TEAM_IDS } from "./header.js"

/**
 * An import never ends a match early: a stretch of BB3 steps the converter cannot turn into
 * checked events, or whose events our rules refuse, becomes one UncheckedStretch (the schema's
 * event, as the FUMBBL importer writes): BB3's board after the stretch, taken on trust. Every
 * step carries the whole board, so the stretch asserts exactly what BB3 shows there.
 */
export interface UncheckedSpan {
  /** The UncheckedStretch event's seq. */
  readonly seq: number
  /** The first and last BB3 step (1-based, as the source names them) the stretch covers. */
  readonly fromStep: number
  readonly toStep: number
  readonly source: string
  readonly reason: string
  /** BB3's results (rolls and decisions) in the stretch, which no event checks. */
  readonly skipped: number
}

export interface StretchAt {
  readonly board: Board
  readonly half: number
  readonly drive: number
  readonly kicking: number
  /** The team whose turn starts next, or null when the match is over. */
  readonly team: number | null
  readonly turns: ReadonlyArray<number>
}

/** Where a stretch stands among BB3's steps (1-based, [from, to]); an empty range (from past to) stands after `to`. */
export const stepsLabel = (from: number, to: number): string =>
  from > to ? `after BB3 step ${to}` : from === to ? `BB3 step ${from}` : `BB3 steps ${from}–${to}`

/** The UncheckedStretch for BB3 steps [from, to] (1-based), players not in the header left out. */
export const stretchEvent = (seq: number, from: number, to: number, reason: string, skipped: number, at: StretchAt, known: ReadonlySet<string>): MatchEvent => {
  const { board } = at
  const players = board.players.filter((player) => known.has(player.asserted.player)).map((player) => player.asserted)
  const holder = players.find((player) => player.player === board.ball.carrier)
  // A carrier who is down, or not on the ball's square, holds nothing: the ball lies loose where BB3 has it.
  const carrier = holder !== undefined && holder.posture === undefined && holder.at !== null && board.ball.at !== null && sameCell(holder.at, board.ball.at) ? holder.player : null
  return {
    _tag: "UncheckedStretch",
    seq,
    reason: reason.length > 2000 ? `${reason.slice(0, 1997)}...` : reason,
    source: stepsLabel(from, to),
    skipped: Math.min(1000, skipped),
    half: at.half,
    drive: Math.min(100, at.drive),
    kickingTeam: TEAM_IDS[at.kicking]!,
    ...(at.team === null ? {} : { team: TEAM_IDS[at.team]! }),
    turns: [...at.turns],
    score: board.score.map((score) => Math.min(1000, score)),
    rerolls: board.rerolls.map((rerolls) => Math.max(0, Math.min(1000, rerolls))),
    ...(board.weather === null ? {} : { weather: board.weather }),
    ball: { at: board.ball.at, carrier },
    players
  } as unknown as MatchEvent
}

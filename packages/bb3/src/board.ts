import type { AssertedPlayer } from "@sidelines/schema"
import { CASUALTY_BADLY_HURT, CASUALTY_DEAD, STATUS, weatherOf } from "./codes.js"
import { gainsOf, lostTackleZones } from "./effects.js"
import { child, childrenNamed, int, type XmlElement } from "./xml.js"

/**
 * BB3's BoardState (the whole board after a step) read into what an unchecked stretch asserts.
 * BB3 leaves out every field at its default (0, an empty list), so an absent Status is standing
 * and an absent Touchdown is no score. Its pitch is 26 × 15 with (0, 0) at a corner, and team 0
 * (Side 32: x 0–12) defends x = 0 all match (Side never changes in the shared replays), which is
 * our format's first team: squares carry over unchanged.
 */
export interface Board {
  readonly phase: number
  /** Per team (BB3's ListTeams order = header order): GameTurn, counting both halves, the turn under way included. */
  readonly gameTurns: ReadonlyArray<number>
  readonly score: ReadonlyArray<number>
  readonly rerolls: ReadonlyArray<number>
  readonly turnsPerHalf: number
  readonly weather: string | null
  readonly ball: { readonly at: readonly [number, number] | null; readonly carrier: string | null }
  readonly players: ReadonlyArray<BoardPlayer>
}

export interface BoardPlayer {
  readonly team: number
  readonly bb3Id: number
  readonly asserted: AssertedPlayer
}

/** Our id for BB3's player id: BB3 numbers players across both teams, so the number alone is unique. */
export const playerId = (bb3Id: number): string => `p${bb3Id}`

/** A BB3 message's cell `name` (CellTo, CellFrom, Cell) as (X, Y), on the pitch or not: BB3's squares are ours. */
export const cellOf = (message: XmlElement | undefined, name: string): readonly [number, number] => xy(child(message, name))

const xy = (cell: XmlElement | undefined): readonly [number, number] => [int(cell, "X"), int(cell, "Y")]

/** Whether two cells are the same square. */
export const sameCell = (a: readonly [number, number], b: readonly [number, number]): boolean => a[0] === b[0] && a[1] === b[1]

/** A BB3 Cell as our square, or null off the pitch ((−1, −1) for a player in a box, a column or row past the edge). */
export const square = (cell: XmlElement | undefined): readonly [number, number] | null => {
  if (cell === undefined) return null
  const [x, y] = xy(cell)
  return x < 0 || y < 0 || x > 25 || y > 14 ? null : [x, y]
}

const boxOf = (player: XmlElement, status: number): NonNullable<AssertedPlayer["box"]> => {
  if (status === STATUS.ko) return "ko"
  if (status === STATUS.dead) return "dead"
  if (status === STATUS.sentOff) return "sent-off"
  if (status === STATUS.injured) {
    const worst = Math.max(0, ...childrenNamed(child(player, "ListCasualties"), "ListCasualtiesItem").map((item) => Number(item.text)))
    return worst >= CASUALTY_DEAD ? "dead" : worst > CASUALTY_BADLY_HURT ? "si" : "bh"
  }
  return "reserves"
}

const assertedOf = (player: XmlElement): AssertedPlayer => {
  const id = playerId(int(player, "Id"))
  const at = square(child(player, "Cell"))
  const status = int(player, "Status")
  if (at === null) {
    const box = boxOf(player, status)
    return box === "reserves" ? { player: id, at: null } : { player: id, at: null, box }
  }
  const gained = gainsOf(player)
  const more = gained === undefined ? {} : { gained }
  if (status === STATUS.prone) return { player: id, at, posture: "prone", ...more }
  if (status === STATUS.stunned) return { player: id, at, posture: "stunned", ...more }
  return lostTackleZones(player) ? { player: id, at, lostTackleZones: true, ...more } : { player: id, at, ...more }
}

export const readBoard = (board: XmlElement): Board => {
  const teams = childrenNamed(child(board, "ListTeams"), "TeamState")
  const ball = child(board, "Ball")
  const held = int(ball, "IsHeld") === 1
  const carrier = int(ball, "Carrier", -1)
  const dice = childrenNamed(child(board, "LastWeatherRoll"), "Die").map((die) => int(die, "Value"))
  return {
    phase: int(board, "CurrentPhase"),
    gameTurns: teams.map((team) => int(team, "GameTurn")),
    score: teams.map((team) => int(team, "Touchdown")),
    rerolls: teams.map((team) => int(team, "RerollNumber")),
    turnsPerHalf: int(board, "TurnsPerPeriod", 8),
    weather: dice.length === 2 ? weatherOf(dice[0]! + dice[1]!) : null,
    ball: { at: square(child(ball, "Cell")), carrier: held && carrier >= 0 ? playerId(carrier) : null },
    players: teams.flatMap((team, t) => childrenNamed(child(team, "ListPitchPlayers"), "PlayerState").map((player) => ({ team: t, bb3Id: int(player, "Id"), asserted: assertedOf(player) })))
  }
}

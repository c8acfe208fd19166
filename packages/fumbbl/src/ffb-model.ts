import type { AssertedPlayer, MatchStarted } from "@sidelines/schema"
import { asSquare, onPitch, type Square, toSquare } from "./pitch.js"
import type { FfbCommand } from "./replay.js"
import { WEATHER_OF } from "./convert.js"

/**
 * FFB's own model of the match, built from the model changes alone (where each player is and how,
 * the ball, the score, turns, re-rolls, apothecaries, the weather), so that where a stretch of
 * the replay cannot be converted the importer can still say how FFB left the match after it
 * (an UncheckedStretch, docs/log-format.md). It reads nothing the converter decides.
 */

/** FFB's PlayerState base values (christerk/ffb PlayerState), the low byte of a player's state. */
const BASE = { standing: 1, moving: 2, prone: 3, stunned: 4, ko: 5, badlyHurt: 6, seriousInjury: 7, rip: 8, banned: 13 } as const
const base = (state: number | undefined): number => (state ?? 0) & 0xff

/** The match as FFB's model has it at one moment, in the terms of an UncheckedStretch. */
export interface FfbSnapshot {
  /** Index in gameLog.commandArray of the command after which this holds. */
  readonly command: number
  readonly half: number
  readonly drive: number
  /** Index of the team that kicked off the drive under way (0 home, 1 away), null before the first kick-off. */
  readonly kicking: number | null
  /** The team whose team turn starts with this command, null at other moments. */
  readonly starting: number | null
  /** Per team, team turns started this half, not counting the one starting now. */
  readonly turns: ReadonlyArray<number>
  readonly score: ReadonlyArray<number>
  readonly rerolls: ReadonlyArray<number>
  readonly apothecaries: ReadonlyArray<number>
  readonly weather: string | null
  readonly ball: { readonly at: [number, number] | null; readonly carrier: string | null }
  readonly players: ReadonlyArray<AssertedPlayer>
  /** FFB's own terms for the same moment, for a converter to take over from (Converter's Resume). */
  readonly raw: {
    readonly at: ReadonlyMap<string, Square | null>
    readonly state: ReadonlyMap<string, number>
    readonly ball: { readonly at: Square | null; readonly inPlay: boolean }
    readonly turnMode: string
    readonly homePlaying: boolean
  }
}

const side = (key: unknown): number | null => (key === "home" ? 0 : key === "away" ? 1 : null)

export class FfbModel {
  private readonly at = new Map<string, Square | null>()
  private readonly state = new Map<string, number>()
  private readonly ids: ReadonlyArray<string>
  private half = 0
  private drive = 0
  private kicking: number | null = null
  private homePlaying = true
  private turnMode = "startGame"
  private readonly turnNr = [0, 0]
  private readonly score = [0, 0]
  private readonly rerolls: Array<number>
  private readonly apothecaries: Array<number>
  private weather: string | null = null
  private ball: { at: Square | null; inPlay: boolean } = { at: null, inPlay: false }

  constructor(header: MatchStarted) {
    // Only the header's players can be placed by the log; others (joined mid-match, left out) are not tracked.
    this.ids = header.teams.flatMap((team) => team.players.map((player) => player.id))
    this.rerolls = header.teams.map((team) => team.rerolls)
    this.apothecaries = header.teams.map((team) => (team.staff.apothecary ? 1 : 0))
  }

  /**
   * Applies one command's model changes (and the weather its reports announce). Returns the team
   * whose team turn starts with this command (FFB sets that team's turn number), or null.
   */
  apply(command: FfbCommand): number | null {
    for (const report of command.reportList?.reports ?? []) {
      if (report.reportId === "weather" && typeof report["weather"] === "string") this.weather = WEATHER_OF[report["weather"]] ?? this.weather
    }
    let starting: number | null = null
    for (const change of command.modelChangeList?.modelChangeArray ?? []) {
      const value = change.modelChangeValue
      const key = change.modelChangeKey ?? null
      switch (change.modelChangeId) {
        case "fieldModelSetPlayerCoordinate":
          this.at.set(String(key), asSquare(value))
          break
        case "fieldModelRemovePlayer":
          this.at.set(String(key), null)
          break
        case "fieldModelSetPlayerState":
          if (typeof value === "number") this.state.set(String(key), value)
          break
        case "fieldModelSetBallCoordinate":
          this.ball.at = asSquare(value)
          break
        case "fieldModelSetBallInPlay":
          this.ball.inPlay = value === true
          break
        case "fieldModelSetWeather":
          if (typeof value === "string") this.weather = WEATHER_OF[value] ?? this.weather
          break
        case "gameSetHalf":
          if (typeof value === "number") this.half = value
          break
        case "gameSetHomePlaying":
          this.homePlaying = value === true
          break
        case "gameSetTurnMode": {
          const mode = typeof value === "string" ? value : ""
          // A drive starts with its set-up; the team on the move when the kick-off starts kicks.
          if (mode === "setup" && this.turnMode !== "setup") this.drive++
          if (mode === "kickoff" && this.turnMode === "setup") this.kicking = this.homePlaying ? 0 : 1
          if (mode === "kickoff" && this.kicking === null) this.kicking = this.homePlaying ? 0 : 1
          this.turnMode = mode
          break
        }
        case "teamResultSetScore":
        case "turnDataSetReRolls":
        case "turnDataSetApothecaries": {
          // A count FFB keeps per team, home or away.
          const team = side(key)
          const counts = change.modelChangeId === "teamResultSetScore" ? this.score : change.modelChangeId === "turnDataSetReRolls" ? this.rerolls : this.apothecaries
          if (team !== null && typeof value === "number") counts[team] = value
          break
        }
        case "turnDataSetTurnNr": {
          const team = side(key)
          if (team !== null && typeof value === "number") {
            if (value > this.turnNr[team]! && value >= 1) starting = team
            this.turnNr[team] = value
          }
          break
        }
        default:
          break
      }
    }
    return starting
  }

  /** FFB's model now, as an UncheckedStretch would state it; `starting` is the team whose turn starts. */
  snapshot(command: number, starting: number | null): FfbSnapshot {
    const players: Array<AssertedPlayer> = []
    let carrier: string | null = null
    for (const id of this.ids) {
      const at = this.at.get(id) ?? null
      const state = base(this.state.get(id))
      if (at !== null && onPitch(at)) {
        const posture = state === BASE.prone ? "prone" : state === BASE.stunned ? "stunned" : "standing"
        players.push(posture === "standing" ? { player: id, at: toSquare(at) } : { player: id, at: toSquare(at), posture })
        if (posture === "standing" && this.ball.inPlay && this.ball.at !== null && at[0] === this.ball.at[0] && at[1] === this.ball.at[1]) carrier = id
        continue
      }
      const box = state === BASE.ko ? "ko" : state === BASE.badlyHurt ? "bh" : state === BASE.seriousInjury ? "si" : state === BASE.rip ? "dead" : state === BASE.banned ? "sent-off" : "reserves"
      players.push(box === "reserves" ? { player: id, at: null } : { player: id, at: null, box })
    }
    const ballAt = this.ball.at !== null && this.ball.inPlay && onPitch(this.ball.at) ? toSquare(this.ball.at) : null
    return {
      command,
      half: Math.max(this.half, 1),
      drive: Math.max(this.drive, 1),
      kicking: this.kicking,
      starting,
      turns: this.turnNr.map((nr, team) => (team === starting ? nr - 1 : nr)),
      score: [...this.score],
      rerolls: [...this.rerolls],
      apothecaries: [...this.apothecaries],
      weather: this.weather,
      ball: { at: ballAt, carrier },
      players,
      raw: { at: new Map(this.at), state: new Map(this.state), ball: { ...this.ball }, turnMode: this.turnMode, homePlaying: this.homePlaying }
    }
  }
}

/**
 * Where FFB starts each team turn (a team's turn number going up), with its model then: the
 * points where an unchecked stretch can end and conversion start again. The last entry is the
 * model after the final command (`starting` null).
 */
export const syncPoints = (header: MatchStarted, commands: ReadonlyArray<FfbCommand>): ReadonlyArray<FfbSnapshot> => {
  const model = new FfbModel(header)
  const points: Array<FfbSnapshot> = []
  commands.forEach((command, index) => {
    const starting = model.apply(command)
    if (starting !== null) points.push(model.snapshot(index, starting))
  })
  points.push(model.snapshot(commands.length - 1, null))
  return points
}

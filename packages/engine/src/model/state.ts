import type { Square } from "./square.js"
import type { Outcome, TurnoverCause } from "../rules/outcome.js"
import type { Step } from "../rules/steps.js"

/** Where the match is in its sequence. */
export type Phase = "pre-game" | "set-up" | "kick-off" | "team-turn" | "end-of-drive" | "half-time" | "full-time"

/** The dugout boxes a player can be in when not on the pitch. */
export type Box = "reserves" | "ko" | "bh" | "si" | "dead" | "sent-off"

/** How a player on the pitch is lying. */
export type Posture = "standing" | "prone" | "stunned"

/** What a player did this match, for the stats panel and the summary. */
export interface PlayerStats {
  readonly blocks: number
  readonly armourBreaks: number
  readonly casualties: number
  readonly touchdowns: number
  readonly passes: number
  readonly completions: number
  readonly interceptions: number
}

export const NO_STATS: PlayerStats = {
  blocks: 0,
  armourBreaks: 0,
  casualties: 0,
  touchdowns: 0,
  passes: 0,
  completions: 0,
  interceptions: 0
}

/** One player's situation. Players are shared between states until they change. */
export interface PlayerState {
  readonly id: string
  /** Index of the player's team in the header's team list. */
  readonly team: number
  /** The square the player stands or lies on, or null when in a box. */
  readonly at: Square | null
  readonly box: Box | null
  readonly posture: Posture
  /** Stunned during this team turn: stays stunned through the end of it. */
  readonly justStunned: boolean
  /** Has been activated this team turn. */
  readonly hasActed: boolean
  /** Has no tackle zone (Bone Head, Really Stupid, Hypnotic Gaze) until it acts again. */
  readonly lostTackleZones: boolean
  /** Skills and traits used under a once-per-turn or once-per-drive limit. */
  readonly used: ReadonlyArray<string>
  readonly stats: PlayerStats
}

/** One team's situation. */
export interface TeamState {
  readonly score: number
  /** Team turns started this half. */
  readonly turn: number
  readonly rerolls: number
  readonly rerollUsedThisTurn: boolean
  readonly blitzUsed: boolean
  readonly passUsed: boolean
  readonly handOffUsed: boolean
  readonly foulUsed: boolean
  readonly apothecaries: number
  readonly fanFactor: number | null
}

export type Weather = "sweltering-heat" | "very-sunny" | "perfect-conditions" | "pouring-rain" | "blizzard"

/** Where the ball is. `carrier` is set when a player holds it. */
export interface Ball {
  readonly at: Square | null
  readonly carrier: string | null
  /** Off the pitch between drives, or in the crowd's hands before a throw-in. */
  readonly inPlay: boolean
}

/**
 * The whole match after one event. Immutable: a new state shares every player, team and step
 * that did not change with the state before it.
 */
export interface MatchState {
  /** The seq of the last event folded in (0 after the header). */
  readonly seq: number
  readonly phase: Phase
  readonly half: number
  readonly drive: number
  /** Index of the team whose turn it is, or null outside team turns. */
  readonly activeTeam: number | null
  readonly kickingTeam: number | null
  /** Which team kicked the first drive of the match, to swap for the second half. */
  readonly firstKickingTeam: number | null
  readonly weather: Weather | null
  readonly ball: Ball
  readonly teams: ReadonlyArray<TeamState>
  readonly players: ReadonlyArray<PlayerState>
  /** The player whose action is under way, if any. */
  readonly activePlayer: string | null
  /** Set when something has ended the moving team's turn; it ends once the action resolves. */
  readonly turnover: TurnoverCause | null
  /** Kick-off results still in force this drive (e.g. "blitz", "pouring-rain"). */
  readonly kickOffEffects: ReadonlyArray<string>
  /** What the game is doing and waiting for: the top step needs the next event. */
  readonly stack: ReadonlyArray<Step>
  /** What the last event led to: rulings, turnovers, injuries, touchdowns, disputes. */
  readonly outcomes: ReadonlyArray<Outcome>
}

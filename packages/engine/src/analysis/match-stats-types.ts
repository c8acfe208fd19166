// The shapes of the match statistics and the counters they are made of.
import type { InjuryResult } from "../model/outcome.js"
import type { RollLuck } from "./dice-luck.js"

/** Block dice as a coach says them: "2" is two dice the blocker chooses, "-2" two the defender chooses. */
export const BLOCK_DICE_KEYS = ["3", "2", "1", "-2", "-3"] as const
export type BlockDiceKey = (typeof BLOCK_DICE_KEYS)[number]

/** The counters kept for every player and summed for every team. */
export interface StatCounters {
  readonly blocks: number
  readonly blocksByDice: Readonly<Record<BlockDiceKey, number>>
  readonly armourBreaks: number
  readonly casualtiesCaused: number
  readonly casualtiesSuffered: number
  readonly kosCaused: number
  readonly kosSuffered: number
  readonly touchdowns: number
  readonly passes: number
  readonly completions: number
  readonly interceptions: number
  /** Dodge and rush attempts: a re-roll is part of the attempt it re-rolls. */
  readonly dodges: number
  /** Attempts that failed after any re-roll. */
  readonly dodgesFailed: number
  readonly rushes: number
  readonly rushesFailed: number
  /** Re-rolls spent on this player's rolls (team, Leader and skill re-rolls alike). */
  readonly rerollsUsed: number
}

export interface PlayerStatLine extends StatCounters {
  readonly player: string
  readonly team: number
  readonly number: number
  readonly name: string
  readonly position: string
}

export interface TeamStatLine extends StatCounters {
  readonly team: number
  readonly id: string
  readonly name: string
  /** Re-rolls used, by where they came from. */
  readonly rerollsBySource: Readonly<Record<"team-reroll" | "leader" | "skill", number>>
  /** Per roll type: the successes the targets made likely against those rolled. */
  readonly luck: ReadonlyArray<RollLuck>
}

export interface MatchStats {
  readonly teams: ReadonlyArray<TeamStatLine>
  readonly players: ReadonlyArray<PlayerStatLine>
}

export type Mutable<T> = { -readonly [K in keyof T]: T[K] extends Readonly<Record<BlockDiceKey, number>> ? Record<BlockDiceKey, number> : T[K] }

export const CASUALTY: ReadonlySet<InjuryResult> = new Set(["badly-hurt", "seriously-hurt", "serious-injury", "lasting-injury", "dead"])

export const COUNTER_KEYS = [
  "blocks", "armourBreaks", "casualtiesCaused", "casualtiesSuffered", "kosCaused", "kosSuffered", "touchdowns", "passes", "completions",
  "interceptions", "dodges", "dodgesFailed", "rushes", "rushesFailed", "rerollsUsed"
] as const satisfies ReadonlyArray<Exclude<keyof StatCounters, "blocksByDice">>

export const zeroCounters = (): Mutable<StatCounters> => ({
  blocks: 0,
  blocksByDice: { "3": 0, "2": 0, "1": 0, "-2": 0, "-3": 0 },
  armourBreaks: 0,
  casualtiesCaused: 0,
  casualtiesSuffered: 0,
  kosCaused: 0,
  kosSuffered: 0,
  touchdowns: 0,
  passes: 0,
  completions: 0,
  interceptions: 0,
  dodges: 0,
  dodgesFailed: 0,
  rushes: 0,
  rushesFailed: 0,
  rerollsUsed: 0
})

import type { Replay } from "../replay.js"
import type { InjuryResult } from "../model/outcome.js"
import type { MatchState } from "../model/state.js"
import { luckOf, type RollLuck } from "./dice-luck.js"
import { runStepped, type Stepped } from "./stepped.js"

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

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends Readonly<Record<BlockDiceKey, number>> ? Record<BlockDiceKey, number> : T[K] }

const CASUALTY: ReadonlySet<InjuryResult> = new Set(["badly-hurt", "seriously-hurt", "serious-injury", "lasting-injury", "dead"])

const COUNTER_KEYS = [
  "blocks", "armourBreaks", "casualtiesCaused", "casualtiesSuffered", "kosCaused", "kosSuffered", "touchdowns", "passes", "completions",
  "interceptions", "dodges", "dodgesFailed", "rushes", "rushesFailed", "rerollsUsed"
] as const satisfies ReadonlyArray<Exclude<keyof StatCounters, "blocksByDice">>

const zeroCounters = (): Mutable<StatCounters> => ({
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

/** The tests counted as attempts per player: the stats panel's dodge and rush columns. */
const ATTEMPTS = { Dodge: ["dodges", "dodgesFailed"], Rush: ["rushes", "rushesFailed"] } as const

/**
 * The match's statistics per player and per team, from the rules' outcomes for each event.
 * Passes, completions, interceptions and armour breaks are the rules' own per-player tallies at
 * the last state; everything else is counted here from the outcomes.
 */
export const matchStats = (replay: Replay): MatchStats => runStepped(matchStatsStepped(replay))

/** matchStats a stretch of events at a time (Stepped), for a page that must yield between stretches. */
export const matchStatsStepped = (replay: Replay): Stepped<MatchStats> => {
  const { match } = replay
  const players = match.roster.map((player) => ({
    player: player.id,
    team: player.team,
    number: player.number,
    name: player.name,
    position: player.position,
    ...zeroCounters()
  }))
  const lineOf = (player: string) => players[match.playerIndex.get(player)!]!
  const rerollsBySource = match.header.teams.map(() => ({ "team-reroll": 0, leader: 0, skill: 0 }))
  const luck = match.header.teams.map(() => new Map<string, { roll: string; rolls: number; expected: number; successes: number }>())
  // The attempt a re-roll belongs to: the last test of each rule by each player.
  const lastAttempt = new Map<string, { failed: boolean }>()
  let rerollPending = false
  // A player who may join during the match (model/match.ts, PoolPlayer) has a line only once they have joined.
  const pool = match.roster.flatMap((player, i) => (player.pool === undefined ? [] : [i]))
  const joined = new Set(match.roster.flatMap((player, i) => (player.pool === undefined || replay.initial.players[i]!.box !== "pool" ? [i] : [])))

  const see = (state: MatchState, i: number): void => {
    const event = replay.events[i]!
    for (const p of pool) if (state.players[p]!.box !== "pool") joined.add(p)
    if (event._tag === "RerollUsed") {
      rerollsBySource[match.teamIndex.get(event.team)!]![event.source]++
      rerollPending = true
    }
    for (const outcome of state.outcomes) {
      switch (outcome._tag) {
        case "Ruling": {
          const { ruling } = outcome
          // Loner is rolled between a re-roll and the roll it re-rolls.
          const isReroll = rerollPending && ruling.rule !== "Loner"
          if (isReroll) rerollPending = false
          if (ruling.player === null) break
          const line = lineOf(ruling.player)
          if (isReroll) line.rerollsUsed++
          const lucky = luckOf(ruling)
          if (lucky !== null) {
            // A test is the roller's; an armour roll is the armoured player's: both are ruling.player.
            const table = luck[line.team]!
            const entry = table.get(lucky.roll) ?? { roll: lucky.roll, rolls: 0, expected: 0, successes: 0 }
            entry.rolls++
            entry.expected += lucky.chance
            if (lucky.success) entry.successes++
            table.set(lucky.roll, entry)
          }
          const counted = ATTEMPTS[ruling.rule as keyof typeof ATTEMPTS]
          if (counted !== undefined && ruling.success !== null) {
            const key = `${ruling.rule}:${ruling.player}`
            const attempt = lastAttempt.get(key)
            if (isReroll && attempt !== undefined) {
              if (attempt.failed && ruling.success) {
                attempt.failed = false
                line[counted[1]]--
              }
            } else {
              line[counted[0]]++
              if (!ruling.success) line[counted[1]]++
              lastAttempt.set(key, { failed: !ruling.success })
            }
          }
          break
        }
        case "BlockDiceSet": {
          const line = lineOf(outcome.attacker)
          line.blocks++
          const key = (outcome.attackerChooses || outcome.dice === 1 ? `${outcome.dice}` : `-${outcome.dice}`) as BlockDiceKey
          line.blocksByDice[key]!++
          break
        }
        case "Injury": {
          const victim = lineOf(outcome.player)
          const by = outcome.by === null ? null : lineOf(outcome.by)
          if (CASUALTY.has(outcome.result)) {
            victim.casualtiesSuffered++
            if (by !== null) by.casualtiesCaused++
          } else if (outcome.result === "ko") {
            victim.kosSuffered++
            if (by !== null) by.kosCaused++
          }
          break
        }
        case "Touchdown":
          lineOf(outcome.player).touchdowns++
          break
        default:
          break
      }
    }
  }

  const statsAtEnd = (): MatchStats => {
    // The rules' own tallies, kept on each player's state.
    replay.final.players.forEach((state, i) => {
      const line = players[i]!
      line.passes = state.stats.passes
      line.completions = state.stats.completions
      line.interceptions = state.stats.interceptions
      line.armourBreaks = state.stats.armourBreaks
    })

    const teams: Array<TeamStatLine> = match.header.teams.map((team, t) => {
      const sum = zeroCounters()
      for (const line of players) {
        if (line.team !== t) continue
        for (const key of COUNTER_KEYS) sum[key] += line[key]
        for (const dice of BLOCK_DICE_KEYS) sum.blocksByDice[dice]! += line.blocksByDice[dice]!
      }
      return {
        team: t,
        id: team.id,
        name: team.name,
        ...sum,
        rerollsBySource: rerollsBySource[t]!,
        luck: [...luck[t]!.values()].sort((a, b) => b.rolls - a.rolls || a.roll.localeCompare(b.roll))
      }
    })
    return { teams, players: players.filter((_, i) => joined.has(i)) }
  }

  let next = 0
  let done: MatchStats | undefined
  return {
    step: (count) => {
      const end = Math.min(replay.states.length, next + count)
      for (; next < end; next++) see(replay.states[next]!, next)
      return next >= replay.states.length
    },
    result: () => {
      if (next < replay.states.length) throw new Error("matchStats: not every event seen yet")
      done ??= statsAtEnd()
      return done
    }
  }
}

import type { Replay } from "../replay.js"
import type { MatchState } from "../model/state.js"
import { luckOf } from "./dice-luck.js"
import { BLOCK_DICE_KEYS, CASUALTY, COUNTER_KEYS, type BlockDiceKey, type MatchStats, type Mutable, type PlayerStatLine, type TeamStatLine, zeroCounters } from "./match-stats-types.js"

/** The tests counted as attempts per player: the stats panel's dodge and rush columns. */
const ATTEMPTS = { Dodge: ["dodges", "dodgesFailed"], Rush: ["rushes", "rushesFailed"] } as const

type PlayerLine = Mutable<PlayerStatLine>
type LuckEntry = { roll: string; rolls: number; expected: number; successes: number }

/** Everything counted up to some event: what a snapshot copies and a restore puts back. */
interface Counts {
  readonly players: ReadonlyArray<PlayerLine>
  readonly rerollsBySource: ReadonlyArray<Record<"team-reroll" | "leader" | "skill", number>>
  readonly luck: ReadonlyArray<Map<string, LuckEntry>>
  /** The attempt a re-roll belongs to: the last test of each rule by each player. */
  readonly lastAttempt: Map<string, { failed: boolean }>
  readonly rerollPending: boolean
  readonly joined: ReadonlySet<number>
}

/** A copy of the counts that later counting cannot change. */
export type StatsSnapshot = Counts

const copyLine = (line: PlayerLine): PlayerLine => ({ ...line, blocksByDice: { ...line.blocksByDice } })
const copyCounts = (counts: Counts): Counts => ({
  players: counts.players.map(copyLine),
  rerollsBySource: counts.rerollsBySource.map((sources) => ({ ...sources })),
  luck: counts.luck.map((table) => new Map([...table].map(([roll, entry]) => [roll, { ...entry }]))),
  lastAttempt: new Map([...counts.lastAttempt].map(([key, attempt]) => [key, { ...attempt }])),
  rerollPending: counts.rerollPending,
  joined: new Set(counts.joined)
})

/**
 * Counts a match's statistics event by event, from the rules' outcomes. It can hand out a
 * snapshot of its counts and start again from one, so the stats at any event are a short count
 * from the nearest snapshot before it (statsSoFar), not a count from the kick-off.
 */
export class StatsCounter {
  private players: Array<PlayerLine>
  private rerollsBySource: Array<Record<"team-reroll" | "leader" | "skill", number>>
  private luck: Array<Map<string, LuckEntry>>
  private lastAttempt = new Map<string, { failed: boolean }>()
  private rerollPending = false
  private joined: Set<number>
  // A player who may join during the match (model/match.ts, PoolPlayer) has a line only once they have joined.
  private readonly pool: ReadonlyArray<number>

  constructor(private readonly replay: Replay) {
    const { match } = replay
    this.players = match.roster.map((player) => ({
      player: player.id,
      team: player.team,
      number: player.number,
      name: player.name,
      position: player.position,
      ...zeroCounters()
    }))
    this.rerollsBySource = match.header.teams.map(() => ({ "team-reroll": 0, leader: 0, skill: 0 }))
    this.luck = match.header.teams.map(() => new Map<string, LuckEntry>())
    this.pool = match.roster.flatMap((player, i) => (player.pool === undefined ? [] : [i]))
    this.joined = new Set(match.roster.flatMap((player, i) => (player.pool === undefined || replay.initial.players[i]!.box !== "pool" ? [i] : [])))
  }

  snapshot(): StatsSnapshot {
    const { players, rerollsBySource, luck, lastAttempt, rerollPending, joined } = this
    return copyCounts({ players, rerollsBySource, luck, lastAttempt, rerollPending, joined })
  }

  restore(snapshot: StatsSnapshot): void {
    const counts = copyCounts(snapshot)
    this.players = [...counts.players]
    this.rerollsBySource = [...counts.rerollsBySource]
    this.luck = [...counts.luck]
    this.lastAttempt = counts.lastAttempt
    this.rerollPending = counts.rerollPending
    this.joined = new Set(counts.joined)
  }

  private lineOf(player: string): PlayerLine {
    return this.players[this.replay.match.playerIndex.get(player)!]!
  }

  /** Counts event `i`, whose state (after it) is `state`. */
  see(state: MatchState, i: number): void {
    const { replay } = this
    const event = replay.events[i]!
    for (const p of this.pool) if (state.players[p]!.box !== "pool") this.joined.add(p)
    if (event._tag === "RerollUsed") {
      this.rerollsBySource[replay.match.teamIndex.get(event.team)!]![event.source]++
      this.rerollPending = true
    }
    for (const outcome of state.outcomes) {
      switch (outcome._tag) {
        case "Ruling": {
          const { ruling } = outcome
          // Loner is rolled between a re-roll and the roll it re-rolls.
          const isReroll = this.rerollPending && ruling.rule !== "Loner"
          if (isReroll) this.rerollPending = false
          if (ruling.player === null) break
          const line = this.lineOf(ruling.player)
          if (isReroll) line.rerollsUsed++
          const lucky = luckOf(ruling)
          if (lucky !== null) {
            // A test is the roller's; an armour roll is the armoured player's: both are ruling.player.
            const table = this.luck[line.team]!
            const entry = table.get(lucky.roll) ?? { roll: lucky.roll, rolls: 0, expected: 0, successes: 0 }
            entry.rolls++
            entry.expected += lucky.chance
            if (lucky.success) entry.successes++
            table.set(lucky.roll, entry)
          }
          const counted = ATTEMPTS[ruling.rule as keyof typeof ATTEMPTS]
          if (counted !== undefined && ruling.success !== null) {
            const key = `${ruling.rule}:${ruling.player}`
            const attempt = this.lastAttempt.get(key)
            if (isReroll && attempt !== undefined) {
              if (attempt.failed && ruling.success) {
                attempt.failed = false
                line[counted[1]]--
              }
            } else {
              line[counted[0]]++
              if (!ruling.success) line[counted[1]]++
              this.lastAttempt.set(key, { failed: !ruling.success })
            }
          }
          break
        }
        case "BlockDiceSet": {
          const line = this.lineOf(outcome.attacker)
          line.blocks++
          const key = (outcome.attackerChooses || outcome.dice === 1 ? `${outcome.dice}` : `-${outcome.dice}`) as BlockDiceKey
          line.blocksByDice[key]!++
          break
        }
        case "Injury": {
          const victim = this.lineOf(outcome.player)
          const by = outcome.by === null ? null : this.lineOf(outcome.by)
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
          this.lineOf(outcome.player).touchdowns++
          break
        default:
          break
      }
    }
  }

  /**
   * The stats as counted so far, with the rules' own per-player tallies (passes, completions,
   * interceptions, armour breaks) read from `state`, the state after the last event counted.
   */
  stats(state: MatchState): MatchStats {
    const players = this.players.map((line, i) => {
      const tallies = state.players[i]!.stats
      return { ...copyLine(line), passes: tallies.passes, completions: tallies.completions, interceptions: tallies.interceptions, armourBreaks: tallies.armourBreaks }
    })
    const teams: Array<TeamStatLine> = this.replay.match.header.teams.map((team, t) => {
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
        rerollsBySource: { ...this.rerollsBySource[t]! },
        luck: [...this.luck[t]!.values()].map((entry) => ({ ...entry })).sort((a, b) => b.rolls - a.rolls || a.roll.localeCompare(b.roll))
      }
    })
    return { teams, players: players.filter((_, i) => this.joined.has(i)) }
  }
}

import { variantAt } from "./fold.js"
import type { Replay } from "./replay.js"
import { type Variant, winnersOf } from "./core/variant/variant.js"
import type { MatchState } from "./model/state.js"
import type { InjuryResult, TurnoverCause } from "./model/outcome.js"

export interface TeamSummary {
  readonly id: string
  readonly name: string
  readonly score: number
  readonly touchdowns: number
  readonly casualtiesSuffered: { readonly bh: number; readonly si: number; readonly dead: number }
  readonly koSuffered: number
}

export interface DriveSummary {
  readonly drive: number
  readonly half: number
  readonly kickingTeam: string
  readonly startSeq: number
  readonly endSeq: number | null
  readonly ended: "touchdown" | "half-time" | "full-time" | null
}

export interface MatchSummary {
  readonly finished: boolean
  readonly phase: string
  readonly half: number
  readonly score: Readonly<Record<string, number>>
  /**
   * At full time, the ids of the teams that won (an alliance wins together; none for a draw), by
   * the variant's rule (the most touchdowns, an alliance's combined score, a roll-off after
   * overtime, or the variant's own: Holiday Special's snowgrots destroyed); null before.
   */
  readonly winners: ReadonlyArray<string> | null
  /** At full time, what decided the result, in words ("most touchdowns (2–1)"); null before. */
  readonly decidedBy: string | null
  readonly teams: ReadonlyArray<TeamSummary>
  readonly drives: ReadonlyArray<DriveSummary>
  readonly turnovers: ReadonlyArray<{ readonly seq: number; readonly team: string; readonly cause: TurnoverCause; readonly player: string | null }>
  readonly disputes: ReadonlyArray<{ readonly seq: number; readonly rule: string; readonly field: string; readonly claimed: unknown; readonly derived: unknown; readonly followed: string }>
  readonly violations: ReadonlyArray<{ readonly seq: number; readonly kind: string; readonly rule: string; readonly message: string }>
  readonly unsupported: ReadonlyArray<{ readonly skill: string; readonly players: ReadonlyArray<string> }>
  /** Stretches of the log's source taken on trust, unchecked by the rules (an importer's, docs/log-format.md). */
  readonly unchecked: ReadonlyArray<{ readonly seq: number; readonly reason: string; readonly source: string | null; readonly skipped: number | null }>
}

const CASUALTY_GROUP: Partial<Record<InjuryResult, "bh" | "si" | "dead">> = {
  "badly-hurt": "bh",
  "seriously-hurt": "si",
  "serious-injury": "si",
  "lasting-injury": "si",
  dead: "dead"
}

/**
 * Who won a finished match and why: the variant's own rule where it has one (Holiday Special),
 * else a roll-off that ended the match (BlightBowl after overtime), else the score by `winnersOf`.
 * Also read by `fullTimeAt` (analysis/full-time.ts), for the result at any event.
 */
export const decideResult = (variant: Variant, final: MatchState, rolledOff: ReadonlyArray<number> | undefined, conceded?: string): { readonly winners: ReadonlyArray<number>; readonly reason: string } => {
  if (conceded !== undefined && rolledOff !== undefined) return { winners: rolledOff, reason: `${conceded} conceded` }
  const own = variant.hooks?.result?.(final)
  if (own !== undefined) return { winners: own.winner === null ? [] : [own.winner], reason: own.reason }
  if (rolledOff !== undefined) return { winners: rolledOff, reason: "a roll-off after overtime" }
  const scores = final.teams.map((team) => team.score)
  const winners = winnersOf(variant, scores)
  const score = scores.join("–")
  if (variant.sides !== undefined) return { winners, reason: `the score (${score}), allies' scores added` }
  return { winners, reason: winners.length === 1 ? `most touchdowns (${score})` : `as many touchdowns (${score})` }
}

/** The match in numbers, read from the replay's states (never from the log's claims). */
export const summarize = (replay: Replay): MatchSummary => {
  const { match } = replay
  const teams = match.header.teams.map((team, i) => ({
    id: team.id,
    name: team.name,
    score: replay.final.teams[i]!.score,
    touchdowns: 0,
    casualtiesSuffered: { bh: 0, si: 0, dead: 0 },
    koSuffered: 0
  }))
  const drives: Array<{ -readonly [K in keyof DriveSummary]: DriveSummary[K] }> = []
  const turnovers: Array<MatchSummary["turnovers"][number]> = []
  const unchecked: Array<MatchSummary["unchecked"][number]> = []
  // The winners a roll-off decided (BlightBowl after overtime), where the score alone does not.
  let rolledOff: ReadonlyArray<number> | undefined
  // The team that conceded, where a concession ended the match.
  let conceded: string | undefined
  for (let index = 0; index < replay.length; index++) {
    const state = replay.after(index)
    const seq = replay.events[index]!.seq
    for (const outcome of state.outcomes) {
      switch (outcome._tag) {
        case "Touchdown":
          teams[outcome.team]!.touchdowns++
          break
        case "Injury": {
          const victim = teams[state.players[match.playerIndex.get(outcome.player)!]!.team]!
          const group = CASUALTY_GROUP[outcome.result]
          if (group !== undefined) victim.casualtiesSuffered[group]++
          if (outcome.result === "ko") victim.koSuffered++
          break
        }
        case "Turnover":
          turnovers.push({ seq, team: match.teamIds[outcome.team]!, cause: outcome.cause, player: outcome.player })
          break
        case "DriveStarted":
          drives.push({ drive: outcome.drive, half: state.half, kickingTeam: match.teamIds[outcome.kickingTeam]!, startSeq: seq, endSeq: null, ended: null })
          break
        case "DriveEnded": {
          const drive = drives.find((d) => d.drive === outcome.drive)
          if (drive !== undefined) {
            drive.endSeq = seq
            drive.ended = outcome.reason
          }
          break
        }
        case "Unchecked": {
          // What the stretch hid still counts: its touchdowns, and the players it left hurt.
          outcome.scored.forEach((scored, t) => (teams[t]!.touchdowns += Math.max(0, scored)))
          for (const { player, box } of outcome.hurt) {
            const victim = teams[state.players[match.playerIndex.get(player)!]!.team]!
            if (box === "bh" || box === "si" || box === "dead") victim.casualtiesSuffered[box]++
            if (box === "ko") victim.koSuffered++
          }
          unchecked.push({ seq, reason: outcome.reason, source: outcome.source, skipped: outcome.skipped })
          break
        }
        case "MatchEnded": {
          if (outcome.winners !== undefined) rolledOff = outcome.winners
          if (outcome.conceded !== undefined) conceded = match.header.teams[outcome.conceded]!.name
          const last = drives.at(-1)
          if (last !== undefined && last.ended === "half-time") last.ended = "full-time"
          break
        }
        default:
          break
      }
    }
  }
  const violation = replay.violation
  const decided = decideResult(variantAt(match, replay.final), replay.final, rolledOff, conceded)
  const finished = replay.final.phase === "full-time"
  return {
    finished,
    phase: replay.final.phase,
    half: replay.final.half,
    score: Object.fromEntries(teams.map((team) => [team.id, team.score])),
    winners: finished ? decided.winners.map((team) => match.teamIds[team]!) : null,
    decidedBy: finished ? decided.reason : null,
    teams,
    drives,
    turnovers,
    disputes: replay.disputes.map(({ seq, rule, field, claimed, derived, followed }) => ({ seq, rule, field, claimed, derived, followed })),
    violations: violation === null ? [] : [{ seq: violation.seq, kind: violation._tag, rule: violation._tag === "RuleViolation" ? violation.rule : violation.feature, message: violation.message }],
    unsupported: replay.unsupportedSkills,
    unchecked
  }
}

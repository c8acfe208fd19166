import type { Replay } from "../replay.js"
import type { InjuryCause, InjuryResult, TurnoverCause } from "../model/outcome.js"
import type { MatchState } from "../model/state.js"
import { causeTracker } from "./cause-text.js"
import { runStepped, type Stepped } from "./stepped.js"

/**
 * The match laid out in time, for a timeline view. The unit of time is one team turn: team turn
 * k of the match spans [k, k + 1). An event inside a turn sits at the fraction of the turn's
 * events before it, so a busy turn spreads its markers out. Events before the first team turn
 * (pre-game, the first set-up and kick-off) sit at 0.
 */
export interface Timeline {
  readonly teams: ReadonlyArray<TimelineTeam>
  /** Every team turn in the order played: the x axis. */
  readonly turns: ReadonlyArray<TurnSlot>
  readonly halves: ReadonlyArray<HalfSpan>
  readonly drives: ReadonlyArray<DriveBand>
  readonly touchdowns: ReadonlyArray<TouchdownMark>
  readonly injuries: ReadonlyArray<InjuryMark>
  readonly turnovers: ReadonlyArray<TurnoverMark>
  readonly kickOffs: ReadonlyArray<KickOffMark>
  /** The score after each touchdown, starting from 0–0 and ending at the last event. */
  readonly score: ReadonlyArray<FlowPoint>
  /** Casualties each team has suffered so far (badly hurt or worse), stepping at each one. */
  readonly casualties: ReadonlyArray<FlowPoint>
  /** The length of the x axis: the number of team turns (at least 1). */
  readonly extent: number
  readonly firstSeq: number
  readonly lastSeq: number
}

export interface TimelineTeam {
  readonly id: string
  readonly name: string
}

/** One team turn. */
export interface TurnSlot {
  /** Its place on the x axis: it spans [slot, slot + 1). */
  readonly slot: number
  readonly half: number
  readonly team: number
  /** The team's turn number within the half, as the scoreboard shows it. */
  readonly turn: number
  readonly startSeq: number
  /** The last event before the next team turn (or the end of the log). */
  readonly endSeq: number
}

export interface HalfSpan {
  readonly half: number
  /** Halves after the regulation ones. */
  readonly overtime: boolean
  readonly start: number
  readonly end: number
  readonly startSeq: number
}

export type DriveEnd =
  | { readonly kind: "touchdown"; readonly team: number; readonly player: string; readonly playerName: string }
  | { readonly kind: "half-time" }
  | { readonly kind: "full-time" }
  /** The log stops before the drive ends. */
  | { readonly kind: "unfinished" }

export interface DriveBand {
  readonly drive: number
  readonly half: number
  readonly kickingTeam: number
  readonly receivingTeam: number
  readonly start: number
  readonly end: number
  readonly startSeq: number
  readonly endSeq: number
  readonly ended: DriveEnd
  /** Turnovers suffered in the drive, by team index (touchdowns are not counted as turnovers). */
  readonly turnovers: ReadonlyArray<number>
  /** "TD Grishnak (Orcs, turnover-free)", "half-time", "full-time". */
  readonly label: string
}

export interface TouchdownMark {
  readonly seq: number
  readonly x: number
  readonly team: number
  readonly player: string
  readonly playerName: string
}

export interface InjuryMark {
  readonly seq: number
  readonly x: number
  /** The victim's team. */
  readonly team: number
  readonly player: string
  readonly playerName: string
  readonly result: InjuryResult
  readonly cause: InjuryCause
  /** What the cause was in words: "block by Grishnak", "failed dodge", "pushed into the crowd by Karl". */
  readonly causeText: string
  readonly by: string | null
}

export interface TurnoverMark {
  readonly seq: number
  readonly x: number
  readonly team: number
  readonly cause: TurnoverCause
  /** "failed dodge", "knocked down", "pass fumbled"… */
  readonly causeText: string
  readonly player: string | null
}

export interface KickOffMark {
  readonly seq: number
  readonly x: number
  readonly kickingTeam: number | null
  /** The kick-off table row, e.g. "blitz". */
  readonly result: string
}

export interface FlowPoint {
  readonly seq: number
  readonly x: number
  /** One value per team, in header order. */
  readonly values: ReadonlyArray<number>
}

const CASUALTY: ReadonlySet<InjuryResult> = new Set(["badly-hurt", "seriously-hurt", "serious-injury", "lasting-injury", "dead"])

/** The x of any seq on a timeline. A seq between events takes the place of the next event. */
export const timeAt = (timeline: Pick<Timeline, "turns" | "firstSeq" | "lastSeq" | "extent">, seq: number): number => {
  const { turns } = timeline
  if (turns.length === 0) {
    const span = timeline.lastSeq - timeline.firstSeq
    return span <= 0 ? 0 : Math.min(1, Math.max(0, (seq - timeline.firstSeq) / span))
  }
  if (seq < turns[0]!.startSeq) return 0
  // The last turn that starts at or before seq.
  let low = 0
  let high = turns.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if (turns[mid]!.startSeq <= seq) low = mid
    else high = mid - 1
  }
  const turn = turns[low]!
  const nextStart = low + 1 < turns.length ? turns[low + 1]!.startSeq : turn.endSeq + 1
  return turn.slot + Math.min(1, (seq - turn.startSeq) / Math.max(1, nextStart - turn.startSeq))
}

/** The team turn at an x (clamped to the axis), for seeking from a click. */
export const turnAt = (timeline: Pick<Timeline, "turns">, x: number): TurnSlot | undefined => {
  const { turns } = timeline
  if (turns.length === 0) return undefined
  return turns[Math.max(0, Math.min(turns.length - 1, Math.floor(x)))]
}

/**
 * The timeline of a replay, read from the outcomes the rules derived for each event (never from
 * the log's claims). Pure: the same replay always gives the same timeline.
 */
export const timeline = (replay: Replay): Timeline => runStepped(timelineStepped(replay))

/** timeline a stretch of events at a time (Stepped): one pass for the team turns (the axis) and the marks, placed on the axis at the end. */
export const timelineStepped = (replay: Replay): Stepped<Timeline> => {
  const { match, events } = replay
  const teamCount = match.header.teams.length
  const teams = match.header.teams.map((team) => ({ id: team.id, name: team.name }))
  const name = (player: string): string => match.roster[match.playerIndex.get(player)!]?.name ?? player
  const firstSeq = events[0]?.seq ?? 0
  const lastSeq = events.at(-1)?.seq ?? 0

  // The team turns, which define the axis.
  const starts: Array<{ seq: number; half: number; team: number; turn: number }> = []
  const seeTurns = (state: MatchState, i: number): void => {
    for (const outcome of state.outcomes) {
      if (outcome._tag === "TeamTurnStarted") starts.push({ seq: events[i]!.seq, half: state.half, team: outcome.team, turn: outcome.turn })
    }
  }
  let turns: Array<TurnSlot> = []
  let axis = { turns, firstSeq, lastSeq, extent: 1 }
  const x = (seq: number) => timeAt(axis, seq)
  const halves: Array<HalfSpan> = []
  /** Once every team turn is seen: the axis, and the halves along it. */
  const buildAxis = (): void => {
    turns = starts.map(({ seq, half, team, turn }, slot) => ({
      slot,
      half,
      team,
      turn,
      startSeq: seq,
      endSeq: slot + 1 < starts.length ? starts[slot + 1]!.seq - 1 : lastSeq
    }))
    axis = { turns, firstSeq, lastSeq, extent: Math.max(1, turns.length) }
    for (const turn of turns) {
      const last = halves.at(-1)
      if (last === undefined || last.half !== turn.half) {
        halves.push({ half: turn.half, overtime: turn.half > match.variant.halves, start: turn.slot, end: turn.slot + 1, startSeq: turn.startSeq })
      } else {
        halves[halves.length - 1] = { ...last, end: turn.slot + 1 }
      }
    }
  }

  type OpenDrive = { drive: number; half: number; kickingTeam: number; startSeq: number; turnovers: Array<number>; ended: DriveEnd; endSeq: number | null }
  const drives: Array<OpenDrive> = []
  const touchdowns: Array<TouchdownMark> = []
  const injuries: Array<InjuryMark> = []
  const turnovers: Array<TurnoverMark> = []
  const kickOffs: Array<KickOffMark> = []
  const score: Array<FlowPoint> = [{ seq: firstSeq, x: 0, values: teams.map(() => 0) }]
  const suffered = teams.map(() => 0)
  const casualties: Array<FlowPoint> = [{ seq: firstSeq, x: 0, values: [...suffered] }]
  const falls = causeTracker(name)

  // A mark's place on the axis is known once every team turn is seen: marks are made UNPLACED,
  // and placed at the end (one pass over the match, not one for the axis and one for the marks).
  const UNPLACED = Number.NaN
  const placeAll = (): void => {
    for (const marks of [touchdowns, injuries, turnovers, kickOffs, score, casualties] as ReadonlyArray<Array<{ readonly seq: number; x: number }>>) {
      for (const mark of marks) if (Number.isNaN(mark.x)) mark.x = x(mark.seq)
    }
  }

  const seeMarks = (state: MatchState, i: number): void => {
    const seq = events[i]!.seq
    falls.see(state.outcomes)
    for (const outcome of state.outcomes) {
      switch (outcome._tag) {
        case "DriveStarted":
          drives.push({ drive: outcome.drive, half: state.half, kickingTeam: outcome.kickingTeam, startSeq: seq, turnovers: teams.map(() => 0), ended: { kind: "unfinished" }, endSeq: null })
          break
        case "DriveEnded": {
          const drive = drives.find((d) => d.drive === outcome.drive)
          if (drive === undefined) break
          drive.endSeq = seq
          if (outcome.reason !== "touchdown") drive.ended = { kind: outcome.reason }
          break
        }
        case "MatchEnded": {
          const last = drives.at(-1)
          if (last !== undefined && last.ended.kind === "half-time") last.ended = { kind: "full-time" }
          break
        }
        case "Touchdown": {
          touchdowns.push({ seq, x: UNPLACED, team: outcome.team, player: outcome.player, playerName: name(outcome.player) })
          const drive = drives.at(-1)
          if (drive !== undefined) drive.ended = { kind: "touchdown", team: outcome.team, player: outcome.player, playerName: name(outcome.player) }
          score.push({ seq, x: UNPLACED, values: state.teams.map((team) => team.score) })
          break
        }
        case "Injury": {
          const victim = state.players[match.playerIndex.get(outcome.player)!]!
          injuries.push({
            seq,
            x: UNPLACED,
            team: victim.team,
            player: outcome.player,
            playerName: name(outcome.player),
            result: outcome.result,
            cause: outcome.cause,
            causeText: falls.injuryText(outcome.player, outcome.cause, outcome.by),
            by: outcome.by
          })
          if (CASUALTY.has(outcome.result)) {
            suffered[victim.team]!++
            casualties.push({ seq, x: UNPLACED, values: [...suffered] })
          }
          break
        }
        case "Turnover": {
          if (outcome.cause === "touchdown") break
          turnovers.push({ seq, x: UNPLACED, team: outcome.team, cause: outcome.cause, causeText: falls.turnoverText(outcome.cause, outcome.player), player: outcome.player })
          const drive = drives.at(-1)
          if (drive !== undefined) drive.turnovers[outcome.team]!++
          break
        }
        case "KickOffEvent":
          kickOffs.push({ seq, x: UNPLACED, kickingTeam: state.kickingTeam, result: outcome.result })
          break
        default:
          break
      }
    }
  }

  const timelineAtEnd = (): Timeline => {
    score.push({ seq: lastSeq, x: axis.extent, values: (replay.final.teams).map((team) => team.score) })
    casualties.push({ seq: lastSeq, x: axis.extent, values: [...suffered] })

    const driveBands: Array<DriveBand> = drives.map((drive) => {
      const receivingTeam = match.variant.rules.receivingTeam(drive.kickingTeam, teamCount)
      const endSeq = drive.endSeq ?? lastSeq
      return {
        drive: drive.drive,
        half: drive.half,
        kickingTeam: drive.kickingTeam,
        receivingTeam,
        start: x(drive.startSeq),
        end: drive.endSeq === null ? axis.extent : x(endSeq),
        startSeq: drive.startSeq,
        endSeq,
        ended: drive.ended,
        turnovers: drive.turnovers,
        label: driveLabel(drive.ended, drive.turnovers, teams)
      }
    })

    return { teams, turns, halves, drives: driveBands, touchdowns, injuries, turnovers, kickOffs, score, casualties, extent: axis.extent, firstSeq, lastSeq }
  }

  // One step an event: its team turns and its marks; the axis is built, and the marks placed on it, at the end.
  const n = replay.length
  let next = 0
  let axisBuilt = false
  let done: Timeline | undefined
  return {
    step: (count) => {
      for (let left = count; left > 0 && next < n; left--, next++) {
        const state = replay.after(next)
        seeTurns(state, next)
        seeMarks(state, next)
      }
      if (next === n && !axisBuilt) {
        buildAxis()
        placeAll()
        axisBuilt = true
      }
      return axisBuilt
    },
    result: () => {
      if (!axisBuilt) throw new Error("timeline: not every event seen yet")
      done ??= timelineAtEnd()
      return done
    }
  }
}

const driveLabel = (ended: DriveEnd, turnovers: ReadonlyArray<number>, teams: ReadonlyArray<TimelineTeam>): string => {
  switch (ended.kind) {
    case "touchdown":
      return `TD ${ended.playerName} (${teams[ended.team]!.name}${turnovers[ended.team] === 0 ? ", turnover-free" : ""})`
    case "half-time":
      return "half-time"
    case "full-time":
      return "full-time"
    case "unfinished":
      return "unfinished"
  }
}

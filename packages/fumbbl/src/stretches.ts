import { Result } from "effect"
import type { MatchEvent, MatchStarted } from "@sidelines/schema"
import { initialState, matchOf, type MatchState, transition } from "@sidelines/engine"
import { type ConversionOutput, Converter, newOutput } from "./convert.js"
import type { FfbSnapshot } from "./ffb-model.js"
import type { FfbCommand } from "./replay.js"

/**
 * An import never ends a match early. Where the converter cannot read a stretch of FFB's
 * commands, or our rules refuse what it wrote for one, that stretch becomes one UncheckedStretch
 * event: FFB's model at the start of the next team turn, taken on trust (docs/log-format.md),
 * and conversion starts again there. The rest of the match is converted and checked as usual.
 */

/** One stretch of the replay taken on trust, and why. */
export interface UncheckedSpan {
  /** The UncheckedStretch event's seq. */
  readonly seq: number
  /** Indexes in gameLog.commandArray of the first and last command the stretch covers. */
  readonly fromCommand: number
  readonly toCommand: number
  /** The same span as the event names it, by FFB's commandNr ("FFB commands 1204–1311"). */
  readonly source: string
  readonly reason: string
  /** FFB's reports in the stretch, which no event checks. */
  readonly skipped: number
}

export interface StretchedConversion {
  readonly out: ConversionOutput
  readonly stretches: ReadonlyArray<UncheckedSpan>
  /** The match ended inside an unchecked stretch (its last event says the match is over). */
  readonly endedUnchecked: boolean
}

/** Where a stretch starts: at `fromCommand`, for `reason`. */
interface Gap {
  readonly fromCommand: number
  readonly reason: string
}

const reportsIn = (commands: ReadonlyArray<FfbCommand>, from: number, to: number): number => {
  let count = 0
  for (let i = Math.max(0, from); i <= to && i < commands.length; i++) count += commands[i]!.reportList?.reports?.length ?? 0
  return count
}

const commandName = (commands: ReadonlyArray<FfbCommand>, index: number): string => String(commands[index]?.commandNr ?? index)

/** The UncheckedStretch event that ends a stretch where FFB's model stands as `at` says. */
const stretchEvent = (header: MatchStarted, commands: ReadonlyArray<FfbCommand>, gap: Gap, at: FfbSnapshot, skipped: number): Record<string, unknown> => {
  const teamIds = header.teams.map((team) => team.id)
  const from = commandName(commands, Math.min(gap.fromCommand, commands.length - 1))
  const to = commandName(commands, at.command)
  return {
    _tag: "UncheckedStretch",
    reason: gap.reason.length > 2000 ? `${gap.reason.slice(0, 1997)}...` : gap.reason,
    source: from === to ? `FFB command ${from}` : `FFB commands ${from}–${to}`,
    skipped,
    half: Math.min(at.half, 3),
    drive: at.drive,
    kickingTeam: teamIds[at.kicking ?? 0],
    ...(at.starting === null ? {} : { team: teamIds[at.starting] }),
    turns: at.turns.map((turns) => Math.max(0, turns)),
    score: [...at.score],
    rerolls: at.rerolls.map((rerolls) => Math.max(0, rerolls)),
    apothecaries: at.apothecaries.map((left) => Math.max(0, left)),
    ...(at.weather === null ? {} : { weather: at.weather }),
    ball: at.ball,
    players: at.players
  }
}

/** Our rules' fold of what has been written so far, which can go back to an earlier point. */
interface Checker {
  /** Folds the events from the last folded one on; the index and message of the first refused, or null. */
  readonly advance: (events: ReadonlyArray<MatchEvent>) => { readonly index: number; readonly message: string } | null
  /** Where the fold stands: how many events, and the state after them. */
  readonly mark: () => CheckerMark
  readonly reset: (mark: CheckerMark) => void
}
type CheckerMark = { readonly folded: number; readonly state: MatchState }

const checker = (header: MatchStarted): Checker | null => {
  const built = matchOf(header)
  // A header the engine cannot fold at all (an unknown variant) is reported by the fold later; nothing to check here.
  if (built._tag === "Failure") return null
  const match = built.success
  let state = initialState(match)
  let folded = 0
  return {
    advance: (events) => {
      for (; folded < events.length; folded++) {
        // FFB's rulings are followed where ours differ (a dispute, not a refusal): only what cannot have happened is refused.
        const next = transition(match, state, events[folded]!, { trustClaims: true })
        if (Result.isFailure(next)) return { index: folded, message: `${next.failure._tag === "RuleViolation" ? next.failure.rule : next.failure.feature}: ${next.failure.message}` }
        state = next.success
      }
      return null
    },
    mark: () => ({ folded, state }),
    reset: (mark) => {
      folded = mark.folded
      state = mark.state
    }
  }
}

const truncate = (out: ConversionOutput, length: number) => {
  out.events.length = length
  out.eventCommands.length = length
}

export interface CheckedConversion extends StretchedConversion {
  /** Set when even an UncheckedStretch (or the concession after the last) was refused: the log stops short there. */
  readonly refused: string | null
}

/**
 * Converts the replay one team turn at a time (FFB's turn starts are the points where a stretch
 * can end and conversion start again). Where the converter stops, the rest of that team turn is
 * an UncheckedStretch; with `verify`, each team turn's events are also folded by our rules as
 * they are written, and a team turn with an event the rules refuse is taken on trust instead,
 * from its start. Each command is converted once and each event folded once, whatever happens.
 */
export const convertChecked = (
  header: MatchStarted,
  leftOut: ReadonlyMap<string, string>,
  commands: ReadonlyArray<FfbCommand>,
  points: ReadonlyArray<FfbSnapshot>,
  verify: boolean,
  tail: (conversion: StretchedConversion) => ReadonlyArray<MatchEvent> = () => []
): CheckedConversion => {
  const out = newOutput()
  const stretches: Array<UncheckedSpan> = []
  const starts = new Set(points.filter((point) => point.starting !== null).map((point) => point.command))
  const rules = verify ? checker(header) : null
  let converter = new Converter(header, leftOut, commands, out)
  let from = 0
  // Where the team turn under conversion began: its first event, its starting command (−1: the match's start), the fold there.
  let turn = { events: 0, command: -1, fold: rules?.mark() ?? null }
  for (;;) {
    const result = converter.run(from, starts)
    const refusal = rules?.advance(out.events) ?? null
    let gap: Gap
    if (refusal !== null) {
      // The rules refuse what was written for this team turn: all of it is taken on trust.
      truncate(out, turn.events)
      rules!.reset(turn.fold!)
      gap = { fromCommand: turn.command + 1, reason: `our rules refused FFB's account here: ${refusal.message}` }
    } else if (result.stopped !== null) {
      gap = { fromCommand: result.stopped.command, reason: result.stopped.reason }
    } else if (result.halted !== null) {
      turn = { events: out.events.length, command: result.halted, fold: rules?.mark() ?? null }
      from = result.halted + 1
      continue
    } else {
      const done = { out, stretches, endedUnchecked: false }
      const after = tail(done)
      out.events.push(...after)
      out.eventCommands.push(...after.map(() => commands.length - 1))
      const refused = rules?.advance(out.events) ?? null
      return { ...done, refused: refused === null ? null : refused.message }
    }
    // The stretch runs to the next start of a team turn, or to the end of the replay.
    const next = points.find((point) => point.starting !== null && point.command >= gap.fromCommand) ?? points[points.length - 1]!
    const skipped = reportsIn(commands, gap.fromCommand, next.command)
    const event = stretchEvent(header, commands, gap, next, skipped)
    out.events.push({ ...event, seq: out.events.length + 1 } as unknown as MatchEvent)
    out.eventCommands.push(next.command)
    stretches.push({ seq: out.events.length, fromCommand: gap.fromCommand, toCommand: next.command, source: String(event["source"]), reason: gap.reason, skipped })
    const refused = rules?.advance(out.events) ?? null
    if (refused !== null) return { out, stretches, endedUnchecked: next.starting === null, refused: refused.message }
    if (next.starting === null) return { out, stretches, endedUnchecked: true, refused: null }
    converter = new Converter(header, leftOut, commands, out, { ...next.raw, team: next.starting, apothecaries: next.apothecaries })
    from = next.command + 1
    turn = { events: out.events.length, command: next.command, fold: rules?.mark() ?? null }
  }
}

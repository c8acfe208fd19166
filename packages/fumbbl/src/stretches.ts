import { Result } from "effect"
import type { MatchEvent, MatchStarted } from "@sidelines/schema"
import { initialState, matchOf, transition } from "@sidelines/engine"
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

/**
 * Converts the replay, turning each stretch it cannot convert into an UncheckedStretch. `forced`
 * names team turns (by the index of the command that starts them; −1 for everything before the
 * first) that are to be taken on trust whatever the converter makes of them, with the reason.
 */
export const convertWithStretches = (
  header: MatchStarted,
  leftOut: ReadonlyMap<string, string>,
  commands: ReadonlyArray<FfbCommand>,
  points: ReadonlyArray<FfbSnapshot>,
  forced: ReadonlyMap<number, string>
): StretchedConversion => {
  const out = newOutput()
  const stretches: Array<UncheckedSpan> = []
  const haltAfter = new Set([...forced.keys()].filter((command) => command >= 0))
  let gap: Gap | null = forced.has(-1) ? { fromCommand: 0, reason: forced.get(-1)! } : null
  let from = 0
  let resumeAt: FfbSnapshot | null = null
  for (;;) {
    if (gap === null) {
      const resume = resumeAt === null ? undefined : { ...resumeAt.raw, team: resumeAt.starting!, apothecaries: resumeAt.apothecaries }
      const result = new Converter(header, leftOut, commands, out, resume).run(from, haltAfter)
      if (result.stopped !== null) gap = { fromCommand: result.stopped.command, reason: result.stopped.reason }
      else if (result.halted !== null) gap = { fromCommand: result.halted + 1, reason: forced.get(result.halted)! }
      else return { out, stretches, endedUnchecked: false }
    }
    // The stretch runs to the next start of a team turn not itself to be taken on trust, or to the end of the replay.
    const next = points.find((point) => point.starting !== null && point.command >= gap!.fromCommand && !forced.has(point.command)) ?? points[points.length - 1]!
    const skipped = reportsIn(commands, gap.fromCommand, next.command)
    const event = stretchEvent(header, commands, gap, next, skipped)
    out.events.push({ ...event, seq: out.events.length + 1 } as unknown as MatchEvent)
    out.eventCommands.push(next.command)
    stretches.push({ seq: out.events.length, fromCommand: gap.fromCommand, toCommand: next.command, source: String(event["source"]), reason: gap.reason, skipped })
    if (next.starting === null) return { out, stretches, endedUnchecked: true }
    gap = null
    resumeAt = next
    from = next.command + 1
  }
}

/** The first event our rules refuse in a converted log (followed claims: FFB's account is what is checked), or null. */
export const firstRefusal = (header: MatchStarted, events: ReadonlyArray<MatchEvent>): { readonly index: number; readonly message: string } | null => {
  const built = matchOf(header)
  if (built._tag === "Failure") return null
  const match = built.success
  let state = initialState(match)
  for (let index = 0; index < events.length; index++) {
    const next = transition(match, state, events[index]!, { trustClaims: true })
    if (Result.isFailure(next)) return { index, message: `${next.failure._tag === "RuleViolation" ? next.failure.rule : next.failure.feature}: ${next.failure.message}` }
    state = next.success
  }
  return null
}

/**
 * Converts the replay so that our rules accept every event: where they refuse one, the team turn
 * it belongs to is taken on trust instead (its start's command, or −1 before the first team
 * turn), and the replay converted again, until the rules accept the whole log.
 */
export const convertChecked = (
  header: MatchStarted,
  leftOut: ReadonlyMap<string, string>,
  commands: ReadonlyArray<FfbCommand>,
  points: ReadonlyArray<FfbSnapshot>,
  tail: (conversion: StretchedConversion) => ReadonlyArray<MatchEvent> = () => []
): StretchedConversion & { readonly refused: string | null } => {
  const starts = points.filter((point) => point.starting !== null).map((point) => point.command)
  const forced = new Map<number, string>()
  for (;;) {
    const conversion = convertWithStretches(header, leftOut, commands, points, forced)
    const events = [...conversion.out.events, ...tail(conversion)]
    const refusal = firstRefusal(header, events)
    if (refusal === null) return { ...conversion, refused: null }
    if (events[refusal.index]?._tag === "UncheckedStretch" || refusal.index >= conversion.out.events.length) return { ...conversion, refused: refusal.message }
    // The team turn the refused event was written in: the last to start before its command
    // (a command that starts a turn also ends the one before, with FFB's turnEnd report).
    const command = conversion.out.eventCommands[refusal.index]!
    let start = -1
    for (const candidate of starts) if (candidate < command) start = candidate
    while (forced.has(start) && start >= 0) start = starts.filter((candidate) => candidate < start).at(-1) ?? -1
    if (forced.has(start)) return { ...conversion, refused: refusal.message }
    forced.set(start, `our rules refused FFB's account here: ${refusal.message}`)
  }
}

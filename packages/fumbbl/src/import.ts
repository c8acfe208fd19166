import type { MatchEvent, MatchStarted } from "@sidelines/schema"
import type { ImportStop } from "./convert.js"
import { syncPoints } from "./ffb-model.js"
import { buildHeader } from "./header.js"
import { convertChecked, convertWithStretches, type UncheckedSpan } from "./stretches.js"
import { checkRulesVersion, type FfbReplay, parseReplayText, rulesVersionOf } from "./replay.js"

export interface ImportedMatch {
  readonly header: MatchStarted
  readonly events: ReadonlyArray<MatchEvent>
  /** For each event (by position), the index in gameLog.commandArray of the command it came from. */
  readonly eventCommands: ReadonlyArray<number>
  /** The replay's rules version (always BB2020: others are refused). */
  readonly rulesVersion: string
  /** Commands in the replay. */
  readonly commands: number
  /**
   * Stretches of the replay taken on trust (UncheckedStretch events): commands the converter
   * cannot read, or events our rules refused. The log still covers the whole match.
   */
  readonly stretches: ReadonlyArray<UncheckedSpan>
  /**
   * The first place the import could not convert, or our rules refused what it wrote: where the
   * first unchecked stretch starts (or, if even FFB's account of a stretch is refused, where the
   * log stops short). Null when every event was converted and checked.
   */
  readonly stopped: ImportStop | null
  readonly warnings: ReadonlyArray<string>
  /** Report ids read, with counts. */
  readonly reports: Readonly<Record<string, number>>
  /** Players of FFB's final game object left out of the header, and why. */
  readonly leftOut: ReadonlyMap<string, string>
}

/**
 * Converts a parsed FFB replay into a sidelines/1 log: the header from the final game object
 * (rosters rebuilt as they started), the events from the command stream. Refuses any rules
 * version but BB2020 (FfbImportError). A stretch this importer cannot read, or whose events our
 * rules refuse, is written as FFB's model after it (an UncheckedStretch), so the log always
 * covers the whole match (src/stretches.ts).
 */
export interface ImportOptions {
  /**
   * Fold the converted log by our rules as it is written, and take on trust (as unchecked
   * stretches) the team turns whose events the rules refuse, so the whole log folds. The CLI and
   * the viewer always do; without it the log is the converter's account alone.
   */
  readonly verify?: boolean
}

export const importReplay = (replay: FfbReplay, options: ImportOptions = {}): ImportedMatch => {
  checkRulesVersion(replay)
  const { header, leftOut } = buildHeader(replay)
  const commands = replay.gameLog.commandArray
  // A concession is written at the end: FFB records that it happened, not when.
  const concessions = (written: number, endedUnchecked: boolean): Array<MatchEvent> => {
    if (endedUnchecked) return []
    const results = [replay.game.gameResult?.teamResultHome, replay.game.gameResult?.teamResultAway]
    return results.flatMap((result, team) => (result?.conceded === true ? [{ _tag: "MatchConceded", seq: written + 1, team: header.teams[team]!.id } as MatchEvent] : []))
  }
  const points = syncPoints(header, commands)
  const converted = options.verify === true
    ? convertChecked(header, leftOut, commands, points, (c) => concessions(c.out.events.length, c.endedUnchecked))
    : { ...convertWithStretches(header, leftOut, commands, points, new Map()), refused: null }
  const events = [...converted.out.events, ...concessions(converted.out.events.length, converted.endedUnchecked)]
  const refusedAt = converted.refused === null ? null : converted.out.eventCommands.at(-1) ?? 0
  return {
    header,
    events,
    eventCommands: [...converted.out.eventCommands, ...events.slice(converted.out.events.length).map(() => commands.length - 1)],
    rulesVersion: rulesVersionOf(replay)!,
    commands: commands.length,
    stretches: converted.stretches,
    stopped: firstStop(converted.stretches, converted.refused === null || refusedAt === null ? null : { command: refusedAt, reason: converted.refused }, commands),
    warnings: converted.out.warnings,
    reports: converted.out.reports,
    leftOut
  }
}

const firstStop = (stretches: ReadonlyArray<UncheckedSpan>, refused: { readonly command: number; readonly reason: string } | null, commands: ReadonlyArray<{ readonly commandNr?: number }>): ImportStop | null => {
  const first = stretches[0] !== undefined && (refused === null || stretches[0].fromCommand <= refused.command) ? { command: stretches[0].fromCommand, reason: stretches[0].reason } : refused
  return first === null ? null : { command: first.command, commandNr: commands[first.command]?.commandNr ?? null, reason: first.reason }
}

/** Imports a replay from its JSON text (unzipped). */
export const importReplayText = (text: string, options: ImportOptions = {}): ImportedMatch => importReplay(parseReplayText(text), options)

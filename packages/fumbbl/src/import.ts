import type { MatchEvent, MatchStarted } from "@sidelines/schema"
import { Converter, type ImportStop } from "./convert.js"
import { buildHeader } from "./header.js"
import { asReplay, checkRulesVersion, type FfbReplay, parseReplayText, rulesVersionOf } from "./replay.js"

export interface ImportedMatch {
  readonly header: MatchStarted
  readonly events: ReadonlyArray<MatchEvent>
  /** For each event (by position), the index in gameLog.commandArray of the command it came from. */
  readonly eventCommands: ReadonlyArray<number>
  /** The replay's rules version (always BB2020: others are refused). */
  readonly rulesVersion: string
  /** Commands in the replay, and where conversion stopped if it could not read them all. */
  readonly commands: number
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
 * version but BB2020 (FfbImportError). A replay this importer cannot read to the end gives the
 * events up to that point and says where and why it stopped.
 */
export const importReplay = (json: FfbReplay): ImportedMatch => {
  // A replay built in code (or parsed elsewhere) is checked like one read from a file.
  const replay = asReplay(json)
  checkRulesVersion(replay)
  const { header, leftOut } = buildHeader(replay)
  const converted = new Converter(header, leftOut, replay.gameLog.commandArray).run()
  const events = [...converted.events]
  // A concession is written at the end: FFB records that it happened, not when.
  if (converted.stopped === null) {
    const results = [replay.game.gameResult?.teamResultHome, replay.game.gameResult?.teamResultAway]
    results.forEach((result, team) => {
      if (result?.conceded === true) events.push({ _tag: "MatchConceded", seq: events.length + 1, team: header.teams[team]!.id } as MatchEvent)
    })
  }
  return {
    header,
    events,
    eventCommands: [...converted.eventCommands, ...events.slice(converted.events.length).map(() => converted.commands - 1)],
    rulesVersion: rulesVersionOf(replay)!,
    commands: converted.commands,
    stopped: converted.stopped,
    warnings: converted.warnings,
    reports: converted.reports,
    leftOut
  }
}

/** Imports a replay from its JSON text (unzipped). */
export const importReplayText = (text: string): ImportedMatch => importReplay(parseReplayText(text))

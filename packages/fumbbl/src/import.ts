import { encodeLine, type MatchEvent, type MatchStarted } from "@sidelines/schema"
import { Converter, type ImportStop } from "./convert.js"
import { buildHeader } from "./header.js"
import { FfbImportError } from "./import-error.js"
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

/**
 * The imported match as sidelines/1 text (encodeLog's canonical lines). A value FFB's replay
 * carried into an event that our format cannot hold (a square or a die out of range that no
 * check before caught) is refused naming the event and the command it came from, never thrown
 * as the schema's own error: the last resort after the shape check and the converter's checks.
 */
export const encodeImported = (match: ImportedMatch): string => {
  const lines: Array<string> = []
  const line = (item: MatchStarted | MatchEvent, where: string) => {
    try {
      lines.push(encodeLine(item))
    } catch (error) {
      throw new FfbImportError(`${where}: our log format cannot hold what FFB's replay gives (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`)
    }
  }
  line(match.header, "the header")
  match.events.forEach((event, i) => line(event, `command ${match.eventCommands[i] ?? "?"} (event ${event.seq}, ${event._tag})`))
  return `${lines.join("\n")}\n`
}

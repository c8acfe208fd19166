import { encodeLog } from "@sidelines/schema"
import { importReplayText } from "../../../packages/fumbbl/src/import.js"
import { isGzip, looksLikeFfbReplay } from "../../../packages/fumbbl/src/replay.js"

/** What an opened file holds once read: a sidelines/1 log's text, converted first if it was another program's replay. */
export interface LogText {
  /** The name to show and save it under (an imported replay becomes `<name>.jsonl`). */
  readonly name: string
  readonly text: string
  /** Set when the file was a FUMBBL (FFB) replay, converted by the importer. */
  readonly importedFrom: ImportNote | null
}

export interface ImportNote {
  readonly format: "fumbbl"
  readonly commands: number
  readonly events: number
  /** Where the first stretch the importer could not convert or check starts, if any. */
  readonly stopped: string | null
  /** Stretches taken on trust from FFB's record (UncheckedStretch events); the log still covers the whole match. */
  readonly unchecked: number
  readonly warnings: ReadonlyArray<string>
}

/** A file's bytes as text, gunzipped first when they are gzip (FUMBBL serves replays as .gz). */
export const unzipText = async (bytes: Uint8Array): Promise<string> => {
  if (!isGzip(bytes)) return new TextDecoder().decode(bytes)
  const unzipped = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream("gzip"))
  return new Response(unzipped).text()
}

/**
 * A file's text as a sidelines/1 log. A FUMBBL replay (one JSON object with a command stream) is
 * run through the importer; anything else is taken to be a log and left to the decoder, which
 * reports what is wrong with it line by line. A replay the importer refuses (another rules
 * version) throws its FfbImportError, whose message names the reason.
 */
export const asLogText = (name: string, text: string): LogText => {
  if (!looksLikeFfbReplay(text)) return { name, text, importedFrom: null }
  const match = importReplayText(text, { verify: true })
  return {
    name: `${name.replace(/(\.json)?(\.gz)?$/i, "")}.jsonl`,
    text: encodeLog(match.header, match.events),
    importedFrom: {
      format: "fumbbl",
      commands: match.commands,
      events: match.events.length,
      stopped: match.stopped === null ? null : `${match.stopped.reason} (command ${match.stopped.command})`,
      unchecked: match.stretches.length,
      warnings: match.warnings
    }
  }
}

/** Reads an opened file's bytes into a log's text: unzipped, and converted if it is a FUMBBL replay. */
export const readLogBytes = async (name: string, bytes: Uint8Array): Promise<LogText> => asLogText(name, await unzipText(bytes))

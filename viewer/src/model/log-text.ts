import { encodeImported, FfbTooLargeError, importReplayText, isGzip, looksLikeFfbReplay, MAX_REPLAY_JSON_BYTES } from "../../../packages/fumbbl/src/browser.js"

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

/**
 * A file's bytes as text, gunzipped first when they are gzip (FUMBBL serves replays as .gz). The
 * inflated bytes are counted as they stream out, and the stream cancelled once they pass
 * `maxBytes` (256 MB; real replays inflate to a few MB): a gzip bomb is refused, with the limit
 * named, in memory bounded by that limit.
 */
export const unzipText = async (bytes: Uint8Array, maxBytes: number = MAX_REPLAY_JSON_BYTES): Promise<string> => {
  if (!isGzip(bytes)) return new TextDecoder().decode(bytes)
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream("gzip")).getReader()
  const decoder = new TextDecoder()
  const parts: Array<string> = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel()
      throw new FfbTooLargeError(maxBytes, "the viewer opens no larger file (its limit is unzipText's maxBytes); the sidelines command imports it with SIDELINES_MAX_REPLAY_MB raised")
    }
    parts.push(decoder.decode(value, { stream: true }))
  }
  parts.push(decoder.decode())
  return parts.join("")
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
    text: encodeImported(match),
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

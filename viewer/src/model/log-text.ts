import { encodeImported, FfbTooLargeError, importReplayText, isGzip, looksLikeFfbReplay, MAX_REPLAY_JSON_BYTES } from "../../../packages/fumbbl/src/browser.js"
import {
  Bb3ImportError,
  Bb3TooLargeError,
  checkedShare,
  decodeBase64,
  encodeImported as encodeBb3,
  importReplayXml,
  isZlibHeader,
  looksLikeBbr,
  MAX_REPLAY_XML_BYTES
} from "../../../packages/bb3/src/browser.js"

/** What an opened file holds once read: a sidelines/1 log's text, converted first if it was another program's replay. */
export interface LogText {
  /** The name to show and save it under (an imported replay becomes `<name>.jsonl`). */
  readonly name: string
  readonly text: string
  /** Set when the file was a FUMBBL (FFB) or Blood Bowl 3 replay, converted by its importer. */
  readonly importedFrom: ImportNote | null
}

export interface ImportNote {
  readonly format: "fumbbl" | "bb3"
  /** What the importer read: FFB's commands, or BB3's steps. */
  readonly commands: number
  readonly events: number
  /** Where the first stretch the importer could not convert or check starts, if any. */
  readonly stopped: string | null
  /** Stretches taken on trust from FFB's record (UncheckedStretch events); the log still covers the whole match. */
  readonly unchecked: number
  readonly warnings: ReadonlyArray<string>
  /** A BB3 replay: the share of its results (rolls and decisions) the rules check (docs/import-bb3.md). */
  readonly checkedShare?: number
}

/**
 * A file's bytes as text, gunzipped first when they are gzip (FUMBBL serves replays as .gz). The
 * inflated bytes are counted as they stream out, and the stream cancelled once they pass
 * `maxBytes` (256 MB; real replays inflate to a few MB): a gzip bomb is refused, with the limit
 * named, in memory bounded by that limit.
 */
export const unzipText = async (bytes: Uint8Array, maxBytes: number = MAX_REPLAY_JSON_BYTES): Promise<string> =>
  isGzip(bytes)
    ? inflateText(bytes, "gzip", maxBytes, () => new FfbTooLargeError(maxBytes, "the viewer opens no larger file (its limit is unzipText's maxBytes); the sidelines command imports it with SIDELINES_MAX_REPLAY_MB raised"))
    : new TextDecoder().decode(bytes)

/** Inflates `bytes` as they stream out, cancelling once they pass `maxBytes` (then `tooLarge` is thrown). */
const inflateText = async (bytes: Uint8Array, format: "gzip" | "deflate", maxBytes: number, tooLarge: () => Error): Promise<string> => {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream(format)).getReader()
  const decoder = new TextDecoder()
  const parts: Array<string> = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel()
      throw tooLarge()
    }
    parts.push(decoder.decode(value, { stream: true }))
  }
  parts.push(decoder.decode())
  return parts.join("")
}

/** Whether a file's first bytes are a Blood Bowl 3 replay's: base64 text of zlib data. */
export const isBbr = (bytes: Uint8Array): boolean => looksLikeBbr(new TextDecoder("latin1").decode(bytes.subarray(0, 64)))

/**
 * A .bbr file's bytes to its XML: base64-decoded, then inflated (zlib is the Compression Streams'
 * "deflate"), counted to `maxBytes` (256 MB; real replays inflate to 7–12 MB) so a zlib bomb is
 * refused in bounded memory, as the CLI's inflateBbr refuses it.
 */
export const inflateBbrText = async (bytes: Uint8Array, maxBytes: number = MAX_REPLAY_XML_BYTES): Promise<string> => {
  const zipped = decodeBase64(new TextDecoder("latin1").decode(bytes))
  if (zipped.length < 2 || !isZlibHeader(zipped[0]!, zipped[1]!)) throw new Bb3ImportError("the base64 text does not decode to zlib data: this is not a Blood Bowl 3 replay")
  try {
    return await inflateText(zipped, "deflate", maxBytes, () => new Bb3TooLargeError(maxBytes, "the sidelines command imports it with SIDELINES_MAX_REPLAY_MB raised"))
  } catch (error) {
    if (error instanceof Bb3ImportError) throw error
    throw new Bb3ImportError(`the replay's zlib data cannot be inflated: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** A Blood Bowl 3 replay's XML as a sidelines/1 log, checked by the rules as the CLI imports it. */
export const bbrLogText = (name: string, xml: string, onProgress?: ImportProgress): LogText => {
  const match = importReplayXml(xml, { verify: true, onProgress })
  const first = match.stretches.find((stretch) => !/^the (pre-game|set-up|end of the match)/u.test(stretch.reason)) ?? null
  return {
    name: `${name.replace(/\.bbr$/i, "")}.jsonl`,
    text: encodeBb3(match),
    importedFrom: {
      format: "bb3",
      commands: match.steps,
      events: match.events.length,
      stopped: first === null ? null : `${first.reason} (${first.source})`,
      unchecked: match.stretches.length,
      warnings: match.warnings,
      checkedShare: checkedShare(match).share
    }
  }
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

/** How far an importer has got converting a replay (`done` of `total` team turns). */
export type ImportProgress = (done: number, total: number) => void

/**
 * Reads an opened file's bytes into a log's text: unzipped, and converted if it is a FUMBBL or a
 * Blood Bowl 3 replay (the BB3 import, which takes the longest, reports its team turns as it goes).
 */
export const readLogBytes = async (name: string, bytes: Uint8Array, onImport?: ImportProgress): Promise<LogText> =>
  isBbr(bytes) ? bbrLogText(name, await inflateBbrText(bytes), onImport) : asLogText(name, await unzipText(bytes))

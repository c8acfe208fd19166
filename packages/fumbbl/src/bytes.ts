import { gunzipSync } from "node:zlib"
import { importReplay, type ImportedMatch, type ImportOptions } from "./import.js"
import { FfbImportError, type FfbReplay, isGzip, parseReplayText } from "./replay.js"

// Node only (zlib): the CLI reads replay files as bytes. A browser unzips with its own
// DecompressionStream and calls parseReplayText / importReplayText.

/** Reads a replay file's bytes: gunzips them when they are gzip (`.gz`), then parses the JSON. */
export const parseReplay = (bytes: Uint8Array): FfbReplay => {
  let text: string
  try {
    text = (isGzip(bytes) ? gunzipSync(bytes) : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).toString("utf8")
  } catch (cause) {
    throw new FfbImportError(`the file is not a readable gzip archive: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
  return parseReplayText(text)
}

/** Reads a replay file's bytes (gzip or plain JSON) and imports it. */
export const importReplayBytes = (bytes: Uint8Array, options: ImportOptions = {}): ImportedMatch => importReplay(parseReplay(bytes), options)

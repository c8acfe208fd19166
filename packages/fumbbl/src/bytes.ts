import { gunzipSync } from "node:zlib"
import { importReplay, type ImportedMatch, type ImportOptions } from "./import.js"
import { FfbTooLargeError, MAX_REPLAY_JSON_BYTES } from "./inflate-limit.js"
import { FfbImportError, type FfbReplay, isGzip, parseReplayText } from "./replay.js"

// Node only (zlib): the CLI reads replay files as bytes. A browser unzips with its own
// DecompressionStream and calls parseReplayText / importReplayText.

/** The environment variable that raises (or lowers) the inflate limit, in MB. */
export const MAX_REPLAY_MB_ENV = "SIDELINES_MAX_REPLAY_MB"

export interface ReadReplayOptions {
  /** The most JSON a gzipped replay may inflate to, in bytes; default $SIDELINES_MAX_REPLAY_MB MB, else 256 MB. */
  readonly maxJsonBytes?: number
}

const limitOf = (options: ReadReplayOptions): number => {
  if (options.maxJsonBytes !== undefined) return options.maxJsonBytes
  const fromEnv = Number(process.env[MAX_REPLAY_MB_ENV])
  return process.env[MAX_REPLAY_MB_ENV] !== undefined && Number.isFinite(fromEnv) && fromEnv > 0 ? Math.floor(fromEnv * 1024 * 1024) : MAX_REPLAY_JSON_BYTES
}

/**
 * Reads a replay file's bytes: gunzips them when they are gzip (`.gz`), then parses the JSON.
 * zlib inflates chunk by chunk and stops once the output passes `maxOutputLength`, so a gzip
 * bomb costs at most the limit in memory, never what it would inflate to.
 */
export const parseReplay = (bytes: Uint8Array, options: ReadReplayOptions = {}): FfbReplay => {
  const limit = limitOf(options)
  let text: string
  try {
    text = (isGzip(bytes) ? gunzipSync(bytes, { maxOutputLength: limit }) : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).toString("utf8")
  } catch (cause) {
    if (cause instanceof RangeError && (cause as { code?: unknown }).code === "ERR_BUFFER_TOO_LARGE") {
      throw new FfbTooLargeError(limit, `raise the limit with ${MAX_REPLAY_MB_ENV}=<megabytes>`)
    }
    throw new FfbImportError(`the file is not a readable gzip archive: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
  return parseReplayText(text)
}

/** Reads a replay file's bytes (gzip or plain JSON) and imports it. */
export const importReplayBytes = (bytes: Uint8Array, options: ReadReplayOptions & ImportOptions = {}): ImportedMatch => importReplay(parseReplay(bytes, options), options)

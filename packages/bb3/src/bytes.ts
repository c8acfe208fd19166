import { inflateSync } from "node:zlib"
import { decodeBase64, isZlibHeader } from "./container.js"
import { Bb3ImportError } from "./import-error.js"
import { Bb3TooLargeError, MAX_REPLAY_XML_BYTES } from "./inflate-limit.js"

// Node only (zlib): the CLI reads .bbr files as bytes. A browser inflates with its own
// DecompressionStream("deflate") and calls the text entry points.

/** The environment variable that moves the inflate limit, in MB (shared with the FUMBBL importer). */
export const MAX_REPLAY_MB_ENV = "SIDELINES_MAX_REPLAY_MB"

export interface InflateOptions {
  /** The most XML a replay may inflate to, in bytes; default $SIDELINES_MAX_REPLAY_MB MB, else 256 MB. */
  readonly maxXmlBytes?: number
}

const limitOf = (options: InflateOptions): number => {
  if (options.maxXmlBytes !== undefined) return options.maxXmlBytes
  const fromEnv = Number(process.env[MAX_REPLAY_MB_ENV])
  return process.env[MAX_REPLAY_MB_ENV] !== undefined && Number.isFinite(fromEnv) && fromEnv > 0 ? Math.floor(fromEnv * 1024 * 1024) : MAX_REPLAY_XML_BYTES
}

/**
 * A .bbr file's bytes to its XML text: base64-decodes, then inflates with zlib, which works chunk
 * by chunk and stops once the output passes `maxOutputLength`, so a zlib bomb costs at most the
 * limit in memory. A file that is already XML (a replay someone inflated) is read as it is.
 */
export const inflateBbr = (bytes: Uint8Array, options: InflateOptions = {}): string => {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1")
  if (text.trimStart().startsWith("<")) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8")
  const zipped = decodeBase64(text)
  if (zipped.length < 2 || !isZlibHeader(zipped[0]!, zipped[1]!)) throw new Bb3ImportError("the base64 text does not decode to zlib data: this is not a Blood Bowl 3 replay")
  const limit = limitOf(options)
  try {
    return inflateSync(zipped, { maxOutputLength: limit }).toString("utf8")
  } catch (cause) {
    if (cause instanceof RangeError && (cause as { code?: unknown }).code === "ERR_BUFFER_TOO_LARGE") {
      throw new Bb3TooLargeError(limit, `raise the limit with ${MAX_REPLAY_MB_ENV}=<megabytes>`)
    }
    throw new Bb3ImportError(`the replay's zlib data cannot be inflated: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
}

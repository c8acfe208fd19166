import { FfbImportError } from "./import-error.js"

/**
 * How much JSON a gzipped replay may inflate to before it is refused: 256 MiB. Real replays
 * inflate to a few MB (the shared ones to about 4 MB), so only a gzip bomb — a small file that
 * inflates to gigabytes — meets it. Both unzippers (bytes.ts with Node's zlib, the viewer with
 * DecompressionStream) stop at the limit as they inflate, so memory stays bounded by it.
 */
export const MAX_REPLAY_JSON_BYTES = 256 * 1024 * 1024

/** A replay that inflates past the limit: refused (exit 2), naming the limit and how to raise it. */
export class FfbTooLargeError extends FfbImportError {
  constructor(
    readonly limit: number,
    /** How the reader of the message raises the limit where they are (an option, an environment variable). */
    raise: string
  ) {
    super(`the replay inflates to more than ${megabytes(limit)} of JSON, the limit (real replays inflate to a few MB), so it is refused as a likely gzip bomb; ${raise}`)
  }
}

const megabytes = (bytes: number): string => `${Number((bytes / (1024 * 1024)).toFixed(2))} MB`

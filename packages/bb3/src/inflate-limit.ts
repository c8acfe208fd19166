import { Bb3ImportError } from "./import-error.js"

/**
 * How much XML a replay may inflate to before it is refused: 256 MiB. Real BB3 replays inflate
 * to about 7–12 MB; only a zlib bomb meets the limit. The inflater stops as it passes it, so
 * memory stays bounded by the limit, never by what the data would inflate to.
 */
export const MAX_REPLAY_XML_BYTES = 256 * 1024 * 1024

export class Bb3TooLargeError extends Bb3ImportError {
  constructor(readonly limit: number, raise: string) {
    super(`the replay inflates to more than ${Number((limit / (1024 * 1024)).toFixed(2))} MB of XML, the limit (real replays inflate to about 10 MB), so it is refused as a likely zlib bomb; ${raise}`)
  }
}

import { createReadStream } from "node:fs"
import { Data, Effect } from "effect"
import { readLogChunks, type DecodedLog } from "@sidelines/schema"
import { decodeLimitsFromEnv } from "./limits-env.js"
import { ioReason } from "./io-reason.js"

/** The log file (or stdin) could not be read at all, as opposed to being read and found invalid. */
export class LogReadError extends Data.TaggedError("LogReadError")<{ readonly file: string; readonly reason: string }> {
  override get message() {
    return `cannot read ${this.file}: ${this.reason}`
  }
}

/** How a path is shown in messages: "-" reads standard input. */
export const displayName = (path: string) => (path === "-" ? "<stdin>" : path)

/** The whole decoded log: header, events, errors and the valid prefix. */
export const readLog = (path: string, maxErrors?: number): Effect.Effect<DecodedLog, LogReadError> =>
  // One chunk's lines at a time: as fast as decoding in memory, and the file is never held whole.
  Effect.flatMap(Effect.sync(decodeLimitsFromEnv), (limits) =>
    Effect.tryPromise({
      try: () => readLogChunks(path === "-" ? process.stdin.setEncoding("utf8") : createReadStream(path, { encoding: "utf8" }), { limits, ...(maxErrors === undefined ? {} : { maxErrors }) }),
      catch: (cause) => new LogReadError({ file: displayName(path), reason: ioReason(cause) })
    }))

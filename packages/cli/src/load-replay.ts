import { Effect } from "effect"
import { Replay, type Unsupported } from "@sidelines/engine"
import type { DecodedLog } from "@sidelines/schema"
import { readLog, type LogReadError } from "./read-log.js"

export interface LoadedMatch {
  readonly log: DecodedLog
  /** The folded valid prefix of the log; null without a valid header or for a variant the engine lacks. */
  readonly replay: Replay | null
  readonly unsupported: Unsupported | null
}

/** Reads a log and folds its valid prefix once. */
export const loadReplay = (path: string, trustClaims: boolean): Effect.Effect<LoadedMatch, LogReadError> =>
  Effect.map(readLog(path), (log) => {
    if (log.header === undefined) return { log, replay: null, unsupported: null }
    const built = Replay.build(log.header, log.events.slice(0, log.validPrefix), { trustClaims })
    return built._tag === "Success"
      ? { log, replay: built.success, unsupported: null }
      : { log, replay: null, unsupported: built.failure }
  })

/**
 * Exit 1 when the log is invalid, the rules reject an event, the engine cannot fold it, or a
 * claim disagrees with the rules. With --trust-claims, disputes are expected (imported logs)
 * and only reported.
 */
export const matchIsClean = (loaded: LoadedMatch, trustClaims: boolean): boolean =>
  loaded.log.errors.length === 0 && loaded.replay !== null && loaded.replay.violation === null &&
  (trustClaims || loaded.replay.disputes.length === 0)

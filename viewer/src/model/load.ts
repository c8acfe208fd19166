import { Replay, type Unsupported } from "@sidelines/engine"
import { decodeLogText, type DecodedLog, type LogError } from "@sidelines/schema"

/** A log opened in the viewer: what decoded, and its replay (of the valid prefix). */
export interface LoadedLog {
  readonly name: string
  readonly log: DecodedLog
  readonly replay: Replay | null
  /** Why there is no replay: no valid header, or a variant the engine cannot fold yet. */
  readonly problem: string | null
}

/** Decodes a log's text and folds its valid part once. Never throws: problems are reported. */
export const openLog = (name: string, text: string): LoadedLog => {
  const log = decodeLogText(text)
  if (log.header === undefined) return { name, log, replay: null, problem: "the log has no valid MatchStarted header" }
  const built = Replay.build(log.header, log.events.slice(0, log.validPrefix))
  return built._tag === "Success"
    ? { name, log, replay: built.success, problem: null }
    : { name, log, replay: null, problem: (built.failure as Unsupported).message }
}

/** Fetches and opens a log by URL. */
export const fetchLog = async (url: string): Promise<LoadedLog> => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`could not load ${url}: ${response.status} ${response.statusText}`)
  return openLog(url.split("/").pop() ?? url, await response.text())
}

export const errorLine = (error: LogError): string => `line ${error.line}:${error.column}: ${error.path === "" ? "" : `${error.path}: `}${error.message}`

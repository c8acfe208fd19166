import { Replay, type Unsupported } from "@sidelines/engine"
import type { DecodedLog, LogError } from "@sidelines/schema"
import { decodeInSlices } from "./decode-slices.js"
import type { DecodeReply } from "./decode.worker.js"

/** A log opened in the viewer: what decoded, and its replay (of the valid prefix). */
export interface LoadedLog {
  readonly name: string
  readonly log: DecodedLog
  readonly replay: Replay | null
  /** Why there is no replay: no valid header, or a variant the engine cannot fold yet. */
  readonly problem: string | null
  /** Where the text was decoded: in a Web Worker, or on the page when workers are unavailable. */
  readonly decodedIn: "worker" | "page"
}

/** Reports how much of a log's text has been decoded. */
export type Progress = (done: number, total: number) => void

/** Folds a decoded log's valid part once. Never throws: problems are reported. */
export const foldLog = (name: string, log: DecodedLog, decodedIn: LoadedLog["decodedIn"] = "page"): LoadedLog => {
  if (log.header === undefined) return { name, log, replay: null, problem: "the log has no valid MatchStarted header", decodedIn }
  const built = Replay.build(log.header, log.events.slice(0, log.validPrefix))
  return built._tag === "Success"
    ? { name, log, replay: built.success, problem: null, decodedIn }
    : { name, log, replay: null, problem: (built.failure as Unsupported).message, decodedIn }
}

/**
 * Decodes a log's text in a Web Worker with progress, then folds it here: the replay keeps its
 * states with shared structure, which a copy back from a worker would lose. Where workers are
 * unavailable (or fail to start) the text is decoded on the page, still with progress.
 */
export const decodeLog = (text: string, progress: Progress = () => {}): Promise<{ log: DecodedLog; decodedIn: LoadedLog["decodedIn"] }> => {
  const onPage = async () => ({ log: await decodeInSlices(text, progress), decodedIn: "page" as const })
  if (typeof Worker === "undefined") return onPage()
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./decode.worker.ts", import.meta.url), { type: "module" })
    const fallBack = () => {
      worker.terminate()
      resolve(onPage())
    }
    worker.onerror = fallBack
    worker.onmessage = (message: MessageEvent<DecodeReply>) => {
      const reply = message.data
      if (reply.type === "progress") return progress(reply.done, reply.total)
      worker.terminate()
      if (reply.type === "done") resolve({ log: reply.log, decodedIn: "worker" })
      else fallBack()
    }
    worker.postMessage({ text })
  })
}

/** Opens a log's text off the main thread where possible. */
export const openLogText = async (name: string, text: string, progress?: Progress): Promise<LoadedLog> => {
  const { log, decodedIn } = await decodeLog(text, progress)
  return foldLog(name, log, decodedIn)
}

/** Fetches and opens a log by URL. */
export const fetchLog = async (url: string, progress?: Progress): Promise<LoadedLog> => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`could not load ${url}: ${response.status} ${response.statusText}`)
  return openLogText(url.split("/").pop() ?? url, await response.text(), progress)
}

export const errorLine = (error: LogError): string => `line ${error.line}:${error.column}: ${error.path === "" ? "" : `${error.path}: `}${error.message}`

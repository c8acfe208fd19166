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

/**
 * Reports how far opening a log has got: first decoding (`done` of `total` characters of its
 * text), then folding (`done` of `total` events).
 */
export type Progress = (done: number, total: number, phase: "decode" | "fold") => void

/** How many events are folded between two progress reports (and two chances for the page to paint). */
export const FOLD_SLICE = 1000

/** Lets the page paint and handle input before the next slice. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Folds a decoded log's valid part once, a slice of events at a time, reporting after each. It
 * folds here rather than in the worker: a replay copied back from a worker costs the page more
 * to receive than to fold (BENCHMARKS.md, engine section). Never throws: problems are reported.
 */
export const foldLog = async (name: string, log: DecodedLog, decodedIn: LoadedLog["decodedIn"] = "page", progress: Progress = () => {}): Promise<LoadedLog> => {
  if (log.header === undefined) return { name, log, replay: null, problem: "the log has no valid MatchStarted header", decodedIn }
  const builder = Replay.builder(log.header)
  if (builder._tag === "Failure") return { name, log, replay: null, problem: (builder.failure as Unsupported).message, decodedIn }
  const events = log.events.slice(0, log.validPrefix)
  for (let at = 0; at < events.length; at += FOLD_SLICE) {
    if (at > 0) await nextTask()
    const going = builder.success.add(events.slice(at, at + FOLD_SLICE))
    // Once the rules reject an event the rest is not folded: the work is done.
    progress(going ? Math.min(at + FOLD_SLICE, events.length) : events.length, events.length, "fold")
    if (!going) break
  }
  return { name, log, replay: builder.success.finish(), problem: null, decodedIn }
}

/**
 * Decodes a log's text in a Web Worker with progress. Where workers are unavailable (or fail to
 * start) the text is decoded on the page, still with progress.
 */
export const decodeLog = (text: string, progress: Progress = () => {}): Promise<{ log: DecodedLog; decodedIn: LoadedLog["decodedIn"] }> => {
  const onPage = async () => ({ log: await decodeInSlices(text, (done, total) => progress(done, total, "decode")), decodedIn: "page" as const })
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
      if (reply.type === "progress") return progress(reply.done, reply.total, "decode")
      worker.terminate()
      if (reply.type === "done") resolve({ log: reply.log, decodedIn: "worker" })
      else fallBack()
    }
    worker.postMessage({ text })
  })
}

/** Opens a log: decoded off the main thread where possible, then folded in slices. */
export const openLogText = async (name: string, text: string, progress?: Progress): Promise<LoadedLog> => {
  const { log, decodedIn } = await decodeLog(text, progress)
  return foldLog(name, log, decodedIn, progress)
}

/** Fetches and opens a log by URL. */
export const fetchLog = async (url: string, progress?: Progress): Promise<LoadedLog> => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`could not load ${url}: ${response.status} ${response.statusText}`)
  return openLogText(url.split("/").pop() ?? url, await response.text(), progress)
}

export const errorLine = (error: LogError): string => `line ${error.line}:${error.column}: ${error.path === "" ? "" : `${error.path}: `}${error.message}`

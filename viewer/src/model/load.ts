import { Replay, type Unsupported } from "@sidelines/engine"
import { decodeLogText, type DecodedLog, type LogError } from "@sidelines/schema"
import { FfbImportError } from "../../../packages/fumbbl/src/replay.js"
import { decodeInSlices } from "./decode-slices.js"
import type { DecodeReply, DecodeRequest } from "./decode.worker.js"
import { readLogBytes, type ImportNote, type LogText } from "./log-text.js"

/** A log opened in the viewer: what decoded, and its replay (of the valid prefix). */
export interface LoadedLog {
  readonly name: string
  readonly log: DecodedLog
  readonly replay: Replay | null
  /** Why there is no replay: no valid header, or a variant the engine cannot fold yet. */
  readonly problem: string | null
  /** Where the text was decoded: in a Web Worker, or on the page when workers are unavailable. */
  readonly decodedIn: "worker" | "page"
  /** The log's text (for a converted replay, the converted log): what the library saves. */
  readonly text: string
  /** Set when the file was another program's replay, converted on opening. */
  readonly importedFrom: ImportNote | null
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
export const foldLog = async (file: LogText, log: DecodedLog, decodedIn: LoadedLog["decodedIn"] = "page", progress: Progress = () => {}): Promise<LoadedLog> => {
  const opened = { name: file.name, log, decodedIn, text: file.text, importedFrom: file.importedFrom }
  if (log.header === undefined) return { ...opened, replay: null, problem: "the log has no valid MatchStarted header" }
  const builder = Replay.builder(log.header)
  if (builder._tag === "Failure") return { ...opened, replay: null, problem: (builder.failure as Unsupported).message }
  const events = log.events.slice(0, log.validPrefix)
  for (let at = 0; at < events.length; at += FOLD_SLICE) {
    if (at > 0) await nextTask()
    const going = builder.success.add(events.slice(at, at + FOLD_SLICE))
    // Once the rules reject an event the rest is not folded: the work is done.
    progress(going ? Math.min(at + FOLD_SLICE, events.length) : events.length, events.length, "fold")
    if (!going) break
  }
  return { ...opened, replay: builder.success.finish(), problem: null }
}

type Decoded = { log: DecodedLog; decodedIn: LoadedLog["decodedIn"]; file: LogText }

/**
 * Decodes a log in a Web Worker with progress: its text, or a file's bytes (unzipped, and run
 * through the FUMBBL importer when they are an FFB replay). Where workers are unavailable (or
 * fail to start) the same is done on the page, still with progress. A replay the importer
 * refuses rejects with its FfbImportError.
 */
export const decodeLog = (request: DecodeRequest, progress: Progress = () => {}): Promise<Decoded> => {
  const onPage = async (): Promise<Decoded> => {
    const file = "bytes" in request ? await readLogBytes(request.name, request.bytes) : { name: "", text: request.text, importedFrom: null }
    return { log: await decodeInSlices(file.text, (done, total) => progress(done, total, "decode")), decodedIn: "page", file }
  }
  if (typeof Worker === "undefined") return onPage()
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./decode.worker.ts", import.meta.url), { type: "module" })
    const fallBack = () => {
      worker.terminate()
      onPage().then(resolve, reject)
    }
    worker.onerror = fallBack
    worker.onmessage = (message: MessageEvent<DecodeReply>) => {
      const reply = message.data
      if (reply.type === "progress") return progress(reply.done, reply.total, "decode")
      worker.terminate()
      if (reply.type === "done") resolve({ log: reply.log, decodedIn: "worker", file: reply.file ?? { name: "", text: (request as { text: string }).text, importedFrom: null } })
      else if (reply.type === "refused") reject(new FfbImportError(reply.message))
      else fallBack()
    }
    worker.postMessage(request)
  })
}

/** Opens a log: decoded off the main thread where possible, then folded in slices. */
export const openLogText = async (name: string, text: string, progress?: Progress): Promise<LoadedLog> => {
  const { log, decodedIn } = await decodeLog({ text }, progress)
  return foldLog({ name, text, importedFrom: null }, log, decodedIn, progress)
}

/**
 * Opens a file's bytes: a sidelines/1 log (plain or gzipped) or a FUMBBL replay (.gz or .json),
 * converted by the importer in the worker. A replay the importer refuses opens as an empty log
 * whose problem names why; nothing is thrown.
 */
export const openLogBytes = async (name: string, bytes: Uint8Array, progress?: Progress): Promise<LoadedLog> => {
  try {
    const { log, decodedIn, file } = await decodeLog({ name, bytes }, progress)
    return foldLog({ ...file, name: file.name === "" ? name : file.name }, log, decodedIn, progress)
  } catch (error) {
    if (!(error instanceof FfbImportError)) throw error
    return { name, log: decodeLogText(""), replay: null, problem: `not imported: ${error.message}`, decodedIn: "page", text: "", importedFrom: null }
  }
}

/** Fetches and opens a log by URL. */
export const fetchLog = async (url: string, progress?: Progress): Promise<LoadedLog> => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`could not load ${url}: ${response.status} ${response.statusText}`)
  return openLogBytes(decodeURIComponent(url.split("/").pop() ?? url), new Uint8Array(await response.arrayBuffer()), progress)
}

export const errorLine = (error: LogError): string => `line ${error.line}:${error.column}: ${error.path === "" ? "" : `${error.path}: `}${error.message}`

import { Replay } from "@sidelines/engine"
import { decodeLogText, type DecodedLog, type LogError } from "@sidelines/schema"
import { FfbImportError } from "../../../packages/fumbbl/src/browser.js"
import { decodeInSlices } from "./decode-slices.js"
import { foldInSlices } from "./fold-slices.js"
import { readLogBytes, type ImportNote, type LogText } from "./log-text.js"
import type { Folded, OpenReply, OpenRequest } from "./open.worker.js"

export { FOLD_SLICE } from "./fold-slices.js"

/** A log opened in the viewer: what decoded, and its replay (of the valid prefix). */
export interface LoadedLog {
  readonly name: string
  readonly log: DecodedLog
  readonly replay: Replay | null
  /** Why there is no replay: no valid header, or a variant the engine cannot fold yet. */
  readonly problem: string | null
  /** Where the text was decoded: in a Web Worker, or on the page when workers are unavailable. */
  readonly decodedIn: "worker" | "page"
  /** Where the events were folded: in the Web Worker that decoded them, or on the page when workers are unavailable. */
  readonly foldedIn: "worker" | "page"
  /** The log's text (for a converted replay, the converted log): what the library saves. */
  readonly text: string
  /** Set when the file was another program's replay, converted on opening. */
  readonly importedFrom: ImportNote | null
}

/**
 * Reports how far opening a log has got: first decoding (`done` of `total` characters of its
 * text), then folding (`done` of `total` events); `thread` says where the work ran.
 */
export type Progress = (done: number, total: number, phase: "decode" | "fold", thread: "worker" | "page") => void

/** Lets the page paint and handle input before the next slice. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Folds a decoded log's valid part on the page, a slice of events at a time, letting the page
 * paint between slices and reporting after each. Only for where Web Workers are unavailable
 * (openLog folds in the worker). Never throws: problems are reported.
 */
export const foldLog = async (file: LogText, log: DecodedLog, decodedIn: LoadedLog["decodedIn"] = "page", progress: Progress = () => {}): Promise<LoadedLog> => {
  const folded = await foldInSlices(log, (done, total) => progress(done, total, "fold", "page"), nextTask)
  return { name: file.name, log, decodedIn, foldedIn: "page", text: file.text, importedFrom: file.importedFrom, ...folded }
}

/** The replay the worker folded, rebuilt on the page from its data (Replay.restore), without folding again. */
const restored = (file: LogText, log: DecodedLog, folded: Exclude<Folded, { onPage: true }>): LoadedLog => {
  const opened = { name: file.name, log, decodedIn: "worker", foldedIn: "worker", text: file.text, importedFrom: file.importedFrom } as const
  if ("problem" in folded) return { ...opened, replay: null, problem: folded.problem }
  const replay = Replay.restore(log.header!, folded.replay)
  return replay._tag === "Failure" ? { ...opened, replay: null, problem: replay.failure.message } : { ...opened, replay: replay.success, problem: null }
}

/** Everything on the page: read, decode and fold, each with progress. */
const openOnPage = async (request: OpenRequest, progress: Progress): Promise<LoadedLog> => {
  const file = "bytes" in request ? await readLogBytes(request.name, request.bytes) : { name: "", text: request.text, importedFrom: null }
  const log = await decodeInSlices(file.text, (done, total) => progress(done, total, "decode", "page"))
  return foldLog(file, log, "page", progress)
}

/**
 * Opens a log in a Web Worker, which decodes and folds it with progress and sends back the log and
 * the replay's data in one message; the page only rebuilds the replay around it. The request is
 * its text, or a file's bytes (unzipped, and run through the FUMBBL importer when they are an FFB
 * replay). The page decodes and folds itself only where Web Workers are unavailable: no Worker
 * constructor, or the worker cannot start (its script refused or failing to load). A replay the
 * importer refuses rejects with its FfbImportError; anything else failing in the worker rejects.
 */
export const openLog = (request: OpenRequest, progress: Progress = () => {}): Promise<LoadedLog> => {
  if (typeof Worker === "undefined") return openOnPage(request, progress)
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./open.worker.ts", import.meta.url), { type: "module" })
    worker.onerror = () => {
      worker.terminate()
      openOnPage(request, progress).then(resolve, reject)
    }
    worker.onmessage = (message: MessageEvent<OpenReply>) => {
      const reply = message.data
      if (reply.type === "progress") return progress(reply.done, reply.total, reply.phase, "worker")
      worker.terminate()
      if (reply.type === "refused") return reject(new FfbImportError(reply.message))
      if (reply.type === "failed") return reject(new Error(reply.message))
      const file = reply.file ?? { name: "", text: (request as { text: string }).text, importedFrom: null }
      // Asked to decode only (the benchmark's old way): the page folds, as before.
      if ("onPage" in reply.folded) return void foldLog(file, reply.log, "worker", progress).then(resolve, reject)
      resolve(restored(file, reply.log, reply.folded))
    }
    worker.postMessage(request)
  })
}

/** Opens a log's text: decoded and folded off the main thread where possible. */
export const openLogText = async (name: string, text: string, progress?: Progress): Promise<LoadedLog> => ({ ...(await openLog({ text }, progress)), name })

/**
 * Opens a file's bytes: a sidelines/1 log (plain or gzipped) or a FUMBBL replay (.gz or .json),
 * converted by the importer in the worker. A replay the importer refuses opens as an empty log
 * whose problem names why; nothing is thrown.
 */
export const openLogBytes = async (name: string, bytes: Uint8Array, progress?: Progress): Promise<LoadedLog> => {
  try {
    const opened = await openLog({ name, bytes }, progress)
    return { ...opened, name: opened.name === "" ? name : opened.name }
  } catch (error) {
    if (!(error instanceof FfbImportError)) throw error
    return { name, log: decodeLogText(""), replay: null, problem: `not imported: ${error.message}`, decodedIn: "page", foldedIn: "page", text: "", importedFrom: null }
  }
}

/** Fetches and opens a log by URL. */
export const fetchLog = async (url: string, progress?: Progress): Promise<LoadedLog> => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`could not load ${url}: ${response.status} ${response.statusText}`)
  return openLogBytes(decodeURIComponent(url.split("/").pop() ?? url), new Uint8Array(await response.arrayBuffer()), progress)
}

export const errorLine = (error: LogError): string => `line ${error.line}:${error.column}: ${error.path === "" ? "" : `${error.path}: `}${error.message}`

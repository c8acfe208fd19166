import { decodeLogText, type DecodedLog, type LogError, type LogItem } from "@sidelines/schema"
import type { Replay } from "@sidelines/engine"
import { Bb3ImportError } from "../../../packages/bb3/src/browser.js"
import { FfbImportError } from "../../../packages/fumbbl/src/browser.js"
import { decodeInSlices } from "./decode-slices.js"
import { LogFold, nextTask } from "./fold-slices.js"
import { readLogBytes, type ImportNote } from "./log-text.js"
import type { OpenReply, OpenRequest } from "./open.worker.js"

export { FOLD_BUDGET_MS } from "./fold-slices.js"

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
  /** How many slices (main-thread tasks) the fold took: the page painted and handled input between them. */
  readonly foldSlices: number
}

/**
 * Reports how far opening a log has got: decoding (`done` of `total` characters of its text,
 * where `thread` says) and, at the same time, folding on the page (`done` of the `total` events
 * decoded so far).
 */
export type Progress = (done: number, total: number, phase: "decode" | "fold", thread: "worker" | "page") => void

/** What the decoder hands the fold: a slice's items, its text when the page lacks it, and how far decoding is. */
interface Opening {
  readonly take: (items: ReadonlyArray<LogItem>, text: string, done: number, total: number) => void
  readonly finish: (file: { readonly name: string; readonly importedFrom: ImportNote | null } | null) => Promise<LoadedLog>
}

/**
 * The page's side of opening a log, wherever it is decoded: each slice's items are folded as they
 * come (LogFold), in short slices; the text is put back together from the slices when the page
 * did not send it (a file's bytes). Never throws: problems are reported in the result.
 */
const opening = (request: OpenRequest, decodedIn: LoadedLog["decodedIn"], progress: Progress): Opening => {
  const fold = new LogFold((done, total) => progress(done, total, "fold", "page"))
  const texts: Array<string> = []
  return {
    take: (items, text, done, total) => {
      progress(done, total, "decode", decodedIn)
      if (text !== "") texts.push(text)
      fold.add(items)
    },
    finish: async (file) => {
      const { folded, ...log } = await fold.end()
      // Each step that grows with the log gets a task of its own, and the first render one after
      // them: ending the fold copies the replay's arrays, joining a file's text copies the text.
      await nextTask()
      const text = "text" in request ? request.text : texts.join("")
      if (texts.length > 0) await nextTask()
      return { name: file?.name ?? "", log, decodedIn, text, importedFrom: file?.importedFrom ?? null, foldSlices: fold.slices, ...folded }
    }
  }
}

/** Everything on the page, for where Web Workers are unavailable: read, decode and fold, yielding between slices. */
const openOnPage = async (request: OpenRequest, progress: Progress): Promise<LoadedLog> => {
  const file = "bytes" in request ? await readLogBytes(request.name, request.bytes) : null
  const open = opening(file === null ? request : { text: file.text }, "page", progress)
  await decodeInSlices(file?.text ?? (request as { text: string }).text, async (items, _slice, done, total) => {
    open.take(items, "", done, total)
    await new Promise<void>((resolve) => setTimeout(resolve, 0))
  })
  return open.finish(file)
}

/**
 * Opens a log: a Web Worker reads and decodes it and posts each slice's decoded events as it goes;
 * the page folds them as they come, in short slices, so no main-thread task is long however long
 * the log, and no state is ever copied (principle 4 holds: every state is built and kept on the
 * page, and seeking is a lookup). The request is its text, or a file's bytes (unzipped, and run
 * through the FUMBBL importer when they are an FFB replay). The page decodes too only where Web
 * Workers are unavailable: no Worker constructor, or the worker cannot start (its script refused
 * or failing to load). A replay the importer refuses rejects with its FfbImportError; anything
 * else failing in the worker rejects.
 */
export const openLog = (request: OpenRequest, progress: Progress = () => {}): Promise<LoadedLog> => {
  if (typeof Worker === "undefined") return openOnPage(request, progress)
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./open.worker.ts", import.meta.url), { type: "module" })
    const open = opening(request, "worker", progress)
    let heard = false
    worker.onerror = () => {
      worker.terminate()
      // Only a worker that never started is replaced by the page; one that failed midway says so.
      if (!heard) openOnPage(request, progress).then(resolve, reject)
      else reject(new Error("the log's worker stopped"))
    }
    worker.onmessage = (message: MessageEvent<OpenReply>) => {
      heard = true
      const reply = message.data
      if (reply.type === "items") return open.take(reply.items, reply.text, reply.done, reply.total)
      worker.terminate()
      if (reply.type === "refused") return reject(new FfbImportError(reply.message))
      if (reply.type === "failed") return reject(new Error(reply.message))
      open.finish(reply.file).then(resolve, reject)
    }
    worker.postMessage(request)
  })
}

/** Opens a log's text: decoded and folded off the main thread where possible. */
export const openLogText = async (name: string, text: string, progress?: Progress): Promise<LoadedLog> => ({ ...(await openLog({ text }, progress)), name })

/**
 * Opens a file's bytes: a sidelines/1 log (plain or gzipped), a FUMBBL replay (.gz or .json) or a
 * Blood Bowl 3 replay (.bbr), converted by its importer in the worker. A replay the importer refuses opens as an empty log
 * whose problem names why; nothing is thrown.
 */
export const openLogBytes = async (name: string, bytes: Uint8Array, progress?: Progress): Promise<LoadedLog> => {
  try {
    const opened = await openLog({ name, bytes }, progress)
    return { ...opened, name: opened.name === "" ? name : opened.name }
  } catch (error) {
    if (!(error instanceof FfbImportError || error instanceof Bb3ImportError)) throw error
    return { name, log: decodeLogText(""), replay: null, problem: `not imported: ${error.message}`, decodedIn: "page", text: "", importedFrom: null, foldSlices: 0 }
  }
}

/**
 * Fetches and opens a log by URL, named `name` or else by the URL's last part (a bundled log's URL
 * carries the build's hash, "bb-orc-v-human-BxVSxggH.jsonl": its page passes the file's own name).
 */
export const fetchLog = async (url: string, progress?: Progress, name?: string): Promise<LoadedLog> => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`could not load ${url}: ${response.status} ${response.statusText}`)
  return openLogBytes(name ?? decodeURIComponent(url.split("/").pop() ?? url), new Uint8Array(await response.arrayBuffer()), progress)
}

export const errorLine = (error: LogError): string => `line ${error.line}:${error.column}: ${error.path === "" ? "" : `${error.path}: `}${error.message}`

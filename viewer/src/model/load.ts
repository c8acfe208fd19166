import { decodeLogText, type DecodedLog, type LogError, type LogItem } from "@sidelines/schema"
import type { Replay } from "@sidelines/engine"
import { Bb3ImportError } from "../../../packages/bb3/src/browser.js"
import { FfbImportError } from "../../../packages/fumbbl/src/browser.js"
import { decodeInSlices } from "./decode-slices.js"
import { LogFold } from "./fold-slices.js"
import { nextTask } from "./next-task.js"
import { unpackItems } from "./handover.js"
import { readLogBytes, type ImportNote } from "./log-text.js"
import { fetchBytes } from "./fetch-bytes.js"
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
  /**
   * What the page spent receiving the worker's decoded events, in ms: reading each message (its
   * structured clone is read when first touched) and parsing its events (handover.ts). 0 on the page.
   */
  readonly handoverMs: number
  /** The text's library key (text-id.ts), when the worker worked it out: a file's text is long and the page need not read it all again. */
  readonly textId: string | null
}

/**
 * Reports how far opening a log has got: for a replay, its import first (`done` of `total` team
 * turns converted); then decoding (`done` of `total` characters of its text, where `thread` says)
 * and, at the same time, folding on the page (`done` of the `total` events decoded so far).
 */
export type Progress = (done: number, total: number, phase: "import" | "decode" | "fold", thread: "worker" | "page") => void

/** What the decoder hands the fold: a slice's items, its text when the page lacks it, and how far decoding is. */
interface Opening {
  readonly take: (items: ReadonlyArray<LogItem>, text: string, done: number, total: number) => void
  /** Time spent receiving the worker's messages, added up for LoadedLog.handoverMs. */
  handoverMs: number
  readonly finish: (file: { readonly name: string; readonly importedFrom: ImportNote | null; readonly textId?: string } | null) => Promise<LoadedLog>
}

/**
 * The page's side of opening a log, wherever it is decoded: each slice's items are folded as they
 * come (LogFold), in short slices; the text is put back together from the slices when the page
 * did not send it (a file's bytes, a URL), the first time it is read: a library save or a link
 * reads it, an open from a URL may never. Never throws: problems are reported in the result.
 */
const opening = (request: OpenRequest, name: string, decodedIn: LoadedLog["decodedIn"], progress: Progress): Opening => {
  const fold = new LogFold((done, total) => progress(done, total, "fold", "page"))
  let texts: Array<string> | null = []
  let joined = "text" in request ? request.text : null
  const open: Opening = {
    handoverMs: 0,
    take: (items, text, done, total) => {
      progress(done, total, "decode", decodedIn)
      if (text !== "") texts!.push(text)
      fold.add(items)
    },
    finish: async (file) => {
      const { folded, ...log } = await fold.end()
      // The first render gets a task of its own, after ending the fold (which hands the replay its arrays).
      await nextTask()
      const loaded: LoadedLog = {
        name: file?.name || name,
        log,
        decodedIn,
        get text() {
          if (joined === null) {
            joined = texts!.join("")
            texts = null
          }
          return joined
        },
        importedFrom: file?.importedFrom ?? null,
        foldSlices: fold.slices,
        handoverMs: open.handoverMs,
        textId: file?.textId ?? null,
        ...folded
      }
      return loaded
    }
  }
  return open
}

/** Everything on the page, for where Web Workers are unavailable: read, decode and fold, yielding between slices. */
const openOnPage = async (request: OpenRequest, name: string, progress: Progress): Promise<LoadedLog> => {
  const bytes = "bytes" in request ? request.bytes : "url" in request ? await fetchBytes(request.url, request.shown) : null
  const file = bytes === null ? null : await readLogBytes(name, bytes, (done, total) => progress(done, total, "import", "page"))
  const open = opening(file === null ? request : { text: file.text }, name, "page", progress)
  await decodeInSlices(file?.text ?? (request as { text: string }).text, async (items, _slice, done, total) => {
    open.take(items, "", done, total)
    await new Promise<void>((resolve) => setTimeout(resolve, 0))
  })
  return open.finish(file)
}

/**
 * Opens a log: a Web Worker reads and decodes it and posts each slice's decoded events as it goes;
 * the page folds them as they come, in short slices, so no main-thread task is long however long
 * the log, and no state is ever copied (every state is built on the page and kept there, or, past
 * 20,000 events, one in four, the rest folded again from the nearest when read). The request is its text, a file's bytes (unzipped, and run
 * through the FUMBBL or BB3 importer when they are such a replay; they are handed to the worker,
 * so the caller must not read them afterwards) or a URL, fetched by the worker. The page decodes
 * too only where Web Workers are unavailable: no Worker constructor, or the worker cannot start
 * (its script refused or failing to load). A replay the importer refuses rejects with its
 * FfbImportError; anything else failing in the worker rejects.
 */
export const openLog = (request: OpenRequest, progress: Progress = () => {}, name = ""): Promise<LoadedLog> => {
  if (typeof Worker === "undefined") return openOnPage(request, name, progress)
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./open.worker.ts", import.meta.url), { type: "module" })
    const open = opening(request, name, "worker", progress)
    let heard = false
    worker.onerror = () => {
      worker.terminate()
      // Only a worker that never started is replaced by the page; one that failed midway says so.
      if (!heard) openOnPage(request, name, progress).then(resolve, reject)
      else reject(new Error("the log's worker stopped"))
    }
    worker.onmessage = (message: MessageEvent<OpenReply>) => {
      heard = true
      const t0 = performance.now()
      // Reading `data` is when the page deserializes the message.
      const reply = message.data
      if (reply.type === "ready") {
        if (!("bytes" in request)) return
        // The bytes go over, not a copy of them: the worker has started, so the page will not need
        // them. Bytes whose buffer cannot move (shared memory) are copied instead.
        try {
          return worker.postMessage(request, [request.bytes.buffer])
        } catch {
          return worker.postMessage(request)
        }
      }
      if (reply.type === "importing") return progress(reply.done, reply.total, "import", "worker")
      if (reply.type === "items") {
        const items = unpackItems(reply)
        open.handoverMs += performance.now() - t0
        return open.take(items, reply.text, reply.done, reply.total)
      }
      worker.terminate()
      if (reply.type === "refused") return reject(new FfbImportError(reply.message))
      if (reply.type === "failed") return reject(new Error(reply.message))
      open.finish(reply.file).then(resolve, reject)
    }
    // A text or a URL is sent at once, so the worker starts on it as soon as it runs; bytes wait for "ready".
    if (!("bytes" in request)) worker.postMessage(request)
  })
}

/** Opens a log's text: decoded and folded off the main thread where possible. */
export const openLogText = (name: string, text: string, progress?: Progress): Promise<LoadedLog> => openLog({ text }, progress, name)

/** A refused replay opens as an empty log whose problem names why. */
const refusedAsEmpty = (name: string) => (error: unknown): LoadedLog => {
  if (!(error instanceof FfbImportError || error instanceof Bb3ImportError)) throw error
  return { name, log: decodeLogText(""), replay: null, problem: `not imported: ${error.message}`, decodedIn: "page", text: "", importedFrom: null, foldSlices: 0, handoverMs: 0, textId: null }
}

/**
 * Opens a file's bytes: a sidelines/1 log (plain or gzipped), a FUMBBL replay (.gz or .json) or a
 * Blood Bowl 3 replay (.bbr), converted by its importer in the worker. The bytes are handed to the
 * worker: read them no more. A replay the importer refuses opens as an empty log whose problem
 * names why; nothing is thrown.
 */
export const openLogBytes = (name: string, bytes: Uint8Array, progress?: Progress): Promise<LoadedLog> =>
  openLog({ name, bytes }, progress, name).catch(refusedAsEmpty(name))

/**
 * Fetches and opens a log by URL (in the worker, so its bytes never load on the page), named
 * `name` or else by the URL's last part (a bundled log's URL carries the build's hash,
 * "bb-orc-v-human-BxVSxggH.jsonl": its page passes the file's own name).
 */
export const fetchLog = async (url: string, progress?: Progress, name?: string): Promise<LoadedLog> => {
  const named = name ?? decodeURIComponent(url.split("/").pop() ?? url)
  const absolute = new URL(url, typeof document === "undefined" ? undefined : document.baseURI).href
  return openLog({ name: named, url: absolute, shown: url }, progress, named).catch(refusedAsEmpty(named))
}

export const errorLine = (error: LogError): string => `line ${error.line}:${error.column}: ${error.path === "" ? "" : `${error.path}: `}${error.message}`

/// <reference lib="webworker" />
import type { LogItem } from "@sidelines/schema"
import { Bb3ImportError } from "../../../packages/bb3/src/browser.js"
import { FfbImportError } from "../../../packages/fumbbl/src/browser.js"
import { decodeInSlices } from "./decode-slices.js"
import { readLogBytes, type ImportNote } from "./log-text.js"

/**
 * Reads and decodes a log off the page's main thread: a file's bytes are unzipped and, when they
 * are a FUMBBL or a Blood Bowl 3 replay, converted by its importer; the text is decoded a slice at a time, and each
 * slice's decoded items go to the page in a message of their own as soon as they are ready, with
 * that slice of the text when the page does not have it. The page folds them as they come
 * (LogFold). No state crosses: the worker once folded and sent every state in one message, whose
 * copy on the page was one task as long as the log (issue 22: 31 s for 801,083 events).
 */
export type OpenRequest = { readonly text: string } | { readonly name: string; readonly bytes: Uint8Array }

export type OpenReply =
  /** A slice decoded: its items, and its text when the request was a file's bytes (else ""). */
  | { readonly type: "items"; readonly items: ReadonlyArray<LogItem>; readonly text: string; readonly done: number; readonly total: number }
  /** Everything is decoded; for a file, its name (a converted replay's) and what the importer noted. */
  | { readonly type: "done"; readonly file: { readonly name: string; readonly importedFrom: ImportNote | null } | null }
  /** The importer refused the file (another rules version): not worth retrying on the page. */
  | { readonly type: "refused"; readonly message: string }
  | { readonly type: "failed"; readonly message: string }

const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = async (message: MessageEvent<OpenRequest>) => {
  try {
    const request = message.data
    const file = "bytes" in request ? await readLogBytes(request.name, request.bytes) : null
    const text = file?.text ?? (request as { text: string }).text
    await decodeInSlices(text, (items, slice, done, total) => scope.postMessage({ type: "items", items, text: file === null ? "" : slice, done, total } satisfies OpenReply))
    scope.postMessage({ type: "done", file: file === null ? null : { name: file.name, importedFrom: file.importedFrom } } satisfies OpenReply)
  } catch (error) {
    if (error instanceof FfbImportError || error instanceof Bb3ImportError) scope.postMessage({ type: "refused", message: error.message } satisfies OpenReply)
    else scope.postMessage({ type: "failed", message: error instanceof Error ? error.message : String(error) } satisfies OpenReply)
  }
}

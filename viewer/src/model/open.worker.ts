/// <reference lib="webworker" />
import { Bb3ImportError } from "../../../packages/bb3/src/browser.js"
import { FfbImportError } from "../../../packages/fumbbl/src/browser.js"
import { decodeInSlices } from "./decode-slices.js"
import { fetchBytes } from "./fetch-bytes.js"
import { packItems, type PackedItems } from "./handover.js"
import { readLogBytes, type ImportNote } from "./log-text.js"
import { textId } from "./text-id.js"

/**
 * Reads and decodes a log off the page's main thread: a URL is fetched here, a file's bytes are
 * unzipped and, when they are a FUMBBL or a Blood Bowl 3 replay, converted by its importer; the
 * text is decoded a slice at a time, and each slice's decoded items go to the page in a message of
 * their own as soon as they are ready (packed: handover.ts), with that slice of the text when the
 * page does not have it. The page folds them as they come (LogFold). No state crosses: the worker
 * once folded and sent every state in one message, whose copy on the page was one task as long as
 * the log (issue 22: 31 s for 801,083 events).
 *
 * The worker says "ready" once it runs; a file's bytes are sent only then, so they can be handed
 * over (transferred, not copied: a copy of 64 MB held the page 160 ms) and are still the page's to
 * read itself when the worker never starts. A text or a URL is sent at once.
 */
export type OpenRequest =
  | { readonly text: string }
  | { readonly name: string; readonly bytes: Uint8Array }
  /** A log on the web: fetched by the worker (an absolute URL; `shown` is how errors name it). */
  | { readonly name: string; readonly url: string; readonly shown: string }

export type OpenReply =
  /** The worker runs: a file's bytes can be sent. */
  | { readonly type: "ready" }
  /** A replay's import has converted `done` of its `total` team turns (before any slice is decoded). */
  | { readonly type: "importing"; readonly done: number; readonly total: number }
  /** A slice decoded: its items, and its text when the request was not the text (else ""). */
  | ({ readonly type: "items"; readonly text: string; readonly done: number; readonly total: number } & PackedItems)
  /** Everything is decoded; for a file, its name (a converted replay's), what the importer noted and its text's library key. */
  | { readonly type: "done"; readonly file: { readonly name: string; readonly importedFrom: ImportNote | null; readonly textId: string } | null }
  /** The importer refused the file (another rules version): not worth retrying on the page. */
  | { readonly type: "refused"; readonly message: string }
  | { readonly type: "failed"; readonly message: string }

const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = async (message: MessageEvent<OpenRequest>) => {
  try {
    const request = message.data
    const bytes = "bytes" in request ? request.bytes : "url" in request ? await fetchBytes(request.url, request.shown) : null
    const file = bytes === null ? null : await readLogBytes((request as { name: string }).name, bytes, (done, total) => scope.postMessage({ type: "importing", done, total } satisfies OpenReply))
    const text = file?.text ?? (request as { text: string }).text
    await decodeInSlices(text, (items, slice, done, total) => {
      const packed = packItems(items)
      scope.postMessage({ type: "items", ...packed, text: file === null ? "" : slice, done, total } satisfies OpenReply, [packed.lines.buffer])
    })
    scope.postMessage({ type: "done", file: file === null ? null : { name: file.name, importedFrom: file.importedFrom, textId: textId(file.text) } } satisfies OpenReply)
  } catch (error) {
    if (error instanceof FfbImportError || error instanceof Bb3ImportError) scope.postMessage({ type: "refused", message: error.message } satisfies OpenReply)
    else scope.postMessage({ type: "failed", message: error instanceof Error ? error.message : String(error) } satisfies OpenReply)
  }
}
scope.postMessage({ type: "ready" } satisfies OpenReply)

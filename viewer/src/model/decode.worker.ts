/// <reference lib="webworker" />
import { FfbImportError } from "../../../packages/fumbbl/src/replay.js"
import { decodeInSlices } from "./decode-slices.js"
import { readLogBytes, type LogText } from "./log-text.js"

/**
 * Reads a log off the page's main thread, so the page stays responsive and can draw a progress
 * bar: a file's bytes are unzipped and, when they are a FUMBBL replay, converted by the importer;
 * then the text is decoded. Replies with progress messages, then the decoded log (plain data,
 * cloned back) and the text it came from.
 */
export type DecodeRequest = { readonly text: string } | { readonly name: string; readonly bytes: Uint8Array }

export type DecodeReply =
  | { readonly type: "progress"; readonly done: number; readonly total: number }
  | { readonly type: "done"; readonly log: import("@sidelines/schema").DecodedLog; readonly file: LogText | null }
  /** The importer refused the file (another rules version): not worth retrying on the page. */
  | { readonly type: "refused"; readonly message: string }
  | { readonly type: "failed"; readonly message: string }

const scope = self as unknown as DedicatedWorkerGlobalScope
scope.onmessage = async (message: MessageEvent<DecodeRequest>) => {
  try {
    const request = message.data
    const file = "bytes" in request ? await readLogBytes(request.name, request.bytes) : null
    const text = file?.text ?? (request as { text: string }).text
    const log = await decodeInSlices(text, (done, total) => scope.postMessage({ type: "progress", done, total } satisfies DecodeReply))
    scope.postMessage({ type: "done", log, file } satisfies DecodeReply)
  } catch (error) {
    if (error instanceof FfbImportError) scope.postMessage({ type: "refused", message: error.message } satisfies DecodeReply)
    else scope.postMessage({ type: "failed", message: error instanceof Error ? error.message : String(error) } satisfies DecodeReply)
  }
}

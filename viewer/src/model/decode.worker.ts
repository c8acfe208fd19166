/// <reference lib="webworker" />
import { decodeInSlices } from "./decode-slices.js"

/**
 * Decodes a log off the page's main thread, so the page stays responsive and can draw a
 * progress bar. Replies with progress messages, then the decoded log (plain data, cloned back).
 */
export type DecodeReply =
  | { readonly type: "progress"; readonly done: number; readonly total: number }
  | { readonly type: "done"; readonly log: import("@sidelines/schema").DecodedLog }
  | { readonly type: "failed"; readonly message: string }

const scope = self as unknown as DedicatedWorkerGlobalScope
scope.onmessage = async (message: MessageEvent<{ readonly text: string }>) => {
  try {
    const log = await decodeInSlices(message.data.text, (done, total) => scope.postMessage({ type: "progress", done, total } satisfies DecodeReply))
    scope.postMessage({ type: "done", log } satisfies DecodeReply)
  } catch (error) {
    scope.postMessage({ type: "failed", message: error instanceof Error ? error.message : String(error) } satisfies DecodeReply)
  }
}

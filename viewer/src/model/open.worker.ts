/// <reference lib="webworker" />
import type { ReplayData } from "@sidelines/engine"
import type { DecodedLog } from "@sidelines/schema"
import { FfbImportError } from "../../../packages/fumbbl/src/browser.js"
import { decodeInSlices } from "./decode-slices.js"
import { foldInSlices } from "./fold-slices.js"
import { readLogBytes, type LogText } from "./log-text.js"

/**
 * Opens a log off the page's main thread, so the page stays responsive and can draw a progress
 * bar: a file's bytes are unzipped and, when they are a FUMBBL replay, converted by the importer;
 * the text is decoded; then its valid part is folded, FOLD_SLICE events at a time, with progress
 * after each slice. The decoded log and the replay's data go back in ONE message: the structured
 * clone copies each object once per message, so the states keep sharing what they share here
 * (and the replay's events are the log's own). The page rebuilds the replay with Replay.restore.
 */
export type OpenRequest = ({ readonly text: string } | { readonly name: string; readonly bytes: Uint8Array }) & {
  /**
   * Decode only, and leave the fold to the page: how the viewer opened logs before the worker
   * folded, kept so scripts/bench-viewer.mjs can time the two side by side.
   */
  readonly foldOnPage?: true
}

/** What the worker made of a log: a replay's data, why there is none, or a fold left to the page. */
export type Folded = { readonly replay: ReplayData } | { readonly problem: string } | { readonly onPage: true }

export type OpenReply =
  | { readonly type: "progress"; readonly phase: "decode" | "fold"; readonly done: number; readonly total: number }
  | { readonly type: "done"; readonly log: DecodedLog; readonly file: LogText | null; readonly folded: Folded }
  /** The importer refused the file (another rules version): not worth retrying on the page. */
  | { readonly type: "refused"; readonly message: string }
  | { readonly type: "failed"; readonly message: string }

const scope = self as unknown as DedicatedWorkerGlobalScope
const progress = (phase: "decode" | "fold") => (done: number, total: number) => scope.postMessage({ type: "progress", phase, done, total } satisfies OpenReply)

/** Folds in slices with progress; the replay goes back as data (its match and error class are rebuilt on the page). */
const fold = async (log: DecodedLog): Promise<Folded> => {
  const folded = await foldInSlices(log, progress("fold"))
  return folded.replay === null ? { problem: folded.problem } : { replay: folded.replay.toData() }
}

scope.onmessage = async (message: MessageEvent<OpenRequest>) => {
  try {
    const request = message.data
    const file = "bytes" in request ? await readLogBytes(request.name, request.bytes) : null
    const text = file?.text ?? (request as { text: string }).text
    const log = await decodeInSlices(text, progress("decode"))
    const folded: Folded = request.foldOnPage === true ? { onPage: true } : await fold(log)
    scope.postMessage({ type: "done", log, file, folded } satisfies OpenReply)
  } catch (error) {
    if (error instanceof FfbImportError) scope.postMessage({ type: "refused", message: error.message } satisfies OpenReply)
    else scope.postMessage({ type: "failed", message: error instanceof Error ? error.message : String(error) } satisfies OpenReply)
  }
}

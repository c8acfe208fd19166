/**
 * The importer for a browser: everything but the Node-only file reading (src/bytes.ts gunzips with
 * zlib; a browser unzips with its own DecompressionStream). The viewer imports this entry.
 */
export { encodeImported, importReplayText, type ImportedMatch, type ImportOptions } from "./import.js"
export { FfbImportError } from "./import-error.js"
export { FfbTooLargeError, MAX_REPLAY_JSON_BYTES } from "./inflate-limit.js"
export { isGzip, looksLikeFfbReplay } from "./replay.js"

/**
 * The importer for a browser: everything but the Node-only inflating (src/bytes.ts inflates with
 * zlib; a browser with its own DecompressionStream("deflate")). The viewer imports this entry.
 */
export { decodeBase64, isZlibHeader, looksLikeBbr } from "./container.js"
export { encodeImported, importReplayXml, type ImportedMatch, type ImportOptions } from "./import.js"
export { Bb3ImportError } from "./import-error.js"
export { Bb3TooLargeError, MAX_REPLAY_XML_BYTES } from "./inflate-limit.js"
export { checkedShare, type CheckedShare } from "./share.js"

import { readLogChunks, type DecodedLog } from "@sidelines/schema"

/** How much text is decoded between two progress reports. */
export const SLICE = 256 * 1024

/** The text in slices, reporting each one done once the decoder asks for the next. */
async function* slicesOf(text: string, progress: (done: number, total: number) => void): AsyncGenerator<string> {
  for (let at = 0; at < text.length; at += SLICE) {
    yield text.slice(at, at + SLICE)
    progress(Math.min(at + SLICE, text.length), text.length)
  }
}

/**
 * Decodes a log's text a slice at a time through the schema's chunked reader, reporting how many
 * characters are done after each, so a long log can show a progress bar. Same result as
 * decodeLogText.
 */
export const decodeInSlices = (text: string, progress: (done: number, total: number) => void): Promise<DecodedLog> =>
  readLogChunks(slicesOf(text, progress))

import { LineSplitter, LogCollector, LogDecoder, type DecodedLog } from "@sidelines/schema"

/** How much text is decoded between two progress reports. */
export const SLICE = 256 * 1024

/**
 * Decodes a log's text a slice at a time, reporting how many characters are done after each,
 * so a long log can show a progress bar. Same result as decodeLogText.
 */
export const decodeInSlices = (text: string, progress: (done: number, total: number) => void): DecodedLog => {
  const decoder = new LogDecoder()
  const collector = new LogCollector()
  const splitter = new LineSplitter()
  for (let at = 0; at < text.length; at += SLICE) {
    for (const line of splitter.push(text.slice(at, at + SLICE))) collector.add(decoder.line(line))
    progress(Math.min(at + SLICE, text.length), text.length)
  }
  const last = splitter.end()
  if (last !== undefined) collector.add(decoder.line(last, false))
  collector.add(decoder.end())
  return collector.result()
}

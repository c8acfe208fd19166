import { LineSplitter, LogDecoder, type LogItem } from "@sidelines/schema"

/** How much text is decoded between two progress reports (and, in the worker, two messages to the page). */
export const SLICE = 256 * 1024

/**
 * Decodes a log's text a slice at a time, handing `take` each slice's decoded items (header,
 * events, errors, in line order) with that slice of text and how many characters are done, so a
 * long log can show a progress bar and its events can be folded while the rest decodes. The items
 * of every slice, collected (LogCollector), are what decodeLogText gives.
 */
export const decodeInSlices = async (text: string, take: (items: Array<LogItem>, slice: string, done: number, total: number) => void | Promise<void>): Promise<void> => {
  const decoder = new LogDecoder()
  const splitter = new LineSplitter(decoder.limits.maxLineLength)
  for (let at = 0; at < text.length; at += SLICE) {
    const slice = text.slice(at, at + SLICE)
    const items = splitter.push(slice).flatMap((line) => decoder.line(line))
    const done = Math.min(at + SLICE, text.length)
    if (done === text.length) {
      const last = splitter.end()
      if (last !== undefined) items.push(...decoder.line(last, false))
      items.push(...decoder.end())
    }
    await take(items, slice, done, text.length)
  }
  if (text.length === 0) await take([...decoder.end()], "", 0, 0)
}

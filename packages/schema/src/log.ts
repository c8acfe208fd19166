import { LogDecoder, type DecoderOptions, type LogItem } from "./decoder.js"
import type { MatchEvent } from "./events/index.js"
import type { MatchStarted } from "./header.js"
import { LineSplitter } from "./lines.js"
import type { LogError } from "./log-error.js"

/** A whole log after decoding: what could be read, and everything that could not. */
export interface DecodedLog {
  readonly header: MatchStarted | undefined
  /** Every event that decoded, in file order, with its line number. */
  readonly events: ReadonlyArray<MatchEvent>
  readonly lines: ReadonlyArray<number>
  readonly errors: ReadonlyArray<LogError>
  /**
   * How many of `events` come before the first error. Folding a log with a bad line in the
   * middle past that line would give a wrong state, so this prefix is what stays viewable.
   */
  readonly validPrefix: number
}

/** Collects decoder items into a DecodedLog, tracking where the valid prefix ends. */
export class LogCollector {
  header: MatchStarted | undefined
  readonly events: Array<MatchEvent> = []
  readonly lines: Array<number> = []
  readonly errors: Array<LogError> = []
  /** The earliest line with an error, hidden ones included (see too-many-errors). */
  private firstErrorLine = Infinity

  add(items: ReadonlyArray<LogItem>): void {
    for (const item of items) {
      switch (item._tag) {
        case "Header":
          this.header = item.header
          break
        case "Event":
          this.events.push(item.event)
          this.lines.push(item.line)
          break
        case "Error":
          if (item.error.line < this.firstErrorLine) this.firstErrorLine = item.error.line
          this.errors.push(item.error)
          break
      }
    }
  }

  result(): DecodedLog {
    let validPrefix = this.events.length
    while (validPrefix > 0 && this.lines[validPrefix - 1]! >= this.firstErrorLine) validPrefix--
    return { header: this.header, events: this.events, lines: this.lines, errors: this.errors, validPrefix }
  }
}

/** Decodes a whole log held in memory. */
export const decodeLogText = (text: string, options?: DecoderOptions): DecodedLog => {
  const decoder = new LogDecoder(options)
  const collector = new LogCollector()
  const splitter = new LineSplitter(decoder.limits.maxLineLength)
  for (const line of splitter.push(text)) collector.add(decoder.line(line))
  const last = splitter.end()
  if (last !== undefined) collector.add(decoder.line(last, false))
  collector.add(decoder.end())
  return collector.result()
}

/** Decodes a log arriving in text chunks: a Node stream with setEncoding, or a decoded browser stream. */
export async function* decodeLogChunks(chunks: AsyncIterable<string>, options?: DecoderOptions): AsyncGenerator<LogItem> {
  const decoder = new LogDecoder(options)
  const splitter = new LineSplitter(decoder.limits.maxLineLength)
  for await (const chunk of chunks) {
    for (const line of splitter.push(chunk)) yield* decoder.line(line)
  }
  const last = splitter.end()
  if (last !== undefined) yield* decoder.line(last, false)
  yield* decoder.end()
}

/** Collects an async stream of items into a DecodedLog. */
export const collectLog = async (items: AsyncIterable<LogItem>): Promise<DecodedLog> => {
  const collector = new LogCollector()
  for await (const item of items) collector.add([item])
  return collector.result()
}

/**
 * Reads a whole log from text chunks into a DecodedLog, one chunk's lines at a time (about as
 * fast as decoding text in memory; item-by-item async iteration costs far more).
 */
export const readLogChunks = async (chunks: AsyncIterable<string>, options?: DecoderOptions): Promise<DecodedLog> => {
  const decoder = new LogDecoder(options)
  const collector = new LogCollector()
  const splitter = new LineSplitter(decoder.limits.maxLineLength)
  for await (const chunk of chunks) {
    for (const line of splitter.push(chunk)) collector.add(decoder.line(line))
  }
  const last = splitter.end()
  if (last !== undefined) collector.add(decoder.line(last, false))
  collector.add(decoder.end())
  return collector.result()
}

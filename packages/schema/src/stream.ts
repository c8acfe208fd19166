import { Stream } from "effect"
import { LogDecoder, type DecoderOptions, type LogItem } from "./decoder.js"
import { LineSplitter } from "./lines.js"

/**
 * Decodes a stream of text chunks into log items, for Effect programs: the CLI reading a file
 * or stdin, the viewer's worker reading a dropped File. A fresh decoder runs per stream run.
 */
export const decodeLogStream = <E, R>(text: Stream.Stream<string, E, R>, options?: DecoderOptions): Stream.Stream<LogItem, E, R> =>
  Stream.suspend(() => {
    const decoder = new LogDecoder(options)
    const splitter = new LineSplitter(decoder.limits.maxLineLength)
    const body = text.pipe(
      Stream.map((chunk) => splitter.push(chunk).flatMap((line) => decoder.line(line))),
      Stream.flattenIterable
    )
    const tail = Stream.suspend(() => {
      const last = splitter.end()
      return Stream.fromIterable([...(last === undefined ? [] : decoder.line(last, false)), ...decoder.end()])
    })
    return Stream.concat(body, tail)
  })

/**
 * Like decodeLogStream, but emits each chunk's items together: reading a whole log this way
 * costs about what decoding it in memory does, where item-by-item emission costs far more.
 */
export const decodeLogBatches = <E, R>(text: Stream.Stream<string, E, R>, options?: DecoderOptions): Stream.Stream<ReadonlyArray<LogItem>, E, R> =>
  Stream.suspend(() => {
    const decoder = new LogDecoder(options)
    const splitter = new LineSplitter(decoder.limits.maxLineLength)
    const body = text.pipe(Stream.map((chunk) => splitter.push(chunk).flatMap((line) => decoder.line(line))))
    const tail = Stream.suspend(() => {
      const last = splitter.end()
      return Stream.make([...(last === undefined ? [] : decoder.line(last, false)), ...decoder.end()])
    })
    return Stream.concat(body, tail)
  })

/** Decodes a byte stream, as a browser `File.stream()` or `fetch` body gives, as UTF-8. */
export const decodeLogBytes = <E, R>(bytes: Stream.Stream<Uint8Array, E, R>, options?: DecoderOptions): Stream.Stream<LogItem, E, R> =>
  decodeLogStream(Stream.decodeText(bytes), options)

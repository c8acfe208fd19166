import fc from "fast-check"
import { Effect, Stream } from "effect"
import { describe, expect, it } from "vitest"
import { decodeLogBytes, decodeLogChunks, decodeLogStream, decodeLogText, type DecodedLog, LogCollector, type LogItem } from "@sidelines/schema"
import { fileOf, sampleHeader, sampleLines, sampleText } from "./support/sample.js"

/** The sample with accents, an em dash, CJK and an emoji in its rosters: 2- to 4-byte UTF-8. */
const accentedText = (() => {
  const header = sampleHeader()
  header.teams[0]!.players[0]!.name = "Grishnák 🏈"
  header.teams[0]!.coach = "Mára"
  header.teams[1]!.name = "Altdorf Löwen — 獅子"
  header.teams[1]!.players[4]!.name = "Brünhilde 🎲🎲"
  return fileOf([JSON.stringify(header), ...sampleLines.slice(1)])
})()

/**
 * A log with a bit of everything the line splitter must get right: a byte order mark, CRLF
 * endings, blank lines, lines the decoder rejects, and a last line cut off mid-write.
 */
const faultyText = (() => {
  const lines = [...sampleLines]
  lines[4] = "{not json"
  lines[7] = lines[7]!.replace('"h5"', '"h9"')
  lines.splice(10, 0, "", "   ")
  return `\uFEFF${lines.join("\r\n")}`.slice(0, -15)
})()

const texts = { sample: sampleText, accented: accentedText, faulty: faultyText }

const collect = (items: ReadonlyArray<LogItem>): DecodedLog => {
  const collector = new LogCollector()
  collector.add(items)
  return collector.result()
}

/** Cuts `whole` at the given positions (repeats give empty chunks, which streams may carry). */
const cut = <T extends string | Uint8Array>(whole: T, positions: ReadonlyArray<number>): Array<T> => {
  const at = [0, ...[...positions].sort((a, b) => a - b), whole.length]
  return at.slice(1).map((end, i) => whole.slice(at[i]!, end) as T)
}

const cutsOf = (length: number) => fc.array(fc.nat({ max: length }), { maxLength: 40 })

const viaStream = (chunks: ReadonlyArray<string>, options?: { maxErrors: number }) =>
  Effect.runPromise(Stream.runCollect(decodeLogStream(Stream.fromIterable(chunks), options)))

const viaBytes = (chunks: ReadonlyArray<Uint8Array>) =>
  Effect.runPromise(Stream.runCollect(decodeLogBytes(Stream.fromIterable(chunks))))

const viaChunks = async (chunks: ReadonlyArray<string>): Promise<Array<LogItem>> => {
  async function* arriving() {
    for (const chunk of chunks) yield chunk
  }
  const items: Array<LogItem> = []
  for await (const item of decodeLogChunks(arriving())) items.push(item)
  return items
}

describe.each(Object.entries(texts))("the %s log", (_, text) => {
  const expected = decodeLogText(text)

  it("decodes the same from one chunk as decodeLogText", async () => {
    expect(collect(await viaStream([text]))).toEqual(expected)
    expect(collect(await viaChunks([text]))).toEqual(expected)
  })

  it("gives the same items from decodeLogStream however the text is cut", async () => {
    const whole = await viaStream([text])
    await fc.assert(
      fc.asyncProperty(cutsOf(text.length), async (positions) => {
        expect(await viaStream(cut(text, positions))).toEqual(whole)
      }),
      { numRuns: 60 }
    )
  })

  it("gives the same items from decodeLogChunks however the text is cut", async () => {
    const whole = await viaChunks([text])
    await fc.assert(
      fc.asyncProperty(cutsOf(text.length), async (positions) => {
        expect(await viaChunks(cut(text, positions))).toEqual(whole)
      }),
      { numRuns: 60 }
    )
  })

  it("gives the same items from decodeLogBytes however the bytes are cut, inside characters too", async () => {
    const bytes = new TextEncoder().encode(text)
    const whole = await viaStream([text])
    await fc.assert(
      fc.asyncProperty(cutsOf(bytes.length), async (positions) => {
        expect(await viaBytes(cut(bytes, positions))).toEqual(whole)
      }),
      { numRuns: 60 }
    )
  })
})

describe("decodeLogBytes and multi-byte characters", () => {
  const bytes = new TextEncoder().encode(accentedText)
  const expected = decodeLogText(accentedText)

  it("reads the header's names intact when every multi-byte character is split", async () => {
    // A continuation byte (10xxxxxx) is never the first byte of a character: cut before each.
    const inside = [...bytes.keys()].filter((i) => (bytes[i]! & 0xc0) === 0x80)
    expect(inside.length).toBeGreaterThan(10)
    const log = collect(await viaBytes(cut(bytes, inside)))
    expect(log).toEqual(expected)
    expect(log.header?.teams[0]?.players[0]?.name).toBe("Grishnák 🏈")
    expect(log.header?.teams[1]?.name).toBe("Altdorf Löwen — 獅子")
  })

  it("reads a byte at a time", async () => {
    expect(collect(await viaBytes(cut(bytes, [...bytes.keys()])))).toEqual(expected)
  })

  it("drops a byte order mark split over two chunks", async () => {
    const marked = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes])
    expect(collect(await viaBytes(cut(marked, [1, 2])))).toEqual(expected)
  })

  it("reports a file cut inside a character as truncated", async () => {
    const text = `${sampleLines[0]}\n{"_tag":"SkillUsed","seq":1,"player":"h5","skill":"Brü`
    const cutOff = new TextEncoder().encode(text).slice(0, -1) // the second byte of "ü" never came
    const log = collect(await viaBytes([cutOff]))
    expect(log.errors.map((error) => [error.line, error.code])).toEqual([[2, "truncated-line"]])
  })
})

describe("decodeLogStream", () => {
  it("decodes afresh on every run of the same stream", async () => {
    const stream = decodeLogStream(Stream.fromIterable(cut(sampleText, [100, 2000])))
    const first = await Effect.runPromise(Stream.runCollect(stream))
    const second = await Effect.runPromise(Stream.runCollect(stream))
    expect(second).toEqual(first)
    expect(collect(second).errors).toEqual([])
  })

  it("passes maxErrors to its decoder", async () => {
    const text = fileOf([sampleLines[0]!, "x", "y", "z"])
    const codes = (await viaStream([text], { maxErrors: 1 })).flatMap((item) => (item._tag === "Error" ? [item.error.code] : []))
    expect(codes).toEqual(["invalid-json", "too-many-errors"])
  })

  it("reports an empty stream as an empty log", async () => {
    const items = await viaStream([])
    expect(items.map((item) => (item._tag === "Error" ? item.error.code : item._tag))).toEqual(["empty-log"])
  })

  it("fails with the upstream's error when reading fails", async () => {
    const upstream = Stream.concat(Stream.fromIterable([sampleText.slice(0, 3000)]), Stream.fail("disk unplugged" as const))
    const error = await Effect.runPromise(Effect.flip(Stream.runCollect(decodeLogStream(upstream))))
    expect(error).toBe("disk unplugged")
  })
})

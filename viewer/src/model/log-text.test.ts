import { describe, expect, it } from "vitest"
import { FfbImportError } from "../../../packages/fumbbl/src/replay.js"
import { FfbTooLargeError } from "../../../packages/fumbbl/src/inflate-limit.js"
import { decodeLogText } from "@sidelines/schema"
import { importReplay } from "../../../packages/fumbbl/src/import.js"
import { matchStart, replay } from "../../../packages/fumbbl/test/ffb-shapes.js"
import sampleText from "../../../logs/sample-drive.jsonl?raw"
import { deflateSync } from "node:zlib"
import { Bb3TooLargeError, checkedShare, encodeImported, importReplayXml } from "../../../packages/bb3/src/browser.js"
import { bbr } from "../../../packages/bb3/test/bbr.js"
import { turnsXml } from "../../../packages/bb3/test/turn-fragment.js"
import { asLogText, inflateBbrText, readLogBytes, unzipText } from "./log-text.js"
import { openLogBytes } from "./load.js"

// A hand-made FFB replay (the shapes the importer's own tests use): the start of a match.
const ffbJson = JSON.stringify(replay(matchStart()))
const bytes = (text: string) => new TextEncoder().encode(text)
/** Gzips with the web platform's CompressionStream, as a browser would meet a .gz file. */
const gzip = async (text: string | Uint8Array): Promise<Uint8Array> =>
  new Uint8Array(await new Response(new Blob([text as BlobPart]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer())

describe("reading an opened file as a log", () => {
  it("runs a FUMBBL replay through the importer: the text becomes a sidelines/1 log named .jsonl", () => {
    const read = asLogText("1559380.json", ffbJson)
    const match = importReplay(replay(matchStart()))
    expect(read.name).toBe("1559380.jsonl")
    expect(read.importedFrom).toMatchObject({ format: "fumbbl", commands: match.commands, events: match.events.length, stopped: null, unchecked: 0 })
    const log = decodeLogText(read.text)
    expect(log.errors).toEqual([])
    expect(log.header?.teams.map((t) => t.id)).toEqual(match.header.teams.map((t) => t.id))
    expect(log.events.length).toBe(match.events.length)
  })

  it("unzips a .gz first, FUMBBL replay or log alike", async () => {
    expect(await readLogBytes("1559380.gz", await gzip(ffbJson))).toEqual(asLogText("1559380.gz", ffbJson))
    expect((await readLogBytes("1559380.gz", await gzip(ffbJson))).name).toBe("1559380.jsonl")
    expect(await readLogBytes("drive.jsonl.gz", await gzip(sampleText))).toEqual({ name: "drive.jsonl.gz", text: sampleText, importedFrom: null })
  })

  it("stops unzipping past its limit: a gzip bomb is refused, naming the limit, before it is inflated whole", async () => {
    // 64 MiB of zeros in about 64 KB; a limit of 1 MiB is met within the first chunks.
    const bomb = await gzip(new Uint8Array(64 * 1024 * 1024))
    expect(bomb.length).toBeLessThan(100_000)
    await expect(unzipText(bomb, 1024 * 1024)).rejects.toThrow(FfbTooLargeError)
    await expect(unzipText(bomb, 1024 * 1024)).rejects.toThrow(/inflates to more than 1 MB of JSON/)
    // Under the limit the text comes out whole, a multi-byte character split across chunks included.
    const text = `${"é".repeat(100_000)}${ffbJson}`
    expect(await unzipText(await gzip(text), 1024 * 1024)).toBe(text)
    await expect(unzipText(await gzip(text), 100_000)).rejects.toThrow(FfbImportError)
  })

  it("leaves a log, or anything else, to the decoder", async () => {
    expect(await readLogBytes("drive.jsonl", bytes(sampleText))).toEqual({ name: "drive.jsonl", text: sampleText, importedFrom: null })
    expect(asLogText("notes.txt", "not a log").importedFrom).toBeNull()
  })
})

describe("opening a file's bytes in the viewer", () => {
  it("opens a gzipped FUMBBL replay as its converted log, folded, with the text the library saves", async () => {
    const opened = await openLogBytes("1559380.gz", await gzip(ffbJson))
    expect(opened.name).toBe("1559380.jsonl")
    expect(opened.importedFrom?.format).toBe("fumbbl")
    expect(opened.problem).toBeNull()
    expect(opened.replay!.length).toBe(decodeLogText(opened.text).events.length)
  })

  it("a replay of another rules version opens as nothing, saying why, and loses nothing else", async () => {
    const opened = await openLogBytes("old.json", bytes(JSON.stringify(replay(matchStart(), "BB2016"))))
    expect(opened.replay).toBeNull()
    expect(opened.text).toBe("")
    expect(opened.problem).toMatch(/^not imported: .*BB2016 rules; only BB2020/)
  })
})

describe("opening a Blood Bowl 3 replay (.bbr)", () => {
  // A synthetic .bbr (base64 of zlib of BB3's XML), from the BB3 importer's own fragment builders.
  const bbrBytes = bbr(turnsXml())

  it("inflates it with the browser's DecompressionStream and imports it as the CLI does, with the checked share", async () => {
    const read = await readLogBytes("match.bbr", bbrBytes)
    const match = importReplayXml(turnsXml(), { verify: true })
    expect(read.name).toBe("match.jsonl")
    expect(read.text).toBe(encodeImported(match))
    expect(read.importedFrom).toMatchObject({ format: "bb3", commands: match.steps, events: match.events.length, unchecked: match.stretches.length, checkedShare: checkedShare(match).share })
  })

  it("opens it folded, and refuses a file that only starts like one, saying why", async () => {
    const opened = await openLogBytes("match.bbr", bbrBytes)
    expect(opened.problem).toBeNull()
    expect(opened.replay!.final.phase).toBe("full-time")
    const cut = await openLogBytes("cut.bbr", bbrBytes.subarray(0, 200))
    expect(cut.replay).toBeNull()
    expect(cut.problem).toMatch(/^not imported: /)
  })

  it("stops inflating past its limit: a zlib bomb is refused before it is inflated whole", async () => {
    const bomb = new TextEncoder().encode(Buffer.from(deflateSync(new Uint8Array(64 * 1024 * 1024))).toString("base64"))
    await expect(inflateBbrText(bomb, 1024 * 1024)).rejects.toThrow(Bb3TooLargeError)
  })
})

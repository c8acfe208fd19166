import { describe, expect, it } from "vitest"
import { decodeLogText } from "@sidelines/schema"
import { importReplay } from "../../../packages/fumbbl/src/import.js"
import { matchStart, replay } from "../../../packages/fumbbl/test/ffb-shapes.js"
import sampleText from "../../../logs/sample-drive.jsonl?raw"
import { asLogText, readLogBytes } from "./log-text.js"
import { openLogBytes } from "./load.js"

// A hand-made FFB replay (the shapes the importer's own tests use): the start of a match.
const ffbJson = JSON.stringify(replay(matchStart()))
const bytes = (text: string) => new TextEncoder().encode(text)
/** Gzips with the web platform's CompressionStream, as a browser would meet a .gz file. */
const gzip = async (text: string): Promise<Uint8Array> =>
  new Uint8Array(await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer())

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

import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { decodeLogText, LogDecoder, type LogItem } from "@sidelines/schema"
import skavenText from "../../../logs/bb-skaven-v-dwarf.jsonl?raw"
import { LogFold } from "./fold-slices.js"
import { openLogText, type Progress } from "./load.js"

type Report = Parameters<Progress>

/** A log's items line by line, as the decoder hands them out. */
const itemsOf = (text: string): Array<LogItem> => {
  const decoder = new LogDecoder()
  return [...text.trimEnd().split("\n").flatMap((line) => decoder.line(line)), ...decoder.end()]
}

/** Feeds a fold `items` in pieces of `size`, with a task between them as the worker's messages have. */
const foldInPieces = async (items: ReadonlyArray<LogItem>, size: number, fold: LogFold) => {
  for (let at = 0; at < items.length; at += size) {
    fold.add(items.slice(at, at + size))
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return fold.end()
}

describe("opening a log: its decoded items folded on the page as they arrive, a short slice at a time", () => {
  it("folds the whole match, in more than one slice, into the replay build gives", async () => {
    const log = decodeLogText(skavenText)
    const reports: Array<[number, number]> = []
    // The items come in pieces of 300 lines, a task apart: the fold runs as each arrives.
    const fold = new LogFold((done, total) => reports.push([done, total]), () => new Promise((resolve) => setTimeout(resolve, 0)))
    const opened = await foldInPieces(itemsOf(skavenText), 300, fold)
    const built = (Replay.build(log.header!, log.events) as { success: Replay }).success
    expect(opened.folded.problem).toBeNull()
    expect(opened.folded.replay!.allStates()).toEqual(built.allStates())
    expect(opened.folded.replay!.indexes).toEqual(built.indexes)
    expect(opened.validPrefix).toBe(log.validPrefix)
    expect(fold.slices).toBeGreaterThan(1)
    expect(reports.at(-1)).toEqual([log.events.length, log.events.length])
    expect(reports.every(([done, total], i) => done <= total && (i === 0 || done >= reports[i - 1]![0]))).toBe(true)
  })

  it("stops at the event the rules reject and reports the fold done", async () => {
    const lines = skavenText.trimEnd().split("\n")
    // The header and 1,200 events, then the pre-game fan-factor roll (line 2) again, mid-match.
    const misplaced = `${[...lines.slice(0, 1201), lines[1]!.replace(/"seq":\d+/, '"seq":11200')].join("\n")}\n`
    const reports: Array<[number, number]> = []
    const opened = await foldInPieces(itemsOf(misplaced), 500, new LogFold((done, total) => reports.push([done, total])))
    expect(opened.errors).toEqual([])
    expect(opened.folded.replay!.violation?.seq).toBe(11_200)
    expect(opened.folded.replay!.length).toBe(1200)
    expect(reports.at(-1)).toEqual([1201, 1201])
  })

  it("folds nothing past a bad line, wherever the pieces fall", async () => {
    const lines = skavenText.trimEnd().split("\n")
    lines[700] = lines[700]!.replace(/"seq":\d+/, '"seq":"seven hundred"')
    const broken = `${lines.join("\n")}\n`
    const opened = await foldInPieces(itemsOf(broken), 1000, new LogFold(() => {}))
    expect(opened.validPrefix).toBe(699)
    expect(opened.folded.replay!.length).toBe(699)
  })

  it("without Web Workers (Node has no Worker) it decodes and folds on the page, reporting decoding in characters and folding in events", async () => {
    expect(typeof Worker).toBe("undefined")
    const reports: Array<Report> = []
    const opened = await openLogText("skaven.jsonl", skavenText, (...report) => reports.push(report))
    expect(opened).toMatchObject({ name: "skaven.jsonl", decodedIn: "page", problem: null, text: skavenText })
    expect(opened.replay!.length).toBe(decodeLogText(skavenText).events.length)
    expect(reports.every(([, , , thread]) => thread === "page")).toBe(true)
    expect(reports.filter(([, , phase]) => phase === "decode").at(-1)).toEqual([skavenText.length, skavenText.length, "decode", "page"])
    expect(reports.filter(([, , phase]) => phase === "fold").at(-1)).toEqual([opened.replay!.length, opened.replay!.length, "fold", "page"])
  })

  it("has no replay, and says why, without a valid header", async () => {
    const opened = await foldInPieces(itemsOf('{"_tag":"DiceRolled","seq":1}\n'), 10, new LogFold(() => {}))
    expect(opened.folded.replay).toBeNull()
    expect(opened.folded.problem).toBe("the log has no valid MatchStarted header")
  })
})

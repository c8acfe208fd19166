import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import skavenText from "../../../logs/bb-skaven-v-dwarf.jsonl?raw"
import { FOLD_SLICE, foldLog, openLogText } from "./load.js"

type Report = [number, number, "decode" | "fold", "worker" | "page"]

describe("opening a log: decoded, then folded a slice at a time (on the page, as where Web Workers are unavailable)", () => {
  it("folds the whole match in slices of FOLD_SLICE events, reporting after each, into the replay build gives", async () => {
    const log = decodeLogText(skavenText)
    const reports: Array<Report> = []
    const opened = await foldLog({ name: "skaven.jsonl", text: skavenText, importedFrom: null }, log, "page", (...report) => reports.push(report))
    const total = log.events.length
    expect(total).toBeGreaterThan(FOLD_SLICE)
    expect(reports).toEqual([[FOLD_SLICE, total, "fold", "page"], [total, total, "fold", "page"]])
    const built = (Replay.build(log.header!, log.events) as { success: Replay }).success
    expect(opened.problem).toBeNull()
    expect(opened.replay!.states).toEqual(built.states)
    expect(opened.replay!.indexes).toEqual(built.indexes)
  })

  it("stops at the event the rules reject and reports the fold done", async () => {
    const lines = skavenText.trimEnd().split("\n")
    // The header and 1,200 events, then the pre-game fan-factor roll (line 2) again, mid-match.
    const misplaced = lines[1]!.replace(/"seq":\d+/, '"seq":11200')
    const log = decodeLogText(`${[...lines.slice(0, 1201), misplaced].join("\n")}\n`)
    expect(log.errors).toEqual([])
    const reports: Array<Report> = []
    const opened = await foldLog({ name: "misplaced.jsonl", text: "", importedFrom: null }, log, "page", (...report) => reports.push(report))
    expect(opened.replay!.violation?.seq).toBe(11_200)
    expect(opened.replay!.length).toBe(1200)
    expect(reports).toEqual([[FOLD_SLICE, 1201, "fold", "page"], [1201, 1201, "fold", "page"]])
  })

  it("without Web Workers (Node has no Worker) it decodes and folds on the page, reporting decoding in characters first, then folding in events", async () => {
    expect(typeof Worker).toBe("undefined")
    const reports: Array<Report> = []
    const opened = await openLogText("skaven.jsonl", skavenText, (...report) => reports.push(report))
    expect(opened).toMatchObject({ name: "skaven.jsonl", decodedIn: "page", foldedIn: "page", problem: null })
    expect(reports.every(([, , , thread]) => thread === "page")).toBe(true)
    const phases = reports.map(([, , phase]) => phase)
    expect(phases.indexOf("fold")).toBeGreaterThan(0)
    expect(phases.slice(phases.indexOf("fold")).every((phase) => phase === "fold")).toBe(true)
    expect(reports.filter(([, , phase]) => phase === "decode").at(-1)).toEqual([skavenText.length, skavenText.length, "decode", "page"])
  })

  it("has no replay, and says why, without a valid header", async () => {
    const opened = await foldLog({ name: "empty.jsonl", text: "", importedFrom: null }, decodeLogText('{"_tag":"DiceRolled","seq":1}\n'))
    expect(opened.replay).toBeNull()
    expect(opened.problem).toBe("the log has no valid MatchStarted header")
  })
})

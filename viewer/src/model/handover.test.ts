import { describe, expect, it } from "vitest"
import { decodeLogText, LogCollector, LogDecoder, type LogItem } from "@sidelines/schema"
import { packItems, unpackItems } from "./handover.js"

const logs = import.meta.glob("../../../logs/*.jsonl", { query: "?raw", import: "default", eager: true }) as Record<string, string>

/** A log's items line by line, as the decoder hands them out. */
const itemsOf = (text: string): Array<LogItem> => {
  const decoder = new LogDecoder()
  return [...text.trimEnd().split("\n").flatMap((line) => decoder.line(line)), ...decoder.end()]
}

/** Packs `items` in pieces as the worker does, copies each across as postMessage would, and collects them unpacked on the other side. */
const handedOver = (items: ReadonlyArray<LogItem>, size: number) => {
  const collector = new LogCollector()
  for (let at = 0; at < items.length; at += size) collector.add(unpackItems(structuredClone(packItems(items.slice(at, at + size)))))
  return collector.result()
}

describe("handing decoded items from the worker to the page (events as JSON text)", () => {
  it("gives the page exactly what decoding gives, for every bundled log", () => {
    expect(Object.keys(logs).length).toBeGreaterThan(5)
    for (const [file, text] of Object.entries(logs)) expect(handedOver(itemsOf(text), 700), file).toEqual(decodeLogText(text))
  })

  it("keeps the header, every error, each event's line and the valid prefix", () => {
    const text = Object.values(logs)[0]!
    const lines = text.trimEnd().split("\n")
    lines[40] = lines[40]!.replace(/"seq":\d+/, '"seq":"forty"')
    lines[90] = "not json"
    const broken = `${lines.join("\n")}\n`
    const decoded = decodeLogText(broken)
    expect(decoded.errors.length).toBe(2)
    expect(handedOver(itemsOf(broken), 25)).toEqual(decoded)
  })

  it("sends the events as one string and their lines as numbers, not an object per item", () => {
    const packed = packItems(itemsOf(Object.values(logs)[0]!).slice(0, 30))
    expect(typeof packed.events).toBe("string")
    expect(packed.lines).toBeInstanceOf(Int32Array)
    expect(packed.lines.length).toBe(29)
    expect(packed.others.map((item) => item._tag)).toEqual(["Header"])
  })
})

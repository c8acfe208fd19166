import { describe, expect, it } from "vitest"
import { decodeLogText, LogCollector } from "@sidelines/schema"
import orcText from "../../../logs/bb-orc-v-human.jsonl?raw"
import { decodeInSlices, SLICE } from "./decode-slices.js"

/** A log several slices long: the same match's header, then its events repeated with new seqs. */
const longLog = (() => {
  const [header, ...events] = orcText.trimEnd().split("\n")
  const lines = [header!]
  let seq = 0
  while (lines.join("\n").length < 3 * SLICE) for (const line of events) lines.push(line.replace(/"seq":\d+/, `"seq":${++seq}`))
  return `${lines.join("\n")}\n`
})()

/** Decodes in slices and collects every slice's items, as the page does. */
const collected = async (text: string, progress: (done: number, total: number) => void = () => {}) => {
  const collector = new LogCollector()
  const slices: Array<string> = []
  await decodeInSlices(text, (items, slice, done, total) => {
    collector.add(items)
    slices.push(slice)
    progress(done, total)
  })
  return { log: collector.result(), text: slices.join("") }
}

describe("decoding a log in slices for the progress bar (and the fold, as the slices come)", () => {
  it("gives exactly what decoding the whole text gives, reporting progress up to the end", async () => {
    const reports: Array<[number, number]> = []
    const sliced = await collected(longLog, (done, total) => reports.push([done, total]))
    expect(sliced.log).toEqual(decodeLogText(longLog))
    expect(sliced.text).toBe(longLog)
    expect(reports.length).toBe(Math.ceil(longLog.length / SLICE))
    expect(reports.every(([done], i) => i === 0 || done > reports[i - 1]![0])).toBe(true)
    expect(reports.at(-1)).toEqual([longLog.length, longLog.length])
  })

  it("keeps a bad line's error, its line number and the valid prefix, wherever the slices fall", async () => {
    const lines = longLog.split("\n")
    lines[2000] = lines[2000]!.replace(/"seq":\d+/, '"seq":"two thousand"')
    const broken = lines.join("\n")
    const sliced = (await collected(broken)).log
    expect(sliced).toEqual(decodeLogText(broken))
    expect(sliced.errors[0]?.line).toBe(2001)
    expect(sliced.validPrefix).toBe(1999)
  })
})

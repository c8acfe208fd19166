import { describe, expect, it } from "vitest"
import { decodeLogText } from "@sidelines/schema"
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

describe("decoding a log in slices for the progress bar", () => {
  it("gives exactly what decoding the whole text gives, reporting progress up to the end", async () => {
    const reports: Array<[number, number]> = []
    const sliced = await decodeInSlices(longLog, (done, total) => reports.push([done, total]))
    expect(sliced).toEqual(decodeLogText(longLog))
    expect(reports.length).toBe(Math.ceil(longLog.length / SLICE))
    expect(reports.every(([done], i) => i === 0 || done > reports[i - 1]![0])).toBe(true)
    expect(reports.at(-1)).toEqual([longLog.length, longLog.length])
  })

  it("keeps a bad line's error, its line number and the valid prefix, wherever the slices fall", async () => {
    const lines = longLog.split("\n")
    lines[2000] = lines[2000]!.replace(/"seq":\d+/, '"seq":"two thousand"')
    const broken = lines.join("\n")
    const sliced = await decodeInSlices(broken, () => {})
    expect(sliced).toEqual(decodeLogText(broken))
    expect(sliced.errors[0]?.line).toBe(2001)
    expect(sliced.validPrefix).toBe(1999)
  })
})

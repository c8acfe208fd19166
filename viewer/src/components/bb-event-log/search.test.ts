import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import sampleText from "../../../../logs/sample-drive.jsonl?raw"
import { describeAll, eventKindsAt } from "../../model/describe.js"
import { needleOf, searchLines } from "./search.js"

const log = decodeLogText(sampleText)
const sample = (Replay.build(log.header!, log.events) as { success: Replay }).success
const lines = describeAll(sample)
const indexesWith = (word: string) => lines.flatMap((line, i) => (`${line.text}\n${line.where}`.toLowerCase().includes(word) ? [i] : []))
const never = () => false

describe("searching the event log", () => {
  it("finds the next and the previous line naming a player, from any event, round past either end", async () => {
    const found = indexesWith("grishnak")
    expect(found.length).toBeGreaterThan(2)
    expect(await searchLines(sample, "grishnak", -1, true, null, never)).toEqual({ index: found[0], wrapped: false })
    expect(await searchLines(sample, "grishnak", found[0]!, true, null, never)).toEqual({ index: found[1], wrapped: false })
    expect(await searchLines(sample, "grishnak", found[1]!, false, null, never)).toEqual({ index: found[0], wrapped: false })
    expect(await searchLines(sample, "grishnak", found.at(-1)!, true, null, never)).toEqual({ index: found[0], wrapped: true })
    expect(await searchLines(sample, "grishnak", -1, false, null, never)).toEqual({ index: found.at(-1), wrapped: true })
  })

  it("ignores case and spaces around the query; with a filter, only the lines it shows", async () => {
    expect(needleOf("  Dodge ")).toBe("dodge")
    const dodgeDice = indexesWith("dodge").filter((i) => eventKindsAt(sample, i).includes("dice"))
    const turnovers = indexesWith("dodge").filter((i) => eventKindsAt(sample, i).includes("turnovers"))
    expect(dodgeDice.length).toBeGreaterThan(turnovers.length)
    expect((await searchLines(sample, "dodge", -1, true, new Set(["turnovers"]), never))?.index).toBe(turnovers[0] ?? null)
  })

  it("says when nothing matches", async () => {
    expect(await searchLines(sample, "no such words", -1, true, null, never)).toEqual({ index: null, wrapped: false })
  })
})

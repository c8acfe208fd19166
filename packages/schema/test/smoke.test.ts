import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { decodeLogText, encodeLog } from "@sidelines/schema"

describe("the bundled hand-written sample", () => {
  const text = readFileSync(new URL("../../../logs/sample-drive.jsonl", import.meta.url), "utf8")
  it("decodes with no errors and re-encodes to the same bytes", () => {
    const log = decodeLogText(text)
    expect(log.errors).toEqual([])
    expect(log.header?.variant).toBe("blood-bowl")
    expect(log.events.length).toBe(47)
    expect(encodeLog(log.header!, log.events)).toBe(text)
  })
})

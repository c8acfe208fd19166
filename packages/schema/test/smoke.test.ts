import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { decodeLogText, encodeLog } from "@sidelines/schema"

const logs = new URL("../../../logs/", import.meta.url)

describe("the bundled sample logs", () => {
  const files = readdirSync(logs).filter((file) => file.endsWith(".jsonl"))

  it("are there", () => {
    expect(files.length).toBeGreaterThan(0)
  })

  it.each(files)("%s decodes with no errors and is in canonical form", (file) => {
    const text = readFileSync(new URL(file, logs), "utf8")
    const log = decodeLogText(text)
    expect(log.errors).toEqual([])
    expect(log.events.length).toBe(text.trimEnd().split("\n").length - 1)
    expect(encodeLog(log.header!, log.events)).toBe(text)
  })
})

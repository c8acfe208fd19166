import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { EVENT_TAGS, renderLogLineJsonSchema } from "@sidelines/schema"

describe("packages/schema/log-format.schema.json", () => {
  const committed = readFileSync(new URL("../log-format.schema.json", import.meta.url), "utf8")

  it("is the JSON Schema the code defines today (run `npm run schema:export` after changing the format)", () => {
    expect(committed).toBe(renderLogLineJsonSchema())
  })

  it("is a draft 2020-12 document with one branch per line kind, closed to unknown fields", () => {
    const document = JSON.parse(committed)
    expect(document.$schema).toBe("https://json-schema.org/draft/2020-12/schema")
    const branches: Array<{ properties: { _tag: { enum: Array<string> } }; additionalProperties: boolean }> = document.anyOf.flatMap(
      (branch: { anyOf?: Array<unknown> }) => branch.anyOf ?? [branch]
    )
    const tags = new Set(branches.map((branch) => branch.properties._tag.enum[0]))
    expect([...tags].sort()).toEqual(["MatchStarted", ...EVENT_TAGS].sort())
    expect(branches.every((branch) => branch.additionalProperties === false)).toBe(true)
  })
})

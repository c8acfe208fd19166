/**
 * Hostile and huge input (issue 22): the decoder's work stays linear in the input, however many
 * problems a line has, and lines over the limits are refused in one error. Work is counted (how
 * many column look-ups, JSON error scans and issue descriptions run), never timed.
 */
import { readFileSync } from "node:fs"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { decodeLogText, DEFAULT_LIMITS, LineSplitter, limitBreach } from "@sidelines/schema"
import * as Issues from "../src/issues.js"
import * as JsonPosition from "../src/json-position.js"

// Spies on the decoder's costly helpers, so a test can count the work a line takes.
vi.mock("../src/issues.js", async (importOriginal) => {
  const real = await importOriginal<typeof Issues>()
  return { ...real, columnOf: vi.fn(real.columnOf), describeIssue: vi.fn(real.describeIssue) }
})
vi.mock("../src/json-position.js", async (importOriginal) => {
  const real = await importOriginal<typeof JsonPosition>()
  return { ...real, jsonErrorOffset: vi.fn(real.jsonErrorOffset) }
})

const columnOf = vi.mocked(Issues.columnOf)
const describeIssue = vi.mocked(Issues.describeIssue)
const jsonErrorOffset = vi.mocked(JsonPosition.jsonErrorOffset)

const header = readFileSync(new URL("../../../logs/sample-drive.jsonl", import.meta.url), "utf8").split("\n")[0]!
const logOf = (...lines: ReadonlyArray<string>) => `${[header, ...lines].join("\n")}\n`
const unknownKeys = (n: number) => `{"_tag":"TurnEnded","seq":1,"team":"orcs",${Array.from({ length: n }, (_, i) => `"k${i}":0`).join(",")}}`

beforeEach(() => {
  columnOf.mockClear()
  describeIssue.mockClear()
  jsonErrorOffset.mockClear()
})

describe("the decoder's work on a line with many problems", () => {
  it("looks up columns only for the errors it shows, however many the line has", () => {
    const log = decodeLogText(logOf(unknownKeys(20_000)), { maxErrors: 50 })
    expect(log.errors).toHaveLength(51)
    expect(log.errors[0]).toMatchObject({ code: "unknown-field", path: "k0", column: 43 })
    expect(log.errors[50]!.message).toBe("19950 more errors not shown (reporting stops after 50)")
    // One look-up per shown error: before, all 20,000 were looked up, each from the line's start.
    expect(columnOf.mock.calls.length).toBe(50)
  })

  it("scans a bad line for its JSON error only while errors are still shown", () => {
    const bad = Array.from({ length: 300 }, (_, i) => `{"_tag":"TurnEnded","seq":${i + 1},`)
    const log = decodeLogText(logOf(...bad), { maxErrors: 10 })
    expect(log.errors).toHaveLength(11)
    expect(log.errors[10]!.message).toBe("290 more errors not shown (reporting stops after 10)")
    expect(jsonErrorOffset.mock.calls.length).toBe(10)
  })

  it("past the cap, checks a line only to its first problem and says the count is a floor", () => {
    const lines = Array.from({ length: 20 }, (_, i) => unknownKeys(50).replace('"seq":1', `"seq":${i + 1}`))
    const log = decodeLogText(logOf(...lines), { maxErrors: 5 })
    expect(log.errors).toHaveLength(6)
    // The first line fills the cap; the other 19 are described no further than their first problem.
    expect(describeIssue.mock.calls.length).toBe(1)
    expect(log.errors[5]!.message).toBe("at least 64 more errors not shown (reporting stops after 5)")
    expect(log.validPrefix).toBe(0)
  })

  it("tells each problem of a line once, not once per member of a union it failed", () => {
    const log = decodeLogText(logOf('{"_tag":"DiceRolled","seq":"oops"}'))
    expect(log.errors.map((error) => `${error.path}: ${error.message}`)).toEqual([
      'seq: expected number, got "oops"',
      'die: missing required field "die"',
      'faces: missing required field "faces"',
      'for: missing required field "for"'
    ])
  })
})

describe("limits", () => {
  it("refuses a line over the length limit without parsing it", () => {
    const parse = vi.spyOn(JSON, "parse")
    try {
      const limit = header.length + 10
      const long = `{"_tag":"TurnEnded","seq":1,"team":"orcs","note":"${"x".repeat(limit)}"}`
      const log = decodeLogText(logOf(long, '{"_tag":"TurnEnded","seq":2,"team":"orcs"}'), { limits: { maxLineLength: limit } })
      expect(log.errors).toHaveLength(1)
      expect(log.errors[0]).toMatchObject({ code: "over-limit", line: 2, column: 1, path: "" })
      expect(log.errors[0]!.message).toMatch(new RegExp(`longer than the limit of ${limit.toLocaleString("en-US")} characters.*"Limits"`))
      // The header and the short line were parsed; the long one never was.
      expect(parse.mock.calls.every(([text]) => String(text).length <= limit)).toBe(true)
      expect(log.events.map((event) => event.seq)).toEqual([2])
    } finally {
      parse.mockRestore()
    }
  })

  it("keeps only the start of an unfinished line, so a file with no newline is read in bounded memory", () => {
    const splitter = new LineSplitter(10)
    for (let i = 0; i < 1000; i++) expect(splitter.push("abcdefgh")).toEqual([])
    const [line, next] = splitter.push("tail\nnext")
    expect(line).toBe("abcdefghabc")
    expect(next).toBeUndefined()
    expect(splitter.end()).toBe("next")
  })

  it("refuses an array over the item limit, before parsing a long line", () => {
    const faces = `{"_tag":"DiceRolled","seq":1,"die":"d6","for":"dodge","faces":[${new Array(70_000).fill(3).join(",")}]}`
    const parse = vi.spyOn(JSON, "parse")
    try {
      const log = decodeLogText(logOf(faces))
      expect(log.errors).toHaveLength(1)
      expect(log.errors[0]).toMatchObject({ code: "over-limit", path: "faces", column: faces.indexOf("[") + 1 })
      expect(log.errors[0]!.message).toMatch(/an array of more than 10,000 items, over the limit/)
      expect(parse.mock.calls.some(([text]) => text === faces)).toBe(false)
    } finally {
      parse.mockRestore()
    }
  })

  it("refuses an array over the item limit in a short line before the Schema parser sees it", () => {
    const log = decodeLogText(logOf(`{"_tag":"DiceRolled","seq":1,"die":"d6","for":"dodge","faces":[${new Array(40).fill(9).join(",")}]}`), { limits: { maxArrayLength: 30 } })
    expect(log.errors.map((error) => [error.code, error.path])).toEqual([["over-limit", "faces"]])
    expect(describeIssue).not.toHaveBeenCalled()
  })

  it("refuses nesting over the depth limit, in the header too, and takes raised limits", () => {
    const deep = `{"_tag":"TurnEnded","seq":1,"team":"orcs","x":${"[".repeat(100)}${"]".repeat(100)}}`
    const log = decodeLogText(logOf(deep))
    expect(log.errors).toHaveLength(1)
    expect(log.errors[0]).toMatchObject({ code: "over-limit", column: deep.indexOf("[") + 64 })
    expect(log.errors[0]!.message).toMatch(/^nested 65 levels deep, over the limit of 64/)
    // Raised, the line is read and fails on its field as usual.
    expect(decodeLogText(logOf(deep), { limits: { maxDepth: 200 } }).errors.map((error) => error.code)).toEqual(["unknown-field"])

    const skills = header.replace('"skills":["Block"]', `"skills":[${new Array(20).fill('"Block"').join(",")}]`)
    const headerLog = decodeLogText(`${skills}\n`, { limits: { maxArrayLength: 10 } })
    expect(headerLog.header).toBeUndefined()
    expect(headerLog.errors[0]).toMatchObject({ code: "over-limit", path: "teams[0].players[0].skills" })
  })

  it("finds breaches in the text past strings that look like brackets", () => {
    const limits = { ...DEFAULT_LIMITS, maxArrayLength: 3, maxDepth: 4 }
    expect(limitBreach('{"a":"[[[[,,,,\\"[[[[","b":[1,2,3]}', limits)).toBeUndefined()
    expect(limitBreach('{"a":[1,2,{"b":[1,2,3,4]}]}', limits)).toEqual({ column: 16, path: ["a", 2, "b"], message: "an array of more than 3 items, over the limit" })
    expect(limitBreach('{"a":{"b":{"c":{"d":{}}}}}', limits)).toMatchObject({ column: 21, path: ["a", "b", "c", "d"], message: "nested 5 levels deep, over the limit of 4" })
  })
})

/**
 * Fuzzes the log decoder with seeded random mutations of valid logs.
 *
 *   npm run fuzz                                  # FUZZ_CASES=3000, the fixed default seed
 *   FUZZ_CASES=100000 npm run fuzz                # a long run
 *   FUZZ_SEED=0x1234 npm run fuzz                 # another seed
 *   FUZZ_SEED=0x5eed1e55 FUZZ_ONLY=1234 npm run fuzz   # replay one case of a failure report
 *
 * Every case must decode without throwing and obey the invariants in `checkLog`; streaming the
 * same text in random chunks must give the same result; and the valid prefix must re-encode to a
 * log that decodes cleanly. A failing case is written to the temp directory for replay.
 */
import { writeFileSync } from "node:fs"
import { readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { isDeepStrictEqual } from "node:util"
import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  collectLog,
  decodeLogChunks,
  decodeLogText,
  type DecodedLog,
  encodeLog,
  type LogErrorCode,
  MatchEvent,
  MatchStarted
} from "@sidelines/schema"
import { caseSeed, mulberry32, MUTATIONS, mutate, parseSeed, type Rng } from "./support/mutate.js"

const DEFAULT_SEED = 0x5eed1e55
const SEED = parseSeed(process.env["FUZZ_SEED"], DEFAULT_SEED)
// 3,000 cases by default, ten times as many in the long run (SIDELINES_PROPERTY=long, npm run test:long).
const DEFAULT_CASES = process.env["SIDELINES_PROPERTY"] === "long" ? 30_000 : 3000
const CASES = Math.max(1, Math.floor(Number(process.env["FUZZ_CASES"] ?? DEFAULT_CASES)) || DEFAULT_CASES)
/** Cases per test: each batch a test of its own, a few seconds' work at most. */
const BATCH = 500
const ONLY = process.env["FUZZ_ONLY"] === undefined || process.env["FUZZ_ONLY"] === "" ? undefined : Number(process.env["FUZZ_ONLY"])
/** The decoder's default cap on reported errors, plus the one "too-many-errors" summary. */
const MAX_ERRORS = 100

const SAMPLE = readFileSync(new URL("../../../logs/sample-drive.jsonl", import.meta.url), "utf8")

// ---------------------------------------------------------------------------------------------
// Valid logs the mutations start from

const sampleLines = SAMPLE.split("\n").filter((line) => line !== "")
const [sampleHeader, ...sampleEvents] = sampleLines as [string, ...Array<string>]

/** The sample's events twice over, the second time with seq moved past the first run. */
const doubled = (): string => {
  const shift = sampleEvents.length + 10
  const again = sampleEvents.map((line) => {
    const event = JSON.parse(line) as { seq: number }
    return JSON.stringify({ ...event, seq: event.seq + shift })
  })
  return [sampleHeader, ...sampleEvents, ...again].join("\n") + "\n"
}

/** JSON with white space after every `:` and `,`, as a hand-edited or pretty-ish writer might emit. */
const spaced = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(spaced).join(", ")}]`
    : typeof value === "object" && value !== null
    ? `{ ${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${spaced(item)}`).join(", ")} }`
    : JSON.stringify(value)

const BASES: ReadonlyArray<{ readonly name: string; readonly text: string }> = [
  { name: "sample", text: SAMPLE },
  { name: "sample, BOM and CRLF", text: "\ufeff" + SAMPLE.replace(/\n/g, "\r\n") },
  { name: "sample, no final newline", text: SAMPLE.replace(/\n$/, "") },
  { name: "sample, spaced JSON", text: sampleLines.map((line) => spaced(JSON.parse(line))).join("\n") + "\n" },
  { name: "sample events twice", text: doubled() }
]

// ---------------------------------------------------------------------------------------------
// Invariants

/** Exhaustive by type: adding a code to LogErrorCode without listing it here fails type-checking. */
const CODES: Record<LogErrorCode, true> = {
  "empty-log": true,
  "invalid-json": true,
  "truncated-line": true,
  "not-an-object": true,
  "missing-tag": true,
  "unknown-tag": true,
  "missing-header": true,
  "header-not-first": true,
  "unsupported-format": true,
  "unknown-variant": true,
  "unknown-option": true,
  "missing-field": true,
  "unknown-field": true,
  "invalid-field": true,
  "dice-out-of-range": true,
  "repeated-seq": true,
  "decreasing-seq": true,
  "unknown-player": true,
  "unknown-team": true,
  "inconsistent-header": true,
  "over-limit": true,
  "too-many-errors": true
}
const isKnownCode = (code: unknown): boolean => typeof code === "string" && Object.hasOwn(CODES, code)

const STRICT = { onExcessProperty: "error", errors: "first" } as const
const redecodeEvent = Schema.decodeUnknownResult(MatchEvent)
const redecodeHeader = Schema.decodeUnknownResult(MatchStarted)

/** The lines the decoder sees: split at "\n", no empty tail after a final newline. */
export const linesOf = (text: string): Array<string> => {
  const lines = text.split("\n")
  if (lines.length > 1 && lines.at(-1) === "") lines.pop()
  return lines
}

/** A line's text as the decoder parses it: without a BOM on line 1 or a trailing CR. */
const bodyOf = (lines: ReadonlyArray<string>, line: number): string => {
  let text = lines[line - 1] ?? ""
  if (line === 1 && text.startsWith("\ufeff")) text = text.slice(1)
  return text.endsWith("\r") ? text.slice(0, -1) : text
}

const short = (value: unknown): string => {
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = String(value)
  }
  return text.length > 160 ? `${text.slice(0, 157)}...` : text
}

/** Everything that must hold of any decode of any text. Returns what does not, in words. */
export const checkLog = (text: string, log: DecodedLog): Array<string> => {
  const problems: Array<string> = []
  const lines = linesOf(text)
  // An empty input still has a line 1, where "empty-log" is reported.
  const lineCount = Math.max(1, lines.length)

  if (!Array.isArray(log.errors) || !Array.isArray(log.events) || !Array.isArray(log.lines)) {
    return [`malformed result: ${short(Object.keys(log))}`]
  }
  if (log.errors.length > MAX_ERRORS + 1) problems.push(`${log.errors.length} errors reported, more than the cap of ${MAX_ERRORS} + 1`)

  let previousErrorLine = 0
  log.errors.forEach((error, i) => {
    const where = `errors[${i}] ${short(error)}`
    if (!Number.isInteger(error.line) || error.line < 1 || error.line > lineCount) {
      problems.push(`${where}: line ${error.line} is not an integer in 1..${lineCount}`)
    } else {
      const width = bodyOf(lines, error.line).length
      if (!Number.isInteger(error.column) || error.column < 1 || error.column > width + 1) {
        problems.push(`${where}: column ${error.column} is not an integer in 1..${width + 1} (the line is ${width} characters)`)
      }
    }
    if (typeof error.message !== "string" || error.message.trim() === "") problems.push(`${where}: empty message`)
    if (!isKnownCode(error.code)) problems.push(`${where}: unknown code ${short(error.code)}`)
    if (typeof error.path !== "string" || typeof error.excerpt !== "string") problems.push(`${where}: path and excerpt must be strings`)
    if (error.line < previousErrorLine) problems.push(`${where}: errors out of line order (after line ${previousErrorLine})`)
    previousErrorLine = error.line
  })

  const { validPrefix } = log
  if (!Number.isInteger(validPrefix) || validPrefix < 0 || validPrefix > log.events.length) {
    problems.push(`validPrefix ${validPrefix} is not in 0..${log.events.length}`)
  }
  if (log.lines.length !== log.events.length) problems.push(`${log.lines.length} line numbers for ${log.events.length} events`)

  // The valid prefix is exactly the events on lines before the first error.
  const firstError = log.errors[0]
  const expectedPrefix = firstError === undefined ? log.events.length : log.lines.filter((line) => line < firstError.line).length
  if (validPrefix !== expectedPrefix) {
    problems.push(`validPrefix is ${validPrefix}, but ${expectedPrefix} events come before the first error (line ${firstError?.line})`)
  }
  if (firstError === undefined && log.header === undefined) problems.push("no errors, yet no header")

  if (log.header !== undefined) {
    const header = redecodeHeader(log.header, STRICT)
    if (Result.isFailure(header)) problems.push(`the header does not re-decode: ${short(header.failure.message)}`)
  }

  let previousLine = 0
  let previousSeq = 0
  log.events.forEach((event, i) => {
    const line = log.lines[i]!
    const where = `events[${i}] (line ${line}) ${short(event)}`
    if (!Number.isInteger(line) || line <= previousLine || line > lineCount) {
      problems.push(`${where}: line number not increasing within 1..${lineCount} (previous ${previousLine})`)
    }
    previousLine = line
    const again = redecodeEvent(event, STRICT)
    if (Result.isFailure(again)) {
      problems.push(`${where}: does not pass MatchEvent: ${short(again.failure.message)}`)
    }
    // The event is what its line says, no more and no less.
    let parsed: unknown
    try {
      parsed = JSON.parse(bodyOf(lines, line))
    } catch {
      parsed = undefined
    }
    if (!isDeepStrictEqual({ ...parsed as object }, { ...event })) {
      problems.push(`${where}: differs from the JSON on its line`)
    }
    if (i < validPrefix) {
      const seq = (event as { seq?: unknown }).seq
      if (typeof seq !== "number" || !(seq > previousSeq)) problems.push(`${where}: seq ${short(seq)} does not increase past ${previousSeq}`)
      previousSeq = typeof seq === "number" ? seq : previousSeq
    }
  })
  return problems
}

/** The same text, streamed in random chunks (cutting CRLFs and surrogate pairs too), must decode the same. */
const checkStreaming = async (text: string, log: DecodedLog, rng: Rng): Promise<Array<string>> => {
  const cuts = Array.from({ length: rng.between(0, 6) }, () => rng.int(text.length + 1)).sort((a, b) => a - b)
  const chunks: Array<string> = []
  let from = 0
  for (const cut of [...cuts, text.length]) {
    chunks.push(text.slice(from, cut))
    from = cut
  }
  async function* source() {
    for (const chunk of chunks) yield chunk
  }
  const streamed = await collectLog(decodeLogChunks(source()))
  if (isDeepStrictEqual(streamed, log)) return []
  return [
    `streaming in chunks cut at ${short(cuts)} differs from decodeLogText: ` +
    `${streamed.events.length}/${streamed.errors.length}/${streamed.validPrefix} vs ${log.events.length}/${log.errors.length}/${log.validPrefix} ` +
    `(events/errors/validPrefix); first errors ${short(streamed.errors[0])} vs ${short(log.errors[0])}`
  ]
}

/**
 * The valid prefix, written back out canonically, must be a log with no errors that writes out to
 * the same text again. (Text, not values, is compared: `-0` is a valid coordinate and becomes `0`.)
 */
const checkRoundTrip = (log: DecodedLog): Array<string> => {
  if (log.header === undefined) return []
  const canonical = encodeLog(log.header, log.events.slice(0, log.validPrefix))
  const again = decodeLogText(canonical)
  if (again.errors.length > 0) return [`the valid prefix re-encodes to a log with errors: ${short(again.errors[0])}`]
  if (again.header === undefined || encodeLog(again.header, again.events) !== canonical) {
    return ["the valid prefix re-encodes to a log that does not re-encode to the same text"]
  }
  return []
}

// ---------------------------------------------------------------------------------------------
// Running cases

interface Outcome {
  readonly problems: ReadonlyArray<string>
  readonly log: DecodedLog | undefined
}

const runInput = async (text: string, rng: Rng): Promise<Outcome> => {
  let log: DecodedLog
  try {
    log = decodeLogText(text)
  } catch (cause) {
    return { problems: [`decodeLogText threw: ${cause instanceof Error ? cause.stack?.split("\n").slice(0, 6).join(" | ") : String(cause)}`], log: undefined }
  }
  const problems = checkLog(text, log)
  try {
    problems.push(...(await checkStreaming(text, log, rng)))
  } catch (cause) {
    problems.push(`streaming decode threw: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
  try {
    problems.push(...checkRoundTrip(log))
  } catch (cause) {
    problems.push(`re-encoding the valid prefix threw: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
  return { problems, log }
}

const hex = (n: number) => `0x${n.toString(16)}`

interface Failure {
  readonly caseNumber: number
  readonly base: string
  readonly applied: ReadonlyArray<string>
  readonly problems: ReadonlyArray<string>
  readonly file: string
}

const report = (failure: Failure): string =>
  [
    `fuzz case ${failure.caseNumber} failed (FUZZ_SEED=${hex(SEED)}, case ${failure.caseNumber})`,
    `  replay: FUZZ_SEED=${hex(SEED)} FUZZ_ONLY=${failure.caseNumber} npm run fuzz`,
    `  base: ${failure.base}; mutations: ${failure.applied.join(", ")}`,
    `  input: ${failure.file}`,
    ...failure.problems.slice(0, 5).map((problem) => `  - ${problem}`)
  ].join("\n")

describe("fuzzing decodeLogText", () => {
  it("starts from logs that are valid", async () => {
    for (const base of BASES) {
      const { problems, log } = await runInput(base.text, mulberry32(1))
      expect(problems, base.name).toEqual([])
      expect(log?.errors, base.name).toEqual([])
      expect(log?.events.length, base.name).toBeGreaterThanOrEqual(sampleEvents.length)
    }
  })

  it("replays a case exactly from its seed", () => {
    const once = mutate(SAMPLE, mulberry32(caseSeed(SEED, 7)))
    const twice = mutate(SAMPLE, mulberry32(caseSeed(SEED, 7)))
    expect(twice).toEqual(once)
    expect(caseSeed(SEED, 7)).not.toBe(caseSeed(SEED, 8))
  })

  it("has no mutation that never changes the sample", () => {
    for (const mutation of MUTATIONS) {
      let changed = 0
      for (let seed = 0; seed < 40; seed++) if (mutation.apply(SAMPLE, mulberry32(seed)) !== SAMPLE) changed++
      expect(changed, mutation.name).toBeGreaterThan(5)
    }
  })

  it("has invariant checks that catch a wrong result", () => {
    const good = decodeLogText(SAMPLE)
    const first = good.events[0]!
    const bad = (patch: Partial<DecodedLog>) => checkLog(SAMPLE, { ...good, ...patch })
    const error = { code: "invalid-json", line: 2, column: 1, path: "", message: "bad", excerpt: "" } as const
    expect(checkLog(SAMPLE, good)).toEqual([])
    expect(bad({ validPrefix: good.events.length + 1 })).not.toEqual([])
    expect(bad({ errors: [{ ...error, line: 0 }] })).not.toEqual([])
    expect(bad({ errors: [{ ...error, line: 49 }] })).not.toEqual([])
    expect(bad({ errors: [{ ...error, column: 0 }] })).not.toEqual([])
    expect(bad({ errors: [{ ...error, column: 500 }] })).not.toEqual([])
    expect(bad({ errors: [{ ...error, message: "" }] })).not.toEqual([])
    expect(bad({ errors: [{ ...error, code: "oops" as LogErrorCode }] })).not.toEqual([])
    expect(bad({ errors: [error], validPrefix: 5 })).not.toEqual([])
    expect(bad({ events: [{ ...first, seq: 0 }, ...good.events.slice(1)] })).not.toEqual([])
    expect(bad({ events: [first, first, ...good.events.slice(2)] })).not.toEqual([])
    expect(bad({ events: [{ ...first, extra: 1 } as unknown as typeof first, ...good.events.slice(1)] })).not.toEqual([])
    expect(checkLog("", decodeLogText(SAMPLE))).not.toEqual([])
  })

  const batches = ONLY === undefined
    ? Array.from({ length: Math.ceil(CASES / BATCH) }, (_, b) => Array.from({ length: Math.min(BATCH, CASES - b * BATCH) }, (_, i) => b * BATCH + i))
    : [[ONLY]]
  it.each(batches.map((numbers) => [numbers[0]!, numbers.at(-1)!, numbers] as const))(`survives mutated logs %i to %i of ${ONLY === undefined ? CASES : 1} (FUZZ_SEED=${hex(SEED)})`, async (_first, _last, numbers) => {
    const started = performance.now()
    const failures: Array<Failure> = []
    let failed = 0
    let withErrors = 0
    let valid = 0
    let unchanged = 0
    /** Failures grouped by the kind of their first problem, numbers and quotes blurred. */
    const kinds = new Map<string, { count: number; first: number }>()
    for (const caseNumber of numbers) {
      const rng = mulberry32(caseSeed(SEED, caseNumber))
      const base = rng.pick(BASES)
      let mutated: ReturnType<typeof mutate>
      try {
        mutated = mutate(base.text, rng)
      } catch (cause) {
        throw new Error(`the mutator itself failed on case ${caseNumber} (FUZZ_SEED=${hex(SEED)} FUZZ_ONLY=${caseNumber}): ${String(cause)}`)
      }
      const { text, applied } = mutated
      if (text === base.text) unchanged++
      const { problems, log } = await runInput(text, rng)
      if (log !== undefined) {
        if (log.errors.length > 0) withErrors++
        else valid++
      }
      if (problems.length === 0) continue
      failed++
      const kind = problems[0]!.replace(/\{.*?\}|".*?"|\d+/g, "_").slice(0, 120)
      const seen = kinds.get(kind)
      if (seen === undefined) kinds.set(kind, { count: 1, first: caseNumber })
      else seen.count++
      if (failures.length < 10) {
        const file = join(tmpdir(), `sidelines-fuzz-${hex(SEED)}-${caseNumber}.jsonl`)
        writeFileSync(file, text)
        const failure = { caseNumber, base: base.name, applied, problems, file }
        failures.push(failure)
        console.error(report(failure))
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `fuzz: ${numbers.length} cases (FUZZ_SEED=${hex(SEED)}), ${withErrors} with errors, ${valid} fully valid, ` +
      `${unchanged} unchanged by their mutations, ${failed} failed, ${seconds} s`
    )
    for (const [kind, { count, first }] of kinds) console.log(`  ${count} x (first: case ${first}) ${kind}`)
    expect(failures.map(report), `${failed} of ${numbers.length} cases failed`).toEqual([])
    // A fuzzer whose mutations never break anything tests nothing.
    if (numbers.length >= 100) expect(withErrors).toBeGreaterThan(numbers.length / 2)
  })
})

/**
 * Inputs that broke the decoder, kept so the bugs stay fixed: the deep nesting was found by the
 * fuzz run above, the position-like text by reading how the decoder takes columns from V8's
 * messages (random mutation rarely writes it). Each line follows the sample's header.
 */
describe("regression inputs", () => {
  const deepArray = (depth: number) => "[".repeat(depth) + "]".repeat(depth)
  const cases: ReadonlyArray<readonly [string, string]> = [
    ["a line that is a deeply nested array", deepArray(20_000)],
    ["a field holding a deeply nested array", `{"_tag":"TurnEnded","seq":1,"team":${deepArray(20_000)}}`],
    ["a square holding a deeply nested array", `{"_tag":"PlayerMoved","seq":1,"player":"o1","to":${deepArray(20_000)}}`],
    ["a _tag holding a deeply nested array", `{"_tag":${deepArray(20_000)}}`],
    ["a syntax error quoting text that looks like a position", `x"at position 99999"`],
    ["a syntax error near text that looks like a position, inside an event", `{"_tag":"TurnEnded","seq":1,"team":"at position 99999"x}`]
  ]
  it.each(cases)("%s", async (_, line) => {
    const text = `${sampleHeader}\n${line}\n`
    const { problems } = await runInput(text, mulberry32(1))
    expect(problems).toEqual([])
  })
})

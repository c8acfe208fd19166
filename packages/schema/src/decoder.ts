import { Result, Schema } from "effect"
import { EVENT_SCHEMAS, EVENT_TAGS, type EventTag, type MatchEvent, PLAYER_REFERENCE_FIELDS, TEAM_REFERENCE_FIELDS } from "./events/index.js"
import { compileGuard, type Guard } from "./guard.js"
import { MatchStarted } from "./header.js"
import { columnOf, describeIssue, formatPath, show, suggest } from "./issues.js"
import { joiningPlayers } from "./joining.js"
import { jsonErrorOffset } from "./json-position.js"
import type { LogError, LogErrorCode } from "./log-error.js"

/** What the decoder makes of one line (or of the end of the input). */
export type LogItem =
  | { readonly _tag: "Header"; readonly line: number; readonly header: MatchStarted }
  | { readonly _tag: "Event"; readonly line: number; readonly event: MatchEvent }
  | { readonly _tag: "Error"; readonly error: LogError }

export interface DecoderOptions {
  /** Stop reporting after this many errors (the rest are counted in one last error). Default 100. */
  readonly maxErrors?: number
}

const PARSE_OPTIONS = { onExcessProperty: "error", errors: "all" } as const
const decodeHeader = Schema.decodeUnknownResult(MatchStarted)
const eventDecoders = Object.fromEntries(
  EVENT_TAGS.map((tag) => [tag, Schema.decodeUnknownResult(EVENT_SCHEMAS[tag] as Schema.Codec<unknown>)])
) as Record<EventTag, (input: unknown, options: typeof PARSE_OPTIONS) => Result.Result<unknown, Schema.SchemaError>>
/** Fast exact guards for the events, compiled from the same schemas (see guard.ts). */
const eventGuards = Object.fromEntries(
  EVENT_TAGS.map((tag) => [tag, compileGuard(EVENT_SCHEMAS[tag].ast)])
) as Record<EventTag, Guard | undefined>
const isEventTag = (tag: string): tag is EventTag => Object.hasOwn(EVENT_SCHEMAS, tag)

const EXCERPT = 80

const excerptOf = (text: string, column: number): string => {
  if (text.length <= EXCERPT) return text
  const start = Math.max(0, Math.min(column - 1 - EXCERPT / 4, text.length - EXCERPT))
  return `${start > 0 ? "…" : ""}${text.slice(start, start + EXCERPT)}${start + EXCERPT < text.length ? "…" : ""}`
}

/** Where the JSON of a line goes wrong, as a 1-based column. */
const jsonErrorColumn = (text: string): number => Math.min(jsonErrorOffset(text), text.length) + 1

/**
 * Decodes a log one line at a time. It never throws on bad input: every problem becomes an
 * `Error` item with its line, column, field path and message, and decoding carries on so one
 * read shows every problem (up to `maxErrors`). Events before the first error form the log's
 * valid prefix, which stays usable for viewing.
 */
export class LogDecoder {
  private readonly maxErrors: number
  private lineNumber = 0
  private sawContent = false
  private header: MatchStarted | undefined
  private headerLine = 0
  private players = new Set<string>()
  private teams = new Set<string>()
  private lastSeq = 0
  private lastSeqLine = 0
  private errorCount = 0
  private firstHiddenLine: number | undefined
  /** How many errors were found in total, including those past the cap. */
  get errors(): number {
    return this.errorCount
  }

  constructor(options: DecoderOptions = {}) {
    this.maxErrors = options.maxErrors ?? 100
  }

  /**
   * Decodes the next line. `terminated` is false only for a last line with no newline after it,
   * which is how a file cut off mid-write looks.
   */
  line(text: string, terminated = true): ReadonlyArray<LogItem> {
    const out: Array<LogItem> = []
    this.decodeLine(text, terminated, out)
    return out
  }

  private decodeLine(text: string, terminated: boolean, out: Array<LogItem>): void {
    const lineNumber = ++this.lineNumber
    if (lineNumber === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1)
    if (text.endsWith("\r")) text = text.slice(0, -1)
    // Blank lines carry nothing; trim only when the line could be all white space.
    if (text.length === 0) return
    const lead = text.charCodeAt(0)
    if ((lead <= 32 || lead >= 0x80) && text.trim() === "") return

    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      const column = jsonErrorColumn(text)
      const at = text[column - 1]
      const reason = at === undefined ? "the line ends before its JSON value is complete" : `unexpected ${show(at)} at column ${column}`
      return terminated
        ? this.fail(out, lineNumber, "invalid-json", column, [], `invalid JSON: ${reason}`, text)
        : this.fail(
          out,
          lineNumber,
          "truncated-line",
          column,
          [],
          "the last line is cut off (no newline and incomplete JSON): the file was truncated",
          text
        )
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      return this.fail(out, lineNumber, "not-an-object", 1, [], `expected a JSON object, got ${show(value)}`, text)
    }
    const tag = (value as { _tag?: unknown })._tag
    if (tag === undefined) return this.fail(out, lineNumber, "missing-tag", 1, [], `missing "_tag": every line names its kind`, text)
    if (typeof tag !== "string") {
      return this.fail(out, lineNumber, "missing-tag", columnOf(text, ["_tag"]), ["_tag"], `"_tag" must be a string, got ${show(tag)}`, text)
    }
    // The first line that names its kind is where the header must be; junk before it has
    // already been reported, and a header right after it is still used for checking the rest.
    const first = !this.sawContent
    this.sawContent = true

    if (tag === "MatchStarted") return this.headerLineItem(value, text, lineNumber, first, out)
    if (first) {
      this.fail(
        out,
        lineNumber,
        "missing-header",
        1,
        [],
        `the log must start with a MatchStarted header, but line ${lineNumber} is a ${show(tag)} event`,
        text
      )
    }
    if (!isEventTag(tag)) {
      return this.fail(out, lineNumber, "unknown-tag", columnOf(text, ["_tag"]), ["_tag"], `unknown event ${show(tag)}${suggest(tag, ["MatchStarted", ...EVENT_TAGS])}`, text)
    }
    return this.eventItem(tag, value, text, lineNumber, first, out)
  }

  /** Call once after the last line: reports a log with no header line at all. */
  end(): ReadonlyArray<LogItem> {
    const out: Array<LogItem> = []
    if (!this.sawContent) {
      if (this.errorCount === 0) this.fail(out, 1, "empty-log", 1, [], "the log is empty: expected a MatchStarted header on line 1", "")
      else this.fail(out, Math.max(1, this.lineNumber), "missing-header", 1, [], "the log ended without a MatchStarted header on any line", "")
    }
    if (this.errorCount > this.maxErrors) out.push(this.overflow())
    return out
  }

  private headerLineItem(value: object, text: string, lineNumber: number, first: boolean, out: Array<LogItem>): void {
    if (!first) {
      const where = this.header !== undefined ? `the header is on line ${this.headerLine}` : "the header must be line 1"
      return this.fail(out, lineNumber, "header-not-first", 1, [], `a MatchStarted header can only be the first line; ${where}`, text)
    }
    const result = decodeHeader(value, PARSE_OPTIONS)
    if (Result.isFailure(result)) return this.schemaFailure(result.failure, value, text, lineNumber, out)
    const header = result.success
    this.header = header
    this.headerLine = lineNumber
    for (const team of header.teams) {
      this.teams.add(team.id)
      for (const player of team.players) this.players.add(player.id)
    }
    // Players who may join during the match (Plague Ridden's Rotter, the Holiday Special's Yhetees).
    for (const joining of joiningPlayers(header)) this.players.add(joining.id)
    out.push({ _tag: "Header", line: lineNumber, header })
  }

  private eventItem(tag: EventTag, value: object, text: string, lineNumber: number, first: boolean, out: Array<LogItem>): void {
    let event: MatchEvent
    if (eventGuards[tag]?.(value) === true) {
      event = value as MatchEvent
    } else {
      const result = eventDecoders[tag](value, PARSE_OPTIONS)
      if (Result.isFailure(result)) return this.schemaFailure(result.failure, value, text, lineNumber, out)
      event = result.success as MatchEvent
    }
    if (event.seq <= this.lastSeq) {
      const code: LogErrorCode = event.seq === this.lastSeq ? "repeated-seq" : "decreasing-seq"
      const message = event.seq === this.lastSeq
        ? `${event.seq} repeats the seq of line ${this.lastSeqLine}: each event needs a higher seq than the one before`
        : `${event.seq} is lower than ${this.lastSeq} on line ${this.lastSeqLine}: seq must strictly increase`
      return this.fail(out, lineNumber, code, columnOf(text, ["seq"]), ["seq"], message, text)
    }
    this.lastSeq = event.seq
    this.lastSeqLine = lineNumber
    // References can only be checked against a header that decoded; without one, the
    // missing-header or header error already explains why nothing is checked.
    if (this.header !== undefined && !first) {
      const record = event as unknown as Record<string, unknown>
      for (const field of PLAYER_REFERENCE_FIELDS) {
        const id = record[field]
        if (typeof id === "string" && !this.players.has(id)) {
          return this.fail(out, lineNumber, "unknown-player", columnOf(text, [field]), [field], `no player ${show(id)} in the header's rosters`, text)
        }
      }
      for (const field of TEAM_REFERENCE_FIELDS) {
        const id = record[field]
        if (typeof id === "string" && !this.teams.has(id)) {
          return this.fail(out, lineNumber, "unknown-team", columnOf(text, [field]), [field], `no team ${show(id)} in the header (teams: ${[...this.teams].join(", ")})`, text)
        }
      }
    }
    out.push({ _tag: "Event", line: lineNumber, event })
  }

  private schemaFailure(error: Schema.SchemaError, value: unknown, text: string, lineNumber: number, out: Array<LogItem>): void {
    for (const problem of describeIssue(error.issue, value)) {
      this.fail(out, lineNumber, problem.code, columnOf(text, problem.path), problem.path, problem.message, text)
    }
  }

  private fail(
    out: Array<LogItem>,
    line: number,
    code: LogErrorCode,
    column: number,
    path: ReadonlyArray<PropertyKey>,
    message: string,
    text: string
  ): void {
    this.errorCount++
    if (this.errorCount > this.maxErrors) {
      this.firstHiddenLine ??= line
      return
    }
    out.push({ _tag: "Error", error: { code, line, column, path: formatPath(path), message, excerpt: excerptOf(text, column) } })
  }

  private overflow(): LogItem {
    const hidden = this.errorCount - this.maxErrors
    return {
      _tag: "Error",
      error: {
        code: "too-many-errors",
        // Reported at the first error not shown, so the valid prefix still ends there.
        line: this.firstHiddenLine ?? this.lineNumber,
        column: 1,
        path: "",
        message: `${hidden} more error${hidden === 1 ? "" : "s"} not shown (reporting stops after ${this.maxErrors})`,
        excerpt: ""
      }
    }
  }
}

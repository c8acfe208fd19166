import { Result, Schema } from "effect"
import { EVENT_SCHEMAS, EVENT_TAGS, type EventTag, type MatchEvent, PLAYER_REFERENCE_FIELDS, TEAM_LIST_REFERENCE_FIELDS, TEAM_REFERENCE_FIELDS } from "./events/index.js"
import { compileGuard, type Guard } from "./guard.js"
import { MatchStarted } from "./header.js"
import { columnOf, describeIssue, formatPath, show, suggest } from "./issues.js"
import { joiningPlayers } from "./joining.js"
import { jsonErrorOffset } from "./json-position.js"
import { decodeLimits, type DecodeLimits, limitBreach, lineTooLong, RAISE_LIMITS } from "./limits.js"
import type { LogError, LogErrorCode } from "./log-error.js"

/** What the decoder makes of one line (or of the end of the input). */
export type LogItem =
  | { readonly _tag: "Header"; readonly line: number; readonly header: MatchStarted }
  | { readonly _tag: "Event"; readonly line: number; readonly event: MatchEvent }
  | { readonly _tag: "Error"; readonly error: LogError }

export interface DecoderOptions {
  /** Stop reporting after this many errors (the rest are counted in one last error). Default 100. */
  readonly maxErrors?: number
  /** Limits on a line's size (limits.ts); any left out keep their defaults. */
  readonly limits?: Partial<DecodeLimits>
}

const PARSE_OPTIONS = { onExcessProperty: "error", errors: "all" } as const
/** Past the error cap nothing more is shown, so a bad line is checked only to its first problem. */
const FIRST_PROBLEM = { onExcessProperty: "error", errors: "first" } as const
const decodeHeader = Schema.decodeUnknownResult(MatchStarted) as (input: unknown, options: typeof PARSE_OPTIONS | typeof FIRST_PROBLEM) => Result.Result<MatchStarted, Schema.SchemaError>
const eventDecoders = Object.fromEntries(
  EVENT_TAGS.map((tag) => [tag, Schema.decodeUnknownResult(EVENT_SCHEMAS[tag] as Schema.Codec<unknown>)])
) as Record<EventTag, (input: unknown, options: typeof PARSE_OPTIONS | typeof FIRST_PROBLEM) => Result.Result<unknown, Schema.SchemaError>>
/** Fast exact guards for the events, compiled from the same schemas (see guard.ts). */
const eventGuards = Object.fromEntries(
  EVENT_TAGS.map((tag) => [tag, compileGuard(EVENT_SCHEMAS[tag].ast)])
) as Record<EventTag, Guard | undefined>
const isEventTag = (tag: string): tag is EventTag => Object.hasOwn(EVENT_SCHEMAS, tag)

const EXCERPT = 80
/** Lines longer than this are scanned for the array and nesting limits before they are parsed. */
const SCAN_BEFORE_PARSE = 65_536

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
 *
 * Its cost is linear in the input whatever the input holds: a line over the limits (limits.ts)
 * is one error and is not checked further; columns are worked out only for errors that are
 * shown; and once `maxErrors` is reached, a bad line is checked only as far as its first problem.
 */
export class LogDecoder {
  private readonly maxErrors: number
  readonly limits: DecodeLimits
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
  /** A line past the cap was checked only to its first problem, so the hidden count is a floor. */
  private hiddenUncounted = false
  /**
   * How many errors were found in total, including those past the cap (past it, a bad line
   * counts one error however many it has: see `maxErrors`).
   */
  get errors(): number {
    return this.errorCount
  }

  constructor(options: DecoderOptions = {}) {
    this.maxErrors = options.maxErrors ?? 100
    this.limits = decodeLimits(options.limits)
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

  /** Errors shown so far have filled the cap: what follows is only counted. */
  private get capped(): boolean {
    return this.errorCount >= this.maxErrors
  }

  private decodeLine(text: string, terminated: boolean, out: Array<LogItem>): void {
    const lineNumber = ++this.lineNumber
    if (text.length > this.limits.maxLineLength) {
      // Not parsed: JSON.parse and the checks after it would cost time and memory out of all proportion.
      this.sawContent = true
      return this.fail(out, lineNumber, "over-limit", 1, [], lineTooLong(this.limits), text)
    }
    if (lineNumber === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1)
    if (text.endsWith("\r")) text = text.slice(0, -1)
    // Blank lines carry nothing; trim only when the line could be all white space.
    if (text.length === 0) return
    const lead = text.charCodeAt(0)
    if ((lead <= 32 || lead >= 0x80) && text.trim() === "") return

    // A long line is scanned for the limits before JSON.parse builds it (millions of items, say);
    // a short one only if it turns out to need the Schema parser (overLimits below).
    if (text.length > SCAN_BEFORE_PARSE && this.overLimits(text, lineNumber, out)) return

    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      // Finding the column takes a scan of the line: only for an error that is shown.
      if (this.capped) return this.fail(out, lineNumber, "invalid-json", 1, [], "", text)
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
      return this.fail(out, lineNumber, "missing-tag", undefined, ["_tag"], `"_tag" must be a string, got ${show(tag)}`, text)
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
      return this.fail(out, lineNumber, "unknown-tag", undefined, ["_tag"], `unknown event ${show(tag)}${this.capped ? "" : suggest(tag, ["MatchStarted", ...EVENT_TAGS])}`, text)
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
    if (text.length <= SCAN_BEFORE_PARSE && this.overLimits(text, lineNumber, out)) return
    const result = decodeHeader(value, this.capped ? FIRST_PROBLEM : PARSE_OPTIONS)
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
    // A value the guard passes fits its schema, whose arrays are all short: only one it fails is
    // checked for the limits, before the Schema parser (which would build an issue per item).
    if (eventGuards[tag]?.(value) === true) {
      event = value as MatchEvent
    } else {
      if (text.length <= SCAN_BEFORE_PARSE && this.overLimits(text, lineNumber, out)) return
      const result = eventDecoders[tag](value, this.capped ? FIRST_PROBLEM : PARSE_OPTIONS)
      if (Result.isFailure(result)) return this.schemaFailure(result.failure, value, text, lineNumber, out)
      event = result.success as MatchEvent
    }
    if (event.seq <= this.lastSeq) {
      const code: LogErrorCode = event.seq === this.lastSeq ? "repeated-seq" : "decreasing-seq"
      const message = event.seq === this.lastSeq
        ? `${event.seq} repeats the seq of line ${this.lastSeqLine}: each event needs a higher seq than the one before`
        : `${event.seq} is lower than ${this.lastSeq} on line ${this.lastSeqLine}: seq must strictly increase`
      return this.fail(out, lineNumber, code, undefined, ["seq"], message, text)
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
          return this.fail(out, lineNumber, "unknown-player", undefined, [field], `no player ${show(id)} in the header's rosters`, text)
        }
      }
      for (const field of TEAM_REFERENCE_FIELDS) {
        const id = record[field]
        if (typeof id === "string" && !this.teams.has(id)) {
          return this.fail(out, lineNumber, "unknown-team", undefined, [field], `no team ${show(id)} in the header (teams: ${[...this.teams].join(", ")})`, text)
        }
      }
      for (const field of TEAM_LIST_REFERENCE_FIELDS) {
        const ids = record[field]
        const at = Array.isArray(ids) ? ids.findIndex((id) => typeof id === "string" && !this.teams.has(id)) : -1
        if (at >= 0) {
          return this.fail(out, lineNumber, "unknown-team", undefined, [field, at], `no team ${show((ids as Array<unknown>)[at])} in the header (teams: ${[...this.teams].join(", ")})`, text)
        }
      }
    }
    out.push({ _tag: "Event", line: lineNumber, event })
  }

  /** Reports a parsed line with an array or nesting over the limits; true if it had one. */
  private overLimits(text: string, lineNumber: number, out: Array<LogItem>): boolean {
    const breach = limitBreach(text, this.limits)
    if (breach === undefined) return false
    this.sawContent = true
    this.fail(out, lineNumber, "over-limit", breach.column, breach.path, `${breach.message} ${RAISE_LIMITS}`, text)
    return true
  }

  private schemaFailure(error: Schema.SchemaError, value: unknown, text: string, lineNumber: number, out: Array<LogItem>): void {
    if (this.capped) {
      // Checked only to its first problem (FIRST_PROBLEM): one hidden error, and maybe more unseen.
      this.hiddenUncounted = true
      return this.fail(out, lineNumber, "invalid-field", 1, [], "", text)
    }
    // A union (DiceRolled's die kinds) reports a problem once per member it tried: each is told once.
    const seen = new Set<string>()
    for (const problem of describeIssue(error.issue, value)) {
      const path = formatPath(problem.path)
      const key = `${problem.code}\u0000${path}\u0000${problem.message}`
      if (seen.has(key)) continue
      seen.add(key)
      this.fail(out, lineNumber, problem.code, undefined, problem.path, problem.message, text)
    }
  }

  /**
   * Records one error; shows it while under the cap. `column` undefined means "where the path's
   * last key is in the line", looked up only for an error that is shown.
   */
  private fail(
    out: Array<LogItem>,
    line: number,
    code: LogErrorCode,
    column: number | undefined,
    path: ReadonlyArray<PropertyKey>,
    message: string,
    text: string
  ): void {
    this.errorCount++
    if (this.errorCount > this.maxErrors) {
      this.firstHiddenLine ??= line
      return
    }
    const at = column ?? columnOf(text, path)
    out.push({ _tag: "Error", error: { code, line, column: at, path: formatPath(path), message, excerpt: excerptOf(text, at) } })
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
        message: `${this.hiddenUncounted ? "at least " : ""}${hidden} more error${hidden === 1 ? "" : "s"} not shown (reporting stops after ${this.maxErrors})`,
        excerpt: ""
      }
    }
  }
}

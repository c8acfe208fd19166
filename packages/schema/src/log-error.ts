/** Why a line of a log was rejected. Each code has its own message; see docs/log-format.md. */
export type LogErrorCode =
  | "empty-log"
  | "invalid-json"
  | "truncated-line"
  | "not-an-object"
  | "missing-tag"
  | "unknown-tag"
  | "missing-header"
  | "header-not-first"
  | "unsupported-format"
  | "unknown-variant"
  | "unknown-option"
  | "missing-field"
  | "unknown-field"
  | "invalid-field"
  | "dice-out-of-range"
  | "repeated-seq"
  | "decreasing-seq"
  | "unknown-player"
  | "unknown-team"
  | "inconsistent-header"
  | "over-limit"
  | "too-many-errors"

/** One problem found in a log, located like a compiler error. */
export interface LogError {
  readonly code: LogErrorCode
  /** 1-based line number in the file. */
  readonly line: number
  /** 1-based column of the offending text within the line, or 1 when it cannot be pinned down. */
  readonly column: number
  /** The field, as `teams[0].players[2].ma`; empty for the line as a whole. */
  readonly path: string
  /** What was wrong, in words, naming what was expected. */
  readonly message: string
  /** The start of the offending line (or the text around the column), for display. */
  readonly excerpt: string
}

/** `file:line:col: message`, the way compilers print it so editors can jump to it. */
export const formatLogError = (file: string, error: LogError): string =>
  `${file}:${error.line}:${error.column}: ${error.path === "" ? "" : `${error.path}: `}${error.message}`

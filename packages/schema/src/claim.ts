import { Schema } from "effect"
import { Slug, Text } from "./primitives.js"

/**
 * What the log's writer says an event led to. Never trusted: the engine derives the outcome
 * and reports a dispute when a claim disagrees (or follows the claim with --trust-claims).
 */
export const Claim = Schema.Struct({
  /** The table row or outcome, e.g. "success", "ko", "badly-hurt", "touchback", "blitz". */
  result: Schema.optionalKey(Slug),
  /** Whether a test (dodge, rush, catch…) passed. */
  success: Schema.optionalKey(Schema.Boolean),
  /** The target number the writer rolled against, after modifiers. */
  target: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: -20, maximum: 30 }))),
  /** The sum of modifiers the writer applied. */
  modifier: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: -20, maximum: 20 }))),
  turnover: Schema.optionalKey(Schema.Boolean),
  touchdown: Schema.optionalKey(Schema.Boolean),
  /** Free text from the writer, e.g. the source program's own report line. */
  note: Schema.optionalKey(Text(500))
}).annotate({ identifier: "Claim", expected: "an object with the claimed outcome" })
export type Claim = typeof Claim.Type

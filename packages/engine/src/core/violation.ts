import { Data } from "effect"

/** An event that does not fit the match as the rules have it at that point. */
export class RuleViolation extends Data.TaggedError("RuleViolation")<{
  readonly seq: number
  /** The rule broken, in a few words: "dodge", "block target", "one blitz per team turn". */
  readonly rule: string
  readonly message: string
}> {}

/** A log that needs a rule the engine does not implement yet: never a silently wrong result. */
export class Unsupported extends Data.TaggedError("Unsupported")<{
  readonly seq: number
  /** The skill, action, rule or variant that is missing. */
  readonly feature: string
  readonly message: string
}> {}

export type FoldError = RuleViolation | Unsupported

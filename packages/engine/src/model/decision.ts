import type { MatchEvent } from "@sidelines/schema"

/** A decision event without its seq: what a coach may choose next. */
export type Decision = MatchEvent extends infer E ? (E extends MatchEvent ? Omit<E, "seq"> : never) : never

import type { MatchEvent } from "@sidelines/schema"
import { expecting } from "./fold.js"
import type { Expectation } from "./core/context.js"
import type { Outcome, Ruling } from "./model/outcome.js"
import type { FoldError } from "./core/violation.js"
import type { Replay } from "./replay.js"

/** Everything the rules say about one event: how each roll was judged and what it led to. */
export interface Explanation {
  readonly seq: number
  readonly event: MatchEvent
  /** Where in the match the event happened. */
  readonly half: number
  readonly drive: number
  readonly activeTeam: string | null
  readonly teamTurn: number | null
  /** How each roll in the event was judged (target, modifiers and their sources, dice, table row, result, disputes). */
  readonly rulings: ReadonlyArray<Ruling>
  /** What else the event led to: turnovers, injuries, touchdowns, kick-off results, notes. */
  readonly outcomes: ReadonlyArray<Exclude<Outcome, { _tag: "Ruling" }>>
  /** The rule the event breaks, when this is the event the fold stopped at. */
  readonly violation: FoldError | null
  /** What the game waits for after this event. */
  readonly next: Expectation | null
}

/** The ruling for the event with this seq; undefined if the log has no such event. */
export const explain = (replay: Replay, seq: number): Explanation | undefined => {
  const index = replay.indexOf(seq)
  if (index < 0) {
    const rejected = replay.violation
    if (rejected === null || rejected.seq !== seq) return undefined
    const before = replay.final
    const event = findEvent(replay, seq)
    if (event === undefined) return undefined
    return {
      seq,
      event,
      half: before.half,
      drive: before.drive,
      activeTeam: before.activeTeam === null ? null : replay.match.teamIds[before.activeTeam]!,
      teamTurn: before.activeTeam === null ? null : before.teams[before.activeTeam]!.turn,
      rulings: [],
      outcomes: [],
      violation: rejected,
      next: expecting(replay.match, before)
    }
  }
  const state = replay.after(index)
  const before = replay.before(index)
  const active = before.activeTeam ?? state.activeTeam
  return {
    seq,
    event: replay.events[index]!,
    half: state.half,
    drive: state.drive,
    activeTeam: active === null ? null : replay.match.teamIds[active]!,
    teamTurn: active === null ? null : state.teams[active]!.turn,
    rulings: state.outcomes.flatMap((outcome) => (outcome._tag === "Ruling" ? [outcome.ruling] : [])),
    outcomes: state.outcomes.filter((outcome): outcome is Exclude<Outcome, { _tag: "Ruling" }> => outcome._tag !== "Ruling"),
    violation: null,
    next: expecting(replay.match, state)
  }
}

const findEvent = (replay: Replay, seq: number): MatchEvent | undefined => replay.rejectedEvent?.seq === seq ? replay.rejectedEvent : undefined

import { Result } from "effect"
import type { MatchEvent, MatchStarted } from "@sidelines/schema"
import { initialState, matchOf, transition, type FoldOptions } from "./fold.js"
import { IMPLEMENTED_SKILLS, skillKey } from "./model/skills.js"
import type { Match } from "./model/match.js"
import type { MatchState } from "./model/state.js"
import type { Dispute, Outcome } from "./model/outcome.js"
import type { FoldError } from "./core/violation.js"
import { RuleViolation, Unsupported } from "./core/violation.js"

/** A fold fed in slices: `add` returns false once the rules reject an event (later events are ignored). */
export interface ReplayBuilder {
  /** Events folded so far. */
  readonly folded: number
  /** The rules have rejected an event: the replay ends before it. */
  readonly stopped: boolean
  readonly add: (events: ReadonlyArray<MatchEvent>) => boolean
  /** The replay of everything folded so far. */
  readonly finish: () => Replay
}

/** The moments a viewer jumps between. */
export type IndexKind = "half" | "drive" | "team-turn" | "kick-off" | "touchdown" | "injury" | "turnover" | "dispute" | "unchecked"

/** A claim the rules disagree with, at the event that made it. */
export interface DisputeAt extends Dispute {
  readonly seq: number
  readonly rule: string
}

/** A skill on a roster that the engine does not implement: results involving it may be wrong. */
export interface UnsupportedSkill {
  readonly skill: string
  readonly players: ReadonlyArray<string>
}

const emptyIndexes = (): Record<IndexKind, Array<number>> => ({
  half: [], drive: [], "team-turn": [], "kick-off": [], touchdown: [], injury: [], turnover: [], dispute: [], unchecked: []
})

const copyIndexes = (indexes: Record<IndexKind, Array<number>>): Record<IndexKind, Array<number>> =>
  Object.fromEntries(Object.entries(indexes).map(([kind, seqs]) => [kind, seqs.slice()])) as Record<IndexKind, Array<number>>

/** Adds `seq` unless it is already the list's last: an event indexes a kind once, however many of its outcomes are of that kind. */
const pushOnce = (list: Array<number>, seq: number): void => {
  if (list.length === 0 || list[list.length - 1] !== seq) list.push(seq)
}

const outcomeKinds = (outcome: Outcome): IndexKind | undefined => {
  switch (outcome._tag) {
    case "Touchdown":
      return "touchdown"
    case "Turnover":
      return "turnover"
    case "Injury":
      return "injury"
    case "KickOffEvent":
      return "kick-off"
    case "TeamTurnStarted":
      return "team-turn"
    case "DriveStarted":
      return "drive"
    case "Unchecked":
      return "unchecked"
    default:
      return undefined
  }
}

/**
 * A replay keeps every state while it has at most this many events. A real match has a few
 * thousand: each of its states is then a lookup, and walking them all (the timeline, the stats)
 * costs nothing. Only a very long log, where the states would fill the memory, keeps fewer.
 */
export const KEEP_ALL_UP_TO = 20_000
/** Past KEEP_ALL_UP_TO events, a replay keeps the state after every KEEP_EVERY-th event (and the last). */
export const KEEP_EVERY = 4

/** Folding options, and which states the replay keeps. */
export interface ReplayOptions extends FoldOptions {
  /** Every state is kept while the replay has at most this many events (default KEEP_ALL_UP_TO). */
  readonly keepAllUpTo?: number
  /** Past that, one state every this many events (default KEEP_EVERY; 1 keeps every state). */
  readonly keepEvery?: number
}

/**
 * A match folded once. It keeps the state after every `every`-th event (a checkpoint) and the
 * last; any other state is the few events after its checkpoint folded again, which the rules do
 * the same way every time (the fold is pure). A match of up to KEEP_ALL_UP_TO events keeps every
 * state (`every` 1); a longer one, every KEEP_EVERY-th. Keeping all of a long log's states filled
 * the page's memory and its collections held the main thread; one in four takes under half the
 * memory, and a seek into a 100k-event log stays under 50 µs at p99, which one in eight did not
 * (BENCHMARKS.md). A seek then folds at most `every` events again, and the states of the last two
 * stretches read stay at hand, so stepping through a match folds each event once.
 */
export class Replay {
  /** The two stretches of states read last: [block number, its states], most recent first. */
  private recent: Array<readonly [number, ReadonlyArray<MatchState>]> = []

  private constructor(
    readonly match: Match,
    readonly events: ReadonlyArray<MatchEvent>,
    /** checkpoints[k] is the match before events[k * every] (checkpoints[0] is the initial state). */
    private readonly checkpoints: ReadonlyArray<MatchState>,
    /** How many events a checkpoint stands for. */
    readonly every: number,
    /** The fold's options, to fold a stretch again as it was folded. */
    private readonly options: FoldOptions,
    readonly initial: MatchState,
    /** The last state: full time, or just before the first rejected event. */
    readonly final: MatchState,
    /** The first event the rules reject, if any; the replay stops just before it. */
    readonly violation: FoldError | null,
    readonly indexes: Readonly<Record<IndexKind, ReadonlyArray<number>>>,
    readonly disputes: ReadonlyArray<DisputeAt>,
    readonly unsupportedSkills: ReadonlyArray<UnsupportedSkill>,
    /** The event the rules rejected, if any. */
    readonly rejectedEvent: MatchEvent | null
  ) {}

  /** Folds a log once. A variant this engine lacks is an Unsupported failure; a rule violation is kept in `violation`. */
  static build(header: MatchStarted, events: ReadonlyArray<MatchEvent>, options: ReplayOptions = {}): Result.Result<Replay, Unsupported> {
    const builder = Replay.builder(header, options)
    if (builder._tag === "Failure") return Result.fail(builder.failure)
    builder.success.add(events)
    return Result.succeed(builder.success.finish())
  }

  /**
   * A fold that can be fed in slices, so a page can draw progress between them. Feeding it the
   * whole log at once is `build`.
   */
  static builder(header: MatchStarted, options: ReplayOptions = {}): Result.Result<ReplayBuilder, Unsupported> {
    const built = matchOf(header)
    if (built._tag === "Failure") return Result.fail(built.failure)
    const match = built.success
    const spacing = keepEvery(options.keepEvery ?? KEEP_EVERY)
    const keepAllUpTo = options.keepAllUpTo ?? KEEP_ALL_UP_TO
    if (!(Number.isInteger(keepAllUpTo) && keepAllUpTo >= 0)) throw new RangeError(`keepAllUpTo must be a whole number of events, not ${keepAllUpTo}`)
    // Every state until the match is longer than keepAllUpTo; then one in `spacing`.
    let every = keepAllUpTo === 0 ? spacing : 1
    const foldOptions: FoldOptions = options.trustClaims === undefined ? {} : { trustClaims: options.trustClaims }
    const initial = initialState(match)
    let folded: Array<MatchEvent> = []
    let checkpoints: Array<MatchState> = [initial]
    let indexes = emptyIndexes()
    let disputes: Array<DisputeAt> = []
    // The arrays were handed to a replay by `finish`: the next `add` copies them first, so that replay never changes.
    let handed = false
    let state = initial
    let violation: FoldError | null = null
    let rejectedEvent: MatchEvent | null = null
    return Result.succeed({
      get folded() {
        return folded.length
      },
      get stopped() {
        return violation !== null
      },
      add(events: ReadonlyArray<MatchEvent>): boolean {
        if (violation !== null) return false
        if (handed) {
          folded = folded.slice()
          checkpoints = checkpoints.slice()
          indexes = copyIndexes(indexes)
          disputes = disputes.slice()
          handed = false
        }
        for (const event of events) {
          const next = transition(match, state, event, foldOptions)
          if (next._tag === "Failure") {
            violation = next.failure
            rejectedEvent = event
            return false
          }
          const seq = event.seq
          if (next.success.half !== state.half) indexes.half.push(seq)
          state = next.success
          folded.push(event)
          if (folded.length % every === 0) checkpoints.push(state)
          if (every === 1 && spacing > 1 && folded.length > keepAllUpTo) {
            // The match has grown long: keep only the states a spacing of `spacing` keeps (a new array: one handed out stays whole).
            checkpoints = checkpoints.filter((_, k) => k % spacing === 0)
            every = spacing
          }
          const outcomes = state.outcomes
          for (let i = 0; i < outcomes.length; i++) {
            const outcome = outcomes[i]!
            const kind = outcomeKinds(outcome)
            if (kind !== undefined) pushOnce(indexes[kind], seq)
            else if (outcome._tag === "Ruling" && outcome.ruling.disputes.length > 0) {
              for (const dispute of outcome.ruling.disputes) disputes.push({ ...dispute, seq, rule: outcome.ruling.rule })
              pushOnce(indexes.dispute, seq)
            }
          }
        }
        return true
      },
      // The arrays themselves, not copies: a later `add` copies them before it changes anything.
      finish: () => {
        handed = true
        return new Replay(match, folded, checkpoints, every, foldOptions, initial, state, violation, indexes, disputes, unsupportedSkills(match), rejectedEvent)
      }
    })
  }

  /** Events folded: the replay has a state after each. */
  get length(): number {
    return this.events.length
  }

  /** The event index of a seq, or -1. Seqs usually run 1, 2, 3…, which makes this a direct lookup. */
  indexOf(seq: number): number {
    const events = this.events
    if (events.length === 0) return -1
    const guess = seq - events[0]!.seq
    if (guess >= 0 && guess < events.length && events[guess]!.seq === seq) return guess
    let low = 0
    let high = events.length - 1
    while (low <= high) {
      const mid = (low + high) >> 1
      const at = events[mid]!.seq
      if (at === seq) return mid
      if (at < seq) low = mid + 1
      else high = mid - 1
    }
    return -1
  }

  /** The match after the event with this seq (0: after the header). Undefined for an unknown seq. */
  stateAt(seq: number): MatchState | undefined {
    if (seq === 0) return this.initial
    const index = this.indexOf(seq)
    return index < 0 ? undefined : this.after(index)
  }

  /** The match after `events[index]`; -1 is the initial state. Throws for an index outside the replay. */
  after(index: number): MatchState {
    if (index === -1) return this.initial
    const length = this.events.length
    if (!(index >= 0 && index < length && Number.isInteger(index))) throw new RangeError(`Replay.after: no event at index ${index} (the replay has ${length})`)
    if (index === length - 1) return this.final
    const every = this.every
    const block = Math.floor(index / every)
    if (index % every === every - 1) return this.checkpoints[block + 1]!
    return this.stretch(block)[index - block * every]!
  }

  /** The match before `events[index]` (the initial state before the first). */
  before(index: number): MatchState {
    return this.after(index - 1)
  }

  /**
   * Every state, after each event in turn: a fold's worth of work, and every state held at once.
   * For reports and tests that walk a whole match; a reader of one moment wants `after`.
   */
  allStates(): Array<MatchState> {
    const states = new Array<MatchState>(this.events.length)
    for (let i = 0; i < states.length; i++) states[i] = this.after(i)
    return states
  }

  /** The states after the events of one stretch, folded again from its checkpoint (or read from the last two). */
  private stretch(block: number): ReadonlyArray<MatchState> {
    const recent = this.recent
    if (recent[0]?.[0] === block) return recent[0][1]
    if (recent[1]?.[0] === block) {
      recent.reverse()
      return recent[0]![1]
    }
    const from = block * this.every
    const to = Math.min(from + this.every, this.events.length)
    const states = new Array<MatchState>(to - from)
    let state = this.checkpoints[block]!
    // The stretch's last state is kept already (the next checkpoint, or the final state): it is not
    // folded again, and the kept object is handed out, so a state read twice is the same where it can be.
    for (let i = from; i < to - 1; i++) {
      const next = transition(this.match, state, this.events[i]!, this.options)
      // These events were folded once already, from this very state: the rules cannot differ now.
      if (next._tag === "Failure") throw new Error(`Replay: event ${this.events[i]!.seq} folded differently the second time: ${next.failure.message}`)
      state = next.success
      states[i - from] = state
    }
    states[to - from - 1] = to === this.events.length ? this.final : this.checkpoints[block + 1]!
    this.recent = [[block, states], ...recent.slice(0, 1)]
    return states
  }

  /** The first indexed moment of a kind after `seq`. */
  next(kind: IndexKind, seq: number): number | undefined {
    const list = this.indexes[kind]
    return list[countUpTo(list, seq, true)]
  }

  /** The last indexed moment of a kind before `seq`. */
  prev(kind: IndexKind, seq: number): number | undefined {
    const list = this.indexes[kind]
    const before = countUpTo(list, seq, false)
    return before === 0 ? undefined : list[before - 1]
  }

  /**
   * The replay as plain data, which the structured clone of `postMessage` copies whole: the match
   * (it holds the variant's functions), the rule violation (an error class, whose fields a clone
   * drops) and the unsupported skills (derived from the match) are left for `restore`. Sent in one
   * message, the kept states keep sharing what they shared here.
   */
  toData(): ReplayData {
    const violation = this.violation
    return {
      events: this.events,
      checkpoints: this.checkpoints,
      every: this.every,
      options: this.options,
      initial: this.initial,
      final: this.final,
      violation:
        violation === null
          ? null
          : violation._tag === "RuleViolation"
            ? { _tag: "RuleViolation", seq: violation.seq, rule: violation.rule, message: violation.message }
            : { _tag: "Unsupported", seq: violation.seq, feature: violation.feature, message: violation.message },
      indexes: this.indexes,
      disputes: this.disputes,
      rejectedEvent: this.rejectedEvent
    }
  }

  /**
   * A replay folded elsewhere (a Web Worker), rebuilt from its data without folding again: the
   * match from the header, the violation as its error class. Fails as `builder` does for a variant
   * the engine lacks.
   */
  static restore(header: MatchStarted, data: ReplayData): Result.Result<Replay, Unsupported> {
    const built = matchOf(header)
    if (built._tag === "Failure") return Result.fail(built.failure)
    const match = built.success
    const found = data.violation
    const violation = found === null ? null : found._tag === "RuleViolation" ? new RuleViolation({ seq: found.seq, rule: found.rule, message: found.message }) : new Unsupported({ seq: found.seq, feature: found.feature, message: found.message })
    const every = keepEvery(data.every)
    if (data.checkpoints.length !== Math.floor(data.events.length / every) + 1) throw new RangeError(`Replay.restore: ${data.events.length} events kept every ${every} need ${Math.floor(data.events.length / every) + 1} checkpoints, not ${data.checkpoints.length}`)
    return Result.succeed(new Replay(match, data.events, data.checkpoints, every, data.options, data.initial, data.final, violation, data.indexes, data.disputes, unsupportedSkills(match), data.rejectedEvent))
  }
}

/** A whole number of events of at least 1. */
const keepEvery = (every: number): number => {
  if (!(Number.isInteger(every) && every >= 1)) throw new RangeError(`keepEvery must be a whole number of events, at least 1, not ${every}`)
  return every
}

const unsupportedSkills = (match: Match): Array<UnsupportedSkill> => {
  const bySkill = new Map<string, Array<string>>()
  for (const player of match.roster) {
    for (const printed of [...player.skills, ...player.traits]) {
      if (IMPLEMENTED_SKILLS.has(skillKey(printed))) continue
      const name = printed.replace(/\s*\(.*\)\s*$/, "")
      bySkill.set(name, [...(bySkill.get(name) ?? []), player.id])
    }
  }
  return [...bySkill].map(([skill, players]) => ({ skill, players }))
}

/** How many entries of an ascending list come before `seq` (or up to and including it). */
const countUpTo = (list: ReadonlyArray<number>, seq: number, including: boolean): number => {
  let low = 0
  let high = list.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (list[mid]! < seq || (including && list[mid] === seq)) low = mid + 1
    else high = mid
  }
  return low
}

/** A rule violation as plain data (`Replay.toData`). */
export type FoldErrorData =
  | { readonly _tag: "RuleViolation"; readonly seq: number; readonly rule: string; readonly message: string }
  | { readonly _tag: "Unsupported"; readonly seq: number; readonly feature: string; readonly message: string }

/** What a replay folded in a worker sends the page: plain data only (`Replay.toData`, `Replay.restore`). */
export interface ReplayData {
  readonly events: ReadonlyArray<MatchEvent>
  /** The state before every `every`-th event, the initial state first (`every` 1: every state). */
  readonly checkpoints: ReadonlyArray<MatchState>
  readonly every: number
  readonly options: FoldOptions
  readonly initial: MatchState
  readonly final: MatchState
  readonly violation: FoldErrorData | null
  readonly indexes: Readonly<Record<IndexKind, ReadonlyArray<number>>>
  readonly disputes: ReadonlyArray<DisputeAt>
  readonly rejectedEvent: MatchEvent | null
}

/**
 * The event log's group headers: the half, the drive and the team turn, each a row of its own
 * before the first event in it, so the lines under them need only say what happened. They come
 * from the replay's own indexes (where each half, drive and team turn began), never from a pass
 * over every event, so a match of any length has them at once.
 *
 * Rows are numbered over events and headers together. A header sits before event `position` (the
 * event after the one that began its group); several may sit before the same event, the half's
 * first. Headers are kept sorted by (position, level).
 */
import type { MatchState, Replay } from "@sidelines/engine"
import { rowAtOrBefore } from "./window.js"

/** 0: the half (or the pre-game), 1: the drive, 2: the team turn. */
export type GroupLevel = 0 | 1 | 2

export interface GroupHeader {
  /** The event index the header comes before. */
  readonly position: number
  readonly level: GroupLevel
}

const cache = new WeakMap<Replay, ReadonlyArray<GroupHeader>>()

/** Every header of the replay, in row order. */
export const groupHeaders = (replay: Replay): ReadonlyArray<GroupHeader> => {
  let headers = cache.get(replay)
  if (headers === undefined) {
    const found: Array<GroupHeader> = replay.events.length === 0 ? [] : [{ position: 0, level: 0 }]
    const add = (seqs: ReadonlyArray<number>, level: GroupLevel) => {
      for (const seq of seqs) {
        // The group begins with the event's outcome, so its first event is the next one.
        const position = replay.indexOf(seq) + 1
        if (position > 0 && position < replay.events.length) found.push({ position, level })
      }
    }
    add(replay.indexes.half, 0)
    add(replay.indexes.drive, 1)
    add(replay.indexes["team-turn"], 2)
    found.sort((a, b) => a.position - b.position || a.level - b.level)
    // One header per level and place (a stretch taken on trust can start a turn and a drive at once).
    headers = found.filter((h, i) => i === 0 || h.position !== found[i - 1]!.position || h.level !== found[i - 1]!.level)
    cache.set(replay, headers)
  }
  return headers
}

const HALVES = ["Pre-game", "First half", "Second half"]

/** "First half", "Drive 2 · Reikland Reavers kick off", "Da Bloody Boyz · turn 3": read off the state the group starts in. */
export const headerText = (replay: Replay, header: GroupHeader): string => {
  const state: MatchState = header.position === 0 ? replay.initial : replay.after(header.position - 1)
  const team = (index: number | null) => (index === null ? null : replay.match.header.teams[index]?.name ?? `Team ${index + 1}`)
  switch (header.level) {
    case 0:
      return HALVES[state.half] ?? "Extra time"
    case 1: {
      const kicking = team(state.kickingTeam)
      return kicking === null ? `Drive ${state.drive}` : `Drive ${state.drive} · ${kicking} kick off`
    }
    case 2: {
      const active = team(state.activeTeam)
      return active === null ? "Team turn" : `${active} · turn ${state.teams[state.activeTeam!]?.turn ?? 0}`
    }
  }
}

/**
 * A row of the log: an event (its index) or a header. Filtered rows are kept as numbers: an
 * event as its index, a header as −1 − its index in groupHeaders.
 */
export type Row = { readonly event: number } | { readonly header: number }

export const encodeHeader = (header: number): number => -1 - header
export const decodeRow = (code: number): Row => (code >= 0 ? { event: code } : { header: -1 - code })

/** The last header before or at event `index` (-1: none). */
const lastHeaderAtOrBefore = (headers: ReadonlyArray<GroupHeader>, index: number): number =>
  rowAtOrBefore(headers.length, (h) => headers[h]!.position, index)

/** The unfiltered log's rows: every event, with every header before the event it opens. */
export class AllRows {
  constructor(private readonly headers: ReadonlyArray<GroupHeader>, private readonly events: number) {}

  get count(): number {
    return this.events + this.headers.length
  }

  /** How many headers come before the row of event `index` (those at or before its position). */
  private headersUpTo(index: number): number {
    return lastHeaderAtOrBefore(this.headers, index) + 1
  }

  rowOfEvent(index: number): number {
    return index + this.headersUpTo(index)
  }

  /** Row r: the last header whose row is at or before r decides (header h is row position + h). */
  at(row: number): Row {
    const h = rowAtOrBefore(this.headers.length, (k) => this.headers[k]!.position + k, row)
    if (h >= 0 && this.headers[h]!.position + h === row) return { header: h }
    return { event: row - h - 1 }
  }
}

/**
 * For a filter: the headers to show before event `index`, given the last event shown before it
 * (-1: none): of each level, the latest header at or before the event, when it is after the
 * last event shown. Returned in row order.
 */
export const headersToShow = (headers: ReadonlyArray<GroupHeader>, index: number, lastShown: number): Array<number> => {
  const shown: Array<number> = []
  // Walking back from the event, a header opens a group the event is in only when no header of a
  // higher level (a smaller number) lies between them: each level shallower than the last taken.
  let level = 3
  for (let h = lastHeaderAtOrBefore(headers, index); h >= 0 && level > 0; h--) {
    const header = headers[h]!
    if (header.position <= lastShown) break
    if (header.level < level) {
      shown.unshift(h)
      level = header.level
    }
  }
  return shown
}

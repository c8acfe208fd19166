import type { LogItem, MatchEvent } from "@sidelines/schema"

/**
 * A slice's decoded items as the worker posts them to the page. The events travel as one JSON
 * text, which the page parses, rather than as objects the message's structured clone rebuilds:
 * in Chromium a clone's deserialization costs the page about twice what JSON.parse of the same
 * events does (BENCHMARKS.md, the open benchmark's hand-over column), and a string crosses as one
 * copy. Decoded events are plain JSON data (the decoder reads them from JSON and adds nothing), so
 * nothing is lost; the header and errors, few and small, cross as they are.
 */
export interface PackedItems {
  /** The slice's events, JSON.stringify'd as one array. */
  readonly events: string
  /** Each event's line number. */
  readonly lines: Int32Array
  /** The header and errors, as the decoder gave them. */
  readonly others: ReadonlyArray<LogItem>
}

export const packItems = (items: ReadonlyArray<LogItem>): PackedItems => {
  const events: Array<MatchEvent> = []
  const lines: Array<number> = []
  const others: Array<LogItem> = []
  for (const item of items) {
    if (item._tag === "Event") {
      events.push(item.event)
      lines.push(item.line)
    } else others.push(item)
  }
  return { events: JSON.stringify(events), lines: Int32Array.from(lines), others }
}

/** The items again: the header and errors first, then the events (the collector files each kind apart, so their order between kinds does not matter). */
export const unpackItems = (packed: PackedItems): Array<LogItem> => {
  const events = JSON.parse(packed.events) as Array<MatchEvent>
  const items: Array<LogItem> = packed.others.slice()
  for (let i = 0; i < events.length; i++) items.push({ _tag: "Event", line: packed.lines[i]!, event: events[i]! })
  return items
}

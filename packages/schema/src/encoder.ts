import { Schema } from "effect"
import { EVENT_SCHEMAS, EVENT_TAGS, type EventTag, type MatchEvent } from "./events/index.js"
import { MatchStarted } from "./header.js"

const encodeHeader = Schema.encodeSync(MatchStarted)
const eventEncoders = Object.fromEntries(
  EVENT_TAGS.map((tag) => [tag, Schema.encodeSync(EVENT_SCHEMAS[tag] as Schema.Codec<unknown>)])
) as Record<EventTag, (event: unknown) => unknown>

/**
 * One line of canonical NDJSON. Keys come out in the schema's declared order (`_tag`, `seq`,
 * the event's fields, `claimed`), whatever order the value was built in, so the same match
 * always has the same bytes.
 */
export const encodeLine = (item: MatchStarted | MatchEvent): string =>
  JSON.stringify(item._tag === "MatchStarted" ? encodeHeader(item) : eventEncoders[item._tag](item))

/** A whole log in canonical form: header first, one line per event, a newline after each. */
export const encodeLog = (header: MatchStarted, events: Iterable<MatchEvent>): string => {
  const lines = [encodeLine(header)]
  for (const event of events) lines.push(encodeLine(event))
  return `${lines.join("\n")}\n`
}

import { Schema } from "effect"
import { MatchEvent } from "./events/index.js"
import { FORMAT } from "./format.js"
import { MatchStarted } from "./header.js"

/**
 * The JSON Schema (draft 2020-12) of one line of a log: the header or any event. Line-order
 * rules (header first, increasing seq, ids that exist) are the codec's and are stated in the
 * description, since JSON Schema checks one value at a time.
 */
export const logLineJsonSchema = (): Record<string, unknown> => {
  const document = Schema.toJsonSchemaDocument(Schema.Union([MatchStarted, MatchEvent]), { onExcessProperty: "error" })
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: `https://sidelines.dev/schema/${FORMAT.replace("/", "-")}.json`,
    title: `Sidelines match log line (${FORMAT})`,
    description:
      "One line of a Sidelines NDJSON match log. Line 1 is a MatchStarted header; every later line is an event with a strictly increasing seq whose player and team ids exist in the header.",
    ...document.schema,
    ...(Object.keys(document.definitions).length > 0 ? { $defs: document.definitions } : {})
  }
}

/** The JSON Schema as the text kept in packages/schema/log-format.schema.json. */
export const renderLogLineJsonSchema = (): string => `${JSON.stringify(logLineJsonSchema(), null, 2)}\n`

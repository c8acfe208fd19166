import { parseArgs } from "node:util"
import { Effect } from "effect"
import { renderLogLineJsonSchema } from "@sidelines/schema"
import { EXIT, type Output, UsageError } from "../usage.js"

export const schemaHelp = `Usage: sidelines schema

Prints the JSON Schema (draft 2020-12) of one line of a sidelines/1 log, for tools in other
languages. The same document is kept in packages/schema/log-format.schema.json.

Options:
  -h, --help    show this help
`

export const schema = (args: ReadonlyArray<string>, output: Output) =>
  Effect.sync(() => {
    const { values, positionals } = parseArgs({ args: [...args], allowPositionals: true, options: { help: { type: "boolean", short: "h" } } })
    if (values.help) {
      output.out(schemaHelp)
      return EXIT.ok
    }
    if (positionals.length > 0) throw new UsageError("schema takes no arguments", schemaHelp)
    output.out(renderLogLineJsonSchema())
    return EXIT.ok
  })

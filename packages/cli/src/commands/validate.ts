import { parseArgs } from "node:util"
import { Effect } from "effect"
import { formatLogError } from "@sidelines/schema"
import { displayName, readLog } from "../read-log.js"
import { eachLogFile, logFiles } from "../log-files.js"
import { EXIT, type Output, UsageError } from "../usage.js"

export const validateHelp = `Usage: sidelines validate <file|-> [<file> …] [--json] [--max-errors N]

Checks that a match log is well-formed sidelines/1: the header comes first, every line is a
known event with valid fields and dice, seq strictly increases, and every id exists.

Prints one line per error, compiler style (file:line:col: path: message), and exits 1 if
there is any; exits 0 for a valid log. "-" reads the log from standard input. Given several
files, it checks each in turn and exits with the worst result. A line over
the size limits is one over-limit error; SIDELINES_MAX_LINE_LENGTH, SIDELINES_MAX_ARRAY_LENGTH
and SIDELINES_MAX_DEPTH raise them (docs/log-format.md, "Limits").

Options:
  --json            print { "valid", "errors": [{ "line", "column", "path", "code", "message" }] };
                    for several files, an array of them, each with its "file"
  --max-errors N    stop listing after N errors (default 100); the rest are counted
  -h, --help        show this help
`

export const validate = (args: ReadonlyArray<string>, output: Output) =>
  Effect.gen(function*() {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { json: { type: "boolean" }, "max-errors": { type: "string" }, help: { type: "boolean", short: "h" } }
    })
    if (values.help) {
      output.out(validateHelp)
      return EXIT.ok
    }
    const files = logFiles("validate", positionals, validateHelp)
    const maxErrors = values["max-errors"] === undefined ? undefined : Number(values["max-errors"])
    if (maxErrors !== undefined && !(Number.isInteger(maxErrors) && maxErrors > 0)) {
      throw new UsageError(`--max-errors needs a whole number above 0, got "${values["max-errors"]}"`, validateHelp)
    }
    const { exit, values: reports } = yield* eachLogFile("validate", files, output, (file) =>
      Effect.gen(function*() {
        const log = yield* readLog(file, maxErrors)
        const valid = log.errors.length === 0
        if (!values.json) {
          for (const error of log.errors) output.out(`${formatLogError(displayName(file), error)}\n`)
          output.err(
            valid
              ? `${displayName(file)}: valid sidelines/1 log, ${log.events.length} events\n`
              : `${displayName(file)}: ${log.errors.length} error${log.errors.length === 1 ? "" : "s"}\n`
          )
        }
        const errors = log.errors.map(({ line, column, path, code, message }) => ({ line, column, path, code, message }))
        return { exit: valid ? EXIT.ok : EXIT.invalid, value: { file: displayName(file), valid, errors } }
      }))
    if (values.json) {
      const json = files.length === 1 ? { valid: reports[0]!.valid, errors: reports[0]!.errors } : reports
      output.out(`${JSON.stringify(json, null, 2)}\n`)
    }
    return exit
  })

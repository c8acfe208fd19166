import { parseArgs } from "node:util"
import { Effect } from "effect"
import { formatLogError, type DecodedLog } from "@sidelines/schema"
import { displayName, readLog } from "../read-log.js"
import { EXIT, type Output, UsageError } from "../usage.js"

export const summaryHelp = `Usage: sidelines summary <file|-> [--json]

Summarises a match log: variant and options, the teams, and the number of events.
An invalid log is summarised as far as its valid prefix goes, its errors are listed, and the
command exits 1. "-" reads the log from standard input.

Options:
  --json        print the summary as JSON
  -h, --help    show this help
`

const summaryOf = (log: DecodedLog) => ({
  format: log.header?.format ?? null,
  variant: log.header?.variant ?? null,
  options: log.header?.options ?? {},
  teams: (log.header?.teams ?? []).map((team) => ({
    id: team.id,
    name: team.name,
    roster: team.roster,
    coach: team.coach ?? null,
    players: team.players.length,
    rerolls: team.rerolls
  })),
  events: log.events.length,
  validPrefix: log.validPrefix,
  valid: log.errors.length === 0,
  errors: log.errors.map(({ line, column, path, code, message }) => ({ line, column, path, code, message }))
})

export const summary = (args: ReadonlyArray<string>, output: Output) =>
  Effect.gen(function*() {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { json: { type: "boolean" }, help: { type: "boolean", short: "h" } }
    })
    if (values.help) {
      output.out(summaryHelp)
      return EXIT.ok
    }
    const [file, ...extra] = positionals
    if (file === undefined) throw new UsageError("summary needs a log file (or - for stdin)", summaryHelp)
    if (extra.length > 0) throw new UsageError(`summary takes one file, got ${positionals.length}`, summaryHelp)
    const log = yield* readLog(file)
    const result = summaryOf(log)
    if (values.json) {
      output.out(`${JSON.stringify(result, null, 2)}\n`)
    } else {
      const options = Object.entries(result.options).map(([key, value]) => `${key}: ${value}`).join(", ")
      const lines = [
        `${displayName(file)}`,
        `  variant   ${result.variant ?? "unknown (no valid header)"}${options === "" ? "" : ` (${options})`}`,
        ...result.teams.map(
          (team, i) => `  team ${i + 1}    ${team.name} (${team.roster}${team.coach === null ? "" : `, coach ${team.coach}`}): ${team.players} players, ${team.rerolls} re-rolls`
        ),
        `  events    ${result.events}${result.valid ? "" : ` (${result.validPrefix} before the first error)`}`
      ]
      output.out(`${lines.join("\n")}\n`)
      for (const error of log.errors) output.err(`${formatLogError(displayName(file), error)}\n`)
    }
    return result.valid ? EXIT.ok : EXIT.invalid
  })

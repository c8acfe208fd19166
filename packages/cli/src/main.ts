import { Cause, Effect, Exit } from "effect"
import { explainCommand, explainHelp } from "./commands/explain.js"
import { importCommand, importHelp } from "./commands/import.js"
import { replay, replayHelp } from "./commands/replay.js"
import { rules, rulesHelp } from "./commands/rules.js"
import { schema, schemaHelp } from "./commands/schema.js"
import { simulate, simulateHelp } from "./commands/simulate.js"
import { stats, statsHelp } from "./commands/stats.js"
import { summary, summaryHelp } from "./commands/summary.js"
import { validate, validateHelp } from "./commands/validate.js"
import { LogReadError } from "./read-log.js"
import { EXIT, type Output, processOutput, UsageError } from "./usage.js"

const VERSION = "0.1.0"

const commands = {
  validate: { run: validate, help: validateHelp, about: "check that a log is well-formed; errors as file:line:col" },
  summary: { run: summary, help: summaryHelp, about: "the match in numbers: score, injuries, drives, turnovers, disputes" },
  stats: { run: stats, help: statsHelp, about: "statistics per team and player, and dice luck (--json, --csv)" },
  replay: { run: replay, help: replayHelp, about: "the pitch, score and dugouts after any event (--at <seq>)" },
  explain: { run: explainCommand, help: explainHelp, about: "how the rules judge an event: targets, modifiers, dice, rows (--seq <n>)" },
  simulate: { run: simulate, help: simulateHelp, about: "play a whole match from a seed and write its log" },
  import: { run: importCommand, help: importHelp, about: "convert a match from another program (fumbbl) into a log" },
  rules: { run: rules, help: rulesHelp, about: "every skill, action and table row: implemented, tested (--coverage)" },
  schema: { run: schema, help: schemaHelp, about: "print the JSON Schema of the log format" }
} as const

const mainHelp = `Usage: sidelines <command> [options]

Sidelines reads Blood Bowl match logs (sidelines/1 NDJSON) and replays them.

Commands:
${Object.entries(commands).map(([name, command]) => `  ${name.padEnd(10)} ${command.about}`).join("\n")}

Every command that reads a log accepts - for standard input.
Run "sidelines <command> --help" for a command's options.

Commands that fold a log take --trust-claims to follow the log's claimed outcomes.
Exit codes: 0 ok, 1 invalid log or rule violation, 2 usage error or unreadable input.
`

/** Runs the CLI and returns its exit code; never throws. */
export const main = async (argv: ReadonlyArray<string>, output: Output = processOutput): Promise<number> => {
  const [name, ...args] = argv
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    output.out(mainHelp)
    return name === undefined ? EXIT.usage : EXIT.ok
  }
  if (name === "--version" || name === "-v") {
    output.out(`sidelines ${VERSION}\n`)
    return EXIT.ok
  }
  if (!Object.hasOwn(commands, name)) {
    output.err(`sidelines: unknown command "${name}"\n\n${mainHelp}`)
    return EXIT.usage
  }
  const command = commands[name as keyof typeof commands]
  const exit = await Effect.runPromiseExit(Effect.suspend(() => command.run(args, output)))
  if (Exit.isSuccess(exit)) return exit.value
  const failure = Cause.squash(exit.cause)
  if (failure instanceof UsageError) {
    output.err(`sidelines ${name}: ${failure.message}\n\n${failure.help}`)
    return EXIT.usage
  }
  if (failure instanceof LogReadError) {
    output.err(`sidelines ${name}: ${failure.message}\n`)
    return EXIT.usage
  }
  if (failure instanceof TypeError && "code" in failure && String(failure.code).startsWith("ERR_PARSE_ARGS")) {
    output.err(`sidelines ${name}: ${failure.message}\n\n${command.help}`)
    return EXIT.usage
  }
  output.err(`sidelines ${name}: internal error: ${failure instanceof Error ? (failure.stack ?? failure.message) : String(failure)}\n`)
  return 70
}

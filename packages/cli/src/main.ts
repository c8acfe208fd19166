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
import { limitsHelp } from "./limits-env.js"
import { EXIT, type Output, processOutput, UsageError } from "./usage.js"
import { OutputError } from "./write-whole-file.js"

export { guardStandardStreams, guardUncaught } from "./standard-streams.js"

const VERSION = "0.1.0"

const commands = {
  validate: { run: validate, help: validateHelp, about: "check that a log is well-formed; errors as file:line:col" },
  summary: { run: summary, help: summaryHelp, about: "the match in numbers: score, injuries, drives, turnovers, disputes" },
  stats: { run: stats, help: statsHelp, about: "statistics per team and player, and dice luck (--json, --csv)" },
  replay: { run: replay, help: replayHelp, about: "the pitch, score and dugouts after any event (--at <seq>)" },
  explain: { run: explainCommand, help: explainHelp, about: "how the rules judge an event: targets, modifiers, dice, rows (--seq <n>)" },
  simulate: { run: simulate, help: simulateHelp, about: "play a whole match from a seed and write its log" },
  import: { run: importCommand, help: importHelp, about: "convert a match from another program (fumbbl, bb3) into a log" },
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
Exit codes: 0 ok, 1 invalid log or rule violation, 2 usage error, a file that cannot be
read or written, or a failure inside the command (one line on standard error says which).

${limitsHelp}`

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
  if (failure instanceof LogReadError || failure instanceof OutputError) {
    output.err(`sidelines ${name}: ${failure.message}\n`)
    return EXIT.usage
  }
  if (failure instanceof TypeError && "code" in failure && String(failure.code).startsWith("ERR_PARSE_ARGS")) {
    output.err(`sidelines ${name}: ${failure.message}\n\n${command.help}`)
    return EXIT.usage
  }
  // A bug of ours, not the user's: one line, and the stack only when asked for.
  const debug = process.env["SIDELINES_DEBUG"] !== undefined && process.env["SIDELINES_DEBUG"] !== ""
  const said = failure instanceof Error ? (debug ? (failure.stack ?? failure.message) : failure.message.split("\n")[0]) : String(failure)
  output.err(`sidelines ${name}: internal error: ${said}${debug ? "" : " (SIDELINES_DEBUG=1 shows where)"}\n`)
  return EXIT.usage
}

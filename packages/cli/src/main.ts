import type { Effect } from "effect"
import { EXIT, type Output, processOutput, UsageError } from "./usage.js"

export { guardStandardStreams, guardUncaught } from "./standard-streams.js"

const VERSION = "0.1.0"

/** A command's code and help, loaded only when that command runs. */
interface Command {
  readonly run: (args: ReadonlyArray<string>, output: Output) => Effect.Effect<number, unknown>
  readonly help: string
}

// Each command is loaded on demand: `--version` and `--help` load no package at all, and a
// command loads only what it uses (the simulator is not read to validate a log).
const commands: Record<string, { readonly about: string; readonly load: () => Promise<Command> }> = {
  validate: { about: "check that a log is well-formed; errors as file:line:col", load: async () => { const m = await import("./commands/validate.js"); return { run: m.validate, help: m.validateHelp } } },
  summary: { about: "the match in numbers: score, injuries, drives, turnovers, disputes", load: async () => { const m = await import("./commands/summary.js"); return { run: m.summary, help: m.summaryHelp } } },
  stats: { about: "statistics per team and player, and dice luck (--json, --csv)", load: async () => { const m = await import("./commands/stats.js"); return { run: m.stats, help: m.statsHelp } } },
  replay: { about: "the pitch, score and dugouts after any event (--at <seq>)", load: async () => { const m = await import("./commands/replay.js"); return { run: m.replay, help: m.replayHelp } } },
  explain: { about: "how the rules judge an event: targets, modifiers, dice, rows (--seq <n>)", load: async () => { const m = await import("./commands/explain.js"); return { run: m.explainCommand, help: m.explainHelp } } },
  simulate: { about: "play a whole match from a seed and write its log", load: async () => { const m = await import("./commands/simulate.js"); return { run: m.simulate, help: m.simulateHelp } } },
  import: { about: "convert a match from another program (fumbbl, bb3) into a log", load: async () => { const m = await import("./commands/import.js"); return { run: m.importCommand, help: m.importHelp } } },
  rules: { about: "every skill, action and table row: implemented, tested (--coverage)", load: async () => { const m = await import("./commands/rules.js"); return { run: m.rules, help: m.rulesHelp } } },
  schema: { about: "print the JSON Schema of the log format", load: async () => { const m = await import("./commands/schema.js"); return { run: m.schema, help: m.schemaHelp } } }
}

/** The main help: the decoder's limits it lists come from the format package, read only when asked. */
const mainHelp = async (): Promise<string> => {
  const { limitsHelp } = await import("./limits-env.js")
  return `Usage: sidelines <command> [options]

Sidelines reads Blood Bowl match logs (sidelines/1 NDJSON) and replays them.

Commands:
${Object.entries(commands).map(([name, command]) => `  ${name.padEnd(10)} ${command.about}`).join("\n")}

Every command that reads a log accepts - for standard input.
Run "sidelines <command> --help" for a command's options.

Commands that fold a log take --trust-claims to follow the log's claimed outcomes.
Exit codes: 0 ok, 1 invalid log or rule violation, 2 usage error, a file that cannot be
read or written, or a failure inside the command (one line on standard error says which).

${limitsHelp}`
}

/** Runs the CLI and returns its exit code; never throws. */
export const main = async (argv: ReadonlyArray<string>, output: Output = processOutput): Promise<number> => {
  const [name, ...args] = argv
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    output.out(await mainHelp())
    return name === undefined ? EXIT.usage : EXIT.ok
  }
  if (name === "--version" || name === "-v") {
    output.out(`sidelines ${VERSION}\n`)
    return EXIT.ok
  }
  if (!Object.hasOwn(commands, name)) {
    output.err(`sidelines: unknown command "${name}"\n\n${await mainHelp()}`)
    return EXIT.usage
  }
  const command = await commands[name]!.load()
  const [{ Cause, Effect, Exit }, { LogReadError }, { OutputError }] = await Promise.all([import("effect"), import("./read-log.js"), import("./write-whole-file.js")])
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

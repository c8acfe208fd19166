import { Effect } from "effect"
import { LogReadError } from "./read-log.js"
import { EXIT, type Output, UsageError } from "./usage.js"

/**
 * The log files a command that reads several takes: at least one, and standard input ("-")
 * at most once, since it can be read only once.
 */
export const logFiles = (command: string, positionals: ReadonlyArray<string>, help: string): ReadonlyArray<string> => {
  if (positionals.length === 0) throw new UsageError(`${command} needs a log file (or - for stdin)`, help)
  if (positionals.filter((file) => file === "-").length > 1) throw new UsageError(`${command} can read standard input (-) only once`, help)
  return positionals
}

/**
 * Runs a command's work on each file in turn — one start-up for a folder of logs — and exits
 * with the worst of their codes. A file that cannot be read is said in one line and the
 * others are still read; it counts as exit 2, as it does alone.
 */
export const eachLogFile = <A>(
  command: string,
  files: ReadonlyArray<string>,
  output: Output,
  run: (file: string) => Effect.Effect<{ readonly exit: number; readonly value: A }, LogReadError>
): Effect.Effect<{ readonly exit: number; readonly values: ReadonlyArray<A> }, LogReadError> =>
  Effect.gen(function*() {
    if (files.length === 1) {
      const one = yield* run(files[0]!)
      return { exit: one.exit, values: [one.value] }
    }
    let exit: number = EXIT.ok
    const values: Array<A> = []
    for (const file of files) {
      const result = yield* run(file).pipe(
        Effect.map((one) => ({ ...one, unread: false })),
        Effect.catchTag("LogReadError", (error) => {
          output.err(`sidelines ${command}: ${error.message}\n`)
          return Effect.succeed({ exit: EXIT.usage, value: undefined, unread: true })
        })
      )
      exit = Math.max(exit, result.exit)
      if (!result.unread) values.push(result.value as A)
    }
    return { exit, values }
  })

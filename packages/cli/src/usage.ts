/** A mistake in how the command was called: exit code 2, with the command's help. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly help: string
  ) {
    super(message)
  }
}

/** Exit codes shared by every command. */
export const EXIT = { ok: 0, invalid: 1, usage: 2 } as const

/** What a command writes; tests pass their own to capture output. */
export interface Output {
  readonly out: (text: string) => void
  readonly err: (text: string) => void
}

export const processOutput: Output = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text)
}

/** The one log file a reading command takes (`-` for standard input), or a usage error. */
export const oneLogFile = (command: string, positionals: ReadonlyArray<string>, help: string): string => {
  const [file, ...extra] = positionals
  if (file === undefined) throw new UsageError(`${command} needs a log file (or - for stdin)`, help)
  if (extra.length > 0) throw new UsageError(`${command} takes one file, got ${positionals.length}`, help)
  return file
}

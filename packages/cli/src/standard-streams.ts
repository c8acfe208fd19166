import { EXIT } from "./usage.js"
import { ioReason } from "./io-reason.js"

/**
 * What a failed write to standard output or error does. Node reports it as an 'error' event
 * after the write returned; unhandled, that is a stack trace. A reader that went away (EPIPE:
 * `sidelines schema | head`) is not our error: exit quietly with the code so far, as other Unix
 * tools do. Anything else (a full disk under `> file`) is one line on standard error and exit 2.
 */
export const guardStandardStreams = (command: string | undefined): void => {
  const who = command === undefined || command.startsWith("-") ? "sidelines" : `sidelines ${command}`
  let failed = false
  const onError = (stream: "output" | "error") => (error: NodeJS.ErrnoException) => {
    if (failed) return
    failed = true
    if (error.code === "EPIPE" || stream === "error") process.exit(typeof process.exitCode === "number" ? process.exitCode : EXIT.ok)
    // Standard error may be fine while standard output failed; if it is not, there is no one to tell.
    process.stderr.write(`${who}: cannot write standard output: ${ioReason(error)}\n`, () => process.exit(EXIT.usage))
    setTimeout(() => process.exit(EXIT.usage), 1000).unref()
  }
  process.stdout.on("error", onError("output"))
  process.stderr.on("error", onError("error"))
}

/** The last resort: whatever escapes main (it should be nothing) is one line and exit 2, never a stack trace. */
export const guardUncaught = (command: string | undefined): void => {
  const who = command === undefined || command.startsWith("-") ? "sidelines" : `sidelines ${command}`
  const last = (error: unknown) => {
    process.stderr.write(`${who}: internal error: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}\n`)
    process.exit(EXIT.usage)
  }
  process.on("uncaughtException", last)
  process.on("unhandledRejection", last)
}

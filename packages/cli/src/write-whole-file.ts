import { closeSync, fchmodSync, fstatSync, fsyncSync, openSync, realpathSync, renameSync, statSync, type Stats, unlinkSync, writeFileSync, writeSync } from "node:fs"
import { basename, dirname, join, resolve } from "node:path"
import { Data } from "effect"
import { ioReason } from "./io-reason.js"

/** An output file that could not be written, or that would have overwritten an input: exit 2. */
export class OutputError extends Data.TaggedError("OutputError")<{ readonly file: string; readonly reason: string }> {
  override get message() {
    return `cannot write ${this.file}: ${this.reason}`
  }
}

const statOf = (path: string): Stats | undefined => {
  try {
    return statSync(path)
  } catch {
    return undefined
  }
}

/** The same file: the same path once resolved, or the same device and inode (a hard link, a symlink). */
const sameFile = (output: string, outputStat: Stats | undefined, input: string): boolean => {
  if (input === "-") {
    // Standard input redirected from the very file (`< r.gz -o r.gz`).
    if (outputStat === undefined) return false
    try {
      const stdin = fstatSync(0)
      return stdin.isFile() && stdin.dev === outputStat.dev && stdin.ino === outputStat.ino
    } catch {
      return false
    }
  }
  if (resolve(output) === resolve(input)) return true
  const inputStat = statOf(input)
  return outputStat !== undefined && inputStat !== undefined && inputStat.dev === outputStat.dev && inputStat.ino === outputStat.ino
}

/**
 * Writes a command's output file whole or not at all: the text goes to a temporary file in the
 * same folder, flushed to disk, then renamed over the target, so a full disk or a crash leaves
 * the old file (or none), never a file cut mid-line. It refuses to write over any of `inputs`.
 * A target that is not a regular file (/dev/stdout, a pipe, /dev/full) is written directly: it
 * cannot be replaced, and renaming over it would replace the device itself.
 */
export const writeWholeFile = (path: string, text: string, inputs: ReadonlyArray<string> = []): void => {
  const existing = statOf(path)
  const input = inputs.find((candidate) => sameFile(path, existing, candidate))
  if (input !== undefined) {
    throw new OutputError({ file: path, reason: `it is the input ${input === "-" ? "(standard input)" : input}; give another -o file` })
  }
  if (existing?.isDirectory() === true) throw new OutputError({ file: path, reason: "it is a folder" })
  if (existing !== undefined && !existing.isFile()) {
    try {
      writeFileSync(path, text)
      return
    } catch (cause) {
      throw new OutputError({ file: path, reason: ioReason(cause) })
    }
  }
  let target: string
  try {
    // Through a symlink to the file it names, so the link stays a link.
    target = existing === undefined ? resolve(path) : realpathSync(path)
  } catch (cause) {
    throw new OutputError({ file: path, reason: ioReason(cause) })
  }
  const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`)
  let fd: number | undefined
  try {
    fd = openSync(temporary, "wx")
    if (existing !== undefined) fchmodSync(fd, existing.mode & 0o7777)
    const bytes = Buffer.from(text, "utf8")
    for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done)
    fsyncSync(fd)
    closeSync(fd)
    fd = undefined
    renameSync(temporary, target)
  } catch (cause) {
    if (fd !== undefined) {
      try {
        closeSync(fd)
      } catch {
        // Already failing; the write's own error is the one to report.
      }
    }
    try {
      unlinkSync(temporary)
    } catch {
      // Never created, or already gone.
    }
    const missing = cause instanceof Error && "code" in cause && cause.code === "ENOENT"
    throw new OutputError({ file: path, reason: missing ? `no such folder ${dirname(path)}` : ioReason(cause) })
  }
}

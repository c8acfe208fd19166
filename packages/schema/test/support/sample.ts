import { readFileSync } from "node:fs"

/**
 * A well-formed sidelines/1 log of a header and 47 events, kept as a fixture of the codec's
 * tests: they need a fixed, known text, not the bundled sample (which follows the rules engine
 * as it grows). Its events are well formed; they are not meant to be legal play.
 */
export const sampleText = readFileSync(new URL("../fixtures/drive.jsonl", import.meta.url), "utf8")

/** The sample's lines without the final newline; `sampleLines[0]` is the header (file line 1). */
export const sampleLines: ReadonlyArray<string> = sampleText.split("\n").slice(0, -1)

/** A fresh, mutable copy of the sample's header as parsed JSON. */
export const sampleHeader = (): SampleHeader => JSON.parse(sampleLines[0]!) as SampleHeader

export interface SamplePlayer {
  id: string
  number: number
  name: string
  [key: string]: unknown
}
export interface SampleTeam {
  id: string
  players: Array<SamplePlayer>
  [key: string]: unknown
}
export interface SampleHeader {
  _tag: string
  format: string
  variant: string
  options: Record<string, unknown>
  teams: Array<SampleTeam>
  [key: string]: unknown
}

/** Lines joined as a file with a newline after each. */
export const fileOf = (lines: ReadonlyArray<string>): string => lines.map((line) => `${line}\n`).join("")

/** The sample with its 1-based file line `line` replaced. */
export const withLine = (line: number, text: string): string => {
  const lines = [...sampleLines]
  lines[line - 1] = text
  return fileOf(lines)
}

/** The sample with `text` inserted so that it becomes file line `line`. */
export const insertLine = (line: number, text: string): string => {
  const lines = [...sampleLines]
  lines.splice(line - 1, 0, text)
  return fileOf(lines)
}

/** The sample with its header changed by `change`. */
export const withHeader = (change: (header: SampleHeader) => void): string => {
  const header = sampleHeader()
  change(header)
  return withLine(1, JSON.stringify(header))
}

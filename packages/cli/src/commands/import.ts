import { readFileSync } from "node:fs"
import { parseArgs } from "node:util"
import { Effect } from "effect"
import { looksLikeBbr } from "@sidelines/bb3"
import { encodeImported, FfbImportError, importReplayBytes, type ImportedMatch } from "@sidelines/fumbbl"
import { LogReadError } from "../read-log.js"
import { EXIT, type Output, UsageError } from "../usage.js"
import { writeWholeFile } from "../write-whole-file.js"
import { importBb3 } from "./import-bb3.js"

export const importHelp = `Usage: sidelines import fumbbl <replay.gz|replay.json|-> [-o <file>] [--json]
       sidelines import bb3 <replay.bbr|-> [-o <file>] [--json]
       sidelines import <file|-> [-o <file>] [--json]   (the source is picked from the content)

Converts a match from another program into a sidelines/1 log.

  fumbbl   an FFB (FUMBBL client) replay: the gzipped JSON FUMBBL serves, or that JSON
           unzipped. Only Blood Bowl 2020 matches are read; a replay of another rules
           version is refused with the version it names.
  bb3      a Blood Bowl 3 (Cyanide) .bbr replay: base64 of zlib of XML. Team turns the
           importer does not convert yet are unchecked stretches: BB3's board taken on
           trust, so the log reaches the final whistle with BB3's score. What is converted:
           docs/import-bb3.md. --json reports the share of checked events.

The header holds both rosters as they started the match (home team first); the events hold
the coaches' decisions and the dice, each die carrying FFB's result as its claimed outcome.
Fold it with "sidelines summary <log> --trust-claims" to follow FFB where the rules differ.
What is converted and what is not: docs/import-fumbbl.md.

A stretch the importer cannot convert, or whose events the rules refuse, is written as one
UncheckedStretch event: FFB's model at the start of the next team turn, taken on trust, so
the log always covers the whole match and the rest of it is checked.

Exits 0 when every event was converted and checked, 1 when the log has unchecked stretches
(each is listed on standard error, and by --json), 2 when the replay cannot be read or is
refused: a field missing or of the wrong type is named by its
JSON path (game.teamHome.playerArray[3].playerNr: expected a number, found null).

A gzipped replay may inflate to at most 256 MB of JSON (real ones are a few MB); past that it
is refused as a likely gzip bomb. SIDELINES_MAX_REPLAY_MB=<megabytes> moves the limit.

Options:
  -o, --output <file>   write the log to a file instead of standard output
  --json                print a report of the conversion (events, unchecked stretches, warnings)
                        on standard output; needs -o for the log itself
  -h, --help            show this help
`

const SOURCES = ["fumbbl", "bb3"] as const

/** The source of a file named alone: a .bbr is base64 text of zlib data; anything else is taken for FFB's (gzip or JSON). */
const sourceOf = (bytes: Uint8Array): (typeof SOURCES)[number] => (looksLikeBbr(Buffer.from(bytes.subarray(0, 64)).toString("latin1")) ? "bb3" : "fumbbl")

const readBytes = (file: string): Uint8Array => {
  try {
    return file === "-" ? readFileSync(0) : readFileSync(file)
  } catch (cause) {
    const reason = cause instanceof Error && "code" in cause && cause.code === "ENOENT" ? "no such file" : cause instanceof Error ? cause.message : String(cause)
    throw new LogReadError({ file: file === "-" ? "<stdin>" : file, reason })
  }
}

const reportOf = (match: ImportedMatch, output: string | null) => ({
  source: match.header.source ?? null,
  rulesVersion: match.rulesVersion,
  output,
  teams: match.header.teams.map((team) => ({ id: team.id, name: team.name, roster: team.roster, players: team.players.length })),
  leftOut: [...match.leftOut].map(([player, reason]) => ({ player, reason })),
  commands: match.commands,
  events: match.events.length,
  complete: match.stopped === null,
  // How much of the log the rules check: every event but the stretches taken on trust.
  checked: { events: match.events.length - match.stretches.length, stretches: match.stretches.length, skippedReports: match.stretches.reduce((n, s) => n + s.skipped, 0) },
  unchecked: match.stretches.map((stretch) => ({
    seq: stretch.seq,
    source: stretch.source,
    fromCommand: stretch.fromCommand,
    toCommand: stretch.toCommand,
    skippedReports: stretch.skipped,
    reason: stretch.reason
  })),
  stopped: match.stopped,
  warnings: match.warnings
})

export const importCommand = (args: ReadonlyArray<string>, output: Output) =>
  Effect.sync(() => {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { output: { type: "string", short: "o" }, json: { type: "boolean" }, help: { type: "boolean", short: "h" } }
    })
    if (values.help) {
      output.out(importHelp)
      return EXIT.ok
    }
    // One positional that is no source name is a file whose source is read from its content.
    const named = positionals.length !== 1 || (SOURCES as ReadonlyArray<string>).includes(positionals[0]!)
    const [first, second, ...extra] = named ? positionals : [undefined, positionals[0]]
    let source = first
    const file = second
    if (source === undefined && file === undefined) throw new UsageError(`import needs a source (${SOURCES.join(", ")}) and a file`, importHelp)
    if (source !== undefined && !(SOURCES as ReadonlyArray<string>).includes(source)) throw new UsageError(`unknown import source "${source}" (sources: ${SOURCES.join(", ")})`, importHelp)
    if (file === undefined) throw new UsageError(`import ${source} needs a replay file (or - for stdin)`, importHelp)
    if (extra.length > 0) throw new UsageError(`import ${source} takes one file, got ${positionals.length - 1}`, importHelp)
    if (values.json === true && values.output === undefined) throw new UsageError("--json prints the conversion report; give -o <file> for the log", importHelp)
    const bytes = readBytes(file)
    source ??= sourceOf(bytes)
    if (source === "bb3") return importBb3(bytes, file === "-" ? "<stdin>" : file, values.output, values.json === true, [file], output)
    let match: ImportedMatch
    let text: string
    try {
      match = importReplayBytes(bytes, { verify: true })
      text = encodeImported(match)
    } catch (error) {
      if (!(error instanceof FfbImportError)) throw error
      output.err(`sidelines import: ${file === "-" ? "<stdin>" : file}: ${error.message}\n`)
      return EXIT.usage
    }
    if (values.output !== undefined) writeWholeFile(values.output, text, [file])
    else output.out(text)
    if (values.json === true) output.out(`${JSON.stringify(reportOf(match, values.output ?? null), null, 2)}\n`)
    const name = file === "-" ? "<stdin>" : file
    for (const stretch of match.stretches) {
      output.err(`sidelines import: ${name}: unchecked stretch at seq ${stretch.seq} (${stretch.source}, ${stretch.skipped} FFB reports): ${stretch.reason}\n`)
    }
    if (match.stopped !== null) {
      output.err(`sidelines import: ${name}: ${match.commands} commands, ${match.events.length} events, ${match.stretches.length} unchecked stretch${match.stretches.length === 1 ? "" : "es"} taken on trust from FFB\n`)
      return EXIT.invalid
    }
    output.err(`sidelines import: ${name}: ${match.commands} commands, ${match.events.length} events${match.warnings.length > 0 ? `, ${match.warnings.length} warnings (--json lists them)` : ""}\n`)
    return EXIT.ok
  })

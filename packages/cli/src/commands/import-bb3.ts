import { Bb3ImportError, checkedShare, encodeImported, importReplayXml, inflateBbr, type ImportedMatch } from "@sidelines/bb3"
import { EXIT, type Output } from "../usage.js"
import { writeWholeFile } from "../write-whole-file.js"

/**
 * `sidelines import bb3`: a Blood Bowl 3 .bbr replay into a sidelines/1 log (docs/import-bb3.md).
 * Every team turn the importer cannot convert, or whose events the rules refuse, is an unchecked
 * stretch, so the log always reaches the final whistle; the report says how much is checked.
 */

const reportOf = (match: ImportedMatch, output: string | null) => ({
  source: match.header.source ?? null,
  output,
  teams: match.header.teams.map((team) => ({ id: team.id, name: team.name, roster: team.roster, players: team.players.length })),
  steps: match.steps,
  events: match.events.length,
  score: match.finalScore,
  complete: match.stretches.length === 0 && match.refused === null,
  checked: checkedShare(match),
  unchecked: match.stretches.map((stretch) => ({ seq: stretch.seq, source: stretch.source, fromStep: stretch.fromStep, toStep: stretch.toStep, skippedResults: stretch.skipped, reason: stretch.reason })),
  refused: match.refused,
  warnings: match.warnings
})

export const importBb3 = (bytes: Uint8Array, name: string, target: string | undefined, json: boolean, inputs: ReadonlyArray<string>, output: Output): number => {
  let match: ImportedMatch
  let text: string
  try {
    match = importReplayXml(inflateBbr(bytes), { verify: true })
    text = encodeImported(match)
  } catch (error) {
    if (!(error instanceof Bb3ImportError)) throw error
    output.err(`sidelines import: ${name}: ${error.message}\n`)
    return EXIT.usage
  }
  if (target !== undefined) writeWholeFile(target, text, inputs)
  else output.out(text)
  if (json) output.out(`${JSON.stringify(reportOf(match, target ?? null), null, 2)}\n`)
  const share = checkedShare(match)
  if (match.refused !== null) output.err(`sidelines import: ${name}: our rules refused even BB3's board (the log stops short): ${match.refused}\n`)
  if (match.stretches.length === 0 && match.refused === null) {
    output.err(`sidelines import: ${name}: ${match.steps} BB3 steps, ${match.events.length} events, all checked\n`)
    return EXIT.ok
  }
  output.err(
    `sidelines import: ${name}: ${match.steps} BB3 steps, ${share.checkedResults} of BB3's ${share.results} results checked by the rules (${(share.share * 100).toFixed(1)}%), ${match.turns.checked} of ${match.turns.total} team turns whole and ${match.turns.partly} in part; ${match.events.length} events, ${share.stretches} of them unchecked stretch${share.stretches === 1 ? "" : "es"} taken on trust from BB3 (--json lists them)\n`
  )
  return EXIT.invalid
}

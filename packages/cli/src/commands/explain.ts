import { parseArgs } from "node:util"
import { Effect } from "effect"
import { explain, type Explanation, type Match, type Ruling } from "@sidelines/engine"
import { loadReplay } from "../load-replay.js"
import { displayName } from "../read-log.js"
import { EXIT, oneLogFile, type Output, UsageError } from "../usage.js"

export const explainHelp = `Usage: sidelines explain <file|-> --seq <n> [--json] [--trust-claims]

Explains how the rules judge one event: for every roll, the rule, the target number, each
modifier and where it comes from, the dice, the table row and the result; what it led to
(turnovers, injuries, touchdowns); every claim in the log the rules disagree with; and what
the game waits for next. For the event the rules reject, the rule it breaks.

Options:
  --seq <n>         the event to explain (required)
  --json            print the explanation as JSON
  --trust-claims    follow the log's claimed outcomes where they differ from the rules
  -h, --help        show this help
`

const signed = (value: number) => (value >= 0 ? `+${value}` : `${value}`)

const describeRuling = (match: Match, ruling: Ruling): Array<string> => {
  const who = ruling.player === null ? "" : ` (${match.roster[match.playerIndex.get(ruling.player)!]?.name ?? ruling.player})`
  const parts = [`${ruling.rule}${who}: ${ruling.die} [${ruling.dice.join(", ")}]`]
  if (ruling.target !== null) parts.push(`target ${ruling.target}+`)
  if (ruling.modifiers.length > 0) parts.push(`modifiers ${ruling.modifiers.map((m) => `${signed(m.value)} ${m.source}`).join(", ")}`)
  if (ruling.total !== null) parts.push(`total ${ruling.total}`)
  if (ruling.row !== null && ruling.row !== ruling.result) parts.push(`row ${ruling.row}`)
  const lines = [`  ${parts.join(" · ")} → ${ruling.result}`]
  for (const note of ruling.notes) lines.push(`    ${note}`)
  for (const dispute of ruling.disputes) {
    lines.push(`    DISPUTE: the log claims ${dispute.field} ${JSON.stringify(dispute.claimed)}, the rules give ${JSON.stringify(dispute.derived)} (the fold follows the ${dispute.followed})`)
  }
  return lines
}

const describe = (match: Match, explanation: Explanation): string => {
  const team = explanation.activeTeam === null ? "" : ` · ${match.header.teams[match.teamIndex.get(explanation.activeTeam)!]!.name} turn ${explanation.teamTurn}`
  const { seq: _seq, _tag, ...fields } = explanation.event as unknown as Record<string, unknown>
  const lines = [`seq ${explanation.seq} · half ${explanation.half} · drive ${explanation.drive}${team}`, `${_tag} ${JSON.stringify(fields)}`]
  for (const ruling of explanation.rulings) lines.push(...describeRuling(match, ruling))
  for (const outcome of explanation.outcomes) {
    const { _tag: kind, ...rest } = outcome
    lines.push(`  → ${kind === "Note" ? (rest as { text: string }).text : `${kind} ${JSON.stringify(rest)}`}`)
  }
  if (explanation.violation !== null) lines.push(`  RULE VIOLATION (${explanation.violation._tag}): ${explanation.violation.message}`)
  const next = explanation.next
  if (next !== null) {
    lines.push(next.kind === "roll"
      ? `next: a ${next.die} roll for ${next.for}`
      : next.kind === "decision"
      ? `next: ${next.about} (${next.events.join(", ")})`
      : `next: ${next.about}`)
  }
  return `${lines.join("\n")}\n`
}

export const explainCommand = (args: ReadonlyArray<string>, output: Output) =>
  Effect.gen(function*() {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { seq: { type: "string" }, json: { type: "boolean" }, "trust-claims": { type: "boolean" }, help: { type: "boolean", short: "h" } }
    })
    if (values.help) {
      output.out(explainHelp)
      return EXIT.ok
    }
    const file = oneLogFile("explain", positionals, explainHelp)
    const seq = Number(values.seq)
    if (values.seq === undefined || !Number.isInteger(seq) || seq < 1) throw new UsageError(`explain needs --seq <n> with n a seq of the log, got ${values.seq ?? "nothing"}`, explainHelp)
    const loaded = yield* loadReplay(file, values["trust-claims"] === true)
    if (loaded.replay === null) {
      output.err(`${displayName(file)}: ${loaded.unsupported?.message ?? "the log has no valid header"}\n`)
      return EXIT.invalid
    }
    const explanation = explain(loaded.replay, seq)
    if (explanation === undefined) {
      output.err(`sidelines explain: seq ${seq} is not an event the engine folded in ${displayName(file)}\n`)
      return EXIT.usage
    }
    output.out(values.json ? `${JSON.stringify(explanation, null, 2)}\n` : describe(loaded.replay.match, explanation))
    const disputed = explanation.rulings.some((ruling) => ruling.disputes.length > 0)
    return explanation.violation !== null || (disputed && values["trust-claims"] !== true) ? EXIT.invalid : EXIT.ok
  })

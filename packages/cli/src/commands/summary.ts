import { parseArgs } from "node:util"
import { Effect } from "effect"
import { summarize } from "@sidelines/engine"
import { formatLogError } from "@sidelines/schema"
import { loadReplay, matchIsClean, type LoadedMatch } from "../load-replay.js"
import { displayName } from "../read-log.js"
import { eachLogFile, logFiles } from "../log-files.js"
import { EXIT, type Output } from "../usage.js"

export const summaryHelp = `Usage: sidelines summary <file|-> [<file> …] [--json] [--trust-claims]

Summarises a match: variant, teams, final score, touchdowns and injuries per team, drives,
turnovers, every disputed claim and any rule violation. Outcomes come from folding the log
through the rules, never from what the log claims. An invalid log is summarised as far as
its valid part goes and the command exits 1; so does a log with a disputed claim, unless
--trust-claims is given. "-" reads the log from standard input. Given several files, it
summarises each in turn and exits with the worst result.

Options:
  --json            print the summary as JSON (for several files, an array, each with its "file")
  --trust-claims    follow the log's claimed outcomes where they differ from the rules
  -h, --help        show this help
`

/** Who won, by name: "a draw", "Orcs win", "Alpha and Beta win". */
const winnersText = (result: { winners: ReadonlyArray<string> | null; decidedBy?: string | null; teams: ReadonlyArray<{ id: string; name: string }> }): string => {
  if (result.winners === null || result.winners.length === 0) return "a draw"
  const names = result.winners.map((id) => result.teams.find((team) => team.id === id)?.name ?? id)
  return `${names.join(" and ")} win`
}

const summaryOf = (loaded: LoadedMatch) => {
  const { log, replay } = loaded
  const match = replay === null ? null : summarize(replay)
  return {
    format: log.header?.format ?? null,
    variant: log.header?.variant ?? null,
    options: log.header?.options ?? {},
    finished: match?.finished ?? false,
    phase: match?.phase ?? null,
    score: match?.score ?? null,
    winners: match?.winners ?? null,
    decidedBy: match?.decidedBy ?? null,
    teams: (log.header?.teams ?? []).map((team, i) => ({
      id: team.id,
      name: team.name,
      roster: team.roster,
      coach: team.coach ?? null,
      players: team.players.length,
      rerolls: team.rerolls,
      score: match?.teams[i]?.score ?? null,
      touchdowns: match?.teams[i]?.touchdowns ?? null,
      casualtiesSuffered: match?.teams[i]?.casualtiesSuffered ?? null,
      koSuffered: match?.teams[i]?.koSuffered ?? null
    })),
    events: log.events.length,
    validPrefix: log.validPrefix,
    folded: replay?.length ?? 0,
    drives: match?.drives ?? [],
    turnovers: match?.turnovers ?? [],
    disputes: match?.disputes ?? [],
    violations: loaded.unsupported !== null
      ? [{ seq: loaded.unsupported.seq, kind: "Unsupported", rule: loaded.unsupported.feature, message: loaded.unsupported.message }]
      : match?.violations ?? [],
    unsupported: match?.unsupported ?? [],
    unchecked: match?.unchecked ?? [],
    valid: log.errors.length === 0,
    errors: log.errors.map(({ line, column, path, code, message }) => ({ line, column, path, code, message }))
  }
}

/** One file's summary as it was before several files could be given: without its "file". */
const withoutFile = <A extends { readonly file: string }>(value: A): Omit<A, "file"> => {
  const { file: _file, ...rest } = value
  return rest
}

export const summary = (args: ReadonlyArray<string>, output: Output) =>
  Effect.gen(function*() {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { json: { type: "boolean" }, "trust-claims": { type: "boolean" }, help: { type: "boolean", short: "h" } }
    })
    if (values.help) {
      output.out(summaryHelp)
      return EXIT.ok
    }
    const files = logFiles("summary", positionals, summaryHelp)
    const { exit, values: results } = yield* eachLogFile("summary", files, output, (file) =>
      Effect.gen(function*() {
        const loaded = yield* loadReplay(file, values["trust-claims"] === true)
        const result = summaryOf(loaded)
        if (!values.json) {
          const options = Object.entries(result.options).map(([key, value]) => `${key}: ${value}`).join(", ")
          const score = result.teams.map((team) => `${team.name} ${team.score ?? "?"}`).join(" – ")
          const lines = [
            `${displayName(file)}`,
            `  variant   ${result.variant ?? "unknown (no valid header)"}${options === "" ? "" : ` (${options})`}`,
            ...result.teams.map(
              (team, i) => `  team ${i + 1}    ${team.name} (${team.roster}${team.coach === null ? "" : `, coach ${team.coach}`}): ${team.players} players, ${team.rerolls} re-rolls`
            ),
            `  result    ${score}${result.finished ? ` (full time: ${winnersText(result)}${result.decidedBy === null ? "" : `, by ${result.decidedBy}`})` : result.phase === null ? "" : ` (so far: ${result.phase})`}`,
            ...result.teams.map((team) =>
              team.casualtiesSuffered === null ? "" : `            ${team.name}: ${team.touchdowns} TD, suffered ${team.koSuffered} KO, ${team.casualtiesSuffered.bh} BH, ${team.casualtiesSuffered.si} SI, ${team.casualtiesSuffered.dead} dead`
            ).filter((line) => line !== ""),
            `  drives    ${result.drives.length}, turnovers ${result.turnovers.length}, disputed claims ${result.disputes.length}`,
            `  events    ${result.events}${result.valid ? "" : ` (${result.validPrefix} before the first error)`}${result.folded < result.validPrefix ? `, ${result.folded} folded` : ""}`,
            ...(result.unchecked.length === 0 ? [] : [`  unchecked ${result.unchecked.length} stretch${result.unchecked.length === 1 ? "" : "es"} taken on trust, ${result.unchecked.reduce((n, u) => n + (u.skipped ?? 0), 0)} of the source's rolls and decisions in them not checked`])
          ]
          for (const dispute of result.disputes) {
            lines.push(`  DISPUTE   seq ${dispute.seq} ${dispute.rule}: the log claims ${dispute.field} ${JSON.stringify(dispute.claimed)}, the rules give ${JSON.stringify(dispute.derived)} (followed: ${dispute.followed})`)
          }
          for (const stretch of result.unchecked) lines.push(`  UNCHECKED seq ${stretch.seq}${stretch.source === null ? "" : ` (${stretch.source})`}: ${stretch.reason}`)
          for (const violation of result.violations) lines.push(`  STOPPED   seq ${violation.seq}: ${violation.message}`)
          for (const skill of result.unsupported) lines.push(`  UNSUPPORTED skill ${skill.skill} (players ${skill.players.join(", ")}): results involving it are not checked`)
          output.out(`${lines.join("\n")}\n`)
          for (const error of loaded.log.errors) output.err(`${formatLogError(displayName(file), error)}\n`)
        }
        return { exit: matchIsClean(loaded, values["trust-claims"] === true) ? EXIT.ok : EXIT.invalid, value: { file: displayName(file), ...result } }
      }))
    if (values.json) output.out(`${JSON.stringify(files.length === 1 ? withoutFile(results[0]!) : results, null, 2)}\n`)
    return exit
  })

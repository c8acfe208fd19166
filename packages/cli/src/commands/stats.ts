import { parseArgs } from "node:util"
import { Effect } from "effect"
import { BLOCK_DICE_KEYS, luckCsv, matchStats, statsCsv, type StatCounters, type TeamStatLine } from "@sidelines/engine"
import { formatLogError } from "@sidelines/schema"
import { loadReplay, matchIsClean } from "../load-replay.js"
import { displayName } from "../read-log.js"
import { eachLogFile, logFiles } from "../log-files.js"
import { EXIT, type Output, UsageError } from "../usage.js"

export const statsHelp = `Usage: sidelines stats <file|-> [<file> …] [--json | --csv [--luck]] [--trust-claims]

The match's statistics per team and per player: blocks thrown and by dice count, armour breaks,
casualties and KOs caused and suffered, touchdowns, passes and completions, interceptions,
dodges and rushes attempted and failed, re-rolls used, and dice luck — for each kind of roll,
the successes its targets made likely against those rolled. Everything comes from folding the
log through the rules. An invalid log is counted as far as its valid part goes and the command
exits 1, as "summary" does. "-" reads the log from standard input. Given several files, it
counts each in turn (as text or --json) and exits with the worst result.

Options:
  --json            print every team's and player's statistics as JSON (for several files,
                    an array, each with its "file")
  --csv             print a CSV table: a row per team, then a row per player
  --luck            with --csv, print the dice-luck table instead (a row per team and roll)
  --trust-claims    follow the log's claimed outcomes where they differ from the rules
  -h, --help        show this help
`

const diceWords = (key: string): string =>
  key.startsWith("-") ? `${key.slice(1)}d against` : `${key}d`

const blocksText = (line: StatCounters): string =>
  `${line.blocks} (${BLOCK_DICE_KEYS.filter((key) => line.blocksByDice[key] > 0).map((key) => `${diceWords(key)} ${line.blocksByDice[key]}`).join(", ") || "none"})`

const teamText = (team: TeamStatLine): Array<string> => [
  `${team.name}`,
  `  blocks         ${blocksText(team)}`,
  `  armour breaks  ${team.armourBreaks}   casualties caused ${team.casualtiesCaused}, suffered ${team.casualtiesSuffered}   KOs caused ${team.kosCaused}, suffered ${team.kosSuffered}`,
  `  touchdowns     ${team.touchdowns}   passes ${team.passes} (${team.completions} completed)   interceptions ${team.interceptions}`,
  `  dodges         ${team.dodges} (${team.dodgesFailed} failed)   rushes ${team.rushes} (${team.rushesFailed} failed)`,
  `  re-rolls used  ${team.rerollsUsed}: team ${team.rerollsBySource["team-reroll"]}, Leader ${team.rerollsBySource.leader}, skills ${team.rerollsBySource.skill}`,
  `  dice luck      roll            rolls  expected  actual`,
  ...team.luck.map((luck) =>
    `                 ${luck.roll.padEnd(15)} ${String(luck.rolls).padStart(5)}  ${luck.expected.toFixed(1).padStart(8)}  ${String(luck.successes).padStart(6)}  ${signed(luck.successes - luck.expected)}`
  )
]

const signed = (value: number): string => `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(1)}`

export const stats = (args: ReadonlyArray<string>, output: Output) =>
  Effect.gen(function*() {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        json: { type: "boolean" },
        csv: { type: "boolean" },
        luck: { type: "boolean" },
        "trust-claims": { type: "boolean" },
        help: { type: "boolean", short: "h" }
      }
    })
    if (values.help) {
      output.out(statsHelp)
      return EXIT.ok
    }
    if (values.json && values.csv) throw new UsageError("choose one of --json and --csv", statsHelp)
    if (values.luck && !values.csv) throw new UsageError("--luck chooses the CSV table: use it with --csv", statsHelp)
    const files = logFiles("stats", positionals, statsHelp)
    if (values.csv && files.length > 1) throw new UsageError("--csv makes one table of one match: give one file", statsHelp)
    const trustClaims = values["trust-claims"] === true
    const { exit, values: results } = yield* eachLogFile("stats", files, output, (file) =>
      Effect.gen(function*() {
        const loaded = yield* loadReplay(file, trustClaims)
        for (const error of loaded.log.errors) output.err(`${formatLogError(displayName(file), error)}\n`)
        if (loaded.replay === null) {
          output.err(`sidelines stats: ${displayName(file)}: ${loaded.unsupported?.message ?? "the log has no valid header, so there is no match to count"}\n`)
          return { exit: EXIT.invalid, value: null }
        }
        const result = matchStats(loaded.replay)
        if (values.csv) output.out(values.luck ? luckCsv(result) : statsCsv(result))
        else if (!values.json) {
          const lines = [`${displayName(file)}: ${loaded.replay.length} events folded`, ""]
          for (const team of result.teams) lines.push(...teamText(team), "")
          if (file === files.at(-1)) {
            lines.push("Expected: the sum, over the rolls, of each roll's chance of success given its target and modifiers.")
            lines.push('"Armour held" counts armour rolls against the team\'s players: a success is armour that held.')
          }
          output.out(`${lines.join("\n")}\n`)
        }
        return { exit: matchIsClean(loaded, trustClaims) ? EXIT.ok : EXIT.invalid, value: { file: displayName(file), stats: result } }
      }))
    if (values.json) {
      const counted = results.filter((one) => one !== null)
      if (files.length === 1) {
        if (counted.length === 1) output.out(`${JSON.stringify(counted[0]!.stats, null, 2)}\n`)
      } else output.out(`${JSON.stringify(counted.map(({ file, stats }) => ({ file, ...stats })), null, 2)}\n`)
    }
    return exit
  })

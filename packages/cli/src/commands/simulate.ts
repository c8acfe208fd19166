import { parseArgs } from "node:util"
import { Effect } from "effect"
import { VARIANTS } from "@sidelines/engine"
import { BLIGHTBOWL_MODES, encodeLog, OPTION_OWNERS, STADIUM_ATTRIBUTES, TEAM_COUNTS, VARIANT_IDS, type VariantId } from "@sidelines/schema"
import { ROSTERS, simulate as play } from "@sidelines/sim"
import { EXIT, type Output, UsageError } from "../usage.js"
import { writeWholeFile } from "../write-whole-file.js"

export const simulateHelp = `Usage: sidelines simulate --variant <id> --seed <n> [--teams <a>,<b>[,<c>,<d>]] [--pitch street|sewer]
                          [--mode allies|grudge|free-for-all] [--stadium <attribute> [--home <team>]] [-o <file>]

Plays a whole match with the built-in coach and writes its log (header to full time). The dice
come from a PRNG seeded with --seed, and every decision is checked by the rules engine as it is
made, so the log is legal by construction. The same arguments always give the same bytes.

In the Holiday Special the coaches first place a few gingerbread houses in midfield, and the
coach now and then throws a snowball.

If the dice bring up a rule the engine does not fold yet (a Gutter Bowl or Holiday Special
kick-off result still to come, say), the match ends there: the log is written up to and with that roll, the reason goes to
standard error, and the exit code is 1.

Options:
  --variant <id>     ${VARIANT_IDS.join(", ")} (only those the engine folds can be played)
  --seed <n>         a whole number from 0
  --teams <a>,<b>    rosters: ${ROSTERS.map((r) => r.id).join(", ")} (drawn from the seed when absent);
                     four of them for blightbowl
  --pitch <pitch>    the pitch, for a variant that has several (gutter-bowl: street or sewer);
                     without it the pre-game rolls for one
  --mode <mode>      blightbowl's alliances, required there: ${BLIGHTBOWL_MODES.join(", ")}
                     (allies: teams 1 and 2 against 3 and 4; grudge: team 1 against the rest)
  --stadium <attr>   play at a stadium: one of its attributes (ice, sloping-pitch, …) or random
                     (the pre-game rolls on the Random Stadium table)
  --home <team>      the team playing at its home stadium (home or away; alpha … delta for
                     blightbowl); needs --stadium with an attribute
  -o, --output <file>   write the log to a file instead of standard output
  -h, --help         show this help
`

export const simulate = (args: ReadonlyArray<string>, output: Output) =>
  Effect.sync(() => {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        variant: { type: "string" },
        seed: { type: "string" },
        teams: { type: "string" },
        pitch: { type: "string" },
        mode: { type: "string" },
        stadium: { type: "string" },
        home: { type: "string" },
        output: { type: "string", short: "o" },
        help: { type: "boolean", short: "h" }
      }
    })
    if (values.help) {
      output.out(simulateHelp)
      return EXIT.ok
    }
    if (positionals.length > 0) throw new UsageError(`simulate takes no file; use -o to write one (got ${positionals.join(" ")})`, simulateHelp)
    const id = values.variant
    if (id === undefined || !(VARIANT_IDS as ReadonlyArray<string>).includes(id)) {
      throw new UsageError(`simulate needs --variant, one of ${VARIANT_IDS.join(", ")}${id === undefined ? "" : ` (got "${id}")`}`, simulateHelp)
    }
    const seed = Number(values.seed)
    if (values.seed === undefined || !Number.isSafeInteger(seed) || seed < 0) throw new UsageError(`simulate needs --seed <n>, a whole number from 0${values.seed === undefined ? "" : ` (got "${values.seed}")`}`, simulateHelp)
    const count = TEAM_COUNTS[id as VariantId]
    const teams = values.teams?.split(",").map((team) => team.trim())
    if (teams !== undefined && (teams.length !== count || teams.some((team) => !ROSTERS.some((r) => r.id === team)))) {
      throw new UsageError(`--teams takes ${count === 2 ? "two" : count === 4 ? "four" : count} of ${ROSTERS.map((r) => r.id).join(", ")}, separated by commas, for ${id} (got "${values.teams}")`, simulateHelp)
    }
    const variant = VARIANTS[id as VariantId]
    if (values.pitch !== undefined) {
      // (BlightBowl's rolled quarters are pitches to the engine, not the header's pitch option.)
      const pitches = variant?.pitches == null || OPTION_OWNERS.pitch !== id ? [] : Object.keys(variant.pitches.variants)
      if (pitches.length === 0) throw new UsageError(`--pitch: the ${id} variant has no pitches to choose from (got "${values.pitch}")`, simulateHelp)
      if (!pitches.includes(values.pitch)) throw new UsageError(`--pitch: the ${id} variant's pitches are ${pitches.join(" and ")} (got "${values.pitch}")`, simulateHelp)
    }
    if (values.stadium !== undefined && values.stadium !== "random" && !(STADIUM_ATTRIBUTES as ReadonlyArray<string>).includes(values.stadium)) {
      throw new UsageError(`--stadium takes random or one of ${STADIUM_ATTRIBUTES.join(", ")} (got "${values.stadium}")`, simulateHelp)
    }
    if (OPTION_OWNERS.mode === id) {
      if (values.mode === undefined) throw new UsageError(`--mode: the ${id} variant needs a mode, one of ${BLIGHTBOWL_MODES.join(", ")}`, simulateHelp)
      if (!(BLIGHTBOWL_MODES as ReadonlyArray<string>).includes(values.mode)) throw new UsageError(`--mode: the ${id} variant's modes are ${BLIGHTBOWL_MODES.join(", ")} (got "${values.mode}")`, simulateHelp)
    } else if (values.mode !== undefined) {
      throw new UsageError(`--mode: the ${id} variant has no modes; only ${OPTION_OWNERS.mode} has (got "${values.mode}")`, simulateHelp)
    }
    if (variant === undefined) {
      output.err(`sidelines simulate: the ${id} variant cannot be simulated yet: the rules engine does not fold it\n`)
      return EXIT.invalid
    }
    let match: ReturnType<typeof play>
    try {
      match = play({ seed, variant, ...(teams === undefined ? {} : { teams }), ...(values.pitch === undefined ? {} : { pitch: values.pitch }), ...(values.mode === undefined ? {} : { mode: values.mode }), ...(values.stadium === undefined ? {} : { stadium: values.stadium }), ...(values.home === undefined ? {} : { home: values.home }) })
    } catch (error) {
      // The engine refuses this combination of options (a stadium attribute it cannot fold on this pitch; a home team without a named stadium).
      output.err(`sidelines simulate: ${(error as Error).message}\n`)
      return EXIT.invalid
    }
    const text = encodeLog(match.header, match.events)
    if (values.output !== undefined) writeWholeFile(values.output, text)
    else output.out(text)
    if (match.stopped !== undefined) {
      output.err(`sidelines simulate: the match ends at seq ${match.stopped.seq}, before full time: ${match.stopped.message} (${match.stopped.feature})\n`)
      return EXIT.invalid
    }
    return EXIT.ok
  })

import { parseArgs } from "node:util"
import { Effect } from "effect"
import { formatLogError } from "@sidelines/schema"
import { renderPitch, renderScoreboard } from "../ascii.js"
import { loadReplay, matchIsClean } from "../load-replay.js"
import { displayName } from "../read-log.js"
import { EXIT, oneLogFile, type Output, UsageError } from "../usage.js"

export const replayHelp = `Usage: sidelines replay <file|-> --at <seq> [--json] [--trust-claims]

Shows the match as it stands after the event with that seq (0: after the header): the pitch,
the score, the turn, the weather and each team's dugout.

Options:
  --at <seq>        the event to show (required); "end" for the last folded event
  --json            print { seq, half, turn, activeTeam, score, weather, ball, players }
  --trust-claims    follow the log's claimed outcomes where they differ from the rules
  -h, --help        show this help

Exits 1 when the log is invalid or breaks the rules (the state is still shown if the seq is in
the valid part); disputed claims are mentioned but do not fail it; 2 for a seq the log does
not have.
`

export const replay = (args: ReadonlyArray<string>, output: Output) =>
  Effect.gen(function*() {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { at: { type: "string" }, json: { type: "boolean" }, "trust-claims": { type: "boolean" }, help: { type: "boolean", short: "h" } }
    })
    if (values.help) {
      output.out(replayHelp)
      return EXIT.ok
    }
    const file = oneLogFile("replay", positionals, replayHelp)
    if (values.at === undefined) throw new UsageError("replay needs --at <seq>", replayHelp)
    const loaded = yield* loadReplay(file, values["trust-claims"] === true)
    for (const error of loaded.log.errors) output.err(`${formatLogError(displayName(file), error)}\n`)
    if (loaded.unsupported !== null) {
      output.err(`${displayName(file)}: ${loaded.unsupported.message}\n`)
      return EXIT.invalid
    }
    const replayed = loaded.replay
    if (replayed === null) return EXIT.invalid
    const seq = values.at === "end" ? (replayed.events.at(-1)?.seq ?? 0) : Number(values.at)
    if (!Number.isInteger(seq) || seq < 0) throw new UsageError(`--at needs a seq (a whole number) or "end", got "${values.at}"`, replayHelp)
    const state = replayed.stateAt(seq)
    if (state === undefined) {
      const last = replayed.events.at(-1)?.seq ?? 0
      output.err(`sidelines replay: no state for seq ${seq}: the folded events run from 0 to ${last}${replayed.violation === null ? "" : ` (the rules stop the fold at seq ${replayed.violation.seq})`}\n`)
      return EXIT.usage
    }
    const { match } = replayed
    if (values.json) {
      const active = state.activeTeam
      output.out(`${JSON.stringify({
        seq,
        half: state.half,
        turn: active === null ? null : state.teams[active]!.turn,
        activeTeam: active === null ? null : match.teamIds[active],
        score: Object.fromEntries(match.teamIds.map((id, i) => [id, state.teams[i]!.score])),
        weather: state.weather,
        ball: { at: state.ball.at, carriedBy: state.ball.carrier },
        // A Ball Clone's second ball, while it is on the pitch.
        ...(state.otherBall === undefined ? {} : { secondBall: { at: state.otherBall.at, carriedBy: state.otherBall.carrier } }),
        // A player who has not joined the match (the `pool` box, docs/log-format.md) is not in it yet.
        players: state.players.filter((player) => player.box !== "pool").map((player) => ({
          id: player.id,
          team: match.teamIds[player.team],
          at: player.at,
          box: player.box,
          status: player.at === null ? null : player.posture
        }))
      }, null, 2)}\n`)
    } else {
      output.out(`${renderScoreboard(match, state)}\n\n${renderPitch(match, state)}\n`)
    }
    if (replayed.violation !== null) output.err(`${displayName(file)}: seq ${replayed.violation.seq}: ${replayed.violation.message}\n`)
    if (replayed.disputes.length > 0) output.err(`${displayName(file)}: ${replayed.disputes.length} disputed claim(s); see sidelines summary\n`)
    // A disputed claim elsewhere in the log does not make this state wrong: only an invalid log or a violation fails.
    return matchIsClean(loaded, true) ? EXIT.ok : EXIT.invalid
  })

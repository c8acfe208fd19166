import { html, nothing } from "lit"
import { fullTimeAt, type Replay } from "@sidelines/engine"

/** "A, B and C": team names as a sentence lists them. */
const listed = (names: ReadonlyArray<string>): string =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`

/**
 * At full time, a banner with the result: who won (an alliance together) or a draw, and what
 * decided it, as the engine's state at that moment says (touchdowns, allies' scores, snowgrots, a
 * roll-off, a concession), and whether extra time was played. Nothing before full time.
 */
export const resultBanner = (replay: Replay, seq: number) => {
  const result = seq === 0 ? null : fullTimeAt(replay, replay.indexOf(seq))
  if (result === null) return nothing
  const teams = replay.match.header.teams
  const who = result.winners.length === 0 ? "a draw" : `${listed(result.winners.map((team) => teams[team]!.name))} win`
  return html`<p class="result" role="status"><strong>Full time: ${who}</strong>, ${result.conceded === null ? "by " : ""}${result.decidedBy}${result.extraTime ? ", after extra time" : ""}.</p>`
}

// Builds a LEGAL sidelines/1 log of any length, for measuring how the viewer opens a very long
// match: every event folds, so the replay keeps a state for each one (unlike
// scripts/synthetic-log.mjs, whose random events the rules reject at once).
//
// One simulated Blood Bowl match is played; its longest team turn of the first drive is taken; the
// log is the match up to that team turn, then that team turn over and over, each time after an
// UncheckedStretch (docs/log-format.md) that puts the match back as it stood when the turn began.
// The turn's dice are in its events, so every repeat folds exactly as the first did. A real match
// never needs a stretch; here one stands every few dozen events, a small share of the log.
//
//   import { longLog } from "./long-log.mjs"
//   const { text, events } = longLog(800_000)
//
// Run directly to write one to stdout: node scripts/long-log.mjs 800000 > long.jsonl
import { fileURLToPath } from "node:url"
import { Replay } from "../packages/engine/dist/index.js"
import { bloodBowl } from "../packages/engine/dist/variants/blood-bowl/index.js"
import { encodeLog } from "../packages/schema/dist/index.js"
import { simulate } from "../packages/sim/dist/index.js"

/** The stretch that puts the match back as `state` stands, with `team`'s turn about to start. */
const stretchTo = (match, state, team, seq) => ({
  _tag: "UncheckedStretch",
  seq,
  reason: "the same team turn again (scripts/long-log.mjs)",
  half: state.half,
  drive: state.drive,
  kickingTeam: match.teamIds[state.kickingTeam],
  team: match.teamIds[team],
  // Team turns started this half, not counting the one about to start.
  turns: state.teams.map((t, i) => (i === team ? t.turn - 1 : t.turn)),
  score: state.teams.map((t) => t.score),
  rerolls: state.teams.map((t) => t.rerolls),
  apothecaries: state.teams.map((t) => t.apothecaries),
  ...(state.weather === null ? {} : { weather: state.weather }),
  ball: { at: state.ball.at, carrier: state.ball.carrier },
  players: state.players.map((p) => (p.at === null ? { player: p.id, at: null, box: p.box ?? "reserves" } : { player: p.id, at: p.at, ...(p.posture === "standing" ? {} : { posture: p.posture }) }))
})

/**
 * A legal log of at least `events` events (it ends at the end of a repeated team turn, so a few
 * more). Returns its text, its event count and how many of them are stretches.
 */
export const longLog = (events, { seed = 3 } = {}) => {
  const played = simulate({ seed, variant: bloodBowl })
  const replay = Replay.build(played.header, played.events).success
  if (replay.violation !== null) throw new Error(`seed ${seed}: the simulated match does not fold`)
  // Team turns of the first drive: [index of the event that started it, index of the event that started the next].
  const starts = replay.indexes["team-turn"].map((seq) => replay.indexOf(seq))
  const firstDrive = replay.indexes.drive[1] === undefined ? Infinity : replay.indexOf(replay.indexes.drive[1])
  const turns = starts.slice(0, -1).map((from, k) => [from, starts[k + 1]]).filter(([, to]) => to < firstDrive)
  const [from, to] = turns.reduce((best, turn) => (turn[1] - turn[0] > best[1] - best[0] ? turn : best))
  const before = replay.after(from)
  const turn = played.events.slice(from + 1, to + 1)
  const out = played.events.slice(0, from + 1)
  let seq = out.at(-1).seq
  let stretches = 0
  while (out.length < events) {
    out.push(stretchTo(replay.match, before, before.activeTeam, ++seq))
    stretches++
    for (const event of turn) out.push({ ...event, seq: ++seq })
  }
  return { text: encodeLog(played.header, out), events: out.length, stretches, turn: turn.length }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(longLog(Number(process.argv[2] ?? 100_000)).text)

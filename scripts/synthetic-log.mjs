// Builds a large, valid sidelines/1 log for benchmarks: the sample's header followed by N events
// with a realistic mix (mostly dice and movement, some declarations, blocks, pushes and turn ends,
// a share of them with a `claimed` outcome). Deterministic for a given seed.
//
//   import { syntheticLog } from "./synthetic-log.mjs"
//   const text = syntheticLog(200_000)
//
// Run directly to write one to stdout: node scripts/synthetic-log.mjs 100000 > big.jsonl
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

const SAMPLE = new URL("../logs/sample-drive.jsonl", import.meta.url)

/** The sample log's header line (line 1). */
export const sampleHeader = () => readFileSync(SAMPLE, "utf8").split("\n", 1)[0]

const mulberry32 = (seed) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const TESTS = ["dodge", "rush", "pick-up", "catch", "pass", "interception", "jump", "stand-up"]

/**
 * A valid log text of `events` events after the header (one line each, "\n" after every line).
 * Options: `header` (a MatchStarted line; default the sample's), `seed` (default 1).
 */
export const syntheticLog = (events, { header = sampleHeader(), seed = 1 } = {}) => {
  const random = mulberry32(seed)
  const int = (n) => Math.floor(random() * n)
  const pick = (items) => items[int(items.length)]
  const d6 = () => 1 + int(6)

  const teams = JSON.parse(header).teams.map((team) => ({ id: team.id, players: team.players.map((p) => p.id) }))
  const lines = [header]
  let seq = 0
  let count = 0
  let active = 0
  // Most events are written by a simple activation loop; `emit` stops it at exactly `events`.
  const emit = (event) => {
    if (count >= events) return false
    count++
    seq += 1 + (int(50) === 0 ? int(3) : 0) // seq strictly increases; the format allows gaps
    const { _tag, ...fields } = event
    lines.push(JSON.stringify({ _tag, seq, ...fields }))
    return true
  }
  const square = () => [1 + int(24), int(15)]
  const roll = (die, faces, purpose, extra = {}) => ({ _tag: "DiceRolled", die, faces, for: purpose, ...extra })
  const test = (player) => {
    const face = d6()
    const target = 2 + int(4)
    return roll("d6", [face], pick(TESTS), { player, ...(int(3) > 0 ? { claimed: { success: face >= target, target } } : {}) })
  }

  while (count < events) {
    const team = teams[active]
    const opponents = teams[(active + 1) % teams.length]
    const activations = 2 + int(6)
    for (let a = 0; a < activations && count < events; a++) {
      const player = pick(team.players)
      const target = pick(opponents.players)
      const kind = int(10)
      if (kind < 6) {
        // A move: several squares, some of them needing a dodge or a rush.
        emit({ _tag: "ActionDeclared", player, action: "move" })
        for (let steps = 2 + int(7); steps > 0; steps--) {
          emit({ _tag: "PlayerMoved", player, to: square(), ...(int(40) === 0 ? { jump: true } : {}) })
          if (int(3) === 0) emit(test(player))
        }
      } else {
        // A block or a blitz: dice, a chosen face, a push, sometimes armour and injury.
        const blitz = kind >= 8
        emit({ _tag: "ActionDeclared", player, action: blitz ? "blitz" : "block", ...(blitz ? { target } : {}) })
        if (blitz) for (let steps = 1 + int(4); steps > 0; steps--) emit({ _tag: "PlayerMoved", player, to: square() })
        emit({ _tag: "BlockThrown", player, target })
        const faces = Array.from({ length: 1 + int(3) }, d6)
        emit(roll("block", faces, "block", { player }))
        const face = pick(faces)
        emit({ _tag: "BlockDieChosen", face })
        if (face >= 3) emit({ _tag: "PushChosen", player: target, to: square() })
        if (face === 2 || face >= 5) {
          const armour = [d6(), d6()]
          const broken = armour[0] + armour[1] > 8
          emit(roll("2d6", armour, "armour", { player: target, claimed: { result: broken ? "broken" : "held" } }))
          if (broken) emit(roll("2d6", [d6(), d6()], "injury", { player: target, claimed: { result: pick(["stunned", "ko", "casualty"]) } }))
        }
      }
    }
    emit({ _tag: "TurnEnded", team: team.id })
    active = (active + 1) % teams.length
  }
  return `${lines.join("\n")}\n`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(syntheticLog(Number(process.argv[2] ?? 100_000)))
}

import { type Decision, distance, type Expectation, legalDecisions, type Match, type MatchState, neighbours, type Square, transition } from "@sidelines/engine"
import { BLOCK_DIE_FACES, type MatchEvent } from "@sidelines/schema"
import type { Rng } from "./rng.js"

/** How a block die face looks to the coach choosing it (higher is better for the attacker). */
const ATTACKER_PREFERENCE: Record<string, number> = { pow: 5, "defender-stumbles": 4, push: 3, "both-down": 2, "attacker-down": 1 }

/** Set-up slots relative to the team's line of scrimmage: (squares back from the line, row). */
const FORMATION: ReadonlyArray<readonly [number, number]> = [
  [0, 7], [0, 6], [0, 8], [2, 4], [2, 10], [3, 2], [3, 12], [4, 5], [4, 9], [6, 7], [9, 7]
]

const sideOf = (team: number) => (team === 0 ? { line: 12, back: -1 } : { line: 13, back: 1 })

/** The squares of the team's formation, in the order players are placed. */
export const formation = (team: number): Array<Square> => {
  const { line, back } = sideOf(team)
  return FORMATION.map(([depth, y]) => [line + back * depth, y])
}

/**
 * A coach that plays like one, roughly: a standard formation, kicks deep, goes for the ball,
 * moves the carrier towards the end zone, blocks, and ends the turn once its players have
 * acted. Every choice it makes is one of the engine's legal decisions.
 */
export const decide = (match: Match, state: MatchState, expectation: Extract<Expectation, { kind: "decision" }>, rng: Rng): Decision => {
  const top = state.stack[state.stack.length - 1]
  if (top?._tag === "SetUp") return setUpMove(match, state, top.team)
  if (top?._tag === "Kick" && top.stage === "aim") return kick(match, state, rng)
  // Kick-off results that let a team adjust its set-up (Solid Defence, Quick Snap, High Kick):
  // this coach keeps its formation.
  if (expectation.events.includes("SetupEnded") && expectation.team !== null) {
    const end = firstLegal(match, state, [{ _tag: "SetupEnded", team: match.teamIds[expectation.team]! }])
    if (end !== undefined) return end
  }
  // In a team turn, the coach's own short list is tried first; the full legal list is the fallback.
  const quick = top?._tag === "TeamTurn" ? activate(match, state, rng) : top?._tag === "Activation" ? act(match, state, rng) : undefined
  if (quick !== undefined) return quick
  const legal = legalDecisions(match, state)
  if (legal.length === 0) throw new Error(`no legal decision for ${expectation.about} at seq ${state.seq}`)
  return choose(match, state, legal, rng)
}

/** Places the next player of the formation, or ends the set-up. */
const setUpMove = (match: Match, state: MatchState, team: number): Decision => {
  const slots = formation(team)
  const taken = (square: Square) => state.players.some((p) => p.at !== null && p.at[0] === square[0] && p.at[1] === square[1])
  const waiting = state.players
    .filter((p) => p.team === team && p.box === "reserves" && !p.used.includes("fainted"))
    // Strong players on the line, ball handlers at the back.
    .sort((a, b) => match.roster[match.playerIndex.get(b.id)!]!.st - match.roster[match.playerIndex.get(a.id)!]!.st)
  const onPitch = state.players.filter((p) => p.team === team && p.at !== null).length
  const free = slots.find((slot) => !taken(slot))
  if (waiting.length > 0 && free !== undefined && onPitch < match.variant.maxPlayersOnPitch) {
    return { _tag: "PlayerPlaced", player: waiting[0]!.id, at: free }
  }
  return { _tag: "SetupEnded", team: match.teamIds[team]! }
}

const kick = (match: Match, state: MatchState, rng: Rng): Decision => {
  const team = state.kickingTeam!
  const { pitch } = match.variant
  const kickers = state.players.filter((p) => p.team === team && p.at !== null && !pitch.isLineOfScrimmage(team, p.at) && pitch.wideZone(p.at) === null)
  const kicker = kickers.length > 0 ? rng.pick(kickers) : rng.pick(state.players.filter((p) => p.team === team && p.at !== null))
  // Deep into the receivers' half, away from the sidelines.
  const depth = 3 + rng.below(6)
  const x = team === 0 ? pitch.width - 1 - depth : depth
  return { _tag: "KickAimed", player: kicker.id, at: [x, 3 + rng.below(pitch.height - 6)] }
}

/** Where the acting team wants to go: the loose ball, or the opposing end zone with it. */
const goal = (match: Match, state: MatchState, team: number): Square => {
  const { ball } = state
  if (ball.carrier === null && ball.at !== null) return ball.at
  return [team === 0 ? match.variant.pitch.width - 1 : 0, 7]
}

/** The first candidate the rules accept. */
const firstLegal = (match: Match, state: MatchState, candidates: ReadonlyArray<Decision>): Decision | undefined =>
  candidates.find((candidate) => transition(match, state, { ...candidate, seq: state.seq + 1 } as MatchEvent)._tag === "Success")

const shuffle = <A>(items: ReadonlyArray<A>, rng: Rng): Array<A> => {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.below(i + 1)
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/** Picks the next player to activate and what they do, or ends the turn. */
const activate = (match: Match, state: MatchState, rng: Rng): Decision | undefined => {
  const team = state.activeTeam!
  const ready = shuffle(state.players.filter((p) => p.team === team && p.at !== null && !p.hasActed && p.posture !== "stunned"), rng)
  if (ready.length === 0 || rng.chance(0.04)) return { _tag: "TurnEnded", team: match.teamIds[team]! }
  // The ball carrier and whoever is nearest a loose ball go first.
  const target = goal(match, state, team)
  ready.sort((a, b) => (a.id === state.ball.carrier ? -1 : b.id === state.ball.carrier ? 1 : distance(a.at!, target) - distance(b.at!, target)))
  const candidates: Array<Decision> = []
  for (const player of ready) {
    const opponents = state.players.filter((o) => o.team !== team && o.at !== null && o.posture === "standing")
    const adjacent = opponents.filter((o) => distance(o.at!, player.at!) === 1)
    if (adjacent.length > 0 && player.id !== state.ball.carrier && rng.chance(0.7)) candidates.push({ _tag: "ActionDeclared", player: player.id, action: "block" })
    const near = opponents.filter((o) => distance(o.at!, player.at!) <= 4)
    if (near.length > 0 && rng.chance(0.3)) candidates.push({ _tag: "ActionDeclared", player: player.id, action: "blitz", target: rng.pick(near).id })
    candidates.push({ _tag: "ActionDeclared", player: player.id, action: "move" })
  }
  return firstLegal(match, state, candidates) ?? { _tag: "TurnEnded", team: match.teamIds[team]! }
}

/** The acting player's next step: a block, a square towards the goal, or stopping. */
const act = (match: Match, state: MatchState, rng: Rng): Decision | undefined => {
  const activation = state.stack.at(-1) as { player: string; action: string; moved: number; acted: boolean; target: string | null }
  const player = state.players[match.playerIndex.get(activation.player)!]!
  if (player.at === null) return undefined
  const candidates: Array<Decision> = []
  if (player.posture === "prone") candidates.push({ _tag: "PlayerStoodUp", player: player.id })
  if (!activation.acted && (activation.action === "block" || activation.action === "blitz")) {
    for (const o of state.players) {
      if (o.team !== player.team && o.at !== null && distance(o.at, player.at) === 1 && (activation.target === null || o.id === activation.target)) {
        candidates.push({ _tag: "BlockThrown", player: player.id, target: o.id })
      }
    }
  }
  const ma = match.roster[match.playerIndex.get(player.id)!]!.ma
  const target = activation.action === "blitz" && !activation.acted && activation.target !== null
    ? state.players[match.playerIndex.get(activation.target)!]!.at ?? goal(match, state, player.team)
    : goal(match, state, player.team)
  const wantsToMove = activation.moved < ma || (player.id === state.ball.carrier && rng.chance(0.5))
  if (wantsToMove && !(activation.moved > 0 && rng.chance(0.1))) {
    const squares = neighbours(player.at).sort((a, b) => distance(a, target) - distance(b, target))
    const ordered = rng.chance(0.8) ? squares : shuffle(squares, rng)
    for (const to of ordered) candidates.push({ _tag: "PlayerMoved", player: player.id, to })
  }
  candidates.push({ _tag: "ActionEnded", player: player.id })
  return firstLegal(match, state, candidates)
}

const choose = (match: Match, state: MatchState, legal: ReadonlyArray<Decision>, rng: Rng): Decision => {
  const by = <T extends Decision["_tag"]>(tag: T) => legal.filter((d): d is Extract<Decision, { _tag: T }> => d._tag === tag)
  const team = state.activeTeam
  const reroll = by("RerollUsed").find((d) => d.source === "team-reroll") ?? by("RerollUsed")[0]
  if (reroll !== undefined && rng.chance(0.6)) return reroll
  const dice = by("BlockDieChosen")
  if (dice.length > 0) {
    const attackerChooses = state.stack.at(-1)?._tag === "BlockDice" && (state.stack.at(-1) as { chooser: number }).chooser === team
    const score = (face: number) => ATTACKER_PREFERENCE[(BLOCK_DIE_FACES as Record<number, string>)[face]!]!
    return dice.reduce((best, d) => ((attackerChooses ? score(d.face) > score(best.face) : score(d.face) < score(best.face)) ? d : best))
  }
  const blocks = by("BlockThrown")
  if (blocks.length > 0 && rng.chance(0.8)) return rng.pick(blocks)
  const moves = by("PlayerMoved").filter((d) => d.jump !== true)
  const active = state.activePlayer === null ? undefined : state.players[match.playerIndex.get(state.activePlayer)!]
  if (active !== undefined && active.at !== null && moves.length > 0) {
    const activation = [...state.stack].reverse().find((s) => s._tag === "Activation") as { moved: number } | undefined
    const ma = match.roster[match.playerIndex.get(active.id)!]!.ma
    const ended = by("ActionEnded")
    const tired = (activation?.moved ?? 0) >= ma
    if (ended.length > 0 && (tired || rng.chance(0.12))) return ended[0]!
    const target = goal(match, state, active.team)
    const closer = moves.filter((d) => distance(d.to, target) < distance(active.at!, target))
    return rng.chance(0.75) && closer.length > 0 ? rng.pick(closer) : rng.pick(moves)
  }
  const declared = by("ActionDeclared")
  if (declared.length > 0 && rng.chance(0.92)) {
    const preferred = declared.filter((d) => d.action === "move" || d.action === "block" || d.action === "blitz")
    return rng.pick(preferred.length > 0 ? preferred : declared)
  }
  const ends = by("TurnEnded")
  if (ends.length > 0) return ends[0]!
  return rng.pick(legal)
}

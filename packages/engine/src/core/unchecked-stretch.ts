import { Result } from "effect"
import type { EventOf } from "@sidelines/schema"
import type { Ctx, Fold } from "./context.js"
import { violation } from "./context.js"
import { lastsTheGame, lastsTheHalf } from "./effects.js"
import type { Step } from "../model/step.js"
import { ballAt, type Box, type Gain, lapseGains, type MatchState, type Weather, withBalls, withGained, withPlayer, withState, withTeam } from "../model/state.js"
import { teamTurnStep } from "./turn.js"

type UncheckedStretch = EventOf<"UncheckedStretch">

/** The boxes a player reaches hurt or sent off: what a stretch may have done to them that the summary counts. */
const HURT_BOXES: ReadonlySet<Box> = new Set(["ko", "bh", "si", "dead", "sent-off"])

/** A gain the source asserts, as the rules keep it. */
const gainOf = (gain: NonNullable<UncheckedStretch["players"][number]["gained"]>[number]): Gain => ({ source: gain.source, until: gain.until, skills: gain.skills ?? [], ...(gain.improve === undefined ? {} : { improve: gain.improve }) })

/** Why the stretch cannot be taken as written, or undefined when it can. */
const problem = (ctx: Ctx, state: MatchState, event: UncheckedStretch): string | undefined => {
  const teams = ctx.match.teamIds.length
  if (state.phase === "full-time") return "the match is over already"
  for (const field of ["turns", "score", "rerolls", "apothecaries"] as const) {
    const values = event[field]
    if (values !== undefined && values.length !== teams) return `${field} has ${values.length} entries for ${teams} teams`
  }
  if (!ctx.match.teamIndex.has(event.kickingTeam)) return `kickingTeam ${event.kickingTeam} is no team of the match`
  if (event.team !== undefined && !ctx.match.teamIndex.has(event.team)) return `team ${event.team} is no team of the match`
  if (event.half < state.half) return `half ${event.half} comes before the half under way (${state.half})`
  if (event.drive !== undefined && event.drive < state.drive) return `drive ${event.drive} comes before the drive under way (${state.drive})`
  if (event.weather !== undefined && !ctx.variant.tables.weather.some((row) => row.id === event.weather)) return `weather ${event.weather} is no row of the weather table`
  const seen = new Set<string>()
  for (const entry of event.players) {
    if (!ctx.match.playerIndex.has(entry.player)) return `player ${entry.player} is on no roster of the header`
    if (seen.has(entry.player)) return `player ${entry.player} is listed twice`
    seen.add(entry.player)
    if (entry.at !== null && !ctx.variant.pitch.contains(entry.at)) return `player ${entry.player}'s square ${JSON.stringify(entry.at)} is off the pitch`
    if (entry.at !== null && entry.box !== undefined) return `player ${entry.player} has both a square and a box`
    if (entry.at === null && entry.posture !== undefined && entry.posture !== "standing") return `player ${entry.player} lies ${entry.posture} in a box`
  }
  const { ball } = event
  if (ball.at !== null && !ctx.variant.pitch.contains(ball.at)) return `the ball's square ${JSON.stringify(ball.at)} is off the pitch`
  if (ball.carrier !== null) {
    const carrier = event.players.find((entry) => entry.player === ball.carrier)
    const at = carrier !== undefined ? carrier.at : state.players[ctx.match.playerIndex.get(ball.carrier) ?? -1]?.at ?? null
    if (!ctx.match.playerIndex.has(ball.carrier)) return `the ball's carrier ${ball.carrier} is on no roster of the header`
    if (at === null || ball.at === null || at[0] !== ball.at[0] || at[1] !== ball.at[1]) return `the ball's carrier ${ball.carrier} is not on the ball's square`
    if ((carrier?.posture ?? "standing") !== "standing") return `the ball's carrier ${ball.carrier} is not standing`
  }
  return undefined
}

/**
 * Folds an unchecked stretch (docs/log-format.md): the match as the source recorded it replaces
 * the state, whatever step the rules were at, and the game waits for the start of the named
 * team's turn (or is over). Nothing about how the match got here is checked; the outcomes say
 * what the stretch changed (drives, halves, score, who was hurt), so summaries stay whole.
 */
export const foldUncheckedStretch = (ctx: Ctx, state: MatchState, event: UncheckedStretch): Fold<MatchState> => {
  const wrong = problem(ctx, state, event)
  if (wrong !== undefined) return violation(ctx, "Unchecked stretch", wrong)
  const { match } = ctx
  const kicking = match.teamIndex.get(event.kickingTeam)!
  const drive = event.drive ?? Math.max(state.drive, 1)
  const newDrive = drive > state.drive
  const newHalf = event.half > state.half
  const over = event.team === undefined

  // The drive (and half) under way before the stretch ended inside it.
  if ((newDrive || over) && state.drive > 0 && state.phase !== "full-time") {
    const scored = event.score.some((score, t) => score > state.teams[t]!.score)
    ctx.outcomes.push({ _tag: "DriveEnded", drive: state.drive, reason: over ? "full-time" : scored ? "touchdown" : "half-time" })
  }
  if ((newHalf || over) && state.half > 0 && state.phase !== "full-time") ctx.outcomes.push({ _tag: "HalfEnded", half: state.half })
  if (newDrive && !over) ctx.outcomes.push({ _tag: "DriveStarted", drive, kickingTeam: kicking })

  const hurt: Array<{ readonly player: string; readonly box: Box }> = []
  const players = state.players.slice()
  for (const entry of event.players) {
    const index = match.playerIndex.get(entry.player)!
    const before = newDrive ? lapseGains(players[index]!, "drive") : players[index]!
    const box: Box | null = entry.at === null ? entry.box ?? "reserves" : null
    if (box !== null && HURT_BOXES.has(box) && before.box !== box) hurt.push({ player: entry.player, box })
    const placed = withPlayer(before, {
      at: entry.at,
      box,
      posture: entry.at === null ? "standing" : entry.posture ?? "standing",
      justStunned: false,
      hasActed: false,
      lostTackleZones: entry.at !== null && entry.lostTackleZones === true,
      used: []
    })
    players[index] = entry.gained === undefined ? placed : withGained(placed, entry.gained.length === 0 ? undefined : entry.gained.map(gainOf))
  }
  const teams = state.teams.map((team, t) =>
    withTeam(team, {
      score: event.score[t]!,
      turn: event.turns[t]!,
      rerolls: event.rerolls[t]!,
      apothecaries: event.apothecaries?.[t] ?? team.apothecaries,
      rerollUsedThisTurn: false,
      blitzUsed: false,
      passUsed: false,
      handOffUsed: false,
      foulUsed: false
    })
  )
  const scored = event.score.map((score, t) => score - state.teams[t]!.score)
  ctx.outcomes.push({ _tag: "Unchecked", reason: event.reason, source: event.source ?? null, skipped: event.skipped ?? null, scored, hurt })

  const stack: ReadonlyArray<Step> = over ? [] : [teamTurnStep(match.teamIndex.get(event.team!)!, "start")]
  const next = withState(state, {
    phase: over ? "full-time" : "team-turn",
    half: event.half,
    drive,
    activeTeam: over ? null : match.teamIndex.get(event.team!)!,
    kickingTeam: kicking,
    // The first drive's kickers, for the second half's kick-off: known once a drive of the first half is.
    firstKickingTeam: state.firstKickingTeam ?? (event.half === 1 ? kicking : null),
    weather: (event.weather as Weather | undefined) ?? state.weather,
    teams,
    players,
    activePlayer: null,
    turnover: null,
    kickOffEffects: newHalf
      ? state.kickOffEffects.filter(lastsTheGame)
      : newDrive ? state.kickOffEffects.filter((effect) => lastsTheHalf(effect) || lastsTheGame(effect)) : state.kickOffEffects,
    stack
  })
  const carrier = event.ball.carrier
  const balled = withBalls(next, ballAt(event.ball.at, carrier, event.ball.at !== null), undefined)
  if (over) ctx.outcomes.push({ _tag: "MatchEnded", score: event.score })
  return Result.succeed(balled)
}

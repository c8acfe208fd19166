// What a kick-off result does (a changed state and the steps to run before the ball lands), and what
// the results share: the receiving team, Open players, a roll made by one team, a player drawn or Stunned.
import { Result } from "effect"
import type { DiceRolled, DieKind, MatchEvent, RollPurpose } from "@sidelines/schema"
import type { MatchState, PlayerState } from "../../model/state.js"
import { type Ctx, expectRoll, type Fold, judge, nameOf, playerIndex, propagate, setPlayer, teamOf, violation } from "../context.js"
import type { Step } from "../../model/step.js"
import { isMarked, type Opposed, opponentsIn, tackleZonesOn } from "../tackle-zones.js"

/** What a kick-off result does: a changed state and the steps to run before the ball lands. */
export interface KickOffEffect {
  readonly state: MatchState
  readonly steps: ReadonlyArray<Step>
}

export const receivingTeamOf = (ctx: Ctx, state: MatchState) => ctx.variant.rules.receivingTeam(state.kickingTeam!, state.teams.length)

export const onPitch = (player: PlayerState) => player.at !== null

/** A player of the team standing on the pitch and in no opponent's tackle zone. */
export const isOpen = (state: MatchState, player: PlayerState, opponents?: Opposed) => player.at !== null && player.posture === "standing" && !isMarked(state, player, opponents)

/** The team's Open players, by id. */
export const openPlayers = (state: MatchState, team: number, opponents?: Opposed): Array<string> =>
  state.players.filter((player) => player.team === team && isOpen(state, player, opponents)).map((player) => player.id)

/** Why a player is not Open, for messages. */
export const whyNotOpen = (ctx: Ctx, state: MatchState, player: PlayerState): string => {
  if (player.at === null) return `${nameOf(ctx, player.id)} is not on the pitch`
  if (player.posture !== "standing") return `${nameOf(ctx, player.id)} is not standing`
  const markers = tackleZonesOn(state, player.team, player.at, opponentsIn(ctx.variant))
  return markers.length > 0
    ? `${nameOf(ctx, player.id)} is marked by ${markers.map((marker) => nameOf(ctx, marker.id)).join(" and ")}, not Open`
    : `${nameOf(ctx, player.id)} was not Open when the result was rolled`
}

export const teamName = (ctx: Ctx, team: number) => teamOf(ctx, team).name

/**
 * A roll made by one team (each coach rolls for their own team). The roll names its team; a
 * roll that does not is taken as the next team in header order that has not rolled yet.
 */
export const teamRoll = (
  ctx: Ctx,
  event: MatchEvent,
  die: DieKind,
  purpose: RollPurpose,
  waiting: (team: number) => boolean,
  teams: number,
  rule: string
): Fold<{ readonly roll: DiceRolled; readonly team: number }> => {
  const rolled = expectRoll(ctx, event, die, purpose, null, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const named = rolled.success.team
  if (named === undefined) {
    const next = Array.from({ length: teams }, (_, team) => team).find(waiting)
    return next === undefined ? violation(ctx, rule, `no team has a ${purpose} roll to make`) : Result.succeed({ roll: rolled.success, team: next })
  }
  const team = ctx.match.teamIndex.get(named)!
  if (!waiting(team)) return violation(ctx, rule, `${teamName(ctx, team)} have no ${purpose} roll to make now`)
  return Result.succeed({ roll: rolled.success, team })
}

/** The players named in a PlayerDrawn must have been drawn for this purpose. */
export const expectDraw = (ctx: Ctx, event: MatchEvent, purpose: RollPurpose, rule: string): Fold<Extract<MatchEvent, { _tag: "PlayerDrawn" }>> => {
  if (event._tag !== "PlayerDrawn") return violation(ctx, rule, `a player drawn at random for ${purpose} was due, not ${event._tag}`)
  if (event.for !== purpose) return violation(ctx, rule, `a player drawn at random for ${purpose} was due, not one drawn for ${event.for}`)
  return Result.succeed(event)
}

/** A player Placed Prone and Stunned by a kick-off result. */
export const stun = (ctx: Ctx, state: MatchState, id: string): MatchState => {
  ctx.outcomes.push({ _tag: "Injury", player: id, result: "stunned", cause: "kick-off", by: null })
  return setPlayer(state, playerIndex(ctx, id), { posture: "stunned", justStunned: false })
}

/** Whether the ball, still in the air, will come down in the receiving team's half. */
export const landsInReceivingHalf = (ctx: Ctx, state: MatchState): boolean => {
  const at = state.ball.at
  return at !== null && ctx.variant.pitch.contains(at) && ctx.variant.pitch.isOwnHalf(receivingTeamOf(ctx, state), at)
}

/** A kick-off result's effect: the changed state and the steps to run before the ball lands. */
export const effect = (state: MatchState, ...steps: ReadonlyArray<Step>): Fold<KickOffEffect> => Result.succeed({ state, steps })

/**
 * Solid Defence, Quick Snap and Blitz! each let D3 + the variant's extra players act (Blood Bowl 3,
 * Sevens 1): the roll, judged, and the number it allows.
 */
export const rollOpenPlayers = (ctx: Ctx, event: MatchEvent, purpose: "solid-defence" | "quick-snap" | "blitz", rule: string, allows: (limit: number) => string): Fold<number> => {
  const rolled = expectRoll(ctx, event, "d3", purpose, null, 1)
  if (rolled._tag === "Failure") return Result.fail(rolled.failure)
  const extra = ctx.variant.kickOff.extraPlayers
  const limit = rolled.success.faces[0]! + extra
  judge(ctx, { rule, roll: rolled.success, modifiers: [{ value: extra, source: `D3+${extra}` }], total: limit, result: allows(limit) })
  return Result.succeed(limit)
}

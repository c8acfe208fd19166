import { Result } from "effect"
import type { MatchEvent } from "@sidelines/schema"
import type { MatchState } from "../../model/state.js"
import { withState, withTeam } from "../../model/state.js"
import { halfIsOver } from "../../core/drive.js"
import type { Step } from "../../model/step.js"
import { variantAt } from "../../core/variant/at.js"
import { type Ctx, type Fold, note, teamOf, unsupported, violation } from "../../core/context.js"
import { sameSide } from "../../core/variant/variant.js"

/**
 * BlightBowl's last allies clause: when all four teams are Skaven, a coach may break the team's
 * alliance at any time, even in the middle of a turn (AllianceBroken), and the former allies are
 * opponents at once; new alliances (AllianceMade) are made only between drives, and only with
 * every team of the new alliance agreeing — in the log, by being named in the event. The sides
 * go to `MatchState.alliances`; the variant then plays with them (core/variant/at.ts), so tackle zones,
 * assists, blocks, turnovers and the winner all follow.
 */
export const allianceEvent = (ctx: Ctx, state: MatchState, event: MatchEvent): Fold<MatchState> | undefined => {
  if (event._tag !== "AllianceBroken" && event._tag !== "AllianceMade") return undefined
  const teams = ctx.match.header.teams
  const other = teams.find((team) => team.roster.toLowerCase() !== "skaven")
  if (teams.length !== 4 || other !== undefined) {
    return violation(ctx, "alliances", `alliances change during a match only when all four teams are Skaven; ${other?.name ?? "this match"} ${other === undefined ? "does not have four teams" : `are ${other.roster}`}`)
  }
  const side = sidesNow(ctx, teams.length)
  return event._tag === "AllianceBroken" ? breakAlliance(ctx, state, side, event.team) : makeAlliance(ctx, state, side, event.teams)
}

/** Each team's side now, numbered by the first team on it. */
const sidesNow = (ctx: Ctx, count: number): Array<number> =>
  Array.from({ length: count }, (_, t) => Array.from({ length: t + 1 }, (_, u) => u).find((u) => sameSide(ctx.variant, u, t))!)

/** Sides renumbered by the first team on each, so equal alliances give equal lists. */
const renumbered = (side: ReadonlyArray<number>): Array<number> => side.map((s) => side.indexOf(s))

const breakAlliance = (ctx: Ctx, state: MatchState, side: ReadonlyArray<number>, id: string): Fold<MatchState> => {
  const team = ctx.match.teamIndex.get(id)
  if (team === undefined) return violation(ctx, "alliances", `no team ${id} in this match`)
  const allies = side.flatMap((s, t) => (t !== team && s === side[team] ? [t] : []))
  if (allies.length === 0) return violation(ctx, "alliances", `${teamOf(ctx, team).name} have no alliance to break`)
  const next = renumbered(side.map((s, t) => (t === team ? side.length : s)))
  note(ctx, `${teamOf(ctx, team).name} break their alliance: ${allies.map((t) => teamOf(ctx, t).name).join(" and ")} are their opponents now`)
  return Result.succeed(withState(state, { alliances: next }))
}

/** Between drives: a drive has ended and nobody has been set up for the next one yet. */
const betweenDrives = (state: MatchState): boolean =>
  state.phase === "end-of-drive" || state.phase === "half-time" ||
  (state.phase === "set-up" && state.drive > 1 && state.players.every((player) => player.at === null))

const makeAlliance = (ctx: Ctx, state: MatchState, side: ReadonlyArray<number>, ids: ReadonlyArray<string>): Fold<MatchState> => {
  const members: Array<number> = []
  for (const id of ids) {
    const team = ctx.match.teamIndex.get(id)
    if (team === undefined) return violation(ctx, "alliances", `no team ${id} in this match`)
    if (members.includes(team)) return violation(ctx, "alliances", `${teamOf(ctx, team).name} are named twice`)
    members.push(team)
  }
  const names = members.map((t) => teamOf(ctx, t).name).join(" and ")
  if (!betweenDrives(state)) return violation(ctx, "alliances", `a new alliance is made only between drives, after one ends and before the next is set up; ${names} cannot ally now`)
  // Each member leaves any side it was on: together they are one new side.
  const next = renumbered(side.map((s, t) => (members.includes(t) ? side.length : s)))
  if (next.every((s) => s === next[0])) return violation(ctx, "alliances", `${names} would leave nobody to play against`)
  note(ctx, `${names} make an alliance: they play as one side from now on`)
  const allied = withState(state, { alliances: next })
  return state.phase === "set-up" ? kickToAnOpponent(ctx, allied) : Result.succeed(allied)
}

/**
 * Made at the set-up, the new alliance may put the kicking and receiving teams on one side: then,
 * as when a drive starts (StartDrive, core/drive.ts), the would-be receivers kick instead and
 * their turn marker moves on one, until the receivers are opponents; the set-up order follows
 * the new kicking team.
 */
const kickToAnOpponent = (ctx: Ctx, state: MatchState): Fold<MatchState> => {
  const variant = variantAt(ctx.match, state)
  const first = state.kickingTeam
  if (first === null) return Result.succeed(state)
  const count = state.teams.length
  let kicking = first
  let teams = state.teams
  for (let guard = 0; guard < count; guard++) {
    const receiving = variant.rules.receivingTeam(kicking, count)
    if (!sameSide(variant, kicking, receiving) || receiving === kicking) break
    note(ctx, `${teamOf(ctx, receiving).name} would receive from their allies ${teamOf(ctx, kicking).name}: they kick instead, and their turn marker moves on one`)
    teams = teams.map((team, i) => (i === receiving ? withTeam(team, { turn: team.turn + 1 }) : team))
    kicking = receiving
  }
  if (kicking === first) return Result.succeed(state)
  // The set-ups wait on top of the stack, the kicking team's first; nothing else comes between them.
  const setUps = state.stack.slice(-count)
  if (setUps.length !== count || setUps.some((step) => step._tag !== "SetUp")) {
    return unsupported(ctx, "alliances", "a new alliance that passes the kick on while other steps wait before the set-up is not folded")
  }
  const passed = withState(state, { teams, kickingTeam: kicking })
  if (halfIsOver(ctx, passed)) return unsupported(ctx, "alliances", "a new alliance whose passed-on kick uses up the half's last team turn is not folded")
  const order = variant.rules.setUpOrder(kicking, count).map((team): Step => ({ _tag: "SetUp", team }))
  return Result.succeed(withState(passed, { stack: [...state.stack.slice(0, -count), ...order.reverse()] }))
}

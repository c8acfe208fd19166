// Over 700 lines: every Blood Bowl kick-off result's effect, plus Gutter Bowl's read by table-row
// id, sits here until issue 21 moves the engine into layers; there each result becomes its own
// module and the variant's results move to its own folder through its kick-off hook.
import { above } from "./above.js"
import { validateSetUp } from "./drive.js"
import { FOLDED_WEATHER } from "./weather.js"
import { Result } from "effect"
import type { Action, DiceRolled, DieKind, MatchEvent, RollPurpose } from "@sidelines/schema"
import { D8_DIRECTIONS, isAdjacent, sameSquare, squareName, step as moveBy, type Square } from "../model/square.js"
import type { MatchState, PlayerState } from "../model/state.js"
import {
  consumed,
  type Ctx,
  done,
  type Expectation,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  note,
  passOn,
  playerIndex,
  playerOn,
  pop,
  propagate,
  replaceTop,
  setPlayer,
  setTeam,
  type StepHandler,
  teamOf,
  unsupported,
  updateTop,
  violation
} from "./context.js"
import type { Modifier } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { isMarked, type Opposed, opponentsIn, tackleZonesOn } from "./tackle-zones.js"
import { judgeWeather, unsupportedWeather } from "./pre-game.js"
import { readTable } from "./variant/tables.js"
import { teamTurnHandler, type TeamTurnStep } from "./turn.js"
import { withState, withTeam, withTeams } from "../model/state.js"

/**
 * The eleven results of the Blood Bowl 2020 kick-off table (rulebook p. 41), folded while the
 * ball is in the air: `state.ball.at` is the square the kick will land on and `inPlay` is false.
 * Each result is a small function named after it; the ones that need dice or decisions put
 * steps on the stack, which run before the ball lands.
 *
 * Cross-checked against FUMBBL (christerk/ffb, StepApplyKickoffResult and StepBlitzTurn for
 * BB2020) and Jervis (cmelchior/jervis-ffb, rules/bb2020/procedures/tables/kickoff).
 */

/** What a kick-off result does: a changed state and the steps to run before the ball lands. */
export interface KickOffEffect {
  readonly state: MatchState
  readonly steps: ReadonlyArray<Step>
}

// ---- the steps of the results that roll or wait for a coach ----

/**
 * Each coach rolls a D6 and adds something (cheerleaders, assistant coaches, fan factor); the
 * contest decides who wins (Cheering Fans, Brilliant Coaching) or who suffers (Officious Ref,
 * Pitch Invasion). `totals[team]` is null until that team has rolled.
 */
export interface KickOffContestStep {
  readonly _tag: "KickOffContest"
  readonly contest: Contest
  readonly totals: ReadonlyArray<number | null>
  /** Cheering Fans: the D3 of cheerleaders Galandril Silverwater's team rolled (inducements/staff/galandril-silverwater.ts). */
  readonly goTeam?: { readonly team: number; readonly d3: number }
}

/** Cheering Fans was won: the winner may roll on the Prayers to Nuffle table. */
export interface PrayerToNuffleStep {
  readonly _tag: "PrayerToNuffle"
  readonly team: number
  /** The prayer rolled a result already in force: it must be rolled again. */
  readonly again?: boolean
}

/** Solid Defence: a D3, then the kicking coach removes and sets up again up to D3+3 Open players (D3+1 in Sevens: the variant says how many). */
export interface SolidDefenceStep {
  readonly _tag: "SolidDefence"
  readonly team: number
  readonly stage: "roll" | "set-up"
  readonly limit: number
  /** The Open players when the result was rolled, with the square each stood on. */
  readonly open: ReadonlyArray<{ readonly player: string; readonly from: Square }>
}

/** High Kick: one Open receiving player may be placed where the ball will land. */
export interface HighKickStep {
  readonly _tag: "HighKick"
  readonly team: number
  readonly stage: "choose" | "placed"
}

/** Changing Weather: 2D6 on the weather table; in Perfect Conditions the ball scatters (three D8s) first. */
export interface ChangingWeatherStep {
  readonly _tag: "ChangingWeather"
  readonly stage: "weather" | "scatter"
  /** Scatter rolls still to come. */
  readonly scatters: number
}

/** Quick Snap: a D3, then up to D3+3 Open receiving players (D3+1 in Sevens) each move one square. */
export interface QuickSnapStep {
  readonly _tag: "QuickSnap"
  readonly team: number
  readonly stage: "roll" | "move" | "done"
  readonly limit: number
  readonly open: ReadonlyArray<string>
  readonly moved: ReadonlyArray<string>
}

/** Blitz!: the D3 for how many Open kicking players may be activated in the bonus team turn. */
export interface BlitzRollStep {
  readonly _tag: "BlitzRoll"
  readonly team: number
  readonly open: ReadonlyArray<string>
}

/**
 * Blitz!: sits on the bonus TeamTurn (and under each activation) to enforce what the bonus turn
 * adds to a team turn: only the players who were Open when it began may be activated, at most
 * one of them throws a team-mate, and no team re-roll may be used.
 */
export interface BlitzTurnStep {
  readonly _tag: "BlitzTurn"
  readonly team: number
  readonly open: ReadonlyArray<string>
  readonly throwTeamMateUsed: boolean
  /** Why another of the team's players may not act, where a rule other than a kick-off result names `open` (Suicide Blitz). */
  readonly why?: string
}

/** Officious Ref: a player of each losing team is drawn at random, then a D6 for each. */
export interface OfficiousRefStep {
  readonly _tag: "OfficiousRef"
  /** Teams that still draw their player. */
  readonly drawing: ReadonlyArray<number>
  /** Drawn players waiting for their D6. */
  readonly drawn: ReadonlyArray<string>
}

/** A player the Officious Ref sent off: Argue the Call is not folded by this engine yet. */
export interface SentOffByRefStep {
  readonly _tag: "SentOffByRef"
  readonly player: string
}

/** Pitch Invasion: a D3 for each losing team, then that many of its players drawn at random are Stunned. */
export interface PitchInvasionStep {
  readonly _tag: "PitchInvasion"
  /** Per team: null when it is not affected, "roll" before its D3, else the players still to draw. */
  readonly left: ReadonlyArray<number | "roll" | null>
}

export type KickOffEventStep =
  | KickOffContestStep
  | PrayerToNuffleStep
  | SolidDefenceStep
  | HighKickStep
  | ChangingWeatherStep
  | QuickSnapStep
  | BlitzRollStep
  | BlitzTurnStep
  | OfficiousRefStep
  | SentOffByRefStep
  | PitchInvasionStep

// ---- shared helpers ----

type Contest = "cheering-fans" | "brilliant-coaching" | "officious-ref" | "pitch-invasion"

const CONTEST_NAMES: Record<Contest, string> = {
  "cheering-fans": "Cheering Fans",
  "brilliant-coaching": "Brilliant Coaching",
  "officious-ref": "Officious Ref",
  "pitch-invasion": "Pitch Invasion"
}

/** The roll purpose of each contest's D6. */
const CONTEST_PURPOSE: Record<Contest, RollPurpose> = {
  "cheering-fans": "cheering-fans",
  "brilliant-coaching": "brilliant-coaching",
  "officious-ref": "officious-ref",
  "pitch-invasion": "pitch-invasion"
}

export const receivingTeamOf = (ctx: Ctx, state: MatchState) => ctx.variant.rules.receivingTeam(state.kickingTeam!, state.teams.length)

export const onPitch = (player: PlayerState) => player.at !== null

/** A player of the team standing on the pitch and in no opponent's tackle zone. */
const isOpen = (state: MatchState, player: PlayerState, opponents?: Opposed) => player.at !== null && player.posture === "standing" && !isMarked(state, player, opponents)

/** The team's Open players, by id. */
export const openPlayers = (state: MatchState, team: number, opponents?: Opposed): Array<string> =>
  state.players.filter((player) => player.team === team && isOpen(state, player, opponents)).map((player) => player.id)

/** Why a player is not Open, for messages. */
const whyNotOpen = (ctx: Ctx, state: MatchState, player: PlayerState): string => {
  if (player.at === null) return `${nameOf(ctx, player.id)} is not on the pitch`
  if (player.posture !== "standing") return `${nameOf(ctx, player.id)} is not standing`
  const markers = tackleZonesOn(state, player.team, player.at, opponentsIn(ctx.variant))
  return markers.length > 0
    ? `${nameOf(ctx, player.id)} is marked by ${markers.map((marker) => nameOf(ctx, marker.id)).join(" and ")}, not Open`
    : `${nameOf(ctx, player.id)} was not Open when the result was rolled`
}

export const teamName = (ctx: Ctx, team: number) => teamOf(ctx, team).name

/** How many of an inducement a team brought. */
const inducements = (ctx: Ctx, team: number, id: string) =>
  teamOf(ctx, team).inducements.filter((inducement) => inducement.id === id).reduce((n, inducement) => n + inducement.count, 0)

/** Cheerleaders on the roster plus Temp Agency Cheerleaders (inducement id `temp-agency-cheerleaders`). */
export const cheerleaders = (ctx: Ctx, team: number): ReadonlyArray<Modifier> => {
  // A silent crowd is not moved by them (Solemn and Silent).
  if (ctx.variant.noCheerleaders === true) return []
  const modifiers: Array<Modifier> = []
  const own = teamOf(ctx, team).staff.cheerleaders
  const temp = inducements(ctx, team, "temp-agency-cheerleaders")
  if (own > 0) modifiers.push({ value: own, source: "cheerleaders" })
  if (temp > 0) modifiers.push({ value: temp, source: "temp agency cheerleaders" })
  // Death Zone's Cavorting Nurglings: a cheerleader more per swarm (inducements/other/other-inducements.ts).
  modifiers.push(...above.nurglingModifiers(ctx.match.header, team))
  return modifiers
}

/** Assistant coaches on the roster plus Part-time Assistant Coaches (inducement id `part-time-assistant-coaches`). */
export const assistantCoaches = (ctx: Ctx, team: number): ReadonlyArray<Modifier> => {
  const modifiers: Array<Modifier> = []
  const own = teamOf(ctx, team).staff.assistantCoaches
  const temp = inducements(ctx, team, "part-time-assistant-coaches")
  if (own > 0) modifiers.push({ value: own, source: "assistant coaches" })
  if (temp > 0) modifiers.push({ value: temp, source: "part-time assistant coaches" })
  return modifiers
}

/**
 * The team's Fan Factor (D3 + Dedicated Fans, rolled in the pre-game). A log may leave the
 * pre-game roll out; the Dedicated Fans from the header then stand in for it.
 */
export const fanFactor = (ctx: Ctx, state: MatchState, team: number): ReadonlyArray<Modifier> => {
  const rolled = state.teams[team]!.fanFactor
  if (rolled !== null) return rolled === 0 ? [] : [{ value: rolled, source: "fan factor" }]
  const fans = teamOf(ctx, team).dedicatedFans ?? 0
  const stadium = ctx.variant.fanFactorModifiers?.(team) ?? []
  return [...(fans === 0 ? [] : [{ value: fans, source: "dedicated fans (no fan factor was rolled)" }]), ...stadium, ...above.nurglingModifiers(ctx.match.header, team)]
}

const contestModifiers = (ctx: Ctx, state: MatchState, contest: Contest, team: number): ReadonlyArray<Modifier> =>
  contest === "cheering-fans"
    // Kari Coldsteel counts as two Temp Agency Cheerleaders while in the reserves (inducements/staff/kari-coldsteel.ts).
    ? [...cheerleaders(ctx, team), ...above.kariCheers(ctx.match, state, team)]
    : contest === "brilliant-coaching"
    ? [...assistantCoaches(ctx, team), ...above.oathStone(state, team)]
    : fanFactor(ctx, state, team)

/** The one team with the highest total, or null on a tie. */
export const highestTotal = (totals: ReadonlyArray<number>): number | null => {
  const best = Math.max(...totals)
  const at = totals.flatMap((total, team) => (total === best ? [team] : []))
  return at.length === 1 ? at[0]! : null
}

/** The teams with the lowest total: one, or all of them on a tie. */
export const lowestTotals = (totals: ReadonlyArray<number>): Array<number> => {
  const worst = Math.min(...totals)
  return totals.flatMap((total, team) => (total === worst ? [team] : []))
}

/**
 * A roll made by one team (each coach rolls for their own team). The roll names its team; a
 * roll that does not is taken as the next team in header order that has not rolled yet.
 */
const teamRoll = (
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
const landsInReceivingHalf = (ctx: Ctx, state: MatchState): boolean => {
  const at = state.ball.at
  return at !== null && ctx.variant.pitch.contains(at) && ctx.variant.pitch.isOwnHalf(receivingTeamOf(ctx, state), at)
}

/** A kick-off result's effect: the changed state and the steps to run before the ball lands. */
export const effect = (state: MatchState, ...steps: ReadonlyArray<Step>): Fold<KickOffEffect> => Result.succeed({ state, steps })

// ---- 2: Get the Ref ----

/**
 * Each team gains a free Bribe, to be used by the end of the game or lost (FFB adds one bribe
 * inducement to each team; Jervis adds a Bribe to each).
 */
export const getTheRef = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  // The Trundlefoot Triplets leave the match (inducements/referees/trundlefoot-triplets.ts); Jorm the Ogre's
  // rampage replaces the Bribes (inducements/referees/jorm-the-ogre.ts). With both, Jorm's rampage wins and the triplets still leave.
  state = above.tripletsLeave(ctx, state)
  if (above.jormOfficiates(ctx.match)) return effect(above.jormRampage(ctx, state, (team) => fanFactor(ctx, state, team).reduce((n, m) => n + m.value, 0)))
  note(ctx, `Get the Ref: ${state.teams.map((_, team) => teamName(ctx, team)).join(" and ")} each gain a Bribe for the rest of the game`)
  return effect(withTeams(state, state.teams.map((team) => withTeam(team, { bribes: team.bribes + 1 }))))
}

// ---- 3: Time-out ----

/**
 * The kicking team's turn marker on one of the half's last turns (from `from` to `last`) moves
 * both markers back one; otherwise both forward one.
 */
export const timeOutShiftFor = (kickingTeamTurn: number, from: number, last: number): -1 | 1 =>
  kickingTeamTurn >= from && kickingTeamTurn <= last ? -1 : 1

/** Blood Bowl's Time-out: the kicking team's marker on turn 6, 7 or 8 moves both markers back one; otherwise both forward one. */
export const timeOutShift = (kickingTeamTurn: number): -1 | 1 => timeOutShiftFor(kickingTeamTurn, 6, 8)

export const timeOut = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  const marker = state.teams[state.kickingTeam!]!.turn
  const shift = timeOutShiftFor(marker, ctx.variant.kickOff.timeOutFromTurn, ctx.variant.turnsPerHalf)
  const teams = state.teams.map((team) => (withTeam(team, { turn: Math.max(0, team.turn + shift) })))
  note(ctx, `Time-out: ${teamName(ctx, state.kickingTeam!)}'s turn marker is on turn ${marker}, so both turn markers move ${shift < 0 ? "back" : "forward"} one space`)
  return effect(withState(state, {teams }))
}

// ---- 4: Solid Defence ----

export const solidDefence = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  const team = state.kickingTeam!
  const open = openPlayers(state, team, opponentsIn(ctx.variant)).map((player) => ({ player, from: state.players.find((p) => p.id === player)!.at! }))
  return effect(state, { _tag: "SolidDefence", team, stage: "roll", limit: 0, open })
}

/**
 * Solid Defence, Quick Snap and Blitz! each let D3 + the variant's extra players act (Blood Bowl 3,
 * Sevens 1): the roll, judged, and the number it allows.
 */
const rollOpenPlayers = (ctx: Ctx, event: MatchEvent, purpose: "solid-defence" | "quick-snap" | "blitz", rule: string, allows: (limit: number) => string): Fold<number> => {
  const rolled = expectRoll(ctx, event, "d3", purpose, null, 1)
  if (rolled._tag === "Failure") return Result.fail(rolled.failure)
  const extra = ctx.variant.kickOff.extraPlayers
  const limit = rolled.success.faces[0]! + extra
  judge(ctx, { rule, roll: rolled.success, modifiers: [{ value: extra, source: `D3+${extra}` }], total: limit, result: allows(limit) })
  return Result.succeed(limit)
}

/** The Open players set up again on another square than the one they stood on. */
const playersMoved = (ctx: Ctx, state: MatchState, step: SolidDefenceStep) =>
  step.open.filter(({ player, from }) => !sameSquare(state.players[playerIndex(ctx, player)]!.at, from)).length

const solidDefenceHandler: StepHandler<SolidDefenceStep> = {
  expects: (step) =>
    step.stage === "roll"
      ? { kind: "roll", die: "d3", for: "solid-defence", player: null }
      : { kind: "decision", team: step.team, events: ["PlayerPlaced", "SetupEnded"], about: `Solid Defence: set up again up to ${step.limit} Open players` },
  on: (ctx, state, step, event) => {
    if (step.stage === "roll") {
      const rolled = rollOpenPlayers(ctx, event, "solid-defence", "Solid Defence", (limit) => `${teamName(ctx, step.team)} may set up again up to ${limit} Open players (${step.open.length} are Open)`)
      if (rolled._tag === "Failure") return propagate(rolled)
      return consumed(updateTop(state, { ...step, stage: "set-up", limit: rolled.success }))
    }
    if (event._tag === "SetupEnded") {
      if (ctx.match.teamIndex.get(event.team) !== step.team) return violation(ctx, "Solid Defence", `${teamName(ctx, step.team)} are setting up again, not ${event.team}`)
      const problem = validateSetUp(ctx, state, step.team)
      if (problem !== undefined) return violation(ctx, "legal set-up", `after Solid Defence ${teamName(ctx, step.team)}'s set-up is illegal: ${problem}`)
      return consumed(pop(state))
    }
    if (event._tag !== "PlayerPlaced") {
      return violation(ctx, "Solid Defence", `${teamName(ctx, step.team)} set up Open players again (PlayerPlaced) and end with SetupEnded; ${event._tag} cannot happen now`)
    }
    const index = playerIndex(ctx, event.player)
    const player = state.players[index]!
    if (player.team !== step.team) return violation(ctx, "Solid Defence", `${nameOf(ctx, event.player)} is not on ${teamName(ctx, step.team)}, who are setting up again`)
    if (!step.open.some((open) => open.player === event.player)) {
      return violation(ctx, "Solid Defence", `only Open players may be removed and set up again; ${whyNotOpen(ctx, state, player)}`)
    }
    if (event.at === null) return violation(ctx, "Solid Defence", `${nameOf(ctx, event.player)} is removed to be set up again on the pitch, not sent to the reserves`)
    if (!ctx.variant.pitch.contains(event.at) || !ctx.variant.pitch.isSetUpArea(step.team, event.at)) {
      return violation(ctx, "set-up", `${nameOf(ctx, event.player)} must be set up in their own set-up area, not on ${squareName(event.at)}`)
    }
    const occupant = playerOn(state, event.at)
    if (occupant !== undefined && occupant.id !== event.player) return violation(ctx, "set-up", `${squareName(event.at)} is taken by ${nameOf(ctx, occupant.id)}`)
    const next = setPlayer(state, index, { at: event.at })
    const moved = playersMoved(ctx, next, step)
    if (moved > step.limit) {
      return violation(ctx, "Solid Defence", `Solid Defence lets ${teamName(ctx, step.team)} set up again ${step.limit} players (D3+${ctx.variant.kickOff.extraPlayers}); ${nameOf(ctx, event.player)} would be player ${moved}`)
    }
    return consumed(next)
  }
}

// ---- 5: High Kick ----

/**
 * One Open player of the receiving team may be placed in the square the ball will land in. As
 * in FFB, only when the ball will land in the receiving half (not a touchback) on an empty square.
 */
export const highKick = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  const team = receivingTeamOf(ctx, state)
  const at = state.ball.at
  if (!landsInReceivingHalf(ctx, state)) {
    note(ctx, `High Kick: the ball will not land in ${teamName(ctx, team)}'s half, so no player can be moved under it`)
    return effect(state)
  }
  const under = playerOn(state, at!)
  if (under !== undefined) {
    note(ctx, `High Kick: ${nameOf(ctx, under.id)} already stands where the ball will land`)
    return effect(state)
  }
  if (openPlayers(state, team, opponentsIn(ctx.variant)).length === 0) {
    note(ctx, `High Kick: ${teamName(ctx, team)} have no Open player to move under the ball`)
    return effect(state)
  }
  return effect(state, { _tag: "HighKick", team, stage: "choose" })
}

const highKickHandler: StepHandler<HighKickStep> = {
  expects: (step) => ({
    kind: "decision",
    team: step.team,
    events: step.stage === "choose" ? ["PlayerPlaced", "SetupEnded"] : ["SetupEnded"],
    about: step.stage === "choose" ? "High Kick: place an Open player where the ball will land (optional)" : "High Kick: done"
  }),
  on: (ctx, state, step, event) => {
    if (event._tag === "SetupEnded" && ctx.match.teamIndex.get(event.team) === step.team) return consumed(pop(state))
    if (event._tag !== "PlayerPlaced") return passOn(pop(state)) // the coach did not use it
    if (step.stage === "placed") return violation(ctx, "High Kick", "High Kick moves one player only")
    const index = playerIndex(ctx, event.player)
    const player = state.players[index]!
    if (player.team !== step.team) return violation(ctx, "High Kick", `High Kick moves a player of ${teamName(ctx, step.team)}; ${nameOf(ctx, event.player)} is not one`)
    if (!isOpen(state, player, opponentsIn(ctx.variant))) return violation(ctx, "High Kick", `only an Open player may be moved; ${whyNotOpen(ctx, state, player)}`)
    if (event.at === null || !sameSquare(event.at, state.ball.at)) {
      return violation(ctx, "High Kick", `the player is placed in the square the ball will land in, ${squareName(state.ball.at!)}${event.at === null ? "" : `, not ${squareName(event.at)}`}`)
    }
    note(ctx, `High Kick: ${nameOf(ctx, event.player)} moves from ${squareName(player.at!)} to ${squareName(event.at)}, under the ball`)
    return consumed(updateTop(setPlayer(state, index, { at: event.at }), { ...step, stage: "placed" }))
  }
}

// ---- 6, 7, 11, 12: the contests ----

const contest = (contest: Contest) => (_ctx: Ctx, state: MatchState): Fold<KickOffEffect> =>
  effect(state, { _tag: "KickOffContest", contest, totals: state.teams.map(() => null) })

/**
 * Cheering Fans: each coach D6 + cheerleaders; the highest (no one on a tie) may pray to Nuffle.
 * A kicking team with Galandril Silverwater first rolls its Go Team! D3 (inducements/staff/galandril-silverwater.ts).
 */
export const cheeringFans = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> =>
  effect(state, ...above.goTeam(ctx.match, state), { _tag: "KickOffContest", contest: "cheering-fans", totals: state.teams.map(() => null) })
/** Brilliant Coaching: each coach D6 + assistant coaches; the highest (no one on a tie) gains a team re-roll for the drive. */
export const brilliantCoaching = contest("brilliant-coaching")
/** Officious Ref: each coach D6 + fan factor; the lowest (both on a tie) has a random player face the ref. */
export const officiousRef = contest("officious-ref")
/** Pitch Invasion: each coach D6 + fan factor; the lowest (both on a tie) has D3 random players Stunned. */
export const pitchInvasion = contest("pitch-invasion")

/**
 * The marker of a Brilliant Coaching re-roll in `kickOffEffects`: the team and its team re-rolls
 * before the extra one, so that the drive's end can take it away if it was not used.
 */
export const brilliantCoachingReroll = (team: number, rerollsBefore: number) => `brilliant-coaching-reroll:${team}:${rerollsBefore}`

/**
 * At the end of the drive an unused Brilliant Coaching re-roll is lost. As in FFB, the extra
 * re-roll is the first one spent, so the team keeps at most the re-rolls it had before it.
 */
export const loseBrilliantCoachingReroll = (state: MatchState): MatchState => {
  let next = state
  for (const effect of state.kickOffEffects) {
    const match = /^brilliant-coaching-reroll:(\d+):(\d+)$/.exec(effect)
    if (match === null) continue
    const team = Number(match[1])
    const before = Number(match[2])
    const rerolls = next.teams[team]!.rerolls
    if (rerolls > before) next = setTeam(next, team, { rerolls: before })
  }
  return next
}

/**
 * The contest's winner (nobody on a tie) gains an extra team re-roll for the drive, lost at its
 * end if unused (Brilliant Coaching; Gutter Bowl's Cheering Fans). The contest's step on top ends.
 */
export const gainDriveReroll = (ctx: Ctx, state: MatchState, name: string, totals: ReadonlyArray<number>): MatchState => {
  const winner = highestTotal(totals)
  if (winner === null) {
    note(ctx, `${name}: a tie, so neither team gains a re-roll`)
    return pop(state)
  }
  const before = state.teams[winner]!.rerolls
  note(ctx, `${name}: ${teamName(ctx, winner)} gain an extra team re-roll for this drive (${before + 1} now); if it is not used by the end of the drive, it is lost`)
  const next = setTeam(state, winner, { rerolls: before + 1 })
  return pop(withState(next, {kickOffEffects: [...next.kickOffEffects, brilliantCoachingReroll(winner, before)] }))
}

const resolveContest = (ctx: Ctx, state: MatchState, step: KickOffContestStep, totals: ReadonlyArray<number>): MatchState => {
  const name = CONTEST_NAMES[step.contest]
  switch (step.contest) {
    case "cheering-fans": {
      const winner = highestTotal(totals)
      if (winner === null) {
        note(ctx, "Cheering Fans: a tie, so neither coach rolls on the Prayers to Nuffle table")
        return pop(state)
      }
      note(ctx, `Cheering Fans: ${teamName(ctx, winner)} win and may roll once on the Prayers to Nuffle table`)
      return replaceTop(state, { _tag: "PrayerToNuffle", team: winner })
    }
    case "brilliant-coaching":
      return gainDriveReroll(ctx, state, name, totals)
    case "officious-ref": {
      const losers = lowestTotals(totals)
      const drawing = losers.filter((team) => state.players.some((player) => player.team === team && onPitch(player)))
      note(ctx, `${name}: ${losers.map((team) => teamName(ctx, team)).join(" and ")} ${losers.length > 1 ? "tie for" : "have"} the lowest total; a player drawn at random faces the referee`)
      return drawing.length === 0 ? pop(state) : replaceTop(state, { _tag: "OfficiousRef", drawing, drawn: [] })
    }
    case "pitch-invasion": {
      const losers = lowestTotals(totals)
      note(ctx, `${name}: ${losers.map((team) => teamName(ctx, team)).join(" and ")} ${losers.length > 1 ? "tie for" : "have"} the lowest total; D3 of their players drawn at random are Stunned`)
      return replaceTop(state, { _tag: "PitchInvasion", left: totals.map((_, team) => (losers.includes(team) ? "roll" : null)) })
    }
  }
}

/** What a kick-off contest rolls for: its name, the D6's purpose, and what each team adds to it. */
export interface ContestRoll {
  readonly name: string
  readonly purpose: RollPurpose
  readonly modifiers: (team: number) => ReadonlyArray<Modifier>
}

/** The roll a kick-off contest waits for: the D6 of the first team that has not rolled. */
export const contestExpects = (purpose: RollPurpose, totals: ReadonlyArray<number | null>): Expectation =>
  ({ kind: "roll", die: "d6", for: purpose, player: null, team: totals.indexOf(null) })

/**
 * One coach's D6 in a kick-off contest (`totals[team]` is null until that team has rolled),
 * judged with the team's modifiers; then `rolled` keeps the contest's step with the new totals,
 * or, once every team has rolled, `resolve` acts on them.
 */
export const contestRoll = (
  ctx: Ctx,
  state: MatchState,
  event: MatchEvent,
  contest: ContestRoll,
  totals: ReadonlyArray<number | null>,
  next: { readonly rolled: (totals: ReadonlyArray<number | null>) => MatchState; readonly resolve: (totals: ReadonlyArray<number>) => MatchState }
): Fold<Handled> => {
  const rolled = teamRoll(ctx, event, "d6", contest.purpose, (team) => totals[team] === null, totals.length, contest.name)
  if (rolled._tag === "Failure") return propagate(rolled)
  const { roll, team } = rolled.success
  const modifiers = contest.modifiers(team)
  const total = roll.faces[0]! + modifiers.reduce((n, m) => n + m.value, 0)
  judge(ctx, { rule: contest.name, roll, modifiers, total, result: `${teamName(ctx, team)}: ${total}` })
  const after = totals.map((t, i) => (i === team ? total : t))
  if (after.some((t) => t === null)) return consumed(next.rolled(after))
  return consumed(next.resolve(after as ReadonlyArray<number>))
}

/** Galandril Silverwater's Go Team! D3 on his team's cheerleaders. */
const withGoTeam = (step: KickOffContestStep, team: number, modifiers: ReadonlyArray<Modifier>): ReadonlyArray<Modifier> =>
  step.goTeam?.team === team ? [...modifiers, ...above.goTeamModifiers(modifiers, step.goTeam.d3)] : modifiers

const contestHandler: StepHandler<KickOffContestStep> = {
  expects: (step) => contestExpects(CONTEST_PURPOSE[step.contest], step.totals),
  on: (ctx, state, step, event) =>
    contestRoll(ctx, state, event, { name: CONTEST_NAMES[step.contest], purpose: CONTEST_PURPOSE[step.contest], modifiers: (team) => withGoTeam(step, team, contestModifiers(ctx, state, step.contest, team)) }, step.totals, {
      rolled: (totals) => updateTop(state, { ...step, totals }),
      resolve: (totals) => resolveContest(ctx, state, step, totals)
    })
}

/**
 * Cheering Fans was won: the winner may pray to Nuffle, a roll on the variant's Prayers to Nuffle
 * table. Where the variant has no table this engine folds (Blood Bowl's D16), a log that prays
 * cannot be followed and one that goes on without a prayer goes on. A result already in force is
 * rolled again. The prayers' effects are in prayers/prayers.ts; a row without one stops the fold as unsupported.
 */
const prayerToNuffleHandler: StepHandler<PrayerToNuffleStep> = {
  // Praying is a roll the coach may make; declining is the decision that can always be made.
  expects: (step, _state, match) => {
    const prayers = match.variant.tables.prayersToNuffle
    if (prayers !== null && step.again === true) return { kind: "roll", die: prayers.die, for: "prayers-to-nuffle", player: null, team: step.team }
    return {
      kind: "decision",
      team: step.team,
      events: ["ChoiceDeclined"],
      about: prayers === null
        ? "pray to Nuffle (a D16 on the Prayers table) or decline"
        : `pray to Nuffle (a ${prayers.die.toUpperCase()} on the Prayers table) or decline`
    }
  },
  on: (ctx, state, step, event) => {
    if (event._tag === "DiceRolled" && event.for === "prayers-to-nuffle") {
      const prayers = ctx.variant.tables.prayersToNuffle
      if (prayers === null) {
        return unsupported(ctx, "Prayers to Nuffle", `${teamName(ctx, step.team)} roll on the Prayers to Nuffle table after Cheering Fans; this engine does not fold the prayers yet`)
      }
      const rolled = expectRoll(ctx, event, prayers.die, "prayers-to-nuffle", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      const tableRow = readTable(prayers.table, face)
      const { row } = judge(ctx, { rule: "Prayers to Nuffle", roll: rolled.success, total: face, row: tableRow.id, result: tableRow.name })
      // Galandril Silverwater: a natural 15–16 gives a team re-roll (inducements/staff/galandril-silverwater.ts).
      state = above.goTeamPrayer(ctx, state, step.team, prayers.die, face, false)
      const prayer = row ?? tableRow.id
      const effect = above.PRAYERS[prayer]
      if (effect === undefined) {
        return unsupported(ctx, `prayer: ${prayer}`, `${teamName(ctx, step.team)} pray to Nuffle and roll ${tableRow.name}; this engine does not fold that prayer's effect yet`)
      }
      if (effect.inForce(state, step.team)) {
        note(ctx, `${tableRow.name} is already in force: the prayer is rolled again`)
        return consumed(updateTop(state, { ...step, again: true }))
      }
      const prayed = effect.apply(ctx, state, step.team)
      return consumed(replaceTop(prayed.state, ...prayed.steps))
    }
    if (step.again === true) return violation(ctx, "Prayers to Nuffle", `${teamName(ctx, step.team)} roll their prayer again (a result already in force), not ${event._tag}`)
    if (event._tag === "ChoiceDeclined") {
      if (event.choice !== "prayers-to-nuffle" || ctx.match.teamIndex.get(event.team) !== step.team) {
        return violation(ctx, "Cheering Fans", `${teamName(ctx, step.team)} may decline their prayer ("prayers-to-nuffle"); ${event.team} cannot decline "${event.choice}" now`)
      }
      note(ctx, `${teamName(ctx, step.team)} decline their prayer to Nuffle`)
      return consumed(pop(state))
    }
    note(ctx, `${teamName(ctx, step.team)} did not roll on the Prayers to Nuffle table`)
    return passOn(pop(state))
  }
}

// ---- 8: Changing Weather ----

export const changingWeather = (_ctx: Ctx, state: MatchState): Fold<KickOffEffect> =>
  effect(state, { _tag: "ChangingWeather", stage: "weather", scatters: 0 })

/** How many D8s a Scatter rolls (one square each). */
const SCATTER_ROLLS = 3

const changingWeatherHandler: StepHandler<ChangingWeatherStep> = {
  expects: (step) =>
    step.stage === "weather"
      ? { kind: "roll", die: "2d6", for: "changing-weather", player: null }
      : { kind: "roll", die: "d8", for: "scatter", player: null },
  on: (ctx, state, step, event) => {
    if (step.stage === "weather") {
      // The new weather roll may be written as a "changing-weather" or as a plain "weather" roll.
      const purpose: RollPurpose = event._tag === "DiceRolled" && event.for === "weather" ? "weather" : "changing-weather"
      const rolled = expectRoll(ctx, event, "2d6", purpose, null, 2)
      if (rolled._tag === "Failure") return propagate(rolled)
      const weather = judgeWeather(ctx, rolled.success, "Changing Weather")
      if (!FOLDED_WEATHER.has(weather)) return unsupportedWeather(ctx, weather)
      const next = withState(state, {weather })
      if (weather !== ctx.variant.tables.calmWeather) return consumed(pop(next))
      if (!landsInReceivingHalf(ctx, next)) {
        note(ctx, `${weatherName(ctx, weather)}: the kick is already going out of the receiving half, so the ball does not scatter`)
        return consumed(pop(next))
      }
      note(ctx, `${weatherName(ctx, weather)}: the ball scatters before it lands`)
      return consumed(updateTop(next, { ...step, stage: "scatter", scatters: SCATTER_ROLLS }))
    }
    const rolled = expectRoll(ctx, event, "d8", "scatter", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const from = state.ball.at!
    const to = moveBy(from, D8_DIRECTIONS[rolled.success.faces[0]! - 1]!)
    const next = withState(state, {ball: { ...state.ball, at: to } })
    const out = !landsInReceivingHalf(ctx, next)
    judge(ctx, { rule: "Scatter", roll: rolled.success, result: out ? `scatters out of the receiving half from ${squareName(from)}: touchback` : `scatters to ${squareName(to)}` })
    // Out of the receiving half the kick is a touchback and no more scatter is rolled (as FFB has it).
    const scatters = step.scatters - 1
    return consumed(out || scatters === 0 ? pop(next) : updateTop(next, { ...step, scatters }))
  }
}

const weatherName = (ctx: Ctx, weather: string) => ctx.variant.tables.weather.find((row) => row.id === weather)?.name ?? weather

// ---- 9: Quick Snap ----

export const quickSnap = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  const team = receivingTeamOf(ctx, state)
  return effect(state, { _tag: "QuickSnap", team, stage: "roll", limit: 0, open: openPlayers(state, team, opponentsIn(ctx.variant)), moved: [] })
}

const quickSnapHandler: StepHandler<QuickSnapStep> = {
  expects: (step) =>
    step.stage === "roll"
      ? { kind: "roll", die: "d3", for: "quick-snap", player: null }
      : { kind: "decision", team: step.team, events: step.stage === "move" ? ["PlayerMoved", "SetupEnded"] : ["SetupEnded"], about: `Quick Snap: move up to ${step.limit} Open players one square` },
  on: (ctx, state, step, event) => {
    if (step.stage === "roll") {
      const rolled = rollOpenPlayers(ctx, event, "quick-snap", "Quick Snap", (limit) => `${teamName(ctx, step.team)} may move up to ${limit} Open players one square (${step.open.length} are Open)`)
      if (rolled._tag === "Failure") return propagate(rolled)
      return consumed(updateTop(state, { ...step, stage: step.open.length === 0 ? "done" : "move", limit: rolled.success }))
    }
    if (event._tag === "SetupEnded") {
      if (ctx.match.teamIndex.get(event.team) !== step.team) return violation(ctx, "Quick Snap", `${teamName(ctx, step.team)} are moving for the Quick Snap, not ${event.team}`)
      return consumed(pop(state))
    }
    if (event._tag !== "PlayerMoved") {
      // Every player that could move has: the Quick Snap is over even without SetupEnded.
      if (step.stage === "done") return passOn(pop(state))
      return violation(ctx, "Quick Snap", `${teamName(ctx, step.team)} move Open players (PlayerMoved) and end with SetupEnded; ${event._tag} cannot happen now`)
    }
    const index = playerIndex(ctx, event.player)
    const player = state.players[index]!
    const who = nameOf(ctx, event.player)
    if (player.team !== step.team) return violation(ctx, "Quick Snap", `Quick Snap moves players of ${teamName(ctx, step.team)}; ${who} is not one`)
    if (step.moved.includes(event.player)) return violation(ctx, "Quick Snap", `${who} has already moved their one square`)
    if (!step.open.includes(event.player)) return violation(ctx, "Quick Snap", `only Open players may move; ${whyNotOpen(ctx, state, player)}`)
    if (step.moved.length >= step.limit) return violation(ctx, "Quick Snap", `Quick Snap moves at most ${step.limit} players (D3+${ctx.variant.kickOff.extraPlayers}); ${who} would be player ${step.moved.length + 1}`)
    if (event.jump === true || !isAdjacent(player.at!, event.to)) {
      return violation(ctx, "Quick Snap", `each player moves one square; ${squareName(event.to)} is not next to ${who} on ${squareName(player.at!)}`)
    }
    if (!ctx.variant.pitch.contains(event.to)) return violation(ctx, "Quick Snap", `${squareName(event.to)} is not on the pitch`)
    const occupant = playerOn(state, event.to)
    if (occupant !== undefined) return violation(ctx, "Quick Snap", `${squareName(event.to)} is occupied by ${nameOf(ctx, occupant.id)}`)
    const moved = [...step.moved, event.player]
    const left = step.open.filter((id) => !moved.includes(id)).length
    const stage = moved.length === step.limit || left === 0 ? "done" : "move"
    return consumed(updateTop(setPlayer(state, index, { at: event.to }), { ...step, moved, stage }))
  }
}

// ---- 10: Blitz! ----

/** What the Open players may do in the Blitz! bonus turn: Move; one Blitz; one Throw Team-mate (FFB forbids Block, Foul, Bomb, Gaze, Kick Team-mate; no ball to pass or hand off). */
export const BLITZ_ACTIONS: ReadonlyArray<Action> = ["move", "blitz", "throw-team-mate"]

export const blitz = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  const team = state.kickingTeam!
  const open = openPlayers(state, team, opponentsIn(ctx.variant))
  if (open.length === 0) {
    // FFB rolls no D3 when no player could be activated.
    note(ctx, `Blitz!: ${teamName(ctx, team)} have no Open player, so there is no bonus team turn`)
    return effect(state)
  }
  return effect(state, { _tag: "BlitzRoll", team, open })
}

const blitzRollHandler: StepHandler<BlitzRollStep> = {
  expects: () => ({ kind: "roll", die: "d3", for: "blitz", player: null }),
  on: (ctx, state, step, event) => {
    const rolled = rollOpenPlayers(ctx, event, "blitz", "Blitz!", (limit) => `${teamName(ctx, step.team)} take a bonus team turn: up to ${limit} Open players may be activated (${step.open.length} are Open)`)
    if (rolled._tag === "Failure") return propagate(rolled)
    const limit = rolled.success
    const bonus: TeamTurnStep = { _tag: "TeamTurn", team: step.team, stage: "start", bonus: { kind: "Blitz!", activationsLeft: limit, actions: BLITZ_ACTIONS } }
    return consumed(replaceTop(state, { _tag: "BlitzTurn", team: step.team, open: step.open, throwTeamMateUsed: false }, bonus))
  }
}

/** The bonus TeamTurn under the BlitzTurn step. */
const bonusTurnBelow = (state: MatchState): TeamTurnStep | undefined => {
  const below = state.stack[state.stack.length - 2]
  return below?._tag === "TeamTurn" && below.bonus !== undefined ? below : undefined
}

const blitzTurnHandler: StepHandler<BlitzTurnStep> = {
  expects: (step) => ({ kind: "decision", team: step.team, events: ["ActionDeclared", "TurnEnded"], about: "Blitz!: activate an Open player or end the bonus turn" }),
  auto: (ctx, state, step) => {
    const turn = bonusTurnBelow(state)
    if (turn === undefined) return done(pop(state))
    if (turn.stage === "start") {
      // Start the bonus turn under this step, then take team re-rolls away for it: FFB's BB2020
      // RollMechanic allows none in the Blitz turn mode.
      const started = teamTurnHandler.auto!(ctx, pop(state), turn)
      if (started === undefined || started._tag === "Failure") return started
      const noRerolls = setTeam(started.success, step.team, { rerollUsedThisTurn: true })
      note(ctx, `${turn.bonus!.kind}: ${teamName(ctx, step.team)} cannot use team re-rolls in the bonus team turn`)
      return done({ ...noRerolls, stack: [...noRerolls.stack, step] })
    }
    if (state.activePlayer !== null) return undefined
    if (state.turnover !== null || turn.bonus!.activationsLeft === 0) return done(pop(state))
    const left = step.open.filter((id) => {
      const player = state.players[playerIndex(ctx, id)]!
      return !player.hasActed && player.at !== null && player.posture !== "stunned"
    })
    if (left.length === 0) {
      note(ctx, turn.bonus!.kind === "Blitz!" ? "Blitz!: every Open player has been activated; the bonus team turn ends" : `${turn.bonus!.kind}: every player has been activated; the bonus team turn ends`)
      const ended = updateTop(pop(state), { ...turn, bonus: { ...turn.bonus!, activationsLeft: 0 } })
      return done(ended)
    }
    return undefined
  },
  on: (ctx, state, step, event) => {
    const turn = bonusTurnBelow(state)
    if (turn === undefined || event._tag !== "ActionDeclared") return passOn(pop(state))
    const player = state.players[playerIndex(ctx, event.player)]!
    if (player.team === step.team && !step.open.includes(event.player)) {
      if (step.why !== undefined) return violation(ctx, turn.bonus!.kind, `${nameOf(ctx, player.id)} may not be activated: ${step.why}`)
      return turn.bonus!.kind === "Blitz!"
        ? violation(ctx, "Blitz!", `only players who were Open when the Blitz! began may be activated; ${whyNotOpen(ctx, state, player)}`)
        : violation(ctx, turn.bonus!.kind, `${nameOf(ctx, player.id)} was not standing on the pitch when the ${turn.bonus!.kind} began`)
    }
    if (event.action === "throw-team-mate" && step.throwTeamMateUsed) return violation(ctx, "Blitz!", "only one Throw Team-mate action may be taken in the Blitz! turn")
    // The TeamTurn takes the declaration (its own checks, the activation); this step then goes
    // back on top of the TeamTurn, under the activation, to see the next declaration.
    const below = pop(state)
    const handled = teamTurnHandler.on!(ctx, below, turn, event)
    if (handled._tag === "Failure") return handled
    const stack = handled.success.state.stack
    const at = below.stack.length - 1
    if (stack[at]?._tag !== "TeamTurn") return handled
    const self: BlitzTurnStep = { ...step, throwTeamMateUsed: step.throwTeamMateUsed || event.action === "throw-team-mate" }
    return consumed({ ...handled.success.state, stack: [...stack.slice(0, at + 1), self, ...stack.slice(at + 1)] })
  }
}

// ---- 11: Officious Ref ----

const officiousRefHandler: StepHandler<OfficiousRefStep> = {
  expects: (step) =>
    step.drawn.length > 0
      ? { kind: "roll", die: "d6", for: "officious-ref", player: step.drawn[0]! }
      : { kind: "decision", team: null, events: ["PlayerDrawn"], about: "Officious Ref: draw a player at random" },
  on: (ctx, state, step, event) => {
    if (event._tag === "DiceRolled" && step.drawn.length > 0) {
      const player = event.player ?? step.drawn[0]!
      if (!step.drawn.includes(player)) return violation(ctx, "Officious Ref", `${nameOf(ctx, player)} was not drawn for the Officious Ref`)
      const rolled = expectRoll(ctx, event, "d6", "officious-ref", player, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      const sentOff = face === 1
      const { row } = judge(ctx, {
        rule: "Officious Ref",
        player,
        roll: rolled.success,
        row: sentOff ? "sent-off" : "stunned",
        result: sentOff ? "the player is Sent-off" : "the player comes to blows with the referee: Placed Prone and Stunned"
      })
      const drawn = step.drawn.filter((id) => id !== player)
      const rest: ReadonlyArray<Step> = step.drawing.length > 0 || drawn.length > 0 ? [{ ...step, drawn }] : []
      if (row === "sent-off") {
        const index = playerIndex(ctx, player)
        const next = above.leaderRerollKept(ctx.match, setPlayer(state, index, { at: null, box: "sent-off", posture: "standing" }), state.players[index]!.team)
        note(ctx, `${nameOf(ctx, player)} is Sent-off by the Officious Ref`)
        return consumed(replaceTop(next, { _tag: "SentOffByRef", player }, ...rest))
      }
      return consumed(replaceTop(stun(ctx, state, player), ...rest))
    }
    const drawn = expectDraw(ctx, event, "officious-ref", "Officious Ref")
    if (drawn._tag === "Failure") return propagate(drawn)
    const player = state.players[playerIndex(ctx, drawn.success.player)]!
    if (!step.drawing.includes(player.team)) {
      return violation(ctx, "Officious Ref", `${teamName(ctx, player.team)} do not draw a player for the Officious Ref${step.drawn.length > 0 ? ` (the D6 for ${nameOf(ctx, step.drawn[0]!)} was due)` : ""}`)
    }
    if (!onPitch(player)) return violation(ctx, "Officious Ref", `the player is drawn from those on the pitch; ${nameOf(ctx, player.id)} is not on it`)
    return consumed(updateTop(state, { ...step, drawing: step.drawing.filter((team) => team !== player.team), drawn: [...step.drawn, player.id] }))
  }
}

/**
 * A player sent off by the Officious Ref stays sent off: the BB2020 FAQ (BBBase faq_290525.md,
 * p. 41) allows neither Argue the Call nor a Bribe against it, and FFB's StepApplyKickoffResult
 * ejects the player with no such step. A log that argues or bribes here breaks the rules.
 */
const sentOffByRefHandler: StepHandler<SentOffByRefStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.player)!]!.team,
    events: ["ChoiceDeclined"],
    about: "sent off by the Officious Ref: no Argue the Call, no Bribe"
  }),
  on: (ctx, state, step, event) => {
    const bribe = event._tag === "InducementUsed" && event.inducement === "bribe"
    if (event._tag === "CallArgued" || (event._tag === "DiceRolled" && event.for === "argue-the-call") || bribe) {
      return violation(ctx, "Officious Ref", `${nameOf(ctx, step.player)} was sent off by the Officious Ref: the call cannot be argued nor a Bribe used (BB2020 FAQ)`)
    }
    if (event._tag === "ChoiceDeclined" && (event.choice === "argue-the-call" || event.choice === "bribe")) return consumed(pop(state))
    return passOn(pop(state))
  }
}

// ---- 12: Pitch Invasion ----

const standingOnPitch = (state: MatchState, team: number) =>
  state.players.filter((player) => player.team === team && onPitch(player) && player.posture === "standing")

const pitchInvasionHandler: StepHandler<PitchInvasionStep> = {
  expects: (step) =>
    step.left.some((left) => left === "roll")
      ? { kind: "roll", die: "d3", for: "pitch-invasion", player: null, team: step.left.indexOf("roll") }
      : { kind: "decision", team: null, events: ["PlayerDrawn"], about: "Pitch Invasion: draw a player at random" },
  on: (ctx, state, step, event) => {
    if (event._tag === "DiceRolled") {
      const rolled = teamRoll(ctx, event, "d3", "pitch-invasion", (team) => step.left[team] === "roll", step.left.length, "Pitch Invasion")
      if (rolled._tag === "Failure") return propagate(rolled)
      const { roll, team } = rolled.success
      // A stadium's crowd may be rowdier (Boisterous Rabble: +1 to the D3).
      const extra = ctx.variant.pitchInvasionModifier ?? 0
      const face = roll.faces[0]! + extra
      const candidates = standingOnPitch(state, team).length
      const stunned = Math.min(face, candidates)
      judge(ctx, {
        rule: "Pitch Invasion",
        roll,
        ...(extra === 0 ? {} : { modifiers: [{ value: extra, source: ctx.variant.name }] }),
        total: face,
        result: `${stunned} of ${teamName(ctx, team)}'s players are Stunned`,
        notes: stunned < face ? [`only ${candidates} standing on the pitch`] : []
      })
      const left = step.left.map((l, i) => (i === team ? stunned : l))
      return consumed(left.every((l) => l === null || l === 0) ? pop(state) : updateTop(state, { ...step, left }))
    }
    const drawn = expectDraw(ctx, event, "pitch-invasion", "Pitch Invasion")
    if (drawn._tag === "Failure") return propagate(drawn)
    const player = state.players[playerIndex(ctx, drawn.success.player)]!
    const owed = step.left[player.team]
    if (typeof owed !== "number" || owed === 0) {
      return violation(ctx, "Pitch Invasion", `no player of ${teamName(ctx, player.team)} is to be drawn${owed === "roll" ? " before their D3 is rolled" : ""}`)
    }
    if (!onPitch(player) || player.posture !== "standing") {
      return violation(ctx, "Pitch Invasion", `the players are drawn from those standing on the pitch; ${nameOf(ctx, player.id)} is not${player.posture === "stunned" ? " (already Stunned)" : ""}`)
    }
    const left = step.left.map((l, i) => (i === player.team ? owed - 1 : l))
    const next = stun(ctx, state, player.id)
    return consumed(left.every((l) => l === null || l === 0) ? pop(next) : updateTop(next, { ...step, left }))
  }
}

// ---- the table ----

/**
 * Each kick-off table result by its row id (the variants' tables share these ids where the effect
 * is the same). A variant's own results are its `hooks.kickOffResults` (variants/gutter-bowl/kick-off.ts).
 */
export const kickOffEffects: Record<string, (ctx: Ctx, state: MatchState) => Fold<KickOffEffect>> = {
  "get-the-ref": getTheRef,
  "time-out": timeOut,
  "solid-defence": solidDefence,
  "high-kick": highKick,
  "cheering-fans": cheeringFans,
  "brilliant-coaching": brilliantCoaching,
  "changing-weather": changingWeather,
  "quick-snap": quickSnap,
  blitz,
  "officious-ref": officiousRef,
  "pitch-invasion": pitchInvasion
}

export const kickOffEventHandlers: { [K in KickOffEventStep["_tag"]]: StepHandler<Extract<KickOffEventStep, { _tag: K }>> } = {
  KickOffContest: contestHandler,
  PrayerToNuffle: prayerToNuffleHandler,
  SolidDefence: solidDefenceHandler,
  HighKick: highKickHandler,
  ChangingWeather: changingWeatherHandler,
  QuickSnap: quickSnapHandler,
  BlitzRoll: blitzRollHandler,
  BlitzTurn: blitzTurnHandler,
  OfficiousRef: officiousRefHandler,
  SentOffByRef: sentOffByRefHandler,
  PitchInvasion: pitchInvasionHandler
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/kick-off-events": KickOffEventStep
  }
}

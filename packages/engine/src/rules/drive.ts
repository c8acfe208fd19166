import { lastsTheHalf } from "./effects.js"
import { extraPlayersOnPitch, heatwaveAtDriveEnd, smogAtDriveStart } from "./weather.js"
import { loseBrilliantCoachingReroll } from "./kick-off-events.js"
import type { MatchState, PlayerState } from "../model/state.js"
import {
  consumed,
  propagate,
  type Ctx,
  done,
  expectRoll,
  judge,
  nameOf,
  note,
  playerOn,
  replaceTop,
  setPlayer,
  type StepHandler,
  teamOf,
  testPasses,
  updateTop,
  violation
} from "./context.js"
import { leaderRerollForHalf } from "./leader.js"
import type { Step } from "./steps.js"
import { withPlayer, withState, withTeam } from "../model/state.js"

/** A new half: turn counters back to zero, team re-rolls back to full, then its first drive. */
export interface StartHalfStep {
  readonly _tag: "StartHalf"
  readonly half: number
}

/** A new drive: the kicking team sets up, then the receivers, then the kick. */
export interface StartDriveStep {
  readonly _tag: "StartDrive"
  readonly kickingTeam: number
}

/** One team placing its players for a kick-off. */
export interface SetUpStep {
  readonly _tag: "SetUp"
  readonly team: number
}

/** The drive is over: players leave the pitch, KO'd players try to recover. */
export interface EndDriveStep {
  readonly _tag: "EndDrive"
  readonly reason: "touchdown" | "half-time"
  /** The team that kicks the next drive (the scorers), when the half goes on. */
  readonly nextKickingTeam: number | null
}

/** A D6 for each KO'd player at the end of a drive: 4+ returns them to the reserves. */
export interface KoRecoveryStep {
  readonly _tag: "KoRecovery"
  readonly player: string
}

/** Sweltering Heat at the end of a drive: a D3 per team, then that many of its players drawn at random faint. */
export interface SwelteringHeatStep {
  readonly _tag: "SwelteringHeat"
  readonly team: number
  readonly stage: "roll" | "draw"
  readonly remaining: number
  readonly candidates: ReadonlyArray<string>
}

export interface EndHalfStep {
  readonly _tag: "EndHalf"
}

export const startHalfHandler: StepHandler<StartHalfStep> = {
  expects: () => ({ kind: "nothing", about: "start of a half" }),
  auto: (ctx, state, step) => {
    const teams = state.teams.map((team, i) => (withTeam(team, { turn: 0, rerolls: teamOf(ctx, i).rerolls, rerollUsedThisTurn: false, leaderReroll: leaderRerollForHalf(ctx.match, i) })))
    const kicking = ctx.variant.rules.kickingTeamForHalf(step.half, state.firstKickingTeam!, state.teams.length)
    // Effects that lasted until the end of the half (a prayer's) end with it.
    const kickOffEffects = state.kickOffEffects.some(lastsTheHalf) ? state.kickOffEffects.filter((effect) => !lastsTheHalf(effect)) : state.kickOffEffects
    const started = withState(state, { half: step.half, teams, kickOffEffects })
    // What the stadium gives each half (Apathetic Officials: a free bribe).
    const next = ctx.variant.atHalfStart === undefined ? started : ctx.variant.atHalfStart(started)
    return done(replaceTop(next, { _tag: "StartDrive", kickingTeam: kicking }))
  }
}

export const startDriveHandler: StepHandler<StartDriveStep> = {
  expects: () => ({ kind: "nothing", about: "start of a drive" }),
  auto: (ctx, state, step) => {
    const drive = state.drive + 1
    ctx.outcomes.push({ _tag: "DriveStarted", drive, kickingTeam: step.kickingTeam })
    const order = ctx.variant.rules.setUpOrder(step.kickingTeam, state.teams.length)
    const setUps: Array<Step> = order.map((team) => ({ _tag: "SetUp", team }))
    const next: MatchState = {
      ...state,
      drive,
      phase: "set-up",
      kickingTeam: step.kickingTeam,
      activeTeam: null,
      activePlayer: null,
      // A new drive's kick-off results start afresh; those that last the half stay.
      kickOffEffects: state.kickOffEffects.filter(lastsTheHalf),
      ball: { at: null, carrier: null, inPlay: false }
    }
    // The stadium's rolls before the set-up (Sloping Pitch's slope, Deluxe Seating).
    const stadium = ctx.variant.atDriveStart?.(next) ?? []
    return done(replaceTop(next, ...stadium, ...smogAtDriveStart(next), ...setUps, { _tag: "Kick", stage: "aim", kicker: null, target: null, direction: null, landing: null }))
  }
}

/** Whether a player may take the field for this drive. */
export const available = (player: PlayerState): boolean => player.box === "reserves" && !player.used.includes("fainted")

/** Why a team's set-up is illegal, or undefined when it is legal (also checked after Solid Defence). */
export const validateSetUp = (ctx: Ctx, state: MatchState, team: number): string | undefined => {
  const { pitch, maxPlayersOnPitch, minOnLineOfScrimmage, maxPerWideZone } = ctx.variant
  const onPitch = state.players.filter((player) => player.team === team && player.at !== null)
  const canField = onPitch.length + state.players.filter((player) => player.team === team && available(player)).length
  const most = maxPlayersOnPitch + extraPlayersOnPitch(state, team)
  if (onPitch.length > most) return `${onPitch.length} players are set up; at most ${most} may be`
  if (onPitch.some((player) => !pitch.contains(player.at!) || !pitch.isSetUpArea(team, player.at!))) return "a player is outside the team's set-up area"
  const onLine = onPitch.filter((player) => pitch.isLineOfScrimmage(team, player.at!)).length
  const needed = Math.min(minOnLineOfScrimmage, canField)
  if (onLine < needed) return `${onLine} on the line of scrimmage; at least ${needed} must be`
  const zones = new Map<string, number>()
  for (const player of onPitch) {
    const zone = pitch.wideZone(player.at!)
    if (zone !== null) zones.set(zone, (zones.get(zone) ?? 0) + 1)
  }
  for (const [zone, count] of zones) {
    if (count > maxPerWideZone) return `${count} players in the ${zone} wide zone; at most ${maxPerWideZone} may be`
  }
  return undefined
}

/** How many players a team has to field: on the pitch already, or able to take it. */
const playersToField = (state: MatchState, team: number): number =>
  state.players.filter((player) => player.team === team && (player.at !== null || available(player))).length

/** Whether the team setting up may concede now (the variant allows it with this few players). */
const mayConcede = (ctx: Ctx | { variant: Ctx["variant"] }, state: MatchState, team: number): boolean =>
  ctx.variant.concession !== null && playersToField(state, team) <= ctx.variant.concession.maxPlayers

export const setUpHandler: StepHandler<SetUpStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: step.team,
    events: mayConcede(match, state, step.team) ? ["PlayerPlaced", "SetupEnded", "MatchConceded"] : ["PlayerPlaced", "SetupEnded"],
    about: "set up for the kick-off"
  }),
  on: (ctx, state, step, event) => {
    if (event._tag === "MatchConceded" && ctx.variant.concession !== null) {
      if (ctx.match.teamIndex.get(event.team) !== step.team) return violation(ctx, "concession", `${teamOf(ctx, step.team).name} are setting up; only they may concede now, not ${event.team}`)
      const players = playersToField(state, step.team)
      if (!mayConcede(ctx, state, step.team)) {
        return violation(ctx, "concession", `${teamOf(ctx, step.team).name} have ${players} players to field; a team may concede before setting up only with ${ctx.variant.concession.maxPlayers} or fewer`)
      }
      note(ctx, `${teamOf(ctx, step.team).name} have only ${players} player${players === 1 ? "" : "s"} to field and concede, without penalty: the match ends`)
      const score = state.teams.map((team) => team.score)
      ctx.outcomes.push({ _tag: "MatchEnded", score })
      return consumed(withState(state, { phase: "full-time", activeTeam: null, stack: [] }))
    }
    if (event._tag === "PlayerPlaced") {
      const index = ctx.match.playerIndex.get(event.player)!
      const player = state.players[index]!
      if (player.team !== step.team) return violation(ctx, "set-up", `${nameOf(ctx, event.player)} is not on ${teamOf(ctx, step.team).name}, who are setting up`)
      if (player.at === null && !available(player)) {
        return violation(ctx, "set-up", `${nameOf(ctx, event.player)} is not available to set up (${player.box ?? "on the pitch"})`)
      }
      if (event.at === null) {
        return consumed(setPlayer(state, index, { at: null, box: "reserves", posture: "standing" }))
      }
      if (!ctx.variant.pitch.contains(event.at) || !ctx.variant.pitch.isSetUpArea(step.team, event.at)) {
        return violation(ctx, "set-up", `${nameOf(ctx, event.player)} must be set up in their team's set-up area`)
      }
      const occupant = playerOn(state, event.at)
      if (occupant !== undefined && occupant.id !== player.id) return violation(ctx, "set-up", `the square is taken by ${nameOf(ctx, occupant.id)}`)
      return consumed(setPlayer(state, index, { at: event.at, box: null, posture: "standing" }))
    }
    if (event._tag === "SetupEnded") {
      if (ctx.match.teamIndex.get(event.team) !== step.team) return violation(ctx, "set-up", `${teamOf(ctx, step.team).name} are setting up, not ${event.team}`)
      const problem = validateSetUp(ctx, state, step.team)
      if (problem !== undefined) return violation(ctx, "legal set-up", `${teamOf(ctx, step.team).name}'s set-up is illegal: ${problem}`)
      return consumed(replaceTop(state))
    }
    return violation(ctx, "set-up", `${teamOf(ctx, step.team).name} are setting up; ${event._tag} cannot happen now`)
  }
}

/**
 * Everyone leaves the pitch for the dugout between drives. Players who fainted in the heat sat
 * out the drive that just ended and may play again.
 */
const clearPitch = (state: MatchState): MatchState => ({
  ...state,
  players: state.players.map((player): PlayerState =>
    player.at === null
      ? player.used.length === 0 && !player.hasActed ? player : withPlayer(player, { used: [], hasActed: false })
      : withPlayer(player, { at: null, box: "reserves", posture: "standing", justStunned: false, hasActed: false, lostTackleZones: false, used: [] })
  ),
  ball: { at: null, carrier: null, inPlay: false }
})

export const endDriveHandler: StepHandler<EndDriveStep> = {
  expects: () => ({ kind: "nothing", about: "end of a drive" }),
  auto: (ctx, state, step) => {
    ctx.outcomes.push({ _tag: "DriveEnded", drive: state.drive, reason: step.reason })
    const heat: Array<Step> = state.weather === "sweltering-heat"
      ? state.teams.map((_, team): Step => ({
        _tag: "SwelteringHeat",
        team,
        stage: "roll",
        remaining: 0,
        candidates: state.players.filter((player) => player.team === team && player.at !== null).map((player) => player.id)
      }))
      : []
    // An extra re-roll from Brilliant Coaching lasts for the drive only.
    const cleared = clearPitch(withState(loseBrilliantCoachingReroll(state), {phase: "end-of-drive", activeTeam: null, activePlayer: null }))
    const recoveries: Array<Step> = cleared.players
      .filter((player) => player.box === "ko")
      .map((player) => ({ _tag: "KoRecovery", player: player.id }))
    const after: Step = step.reason === "touchdown" && step.nextKickingTeam !== null && !halfIsOver(ctx, state)
      ? { _tag: "StartDrive", kickingTeam: step.nextKickingTeam }
      : { _tag: "EndHalf" }
    // The stadium's rolls at the end of a drive (Appalling Stands, Fickle Fans).
    const stadium = ctx.variant.atDriveEnd?.(cleared) ?? []
    return done(replaceTop(cleared, ...heat, ...heatwaveAtDriveEnd(state), ...recoveries, ...stadium, after))
  }
}

/** Every team has played all its team turns of the half. */
export const halfIsOver = (ctx: Ctx, state: MatchState): boolean =>
  state.teams.every((team) => team.turn >= ctx.variant.turnsPerHalf)

export const koRecoveryHandler: StepHandler<KoRecoveryStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "ko-recovery", player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "ko-recovery", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const test = testPasses(rolled.success.faces[0]!, 4, [])
    const { success } = judge(ctx, {
      rule: "KO recovery",
      player: step.player,
      roll: rolled.success,
      target: 4,
      total: test.total,
      result: test.success ? "recovers to the reserves" : "stays knocked out",
      success: test.success,
      needed: 4
    })
    const index = ctx.match.playerIndex.get(step.player)!
    return consumed(replaceTop(success ? setPlayer(state, index, { box: "reserves" }) : state))
  }
}

export const swelteringHeatHandler: StepHandler<SwelteringHeatStep> = {
  expects: (step) =>
    step.stage === "roll"
      ? { kind: "roll", die: "d3", for: "sweltering-heat", player: null, team: step.team }
      : { kind: "decision", team: null, events: ["PlayerDrawn"], about: "draw a fainting player at random" },
  on: (ctx, state, step, event) => {
    if (step.stage === "roll") {
      const rolled = expectRoll(ctx, event, "d3", "sweltering-heat", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const faint = Math.min(rolled.success.faces[0]!, step.candidates.length)
      judge(ctx, { rule: "Sweltering Heat", roll: rolled.success, total: faint, result: `${faint} of ${teamOf(ctx, step.team).name} faint` })
      return consumed(faint === 0 ? replaceTop(state) : updateTop(state, { ...step, stage: "draw", remaining: faint }))
    }
    if (event._tag !== "PlayerDrawn" || event.for !== "sweltering-heat") {
      return violation(ctx, "Sweltering Heat", `a player drawn at random for sweltering heat was due, not ${event._tag}`)
    }
    if (!step.candidates.includes(event.player)) {
      return violation(ctx, "Sweltering Heat", `${nameOf(ctx, event.player)} was not on the pitch for ${teamOf(ctx, step.team).name} when the drive ended`)
    }
    const index = ctx.match.playerIndex.get(event.player)!
    const player = state.players[index]!
    const next = setPlayer(state, index, { used: [...player.used, "fainted"] })
    const remaining = step.remaining - 1
    const candidates = step.candidates.filter((id) => id !== event.player)
    return consumed(remaining === 0 ? replaceTop(next) : updateTop(next, { ...step, remaining, candidates }))
  }
}

export const endHalfHandler: StepHandler<EndHalfStep> = {
  expects: () => ({ kind: "nothing", about: "end of a half" }),
  auto: (ctx, state) => {
    ctx.outcomes.push({ _tag: "HalfEnded", half: state.half })
    if (state.half < ctx.variant.halves) return done(replaceTop(withState(state, {phase: "half-time" }), { _tag: "StartHalf", half: state.half + 1 }))
    const score = state.teams.map((team) => team.score)
    ctx.outcomes.push({ _tag: "MatchEnded", score })
    return done(replaceTop(withState(state, {phase: "full-time", activeTeam: null })))
  }
}


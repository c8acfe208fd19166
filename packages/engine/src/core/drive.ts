import { above } from "./above.js"
import { lastsTheGame, lastsTheHalf } from "./effects.js"
import { concede } from "./concession.js"
import { extraPlayersOnPitch, heatwaveAtDriveEnd, smogAtDriveStart } from "./weather.js"
import { loseBrilliantCoachingReroll } from "./kick-off-events/contests.js"
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
import { sameSide, type Variant, winnersOf } from "./variant/variant.js"
import type { Step } from "../model/step.js"
import { changedPlayers, lapseGains, NO_BALL, withBalls, withGained, withPlayer, withPlayers, withState, withTeam } from "../model/state.js"

/** A new half: turn counters back to zero, team re-rolls back to full, then its first drive. */
export interface StartHalfStep {
  readonly _tag: "StartHalf"
  readonly half: number
  /** The team that kicks, once a roll-off has decided it (a variant whose leader kicks each half). */
  readonly kicker?: number
  /** An overtime period: turn markers restart, team re-rolls are not replenished. */
  readonly overtime?: boolean
}

/**
 * A roll-off between tied teams: a D6 each (`roll-off`, `team` set), in any order; the highest
 * wins, and teams still tied roll again. Decides who kicks a half where the leader kicks (BlightBowl).
 */
export interface RollOffStep {
  readonly _tag: "RollOff"
  /** What it decides: who kicks off the half, or who wins a match still tied after overtime. */
  readonly decides?: "kick-off" | "winner"
  readonly half: number
  readonly teams: ReadonlyArray<number>
  /** The faces rolled so far this round, by team (null: not rolled yet). */
  readonly faces: ReadonlyArray<number | null>
  /** The half it decides the kicker of is an overtime period. */
  readonly overtime?: boolean
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
  /** A natural 1 already rolled again for Bugman's XXXXXX (inducements/staff/infamous-staff.ts). */
  readonly rerolled?: true
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
    // Overtime restarts the turn markers only: the re-rolls left are carried over, none are added.
    const teams = state.teams.map((team, i) => (step.overtime === true
      ? withTeam(team, { turn: 0, rerollUsedThisTurn: false })
      : withTeam(team, { turn: 0, rerolls: above.teamRerolls(ctx.match, i) + (step.half === 1 ? above.preGameRerolls(state, i) : 0), rerollUsedThisTurn: false, leaderReroll: above.leaderRerollForHalf(ctx.match, state, i) })))
    let kicking = ctx.variant.rules.kickingTeamForHalf(step.half, state.firstKickingTeam!, state.teams.length)
    if (ctx.variant.rules.leaderKicksEachHalf === true && step.half > 1) {
      if (step.kicker !== undefined) kicking = step.kicker
      else {
        const leaders = halfLeaders(state)
        if (leaders.length > 1) {
          note(ctx, `${leaders.map((team) => teamOf(ctx, team).name).join(", ")} lead on score and casualties caused: a roll-off decides who kicks`)
          return done(replaceTop(state, { _tag: "RollOff", half: step.half, teams: leaders, faces: leaders.map(() => null), ...(step.overtime === true ? { overtime: true } : {}) }))
        }
        kicking = leaders[0]!
        note(ctx, `${teamOf(ctx, kicking).name} lead and kick off the half`)
      }
    }
    // Effects that lasted until the end of the half (a prayer's) end with it; those the pre-game gave
    // (Blood Bowl's pre-game prayers) last the first half.
    const kickOffEffects = state.phase !== "pre-game" && state.kickOffEffects.some(lastsTheHalf) ? state.kickOffEffects.filter((effect) => !lastsTheHalf(effect)) : state.kickOffEffects
    const started = withState(state, { half: step.half, teams, kickOffEffects })
    // What the stadium gives each half (Apathetic Officials: a free bribe).
    const next = ctx.variant.atHalfStart === undefined ? started : ctx.variant.atHalfStart(started)
    // Halfling Master Chefs steal re-rolls at the start of each half (not overtime).
    return done(replaceTop(next, ...above.masterChefAtHalfStart(ctx.match, step.half, ctx.variant.halves), { _tag: "StartDrive", kickingTeam: kicking }))
  }
}

/**
 * The teams leading at the start of a half: the highest score, then the most casualties caused
 * (our reading of "breaking ties with casualties"); more than one means a roll-off.
 */
export const halfLeaders = (state: MatchState): Array<number> => {
  const best = Math.max(...state.teams.map((team) => team.score))
  const top = state.teams.flatMap((team, i) => (team.score === best ? [i] : []))
  if (top.length === 1) return top
  const caused = (team: number) => state.players.reduce((n, player) => n + (player.team === team ? player.stats.casualties : 0), 0)
  const most = Math.max(...top.map(caused))
  return top.filter((team) => caused(team) === most)
}

/** The team and its allies: the side that wins together. */
const sidesOf = (variant: Variant, team: number, teams: number): Array<number> =>
  Array.from({ length: teams }, (_, t) => t).filter((t) => sameSide(variant, t, team))

/**
 * The teams whose side shares the best total (an alliance's scores added up), for the roll-off
 * that decides a match still tied after overtime: every team of those sides rolls, and the side
 * of the highest roll wins.
 */
export const tiedForTheWin = (variant: Variant, score: ReadonlyArray<number>): Array<number> => {
  const total = (team: number) => sidesOf(variant, team, score.length).reduce((n, t) => n + score[t]!, 0)
  const best = Math.max(...score.map((_, t) => total(t)))
  return score.flatMap((_, t) => (total(t) === best ? [t] : []))
}

export const rollOffHandler: StepHandler<RollOffStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "roll-off", player: null, team: step.teams[step.faces.indexOf(null)]! }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "roll-off", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const team = event._tag === "DiceRolled" && event.team !== undefined ? ctx.match.teamIndex.get(event.team) : undefined
    const at = team === undefined ? -1 : step.teams.indexOf(team)
    if (at < 0) return violation(ctx, "roll-off", `the roll-off is between ${step.teams.map((t) => teamOf(ctx, t).name).join(", ")}; each roll names its team`)
    if (step.faces[at] !== null) return violation(ctx, "roll-off", `${teamOf(ctx, team!).name} have already rolled in this roll-off`)
    const face = rolled.success.faces[0]!
    judge(ctx, { rule: "Roll-off", roll: rolled.success, total: face, result: `${teamOf(ctx, team!).name} roll ${face}` })
    const faces = step.faces.map((f, i) => (i === at ? face : f))
    if (faces.includes(null)) return consumed(updateTop(state, { ...step, faces }))
    const best = Math.max(...faces.map((f) => f!))
    const still = step.teams.filter((_, i) => faces[i] === best)
    // For the match, allies tied on the best roll are one side: that side wins.
    const oneSide = still.every((t) => sameSide(ctx.variant, t, still[0]!))
    if (still.length > 1 && !(step.decides === "winner" && oneSide)) {
      note(ctx, `${still.map((t) => teamOf(ctx, t).name).join(", ")} tie on ${best} and roll again`)
      return consumed(updateTop(state, { ...step, teams: still, faces: still.map(() => null) }))
    }
    if (step.decides === "winner") {
      const winners = sidesOf(ctx.variant, still[0]!, state.teams.length)
      note(ctx, `${teamOf(ctx, still[0]!).name} win the roll-off: ${winners.map((t) => teamOf(ctx, t).name).join(" and ")} win the match`)
      ctx.outcomes.push({ _tag: "MatchEnded", score: state.teams.map((team) => team.score), winners })
      return consumed(replaceTop(withState(state, { phase: "full-time", activeTeam: null })))
    }
    note(ctx, `${teamOf(ctx, still[0]!).name} win the roll-off and kick off the half`)
    return consumed(replaceTop(state, { _tag: "StartHalf", half: step.half, kicker: still[0]!, ...(step.overtime === true ? { overtime: true } : {}) }))
  }
}

export const startDriveHandler: StepHandler<StartDriveStep> = {
  expects: () => ({ kind: "nothing", about: "start of a drive" }),
  auto: (ctx, state, step) => {
    const drive = state.drive + 1
    // Allies never kick to each other: the would-be receivers kick instead and lose a team turn
    // (their turn marker moves on one), until the receivers are opponents (BlightBowl's allies).
    let kicking = step.kickingTeam
    let teams = state.teams
    for (let guard = 0; guard < teams.length; guard++) {
      const receiving = ctx.variant.rules.receivingTeam(kicking, teams.length)
      if (!sameSide(ctx.variant, kicking, receiving) || receiving === kicking) break
      note(ctx, `${teamOf(ctx, receiving).name} would receive from their allies ${teamOf(ctx, kicking).name}: they kick instead, and their turn marker moves on one`)
      teams = teams.map((team, i) => (i === receiving ? withTeam(team, { turn: team.turn + 1 }) : team))
      kicking = receiving
    }
    const passedOn = kicking !== step.kickingTeam
    if (passedOn) {
      state = withState(state, { teams })
      step = { ...step, kickingTeam: kicking }
      // The turn lost in passing the kick on may have been the half's last: then the half is over.
      if (halfIsOver(ctx, state)) {
        note(ctx, "every team has now had its team turns of the half: the half is over")
        return done(replaceTop(state, { _tag: "EndHalf" }))
      }
    }
    ctx.outcomes.push({ _tag: "DriveStarted", drive, kickingTeam: step.kickingTeam })
    const order = ctx.variant.rules.setUpOrder(step.kickingTeam, state.teams.length)
    const setUps: Array<Step> = order.map((team) => ({ _tag: "SetUp", team }))
    let next: MatchState = withBalls(withState(state, {
      drive,
      phase: "set-up",
      kickingTeam: step.kickingTeam,
      activeTeam: null,
      activePlayer: null,
      // A new drive's kick-off results start afresh; those that last the half or the match stay, and
      // so does what the pre-game gave for the first drive (Blood Bowl's pre-game prayers).
      kickOffEffects: state.phase === "pre-game" ? state.kickOffEffects : state.kickOffEffects.filter((effect) => lastsTheHalf(effect) || lastsTheGame(effect))
    }), NO_BALL, undefined)
    // The stadium's rolls before the set-up (Sloping Pitch's slope, Deluxe Seating).
    const stadium = ctx.variant.atDriveStart?.(next) ?? []
    // A re-roll owed since a Star of the Show touchdown, for this drive (stars/star-of-the-show.ts).
    next = above.starOfTheShowAtDriveStart(ctx, next)
    // Death Zone's Bottles of Heady Brew are opened once both teams have set up, before the kick (inducements/other/heady-brew.ts).
    const brews = above.headyBrewOffers(ctx.match, next)
    return done(replaceTop(next, ...stadium, ...above.potionsAtDriveStart(ctx.match, next), ...smogAtDriveStart(next), ...setUps, ...above.smartPlayersAtDriveStart(ctx.match, next),
      // Papa Skullbones blesses once both teams are set up, before the kick (inducements/staff/papa-skullbones.ts).
      ...above.papaSkullbonesAtKickOff(ctx.match, next, order), ...brews, { _tag: "Kick", stage: "aim", kicker: null, target: null, direction: null, landing: null }))
  }
}

/** Whether a player may take the field for this drive. */
export const available = (player: PlayerState): boolean =>
  player.box === "reserves" && !player.used.includes("fainted") && player.gained?.some((gain) => gain.tag === SITS_OUT) !== true

/** A gain's tag for a player who may not take the field while they have it (Sevens' Hangover, You Dope's allergy). */
export const SITS_OUT = "sits-out"

/** Why a team's set-up is illegal, or undefined when it is legal (also checked after Solid Defence). */
export const validateSetUp = (ctx: Ctx, state: MatchState, team: number): string | undefined => {
  const { pitch, maxPlayersOnPitch, minOnLineOfScrimmage, maxPerWideZone } = ctx.variant
  const onPitch = state.players.filter((player) => player.team === team && player.at !== null)
  const canField = onPitch.length + state.players.filter((player) => player.team === team && available(player)).length
  const most = maxPlayersOnPitch + extraPlayersOnPitch(state, team) + above.swarmedOn(state, team)
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
      return consumed(concede(ctx, state, step.team))
    }
    if (event._tag === "PlayerPlaced") {
      const index = ctx.match.playerIndex.get(event.player)!
      const player = state.players[index]!
      if (player.team !== step.team) return violation(ctx, "set-up", `${nameOf(ctx, event.player)} is not on ${teamOf(ctx, step.team).name}, who are setting up`)
      if (player.at === null && !available(player)) {
        return violation(ctx, "set-up", `${nameOf(ctx, event.player)} is not available to set up (${player.box ?? "on the pitch"})`)
      }
      // Keen Player (Josef Bugman): only when the team is short of players (inducements/staff/infamous-staff.ts).
      const keen = event.at === null || player.at !== null ? null : above.keenPlayerProblem(ctx.match, state, index, (i) => available(state.players[i]!), ctx.variant.maxPlayersOnPitch)
      if (keen !== null) return violation(ctx, "set-up", keen)
      if (event.at === null) {
        return consumed(setPlayer(state, index, { at: null, box: "reserves", posture: "standing" }))
      }
      if (!ctx.variant.pitch.contains(event.at) || !ctx.variant.pitch.isSetUpArea(step.team, event.at)) {
        return violation(ctx, "set-up", `${nameOf(ctx, event.player)} must be set up in their team's set-up area`)
      }
      const occupant = playerOn(state, event.at)
      if (occupant !== undefined && occupant.id !== player.id) return violation(ctx, "set-up", `the square is taken by ${nameOf(ctx, occupant.id)}`)
      // "This Beer Tastes Funny!" (a Special Plays card): a chosen player is set up Stunned.
      return consumed(setPlayer(state, index, { at: event.at, box: null, posture: above.setUpPosture(ctx, state, index) }))
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
 * out the drive that just ended and may play again. What players gained for the drive lapses.
 */
const clearPitch = (state: MatchState): MatchState => {
  const players = state.players.map((player): PlayerState =>
    lapseGains(
      player.at === null
        ? player.used.length === 0 && !player.hasActed ? player : withPlayer(player, { used: [], hasActed: false })
        : withPlayer(player, { at: null, box: "reserves", posture: "standing", justStunned: false, hasActed: false, lostTackleZones: false, used: [] }),
      "drive"
    )
  )
  // A Ball Clone's second ball goes with the drive (special-plays/ball-clone.ts).
  return withBalls(withPlayers(state, players), NO_BALL, undefined)
}

/**
 * Players who joined for the drive only (the Holiday Special's Yhetees) leave the match with it,
 * wherever they are, even injured: back to the pool (model/match.ts, PoolPlayer) for their own
 * team, with nothing they gained, so that a later rule may bring them in afresh.
 */
const leaveWithTheDrive = (ctx: Ctx, state: MatchState): MatchState => {
  const players = changedPlayers(state.players, (player, i) => {
    const entry = ctx.match.roster[i]!
    if (entry.pool?.leaves !== "drive" || player.box === "pool") return player
    note(ctx, `${nameOf(ctx, player.id)} leaves the match at the end of the drive (${entry.pool.rule})`)
    return withGained(withPlayer(player, { team: entry.team, at: null, box: "pool", posture: "standing", justStunned: false, hasActed: false, lostTackleZones: false, used: [] }), undefined)
  })
  return players === state.players ? state : withPlayers(state, players)
}

export const endDriveHandler: StepHandler<EndDriveStep> = {
  expects: () => ({ kind: "nothing", about: "end of a drive" }),
  auto: (ctx, ended, step) => {
    ctx.outcomes.push({ _tag: "DriveEnded", drive: ended.drive, reason: step.reason })
    // A Weather Mage's weather ends with the drive, before its end rolls (inducements/wizards/weather-mage.ts).
    const state = above.weatherMageAtDriveEnd(ctx.match, ended, (text) => note(ctx, text))
    const heat: Array<Step> = state.weather === "sweltering-heat"
      ? state.teams.map((_, team): Step => ({
        _tag: "SwelteringHeat",
        team,
        stage: "roll",
        remaining: 0,
        // A player who joined for the drive only leaves with it (below), and is not drawn.
        candidates: state.players.filter((player, i) => player.team === team && player.at !== null && ctx.match.roster[i]!.pool?.leaves !== "drive").map((player) => player.id)
      }))
      : []
    // An extra re-roll from Brilliant Coaching lasts for the drive only.
    // A Spot the Sneak player is Sent-off with the drive (special-plays/spot-the-sneak.ts); Krot
    // Shockwhisker's patients go back to the Casualty box after their drive (inducements/staff/krot-shockwhisker.ts).
    const cleared = above.sneaksSentOff(ctx, above.krotPatientsReturn(ctx, leaveWithTheDrive(ctx, clearPitch(withState(loseBrilliantCoachingReroll(state), {phase: "end-of-drive", activeTeam: null, activePlayer: null })))))
    const recoveries: Array<Step> = cleared.players
      .filter((player) => player.box === "ko")
      .map((player) => ({ _tag: "KoRecovery", player: player.id }))
    // Secret Weapons are dealt with first (BB2020's end-of-drive sequence), so a KO'd player sent
    // off has no recovery roll (KoRecovery passes over a player no longer KO'd).
    const secretWeapons = above.secretWeaponsAtDriveEnd(ctx, cleared)
    const after: Step = step.reason === "touchdown" && step.nextKickingTeam !== null && !halfIsOver(ctx, state)
      ? { _tag: "StartDrive", kickingTeam: step.nextKickingTeam }
      : { _tag: "EndHalf" }
    // The stadium's rolls at the end of a drive (Appalling Stands, Fickle Fans).
    const stadium = ctx.variant.atDriveEnd?.(cleared) ?? []
    // Special Plays cards played once the Secret Weapons are dealt with, before the recovery rolls (Enchanted Bucket).
    // Krot Shockwhisker experiments in Step 2, before the recovery rolls, when a drive follows (not at the end of the last half).
    const krot = above.krotAtDriveEnd(ctx.match, cleared, after._tag === "StartDrive" || state.half < ctx.variant.halves)
    return done(replaceTop(cleared, ...secretWeapons, ...heat, ...heatwaveAtDriveEnd(state), ...above.driveEndWindow(cleared), ...krot, ...recoveries, ...stadium, after))
  }
}

/** Every team has played all its team turns of the half. */
export const halfIsOver = (ctx: Ctx, state: MatchState): boolean =>
  state.teams.every((team) => team.turn >= ctx.variant.turnsPerHalf)

export const koRecoveryHandler: StepHandler<KoRecoveryStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "ko-recovery", player: step.player }),
  // A KO'd player who has left the game since the drive ended (a Secret Weapon sent off) does not roll.
  auto: (ctx, state, step) => (state.players[ctx.match.playerIndex.get(step.player)!]!.box === "ko" ? undefined : done(replaceTop(state))),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "ko-recovery", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    // A variant's modifiers to the roll (Gutter Bowl's Snack Stand: +1) and Bloodweiser Kegs (+1 per keg the player's team brought).
    const recoveringTeam = state.players[ctx.match.playerIndex.get(step.player)!]!.team
    const modifiers = [...(ctx.variant.hooks?.koRecoveryModifiers?.(ctx, recoveringTeam) ?? []), ...above.kegModifiers(ctx.match, recoveringTeam)]
    const test = testPasses(rolled.success.faces[0]!, 4, modifiers)
    // Bugman's XXXXXX: a natural 1 is rolled again, once (inducements/staff/infamous-staff.ts).
    const again = rolled.success.faces[0] === 1 && step.rerolled !== true && above.rerollsKoOnes(ctx.match, recoveringTeam)
    const { success } = judge(ctx, {
      rule: "KO recovery",
      player: step.player,
      roll: rolled.success,
      ...(modifiers.length === 0 ? {} : { modifiers }),
      target: 4,
      total: test.total,
      result: test.success ? "recovers to the reserves" : again ? "a natural 1: Bugman's XXXXXX rolls it again" : "stays knocked out",
      success: test.success,
      needed: test.needed
    })
    const index = ctx.match.playerIndex.get(step.player)!
    if (again) {
      note(ctx, `Bugman's XXXXXX: ${teamOf(ctx, recoveringTeam).name} roll the natural 1 again`)
      return consumed(updateTop(state, { ...step, rerolled: true }))
    }
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
    // A variant with overtime does not end a match without a winner as a draw: overtime, then a roll-off.
    const overtime = ctx.variant.overtime ?? (ctx.match.header.options.knockout === true ? ctx.variant.knockoutOvertime ?? 0 : 0)
    if (overtime > 0 && winnersOf(ctx.variant, score).length === 0) {
      if (state.half < ctx.variant.halves + overtime) {
        note(ctx, `no winner after ${state.half} halves (${score.join("–")}): overtime`)
        return done(replaceTop(withState(state, { phase: "half-time" }), { _tag: "StartHalf", half: state.half + 1, overtime: true }))
      }
      const tied = tiedForTheWin(ctx.variant, score)
      note(ctx, `still no winner after overtime (${score.join("–")}): a roll-off between ${tied.map((t) => teamOf(ctx, t).name).join(", ")} decides`)
      return done(replaceTop(withState(state, { phase: "half-time" }), { _tag: "RollOff", decides: "winner", half: state.half, teams: tied, faces: tied.map(() => null) }))
    }
    ctx.outcomes.push({ _tag: "MatchEnded", score })
    return done(replaceTop(withState(state, {phase: "full-time", activeTeam: null })))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/drive": EndDriveStep | EndHalfStep | KoRecoveryStep | RollOffStep | SetUpStep | StartDriveStep | StartHalfStep | SwelteringHeatStep
  }
}

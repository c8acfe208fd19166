import { above } from "./above.js"
import { Result } from "effect"
import type { DiceRolled } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import { withState } from "../model/state.js"
import { wallBetween } from "../model/features.js"
import { isObstacle } from "../model/features.js"
import { D8_DIRECTIONS, squareName, step as move, type Square } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { readTable } from "./variant/tables.js"
import { ballArrives, catchAttempt, type BallContext, hitWall, LOOSE_BALL, reentry } from "./ball.js"
import {
  consumed,
  propagate,
  type Ctx,
  done,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  note,
  passOn,
  playerOn,
  replaceTop,
  schedule,
  type StepHandler,
  sum,
  teamOf,
  unsupported,
  updateTop,
  violation
} from "./context.js"
import { kickOffEffects } from "./kick-off-events.js"
import type { Step } from "../model/step.js"
import type { Modifier } from "../model/outcome.js"
import { teamTurnStep } from "./turn.js"

/** The Master of Ballistics' D3 (inducements/other/master-of-ballistics.ts), kept on the kick. */
export type Ballistics = 1 | 2 | 3

/** The kick: the kicker aims at a square in the receiving half, then it deviates (D8, D6). */
export interface KickStep {
  readonly _tag: "Kick"
  /** `ballistics` and `modify`: Death Zone's Master of Ballistics (inducements/other/master-of-ballistics.ts). */
  readonly stage: "aim" | "ballistics" | "direction" | "distance" | "modify" | "halve"
  readonly kicker: string | null
  readonly target: Square | null
  readonly direction: readonly [number, number] | null
  readonly landing: Square | null
  /** A kick taken again (BlightBowl: it came down in the kicking team's quarter): no second kick-off table roll. */
  readonly again?: boolean
  /** The distance D6, while the kicker's coach decides whether to halve it (Kick). */
  readonly rolled?: DiceRolled
  /** The Master of Ballistics' D3, and the change made to the D6 on a 3. */
  readonly ballistics?: Ballistics
  readonly d6Change?: Modifier
  /** The direction D8, kept while the Master of Ballistics may change it. */
  readonly directionRoll?: DiceRolled
}

/** The 2D6 on the variant's kick-off table, rolled while the ball is in the air. */
export interface KickOffEventStep {
  readonly _tag: "KickOffEvent"
  /** The stadium's roll before the table (Ale-fuelled Maniacs) is made or scheduled. */
  readonly crowdRolled?: boolean
}

/** The ball comes down where it deviated to (unless a kick-off event moved it). */
export interface LandKickStep {
  readonly _tag: "LandKick"
}

/** The kick-off is resolved: a touchback if the ball is not in play, then the receivers' first turn. */
export interface KickResolvedStep {
  readonly _tag: "KickResolved"
}

/** The receiving coach gives the ball to one of their players. */
export interface TouchbackStep {
  readonly _tag: "Touchback"
  readonly team: number
}

const receivingTeam = (ctx: Ctx, state: MatchState) => ctx.variant.rules.receivingTeam(state.kickingTeam!, state.teams.length)

/** Players the kicking team may nominate: on the pitch, off the line of scrimmage and out of the wide zones. */
const eligibleKickers = (ctx: Ctx, state: MatchState) => {
  const team = state.kickingTeam!
  const onPitch = state.players.filter((player) => player.team === team && player.at !== null)
  const preferred = onPitch.filter((player) => !ctx.variant.pitch.isLineOfScrimmage(team, player.at!) && ctx.variant.pitch.wideZone(player.at!) === null)
  return preferred.length > 0 ? preferred : onPitch
}

export const kickHandler: StepHandler<KickStep> = {
  expects: (step, state) =>
    step.stage === "aim"
      ? { kind: "decision", team: null, events: ["KickAimed"], about: "aim the kick" }
      : step.stage === "halve"
      ? { kind: "decision", team: state.kickingTeam, events: ["SkillUsed", "SkillDeclined"], about: "halve the kick's deviation (Kick)?" }
      : step.stage === "ballistics"
      ? { kind: "roll", die: "d3", for: "master-of-ballistics", player: null, team: state.kickingTeam! }
      : step.stage === "modify"
      ? { kind: "decision", team: state.kickingTeam, events: ["DeviationModified"], about: "Master of Ballistics: change the D6 or the D8 by up to 2, or go on" }
      : step.stage === "direction"
      ? { kind: "roll", die: "d8", for: "kick-deviation-direction", player: null }
      : { kind: "roll", die: "d6", for: "kick-deviation-distance", player: null },
  on: (ctx, state, step, event) => {
    switch (step.stage) {
      case "aim": {
        if (event._tag !== "KickAimed") return violation(ctx, "kick-off", `the kicking team aims the kick now, not ${event._tag}`)
        const kicker = state.players[ctx.match.playerIndex.get(event.player)!]!
        if (!eligibleKickers(ctx, state).some((player) => player.id === kicker.id)) {
          return violation(ctx, "kick-off", `${nameOf(ctx, event.player)} cannot kick: the kicker is a player of the kicking team on the pitch, off the line of scrimmage and out of the wide zones`)
        }
        const receiving = receivingTeam(ctx, state)
        const rules = ctx.variant.kickRules
        if (rules !== undefined) {
          if (!ctx.variant.pitch.contains(event.at) || !rules.aimAt(state.kickingTeam!, receiving, event.at)) {
            return violation(ctx, "kick-off", `the kick must be aimed at ${rules.aimName}, not ${squareName(event.at)}`)
          }
        } else if (!ctx.variant.pitch.contains(event.at) || !ctx.variant.pitch.isOwnHalf(receiving, event.at)) {
          return violation(ctx, "kick-off", `the kick must be aimed at a square in ${teamOf(ctx, receiving).name}'s half, not ${squareName(event.at)}`)
        }
        if (isObstacle(ctx.variant.pitch, event.at)) {
          return violation(ctx, "kick-off", `the kick cannot be aimed at ${squareName(event.at)}: it is on a market stall or in a sewer pit`)
        }
        // Everyone on the pitch now takes part in the drive (Secret Weapon at its end).
        // Death Zone's Master of Ballistics rolls his D3 before the deviation (inducements/other/master-of-ballistics.ts).
        const stage = step.again !== true && above.hasMasterOfBallistics(ctx.match, state.kickingTeam!) ? "ballistics" : "direction"
        return consumed(updateTop(withState(above.markSecretWeapons(ctx, state), { phase: "kick-off" }), { ...step, stage, kicker: kicker.id, target: event.at }))
      }
      case "ballistics": {
        const ballistics = above.rollBallistics(ctx, state, event)
        if (ballistics._tag === "Failure") return propagate(ballistics)
        return consumed(updateTop(state, { ...step, stage: "direction", ballistics: ballistics.success }))
      }
      case "direction": {
        const rolled = expectRoll(ctx, event, "d8", "kick-deviation-direction", null, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        judge(ctx, { rule: "Kick deviation (direction)", roll: rolled.success, result: `deviates ${DIRECTION_NAMES[rolled.success.faces[0]! - 1]}` })
        return consumed(updateTop(state, { ...step, stage: "distance", direction: D8_DIRECTIONS[rolled.success.faces[0]! - 1]!, ...(step.ballistics === 3 ? { directionRoll: rolled.success } : {}) }))
      }
      case "distance": {
        const rolled = expectRoll(ctx, event, "d6", "kick-deviation-distance", null, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        // Successful Practical Application: the kicking coach may now change either die.
        if (step.ballistics === 3) return consumed(updateTop(state, { ...step, stage: "modify", rolled: rolled.success }))
        return afterDistance(ctx, state, step, rolled.success)
      }
      case "modify": {
        // Anything else: the dice stay as rolled.
        if (event._tag !== "DeviationModified") {
          const kept = afterDistance(ctx, state, step, step.rolled!)
          return Result.isFailure(kept) ? kept : passOn(kept.success.state)
        }
        const changed = above.modifyDeviation(ctx, state, event, step.directionRoll?.faces[0] ?? above.d8Face(step.direction!), step.rolled!.faces[0]!)
        if (changed._tag === "Failure") return propagate(changed)
        const { d8, modifier } = changed.success
        if (event.die === "d8") {
          judge(ctx, { rule: "Kick deviation (direction)", roll: step.directionRoll!, modifiers: [modifier], total: d8, result: `deviates ${DIRECTION_NAMES[d8 - 1]}` })
          return afterDistance(ctx, state, { ...step, direction: D8_DIRECTIONS[d8 - 1]! }, step.rolled!)
        }
        return afterDistance(ctx, state, { ...step, d6Change: modifier }, step.rolled!)
      }
      case "halve": {
        const kicker = step.kicker!
        const chose = (event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.player === kicker && event.skill.toLowerCase() === "kick"
        if (!chose) {
          // Anything else: the kicking coach keeps the full distance.
          const kept = deviate(ctx, state, step, step.rolled!, false)
          return Result.isFailure(kept) ? kept : passOn(kept.success.state)
        }
        return deviate(ctx, state, step, step.rolled!, event._tag === "SkillUsed")
      }
    }
  }
}

const DIRECTION_NAMES = ["up-left", "up", "up-right", "left", "right", "down-left", "down", "down-right"]

/** Once the distance D6 is rolled (and any Master of Ballistics change made): Kick may halve it, else the kick deviates. */
const afterDistance = (ctx: Ctx, state: MatchState, step: KickStep, rolled: DiceRolled): Fold<Handled> => {
  // Kick: the kicking coach sees the D6 and may halve it.
  if (step.kicker !== null && hasSkill(ctx.match, state, ctx.match.playerIndex.get(step.kicker)!, "Kick")) {
    return consumed(updateTop(state, { ...step, stage: "halve", rolled }))
  }
  return deviate(ctx, state, step, rolled, false)
}

/**
 * The kick deviates `roll` squares (halved, rounded down, with the kicker's Kick) from the target;
 * a Master of Ballistics' D6−1 or change to the D6 comes first.
 */
const deviate = (ctx: Ctx, state: MatchState, step: KickStep, roll: DiceRolled, halved: boolean): Fold<Handled> => {
  const ballistics = [...above.ballisticsDistance(step.ballistics), ...(step.d6Change === undefined ? [] : [step.d6Change])]
  const base = Math.max(0, roll.faces[0]! + ballistics.reduce((n, m) => n + m.value, 0))
  const distance = halved ? Math.floor(base / 2) : base
  const modifiers = [...ballistics, ...(halved ? [{ value: distance - base, source: "skill: Kick (the D6 halved, rounded down)" }] : [])]
  const kick = modifiers.length > 0 ? { modifiers } : {}
  const landing = move(step.target!, step.direction!, distance)
  const { pitch } = ctx.variant
  for (let i = 1; i <= distance; i++) {
    const before = move(step.target!, step.direction!, i - 1)
    const next = move(step.target!, step.direction!, i)
    if (pitch.contains(before) && !pitch.contains(next) && wallBetween(pitch, before, next)) {
      // Off a sideline wall rather than into the crowd: where it comes off is where it lands.
      judge(ctx, { rule: "Kick deviation (distance)", roll, ...kick, total: distance, result: `the kick hits the wall past ${squareName(before)}` })
      return hitWall(ctx, state, before, next, { kind: "kick" })
    }
  }
  if (pitch.contains(landing) && isObstacle(pitch, landing)) {
    judge(ctx, { rule: "Kick deviation (distance)", roll, ...kick, total: distance, result: `${distance} square${distance === 1 ? "" : "s"}: onto ${squareName(landing)}, a market stall or sewer pit` })
    return consumed(replaceTop(withState(state, { ball: { at: landing, carrier: null, inPlay: false } }), reentry(ctx, landing, { kind: "kick" })))
  }
  judge(ctx, { rule: "Kick deviation (distance)", roll, ...kick, total: distance, result: `${distance} square${distance === 1 ? "" : "s"}: the ball will land on ${squareName(landing)}` })
  const inAir = withState(state, {ball: { at: landing, carrier: null, inPlay: false } })
  if (step.again === true) return consumed(replaceTop(inAir, { _tag: "LandKick" }, { _tag: "KickResolved" }))
  // On the Ball: a receiver may move before the kick-off table, unless the kick is a touchback.
  const receiving = receivingTeam(ctx, state)
  const inPlay = ctx.variant.kickRules === undefined && pitch.contains(landing) && pitch.isOwnHalf(receiving, landing)
  // Swarming players come on after the deviation, before the kick-off table (skills/swarming.ts);
  // then Special Plays cards (Catcher's Instincts), while the kick lands in the receiving half.
  // Death Zone's Dwarfen Runesmith works after Step 2, before the Kick-off table (inducements/other/dwarfen-runesmith.ts).
  const runes = above.runesmithOffers(ctx.match, inAir)
  return consumed(replaceTop(inAir, ...above.swarmingSteps(ctx, inAir), ...(inPlay ? above.onTheBall(ctx, inAir, receiving, "kick-off") : []), ...(inPlay ? above.kickWindow(inAir, receiving) : []), ...runes, { _tag: "KickOffEvent" },
    // Death Zone's Waaagh! Drummer: once the Kick-off event is resolved, before the ball lands (inducements/other/waaagh-drummer.ts).
    ...above.drummerSteps(ctx.match), { _tag: "LandKick" }, { _tag: "KickResolved" }))
}

export const kickOffEventHandler: StepHandler<KickOffEventStep> = {
  expects: () => ({ kind: "roll", die: "2d6", for: "kick-off-event", player: null }),
  // A stadium may roll before the table (Ale-fuelled Maniacs); its step goes on top, once.
  auto: (ctx, state, step) => {
    if (ctx.variant.beforeKickOffTable === undefined || step.crowdRolled === true) return undefined
    const marked = updateTop(state, { ...step, crowdRolled: true })
    const before = ctx.variant.beforeKickOffTable(state)
    return done(before === null ? marked : schedule(marked, before))
  },
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "2d6", "kick-off-event", null, 2)
    if (rolled._tag === "Failure") return propagate(rolled)
    const total = sum(rolled.success.faces)
    const tableRow = readTable(ctx.variant.tables.kickOff, total)
    const { row } = judge(ctx, { rule: "Kick-off event", roll: rolled.success, total, row: tableRow.id, result: tableRow.name })
    const result = row ?? tableRow.id
    // A stadium's crowd may have the result rolled again (Bunch of Pacifists: Pitch Invasion).
    if (ctx.variant.kickOffRolledAgain !== undefined && ctx.variant.kickOffRolledAgain.includes(result)) {
      ctx.outcomes.push({ _tag: "Note", text: `${tableRow.name} is rolled again at this stadium (${ctx.variant.name})` })
      return consumed(updateTop(state, step))
    }
    // Thoron Korensson's "Sit Down and Keep Quiet!": a Get the Ref is rolled again (inducements/referees/thoron-korensson.ts).
    if (result === "get-the-ref" && above.getTheRefRolledAgain(ctx.match)) {
      ctx.outcomes.push({ _tag: "Note", text: `${tableRow.name} is rolled again: nobody advances on Thoron Korensson` })
      return consumed(updateTop(state, step))
    }
    return resolveKickOffResult(ctx, state, result, tableRow.name)
  }
}

/** A kick-off result takes effect (the table's, or one a stadium's crowd gives instead); the KickOffEvent step on top ends. */
export const resolveKickOffResult = (ctx: Ctx, state: MatchState, result: string, name: string): Fold<Handled> => {
  ctx.outcomes.push({ _tag: "KickOffEvent", result })
  const effect = kickOffEffects[result] ?? ctx.variant.hooks?.kickOffResults?.[result]
  if (effect === undefined) {
    // A result on the variant's table whose effect this engine does not fold yet.
    if (ctx.variant.tables.kickOff.some((r) => r.id === result)) {
      return unsupported(ctx, `kick-off event: ${result}`, `the kick-off event is ${name}; this engine does not fold its effect yet`)
    }
    return violation(ctx, "kick-off event", `the kick-off table has no effect "${result}"`)
  }
  const applied = effect(ctx, withState(state, {kickOffEffects: [...state.kickOffEffects, result] }))
  if (applied._tag === "Failure") return propagate(applied)
  return consumed(replaceTop(applied.success.state, ...applied.success.steps))
}

export const landKickHandler: StepHandler<LandKickStep> = {
  expects: () => ({ kind: "nothing", about: "the kick lands" }),
  auto: (ctx, state) => {
    const at = state.ball.at
    const receiving = receivingTeam(ctx, state)
    const rules = ctx.variant.kickRules
    if (rules !== undefined && at !== null) {
      // No touchback here: the ball is in play wherever it lands on the pitch (off it, the crowd
      // throws it back); in the kicking team's own quarter it is kicked again (KickResolved).
      if (!ctx.variant.pitch.contains(at) || rules.kickAgainIf(state.kickingTeam!, at)) {
        note(ctx, `the kick comes down on ${squareName(at)}, in ${teamOf(ctx, state.kickingTeam!).name}'s quarter: it is kicked again`)
        return done(replaceTop(withState(state, { ball: { at: null, carrier: null, inPlay: false } })))
      }
    }
    const context: BallContext = rules !== undefined ? { kickOff: false } : { kickOff: true, receivingTeam: receiving }
    if (at === null || !ctx.variant.pitch.contains(at) || (rules === undefined && !ctx.variant.pitch.isOwnHalf(receiving, at))) {
      ctx.outcomes.push({ _tag: "Note", text: `the kick lands outside ${teamOf(ctx, receiving).name}'s half: touchback` })
      return done(replaceTop(withState(state, {ball: { at: null, carrier: null, inPlay: false } })))
    }
    const landed = withState(state, {ball: { at, carrier: null, inPlay: true } })
    const player = playerOn(landed, at)
    const steps: ReadonlyArray<Step> = player !== undefined && player.posture === "standing" && !player.lostTackleZones
      ? [catchAttempt(ctx, landed, player.id, context, [LOOSE_BALL])]
      : ballArrives(ctx, landed, at, context, ctx.variant.bounces)
    // A ball landing in an empty square bounces before it can rest.
    // Players with Diving Catch next to the empty square may dive for it first.
    const bounced: ReadonlyArray<Step> = player === undefined
      ? [above.landsInEmptySquare(ctx, landed, at, context, [LOOSE_BALL], { _tag: "Bounce", from: at, context, more: ctx.variant.bounces - 1 })]
      : steps
    return done(replaceTop(landed, ...bounced))
  }
}

export const kickResolvedHandler: StepHandler<KickResolvedStep> = {
  expects: () => ({ kind: "nothing", about: "the kick-off is resolved" }),
  auto: (ctx, state) => {
    const receiving = receivingTeam(ctx, state)
    const rules = ctx.variant.kickRules
    if (rules !== undefined && (!state.ball.inPlay || state.ball.at === null || rules.kickAgainIf(state.kickingTeam!, state.ball.at))) {
      if (state.ball.at !== null) note(ctx, `the ball is in ${teamOf(ctx, state.kickingTeam!).name}'s quarter at ${squareName(state.ball.at)}: it is kicked again`)
      const ball = { at: null, carrier: null, inPlay: false }
      return done(replaceTop(withState(state, { ball }), { _tag: "Kick", stage: "aim", kicker: null, target: null, direction: null, landing: null, again: true }))
    }
    // Blood Bowl's Special Plays: the kicking team's cards before the receivers' first turn (rules/special-plays/).
    const cards = above.driveStartWindow(state, state.kickingTeam)
    if (!state.ball.inPlay) return done(replaceTop(state, ...cards, { _tag: "Touchback", team: receiving }))
    return done(replaceTop(state, ...cards, teamTurnStep(receiving, "start")))
  }
}

export const touchbackHandler: StepHandler<TouchbackStep> = {
  expects: (step) => ({ kind: "decision", team: step.team, events: ["TouchbackGiven"], about: "touchback: give the ball to a player" }),
  on: (ctx, state, step, event) => {
    if (event._tag !== "TouchbackGiven") return violation(ctx, "touchback", `${teamOf(ctx, step.team).name} give the ball to a player after the touchback, not ${event._tag}`)
    const player = state.players[ctx.match.playerIndex.get(event.player)!]!
    if (player.team !== step.team || player.at === null || player.posture !== "standing") {
      return violation(ctx, "touchback", `the touchback ball goes to a standing player of ${teamOf(ctx, step.team).name} on the pitch; ${nameOf(ctx, event.player)} is not one`)
    }
    if (above.noHands(ctx, state, player.id)) return violation(ctx, "No Hands", `${nameOf(ctx, event.player)} has No Hands and cannot be given the ball after a touchback`)
    const next = withState(state, {ball: { at: player.at, carrier: player.id, inPlay: true } })
    return consumed(replaceTop(next, teamTurnStep(step.team, "start")))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/kick-off": KickOffEventStep | KickResolvedStep | KickStep | LandKickStep | TouchbackStep
  }
}

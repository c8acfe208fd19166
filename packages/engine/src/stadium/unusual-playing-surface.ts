// The stadium attributes of an Unusual Playing Surface that take a roll: Sloping Pitch, Astrogranite,
// Ankle-deep Water and Ice.
import { holdsBall, withBallOf } from "../model/balls.js"
import type { RollPurpose } from "@sidelines/schema"
import { isObstacle, wallBetween } from "../model/features.js"
import { D8_DIRECTIONS, squareName, step as move } from "../model/square.js"
import { intoTheCrowd } from "../core/injury.js"
import { type KnockDownStep } from "../core/knock-down.js"
import { turnoverStep } from "../core/turnover.js"
import { withState } from "../model/state.js"
import {
  consumed,
  expectRoll,
  judge,
  nameOf,
  playerIndex,
  playerOn,
  propagate,
  replaceTop,
  setPlayer,
  type StepHandler,
  teamOf,
  testPasses
} from "../core/context.js"
import type { Step } from "../model/step.js"
import type { SavingRoll } from "../core/variant/variant.js"

/** Sloping Pitch, at the start of the first drive: a D6, 4+ downhill towards the kicking team's end zone, else the receivers'. */
export interface SlopeRollStep {
  readonly _tag: "SlopeRoll"
}

/** Astrogranite: a player who failed a rush rolls a D6; on 4+ they stay standing (and rush no more this activation). */
export interface RushFallSaveStep {
  readonly _tag: "RushFallSave"
  readonly player: string
  readonly save: SavingRoll
  readonly onSuccess: ReadonlyArray<Step>
  readonly onFailure: ReadonlyArray<Step>
}

/** Ankle-deep Water: a Stunned player about to turn over rolls a D6; on a 1 they stay Stunned another turn. */
export interface StunnedInWaterStep {
  readonly _tag: "StunnedInWater"
  readonly player: string
  readonly purpose: RollPurpose
}

/**
 * Ice: a player going down (falling over or knocked down) first slides one square in a D8
 * direction (`ice`, `player` set). An occupied square (or a wall, stall or pit) stops the slide and
 * they go down where they are; off the pitch the crowd has them, as if pushed (no armour roll); a
 * loose ball on the square they slide into bounces once they are down.
 */
export interface IceSlideStep {
  readonly _tag: "IceSlide"
  readonly down: KnockDownStep
  readonly purpose: RollPurpose
}

/** The marker (in the player's `used`) of an Astrogranite save this activation: no more rushing. */
export const NO_MORE_RUSHES = "astrogranite-no-more-rushes"

export const slopeRollHandler: StepHandler<SlopeRollStep> = {
  expects: () => ({ kind: "roll", die: "d6", for: "sloping-pitch", player: null }),
  on: (ctx, state, _step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "sloping-pitch", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const kicking = state.kickingTeam!
    const receiving = ctx.variant.rules.receivingTeam(kicking, state.teams.length)
    const face = rolled.success.faces[0]!
    const downhill = face >= 4 ? kicking : receiving
    const { row } = judge(ctx, {
      rule: "Sloping Pitch",
      roll: rolled.success,
      total: face,
      row: face >= 4 ? "towards-kicking-team" : "towards-receiving-team",
      result: `the pitch slopes down towards ${teamOf(ctx, downhill).name}'s end zone`
    })
    const claimed = row === "towards-kicking-team" ? kicking : row === "towards-receiving-team" ? receiving : downhill
    return consumed(replaceTop(withState(state, { stadium: { ...state.stadium!, downhill: claimed } })))
  }
}

export const rushFallSaveHandler: StepHandler<RushFallSaveStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: step.save.purpose, player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", step.save.purpose, step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const test = testPasses(rolled.success.faces[0]!, step.save.target, [])
    const { success } = judge(ctx, {
      rule: step.save.rule,
      player: step.player,
      roll: rolled.success,
      target: step.save.target,
      total: test.total,
      success: test.success,
      result: test.success ? `${nameOf(ctx, step.player)} stays standing, and may not rush again` : "falls over as normal",
      needed: step.save.target
    })
    if (success !== true) return consumed(replaceTop(state, ...step.onFailure))
    const index = playerIndex(ctx, step.player)
    const player = state.players[index]!
    return consumed(replaceTop(setPlayer(state, index, { used: [...player.used, NO_MORE_RUSHES] }), ...step.onSuccess))
  }
}

export const stunnedInWaterHandler: StepHandler<StunnedInWaterStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: step.purpose, player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", step.purpose, step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const test = testPasses(rolled.success.faces[0]!, 2, [])
    const { success } = judge(ctx, {
      rule: "Ankle-deep Water",
      player: step.player,
      roll: rolled.success,
      target: 2,
      total: test.total,
      success: test.success,
      result: test.success ? `${nameOf(ctx, step.player)} turns over (Prone)` : `${nameOf(ctx, step.player)} stays face-down in the water: Stunned another turn`,
      needed: 2
    })
    if (success !== true) return consumed(replaceTop(state))
    return consumed(replaceTop(setPlayer(state, playerIndex(ctx, step.player), { posture: "prone" })))
  }
}

export const iceSlideHandler: StepHandler<IceSlideStep> = {
  expects: (step) => ({ kind: "roll", die: "d8", for: step.purpose, player: step.down.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d8", step.purpose, step.down.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const index = playerIndex(ctx, step.down.player)
    const player = state.players[index]!
    const from = step.down.at ?? player.at!
    const to = move(from, D8_DIRECTIONS[rolled.success.faces[0]! - 1]!)
    const { pitch } = ctx.variant
    const who = nameOf(ctx, step.down.player)
    const offPitch = !pitch.contains(to) && !wallBetween(pitch, from, to)
    const blocked = !offPitch && (!pitch.contains(to) || wallBetween(pitch, from, to) || isObstacle(pitch, to) || (playerOn(state, to) !== undefined && playerOn(state, to)!.id !== player.id))
    judge(ctx, {
      rule: "Ice",
      player: step.down.player,
      roll: rolled.success,
      result: offPitch ? `${who} slides off the pitch from ${squareName(from)} into the crowd` : blocked ? `${who} cannot slide into ${squareName(to)} and goes down on ${squareName(from)}` : `${who} slides to ${squareName(to)}`
    })
    if (!offPitch) return consumed(replaceTop(state, { ...step.down, at: blocked ? from : to, slid: true }))
    // Into the crowd, as if pushed: no armour roll; a ball they held is thrown back in from where they were.
    const hadBall = holdsBall(state, player.id)
    const steps: Array<Step> = []
    if (step.down.turnover !== null) steps.push(turnoverStep(step.down.turnover, player.team, player.id))
    else if (hadBall && state.activeTeam === player.team) steps.push(turnoverStep("pushed-into-crowd", player.team, player.id))
    steps.push(intoTheCrowd(ctx, player.team, player.id, step.down.by))
    if (hadBall) steps.push({ _tag: "ThrowIn", from, stage: "direction", direction: null })
    let next = withBallOf(setPlayer(state, index, { at: null, box: "reserves", posture: "standing", justStunned: false }), player.id)
    if (hadBall) next = withState(next, { ball: { at: from, carrier: null, inPlay: false } })
    ctx.outcomes.push({ _tag: "KnockedDown", player: player.id, at: from, cause: step.down.cause })
    return consumed(replaceTop(next, ...steps))
  }
}

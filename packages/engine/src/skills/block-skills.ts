import { holdsBall, withBallOf } from "../model/balls.js"
import { hasSkill } from "../model/match.js"
import { type MatchState, type PlayerState, withState } from "../model/state.js"
import { isAdjacent } from "../model/square.js"
import { exertsTackleZone } from "../core/tackle-zones.js"
import { opposed, sameSide } from "../core/variant/variant.js"
import { type Ctx, done, expectRoll, type Fold, type Handled, judge, nameOf, passOn, playerIndex, propagate, replaceTop, consumed, type StepHandler, updateTop, violation } from "../core/context.js"
import type { MatchEvent } from "@sidelines/schema"
import { stabHandler, type StabStep } from "./stab.js"
import { gazeLandsHandler, type GazeLandsStep } from "./hypnotic-gaze.js"
import { actionWastedHandler, type ActionWastedStep } from "./foul-appearance.js"
import { pileDriverDownHandler, type PileDriverDownStep, pileDriverHandler, type PileDriverStep } from "./pile-driver.js"
import { chainsawArmourHandler, type ChainsawArmourStep } from "./chainsaw.js"
import { type BlockDiceStep, bothDownResult, faceName, withDieRerolled } from "../core/block.js"
import { pushBack } from "../core/push.js"

/**
 * Juggernaut: on a Blitz (not a plain Block) the block's target may not use Fend, Stand Firm or
 * Wrestle, and the attacker may take a Both Down as a Push Back.
 */
export const juggernautBlitz = (ctx: Ctx, state: MatchState, attacker: string, blitz: boolean): boolean =>
  blitz && hasSkill(ctx.match, state, playerIndex(ctx, attacker), "Juggernaut")

/**
 * Both Down on a Juggernaut's Blitz: the coach may use Juggernaut (SkillUsed) for a push;
 * anything else leaves the Both Down as it is (`bothDown`).
 */
export interface JuggernautStep {
  readonly _tag: "Juggernaut"
  /** The block dice that came up Both Down. */
  readonly block: BlockDiceStep
}

export const juggernautHandler: StepHandler<JuggernautStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.block.attacker)!]!.team,
    events: ["SkillUsed", "SkillDeclined"],
    about: "use Juggernaut (Both Down as a Push Back)?"
  }),
  on: (ctx, state, step, event) => {
    const used = event._tag === "SkillUsed" && event.skill.toLowerCase() === "juggernaut"
    const declined = event._tag === "SkillDeclined" && event.skill.toLowerCase() === "juggernaut"
    if ((used || declined) && event.player !== step.block.attacker) return violation(ctx, "Juggernaut", `${nameOf(ctx, event.player)} cannot use Juggernaut in this block`)
    if (used) {
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.block.attacker)}'s Juggernaut: Both Down becomes a Push Back` })
      return consumed(replaceTop(state, ...pushBack(step.block, false)))
    }
    if (declined) return consumed(replaceTop(state, ...bothDownResult(ctx, state, step.block, true)))
    return passOn(replaceTop(state, ...bothDownResult(ctx, state, step.block, true)))
  }
}

/**
 * Grab on a Block action (not a Blitz): when the target is pushed back, the attacker may push them
 * to any free square next to them. Grab also stops the target's Sidestep, on a Block or a Blitz.
 */
export const grabs = (ctx: Ctx, state: MatchState, attacker: string): boolean => hasSkill(ctx.match, state, playerIndex(ctx, attacker), "Grab")

/**
 * Brawler: on a Block action (not a Blitz) the attacker may re-roll one Both Down die, once a
 * block. No die is re-rolled twice: not after a team re-roll, and no team re-roll after it; another
 * die may still be re-rolled on its own (Pro, a star's single-die re-roll), and the Both Down it
 * takes is one not re-rolled yet.
 */
export const useBrawler = (ctx: Ctx, state: MatchState, step: BlockDiceStep): Fold<Handled> => {
  const who = nameOf(ctx, step.attacker)
  if (!hasSkill(ctx.match, state, playerIndex(ctx, step.attacker), "Brawler")) return violation(ctx, "Brawler", `${who} does not have Brawler`)
  if (step.blitz) return violation(ctx, "Brawler", `Brawler works on a Block action on its own, not on ${who}'s Blitz`)
  if (step.rerolled) return violation(ctx, "Brawler", "these block dice have already been re-rolled")
  if (step.rerolledDice?.some((d) => d.by === "Brawler") === true) return violation(ctx, "Brawler", "Brawler has already re-rolled a die of this block")
  if (!step.faces.some((face) => faceName(face) === "both-down")) return violation(ctx, "Brawler", `Brawler re-rolls a Both Down, and none was rolled (${step.faces.join(", ")})`)
  const die = brawlerDie(step)
  if (die < 0) return violation(ctx, "Brawler", "every Both Down of this roll has already been re-rolled; no die is re-rolled twice")
  return consumed(updateTop(state, { ...withDieRerolled(step, die, "Brawler"), stage: "brawler" }))
}

/** The Both Down die Brawler takes: the first not re-rolled yet, or −1. */
const brawlerDie = (step: BlockDiceStep): number =>
  step.faces.findIndex((face, i) => faceName(face) === "both-down" && step.rerolledDice?.some((d) => d.die === i) !== true)

/** The Brawler die replaces one Both Down among the block dice. */
export const brawlerRoll = (ctx: Ctx, state: MatchState, step: BlockDiceStep, event: MatchEvent): Fold<Handled> => {
  const rolled = expectRoll(ctx, event, "block", "block", step.attacker, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  // The die useBrawler recorded (the last one re-rolled on its own).
  const index = step.rerolledDice!.at(-1)!.die
  const faces = step.faces.map((face, i) => (i === index ? rolled.success.faces[0]! : face))
  judge(ctx, { rule: "Brawler", player: step.attacker, roll: rolled.success, result: `Both Down re-rolled: ${faceName(rolled.success.faces[0]!)}`, notes: [`block dice now ${faces.map(faceName).join(", ")}`] })
  return consumed(updateTop(state, { ...step, stage: "choose", faces }))
}

/**
 * Strip Ball: a ball carrier pushed back (not knocked down) by a block of a player with Strip Ball
 * drops the ball in the square they were pushed into. Sure Hands and Monstrous Mouth hold on to it.
 */
export const stripsBall = (ctx: Ctx, state: MatchState, attacker: string, target: string): boolean => {
  const t = playerIndex(ctx, target)
  if (!holdsBall(state, target) || !hasSkill(ctx.match, state, playerIndex(ctx, attacker), "Strip Ball")) return false
  const kept = ["Sure Hands", "Monstrous Mouth"].find((skill) => hasSkill(ctx.match, state, t, skill))
  if (kept !== undefined) ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, target)}'s ${kept}: Strip Ball cannot take the ball` })
  return kept === undefined
}

export interface StripBallStep {
  readonly _tag: "StripBall"
  readonly player: string
}

export const stripBallHandler: StepHandler<StripBallStep> = {
  expects: () => ({ kind: "nothing", about: "Strip Ball" }),
  auto: (ctx, state, step) => {
    const player = state.players[playerIndex(ctx, step.player)]!
    state = withBallOf(state, step.player)
    if (state.ball.carrier !== step.player || player.at === null || player.posture !== "standing") return done(replaceTop(state))
    ctx.outcomes.push({ _tag: "Note", text: `Strip Ball: ${nameOf(ctx, step.player)} drops the ball` })
    const next = withState(state, { ball: { at: player.at, carrier: null, inPlay: true } })
    return done(replaceTop(next, { _tag: "Bounce", from: player.at, context: { kickOff: false }, more: ctx.variant.bounces - 1 }))
  }
}

/**
 * Defensive: in the other team's turn, a player with Defensive stops the Guard of every
 * opponent they mark (stand next to with their tackle zone).
 */
export const guardStopped = (ctx: Ctx, state: MatchState, helper: PlayerState): boolean =>
  helper.at !== null && state.players.some((other) =>
    other.at !== null && opposed(ctx.variant, other.team, helper.team) && state.activeTeam !== null && !sameSide(ctx.variant, other.team, state.activeTeam) &&
    exertsTackleZone(other) && isAdjacent(other.at, helper.at!) && hasSkill(ctx.match, state, playerIndex(ctx, other.id), "Defensive"))

export type BlockSkillStep = ActionWastedStep | StabStep | GazeLandsStep | JuggernautStep | PileDriverStep | PileDriverDownStep | StripBallStep | ChainsawArmourStep

export const blockSkillHandlers: { [K in BlockSkillStep["_tag"]]: StepHandler<Extract<BlockSkillStep, { _tag: K }>> } = {
  ActionWasted: actionWastedHandler,
  Stab: stabHandler,
  GazeLands: gazeLandsHandler,
  Juggernaut: juggernautHandler,
  PileDriver: pileDriverHandler,
  PileDriverDown: pileDriverDownHandler,
  StripBall: stripBallHandler,
  ChainsawArmour: chainsawArmourHandler
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/block-skills": BlockSkillStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    brawlerRoll: typeof brawlerRoll
    grabs: typeof grabs
    guardStopped: typeof guardStopped
    juggernautBlitz: typeof juggernautBlitz
    stripsBall: typeof stripsBall
    useBrawler: typeof useBrawler
  }
}

// Over 700 lines: the block's whole sequence (declaration, dice, choice, pushes, follow-up) lives
// here until issue 21 moves the engine into layers; it is to be split there into the dice, the
// push chain and the follow-up, each with its steps registered by its own module.
import { rushTest } from "./rush.js"
import { holdsBall, looseBallOn, withBallOf } from "../model/balls.js"
import { Result } from "effect"
import { bobsHelmet, bobsHelmetUsed } from "./special-plays/magical-memorabilia.js"
import { withState } from "../model/state.js"
import { barricadeBetween, inSewerPit, isGingerbreadHouse, isObstacle, isSewerPit, wallBetween } from "../model/features.js"
import { BLOCK_DIE_FACES, type MatchEvent } from "@sidelines/schema"
import { characteristic, hasSkill, skillValue } from "../model/match.js"
import { skillNumber } from "../model/skills.js"
import { D8_DIRECTIONS, isAdjacent, neighbours, sameSquare, squareName, step as stepSquare, type Square } from "../model/square.js"
import { reentry } from "./ball.js"
import type { MatchState, PlayerState } from "../model/state.js"
import { type ActivationStep, movementAllowance } from "./activation.js"
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
  passOn,
  playerIndex,
  playerOn,
  replaceTop,
  schedule,
  setPlayer,
  type StepHandler,
  teamOf,
  testPasses,
  updateTop,
  violation
} from "./context.js"
import { intoTheCrowd, knockDown } from "./injury.js"
import { comesBackFromCrowd } from "../stadium/steps.js"
import type { Modifier } from "./outcome.js"
import { spendTeamRerollFor } from "./leader.js"
import { isLordOfChaos } from "./lord-of-chaos.js"
import { lonerNotes, lonerTarget } from "./two-for-one.js"
import { LOOSE_DOGS } from "./effects.js"
import type { Step } from "../model/step.js"
import { droppedBall } from "./safe-pair-of-hands.js"
import { dumpOffFirst } from "./dump-off.js"
import { exertsTackleZone } from "./tackle-zones.js"
import { isRooted, uprooted } from "./take-root.js"
import { enteringSquare } from "./trapdoor.js"
import { turnoverStep } from "./turnover.js"
import { opposed, sameSide } from "../variant/variant.js"
import { pileDriverOffered } from "./pile-driver.js"
import { facingFoulAppearance } from "./foul-appearance.js"
import { activeAction, multipleBlockThrown } from "./multiple-block.js"
import { brawlerRoll, grabs, guardStopped, juggernautBlitz, stripsBall, useBrawler } from "./block-skills.js"
import { dauntlessLoner, dauntlessRerollChoice, dauntlessRerollOffered } from "./dauntless-reroll.js"
import { indomitableChoice, indomitableOffered } from "./indomitable.js"
import { hasFrenzy } from "./frenzied-rush.js"
import { isSingleDieReroll, useSingleDieReroll } from "./single-die-reroll.js"
import { regurgitationAfterBlock } from "./putrid-regurgitation.js"
import { hitAndRunAfterBlock } from "./hit-and-run.js"
import { tricksterOffer } from "./trickster.js"
import { blockedChainsaw } from "./chainsaw-armour.js"
import { noFollowUpOverVines, viciousVinesBlock } from "./vicious-vines.js"
import { watchOutDodge, watchOutTargeted } from "./watch-out.js"
import { GORED_BY_THE_BULL, goredDice, goredSecondBlock } from "./gored-by-the-bull.js"
import { isBlockDiceReroll, useBlockDiceReroll } from "./block-dice-reroll.js"
import { secondBlockAction } from "./fury-of-the-blood-god.js"

/** Works out the strengths and the number of block dice, once the attacker stands next to the target. */
export interface BlockStartStep {
  readonly _tag: "BlockStart"
  readonly attacker: string
  readonly defender: string
  readonly blitz: boolean
  /** Frenzy's second block of the same action. */
  readonly second: boolean
  /** The attacker's strength for this block after Dauntless, if it was rolled. */
  readonly strength: number | null
  /** The defender's Trickster has been offered, or cannot be (rules/trickster.ts). */
  readonly tricksterAsked?: boolean
}

/** Dauntless: D6 + ST against a stronger target's ST. */
export interface DauntlessStep {
  readonly _tag: "Dauntless"
  readonly block: BlockStartStep
  /**
   * offer: the roll failed and a team re-roll or Blind Rage may re-roll it (rules/dauntless-reroll.ts);
   * loner: a Loner's D6 before the team re-roll; indomitable: it succeeded and Indomitable may
   * double the target's strength (rules/indomitable.ts); absent: the roll.
   */
  readonly stage?: "roll" | "offer" | "loner" | "indomitable"
  readonly rerolled?: boolean
}

/** The block dice: rolled, possibly re-rolled, then one is chosen. */
export interface BlockDiceStep {
  readonly _tag: "BlockDice"
  readonly attacker: string
  readonly defender: string
  readonly count: number
  /** The team whose coach picks the die (the stronger side's). */
  readonly chooser: number
  /**
   * brawler: one Both Down die is being re-rolled (Brawler); single: the die `single` (a star's
   * re-roll of one die, or Pro's once its D6 passed); pro: Pro's D6 for the die `single`.
   */
  readonly stage: "roll" | "choose" | "loner" | "brawler" | "single" | "pro"
  /** The index, in `faces`, of the die a star's single-die re-roll rolls again. */
  readonly single?: number
  readonly faces: ReadonlyArray<number>
  /** The whole roll has been re-rolled (a team re-roll, or a star's re-roll of several dice): no more re-rolls. */
  readonly rerolled: boolean
  /**
   * Dice re-rolled one at a time (Pro, Brawler, a star's single-die re-roll), by index and source:
   * no die is re-rolled twice, but another die of the roll may still be (BB2020), and a re-roll of
   * the whole roll no longer may.
   */
  readonly rerolledDice?: ReadonlyArray<{ readonly die: number; readonly by: string }>
  readonly blitz: boolean
  readonly second: boolean
}

/** Whether no die of the block's roll has been re-rolled, whole or one at a time. */
export const noDieRerolled = (step: BlockDiceStep): boolean => !step.rerolled && (step.rerolledDice === undefined || step.rerolledDice.length === 0)

/** Why this die cannot be re-rolled on its own now (the whole roll re-rolled, or this die already), or null. */
export const singleDieProblem = (step: BlockDiceStep, die: number): string | null =>
  step.rerolled ? "these block dice have already been re-rolled" : step.rerolledDice?.some((d) => d.die === die) === true ? `die ${die} (${faceName(step.faces[die]!)}) has already been re-rolled; no die is re-rolled twice` : null

/** The step with one more die re-rolled on its own. */
export const withDieRerolled = (step: BlockDiceStep, die: number, by: string): BlockDiceStep => ({ ...step, rerolledDice: [...(step.rerolledDice ?? []), { die, by }] })

/** The pushed player is moved one square away from the pusher (or into the crowd). */
export interface PushStep {
  readonly _tag: "Push"
  readonly pusher: string
  readonly pushed: string
  /** The block's own target (not a chain push): it may be followed and knocked down. */
  readonly primary: boolean
  readonly knockDown: boolean
  readonly attacker: string
  readonly blitz: boolean
  readonly second: boolean
  /** A push nobody makes (Death Zone's Waaagh! Drummer): the square it comes from, instead of the pusher's. */
  readonly from?: Square
  /** The team whose coach chooses the squares, when not the pusher's (the Drummer's team). */
  readonly chooser?: number
  /** No player made the push: nobody is credited with what it causes (the crowd's injury). */
  readonly unattributed?: true
}

/** The pushed player lands in the chosen square (after any chain push cleared it). */
export interface PushedToStep {
  readonly _tag: "PushedTo"
  readonly player: string
  readonly to: Square
}

/** The attacker may step into the square the target was pushed out of. */
export interface FollowUpStep {
  readonly _tag: "FollowUp"
  readonly attacker: string
  readonly square: Square
  readonly mustFollow: boolean
}

/** Both Down with Wrestle in play: its owner may put both players down with no armour roll. */
export interface WrestleStep {
  readonly _tag: "Wrestle"
  readonly attacker: string
  readonly defender: string
  /** A Juggernaut's Blitz: the target may not use Wrestle. */
  readonly defenderBarred?: boolean
}

/** After the block resolves: Frenzy may force a second block. */
export interface AfterBlockStep {
  readonly _tag: "AfterBlock"
  readonly attacker: string
  readonly defender: string
  readonly blitz: boolean
  readonly second: boolean
  /** Pile Driver has been offered (and declined) for this block. */
  readonly pileDriverAsked?: boolean
}

type BlockResult = (typeof BLOCK_DIE_FACES)[keyof typeof BLOCK_DIE_FACES]
export const faceName = (face: number): BlockResult => (BLOCK_DIE_FACES as Record<number, BlockResult>)[face]!

/** Whether a team-mate can assist against `target` (standing, tackle zones, adjacent, not marked by anyone else). */
const assists = (ctx: Ctx, state: MatchState, helper: PlayerState, target: PlayerState, exclude: PlayerState): boolean => {
  if (!exertsTackleZone(helper) || helper.id === exclude.id || !isAdjacent(helper.at!, target.at!)) return false
  if (hasSkill(ctx.match, state, playerIndex(ctx, helper.id), "Guard") && !guardStopped(ctx, state, helper)) return true
  return !state.players.some((other) =>
    opposed(ctx.variant, other.team, helper.team) && other.id !== target.id && exertsTackleZone(other) && isAdjacent(other.at!, helper.at!)
  )
}

/** Block dice count and who chooses, from the two strengths. */
export const blockDice = (attack: number, defence: number): { count: number; attackerChooses: boolean } => {
  if (attack === defence) return { count: 1, attackerChooses: true }
  if (attack > defence) return { count: attack > 2 * defence ? 3 : 2, attackerChooses: true }
  return { count: defence > 2 * attack ? 3 : 2, attackerChooses: false }
}

/** BlockThrown during a Block or Blitz action. */
export const throwBlock = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "BlockThrown" }>): Fold<Handled> => {
  if (step.action === "multiple-block") return multipleBlockThrown(ctx, state, step, event)
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, "block", `${who} is acting, not ${nameOf(ctx, event.player)}`)
  if (step.action !== "block" && step.action !== "blitz") return violation(ctx, "block", `a ${step.action} action cannot throw a block`)
  if (step.acted) return violation(ctx, "block", `${who} has already blocked in this action`)
  if (step.action === "blitz" && event.target !== step.target) {
    return violation(ctx, "blitz", `the Blitz was declared against ${nameOf(ctx, step.target!)}, not ${nameOf(ctx, event.target)}`)
  }
  const attacker = state.players[playerIndex(ctx, step.player)]!
  const defender = state.players[playerIndex(ctx, event.target)]!
  if (attacker.posture !== "standing") return violation(ctx, "block", `${who} must be standing to block`)
  if (defender.team === attacker.team) return violation(ctx, "block", `${who} cannot block a team-mate`)
  if (!opposed(ctx.variant, defender.team, attacker.team)) return violation(ctx, "block", `${who} cannot block an ally`)
  if (defender.at === null || defender.posture !== "standing") return violation(ctx, "block", `${nameOf(ctx, event.target)} is not a standing player on the pitch`)
  if (inSewerPit(ctx.variant.pitch, defender.at)) return violation(ctx, "block", `${nameOf(ctx, event.target)} is down a sewer pit and cannot be targeted`)
  // Maple Highgrove's Vicious Vines reaches two squares, once a half (rules/vicious-vines.ts).
  const vines = isAdjacent(attacker.at!, defender.at) ? null : viciousVinesBlock(ctx, state, step, attacker.at!, event.target, defender.at)
  if (!isAdjacent(attacker.at!, defender.at) && vines === null) return violation(ctx, "block", `${nameOf(ctx, event.target)} is not next to ${who}`)
  if (vines !== null && Result.isFailure(vines)) return propagate(vines)
  const start: Step = dumpOffFirst(ctx, state, event.target, { _tag: "BlockStart", attacker: step.player, defender: event.target, blitz: step.action === "blitz", second: false, strength: null })
  const index = playerIndex(ctx, step.player)
  let next = setPlayer(vines?.success ?? state, index, { stats: { ...attacker.stats, blocks: attacker.stats.blocks + 1 } })
  if (step.action !== "blitz") return consumed(schedule(updateTop(next, { ...step, acted: true }), ...facingFoulAppearance(ctx, state, step.player, event.target, [start])))
  // A Blitz's block costs one square of movement, which may be a rush. A rooted player has
  // neither, so a Blitz whose Take Root roll failed cannot block.
  if (isRooted(attacker)) return violation(ctx, "Take Root", `${who} has taken root: the Blitz's block costs a square of movement they cannot use`)
  const { ma, rushes } = movementAllowance(ctx, state, step.player)
  const moved = step.moved + 1
  if (moved > ma + rushes) return violation(ctx, "blitz", `${who} has no movement left to block (MA ${ma} and ${rushes} rushes used)`)
  next = updateTop(next, { ...step, acted: true, moved })
  if (moved <= ma) return consumed(schedule(next, ...facingFoulAppearance(ctx, state, step.player, event.target, [start])))
  return consumed(schedule(next, ...facingFoulAppearance(ctx, state, step.player, event.target, [rush(ctx, state, step.player, [start])])))
}

const rush = (ctx: Ctx, state: MatchState, player: string, onSuccess: ReadonlyArray<Step>): Step => rushTest(ctx, state, player, onSuccess)

const strengthOf = (ctx: Ctx, state: MatchState, block: BlockStartStep) => {
  const a = playerIndex(ctx, block.attacker)
  const d = playerIndex(ctx, block.defender)
  const attacker = state.players[a]!
  const defender = state.players[d]!
  const attackModifiers: Array<Modifier> = []
  const base = block.strength ?? characteristic(ctx.match, state, a, "st")
  // A Ball & Chain player swinging into a team-mate: no assists either way (BB2020 FAQ; FFB's
  // ignoreBlockAssists for a same-team block), strength against strength.
  if (attacker.team === defender.team) {
    return { attack: base, defence: characteristic(ctx.match, state, d, "st"), attackModifiers, defenceModifiers: [] as Array<Modifier>, base }
  }
  if (block.blitz && hasSkill(ctx.match, state, a, "Horns")) attackModifiers.push({ value: 1, source: "skill: Horns (Blitz)" })
  // Bob's Biffin' Helmet (a Special Plays card): +2 ST in the wearer's blocks.
  attackModifiers.push(...bobsHelmet(state, a))
  for (const helper of state.players) {
    if (sameSide(ctx.variant, helper.team, attacker.team) && assists(ctx, state, helper, defender, attacker)) attackModifiers.push({ value: 1, source: `assist: ${nameOf(ctx, helper.id)}` })
  }
  const defenceModifiers: Array<Modifier> = []
  // Gutter Bowl: a block over a barricade gives the target +1 ST (before assists).
  if (attacker.at !== null && defender.at !== null && barricadeBetween(ctx.variant.pitch, attacker.at, defender.at)) {
    defenceModifiers.push({ value: 1, source: "behind a barricade" })
  }
  for (const helper of state.players) {
    if (sameSide(ctx.variant, helper.team, defender.team) && assists(ctx, state, helper, attacker, defender)) defenceModifiers.push({ value: 1, source: `defensive assist: ${nameOf(ctx, helper.id)}` })
  }
  const attack = base + attackModifiers.reduce((t, m) => t + m.value, 0)
  const defence = characteristic(ctx.match, state, d, "st") + defenceModifiers.reduce((t, m) => t + m.value, 0)
  return { attack, defence, attackModifiers, defenceModifiers, base }
}

export const blockStartHandler: StepHandler<BlockStartStep> = {
  expects: () => ({ kind: "nothing", about: "the block's strengths" }),
  auto: (ctx, state, step) => {
    const a = playerIndex(ctx, step.attacker)
    const d = playerIndex(ctx, step.defender)
    if (step.strength === null && hasSkill(ctx.match, state, a, "Dauntless") && characteristic(ctx.match, state, d, "st") > characteristic(ctx.match, state, a, "st")) {
      return done(replaceTop(state, { _tag: "Dauntless", block: step }))
    }
    // Trickster: the defender may first be set on another square next to the blocker (rules/trickster.ts).
    const trickster = tricksterOffer(ctx, state, step)
    if (trickster !== null) return done(replaceTop(state, trickster))
    const { attack, defence, attackModifiers, defenceModifiers } = strengthOf(ctx, state, step)
    const dice = blockDice(attack, defence)
    const attackerChooses = dice.attackerChooses
    // Gored By The Bull's die on a Blitz (rules/gored-by-the-bull.ts).
    const { count, state: gored } = goredDice(ctx, state, step.attacker, step.blitz, dice.count, attackerChooses)
    const chooser = attackerChooses ? state.players[a]!.team : state.players[d]!.team
    // "ST 3+1 = 4": the base strength and what was added to it, so the dice count can be checked.
    const strength = (total: number, modifiers: ReadonlyArray<Modifier>) =>
      modifiers.length === 0 ? `ST ${total}` : `ST ${total - modifiers.reduce((t, m) => t + m.value, 0)}+${modifiers.reduce((t, m) => t + m.value, 0)} = ${total}`
    ctx.outcomes.push({
      _tag: "Note",
      text: `${nameOf(ctx, step.attacker)} (${strength(attack, attackModifiers)}) blocks ${nameOf(ctx, step.defender)} (${strength(defence, defenceModifiers)}): ${count} ${count === 1 ? "die" : "dice"}, ${teamOf(ctx, chooser).name} choose` +
        (attackModifiers.length + defenceModifiers.length > 0 ? ` [${[...attackModifiers, ...defenceModifiers].map((m) => m.source).join(", ")}]` : "")
    })
    ctx.outcomes.push({ _tag: "BlockDiceSet", attacker: step.attacker, defender: step.defender, dice: count, attackerChooses })
    return done(replaceTop(watchOutTargeted(ctx, bobsHelmetUsed(gored, a), step.attacker, step.defender, step.second), {
      _tag: "BlockDice",
      attacker: step.attacker,
      defender: step.defender,
      count,
      chooser,
      stage: "roll",
      faces: [],
      rerolled: false,
      blitz: step.blitz,
      second: step.second
    }))
  }
}

export const dauntlessHandler: StepHandler<DauntlessStep> = {
  expects: (step, state, match) =>
    step.stage === "offer"
      ? { kind: "decision", team: state.players[match.playerIndex.get(step.block.attacker)!]!.team, events: ["RerollUsed", "RerollDeclined"], about: "re-roll the failed Dauntless roll?" }
      : step.stage === "loner"
      ? { kind: "roll", die: "d6", for: "loner", player: step.block.attacker }
      : step.stage === "indomitable"
      ? { kind: "decision", team: state.players[match.playerIndex.get(step.block.attacker)!]!.team, events: ["SkillUsed", "SkillDeclined"], about: "use Indomitable (twice the target's strength)?" }
      : { kind: "roll", die: "d6", for: "dauntless", player: step.block.attacker },
  on: (ctx, state, step, event) => {
    if (step.stage === "offer") return dauntlessRerollChoice(ctx, state, step, event)
    if (step.stage === "loner") return dauntlessLoner(ctx, state, step, event)
    if (step.stage === "indomitable") return indomitableChoice(ctx, state, step, event)
    const rolled = expectRoll(ctx, event, "d6", "dauntless", step.block.attacker, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const st = characteristic(ctx.match, state, playerIndex(ctx, step.block.attacker), "st")
    const target = characteristic(ctx.match, state, playerIndex(ctx, step.block.defender), "st")
    const total = rolled.success.faces[0]! + st
    const { success } = judge(ctx, {
      rule: "Dauntless",
      player: step.block.attacker,
      roll: rolled.success,
      target: target + 1,
      modifiers: [{ value: st, source: "ST" }],
      total,
      result: total > target ? `ST raised to ${target}` : "ST stays",
      success: total > target,
      notes: step.rerolled === true ? ["re-rolled"] : [],
      needed: target + 1 - st
    })
    if (success !== true && dauntlessRerollOffered(ctx, state, step)) return consumed(updateTop(state, { ...step, stage: "offer" }))
    if (success === true && indomitableOffered(ctx, state, step)) return consumed(updateTop(state, { ...step, stage: "indomitable" }))
    return consumed(replaceTop(state, { ...step.block, strength: success ? target : st }))
  }
}

export const blockDiceHandler: StepHandler<BlockDiceStep> = {
  expects: (step) =>
    step.stage === "roll"
      ? { kind: "roll", die: "block", for: "block", player: step.attacker, count: step.count }
      : step.stage === "loner"
      ? { kind: "roll", die: "d6", for: "loner", player: step.attacker }
      : step.stage === "pro"
      ? { kind: "roll", die: "d6", for: "pro", player: step.attacker }
      : step.stage === "brawler" || step.stage === "single"
      ? { kind: "roll", die: "block", for: "block", player: step.attacker, count: 1 }
      : { kind: "decision", team: step.chooser, events: ["BlockDieChosen", "RerollUsed"], about: "choose a block die" },
  on: (ctx, state, step, event) => {
    if (step.stage === "roll") {
      if (event._tag === "SkillUsed" && event.skill.toLowerCase() === GORED_BY_THE_BULL.toLowerCase()) return goredSecondBlock(ctx, state, step, event)
      const rolled = expectRoll(ctx, event, "block", "block", step.attacker, step.count)
      if (rolled._tag === "Failure") return propagate(rolled)
      judge(ctx, {
        rule: "Block dice",
        player: step.attacker,
        roll: rolled.success,
        result: rolled.success.faces.map((face) => faceName(face)).join(", "),
        notes: [`${teamOf(ctx, step.chooser).name} choose`]
      })
      return consumed(updateTop(state, { ...step, stage: "choose", faces: rolled.success.faces }))
    }
    if (step.stage === "loner") {
      const rolled = expectRoll(ctx, event, "d6", "loner", step.attacker, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const a = playerIndex(ctx, step.attacker)
      const target = lonerTarget(ctx.match, state, a)
      const test = testPasses(rolled.success.faces[0]!, target, [])
      const { success } = judge(ctx, { notes: lonerNotes(ctx.match, state, a), rule: "Loner", player: step.attacker, roll: rolled.success, target, total: test.total, result: test.success ? "success" : "failure", success: test.success, needed: test.needed })
      return consumed(updateTop(state, { ...step, stage: success ? "roll" : "choose", rerolled: true }))
    }
    if (step.stage === "brawler") return brawlerRoll(ctx, state, step, event)
    if (step.stage === "single") return singleBlockDieRoll(ctx, state, step, event)
    if (step.stage === "pro") return proBlockDieRoll(ctx, state, step, event)
    if (event._tag === "RerollUsed" && event.source === "skill" && event.skill?.toLowerCase() === "pro") return proBlockDie(ctx, state, step, event.die)
    if (event._tag === "RerollUsed" && event.source === "skill" && event.skill?.toLowerCase() === "brawler") return useBrawler(ctx, state, step)
    if (event._tag === "RerollUsed" && event.source === "skill" && isSingleDieReroll(event.skill)) return singleBlockDie(ctx, state, step, event.skill!, event.die)
    // Unstoppable Momentum, Savage Blow: some of the dice re-rolled (rules/block-dice-reroll.ts).
    if (event._tag === "RerollUsed" && event.source === "skill" && isBlockDiceReroll(event.skill)) return useBlockDiceReroll(ctx, state, step, event)
    if (event._tag === "RerollUsed") {
      if ((event.source === "skill" && !isLordOfChaos(event)) || !noDieRerolled(step)) {
        return violation(ctx, "re-roll", "block dice can be re-rolled once, with a team re-roll of the blocking team in its own turn")
      }
      if (!step.blitz && state.kickOffEffects.includes(LOOSE_DOGS)) {
        return violation(ctx, "Loose Dogs", "Loose Dogs are on the pitch this drive: no team re-roll in a Block action")
      }
      const team = state.players[playerIndex(ctx, step.attacker)]!.team
      const spent = spendTeamRerollFor(ctx.match, state, team, event)
      if (spent._tag === "Failure") return violation(ctx, spent.failure.rule, spent.failure.message)
      const next = spent.success
      const loner = hasSkill(ctx.match, state, playerIndex(ctx, step.attacker), "Loner")
      return consumed(updateTop(next, { ...step, stage: loner ? "loner" : "roll", rerolled: true, faces: loner ? step.faces : [] }))
    }
    let face: number
    let consumedEvent = true
    if (event._tag === "BlockDieChosen") {
      if (!step.faces.includes(event.face)) return violation(ctx, "block die", `face ${event.face} was not rolled (rolled: ${step.faces.join(", ")})`)
      face = event.face
    } else if (step.faces.every((f) => faceName(f) === faceName(step.faces[0]!))) {
      // Only one result to choose from: the choice can be left out of the log.
      face = step.faces[0]!
      consumedEvent = false
    } else {
      return violation(ctx, "block die", `${teamOf(ctx, step.chooser).name} must choose one of the block dice (${step.faces.join(", ")}) first`)
    }
    const next = replaceTop(state, ...blockResult(ctx, state, step, face))
    return consumedEvent ? consumed(next) : passOn(next)
  }
}

/**
 * A star's re-roll of one die (Consummate Professional…: rules/single-die-reroll.ts) on the
 * attacker's block dice: with one die, it is rolled again; with several, `RerollUsed.die` names
 * which (its index in the roll's faces, as FFB's client lets the coach pick it) and that die alone
 * is rolled again, the others kept.
 */
const singleBlockDie = (ctx: Ctx, state: MatchState, step: BlockDiceStep, skill: string, die: number | undefined): Fold<Handled> => {
  if (step.faces.length > 1 && (die === undefined || die >= step.faces.length)) {
    return violation(ctx, skill, `${skill} re-rolls one of the ${step.faces.length} block dice (${step.faces.map(faceName).join(", ")}): name it with RerollUsed's die (0 to ${step.faces.length - 1})`)
  }
  const which = step.faces.length > 1 ? die! : 0
  const problem = singleDieProblem(step, which)
  if (problem !== null) return violation(ctx, "re-roll", problem)
  const spent = useSingleDieReroll(ctx, state, step.attacker, skill, "block")
  if (spent._tag === "Failure") return propagate(spent)
  return consumed(updateTop(spent.success, { ...withDieRerolled(step, which, skill), stage: "single", single: which }))
}

/**
 * Pro on the attacker's block dice (BB2020: once per team turn, in the player's activation, one
 * die — one of several block dice too — but never an armour, injury or casualty die): a D6 `pro`,
 * 3+ the die (named by `RerollUsed.die` when there are several) is rolled again; 1–2 it stands.
 * Either way that die takes no other re-roll, nor the whole roll a team re-roll; another die may
 * still be re-rolled on its own (Brawler, a star's single-die re-roll).
 */
const proBlockDie = (ctx: Ctx, state: MatchState, step: BlockDiceStep, die: number | undefined): Fold<Handled> => {
  const index = playerIndex(ctx, step.attacker)
  const who = nameOf(ctx, step.attacker)
  if (!hasSkill(ctx.match, state, index, "Pro")) return violation(ctx, "Pro", `${who} does not have Pro`)
  if (state.players[index]!.used.includes("Pro")) return violation(ctx, "Pro", `${who} has no unused Pro this turn`)
  if (state.activePlayer !== step.attacker) return violation(ctx, "Pro", `Pro is used in ${who}'s own activation`)
  if (step.faces.length > 1 && (die === undefined || die >= step.faces.length)) {
    return violation(ctx, "Pro", `Pro re-rolls one of the ${step.faces.length} block dice (${step.faces.map(faceName).join(", ")}): name it with RerollUsed's die (0 to ${step.faces.length - 1})`)
  }
  const which = step.faces.length > 1 ? die! : 0
  const problem = singleDieProblem(step, which)
  if (problem !== null) return violation(ctx, "re-roll", problem)
  const used = setPlayer(state, index, { used: [...state.players[index]!.used, "Pro"] })
  return consumed(updateTop(used, { ...withDieRerolled(step, which, "Pro"), stage: "pro", single: which }))
}

const proBlockDieRoll = (ctx: Ctx, state: MatchState, step: BlockDiceStep, event: MatchEvent): Fold<Handled> => {
  const rolled = expectRoll(ctx, event, "d6", "pro", step.attacker, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const test = testPasses(rolled.success.faces[0]!, 3, [])
  const die = step.single!
  judge(ctx, {
    rule: "Pro",
    player: step.attacker,
    roll: rolled.success,
    target: 3,
    total: test.total,
    result: test.success ? "success" : "failure",
    success: test.success,
    notes: [test.success ? `the ${faceName(step.faces[die]!)} block die (die ${die}) is re-rolled` : `the ${faceName(step.faces[die]!)} block die stands, and no other re-roll may take it`],
    needed: test.needed
  })
  return consumed(updateTop(state, { ...step, stage: test.success ? "single" : "choose" }))
}

/** The one die a star's single-die re-roll rolls again, in place of the die named. */
const singleBlockDieRoll = (ctx: Ctx, state: MatchState, step: BlockDiceStep, event: MatchEvent): Fold<Handled> => {
  const rolled = expectRoll(ctx, event, "block", "block", step.attacker, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const die = step.single!
  const faces = step.faces.map((face, i) => (i === die ? rolled.success.faces[0]! : face))
  judge(ctx, {
    rule: "Block dice",
    player: step.attacker,
    roll: rolled.success,
    result: `${faceName(step.faces[die]!)} (die ${die}) re-rolled: ${faceName(rolled.success.faces[0]!)}`,
    notes: [`block dice now ${faces.map(faceName).join(", ")}`, `${teamOf(ctx, step.chooser).name} choose`]
  })
  return consumed(updateTop(state, { ...step, stage: "choose", faces }))
}

const mightyBlow = (ctx: Ctx, state: MatchState, attacker: string) => {
  const index = playerIndex(ctx, attacker)
  return hasSkill(ctx.match, state, index, "Mighty Blow") ? { skill: "Mighty Blow", value: skillNumber(skillValue(ctx.match, state, index, "Mighty Blow"), 1) } : null
}

/** The steps that follow the chosen block die. */
const blockResult = (ctx: Ctx, state: MatchState, step: BlockDiceStep, face: number): ReadonlyArray<Step> => {
  const a = playerIndex(ctx, step.attacker)
  const d = playerIndex(ctx, step.defender)
  const result = faceName(face)
  const after: Step = { _tag: "AfterBlock", attacker: step.attacker, defender: step.defender, blitz: step.blitz, second: step.second }
  const push = (knock: boolean): Step => ({
    _tag: "Push",
    pusher: step.attacker,
    pushed: step.defender,
    primary: true,
    knockDown: knock,
    attacker: step.attacker,
    blitz: step.blitz,
    second: step.second
  })
  ctx.outcomes.push({ _tag: "Note", text: `block result: ${result.replaceAll("-", " ")}` })
  switch (result) {
    case "attacker-down":
      return [knockDown(step.attacker, { cause: "block", by: null, turnover: "knocked-down", modifiers: blockedChainsaw(ctx, state, step.defender) })]
    case "both-down": {
      // Juggernaut on a Blitz: the target's Wrestle is barred, and the attacker may make it a push.
      if (juggernautBlitz(ctx, state, step.attacker, step.blitz)) return [{ _tag: "Juggernaut", block: step }]
      return bothDownResult(ctx, state, step, false)
    }
    case "push":
      return [push(false), after]
    case "defender-stumbles": {
      // Dodge, printed or from Watch Out! (rules/watch-out.ts).
      const dodge = hasSkill(ctx.match, state, d, "Dodge") ? "Dodge" : watchOutDodge(ctx, state, step.attacker, step.defender) ? "Dodge (special rule: Watch Out!)" : null
      // Tackle is no use against a team-mate's Dodge (FFB StepBlockChoice: a same-team block keeps the Dodge).
      const teamMate = state.players[a]!.team === state.players[d]!.team
      const dodges = dodge !== null && (teamMate || !hasSkill(ctx.match, state, a, "Tackle"))
      if (dodges) ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.defender)} uses ${dodge}: only pushed` })
      else if (dodge !== null) ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.attacker)}'s Tackle cancels ${dodge}` })
      return [push(!dodges), after]
    }
    case "pow":
      return [push(true), after]
  }
}

/** Both Down as rolled: Wrestle if either side may use it, else whoever lacks Block goes down. */
export const bothDownResult = (ctx: Ctx, state: MatchState, step: BlockDiceStep, juggernaut: boolean): Array<Step> => {
  const a = playerIndex(ctx, step.attacker)
  const d = playerIndex(ctx, step.defender)
  const after = afterBlock(step)
  if (hasSkill(ctx.match, state, a, "Wrestle") || (hasSkill(ctx.match, state, d, "Wrestle") && !juggernaut)) {
    return [{ _tag: "Wrestle", attacker: step.attacker, defender: step.defender, ...(juggernaut ? { defenderBarred: true } : {}) }, after]
  }
  const steps: Array<Step> = []
  if (!hasSkill(ctx.match, state, d, "Block")) steps.push(knockDown(step.defender, { cause: "block", by: step.attacker, bonus: mightyBlow(ctx, state, step.attacker) }))
  else ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.defender)} has Block and stays up` })
  if (!hasSkill(ctx.match, state, a, "Block")) steps.push(knockDown(step.attacker, { cause: "block", by: null, turnover: "knocked-down", modifiers: blockedChainsaw(ctx, state, step.defender) }))
  else ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.attacker)} has Block and stays up` })
  return [...steps, after]
}

const afterBlock = (step: BlockDiceStep): AfterBlockStep => ({ _tag: "AfterBlock", attacker: step.attacker, defender: step.defender, blitz: step.blitz, second: step.second })

/** The block's target pushed back (knocked down too, for `knock`), then what follows the block. */
export const pushBack = (step: BlockDiceStep, knock: boolean): Array<Step> => [{
  _tag: "Push",
  pusher: step.attacker,
  pushed: step.defender,
  primary: true,
  knockDown: knock,
  attacker: step.attacker,
  blitz: step.blitz,
  second: step.second
}, afterBlock(step)]

/** The three squares away from the pusher (straight or diagonal push). */
export const pushSquares = (from: Square, at: Square): Array<Square> => {
  const dx = Math.sign(at[0] - from[0])
  const dy = Math.sign(at[1] - from[1])
  if (dx !== 0 && dy !== 0) return [[at[0] + dx, at[1] + dy], [at[0] + dx, at[1]], [at[0], at[1] + dy]]
  if (dx !== 0) return [[at[0] + dx, at[1] - 1], [at[0] + dx, at[1]], [at[0] + dx, at[1] + 1]]
  return [[at[0] - 1, at[1] + dy], [at[0], at[1] + dy], [at[0] + 1, at[1] + dy]]
}

/** The squares the pushed player may go to: free ones first, then the crowd, then occupied ones (a chain push). */
/**
 * Whether a push from one square to the next is stopped by the pitch itself (Gutter Bowl): a
 * sideline wall or a barricade between them, or a market stall or sewer pit on it. Pitches without
 * features (Blood Bowl, Sevens) stop no push.
 */
const pushBlocked = (ctx: Ctx, from: Square, to: Square): "wall" | "pit" | null => {
  const { pitch } = ctx.variant
  if (pitch.features.length === 0) return null
  if (wallBetween(pitch, from, to) || barricadeBetween(pitch, from, to)) return "wall"
  if (pitch.contains(to) && isObstacle(pitch, to)) return isSewerPit(pitch, to) ? "pit" : "wall"
  return null
}

/**
 * Where a pushed player may go. In order: a free square (Sidestep: any free neighbour); off the
 * pitch into the crowd; with no such square, into a wall, stall or barricade ("wall": they stay,
 * Gutter Bowl) or a sewer pit ("pit"); else down a chain of players.
 */
export const pushOptions = (ctx: Ctx, state: MatchState, step: PushStep): { squares: Array<Square>; kind: "free" | "crowd" | "chain" | "wall" | "pit" | "stadium-wall" } => {
  const pusher = state.players[playerIndex(ctx, step.pusher)]!
  const pushed = state.players[playerIndex(ctx, step.pushed)]!
  const candidates = pushSquares(step.from ?? pusher.at!, pushed.at!)
  const { pitch } = ctx.variant
  const open = (square: Square) => pushBlocked(ctx, pushed.at!, square) === null
  const free = candidates.filter((square) => open(square) && pitch.contains(square) && playerOn(state, square) === undefined)
  // Grab (the block's target only): no Sidestep; on a Block action, any free neighbour as well.
  const grab = step.primary && grabs(ctx, state, step.attacker)
  if (grab && !step.blitz) {
    const anywhere = neighbours(pushed.at!).filter((square) => open(square) && pitch.contains(square) && playerOn(state, square) === undefined)
    const usual = pushOptions(ctx, state, { ...step, primary: false })
    if (anywhere.length > 0 && (usual.kind === "free" || usual.kind === "crowd" || usual.kind === "chain")) {
      return { squares: [...anywhere, ...usual.squares.filter((square) => !anywhere.some((a) => sameSquare(a, square)))], kind: usual.kind }
    }
    return usual
  }
  if (!grab && hasSkill(ctx.match, state, playerIndex(ctx, step.pushed), "Sidestep")) {
    const anywhere = neighbours(pushed.at!).filter((square) => open(square) && pitch.contains(square) && playerOn(state, square) === undefined)
    if (anywhere.length > 0) return { squares: anywhere, kind: "free" }
  }
  if (free.length > 0) return { squares: free, kind: "free" }
  const crowd = candidates.filter((square) => open(square) && !pitch.contains(square))
  // Enclosed Pitch: the crowd is behind a wall; the player is slammed into it where they stand.
  if (crowd.length > 0 && ctx.variant.crowdWalled === true) return { squares: [pushed.at!], kind: "stadium-wall" }
  if (crowd.length > 0) return { squares: crowd, kind: "crowd" }
  const blocked = candidates.map((square) => pushBlocked(ctx, pushed.at!, square))
  if (blocked.includes("pit")) return { squares: candidates.filter((_, i) => blocked[i] === "pit"), kind: "pit" }
  if (blocked.includes("wall")) return { squares: [pushed.at!], kind: "wall" }
  // A rooted player cannot be pushed on down a chain, so their square is no choice.
  const movable = candidates.filter((square) => !isRooted(playerOn(state, square)!))
  return { squares: movable.length > 0 ? movable : candidates, kind: "chain" }
}

export const pushHandler: StepHandler<PushStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: step.chooser ?? state.players[match.playerIndex.get(step.pusher)!]!.team,
    events: ["PushChosen", "SkillUsed"],
    about: `push ${step.pushed} back`
  }),
  // A rooted player cannot be pushed back: like Stand Firm, but nobody chooses it.
  auto: (ctx, state, step) => {
    if (!isRooted(state.players[playerIndex(ctx, step.pushed)]!)) return undefined
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.pushed)} has taken root and is not pushed back` })
    const steps: Array<Step> = []
    if (step.knockDown) steps.push(knockDown(step.pushed, { cause: "block", by: step.attacker, bonus: mightyBlow(ctx, state, step.attacker) }))
    return done(replaceTop(state, ...steps))
  },
  on: (ctx, state, step, event) => {
    const d = playerIndex(ctx, step.pushed)
    const pushed = state.players[d]!
    // Stand Firm: the target may refuse to be pushed.
    if (event._tag === "SkillUsed" && event.skill.toLowerCase() === "stand firm" && event.player === step.pushed) {
      if (!hasSkill(ctx.match, state, d, "Stand Firm")) return violation(ctx, "Stand Firm", `${nameOf(ctx, step.pushed)} does not have Stand Firm`)
      if (step.primary && juggernautBlitz(ctx, state, step.attacker, step.blitz)) return violation(ctx, "Juggernaut", `${nameOf(ctx, step.pushed)} cannot stand firm against a Juggernaut's Blitz`)
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.pushed)} stands firm` })
      const steps: Array<Step> = []
      if (step.knockDown) steps.push(knockDown(step.pushed, { cause: "block", by: step.attacker, bonus: mightyBlow(ctx, state, step.attacker) }))
      return consumed(replaceTop(state, ...steps))
    }
    const { squares, kind } = pushOptions(ctx, state, step)
    if (kind === "pit") {
      // Gutter Bowl: no free square and a sewer pit behind — into the pit (after a POW!'s fall).
      // At the end of a chain the last player goes in too, leaving their square to the chain.
      let into: Square
      let used = true
      if (event._tag === "PushChosen") {
        const wanted = event.to
        const chosen = wanted === null ? undefined : squares.find((square) => sameSquare(square, wanted))
        if (event.player !== step.pushed || chosen === undefined) {
          return violation(ctx, "push", `${nameOf(ctx, step.pushed)} has no free square and goes into the sewer pit: ${squares.map(squareName).join(" or ")}`)
        }
        into = chosen
      } else if (squares.length === 1) {
        into = squares[0]!
        used = false
      } else {
        return violation(ctx, "push", `choose which sewer pit square ${nameOf(ctx, step.pushed)} is pushed into (PushChosen) before ${event._tag}`)
      }
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.pushed)} has no free square and is pushed into the sewer pit at ${squareName(into)}` })
      const steps: Array<Step> = []
      if (step.knockDown) steps.push(knockDown(step.pushed, { cause: "block", by: step.attacker, bonus: mightyBlow(ctx, state, step.attacker) }))
      steps.push({ _tag: "IntoSewerPit", player: step.pushed, at: into }, ...(step.primary ? followUpSteps(ctx, state, step, pushed.at!) : []))
      return done2(replaceTop(state, ...steps), used)
    }
    if (kind === "wall") {
      // Gutter Bowl: pushed into a wall, stall or barricade, the player stays where they are.
      // At the end of a chain they stay too, so the chain stops: the players pushing into them stay
      // put (PushedTo) and nobody follows up (FollowUp), as at an Enclosed Pitch's wall.
      if (event._tag === "PushChosen" && (event.player !== step.pushed || event.to === null || !sameSquare(event.to, pushed.at!))) {
        return violation(ctx, "push", `${nameOf(ctx, step.pushed)} has no square to be pushed into and is pushed into the wall, staying on ${squareName(pushed.at!)}`)
      }
      ctx.outcomes.push({ _tag: "Note", text: step.primary
        ? `${nameOf(ctx, step.pushed)} has no free square and is pushed into the wall on ${squareName(pushed.at!)}`
        : `${nameOf(ctx, step.pushed)}, pushed on down the chain, has no free square and is pushed into the wall on ${squareName(pushed.at!)}; the chain stops` })
      // Holiday Special: a gingerbread house among the squares behind is pushed into like a wall (its own D6 purpose).
      const house = pushSquares(step.from ?? state.players[playerIndex(ctx, step.pusher)]!.at!, pushed.at!).some((square) => ctx.variant.pitch.contains(square) && isGingerbreadHouse(ctx.variant.pitch, square))
      const into: Step = step.knockDown
        // A POW! into the wall: no D6, they go down where they are.
        ? knockDown(step.pushed, { cause: "block", by: step.attacker, bonus: mightyBlow(ctx, state, step.attacker) })
        : house ? { _tag: "PushedIntoWall", player: step.pushed, purpose: "gingerbread-house" } : { _tag: "PushedIntoWall", player: step.pushed }
      return done2(replaceTop(state, into), event._tag === "PushChosen")
    }
    if (kind === "stadium-wall") {
      // Enclosed Pitch: knocked down in their own square by the stadium wall, whatever the block die.
      if (!step.primary) {
        // At the end of a chain: slammed into the wall and knocked down where they stand, so the
        // chain stops — the players pushing into them stay put (PushedTo) and nobody follows up
        // (FollowUp). A team-mate of the moving team knocked down so is a turnover.
        if (event._tag === "PushChosen" && (event.player !== step.pushed || event.to === null || !sameSquare(event.to, pushed.at!))) {
          return violation(ctx, "push", `${nameOf(ctx, step.pushed)} cannot be pushed into the crowd here: the stadium wall stops them on ${squareName(pushed.at!)}`)
        }
        ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.pushed)}, pushed on down the chain, is slammed into the stadium wall and knocked down on ${squareName(pushed.at!)}; the chain stops` })
        const own = state.activeTeam !== null && sameSide(ctx.variant, state.activeTeam, pushed.team)
        return done2(replaceTop(state, knockDown(step.pushed, { cause: "block", by: step.attacker, turnover: own ? "knocked-down" : null })), event._tag === "PushChosen")
      }
      if (event._tag === "PushChosen" && (event.player !== step.pushed || event.to === null || !sameSquare(event.to, pushed.at!))) {
        return violation(ctx, "push", `${nameOf(ctx, step.pushed)} cannot be pushed into the crowd here: the stadium wall stops them on ${squareName(pushed.at!)}`)
      }
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.pushed)} is slammed into the stadium wall and knocked down on ${squareName(pushed.at!)}` })
      const down = knockDown(step.pushed, { cause: "block", by: step.attacker, bonus: step.knockDown ? mightyBlow(ctx, state, step.attacker) : null })
      return done2(replaceTop(state, down), event._tag === "PushChosen")
    }
    let to: Square
    let consumedEvent = true
    if (event._tag === "PushChosen") {
      if (event.player !== step.pushed) return violation(ctx, "push", `${nameOf(ctx, step.pushed)} is being pushed, not ${nameOf(ctx, event.player)}`)
      const wanted = event.to
      const chosen = wanted === null
        ? squares.find((square) => !ctx.variant.pitch.contains(square))
        : squares.find((square) => sameSquare(square, wanted))
      if (chosen === undefined) {
        const options = [...new Set(squares.map((s) => (ctx.variant.pitch.contains(s) ? squareName(s) : "the crowd")))]
        return violation(ctx, "push", `${nameOf(ctx, step.pushed)} can be pushed to ${options.join(" or ")}, not ${wanted === null ? "the crowd" : squareName(wanted)}`)
      }
      to = chosen
    } else if (squares.length === 1) {
      // A push with one possible square needs no choice in the log.
      to = squares[0]!
      consumedEvent = false
    } else {
      return violation(ctx, "push", `choose where ${nameOf(ctx, step.pushed)} is pushed (PushChosen) before ${event._tag}`)
    }
    const from = pushed.at!
    const steps: Array<Step> = []
    const followUp: Array<Step> = step.primary ? followUpSteps(ctx, state, step, from) : []
    // A loose ball where they are pushed (either ball, while a Ball Clone is in force: the bounce finds its own).
    const ballHere = looseBallOn(state, to)
    // Grab may offer free squares beside the crowd or a chain: the square chosen says which.
    if (!ctx.variant.pitch.contains(to)) {
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.pushed)} is pushed into the crowd` })
      const hadBall = holdsBall(state, pushed.id)
      // Solemn and Silent: no injury; they come back at the start of their team's next turn.
      const givenBack = ctx.variant.crowdGivesBack === true
      steps.push(...followUp, ...(givenBack ? [] : [intoTheCrowd(ctx, pushed.team, step.pushed, step.unattributed === true ? null : step.attacker)]))
      if (hadBall) {
        if (state.activeTeam !== null && sameSide(ctx.variant, state.activeTeam, pushed.team)) steps.unshift(turnoverStep("pushed-into-crowd", pushed.team, pushed.id))
        steps.push({ _tag: "ThrowIn", from, stage: "direction", direction: null })
      }
      // Off the pitch and into the dugout; the injury roll then decides the box.
      let next = setPlayer(hadBall ? withState(withBallOf(state, pushed.id), { ball: { at: from, carrier: null, inPlay: false } }) : state, d, { at: null, box: "reserves", posture: "standing" })
      if (givenBack) next = withState(next, { kickOffEffects: [...next.kickOffEffects, comesBackFromCrowd(pushed.id, from)] })
      return done2(replaceTop(next, ...steps), consumedEvent)
    }
    const occupant = playerOn(state, to)
    if (occupant !== undefined) {
      steps.push({
        _tag: "Push", pusher: step.pushed, pushed: occupant.id, primary: false, knockDown: false, attacker: step.attacker, blitz: step.blitz, second: step.second,
        ...(step.chooser === undefined ? {} : { chooser: step.chooser }), ...(step.unattributed === true ? { unattributed: true as const } : {})
      })
    }
    steps.push({ _tag: "PushedTo", player: step.pushed, to }, ...followUp)
    if (step.knockDown) steps.push(knockDown(step.pushed, { cause: "block", by: step.attacker, bonus: mightyBlow(ctx, state, step.attacker) }))
    else if (step.primary && stripsBall(ctx, state, step.attacker, step.pushed)) steps.push({ _tag: "StripBall", player: step.pushed })
    // A player pushed onto a loose ball does not pick it up: it bounces (after the knock-down's
    // armour roll when they also go down, which bounces it itself).
    if (ballHere && !step.knockDown) steps.push({ _tag: "Bounce", from: to, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
    return done2(replaceTop(state, ...steps), consumedEvent)
  }
}

const done2 = (state: MatchState, consumedEvent: boolean): Fold<Handled> => (consumedEvent ? consumed(state) : passOn(state))

const followUpSteps = (ctx: Ctx, state: MatchState, step: PushStep, square: Square): Array<Step> => {
  if (activeAction(state) === "multiple-block") return []
  if (noFollowUpOverVines(state.players[playerIndex(ctx, step.attacker)]!.at, square)) return []
  if (hasSkill(ctx.match, state, playerIndex(ctx, step.pushed), "Fend") && juggernautBlitz(ctx, state, step.attacker, step.blitz)) {
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.pushed)} cannot use Fend against a Juggernaut's Blitz` })
  } else if (hasSkill(ctx.match, state, playerIndex(ctx, step.pushed), "Fend")) {
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.pushed)}'s Fend: no follow-up` })
    return []
  }
  // Frenzy, and a Ball & Chain player's block (rules/ball-and-chain.ts), must follow up.
  const mustFollow = hasFrenzy(ctx, state, playerIndex(ctx, step.attacker)) || hasSkill(ctx.match, state, playerIndex(ctx, step.attacker), "Ball & Chain")
  return [{ _tag: "FollowUp", attacker: step.attacker, square, mustFollow }]
}

/** Gutter Bowl: pushed into a wall, stall or barricade by a Push Back (not a POW!): a D6, 1–3 stays up, 4+ falls over. */
export interface PushedIntoWallStep {
  readonly _tag: "PushedIntoWall"
  readonly player: string
  /** The D6's purpose: `wall`, or `gingerbread-house` for a push into a house (Holiday Special, the same 4+). */
  readonly purpose?: "gingerbread-house"
}

/** Whether a player falling over against the wall is one of the moving team's (the last of a chain push): a turnover. */
const ownFall = (ctx: Ctx, state: MatchState, player: string): boolean => {
  const team = state.players[playerIndex(ctx, player)]!.team
  return state.activeTeam !== null && sameSide(ctx.variant, state.activeTeam, team)
}

export const pushedIntoWallHandler: StepHandler<PushedIntoWallStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: step.purpose ?? "wall", player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", step.purpose ?? "wall", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const falls = face >= 4
    judge(ctx, { rule: step.purpose === "gingerbread-house" ? "Pushed into the gingerbread house" : "Pushed into the wall", player: step.player, roll: rolled.success, total: face, target: 4, result: falls ? "falls over" : "bounces off and stays up" })
    const turnover = falls && ownFall(ctx, state, step.player) ? "fell-over" as const : null
    return consumed(falls ? replaceTop(state, knockDown(step.player, { cause: "fall", by: null, turnover })) : replaceTop(state))
  }
}

/**
 * Gutter Bowl: a player goes down a sewer pit at `at` (unless a POW!'s injury already took them
 * off the pitch). They lose their tackle zone while there; a ball they held goes in with them and
 * is put back at once (D8, `sewer-pit`). If another player is already on that pit square, a D8
 * (`sewer-pit`, `player` set) from it places them, re-rolled until it names a free square of the
 * pit.
 */
export interface IntoSewerPitStep {
  readonly _tag: "IntoSewerPit"
  readonly player: string
  readonly at: Square
  /** A thrown team-mate coming down into the pit: in the air (off the pitch) until placed. */
  readonly thrown?: boolean | undefined
}

const intoPit = (ctx: Ctx, state: MatchState, player: string, at: Square): MatchState => {
  const index = playerIndex(ctx, player)
  let next = withBallOf(setPlayer(state, index, { at, lostTackleZones: true }), player)
  if (next.ball.carrier !== player) return replaceTop(next)
  next = withState(next, { ball: { at, carrier: null, inPlay: true } })
  return replaceTop(next, reentry(ctx, at, { kind: "arrive", context: { kickOff: false }, more: ctx.variant.bounces - 1, lastOnPitch: at }))
}

export const intoSewerPitHandler: StepHandler<IntoSewerPitStep> = {
  expects: (step) => ({ kind: "roll", die: "d8", for: "sewer-pit", player: step.player }),
  auto: (ctx, state, step) => {
    const player = state.players[playerIndex(ctx, step.player)]!
    if (player.at === null && step.thrown !== true) return done(replaceTop(state))
    const occupant = playerOn(state, step.at)
    if (occupant === undefined || occupant.id === step.player) return done(intoPit(ctx, state, step.player, step.at))
    return undefined
  },
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d8", "sewer-pit", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const to: Square = stepSquare(step.at, D8_DIRECTIONS[rolled.success.faces[0]! - 1]!)
    const fits = ctx.variant.pitch.contains(to) && isSewerPit(ctx.variant.pitch, to) && playerOn(state, to) === undefined
    judge(ctx, { rule: "Two in one pit", player: step.player, roll: rolled.success, result: fits ? `placed on ${squareName(to)}` : `${squareName(to)} will not do: roll again` })
    return consumed(fits ? intoPit(ctx, state, step.player, to) : state)
  }
}

export const pushedToHandler: StepHandler<PushedToStep> = {
  expects: () => ({ kind: "nothing", about: "the pushed player moves" }),
  auto: (ctx, state, step) => {
    const index = playerIndex(ctx, step.player)
    // A chain that stopped in front of them (Enclosed Pitch: the last player slammed into the wall): they stay.
    const there = playerOn(state, step.to)
    if (there !== undefined && there.id !== step.player) {
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} stays on their square: ${nameOf(ctx, there.id)} is still on ${squareName(step.to)}` })
      return done(replaceTop(state))
    }
    let next = withBallOf(setPlayer(state, index, { at: step.to }), step.player)
    if (next.ball.carrier === step.player) next = withState(next, {ball: { ...next.ball, at: step.to } })
    // Pushed onto an open trapdoor: it is rolled for before anything else happens to the player.
    return done(replaceTop(next, ...enteringSquare(ctx, next, step.player, step.to)))
  }
}

export const followUpHandler: StepHandler<FollowUpStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.attacker)!]!.team,
    events: ["FollowUpChosen"],
    about: "follow up?"
  }),
  // The square left is not free (the chain stopped at the stadium wall): there is nothing to follow into.
  auto: (ctx, state, step) => {
    const there = playerOn(state, step.square)
    if (there === undefined || there.id === step.attacker) return undefined
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.attacker)} cannot follow up: ${nameOf(ctx, there.id)} is still on ${squareName(step.square)}` })
    return done(replaceTop(state))
  },
  on: (ctx, state, step, event) => {
    const index = playerIndex(ctx, step.attacker)
    const follow = (state2: MatchState) => {
      let next = withBallOf(setPlayer(state2, index, { at: step.square }), step.attacker)
      if (next.ball.carrier === step.attacker) next = withState(next, {ball: { ...next.ball, at: step.square } })
      return replaceTop(next, ...enteringSquare(ctx, next, step.attacker, step.square))
    }
    if (event._tag !== "FollowUpChosen") {
      // Frenzy follows up without a choice (unless rooted); otherwise a missing choice means staying put.
      return passOn(step.mustFollow && !isRooted(state.players[index]!) ? follow(state) : replaceTop(state))
    }
    if (event.player !== step.attacker) return violation(ctx, "follow-up", `${nameOf(ctx, step.attacker)} decides whether to follow up, not ${nameOf(ctx, event.player)}`)
    if (event.follow && isRooted(state.players[index]!)) return violation(ctx, "Take Root", `${nameOf(ctx, step.attacker)} has taken root and cannot follow up`)
    if (step.mustFollow && !event.follow) return violation(ctx, "Frenzy", `${nameOf(ctx, step.attacker)} has ${hasFrenzy(ctx, state, playerIndex(ctx, step.attacker)) ? "Frenzy" : "Ball & Chain"} and must follow up`)
    if (playerOn(state, step.square) !== undefined && event.follow) return violation(ctx, "follow-up", `${squareName(step.square)} is no longer free`)
    return consumed(event.follow ? follow(state) : replaceTop(state))
  }
}

export const afterBlockHandler: StepHandler<AfterBlockStep> = {
  expects: () => ({ kind: "nothing", about: "after the block" }),
  auto: (ctx, state, step) => {
    if (step.pileDriverAsked !== true && pileDriverOffered(ctx, state, step)) return done(replaceTop(state, { _tag: "PileDriver", after: step }))
    const a = playerIndex(ctx, step.attacker)
    const attacker = state.players[a]!
    const defender = state.players[playerIndex(ctx, step.defender)]!
    let next = replaceTop(state)
    // A Block action is over once its block is; a Blitz may go on moving.
    const top = next.stack[next.stack.length - 1]
    if (top?._tag === "Activation" && top.action === "block" && !hasFrenzy(ctx, state, a)) next = updateTop(next, { ...top, finished: true })
    // Multiple Block's two blocks are all the action has: no Frenzy block after them.
    // Frenzy, printed or from Glart's Frenzied Rush (rules/frenzied-rush.ts).
    const frenzy = hasFrenzy(ctx, state, a) && !step.second && state.turnover === null && activeAction(state) !== "multiple-block"
    const again = frenzy && attacker.at !== null && attacker.posture === "standing" && defender.at !== null && defender.posture === "standing" && isAdjacent(attacker.at, defender.at)
    if (!again) {
      if (top?._tag === "Activation" && top.action === "block") {
        // Unless Fury of the Blood God gives a second Block action (rules/fury-of-the-blood-god.ts).
        const fury = secondBlockAction(ctx, next, { ...top, finished: true })
        // Bilerot may still vomit, once a game (rules/putrid-regurgitation.ts); then Hit and Run's free square (rules/hit-and-run.ts).
        next = schedule(updateTop(fury.state, fury.activation), ...regurgitationAfterBlock(ctx, fury.state, step.attacker), ...hitAndRunAfterBlock(ctx, fury.state, step.attacker))
      } else if (top?._tag === "Activation" && top.action === "blitz") {
        next = schedule(next, ...hitAndRunAfterBlock(ctx, next, step.attacker))
      }
      return done(next)
    }
    ctx.outcomes.push({ _tag: "Note", text: `Frenzy: ${nameOf(ctx, step.attacker)} must block again` })
    const second: BlockStartStep = { _tag: "BlockStart", attacker: step.attacker, defender: step.defender, blitz: step.blitz, second: true, strength: null }
    if (!step.blitz) return done(schedule(next, second))
    // The second block of a Blitz costs another square of movement.
    if (top?._tag !== "Activation") return done(schedule(next, second))
    const { ma, rushes } = movementAllowance(ctx, next, step.attacker)
    const moved = top.moved + 1
    if (moved > ma + rushes) return done(next)
    next = updateTop(next, { ...top, moved })
    return done(schedule(next, moved <= ma ? second : rush(ctx, next, step.attacker, [second])))
  }
}

/** Both Down without Wrestle: whoever lacks Block goes down, the attacker's fall ending the turn. */
const bothDown = (ctx: Ctx, state: MatchState, step: WrestleStep): Array<Step> => {
  const steps: Array<Step> = []
  if (!hasSkill(ctx.match, state, playerIndex(ctx, step.defender), "Block")) steps.push(knockDown(step.defender, { cause: "block", by: step.attacker, bonus: mightyBlow(ctx, state, step.attacker) }))
  if (!hasSkill(ctx.match, state, playerIndex(ctx, step.attacker), "Block")) steps.push(knockDown(step.attacker, { cause: "block", by: null, turnover: "knocked-down" }))
  return steps
}

export const wrestleHandler: StepHandler<WrestleStep> = {
  expects: () => ({ kind: "decision", team: null, events: ["SkillUsed"], about: "use Wrestle?" }),
  on: (ctx, state, step, event) => {
    const wrestler = event._tag === "SkillUsed" && event.skill.toLowerCase() === "wrestle" ? event.player : undefined
    if (wrestler === undefined) return passOn(replaceTop(state, ...bothDown(ctx, state, step)))
    if ((wrestler !== step.attacker && wrestler !== step.defender) || !hasSkill(ctx.match, state, playerIndex(ctx, wrestler), "Wrestle")) {
      return violation(ctx, "Wrestle", `${nameOf(ctx, wrestler)} cannot use Wrestle in this block`)
    }
    if (wrestler === step.defender && step.defenderBarred === true) return violation(ctx, "Juggernaut", `${nameOf(ctx, wrestler)} cannot use Wrestle against a Juggernaut's Blitz`)
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, wrestler)} wrestles: both players go down, no armour roll` })
    let next = state
    const steps: Array<Step> = []
    for (const id of [step.defender, step.attacker]) {
      const index = playerIndex(ctx, id)
      const player = next.players[index]!
      next = withBallOf(setPlayer(next, index, { posture: "prone", used: uprooted(player) }), id)
      if (next.ball.carrier === id) {
        // Only the moving team losing the ball it held makes this a turnover.
        if (next.activeTeam !== null && sameSide(ctx.variant, next.activeTeam, player.team)) steps.push(turnoverStep("ball-carrier-down", player.team, id))
        next = withState(next, {ball: { at: player.at, carrier: null, inPlay: true } })
        steps.push(droppedBall(ctx, next, id, player.at!, "placed-prone"))
      }
    }
    return consumed(replaceTop(next, ...steps))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "rules/block": AfterBlockStep | BlockDiceStep | BlockStartStep | DauntlessStep | FollowUpStep | IntoSewerPitStep | PushedIntoWallStep | PushedToStep | PushStep | WrestleStep
  }
}

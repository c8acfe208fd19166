// The block (BB2020): its declaration and the strengths, the block dice and the choice of one, and
// what each result does. The push chain is core/push.ts; the follow-up, Frenzy's second block and
// Wrestle are core/follow-up.ts.
import { above } from "./above.js"
import { rushTest } from "./rush.js"
import { Result } from "effect"
import { barricadeBetween, inSewerPit } from "../model/features.js"
import { BLOCK_DIE_FACES, type MatchEvent } from "@sidelines/schema"
import { characteristic, hasSkill, skillValue } from "../model/match.js"
import { skillNumber } from "../model/skills.js"
import { isAdjacent } from "../model/square.js"
import type { MatchState, PlayerState } from "../model/state.js"
import { type ActivationStep, movementAllowance, withActivation } from "./activation.js"
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
  replaceTop,
  schedule,
  setPlayer,
  type StepHandler,
  teamOf,
  testPasses,
  updateTop,
  violation
} from "./context.js"
import { knockDown } from "./knock-down.js"
import type { Modifier } from "../model/outcome.js"
import { LOOSE_DOGS } from "./effects.js"
import type { Step } from "../model/step.js"
import { exertsTackleZone } from "./tackle-zones.js"
import { opposed, sameSide } from "./variant/variant.js"
import type { AfterBlockStep } from "./follow-up.js"

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
  /** The defender's Trickster has been offered, or cannot be (skills/trickster.ts). */
  readonly tricksterAsked?: boolean
}

/** Dauntless: D6 + ST against a stronger target's ST. */
export interface DauntlessStep {
  readonly _tag: "Dauntless"
  readonly block: BlockStartStep
  /**
   * offer: the roll failed and a team re-roll or Blind Rage may re-roll it (skills/dauntless-reroll.ts);
   * loner: a Loner's D6 before the team re-roll; indomitable: it succeeded and Indomitable may
   * double the target's strength (stars/indomitable.ts); absent: the roll.
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

type BlockResult = (typeof BLOCK_DIE_FACES)[keyof typeof BLOCK_DIE_FACES]
export const faceName = (face: number): BlockResult => (BLOCK_DIE_FACES as Record<number, BlockResult>)[face]!

/** Whether a team-mate can assist against `target` (standing, tackle zones, adjacent, not marked by anyone else). */
const assists = (ctx: Ctx, state: MatchState, helper: PlayerState, target: PlayerState, exclude: PlayerState): boolean => {
  if (!exertsTackleZone(helper) || helper.id === exclude.id || !isAdjacent(helper.at!, target.at!)) return false
  if (hasSkill(ctx.match, state, playerIndex(ctx, helper.id), "Guard") && !above.guardStopped(ctx, state, helper)) return true
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
  if (step.action === "multiple-block") return above.multipleBlockThrown(ctx, state, step, event)
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
  // Maple Highgrove's Vicious Vines reaches two squares, once a half (stars/vicious-vines.ts).
  const vines = isAdjacent(attacker.at!, defender.at) ? null : above.viciousVinesBlock(ctx, state, step, attacker.at!, event.target, defender.at)
  if (!isAdjacent(attacker.at!, defender.at) && vines === null) return violation(ctx, "block", `${nameOf(ctx, event.target)} is not next to ${who}`)
  if (vines !== null && Result.isFailure(vines)) return propagate(vines)
  const start: Step = above.dumpOffFirst(ctx, state, event.target, { _tag: "BlockStart", attacker: step.player, defender: event.target, blitz: step.action === "blitz", second: false, strength: null })
  const index = playerIndex(ctx, step.player)
  let next = setPlayer(vines?.success ?? state, index, { stats: { ...attacker.stats, blocks: attacker.stats.blocks + 1 } })
  if (step.action !== "blitz") return consumed(schedule(updateTop(next, withActivation(step, { acted: true })), ...above.facingFoulAppearance(ctx, state, step.player, event.target, [start])))
  // A Blitz's block costs one square of movement, which may be a rush. A rooted player has
  // neither, so a Blitz whose Take Root roll failed cannot block.
  if (above.isRooted(attacker)) return violation(ctx, "Take Root", `${who} has taken root: the Blitz's block costs a square of movement they cannot use`)
  const { ma, rushes } = movementAllowance(ctx, state, step.player)
  const moved = step.moved + 1
  if (moved > ma + rushes) return violation(ctx, "blitz", `${who} has no movement left to block (MA ${ma} and ${rushes} rushes used)`)
  next = updateTop(next, withActivation(step, { acted: true, moved }))
  if (moved <= ma) return consumed(schedule(next, ...above.facingFoulAppearance(ctx, state, step.player, event.target, [start])))
  return consumed(schedule(next, ...above.facingFoulAppearance(ctx, state, step.player, event.target, [rush(ctx, state, step.player, [start])])))
}

export const rush = (ctx: Ctx, state: MatchState, player: string, onSuccess: ReadonlyArray<Step>): Step => rushTest(ctx, state, player, onSuccess)

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
  attackModifiers.push(...above.bobsHelmet(state, a))
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
    // Trickster: the defender may first be set on another square next to the blocker (skills/trickster.ts).
    const trickster = above.tricksterOffer(ctx, state, step)
    if (trickster !== null) return done(replaceTop(state, trickster))
    const { attack, defence, attackModifiers, defenceModifiers } = strengthOf(ctx, state, step)
    const dice = blockDice(attack, defence)
    const attackerChooses = dice.attackerChooses
    // Gored By The Bull's die on a Blitz (stars/gored-by-the-bull.ts).
    const { count, state: gored } = above.goredDice(ctx, state, step.attacker, step.blitz, dice.count, attackerChooses)
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
    return done(replaceTop(above.watchOutTargeted(ctx, above.bobsHelmetUsed(gored, a), step.attacker, step.defender, step.second), {
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
    if (step.stage === "offer") return above.dauntlessRerollChoice(ctx, state, step, event)
    if (step.stage === "loner") return above.dauntlessLoner(ctx, state, step, event)
    if (step.stage === "indomitable") return above.indomitableChoice(ctx, state, step, event)
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
    if (success !== true && above.dauntlessRerollOffered(ctx, state, step)) return consumed(updateTop(state, { ...step, stage: "offer" }))
    if (success === true && above.indomitableOffered(ctx, state, step)) return consumed(updateTop(state, { ...step, stage: "indomitable" }))
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
      if (event._tag === "SkillUsed" && event.skill.toLowerCase() === above.GORED_BY_THE_BULL.toLowerCase()) return above.goredSecondBlock(ctx, state, step, event)
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
      const target = above.lonerTarget(ctx.match, state, a)
      const test = testPasses(rolled.success.faces[0]!, target, [])
      const { success } = judge(ctx, { notes: above.lonerNotes(ctx.match, state, a), rule: "Loner", player: step.attacker, roll: rolled.success, target, total: test.total, result: test.success ? "success" : "failure", success: test.success, needed: test.needed })
      return consumed(updateTop(state, { ...step, stage: success ? "roll" : "choose", rerolled: true }))
    }
    if (step.stage === "brawler") return above.brawlerRoll(ctx, state, step, event)
    if (step.stage === "single") return singleBlockDieRoll(ctx, state, step, event)
    if (step.stage === "pro") return proBlockDieRoll(ctx, state, step, event)
    if (event._tag === "RerollUsed" && event.source === "skill" && event.skill?.toLowerCase() === "pro") return proBlockDie(ctx, state, step, event.die)
    if (event._tag === "RerollUsed" && event.source === "skill" && event.skill?.toLowerCase() === "brawler") return above.useBrawler(ctx, state, step)
    if (event._tag === "RerollUsed" && event.source === "skill" && above.isSingleDieReroll(event.skill)) return singleBlockDie(ctx, state, step, event.skill!, event.die)
    // Unstoppable Momentum, Savage Blow: some of the dice re-rolled (stars/block-dice-reroll.ts).
    if (event._tag === "RerollUsed" && event.source === "skill" && above.isBlockDiceReroll(event.skill)) return above.useBlockDiceReroll(ctx, state, step, event)
    if (event._tag === "RerollUsed") {
      if ((event.source === "skill" && !above.isLordOfChaos(event)) || !noDieRerolled(step)) {
        return violation(ctx, "re-roll", "block dice can be re-rolled once, with a team re-roll of the blocking team in its own turn")
      }
      if (!step.blitz && state.kickOffEffects.includes(LOOSE_DOGS)) {
        return violation(ctx, "Loose Dogs", "Loose Dogs are on the pitch this drive: no team re-roll in a Block action")
      }
      const team = state.players[playerIndex(ctx, step.attacker)]!.team
      const spent = above.spendTeamRerollFor(ctx.match, state, team, event)
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
 * A star's re-roll of one die (Consummate Professional…: stars/single-die-reroll.ts) on the
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
  const spent = above.useSingleDieReroll(ctx, state, step.attacker, skill, "block")
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

export const mightyBlow = (ctx: Ctx, state: MatchState, attacker: string) => {
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
      return [knockDown(step.attacker, { cause: "block", by: null, turnover: "knocked-down", modifiers: above.blockedChainsaw(ctx, state, step.defender) })]
    case "both-down": {
      // Juggernaut on a Blitz: the target's Wrestle is barred, and the attacker may make it a push.
      if (above.juggernautBlitz(ctx, state, step.attacker, step.blitz)) return [{ _tag: "Juggernaut", block: step }]
      return bothDownResult(ctx, state, step, false)
    }
    case "push":
      return [push(false), after]
    case "defender-stumbles": {
      // Dodge, printed or from Watch Out! (stars/watch-out.ts).
      const dodge = hasSkill(ctx.match, state, d, "Dodge") ? "Dodge" : above.watchOutDodge(ctx, state, step.attacker, step.defender) ? "Dodge (special rule: Watch Out!)" : null
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
  if (!hasSkill(ctx.match, state, a, "Block")) steps.push(knockDown(step.attacker, { cause: "block", by: null, turnover: "knocked-down", modifiers: above.blockedChainsaw(ctx, state, step.defender) }))
  else ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.attacker)} has Block and stays up` })
  return [...steps, after]
}

export const afterBlock = (step: BlockDiceStep): AfterBlockStep => ({ _tag: "AfterBlock", attacker: step.attacker, defender: step.defender, blitz: step.blitz, second: step.second })

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/block": BlockDiceStep | BlockStartStep | DauntlessStep
  }
}

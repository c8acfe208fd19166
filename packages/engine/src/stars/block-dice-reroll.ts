import type { MatchEvent } from "@sidelines/schema"
import type { MatchState } from "../model/state.js"
import { type BlockDiceStep, faceName, noDieRerolled } from "../core/block.js"
import { consumed, type Ctx, expectRoll, type Fold, type Handled, judge, nameOf, playerIndex, propagate, replaceTop, type StepHandler, updateTop, violation } from "../core/context.js"
import { activeAction } from "../skills/multiple-block.js"
import { savageBlow } from "./savage-blow.js"
import { unstoppableMomentum } from "./unstoppable-momentum.js"

/**
 * A star's re-roll of some of the block dice he rolled, not all of them: Unstoppable Momentum (one
 * die, on a Blitz: stars/unstoppable-momentum.ts) and Savage Blow (any number, once a game:
 * stars/savage-blow.ts). FFB's `StepBlockRoll` takes the dice's indexes
 * (`ClientCommandUseSingleBlockDieReRoll`, `ClientCommandUseMultiBlockDiceReRoll`) and rolls only
 * those. Dice showing the same face are alike, so our log names them by face: after `RerollUsed`
 * `{ source: "skill", skill: <rule> }`, one `BlockDieChosen` `{ face }` for each die re-rolled, then
 * the `block` roll of that many dice. Choices can be left out where they say nothing: the roll of
 * every die still unnamed, or of some of them when those all show the same result. Then the dice
 * are chosen from as usual; these dice are re-rolled, so no other re-roll follows (FFB lets Pro or
 * a single-die re-roll take a die not yet re-rolled: no star with these rules has one).
 */
export interface Rule {
  readonly rule: string
  /** Dice re-rolled at most; null for any number. */
  readonly max: number | null
  /** "once a game", "once a Blitz": for the notes. */
  readonly limit: string
  /** Why the attacker cannot use it on these dice now, or null. */
  readonly refused: (ctx: Ctx, state: MatchState, step: BlockDiceStep) => string | null
  /** The state with the rule spent. */
  readonly spend: (ctx: Ctx, state: MatchState, step: BlockDiceStep) => MatchState
}

const RULES: ReadonlyArray<Rule> = [unstoppableMomentum, savageBlow]

const ruleOf = (skill: string | undefined): Rule | undefined => RULES.find((r) => r.rule.toLowerCase() === (skill ?? "").toLowerCase())

export const isBlockDiceReroll = (skill: string | undefined): boolean => ruleOf(skill) !== undefined

/** The dice being named for the re-roll; the block's dice step waits beneath it, replaced when they are rolled. */
export interface BlockDiceRerollStep {
  readonly _tag: "BlockDiceReroll"
  readonly rule: string
  readonly block: BlockDiceStep
  /** Indexes into the block's faces of the dice named so far. */
  readonly picked: ReadonlyArray<number>
}

/** `RerollUsed` with the rule, while the block dice wait to be chosen from. */
export const useBlockDiceReroll = (ctx: Ctx, state: MatchState, step: BlockDiceStep, event: Extract<MatchEvent, { _tag: "RerollUsed" }>): Fold<Handled> => {
  const rule = ruleOf(event.skill)!
  const attacker = state.players[playerIndex(ctx, step.attacker)]!
  if (ctx.match.teamIndex.get(event.team) !== attacker.team || (event.player !== undefined && event.player !== step.attacker)) {
    return violation(ctx, rule.rule, `only ${nameOf(ctx, step.attacker)}, who rolled these block dice, can use ${rule.rule} on them`)
  }
  if (!noDieRerolled(step)) return violation(ctx, rule.rule, "these block dice have already been re-rolled")
  // FFB's Multiple Block rolls its dice in a step of its own, which offers neither rule.
  if (activeAction(state) === "multiple-block") return violation(ctx, rule.rule, `${rule.rule} is not used on the blocks of a Multiple Block`)
  const refused = rule.refused(ctx, state, step)
  if (refused !== null) return violation(ctx, rule.rule, refused)
  ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.attacker)} uses ${rule.rule} (${rule.limit}): ${rule.max === 1 ? "one block die is" : "block dice are"} re-rolled` })
  return consumed(replaceTop(rule.spend(ctx, state, step), { _tag: "BlockDiceReroll", rule: rule.rule, block: step, picked: [] }))
}

const unpicked = (step: BlockDiceRerollStep): Array<number> => step.block.faces.map((_, i) => i).filter((i) => !step.picked.includes(i))

/** How many dice the roll is now known to be for, if the choices are complete. */
const dueCount = (step: BlockDiceRerollStep, rule: Rule): number | undefined => {
  if (rule.max !== null && step.picked.length === rule.max) return rule.max
  if (step.picked.length === step.block.faces.length) return step.picked.length
  return undefined
}

export const blockDiceRerollHandler: StepHandler<BlockDiceRerollStep> = {
  expects: (step, state, match) => {
    const due = dueCount(step, ruleOf(step.rule)!)
    if (due !== undefined) return { kind: "roll", die: "block", for: "block", player: step.block.attacker, count: due }
    return { kind: "decision", team: state.players[match.playerIndex.get(step.block.attacker)!]!.team, events: ["BlockDieChosen", "DiceRolled"], about: `name a block die to re-roll with ${step.rule}, or roll them` }
  },
  on: (ctx, state, step, event) => {
    const rule = ruleOf(step.rule)!
    if (event._tag === "BlockDieChosen") {
      if (rule.max !== null && step.picked.length >= rule.max) return violation(ctx, rule.rule, `${rule.rule} re-rolls ${rule.max === 1 ? "one die" : `${rule.max} dice`}`)
      const index = unpicked(step).find((i) => step.block.faces[i] === event.face)
      if (index === undefined) return violation(ctx, rule.rule, `no block die left showing ${event.face} to re-roll (rolled: ${step.block.faces.join(", ")})`)
      return consumed(updateTop(state, { ...step, picked: [...step.picked, index] }))
    }
    if (event._tag !== "DiceRolled") return violation(ctx, rule.rule, `name the block dice ${rule.rule} re-rolls (BlockDieChosen), then roll them`)
    const rest = unpicked(step)
    const implied = event.faces.length - step.picked.length
    const alike = rest.slice(1).every((i) => faceName(step.block.faces[i]!) === faceName(step.block.faces[rest[0]!]!))
    if (implied < 0 || (implied > 0 && implied !== rest.length && !alike) || (rule.max !== null && event.faces.length > rule.max)) {
      return violation(ctx, rule.rule, `the roll does not match the dice named for ${rule.rule}: name each die re-rolled (BlockDieChosen) when they differ`)
    }
    const rolled = expectRoll(ctx, event, "block", "block", step.block.attacker, event.faces.length)
    if (rolled._tag === "Failure") return propagate(rolled)
    const replaced = [...step.picked, ...rest.slice(0, implied)]
    const faces = step.block.faces.slice()
    replaced.forEach((index, n) => {
      faces[index] = rolled.success.faces[n]!
    })
    judge(ctx, {
      rule: rule.rule,
      player: step.block.attacker,
      roll: rolled.success,
      result: `${replaced.map((i) => faceName(step.block.faces[i]!)).join(", ")} re-rolled: ${rolled.success.faces.map(faceName).join(", ")}`,
      notes: [`special rule: ${rule.rule} (${rule.limit})`, `block dice now ${faces.map(faceName).join(", ")}`]
    })
    return consumed(replaceTop(state, { ...step.block, stage: "choose", faces, rerolled: true }))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stars/block-dice-reroll": BlockDiceRerollStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    isBlockDiceReroll: typeof isBlockDiceReroll
    useBlockDiceReroll: typeof useBlockDiceReroll
  }
}

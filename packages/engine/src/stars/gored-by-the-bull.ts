import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import type { ActivationStep } from "../core/activation.js"
import type { BlockDiceStep } from "../core/block.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, note, playerIndex, setPlayer, updateTop, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * Gored By The Bull (Grashnak Blackhoof): once a game, on a Blitz, one block die more than the
 * strengths give, to at most three — only where he would choose from one or two dice (FFB's
 * `GoredByTheBull`, `canAddBlockDie`, `ServerUtilBlock.findNrOfBlockDice`; the BB2020 FAQ: not to
 * turn the target's two dice into one, and only before the dice are rolled). FFB asks as the
 * Blitz's target is chosen and spends the rule only when a die is added; a Frenzy second block of
 * that Blitz gets the die too (BBBase's Grashnak Blackhoof page says so), and where the first block
 * did not use it FFB offers it again before the second (`StepEndBlocking`).
 *
 * In the log: `SkillUsed` `{ player, skill: "Gored By The Bull" }` in his Blitz before its block is
 * thrown (a mark in his `used` list for the action); the first block that can take the die adds it
 * and spends the rule (`specialRulesUsed`). Before a Frenzy second block's dice, the same
 * `SkillUsed` adds the die there, when the first block did not.
 */
export const GORED_BY_THE_BULL = "Gored By The Bull"

const declared = (state: MatchState, index: number) => state.players[index]!.used.includes(GORED_BY_THE_BULL)

const unused = (ctx: Ctx, state: MatchState, star: string) =>
  hasSkill(ctx.match, state, playerIndex(ctx, star), GORED_BY_THE_BULL) && !specialRuleUsed(ctx, state, star, GORED_BY_THE_BULL)

/** The die can be added: a Blitz's block from which he picks one of one or two dice. */
const takesDie = (count: number, attackerChooses: boolean) => attackerChooses && count < 3

/** SkillUsed in his Blitz, before its block: the die is added to the Blitz's blocks that can take it. */
export const declareGoredByTheBull = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, GORED_BY_THE_BULL, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  if (step.action !== "blitz") return violation(ctx, GORED_BY_THE_BULL, `Gored By The Bull is used on a Blitz, not a ${step.action} action`)
  if (step.acted) return violation(ctx, GORED_BY_THE_BULL, `${who} has already thrown the Blitz's block`)
  const index = playerIndex(ctx, step.player)
  if (!unused(ctx, state, step.player) || declared(state, index)) return violation(ctx, GORED_BY_THE_BULL, `${who} has no unused Gored By The Bull (once a game)`)
  note(ctx, `${who} uses Gored By The Bull: a block die more on this Blitz (once a game)`)
  return consumed(updateTop(setPlayer(state, index, { used: [...state.players[index]!.used, GORED_BY_THE_BULL] }), step))
}

/**
 * The block dice of a Blitz's block once the strengths are known (core/block.ts): one more when
 * Gored By The Bull was declared for it and the block can take it; the rule is then spent.
 */
export const goredDice = (ctx: Ctx, state: MatchState, attacker: string, blitz: boolean, count: number, attackerChooses: boolean): { count: number; state: MatchState } => {
  if (!blitz || !declared(state, playerIndex(ctx, attacker)) || !takesDie(count, attackerChooses)) return { count, state }
  note(ctx, `special rule: Gored By The Bull: ${count + 1} block dice instead of ${count}`)
  const spent = specialRuleUsed(ctx, state, attacker, GORED_BY_THE_BULL) ? state : markSpecialRuleUsed(ctx, state, attacker, GORED_BY_THE_BULL)
  return { count: count + 1, state: spent }
}

/** SkillUsed before a Frenzy second block's dice are rolled, where the first block did not use it. */
export const goredSecondBlock = (ctx: Ctx, state: MatchState, step: BlockDiceStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.attacker)
  if (event.player !== step.attacker) return violation(ctx, GORED_BY_THE_BULL, `${nameOf(ctx, event.player)} is not making this block`)
  if (!step.blitz || !step.second) return violation(ctx, GORED_BY_THE_BULL, "Gored By The Bull is declared in the Blitz before its block, or before a Frenzy second block of it")
  if (!unused(ctx, state, step.attacker)) return violation(ctx, GORED_BY_THE_BULL, `${who} has no unused Gored By The Bull (once a game)`)
  const attackerChooses = step.chooser === state.players[playerIndex(ctx, step.attacker)]!.team
  if (!takesDie(step.count, attackerChooses)) {
    return violation(ctx, GORED_BY_THE_BULL, attackerChooses ? "three block dice already: Gored By The Bull adds none" : "the target's coach chooses the die: Gored By The Bull cannot be used")
  }
  const index = playerIndex(ctx, step.attacker)
  const marked = setPlayer(state, index, { used: [...state.players[index]!.used, GORED_BY_THE_BULL] })
  const added = goredDice(ctx, marked, step.attacker, true, step.count, true)
  return consumed(updateTop(added.state, { ...step, count: added.count }))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    GORED_BY_THE_BULL: typeof GORED_BY_THE_BULL
    declareGoredByTheBull: typeof declareGoredByTheBull
    goredDice: typeof goredDice
    goredSecondBlock: typeof goredSecondBlock
  }
}

import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type Ctx, nameOf, passOn, playerIndex, replaceTop, consumed, type StepHandler, violation } from "./context.js"
import { type BlockDiceStep, bothDownResult, pushBack } from "./block.js"

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

export type BlockSkillStep = JuggernautStep

export const blockSkillHandlers: { [K in BlockSkillStep["_tag"]]: StepHandler<Extract<BlockSkillStep, { _tag: K }>> } = {
  Juggernaut: juggernautHandler
}

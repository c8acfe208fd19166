import { above } from "../core/above.js"
import { inPlaceOfBlitzBlock } from "../core/blitz-special.js"
import { rushTest } from "../core/rush.js"
import type { MatchEvent } from "@sidelines/schema"
import { inSewerPit } from "../model/features.js"
import { hasSkill } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import { type MatchState, withState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import { type ActivationStep, withActivation } from "../core/activation.js"
import { consumed, type Ctx, done, expectRoll, type Fold, type Handled, nameOf, playerIndex, propagate, replaceTop, schedule, type StepHandler, updateTop, violation } from "../core/context.js"
import { dumpOffFirst } from "./dump-off.js"
import { facingFoulAppearance } from "./foul-appearance.js"
import { commitFoul } from "../core/foul.js"
import { afterChainsawArmour, CHAINSAW_ARMOUR, judgeChainsawArmour } from "./chainsaw-armour.js"
import type { Step } from "../model/step.js"
import { testStep } from "../core/test-roll.js"
import { turnoverStep } from "../core/turnover.js"

/**
 * Chainsaw (BB2020 trait), the Chainsaw Attack Special action in place of a Block (`chainsaw`,
 * its target named when declared) or of a Blitz's block (`SkillUsed` Chainsaw). No block dice: a
 * D6 (`chainsaw`, team re-roll allowed, as FFB), 2+ hits the target, a 1 kicks back and hits the
 * wielder, and a kick-back is a turnover whatever the armour does (FFB's default). Whoever is hit
 * has an Armour roll at +3; broken: Placed Prone and an Injury roll that nothing modifies; holding:
 * nothing happens. In a Blitz the player moves no more after it.
 *
 * A running chainsaw is dangerous to carry and to block: +3 on the armour roll of a Chainsaw
 * player who is Knocked Down or Falls Over, and of an opponent knocked down blocking them (Attacker
 * Down, Both Down), once however many chainsaws are about (skills/chainsaw-armour.ts).
 *
 * A Foul made with the chainsaw (`SkillUsed` Chainsaw in a Foul action, in place of
 * `FoulCommitted`): the same D6 for kick-back first; on 2+ the foul goes on with +3 on its armour
 * roll (assists and Dirty Player as usual, the referee watching), on a 1 the kick-back as above.
 */
const SKILL = "Chainsaw"

/** The armour roll of the player the chainsaw hit (`player`; the wielder on a kick-back). */
export interface ChainsawArmourStep {
  readonly _tag: "ChainsawArmour"
  readonly player: string
  readonly wielder: string
}

/** Why a Chainsaw Attack at `target` cannot be made now, or null. */
const chainsawProblem = (ctx: Ctx, state: MatchState, player: string, target: string | null): string | null => {
  const index = playerIndex(ctx, player)
  if (!hasSkill(ctx.match, state, index, SKILL)) return `${nameOf(ctx, player)} does not have Chainsaw`
  if (target === null) return "a Chainsaw Attack names its target when it is declared"
  const me = state.players[index]!
  const them = state.players[playerIndex(ctx, target)]!
  if (me.at === null || me.posture !== "standing") return `${nameOf(ctx, player)} must be standing to use the chainsaw`
  // Kick 'em while they're down!: a star's chainsaw at a Prone or Stunned opponent (stars/kick-em-while-they-re-down.ts).
  const down = them.posture !== "standing" && above.mayKickThemDown(ctx, state, player, them)
  if (!opposed(ctx.variant, them.team, me.team) || them.at === null || (them.posture !== "standing" && !down) || inSewerPit(ctx.variant.pitch, them.at)) {
    return `the target must be a standing opponent on the pitch; ${nameOf(ctx, target)} is not`
  }
  if (!isAdjacent(me.at, them.at)) return `${nameOf(ctx, target)} is not next to ${nameOf(ctx, player)}`
  return null
}

/** The D6: 2+ the target is hit, a 1 the wielder (and the turn is over). */
const sawRoll = (ctx: Ctx, state: MatchState, player: string, target: string): Step =>
  testStep({
    test: "chainsaw",
    rule: "Chainsaw",
    player,
    target: 2,
    modifiers: [],
    skillReroll: null,
    teamReroll: true,
    // A hit, once its armour and injury are done, may be followed by Max's second attack (stars/maximum-carnage.ts).
    onSuccess: [{ _tag: "ChainsawArmour", player: target, wielder: player }, ...above.maximumCarnageOffer(ctx, state, player, target)],
    onFailure: [{ _tag: "ChainsawArmour", player, wielder: player }, turnoverStep("chainsaw-kick-back", state.players[playerIndex(ctx, player)]!.team, player)]
  })

/** Foul Appearance first, then the target's Dump-off, then the saw. */
const attack = (ctx: Ctx, state: MatchState, player: string, target: string, before: (saw: Step) => Step = (saw) => saw): ReadonlyArray<Step> =>
  facingFoulAppearance(ctx, state, player, target, [before(dumpOffFirst(ctx, state, target, sawRoll(ctx, state, player, target)))])

/** The Chainsaw Attack starts as soon as it is declared (after any activation rolls). */
export const chainsawAction = (ctx: Ctx, state: MatchState, step: ActivationStep): Fold<MatchState> => {
  const problem = chainsawProblem(ctx, state, step.player, step.target)
  if (problem !== null) return violation(ctx, SKILL, problem)
  ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} takes the chainsaw to ${nameOf(ctx, step.target!)}` })
  const next = above.kickingThemDown(ctx, updateTop(state, withActivation(step, { acted: true, finished: true })), step.player, step.target!)
  return done(schedule(next, ...attack(ctx, state, step.player, step.target!)))
}

/**
 * `SkillUsed` Chainsaw during an action: in a Foul, the chainsaw foul (below); in a Blitz, at the Blitz's target in place of its block;
 * it costs the block's square of movement (a Rush if need be), and the player moves no more.
 */
export const chainsawInAction = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, SKILL, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  if (step.action === "foul") return chainsawFoul(ctx, state, step, event)
  const place = inPlaceOfBlitzBlock(ctx, state, step, event, {
    rule: SKILL,
    notNow: "a Chainsaw Attack takes the place of a Block: a Blitz's only block, or a Chainsaw action",
    doing: "for the chainsaw",
    problem: (target) => chainsawProblem(ctx, state, step.player, target)
  })
  if (place._tag === "Failure") return propagate(place)
  const { target, moved, rushing } = place.success
  ctx.outcomes.push({ _tag: "Note", text: `${who} takes the chainsaw to ${nameOf(ctx, target)} in place of the Blitz's block; no moving on after it` })
  const next = above.kickingThemDown(ctx, updateTop(state, withActivation(step, { acted: true, finished: true, moved })), step.player, target)
  if (!rushing) return consumed(schedule(next, ...attack(ctx, state, step.player, target)))
  const rush = (saw: Step): Step => rushTest(ctx, state, step.player, [saw])
  return consumed(schedule(next, ...attack(ctx, state, step.player, target, rush)))
}

export const chainsawArmourHandler: StepHandler<ChainsawArmourStep> = {
  expects: (step) => ({ kind: "roll", die: "2d6", for: "armour", player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "2d6", "armour", step.player, 2)
    if (rolled._tag === "Failure") return propagate(rolled)
    const broken = judgeChainsawArmour(ctx, state, step, rolled.success.faces, rolled.success)
    // Helmut Wulf's Old Pro: one die re-rolled through his Pro (stars/old-pro.ts).
    const offer = above.oldProOffer(ctx, state, rolled.success, step.wielder, { _tag: "chainsaw", step, broken })
    if (offer !== null) return consumed(updateTop(state, offer))
    // Holding: Bryce's Ghostly Flames may still break it (stars/ghostly-flames.ts).
    if (!broken) return consumed(replaceTop(state, ...above.ghostlyFlamesOffer(ctx, state, step, rolled.success)))
    return consumed(afterChainsawArmour(ctx, state, step, broken))
  }
}

/**
 * The chainsaw foul: the Foul as `FoulCommitted` would make it (same checks, assists, Dirty
 * Player, referee), its armour roll +3, behind the kick-back D6. On a kick-back the foul is not
 * made: the wielder's armour is rolled instead and the referee has nothing to see.
 */
const chainsawFoul = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  if (!hasSkill(ctx.match, state, playerIndex(ctx, step.player), SKILL)) return violation(ctx, SKILL, `${nameOf(ctx, step.player)} does not have Chainsaw`)
  if (event.target === undefined) return violation(ctx, SKILL, "a chainsaw foul names its target")
  const fouled = commitFoul(ctx, state, step, { _tag: "FoulCommitted", seq: event.seq, player: event.player, target: event.target })
  if (fouled._tag === "Failure") return fouled
  const next = fouled.success.state
  const at = next.stack.map((s) => s._tag).lastIndexOf("FoulRoll")
  const foulRoll = next.stack[at]
  if (foulRoll?._tag !== "FoulRoll" || foulRoll.roll._tag !== "Armour") return fouled
  const sawn: Step = { ...foulRoll, roll: { ...foulRoll.roll, modifiers: [...foulRoll.roll.modifiers, CHAINSAW_ARMOUR] } }
  const roll = testStep({
    test: "chainsaw",
    rule: "Chainsaw",
    player: step.player,
    target: 2,
    modifiers: [],
    skillReroll: null,
    teamReroll: true,
    onSuccess: [sawn],
    onFailure: [{ _tag: "ChainsawArmour", player: step.player, wielder: step.player }, turnoverStep("chainsaw-kick-back", state.players[playerIndex(ctx, step.player)]!.team, step.player)]
  })
  ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} fouls with the chainsaw` })
  return consumed(withState(next, { stack: next.stack.map((s, i) => (i === at ? roll : s)) }))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    chainsawAction: typeof chainsawAction
    chainsawInAction: typeof chainsawInAction
  }
}

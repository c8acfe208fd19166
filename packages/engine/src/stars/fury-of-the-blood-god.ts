import type { Action } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import { type ActivationStep, withActivation } from "../core/activation.js"
import { consumed, type Ctx, nameOf, note, passOn, playerIndex, replaceTop, setPlayer, type StepHandler, violation } from "../core/context.js"
import type { ActionWastedStep } from "../skills/foul-appearance.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import { exertsTackleZone } from "../core/tackle-zones.js"

/**
 * Fury of the Blood God (Scyla Anfingrimm): once a game, when his Unchannelled Fury roll for a
 * Block action fails (a 1: the Block action's +2 makes any other roll pass), he may make two Block
 * actions instead of wasting the action. FFB (christerk/ffb `FuryOfTheBloodGod`:
 * `canPerformTwoBlocksAfterFailedFury`; `UnchannelledFuryBehaviour` asks once the roll has failed
 * for good — after a re-roll, or with none used — on a Block action only; `StepEndBlocking` then,
 * with his tackle zones and an opponent next to him, starts a second block against any of them,
 * Frenzy available again). The first Block action is made in full, Frenzy's second block included,
 * before the second (BB2020 FAQ, BBBase).
 *
 * In the log: after the failed `unchannelled-fury` roll (and any re-roll decision), `SkillUsed`
 * `{ player, skill: "Fury of the Blood God" }` (marked in `specialRulesUsed`), then the Block
 * action; once its blocks are over, a second `BlockThrown` (any standing opponent next to him).
 * `SkillDeclined`, or any other event, wastes the action as Unchannelled Fury says. The second
 * Block action is a mark in his `used` list until it begins; he may end the action without it.
 */
export const FURY_OF_THE_BLOOD_GOD = "Fury of the Blood God"
const PENDING = `${FURY_OF_THE_BLOOD_GOD}: a second Block action`

/** The failed Unchannelled Fury roll is offered to the rule: a Block action, the rule unused. */
export const furyOffered = (ctx: Ctx, state: MatchState, player: string, action: Action): boolean =>
  action === "block" && hasSkill(ctx.match, state, playerIndex(ctx, player), FURY_OF_THE_BLOOD_GOD) && !specialRuleUsed(ctx, state, player, FURY_OF_THE_BLOOD_GOD)

/** The failed roll waits for the coach: two Block actions, or the action wasted. */
export interface FuryOfTheBloodGodStep {
  readonly _tag: "FuryOfTheBloodGod"
  readonly player: string
  /** What Unchannelled Fury does when the rule is not used. */
  readonly wasted: ActionWastedStep
}

export const furyOfTheBloodGodHandler: StepHandler<FuryOfTheBloodGodStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.player)!]!.team,
    events: ["SkillUsed", "SkillDeclined"],
    about: "use Fury of the Blood God (two Block actions)?"
  }),
  on: (ctx, state, step, event) => {
    const named = (event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.skill.toLowerCase() === FURY_OF_THE_BLOOD_GOD.toLowerCase()
    if (named && event.player !== step.player) return violation(ctx, FURY_OF_THE_BLOOD_GOD, `${nameOf(ctx, event.player)} cannot use Fury of the Blood God here`)
    if (!named || event._tag === "SkillDeclined") return (named ? consumed : passOn)(replaceTop(state, step.wasted))
    note(ctx, `${nameOf(ctx, step.player)} uses Fury of the Blood God: two Block actions instead of a wasted one (once a game)`)
    const index = playerIndex(ctx, step.player)
    const marked = markSpecialRuleUsed(ctx, state, step.player, FURY_OF_THE_BLOOD_GOD)
    return consumed(replaceTop(setPlayer(marked, index, { used: [...marked.players[index]!.used, PENDING] })))
  }
}

/**
 * The Block action's blocks are over (core/block.ts): with Fury of the Blood God's second Block
 * action pending, he standing and an opponent next to him, the activation opens for it again.
 */
export const secondBlockAction = (ctx: Ctx, state: MatchState, activation: ActivationStep): { state: MatchState; activation: ActivationStep } => {
  const index = playerIndex(ctx, activation.player)
  const player = state.players[index]!
  if (activation.action !== "block" || !player.used.includes(PENDING)) return { state, activation }
  const cleared = setPlayer(state, index, { used: player.used.filter((use) => use !== PENDING) })
  const opponent = state.players.some((other) =>
    other.at !== null && other.posture === "standing" && opposed(ctx.variant, other.team, player.team) && player.at !== null && isAdjacent(other.at, player.at))
  if (state.turnover !== null || player.at === null || !exertsTackleZone(player) || !opponent) return { state: cleared, activation }
  note(ctx, `Fury of the Blood God: ${nameOf(ctx, activation.player)} may make his second Block action`)
  return { state: cleared, activation: withActivation(activation, { acted: false, finished: false }) }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stars/fury-of-the-blood-god": FuryOfTheBloodGodStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    furyOffered: typeof furyOffered
    secondBlockAction: typeof secondBlockAction
  }
}

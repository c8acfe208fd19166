import { above } from "../core/above.js"
import type { Action } from "@sidelines/schema"
import { hasSkill, spelled } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type Ctx, playerIndex } from "../core/context.js"
import type { Step } from "../model/step.js"
import { testStep } from "../core/test-roll.js"

// Spelled once: asked on nearly every event (model/match.ts `spelled`).
const UNCHANNELLED_FURY = spelled("Unchannelled Fury")

/** Actions that calm Unchannelled Fury: the player gets to hit someone. */
const VIOLENT: ReadonlySet<Action> = new Set(["block", "blitz", "multiple-block"])

/**
 * Unchannelled Fury: a D6 as soon as the action is declared, +2 for a Block or a Blitz; 1–3
 * after the modifier and the player rages to no purpose — the action is wasted (no tackle
 * zones lost, no turnover). A team re-roll may be used.
 */
export const unchannelledFury = (ctx: Ctx, state: MatchState, player: string, action: Action): ReadonlyArray<Step> => {
  if (!hasSkill(ctx.match, state, playerIndex(ctx, player), UNCHANNELLED_FURY)) return []
  return [testStep({
    test: "unchannelled-fury",
    rule: "Unchannelled Fury",
    player,
    target: 4,
    modifiers: VIOLENT.has(action) ? [{ value: 2, source: `a ${action} action` }] : [],
    skillReroll: null,
    teamReroll: true,
    onSuccess: [],
    // Fury of the Blood God may turn the failure into two Block actions (stars/fury-of-the-blood-god.ts).
    onFailure: above.furyOffered(ctx, state, player, action)
      ? [{ _tag: "FuryOfTheBloodGod", player, wasted: { _tag: "ActionWasted", player, because: "Unchannelled Fury" } }]
      : [{ _tag: "ActionWasted", player, because: "Unchannelled Fury" }]
  })]
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    unchannelledFury: typeof unchannelledFury
  }
}

import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type Ctx, nameOf, playerIndex } from "../core/context.js"

/**
 * Reliable (Deeproot Strongbranch): a team-mate he throws and fumbles lands safely. FFB
 * (christerk/ffb `Reliable`: `fumbledPlayerLandsSafely`, `StepRightStuff`) counts the landing of a
 * fumbled throw as a success without regard to its die and reports the rule instead of the roll;
 * the log therefore has no `landing` roll there. Only the landing roll goes: the fumble still
 * scatters once, and a team-mate who comes down on a player (or off the pitch) falls as ever.
 */
export const RELIABLE = "Reliable"

/** Whether this landing needs no roll: a fumbled throw by a thrower with Reliable (noted as such). */
export const landsSafely = (ctx: Ctx, state: MatchState, thrower: string, thrown: string, fumbled: boolean): boolean => {
  if (!fumbled || !hasSkill(ctx.match, state, playerIndex(ctx, thrower), RELIABLE)) return false
  ctx.outcomes.push({ _tag: "Note", text: `special rule: Reliable (${nameOf(ctx, thrower)}): ${nameOf(ctx, thrown)}, fumbled, lands safely without a landing roll` })
  return true
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    landsSafely: typeof landsSafely
  }
}

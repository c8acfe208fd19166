import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type Ctx, playerIndex } from "../core/context.js"
import type { DauntlessStep } from "../core/block.js"

/**
 * Blind Rage (Akhorne the Squirrel): he may re-roll a failed Dauntless roll. FFB (christerk/ffb
 * `BlindRage`, `BlindRageBehaviour`) registers it as a re-roll source of the Dauntless step, with
 * no once-a-game limit. In the log: after the failed `dauntless` D6, `RerollUsed`
 * `{ source: "skill", skill: "Blind Rage" }`, then the D6 again; `RerollDeclined` (or any other
 * event) lets the roll stand. The choice itself is the Dauntless roll's (skills/dauntless-reroll.ts),
 * which offers a team re-roll too.
 */
export const BLIND_RAGE = "Blind Rage"

/** After a failed Dauntless roll: whether Blind Rage may re-roll it. */
export const blindRageOffered = (ctx: Ctx, state: MatchState, step: DauntlessStep): boolean =>
  step.rerolled !== true && hasSkill(ctx.match, state, playerIndex(ctx, step.block.attacker), BLIND_RAGE)

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    BLIND_RAGE: typeof BLIND_RAGE
    blindRageOffered: typeof blindRageOffered
  }
}

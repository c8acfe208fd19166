import type { MatchEvent } from "@sidelines/schema"
import { characteristic, hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, passOn, playerIndex, replaceTop, updateTop, violation } from "./context.js"
import type { DauntlessStep } from "./block.js"

/**
 * Blind Rage (Akhorne the Squirrel): he may re-roll a failed Dauntless roll. FFB (christerk/ffb
 * `BlindRage`, `BlindRageBehaviour`) registers it as a re-roll source of the Dauntless step, with
 * no once-a-game limit. In the log: after the failed `dauntless` D6, `RerollUsed`
 * `{ source: "skill", skill: "Blind Rage" }`, then the D6 again; `RerollDeclined` (or any other
 * event) lets the roll stand.
 */
export const BLIND_RAGE = "Blind Rage"

/** After a failed Dauntless roll: whether Blind Rage may re-roll it. */
export const blindRageOffered = (ctx: Ctx, state: MatchState, step: DauntlessStep): boolean =>
  step.rerolled !== true && hasSkill(ctx.match, state, playerIndex(ctx, step.block.attacker), BLIND_RAGE)

/** The failed roll stands: the block goes on at the attacker's own strength. */
const stands = (ctx: Ctx, state: MatchState, step: DauntlessStep): MatchState =>
  replaceTop(state, { ...step.block, strength: characteristic(ctx.match, state, playerIndex(ctx, step.block.attacker), "st") })

export const blindRageChoice = (ctx: Ctx, state: MatchState, step: DauntlessStep, event: MatchEvent): Fold<Handled> => {
  if (event._tag === "RerollDeclined") return consumed(stands(ctx, state, step))
  if (event._tag !== "RerollUsed") return passOn(stands(ctx, state, step))
  const attacker = step.block.attacker
  if (ctx.match.teamIndex.get(event.team) !== state.players[playerIndex(ctx, attacker)]!.team) {
    return violation(ctx, "re-roll", `only ${nameOf(ctx, attacker)}'s own team can re-roll their Dauntless roll`)
  }
  if (event.source !== "skill" || (event.skill ?? "").toLowerCase() !== BLIND_RAGE.toLowerCase()) {
    return violation(ctx, "re-roll", `only Blind Rage re-rolls ${nameOf(ctx, attacker)}'s Dauntless roll here`)
  }
  return consumed(updateTop(state, { ...step, stage: "roll", rerolled: true }))
}

import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { withState } from "../model/state.js"
import { type Ctx, nameOf, playerIndex, setTeam } from "../core/context.js"
import { brilliantCoachingReroll } from "../core/kick-off-events.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * Pump Up The Crowd: once a game, when the star causes a casualty in his team's turn while he is
 * on his feet, his team gains a team re-roll for the drive. FFB (christerk/ffb `PumpUpTheCrowd`:
 * `grantsTeamReRollWhenCausingCas`; `StateMechanic.handlePumpUp`, run with the injury's side
 * effects once the apothecary is done) adds it at once, no choice, and takes it back at the drive's
 * end if unused (`reRollsPumpUpTheCrowdOneDrive`). The fold does it as the casualty takes effect
 * (a player regenerated to the reserves is no casualty here) and keeps the drive's extra re-roll as
 * Brilliant Coaching's is kept: a mark in `kickOffEffects` that the drive's end reads. Nothing in the log.
 */
export const PUMP_UP_THE_CROWD = "Pump Up The Crowd"

export const pumpUpTheCrowd = (ctx: Ctx, state: MatchState, by: string | null): MatchState => {
  if (by === null) return state
  const index = playerIndex(ctx, by)
  const star = state.players[index]!
  if (state.activeTeam !== star.team || star.at === null || star.posture !== "standing") return state
  if (!hasSkill(ctx.match, state, index, PUMP_UP_THE_CROWD) || specialRuleUsed(ctx, state, by, PUMP_UP_THE_CROWD)) return state
  const before = state.teams[star.team]!.rerolls
  ctx.outcomes.push({ _tag: "Note", text: `special rule: Pump Up The Crowd (${nameOf(ctx, by)} caused a casualty): a team re-roll for this drive (${before + 1} now; lost at its end if unused)` })
  const next = markSpecialRuleUsed(ctx, setTeam(state, star.team, { rerolls: before + 1 }), by, PUMP_UP_THE_CROWD)
  // Kept and lost as Brilliant Coaching's extra re-roll is (core/kick-off-events.ts).
  return withState(next, { kickOffEffects: [...next.kickOffEffects, brilliantCoachingReroll(star.team, before)] })
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    pumpUpTheCrowd: typeof pumpUpTheCrowd
  }
}

// The attribute of a Luxury Stadium that takes a roll: Deluxe Seating.
import { withState } from "../model/state.js"
import { consumed, expectRoll, judge, propagate, replaceTop, setTeam, type StepHandler, teamOf, violation } from "../core/context.js"
import { brilliantCoachingReroll } from "../core/kick-off-events/contests.js"
import { currentFanFactor } from "./local-crowd.js"

/** Deluxe Seating, at the start of each drive: each coach a D6; above their fan factor, a team re-roll for the drive. */
export interface DeluxeSeatingStep {
  readonly _tag: "DeluxeSeating"
  readonly team: number
}

export const deluxeSeatingHandler: StepHandler<DeluxeSeatingStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "deluxe-seating", player: null, team: step.team }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "deluxe-seating", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    if (event._tag === "DiceRolled" && event.team !== undefined && ctx.match.teamIndex.get(event.team) !== step.team) {
      return violation(ctx, "deluxe-seating", `the deluxe-seating roll is ${teamOf(ctx, step.team).name}'s now (the teams roll in header order)`)
    }
    const face = rolled.success.faces[0]!
    const fans = currentFanFactor(ctx, state, step.team)
    const { success } = judge(ctx, {
      rule: "Deluxe Seating",
      roll: rolled.success,
      target: fans + 1,
      total: face,
      success: face > fans,
      result: face > fans ? `${teamOf(ctx, step.team).name} gain a team re-roll for this drive` : "no extra re-roll",
      needed: Math.min(6, fans + 1)
    })
    if (success !== true) return consumed(replaceTop(state))
    const before = state.teams[step.team]!.rerolls
    // Lost at the end of the drive if unused, as Brilliant Coaching's (loseBrilliantCoachingReroll).
    const next = setTeam(state, step.team, { rerolls: before + 1 })
    return consumed(replaceTop(withState(next, { kickOffEffects: [...next.kickOffEffects, brilliantCoachingReroll(step.team, before)] })))
  }
}

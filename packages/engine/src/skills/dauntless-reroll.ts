import { above } from "../core/above.js"
import type { MatchEvent } from "@sidelines/schema"
import { characteristic, hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import type { DauntlessStep } from "../core/block.js"
import { consumed, type Ctx, expectRoll, type Fold, type Handled, judge, nameOf, passOn, playerIndex, propagate, replaceTop, testPasses, updateTop, violation } from "../core/context.js"
import { LOOSE_DOGS } from "../core/effects.js"
import { spendTeamRerollFor, teamRerollUsable } from "./leader.js"

/**
 * A failed Dauntless roll may be re-rolled. BB2020 (BBBase, rules_and_regulations.md "Team
 * re-rolls" and the FAQ "What exactly can a team re-roll be used to re-roll?"): a team re-roll
 * re-rolls any dice rolled in the team's own turn, a skill's roll included, but for deviation,
 * scatter, bounce, armour, injury, casualty, throw-in, bribe and Argue the Call rolls — so a
 * Dauntless roll may be. FFB agrees (`DauntlessBehaviour` asks `askForReRollIfAvailable`). In the
 * log: after the failed `dauntless` D6, `RerollUsed` `{ source: "team-reroll" }` (or the Leader's,
 * or Lord of Chaos), a `loner` D6 first for a Loner, then the `dauntless` D6 again; or Blind Rage's
 * re-roll (stars/blind-rage.ts). `RerollDeclined`, or any other event, lets the failure stand.
 * Gutter Bowl's Loose Dogs: no team re-roll in a Block action (a Blitz's block may).
 */
const teamRerollOffered = (ctx: Ctx, state: MatchState, step: DauntlessStep): boolean =>
  step.rerolled !== true &&
  !(!step.block.blitz && state.kickOffEffects.includes(LOOSE_DOGS)) &&
  teamRerollUsable(ctx.match, state, state.players[playerIndex(ctx, step.block.attacker)]!.team)

/** After a failed Dauntless roll: whether some re-roll may be used on it. */
export const dauntlessRerollOffered = (ctx: Ctx, state: MatchState, step: DauntlessStep): boolean =>
  above.blindRageOffered(ctx, state, step) || teamRerollOffered(ctx, state, step)

/** The failed roll stands: the block goes on at the attacker's own strength. */
const stands = (ctx: Ctx, state: MatchState, step: DauntlessStep): MatchState =>
  replaceTop(state, { ...step.block, strength: characteristic(ctx.match, state, playerIndex(ctx, step.block.attacker), "st") })

export const dauntlessRerollChoice = (ctx: Ctx, state: MatchState, step: DauntlessStep, event: MatchEvent): Fold<Handled> => {
  if (event._tag === "RerollDeclined") return consumed(stands(ctx, state, step))
  if (event._tag !== "RerollUsed") return passOn(stands(ctx, state, step))
  const attacker = step.block.attacker
  const index = playerIndex(ctx, attacker)
  const team = state.players[index]!.team
  if (ctx.match.teamIndex.get(event.team) !== team) {
    return violation(ctx, "re-roll", `only ${nameOf(ctx, attacker)}'s own team can re-roll their Dauntless roll`)
  }
  if (event.source === "skill" && (event.skill ?? "").toLowerCase() === above.BLIND_RAGE.toLowerCase()) {
    if (!above.blindRageOffered(ctx, state, step)) return violation(ctx, "re-roll", `${nameOf(ctx, attacker)} has no Blind Rage to re-roll this Dauntless roll`)
    return consumed(updateTop(state, { ...step, stage: "roll", rerolled: true }))
  }
  if (!teamRerollOffered(ctx, state, step)) {
    return violation(ctx, "re-roll", step.rerolled === true ? "the Dauntless roll has been re-rolled already" : `no team re-roll can be used on ${nameOf(ctx, attacker)}'s Dauntless roll now`)
  }
  const spent = spendTeamRerollFor(ctx.match, state, team, event)
  if (spent._tag === "Failure") return violation(ctx, spent.failure.rule, spent.failure.message)
  const loner = hasSkill(ctx.match, state, index, "Loner")
  return consumed(updateTop(spent.success, { ...step, stage: loner ? "loner" : "roll", rerolled: true }))
}

/** A Loner's D6 before the team re-roll: on a failure the re-roll is lost and the failed roll stands. */
export const dauntlessLoner = (ctx: Ctx, state: MatchState, step: DauntlessStep, event: MatchEvent): Fold<Handled> => {
  const rolled = expectRoll(ctx, event, "d6", "loner", step.block.attacker, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const index = playerIndex(ctx, step.block.attacker)
  const target = above.lonerTarget(ctx.match, state, index)
  const test = testPasses(rolled.success.faces[0]!, target, [])
  const { success } = judge(ctx, {
    rule: "Loner",
    player: step.block.attacker,
    roll: rolled.success,
    target,
    total: test.total,
    result: test.success ? "success" : "failure",
    success: test.success,
    notes: [...above.lonerNotes(ctx.match, state, index), test.success ? "the Dauntless roll is re-rolled" : "the re-roll is lost and the failed Dauntless roll stands"],
    needed: test.needed
  })
  return consumed(success === true ? updateTop(state, { ...step, stage: "roll" }) : stands(ctx, state, step))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    dauntlessLoner: typeof dauntlessLoner
    dauntlessRerollChoice: typeof dauntlessRerollChoice
    dauntlessRerollOffered: typeof dauntlessRerollOffered
  }
}

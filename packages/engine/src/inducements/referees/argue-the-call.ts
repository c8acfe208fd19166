import { above } from "../../core/above.js"
import { Result } from "effect"
import type { MatchEvent } from "@sidelines/schema"
import type { MatchState } from "../../model/state.js"
import type { ArgueRow, PendingArgument } from "../../core/foul.js"
import { argueModifiers } from "./biased-referee.js"
import { finkArgueRow, finkAtWork } from "../staff/fink-da-fixer.js"
import { type Ctx, expectRoll, type Fold, judge, propagate, setTeam, teamOf, violation } from "../../core/context.js"

/**
 * Bribery and Corruption (a BB2020 team special rule; FFB's briberyAndCorruption re-roll): once a
 * match the team may re-roll a natural 1 on the Argue the Call table. The rule's text is not in our
 * rules files: this is FFB's reading (bb2020 StepBribes.rollArgue, StepEndTurn.reRollArgue).
 */
export const BRIBERY_AND_CORRUPTION = "Bribery and Corruption"

const mayCorrupt = (ctx: Ctx, state: MatchState, team: number): boolean =>
  (ctx.match.header.teams[team]!.specialRules ?? []).some((rule) => rule.toLowerCase() === BRIBERY_AND_CORRUPTION.toLowerCase()) &&
  !(state.teams[team]!.specialRulesUsed ?? []).includes(BRIBERY_AND_CORRUPTION)

/** What the engine waits for after a natural 1 Bribery and Corruption may re-roll. */
export const corruptionExpects = (team: number) => ({ kind: "decision" as const, team, events: ["RerollUsed" as const], about: `re-roll the natural 1 on Argue the Call (${BRIBERY_AND_CORRUPTION})?` })

/**
 * The coach's answer to a natural 1 the rule may re-roll: `RerollUsed` naming the rule (source
 * `skill`, no player) spends it, and the D6 is rolled again (the state returned); any other event
 * lets the 1 stand (null).
 */
export const corruptionReroll = (ctx: Ctx, state: MatchState, team: number, event: MatchEvent): Fold<MatchState | null> => {
  if (event._tag !== "RerollUsed" || event.skill !== BRIBERY_AND_CORRUPTION) return Result.succeed(null)
  if (ctx.match.teamIndex.get(event.team) !== team) return violation(ctx, BRIBERY_AND_CORRUPTION, `only ${teamOf(ctx, team).name} may re-roll this Argue the Call`)
  ctx.outcomes.push({ _tag: "Note", text: `${teamOf(ctx, team).name} re-roll the natural 1 on Argue the Call (${BRIBERY_AND_CORRUPTION}, once a match)` })
  return Result.succeed(setTeam(state, team, { specialRulesUsed: [...(state.teams[team]!.specialRulesUsed ?? []), BRIBERY_AND_CORRUPTION] }))
}

/** What each row means for the player argued about (a foul's send-off keeps its turnover; a Secret Weapon's does not have one). */
export interface ArgueResults {
  readonly ejected: string
  readonly won: string
  readonly lost: string
}

/**
 * The D6 (`argue-the-call`) of `team`'s coach arguing for `player`, judged on the table, whatever
 * sent the player off (a spotted foul, or a Secret Weapon at the end of the drive). `fink`: Fink da
 * Fixer read the roll, and goes with an ejected head coach.
 */
export const judgeArgument = (
  ctx: Ctx,
  state: MatchState,
  team: number,
  player: string,
  event: MatchEvent,
  results: ArgueResults
): Fold<PendingArgument & { readonly reroll: boolean }> => {
  const rolled = expectRoll(ctx, event, "d6", "argue-the-call", null, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const face = rolled.success.faces[0]!
  // Biased Referee ("I Didn't See a Thing!"): +1 to the roll, so a natural 1 is a 2 (inducements/referees/biased-referee.ts).
  const modifiers = [...argueModifiers(ctx.match, team), ...above.oathStone(state, team)]
  const total = modifiers.reduce((n, m) => n + m.value, face)
  // Sevens' Friends with the Ref (a prayer, for the drive): a 5 is as good as a 6.
  const friendly = state.kickOffEffects.includes(above.friendsWithTheRef(team))
  // Fink da Fixer: 5 or 6 wins, 2 to 4 is I Don't Care! (inducements/staff/fink-da-fixer.ts).
  const fink = finkAtWork(ctx.match, state, team)
  const wins = total >= 6 || ((friendly || fink) && total === 5)
  const row = fink ? finkArgueRow(total) : total <= 1 ? "youre-outta-here" : wins ? "well-when-you-put-it-like-that" : "i-dont-care"
  const { row: ruled } = judge(ctx, {
    rule: "Argue the Call",
    player,
    roll: rolled.success,
    modifiers,
    total,
    row,
    result: row === "youre-outta-here" ? results.ejected : wins ? results.won : results.lost,
    notes: row === "youre-outta-here"
      ? ["the ejected coach cannot argue the call again this match", ...(fink ? ["Fink da Fixer is sent off with the head coach"] : [])]
      : fink && total === 5 ? ["Fink da Fixer: a 5 is as good as a 6"]
      : friendly && total === 5 ? ["Friends with the Ref: a 5 counts as a 6 this drive"] : []
  })
  // A natural 1 with Bribery and Corruption still unspent: the coach may re-roll it before it counts.
  return Result.succeed({ row: (ruled ?? row) as ArgueRow, fink, reroll: face === 1 && mayCorrupt(ctx, state, team) })
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    judgeArgument: typeof judgeArgument
    corruptionExpects: typeof corruptionExpects
    corruptionReroll: typeof corruptionReroll
  }
}

import { above } from "../../core/above.js"
import { Result } from "effect"
import type { MatchEvent } from "@sidelines/schema"
import type { MatchState } from "../../model/state.js"
import { argueModifiers } from "./biased-referee.js"
import { finkArgueRow, finkAtWork } from "../staff/fink-da-fixer.js"
import { type Ctx, expectRoll, type Fold, judge, propagate } from "../../core/context.js"

/** The Argue the Call table's rows. */
export type ArgueRow = "youre-outta-here" | "well-when-you-put-it-like-that" | "i-dont-care"

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
): Fold<{ readonly row: ArgueRow; readonly fink: boolean }> => {
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
  return Result.succeed({ row: (ruled ?? row) as ArgueRow, fink })
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    judgeArgument: typeof judgeArgument
  }
}

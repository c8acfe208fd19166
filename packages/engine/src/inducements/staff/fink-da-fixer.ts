import { Result } from "effect"
import type { MatchEvent } from "@sidelines/schema"
import type { Match } from "../../model/match.js"
import type { MatchState } from "../../model/state.js"
import { type Ctx, type Fold, setTeam, teamOf, violation } from "../../core/context.js"
import { hiresStaff, namedStaff } from "../../model/staff-names.js"

/**
 * Fink da Fixer, (In)Famous Coaching Staff of Death Zone (Blood Bowl 2020; BBBase
 * docs/bb2020/death_zone/new_inducements.md, "You Got It, Boss!"). He does not play. Neither FFB
 * nor Jervis encodes him; our reading of the rule:
 *
 * - Argue the Call (core/foul.ts): for his team, a total of 5 or 6 is "Well, When You Put It Like
 *   That...", 2 to 4 "I Don't Care!", 1 or less "You're Outta Here!" — and then Fink is sent off
 *   with the head coach: his rules stop for the rest of the match.
 * - Once per game, a failed Bribe roll of his team (a natural 1) may be rolled again: the coach
 *   says so with `RerollUsed` (`source: "skill"`, `skill: "You Got It, Boss!"`) followed by a new
 *   `bribe` D6, or lets it stand with `RerollDeclined`. This holds for every bribe (a foul's
 *   send-off, a Secret Weapon's at the end of a drive).
 */

export const FINK_DA_FIXER = "Fink da Fixer"
export const YOU_GOT_IT_BOSS = "You Got It, Boss!"

/** Team `specialRulesUsed` keys: his once-a-game re-roll spent, and Fink sent off. */
const REROLL_USED = `${FINK_DA_FIXER}: ${YOU_GOT_IT_BOSS}`
const SENT_OFF = `${FINK_DA_FIXER}: sent off`

const named = namedStaff(FINK_DA_FIXER)

/** Whether the team hired Fink. */
export const finkHired = (match: Match, team: number): boolean =>
  hiresStaff(match.header.teams[team]!, named)

/** Whether the staff member named in a header is Fink (inducements/staff/infamous-staff.ts lets him through). */
export const isFink = named

/** Whether Fink still helps the team: hired and not sent off. */
export const finkAtWork = (match: Match, state: MatchState, team: number): boolean =>
  finkHired(match, team) && state.teams[team]!.specialRulesUsed?.includes(SENT_OFF) !== true

/** Argue the Call's row for a total with Fink on the team. */
export const finkArgueRow = (total: number): "youre-outta-here" | "i-dont-care" | "well-when-you-put-it-like-that" =>
  total <= 1 ? "youre-outta-here" : total >= 5 ? "well-when-you-put-it-like-that" : "i-dont-care"

/** "You're Outta Here!": Fink goes with the head coach. */
export const sendFinkOff = (state: MatchState, team: number): MatchState =>
  setTeam(state, team, { specialRulesUsed: [...(state.teams[team]!.specialRulesUsed ?? []), SENT_OFF] })

/** Whether a failed bribe of the team may be rolled again now. */
export const finkMayRerollBribe = (match: Match, state: MatchState, team: number): boolean =>
  finkAtWork(match, state, team) && state.teams[team]!.specialRulesUsed?.includes(REROLL_USED) !== true

/** The coach's answer to Fink's offer (the re-roll marked used when taken), a violation, or null when the event is not one. */
export const finkBribeChoice = (ctx: Ctx, state: MatchState, team: number, event: MatchEvent): Fold<{ readonly reroll: boolean; readonly state: MatchState }> | null => {
  if (event._tag !== "RerollUsed" && event._tag !== "RerollDeclined") return null
  if (ctx.match.teamIndex.get(event.team) !== team) return violation(ctx, YOU_GOT_IT_BOSS, `only ${teamOf(ctx, team).name} may re-roll their bribe with ${FINK_DA_FIXER}`)
  if (event._tag === "RerollDeclined") return Result.succeed({ reroll: false, state })
  if (event.source !== "skill" || event.skill !== YOU_GOT_IT_BOSS) return violation(ctx, YOU_GOT_IT_BOSS, `a failed bribe is re-rolled only by ${FINK_DA_FIXER} (skill "${YOU_GOT_IT_BOSS}")`)
  ctx.outcomes.push({ _tag: "Note", text: `${FINK_DA_FIXER}: ${teamOf(ctx, team).name} roll the bribe again` })
  return Result.succeed({ reroll: true, state: setTeam(state, team, { specialRulesUsed: [...(state.teams[team]!.specialRulesUsed ?? []), REROLL_USED] }) })
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    YOU_GOT_IT_BOSS: typeof YOU_GOT_IT_BOSS
    finkBribeChoice: typeof finkBribeChoice
    finkMayRerollBribe: typeof finkMayRerollBribe
    sendFinkOff: typeof sendFinkOff
  }
}

import type { MatchStarted } from "@sidelines/schema"
import type { Match } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { consumed, expectRoll, judge, nameOf, pop, propagate, replaceTop, type StepHandler, teamOf } from "./context.js"
import { induced } from "./inducements.js"
import type { Modifier } from "./outcome.js"

/**
 * Blood Bowl 2020's Biased Referee (0-1 inducement; cheaper for teams with Bribery and
 * Corruption, same effect). Facts from FFB (christerk/ffb: bb2020 InducementCollection "biasedRef"
 * with Usage.SPOT_FOUL and ADD_TO_ARGUE_ROLL; SneakyGitBehaviour's StepReferee hook, StepBribes)
 * and Jervis (BiasedReferee.kt: Close Scrutiny, "I Didn't See a Thing!", +1 to Argue the Call):
 *
 * - Close Scrutiny: when a player of the other team fouls and the referee has not seen it, the
 *   biased referee's team rolls a D6 (`biased-referee`, `team` = the referee's team): on 5+ the
 *   foul is seen and the fouler is sent off, exactly as for a double (argue, bribe). Our reading,
 *   as FFB: it is rolled whenever the referee did not see the foul, so also after a Sneaky Git's
 *   unseen double on the armour roll.
 * - "I Didn't See a Thing!": +1 to the team's own Argue the Call rolls (rules/foul.ts). As in FFB
 *   the modifier applies to the roll, so a natural 1 becomes 2 (I Don't Care!), not an ejection.
 *   It can only help, so it is always applied (no choice in the log).
 *
 * Death Zone's named referees (NAMED_REFEREES below) have rules of their own that neither FFB nor
 * Jervis encodes: they stop as Unsupported, by name (docs/coverage.md says why each is not folded).
 */

export const BIASED_REFEREE = "biased-referee"

/** Death Zone's named Biased Referees, none folded yet; the catalogue lists one row each (`inducement:biased-referee/<name>`). */
export const NAMED_REFEREES: ReadonlyArray<{ readonly name: string; readonly folded: boolean }> = [
  { name: "Ranulf 'Red' Hokuli", folded: false },
  { name: "Thoron Korensson", folded: false },
  { name: "Jorm the Ogre", folded: false },
  { name: "The Trundlefoot Triplets", folded: false }
]

/** The names a header may give the ordinary Biased Referee (`Inducement.name`); absent is the same. */
const STANDARD_NAMES: ReadonlySet<string> = new Set(["biased referee", "standard"])

/** Why a team's biased referee cannot be folded (a named one), or null. */
export const biasedRefereeProblem = (header: MatchStarted): string | null => {
  for (const team of header.teams) {
    for (const inducement of team.inducements) {
      if (inducement.id !== BIASED_REFEREE || inducement.name === undefined) continue
      if (!STANDARD_NAMES.has(inducement.name.toLowerCase())) {
        return `${team.name} induce the biased referee ${inducement.name}, whose own rules this engine does not know (only the ordinary Biased Referee is folded)`
      }
    }
  }
  return null
}

/** Whether a team has a biased referee in its pocket. */
export const hasBiasedReferee = (match: Match, team: number): boolean => induced(match, team, BIASED_REFEREE) > 0

/** "I Didn't See a Thing!": +1 to the team's Argue the Call roll. */
export const argueModifiers = (match: Match, team: number): Array<Modifier> =>
  hasBiasedReferee(match, team) ? [{ value: 1, source: "Biased Referee: I Didn't See a Thing!" }] : []

/** Close Scrutiny: the referee's D6 after an unseen foul by the other team. */
export interface CloseScrutinyStep {
  readonly _tag: "CloseScrutiny"
  readonly fouler: string
  /** The team whose biased referee watches the fouler. */
  readonly team: number
}

/** The Close Scrutiny step for an unseen foul, if the fouler's opponents have a biased referee. */
export const closeScrutiny = (match: Match, state: MatchState, fouler: string): ReadonlyArray<CloseScrutinyStep> => {
  const foulerTeam = state.players[match.playerIndex.get(fouler)!]!.team
  const team = state.teams.findIndex((_, t) => t !== foulerTeam && hasBiasedReferee(match, t))
  return team < 0 ? [] : [{ _tag: "CloseScrutiny", fouler, team }]
}

export const closeScrutinyHandler: StepHandler<CloseScrutinyStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "biased-referee", player: null, team: step.team }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "biased-referee", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const seen = face >= 5
    judge(ctx, {
      rule: "Biased Referee: Close Scrutiny",
      player: step.fouler,
      roll: rolled.success,
      target: 5,
      total: face,
      needed: 5,
      success: seen,
      result: seen ? `${teamOf(ctx, step.team).name}'s biased referee spots the foul: sent off as for a double` : `${nameOf(ctx, step.fouler)} escapes the referee's attention`
    })
    if (!seen) return consumed(pop(state))
    ctx.outcomes.push({ _tag: "Note", text: `the biased referee spots ${nameOf(ctx, step.fouler)}'s foul` })
    // The fouler's coach may argue the call and use bribes as for any send-off (rules/foul.ts).
    return consumed(replaceTop(state, { _tag: "SentOff", fouler: step.fouler, stage: "decide", argued: false, bribes: 0 }))
  }
}

export const biasedRefereeHandlers = { CloseScrutiny: closeScrutinyHandler }

import type { MatchStarted } from "@sidelines/schema"
import type { Match } from "../../model/match.js"
import type { MatchState } from "../../model/state.js"
import { consumed, expectRoll, judge, nameOf, pop, propagate, replaceTop, type StepHandler, teamOf } from "../../core/context.js"
import { induced } from "../other/inducements.js"
import type { Modifier } from "../../model/outcome.js"
import { redCard, type RedCardStep } from "./ranulf-hokuli.js"
import { strictDiscipline, type StrictDisciplineDrawStep, type StrictDisciplineStep } from "./thoron-korensson.js"
import { jormWatch, type JormWatchStep } from "./jorm-the-ogre.js"
import { heavyHandedIncompetence, type HeavyHandedIncompetenceStep, type SmartPlayersStep } from "./trundlefoot-triplets.js"

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
 * - "I Didn't See a Thing!": +1 to the team's own Argue the Call rolls (core/foul.ts). As in FFB
 *   the modifier applies to the roll, so a natural 1 becomes 2 (I Don't Care!), not an ejection.
 *   It can only help, so it is always applied (no choice in the log).
 *
 * Death Zone's named referees (NAMED_REFEREES below), encoded by neither FFB nor Jervis, each have
 * a file of their own: inducements/referees/ranulf-hokuli.ts, inducements/referees/thoron-korensson.ts, inducements/referees/jorm-the-ogre.ts,
 * inducements/referees/trundlefoot-triplets.ts. They replace both of the ordinary referee's rules (their own D6
 * after an unseen foul, no +1 to argue). The header names one as the `biased-referee` inducement's
 * `name`. Readings shared by all four (docs/log-format.md):
 * - their D6 is the same `biased-referee` roll (`team` = the referee's team), rolled whenever the
 *   referee did not see the foul, as for the ordinary one (so after a Sneaky Git's unseen double);
 * - both teams hiring the same named referee: in a league match neither uses him (model/ringers.ts
 *   takes the hire off both teams); in an exhibition (`options.exhibition`) both do: each team's
 *   referee watches the other team's fouls (closeScrutiny), and the Trundlefoot Triplets' Smart
 *   Players step comes for each team that hired them.
 */

export const BIASED_REFEREE = "biased-referee"

export { JORM, KORENSSON, NAMED_REFEREES, namedReferee, RANULF, type RefereeName, TRIPLETS } from "../../model/referee-names.js"
import { JORM, KORENSSON, NAMED_REFEREES, namedReferee, RANULF, type RefereeName, TRIPLETS } from "../../model/referee-names.js"

/** The special rules a team needs to induce a named referee (any one of them); absent: any team. */
const NEEDS: Partial<Record<RefereeName, ReadonlyArray<string>>> = {
  [RANULF]: ["Lustrian Superleague", "Old World Classic"],
  [KORENSSON]: ["Worlds Edge Superleague"]
}

/** The names a header may give the ordinary Biased Referee (`Inducement.name`); absent is the same. */
const STANDARD_NAMES: ReadonlySet<string> = new Set(["biased referee", "standard"])

type Header = { readonly header: MatchStarted }

/** The biased referee a team has in its pocket: the ordinary one, a named one, or none. */
export const refereeOf = (match: Header, team: number): "ordinary" | RefereeName | null => {
  const inducement = match.header.teams[team]!.inducements.find((i) => i.id === BIASED_REFEREE && i.count > 0)
  if (inducement === undefined) return null
  return namedReferee(inducement.name) ?? "ordinary"
}

/** The team that hired the named referee, or -1. */
export const teamOfReferee = (match: Header, name: RefereeName): number =>
  match.header.teams.findIndex((_, team) => refereeOf(match, team) === name)

/** Whether the named referee officiates this match (hired by either team). */
export const officiates = (match: Header, name: RefereeName): boolean => teamOfReferee(match, name) >= 0

/** Why the teams' biased referees cannot be folded (unsupported) or may not be hired (a broken header); null when fine. */
export const biasedRefereeProblem = (header: MatchStarted): { readonly unsupported: boolean; readonly reason: string } | null => {
  for (const team of header.teams) {
    for (const inducement of team.inducements) {
      if (inducement.id !== BIASED_REFEREE || inducement.name === undefined) continue
      const named = namedReferee(inducement.name)
      if (named === null) {
        if (STANDARD_NAMES.has(inducement.name.toLowerCase())) continue
        return { unsupported: true, reason: `${team.name} induce the biased referee ${inducement.name}, whose own rules this engine does not know (it folds the ordinary Biased Referee and ${NAMED_REFEREES.map((r) => r.name).join(", ")})` }
      }
      const needs = NEEDS[named]
      if (needs !== undefined && !needs.some((rule) => team.specialRules?.includes(rule) === true)) {
        const has = team.specialRules === undefined || team.specialRules.length === 0 ? "none" : team.specialRules.join(", ")
        return { unsupported: false, reason: `${team.name} induce ${named}, whom only a team with the ${needs.map((r) => `'${r}'`).join(" or ")} special rule may (their specialRules: ${has})` }
      }
    }
  }
  return null
}

/** Whether a team has the ordinary Biased Referee in its pocket (a named one has rules of his own). */
export const hasBiasedReferee = (match: Match, team: number): boolean => induced(match, team, BIASED_REFEREE) > 0 && refereeOf(match, team) === "ordinary"

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

/** The step a named referee's rule takes after an unseen foul. */
const NAMED_WATCH: Record<RefereeName, (state: MatchState, fouler: string, victim: string | null, team: number) => ReadonlyArray<BiasedRefereeStep>> = {
  [RANULF]: (_, fouler, __, team) => [redCard(fouler, team)],
  [KORENSSON]: (_, fouler, __, team) => [strictDiscipline(fouler, team)],
  [JORM]: (_, fouler, __, team) => [jormWatch(fouler, team)],
  [TRIPLETS]: (state, fouler, victim, team) => heavyHandedIncompetence(state, fouler, victim, team)
}

/**
 * What the fouler's opponents' biased referee does about an unseen foul: the ordinary one's Close
 * Scrutiny, or a named one's own D6 (`victim`: the fouled player, for the Trundlefoot Triplets).
 */
export const closeScrutiny = (match: Match, state: MatchState, fouler: string, victim: string | null = null): ReadonlyArray<BiasedRefereeStep> => {
  const foulerTeam = state.players[match.playerIndex.get(fouler)!]!.team
  const team = state.teams.findIndex((_, t) => t !== foulerTeam && refereeOf(match, t) !== null)
  if (team < 0) return []
  const referee = refereeOf(match, team)!
  return referee === "ordinary" ? [{ _tag: "CloseScrutiny", fouler, team }] : NAMED_WATCH[referee](state, fouler, victim, team)
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
    // The fouler's coach may argue the call and use bribes as for any send-off (core/foul.ts).
    return consumed(replaceTop(state, { _tag: "SentOff", fouler: step.fouler, stage: "decide", argued: false, bribes: 0 }))
  }
}

/** Every step of the biased referees, ordinary and named. */
export type BiasedRefereeStep =
  | CloseScrutinyStep
  | RedCardStep
  | StrictDisciplineStep
  | StrictDisciplineDrawStep
  | JormWatchStep
  | HeavyHandedIncompetenceStep
  | SmartPlayersStep

/** The ordinary referee's handler; engine-steps.ts registers the named referees' from their own files (importing them here would be a cycle at load). */
export const biasedRefereeHandlers = { CloseScrutiny: closeScrutinyHandler }

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/referees/biased-referee": BiasedRefereeStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    biasedRefereeProblem: typeof biasedRefereeProblem
    closeScrutiny: typeof closeScrutiny
  }
}

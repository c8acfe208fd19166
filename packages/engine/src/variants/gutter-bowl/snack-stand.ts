import type { Match } from "../../model/match.js"
import type { MatchState } from "../../model/state.js"
import { consumed, type Ctx, expectRoll, judge, propagate, replaceTop, setTeam, type StepHandler, teamOf } from "../../core/context.js"
import type { Modifier } from "../../model/outcome.js"
import { withoutOne } from "../../core/team-rerolls-per-turn.js"
import type { Step } from "../../model/step.js"
import type { VariantStep } from "../../core/variant/variant.js"
import { withState } from "../../model/state.js"

/**
 * Gutter Bowl's Snack Stand (an inducement, 0–1): +1 to the team's KO recovery rolls, and a D6
 * (`snack-stand`, `team` set) whenever the team uses a team re-roll: on a 6 the re-roll is free
 * (the team gets it back).
 *
 * Our readings: the Leader re-roll is no team re-roll here; the D6s (one for each team re-roll
 * used that turn: BB2020 allows several) are rolled when the team's turn ends (before a touchdown
 * ends the drive, or a half ends), not the moment the re-roll is used, so the log need not break
 * into the action for them.
 */

export const SNACK_STAND = "snack-stand"

const has = (match: Match, team: number) => match.header.teams[team]!.inducements.some((i) => i.id === SNACK_STAND && i.count > 0)

const due = (team: number) => `snack-stand-due:${team}`

/** +1 to a KO'd player's recovery roll for a team with a Snack Stand. */
export const koRecoveryModifiers = (ctx: Ctx, team: number): ReadonlyArray<Modifier> => (has(ctx.match, team) ? [{ value: 1, source: "Snack Stand" }] : [])

/** A team re-roll spent by a team with a Snack Stand: its D6 is due. */
export const teamRerollSpent = (match: Match, state: MatchState, team: number): MatchState =>
  has(match, team) ? withState(state, { kickOffEffects: [...state.kickOffEffects, due(team)] }) : state

/** The Snack Stand's D6s, one for each team re-roll used. */
export const snackStandRolls = (state: MatchState): ReadonlyArray<Step> =>
  state.teams.flatMap((_, team) => state.kickOffEffects.filter((e) => e === due(team)).map(() => ({ _tag: "Variant", name: SNACK_STAND, data: { team } }) satisfies VariantStep))

export const snackStandHandler: StepHandler<VariantStep> = {
  expects: (s) => ({ kind: "roll", die: "d6", for: SNACK_STAND, player: null, team: s.data["team"] as number }),
  on: (ctx, state, s, event) => {
    const team = s.data["team"] as number
    const rolled = expectRoll(ctx, event, "d6", SNACK_STAND, null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const free = rolled.success.faces[0] === 6
    judge(ctx, {
      rule: "Snack Stand",
      roll: rolled.success,
      target: 6,
      total: rolled.success.faces[0]!,
      success: free,
      needed: 6,
      result: free ? `favourite snacks: the team re-roll ${teamOf(ctx, team).name} used is free` : "the team re-roll stays used"
    })
    const cleared = withState(state, { kickOffEffects: withoutOne(state.kickOffEffects, due(team)) })
    return consumed(replaceTop(free ? setTeam(cleared, team, { rerolls: state.teams[team]!.rerolls + 1 }) : cleared))
  }
}

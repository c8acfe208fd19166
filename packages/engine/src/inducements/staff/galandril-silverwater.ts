import type { DieKind } from "@sidelines/schema"
import type { Match } from "../../model/match.js"
import type { MatchState } from "../../model/state.js"
import { consumed, type Ctx, expectRoll, judge, note, pop, propagate, setTeam, type StepHandler, teamOf, updateTop } from "../../core/context.js"
import type { Modifier } from "../../model/outcome.js"
import { hiresStaff, namedStaff } from "../../model/staff-names.js"

/**
 * Galandril Silverwater, (In)Famous Coaching Staff of Death Zone (Blood Bowl 2020; BBBase
 * docs/bb2020/death_zone/new_inducements.md, "Go Team!"). He does not play. Neither FFB nor
 * Jervis encodes him; our reading of the rule:
 *
 * - Cheering Fans: when his team, kicking, rolls Cheering Fans on the Kick-off table, it first
 *   rolls a D3 (`cheering-fans`, die `d3`, `team` set) and adds it to its cheerleaders for the
 *   contest; a team with no cheerleaders counts as having one before the D3 is added.
 * - Prayers to Nuffle: each roll of his team on the table that comes up a natural 15 or 16 (on a
 *   D16; a natural 8 where the variant rolls a D8) gives the team one more team re-roll. It is an
 *   ordinary team re-roll, lost at the end of the half if unused; one gained in the pre-game is
 *   for the first half (core/drive.ts adds it when the half starts).
 */

export const GALANDRIL_SILVERWATER = "Galandril Silverwater"

const named = namedStaff(GALANDRIL_SILVERWATER)

/** Whether the staff member named in a header is Galandril (inducements/staff/infamous-staff.ts lets him through). */
export const isGalandril = named

/** Whether the team hired Galandril. */
export const galandrilHired = (match: Match, team: number): boolean =>
  hiresStaff(match.header.teams[team]!, named)

/** Galandril's team rolls a D3 of cheerleaders before a Cheering Fans contest it rolled. */
export interface GoTeamStep {
  readonly _tag: "GoTeam"
  readonly team: number
}

/** The Go Team! step when the kicking team, who rolled Cheering Fans, has Galandril. */
export const goTeam = (match: Match, state: MatchState): ReadonlyArray<GoTeamStep> =>
  state.kickingTeam !== null && galandrilHired(match, state.kickingTeam) ? [{ _tag: "GoTeam", team: state.kickingTeam }] : []

/** The contest's cheerleader modifiers for a team Galandril cheers on: at least one, plus the D3. */
export const goTeamModifiers = (cheerleaders: ReadonlyArray<Modifier>, d3: number): Array<Modifier> => [
  ...(cheerleaders.reduce((n, m) => n + m.value, 0) > 0 ? [] : [{ value: 1, source: "Go Team!: counts as having one cheerleader" }]),
  { value: d3, source: `Go Team!: ${d3} more cheerleader${d3 === 1 ? "" : "s"} (Galandril Silverwater)` }
]

export const goTeamHandler: StepHandler<GoTeamStep> = {
  expects: (step) => ({ kind: "roll", die: "d3", for: "cheering-fans", player: null, team: step.team }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d3", "cheering-fans", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const d3 = rolled.success.faces[0]!
    judge(ctx, { rule: "Galandril Silverwater: Go Team!", roll: rolled.success, total: d3, result: `${teamOf(ctx, step.team).name} add ${d3} to their cheerleaders for Cheering Fans` })
    // The contest below takes the D3 (core/kick-off-events.ts).
    const next = pop(state)
    const contest = next.stack[next.stack.length - 1]
    return consumed(contest?._tag === "KickOffContest" ? updateTop(next, { ...contest, goTeam: { team: step.team, d3 } }) : next)
  }
}

/** Whether a prayer's face is a natural top roll of the die (15–16 on a D16, 8 on a D8). */
const topFace = (die: DieKind, face: number): boolean => (die === "d16" ? face >= 15 : die === "d8" ? face === 8 : false)

/** The team re-roll Galandril's team gains in the pre-game, kept for the first half (team `specialRulesUsed`). */
export const PRE_GAME_REROLL = `${GALANDRIL_SILVERWATER}: pre-game re-roll`

/** Go Team! on a prayer roll: a natural 15–16 (8 on a D8) gives Galandril's team a team re-roll. */
export const goTeamPrayer = (ctx: Ctx, state: MatchState, team: number, die: DieKind, face: number, preGame: boolean): MatchState => {
  if (!galandrilHired(ctx.match, team) || !topFace(die, face)) return state
  note(ctx, `Galandril Silverwater: a natural ${face} on the Prayers to Nuffle table, ${teamOf(ctx, team).name} gain a team re-roll${preGame ? " for the first half" : ""}`)
  const t = state.teams[team]!
  return preGame
    ? setTeam(state, team, { specialRulesUsed: [...(t.specialRulesUsed ?? []), PRE_GAME_REROLL] })
    : setTeam(state, team, { rerolls: t.rerolls + 1 })
}

/** The re-rolls Galandril's pre-game prayers add when the first half starts. */
export const preGameRerolls = (state: MatchState, team: number): number =>
  (state.teams[team]!.specialRulesUsed ?? []).filter((used) => used === PRE_GAME_REROLL).length

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/staff/galandril-silverwater": GoTeamStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    goTeam: typeof goTeam
    goTeamModifiers: typeof goTeamModifiers
    goTeamPrayer: typeof goTeamPrayer
    preGameRerolls: typeof preGameRerolls
  }
}

import type { MatchStarted, RollPurpose } from "@sidelines/schema"
import { hasSkill } from "../../model/match.js"
import { IMPLEMENTED_SKILLS, skillKey } from "../../model/skills.js"
import { addGain, type MatchState } from "../../model/state.js"
import {
  consumed,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  note,
  playerIndex,
  propagate,
  replaceTop,
  setPlayer,
  type StepHandler,
  teamOf,
  unsupported,
  updateTop,
  violation
} from "../../core/context.js"
import { expectDraw } from "../../core/kick-off-events.js"
import { MUTATIONS } from "../other/magic-potions.js"
import { HAVE_YOU_THOUGHT_ABOUT_AN_UPGRADE, isFronkelheim, PROFESSOR_FRONKELHEIM } from "./professor-fronkelheim.js"
import { ILL_MAKE_YOU_A_STAR, isScharlitan, SCHIELUND_SCHARLITAN } from "./schielund-scharlitan.js"
import { hiresStaff } from "../../model/staff-names.js"

/**
 * The (In)Famous Coaching Staff who, between the pre-game's Inducements step and the coin toss,
 * pick D3 of their team's players at random and change them for the match: Schielund Scharlitan
 * (Pro: inducements/staff/schielund-scharlitan.ts) and Professor Frönkelheim (a random Mutation:
 * inducements/staff/professor-fronkelheim.ts). Teams in header order; Scharlitan before the Professor when a
 * team has both.
 */

type Staff = typeof SCHIELUND_SCHARLITAN | typeof PROFESSOR_FRONKELHEIM

const PURPOSE: Readonly<Record<Staff, RollPurpose>> = {
  [SCHIELUND_SCHARLITAN]: "ill-make-you-a-star",
  [PROFESSOR_FRONKELHEIM]: "have-you-thought-about-an-upgrade"
}

const RULE: Readonly<Record<Staff, string>> = {
  [SCHIELUND_SCHARLITAN]: `${SCHIELUND_SCHARLITAN}: ${ILL_MAKE_YOU_A_STAR}`,
  [PROFESSOR_FRONKELHEIM]: `${PROFESSOR_FRONKELHEIM}: ${HAVE_YOU_THOUGHT_ABOUT_AN_UPGRADE}`
}

export interface StaffPicksStep {
  readonly _tag: "StaffPicks"
  readonly team: number
  readonly staff: Staff
  /** `count`: the D3; `draw`: the next PlayerDrawn; `mutation`: the Professor's 2D6 for `player`. */
  readonly stage: "count" | "draw" | "mutation"
  readonly left: number
  readonly drawn: ReadonlyArray<string>
  readonly player: string | null
}

/** The steps before the coin toss for every team that hired Scharlitan or the Professor. */
export const staffPicks = (header: MatchStarted): ReadonlyArray<StaffPicksStep> =>
  header.teams.flatMap((team, i) => [
    ...(hiresStaff(team, isScharlitan) ? [SCHIELUND_SCHARLITAN] : []),
    ...(hiresStaff(team, isFronkelheim) ? [PROFESSOR_FRONKELHEIM] : [])
  ].map((staff): StaffPicksStep => ({ _tag: "StaffPicks", team: i, staff: staff as Staff, stage: "count", left: 0, drawn: [], player: null })))

/** The team's players who may still be drawn (not one who may only join later, in the pool). */
const drawable = (state: MatchState, step: StaffPicksStep): ReadonlyArray<string> =>
  state.players.filter((p) => p.team === step.team && p.box !== "pool" && !step.drawn.includes(p.id)).map((p) => p.id)

/** After a player is dealt with: the next draw, or the step is done. */
const next = (state: MatchState, step: StaffPicksStep, drawn: ReadonlyArray<string>): MatchState =>
  step.left - 1 > 0 ? updateTop(state, { ...step, stage: "draw", left: step.left - 1, drawn, player: null }) : replaceTop(state)

const gain = (state: MatchState, index: number, source: string, skill: string): MatchState =>
  setPlayer(state, index, { gained: addGain(state.players[index]!, { source, until: "game", skills: [skill] }).gained })

export const staffPicksHandler: StepHandler<StaffPicksStep> = {
  expects: (step) =>
    step.stage === "count"
      ? { kind: "roll", die: "d3", for: PURPOSE[step.staff], player: null, team: step.team }
      : step.stage === "draw"
      ? { kind: "decision", team: null, events: ["PlayerDrawn"], about: `${step.staff}: draw a player at random` }
      : { kind: "roll", die: "2d6", for: PURPOSE[step.staff], player: step.player },
  on: (ctx, state, step, event): Fold<Handled> => {
    const purpose = PURPOSE[step.staff]
    const rule = RULE[step.staff]
    const name = teamOf(ctx, step.team).name
    switch (step.stage) {
      case "count": {
        const rolled = expectRoll(ctx, event, "d3", purpose, null, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        if (event._tag === "DiceRolled" && event.team !== undefined && ctx.match.teamIndex.get(event.team) !== step.team) {
          return violation(ctx, rule, `${step.staff} works for ${name}, not ${event.team}`)
        }
        const d3 = rolled.success.faces[0]!
        const left = Math.min(d3, drawable(state, step).length)
        judge(ctx, {
          rule,
          roll: rolled.success,
          total: d3,
          result: `${left} of ${name}' players are picked at random`,
          ...(left < d3 ? { notes: [`${name} have only ${left} players`] } : {})
        })
        return consumed(left === 0 ? replaceTop(state) : updateTop(state, { ...step, stage: "draw", left }))
      }
      case "draw": {
        const drawn = expectDraw(ctx, event, purpose, rule)
        if (drawn._tag === "Failure") return propagate(drawn)
        const id = drawn.success.player
        const index = ctx.match.playerIndex.get(id)
        if (index === undefined || state.players[index]!.team !== step.team) return violation(ctx, rule, `${step.staff} picks ${name}' players, not ${id}`)
        if (step.drawn.includes(id)) return violation(ctx, rule, `${nameOf(ctx, id)} has already been picked`)
        if (!drawable(state, step).includes(id)) return violation(ctx, rule, `${nameOf(ctx, id)} is not in the match yet`)
        const picked = [...step.drawn, id]
        if (step.staff === PROFESSOR_FRONKELHEIM) return consumed(updateTop(state, { ...step, stage: "mutation", drawn: picked, player: id }))
        note(ctx, `${rule}: ${nameOf(ctx, id)} has Pro until the end of the game`)
        return consumed(next(gain(state, index, ILL_MAKE_YOU_A_STAR, "Pro"), step, picked))
      }
      case "mutation": {
        const player = step.player!
        const rolled = expectRoll(ctx, event, "2d6", purpose, player, 2)
        if (rolled._tag === "Failure") return propagate(rolled)
        const [first, second] = rolled.success.faces as [number, number]
        const mutation = MUTATIONS[(first <= 3 ? 0 : 6) + second - 1]!
        const index = playerIndex(ctx, player)
        const again = hasSkill(ctx.match, state, index, mutation)
        judge(ctx, {
          rule,
          player,
          roll: rolled.success,
          result: again ? `${mutation}, which ${nameOf(ctx, player)} has already: rolled again` : `${mutation} until the end of the game`,
          notes: [`the first D6 (${first}) picks the ${first <= 3 ? "first" : "last"} six Mutations, the second (${second}) the row`]
        })
        if (again) return consumed(state)
        if (!IMPLEMENTED_SKILLS.has(skillKey(mutation))) return unsupported(ctx, `skill: ${mutation}`, `${nameOf(ctx, player)} gains ${mutation}; this engine does not fold that skill yet`)
        return consumed(next(gain(state, index, HAVE_YOU_THOUGHT_ABOUT_AN_UPGRADE, mutation), step, step.drawn))
      }
    }
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/staff/staff-picks": StaffPicksStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    staffPicks: typeof staffPicks
  }
}

import { isObstacle } from "../model/features.js"
import { characteristic, hasSkill } from "../model/match.js"
import { isAdjacent, type Square, squareName } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { consumed, type Ctx, done, nameOf, passOn, playerIndex, playerOn, pop, schedule, type StepHandler, teamOf, updateTop, violation } from "../core/context.js"
import { knockDown } from "../core/injury.js"
import type { Modifier } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { isMarked, opponentsIn, tackleZonesOn } from "../core/tackle-zones.js"
import { testStep } from "../core/test-roll.js"
import { opposed } from "../core/variant/variant.js"

const SKILL = "On the Ball"

/**
 * On the Ball (BB2020): one player with it may move up to three squares, whatever their MA, by the
 * normal movement rules: on the receiving team once the kick has deviated (an Open player, who
 * may not cross into the opponents' half; not after a touchback), or on the opposing team once a
 * pass is aimed, before its passing test. The log says SkillUsed On the Ball, then up to three
 * PlayerMoved for that player; any other event ends the move. A step out of a marked square is a
 * dodge; a failed one is a fall (a turnover only if the mover's team is the moving one).
 */
export interface OnTheBallStep {
  readonly _tag: "OnTheBall"
  readonly team: number
  readonly when: "kick-off" | "pass"
  readonly mover: string | null
  readonly moved: number
}

const able = (ctx: Ctx, state: MatchState, team: number, when: OnTheBallStep["when"]) =>
  state.players.filter((p, i) =>
    p.team === team && p.at !== null && p.posture === "standing" && !p.lostTackleZones && hasSkill(ctx.match, state, i, SKILL) &&
    (when === "pass" || !isMarked(state, p, opponentsIn(ctx.variant)))
  )

/** The On the Ball step, if `team` has a player who can use it now. */
export const onTheBall = (ctx: Ctx, state: MatchState, team: number, when: OnTheBallStep["when"]): ReadonlyArray<OnTheBallStep> =>
  able(ctx, state, team, when).length === 0 ? [] : [{ _tag: "OnTheBall", team, when, mover: null, moved: 0 }]

/** The team opposing a passer (the one whose player may move On the Ball). */
export const passDefenders = (ctx: Ctx, state: MatchState, passer: string): ReadonlyArray<number> => {
  const team = state.players[playerIndex(ctx, passer)]!.team
  return state.teams.map((_, i) => i).filter((i) => opposed(ctx.variant, i, team))
}

export const onTheBallHandler: StepHandler<OnTheBallStep> = {
  // A mover who fell (a failed dodge) or dropped through a trapdoor moves no further.
  auto: (ctx, state, step) => {
    if (step.mover === null) return undefined
    const mover = state.players[playerIndex(ctx, step.mover)]!
    return mover.at === null || mover.posture !== "standing" ? done(pop(state)) : undefined
  },
  expects: (step) => ({
    kind: "decision",
    team: step.team,
    events: step.mover === null ? ["SkillUsed"] : ["PlayerMoved"],
    about: step.mover === null ? `move a player On the Ball (${step.when})?` : `${step.mover} moves On the Ball (${step.moved} of 3 squares)`
  }),
  on: (ctx, state, step, event) => {
    if (step.mover === null) {
      if (event._tag !== "SkillUsed" || event.skill.toLowerCase() !== SKILL.toLowerCase()) return passOn(pop(state))
      const who = nameOf(ctx, event.player)
      if (!able(ctx, state, step.team, step.when).some((p) => p.id === event.player)) {
        return violation(ctx, SKILL, `${who} cannot move On the Ball now: a standing player of ${teamOf(ctx, step.team).name} with the skill${step.when === "kick-off" ? ", Open (not marked)," : ""} can`)
      }
      ctx.outcomes.push({ _tag: "Note", text: `${who} moves On the Ball` })
      return consumed(updateTop(state, { ...step, mover: event.player }))
    }
    if (event._tag !== "PlayerMoved" || event.player !== step.mover) return passOn(pop(state))
    const who = nameOf(ctx, step.mover)
    const index = playerIndex(ctx, step.mover)
    const player = state.players[index]!
    const to = event.to
    if (event.jump === true || !isAdjacent(player.at!, to)) return violation(ctx, SKILL, `${who} moves one square at a time On the Ball`)
    if (!ctx.variant.pitch.contains(to) || isObstacle(ctx.variant.pitch, to) || playerOn(state, to) !== undefined) return violation(ctx, SKILL, `${squareName(to)} is not a free square on the pitch`)
    if (step.when === "kick-off" && !ctx.variant.pitch.isOwnHalf(step.team, to)) return violation(ctx, SKILL, `${who} may not cross into the opponents' half On the Ball`)
    // The move goes by the normal rules: a dodge out of a marked square, then arriving (a trapdoor…).
    const next = step.moved + 1
    const base = next >= 3 ? pop(state) : updateTop(state, { ...step, moved: next })
    return consumed(freeStep(ctx, state, base, step.mover, to, "Dodge (On the Ball)"))
  }
}

/**
 * One square of a move out of the sequence of play (On the Ball, Quick Thinking): `base` with the
 * steps due as `mover` steps from where they stand (in `state`) to `to` — a dodge under `rule`
 * out of a marked square, then arriving. A failed dodge is a fall: a turnover only if the mover's
 * team is the moving one.
 */
export const freeStep = (ctx: Ctx, state: MatchState, base: MatchState, mover: string, to: Square, rule: string): MatchState => {
  const index = playerIndex(ctx, mover)
  const player = state.players[index]!
  const arrive: Step = { _tag: "Arrive", player: mover, to }
  const markersFrom = tackleZonesOn(state, player.team, player.at!, opponentsIn(ctx.variant))
  if (markersFrom.length === 0) return schedule(base, arrive)
  const stunty = hasSkill(ctx.match, state, index, "Stunty")
  const modifiers: Array<Modifier> = stunty ? [] : tackleZonesOn(state, player.team, to, opponentsIn(ctx.variant)).map((marker) => ({ value: -1, source: `marked by ${nameOf(ctx, marker.id)}` }))
  const tackled = markersFrom.some((marker) => hasSkill(ctx.match, state, playerIndex(ctx, marker.id), "Tackle"))
  return schedule(base, testStep({
    test: "dodge",
    rule,
    player: mover,
    target: characteristic(ctx.match, state, index, "ag"),
    modifiers,
    skillReroll: hasSkill(ctx.match, state, index, "Dodge") && !tackled ? "Dodge" : null,
    teamReroll: true,
    onSuccess: [arrive],
    // Falling is a turnover only for the moving team (a player On the Ball against a Dump-off).
    onFailure: [knockDown(mover, { at: to, cause: "fall", turnover: "fell-over" })]
  }))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    onTheBall: typeof onTheBall
    passDefenders: typeof passDefenders
  }
}

import { inPlaceOfBlitzBlock } from "../core/blitz-special.js"
import { rushTest } from "../core/rush.js"
import { withBallOf } from "../model/balls.js"
import type { MatchEvent } from "@sidelines/schema"
import { inSewerPit } from "../model/features.js"
import { characteristic, hasSkill } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import { type MatchState, withState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import { type ActivationStep, withActivation } from "../core/activation.js"
import { consumed, type Ctx, done, type Fold, type Handled, nameOf, note, playerIndex, propagate, replaceTop, schedule, setPlayer, type StepHandler, updateTop, violation } from "../core/context.js"
import { dumpOffFirst } from "./dump-off.js"
import { facingFoulAppearance } from "./foul-appearance.js"
import { knockDown } from "../core/knock-down.js"
import type { Modifier } from "../model/outcome.js"
import { droppedBall } from "./safe-pair-of-hands.js"
import type { Step } from "../model/step.js"
import { exertsTackleZone } from "../core/tackle-zones.js"
import { uprooted } from "./take-root.js"
import { testStep } from "../core/test-roll.js"

/**
 * Breathe Fire (BB2020 trait, with the errata; the Chaos Dwarf Flamesmith's). It is not in the
 * shared rulebook's skill list: the catalogue lists it under "Roster traits".
 *
 * Once per activation, in place of a Block — the Breathe Fire Special action (`breathe-fire`, its
 * target named when declared), or the block of a Blitz (`SkillUsed` Breathe Fire at the Blitz's
 * target, costing the block's square of movement) — the player breathes fire at a Standing
 * opponent they mark. A D6 (`breathe-fire`), −1 when the target's ST is 5 or more:
 *
 * - 1 or less: the fire blows back; the breather is Knocked Down (armour, injury), a turnover;
 * - 2–3: nothing happens;
 * - 4 or more: the target is Placed Prone (no armour roll);
 * - a natural 6: the target is Knocked Down instead (armour, injury).
 *
 * A target who held the ball drops it and it bounces, with no turnover (they are an opponent).
 * The roll is a test like Projectile Vomit's: a team re-roll, Pro or Loner's roll as for any test
 * of the team's turn, offered when the result is below 4 and after a Placed Prone (BB2020's re-rolls
 * are not only for failures; FFB offers it too, to try for the 6). The activation ends once the fire
 * is resolved.
 */
export const BREATHE_FIRE = "Breathe Fire"

/** The D6 decided: `face` (filled in by the test) and the ST modifier say which band it is. */
export interface BreatheFireStep {
  readonly _tag: "BreatheFire"
  readonly breather: string
  readonly target: string
  readonly modifier: number
  readonly face?: number | undefined
}

/** Why `player` cannot breathe fire at `target` now, or null. */
export const breatheFireProblem = (ctx: Ctx, state: MatchState, player: string, target: string | null | undefined): string | null => {
  const index = playerIndex(ctx, player)
  if (!hasSkill(ctx.match, state, index, BREATHE_FIRE)) return `${nameOf(ctx, player)} does not have Breathe Fire`
  if (target === null || target === undefined) return "Breathe Fire names its target"
  const me = state.players[index]!
  const them = state.players[playerIndex(ctx, target)]!
  // Marking: a Standing player with their tackle zone, next to the target.
  if (me.at === null || !exertsTackleZone(me)) return `${nameOf(ctx, player)} must be standing and marking the target to breathe fire`
  if (!opposed(ctx.variant, them.team, me.team) || them.at === null || them.posture !== "standing" || inSewerPit(ctx.variant.pitch, them.at)) {
    return `the target must be a Standing opponent on the pitch; ${nameOf(ctx, target)} is not`
  }
  if (!isAdjacent(me.at, them.at)) return `${nameOf(ctx, target)} is not next to ${nameOf(ctx, player)}: a player breathes fire only at an opponent they mark`
  return null
}

/** −1 against a target of ST 5 or more. */
const strengthModifier = (ctx: Ctx, state: MatchState, target: string): ReadonlyArray<Modifier> =>
  characteristic(ctx.match, state, playerIndex(ctx, target), "st") >= 5 ? [{ value: -1, source: "the target's ST is 5 or more" }] : []

/** The D6: 4+ (after the modifier) reaches the target; below that a re-roll may be offered. */
const fireRoll = (ctx: Ctx, state: MatchState, player: string, target: string): Step => {
  const modifiers = strengthModifier(ctx, state, target)
  const result: BreatheFireStep = { _tag: "BreatheFire", breather: player, target, modifier: modifiers.reduce((sum, m) => sum + m.value, 0) }
  // A Placed Prone (4 or 5) may be re-rolled for the 6 that Knocks Down (re-rolls are not only for failures).
  return testStep({ test: "breathe-fire", rule: BREATHE_FIRE, player, target: 4, modifiers, skillReroll: null, teamReroll: true, onSuccess: [result], onFailure: [result], rerollPassedBelow: 6 })
}

/** Foul Appearance's roll first, then the target's Dump-off, then the fire (`before` wraps it: a Rush). */
const breathe = (ctx: Ctx, state: MatchState, player: string, target: string, before: (fire: Step) => Step = (fire) => fire): ReadonlyArray<Step> =>
  facingFoulAppearance(ctx, state, player, target, [before(dumpOffFirst(ctx, state, target, fireRoll(ctx, state, player, target)))])

/** The Breathe Fire Special action starts as soon as it is declared (after any activation rolls). */
export const breatheFireAction = (ctx: Ctx, state: MatchState, step: ActivationStep): Fold<MatchState> => {
  const problem = breatheFireProblem(ctx, state, step.player, step.target)
  if (problem !== null) return violation(ctx, BREATHE_FIRE, problem)
  note(ctx, `${nameOf(ctx, step.player)} breathes fire at ${nameOf(ctx, step.target!)}`)
  return done(schedule(updateTop(state, withActivation(step, { acted: true, finished: true })), ...breathe(ctx, state, step.player, step.target!)))
}

/**
 * `SkillUsed` Breathe Fire in a Blitz, at the Blitz's target: it is the Blitz's block, so it costs
 * that square of movement (a Rush past the MA, a fall ending it), and the activation ends with it.
 */
export const breatheFireInBlitz = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  const place = inPlaceOfBlitzBlock(ctx, state, step, event, {
    rule: BREATHE_FIRE,
    notNow: "Breathe Fire takes the place of a Block: a Blitz's only block, or a Breathe Fire action",
    doing: "to breathe fire",
    problem: (target) => breatheFireProblem(ctx, state, step.player, target)
  })
  if (place._tag === "Failure") return propagate(place)
  const { target, moved, rushing } = place.success
  note(ctx, `${who} breathes fire at ${nameOf(ctx, target)} in place of the Blitz's block; the activation ends with it`)
  const next = updateTop(state, withActivation(step, { acted: true, finished: true, moved }))
  if (!rushing) return consumed(schedule(next, ...breathe(ctx, state, step.player, target)))
  const rush = (fire: Step): Step => rushTest(ctx, state, step.player, [fire])
  return consumed(schedule(next, ...breathe(ctx, state, step.player, target, rush)))
}

export const breatheFireHandler: StepHandler<BreatheFireStep> = {
  expects: () => ({ kind: "nothing", about: "the fire takes effect" }),
  auto: (ctx, state, step) => {
    const face = step.face!
    const total = face + step.modifier
    const target = nameOf(ctx, step.target)
    if (face === 6) {
      note(ctx, `Breathe Fire: a natural 6, ${target} is Knocked Down`)
      return done(replaceTop(state, knockDown(step.target, { cause: "breathe-fire", by: step.breather })))
    }
    if (total <= 1) {
      note(ctx, `Breathe Fire: ${total} — the fire blows back and ${nameOf(ctx, step.breather)} is Knocked Down (a turnover)`)
      return done(replaceTop(state, knockDown(step.breather, { cause: "breathe-fire", turnover: "knocked-down" })))
    }
    if (total < 4) {
      note(ctx, `Breathe Fire: ${total}, nothing happens`)
      return done(replaceTop(state))
    }
    // Placed Prone where they stand, no armour roll; a held ball comes loose (no turnover: an opponent).
    note(ctx, `Breathe Fire: ${total}, ${target} is Placed Prone`)
    const index = playerIndex(ctx, step.target)
    const player = state.players[index]!
    const at = player.at!
    // Ball Clone: the ball they hold, if either, is the one that comes loose (model/balls.ts).
    let next = withBallOf(setPlayer(state, index, { posture: "prone", used: uprooted(player) }), player.id)
    const hadBall = next.ball.carrier === player.id
    ctx.outcomes.push({ _tag: "KnockedDown", player: step.target, at, cause: "breathe-fire" })
    if (!hadBall) return done(replaceTop(next))
    next = withState(next, { ball: { at, carrier: null, inPlay: true } })
    return done(replaceTop(next, droppedBall(ctx, next, step.target, at, "placed-prone")))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/breathe-fire": BreatheFireStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    BREATHE_FIRE: typeof BREATHE_FIRE
    breatheFireAction: typeof breatheFireAction
    breatheFireInBlitz: typeof breatheFireInBlitz
    breatheFireProblem: typeof breatheFireProblem
  }
}

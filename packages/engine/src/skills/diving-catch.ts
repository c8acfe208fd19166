import { above } from "../core/above.js"
import { hasSkill } from "../model/match.js"
import { isAdjacent, squareName, type Square } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import type { BallContext } from "../core/ball.js"
import { catchModifiers } from "../core/ball.js"
import { consumed, type Ctx, nameOf, passOn, playerIndex, replaceTop, type StepHandler, violation } from "../core/context.js"
import type { Modifier } from "../model/outcome.js"
import { catchReroll, noHands } from "./passing-skills.js"
import type { Step } from "../model/step.js"
import { exertsTackleZone } from "../core/tackle-zones.js"
import { characteristic } from "../model/match.js"
import { testStep } from "../core/test-roll.js"

const SKILL = "Diving Catch"

/**
 * Diving Catch (BB2020): a pass that scattered or deviated, a crowd's throw-in or a kick-off that
 * comes down in an empty square lets a player with the skill whose tackle zone covers it try to
 * catch it from where they stand. The log names each try (SkillUsed Diving Catch); one who fails
 * leaves the next one a try, and when nobody (else) tries the ball bounces from where it came
 * down. A catch needs the same modifiers as one in that square, counted from the catcher's own.
 */
export interface DivingCatchStep {
  readonly _tag: "DivingCatch"
  readonly at: Square
  readonly candidates: ReadonlyArray<string>
  readonly context: BallContext
  /** The modifier the kind of ball gives (scattered pass, throw-in, kick-off). */
  readonly extra: ReadonlyArray<Modifier>
}

/** The players who may dive for a ball that came down in the empty square `at`. */
export const divingCatchers = (ctx: Ctx, state: MatchState, at: Square, context: BallContext): Array<string> =>
  state.players
    .filter((p, i) =>
      p.at !== null && isAdjacent(p.at, at) && exertsTackleZone(p) && hasSkill(ctx.match, state, i, SKILL) && !noHands(ctx, state, p.id) &&
      // Ball Clone: a player holding the other ball cannot catch this one.
      !above.holdsOtherBall(state, p.id) &&
      // A kick-off caught outside the receiving half would be a touchback: only players in it dive.
      (!context.kickOff || ctx.variant.pitch.isOwnHalf(context.receivingTeam, p.at))
    )
    .map((p) => p.id)

/** The ball came down in the empty square `at`: divers may try for it, else it bounces. */
export const landsInEmptySquare = (ctx: Ctx, state: MatchState, at: Square, context: BallContext, extra: ReadonlyArray<Modifier>, bounce: Step): Step => {
  const candidates = divingCatchers(ctx, state, at, context)
  return candidates.length === 0 ? bounce : { _tag: "DivingCatch", at, candidates, context, extra }
}

/** Diving Catch's +1 for a player catching an accurate pass on the square it was aimed at. */
export const divingCatchAccurate = (ctx: Ctx, state: MatchState, player: string): Array<Modifier> =>
  hasSkill(ctx.match, state, playerIndex(ctx, player), SKILL) ? [{ value: 1, source: "skill: Diving Catch (an accurate pass to their square)" }] : []

const bounceFrom = (ctx: Ctx, step: DivingCatchStep): Step => ({ _tag: "Bounce", from: step.at, context: step.context, more: ctx.variant.bounces - 1 })

export const divingCatchHandler: StepHandler<DivingCatchStep> = {
  expects: (step) => ({ kind: "decision", team: null, events: ["SkillUsed", "SkillDeclined"], about: `dive for the ball on ${squareName(step.at)} (Diving Catch: ${step.candidates.join(", ")})?` }),
  on: (ctx, state, step, event) => {
    if (event._tag === "SkillDeclined" && event.skill.toLowerCase() === SKILL.toLowerCase() && step.candidates.includes(event.player)) {
      const left = step.candidates.filter((id) => id !== event.player)
      return consumed(replaceTop(state, left.length === 0 ? bounceFrom(ctx, step) : { ...step, candidates: left }))
    }
    if (event._tag !== "SkillUsed" || event.skill.toLowerCase() !== SKILL.toLowerCase()) return passOn(replaceTop(state, bounceFrom(ctx, step)))
    const diver = event.player
    if (!step.candidates.includes(diver)) {
      return violation(ctx, SKILL, `${nameOf(ctx, diver)} cannot dive for the ball on ${squareName(step.at)}: only a standing player with Diving Catch next to it can (${step.candidates.map((id) => nameOf(ctx, id)).join(", ")})`)
    }
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, diver)} dives for the ball on ${squareName(step.at)} (Diving Catch)` })
    const left = step.candidates.filter((id) => id !== diver)
    const index = playerIndex(ctx, diver)
    return consumed(replaceTop(state, testStep({
      test: "catch",
      rule: "Catch (Diving Catch)",
      player: diver,
      target: characteristic(ctx.match, state, index, "ag"),
      modifiers: catchModifiers(ctx, state, diver, step.extra),
      skillReroll: catchReroll(ctx, state, diver),
      teamReroll: true,
      onSuccess: [{ _tag: "BallCaught", player: diver }, ...above.quickBiteAfterCatch(ctx, state, diver)],
      // The ball stays where it came down: another diver may try, or it bounces from there.
      onFailure: [left.length === 0 ? bounceFrom(ctx, step) : { ...step, candidates: left }]
    })))
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    divingCatchAccurate: typeof divingCatchAccurate
    landsInEmptySquare: typeof landsInEmptySquare
  }
}

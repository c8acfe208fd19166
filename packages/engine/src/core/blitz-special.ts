import type { MatchEvent } from "@sidelines/schema"
import { Result } from "effect"
import type { MatchState } from "../model/state.js"
import { type ActivationStep, movementAllowance } from "./activation.js"
import { type Ctx, type Fold, nameOf, violation } from "./context.js"

/**
 * A Special action made in place of a Blitz's block (`SkillUsed` at the Blitz's target: Stab,
 * Chainsaw, Projectile Vomit, Breathe Fire): the checks each makes, in one order, and the square
 * of movement it costs, as the block would (a Rush past the player's MA).
 */
export interface BlitzSpecial {
  /** The rule the violations name ("Stab", "Breathe Fire"…). */
  readonly rule: string
  /** Why it is refused outside a Blitz whose block is still to come. */
  readonly notNow: string
  /** "to stab", "for the chainsaw": what the movement left would be for. */
  readonly doing: string
  /** A check after the Blitz's own (Stab: the skill itself), or null. */
  readonly first?: () => string | null
  /** Why the player cannot make it at the target now, or null. */
  readonly problem: (target: string) => string | null
}

export const inPlaceOfBlitzBlock = (
  ctx: Ctx,
  state: MatchState,
  step: ActivationStep,
  event: Extract<MatchEvent, { _tag: "SkillUsed" }>,
  special: BlitzSpecial
): Fold<{ readonly target: string; readonly moved: number; readonly rushing: boolean }> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, special.rule, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  if (step.action !== "blitz" || step.acted) return violation(ctx, special.rule, special.notNow)
  const first = special.first?.() ?? null
  if (first !== null) return violation(ctx, special.rule, first)
  const target = event.target ?? step.target!
  if (target !== step.target) return violation(ctx, "blitz", `the Blitz was declared against ${nameOf(ctx, step.target!)}, not ${nameOf(ctx, target)}`)
  const problem = special.problem(target)
  if (problem !== null) return violation(ctx, special.rule, problem)
  const { ma, rushes } = movementAllowance(ctx, state, step.player)
  const moved = step.moved + 1
  if (moved > ma + rushes) return violation(ctx, "blitz", `${who} has no movement left ${special.doing} (MA ${ma} and ${rushes} rushes used)`)
  return Result.succeed({ target, moved, rushing: moved > ma })
}

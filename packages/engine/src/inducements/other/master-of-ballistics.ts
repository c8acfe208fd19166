import type { MatchEvent } from "@sidelines/schema"
import type { Match } from "../../model/match.js"
import { D8_DIRECTIONS } from "../../model/square.js"
import type { MatchState } from "../../model/state.js"
import { type Ctx, expectRoll, type Fold, judge, propagate, teamOf, violation } from "../../core/context.js"
import { Result } from "effect"
import { induced } from "./inducements.js"
import { MASTER_OF_BALLISTICS } from "./other-inducements.js"
import type { Modifier } from "../../model/outcome.js"
import type { Ballistics } from "../../core/kick-off.js"

/**
 * Death Zone's Master of Ballistics (0-1; Halfling Thimble Cup or Old World Classic; BBBase
 * docs/bb2020/death_zone/new_inducements.md). Encoded by neither FFB nor Jervis.
 *
 * - At every kick-off of the team's (Step 2 of each Start of Drive sequence), once the ball is
 *   placed (`KickAimed`) and before the deviation dice: a `d3` `master-of-ballistics` with `team`.
 * - 1 Complete Misunderstanding: the kick deviates as normal.
 * - 2 Interesting Theory…: the ball deviates D6−1 squares (0 on a 1).
 * - 3 Successful Practical Application: once both deviation dice are rolled, the kicking coach
 *   may change the D6 or the D8 by ±1 or ±2, within 1 and the die's sides (`DeviationModified`;
 *   going on leaves them). Our reading: a Kick skill's halving comes after, on the changed D6 (or
 *   on the D6−1), since the Master changes the roll and Kick the distance it gives.
 */

export const BALLISTICS_RESULTS: Readonly<Record<Ballistics, string>> = {
  1: "Complete Misunderstanding: the kick deviates as normal",
  2: "Interesting Theory…: the ball deviates D6−1 squares",
  3: "Successful Practical Application: the kicking coach may change the D6 or the D8 by up to 2"
}

/** Whether the kicking team brought a Master of Ballistics. */
export const hasMasterOfBallistics = (match: Match, team: number): boolean => induced(match, team, MASTER_OF_BALLISTICS) > 0

/** The D3 after the kick is aimed: its result, judged. */
export const rollBallistics = (ctx: Ctx, state: MatchState, event: MatchEvent): Fold<Ballistics> => {
  const rolled = expectRoll(ctx, event, "d3", MASTER_OF_BALLISTICS, null, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const face = rolled.success.faces[0]! as Ballistics
  judge(ctx, { rule: "Master of Ballistics", roll: rolled.success, total: face, result: `${teamOf(ctx, state.kickingTeam!).name}: ${BALLISTICS_RESULTS[face]}` })
  return Result.succeed(face)
}

/** Interesting Theory's −1 to the deviation distance. */
export const ballisticsDistance = (ballistics: Ballistics | undefined): ReadonlyArray<Modifier> =>
  ballistics === 2 ? [{ value: -1, source: "Master of Ballistics: Interesting Theory… (D6−1)" }] : []

/** The deviation dice after a `DeviationModified`, or why it is refused. */
export const modifyDeviation = (
  ctx: Ctx,
  state: MatchState,
  event: Extract<MatchEvent, { _tag: "DeviationModified" }>,
  d8: number,
  d6: number
): Fold<{ readonly d8: number; readonly d6: number; readonly modifier: Modifier }> => {
  const kicking = state.kickingTeam!
  if (ctx.match.teamIndex.get(event.team) !== kicking) return violation(ctx, "Master of Ballistics", `only the kicking team, ${teamOf(ctx, kicking).name}, may change the deviation dice`)
  if (event.by === 0) return violation(ctx, "Master of Ballistics", "the Master of Ballistics changes a die by 1 or 2, up or down; leave the dice as they are by going on")
  const sides = event.die === "d8" ? 8 : 6
  const before = event.die === "d8" ? d8 : d6
  const after = Math.min(sides, Math.max(1, before + event.by))
  const modifier = { value: after - before, source: `Master of Ballistics: ${event.by > 0 ? "+" : ""}${event.by} to the ${event.die.toUpperCase()}${after - before !== event.by ? ` (kept within 1–${sides})` : ""}` }
  return Result.succeed(event.die === "d8" ? { d8: after, d6, modifier } : { d8, d6: after, modifier })
}

/** The D8 face a deviation direction came from. */
export const d8Face = (direction: readonly [number, number]): number =>
  D8_DIRECTIONS.findIndex((d) => d[0] === direction[0] && d[1] === direction[1]) + 1

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    ballisticsDistance: typeof ballisticsDistance
    d8Face: typeof d8Face
    hasMasterOfBallistics: typeof hasMasterOfBallistics
    modifyDeviation: typeof modifyDeviation
    rollBallistics: typeof rollBallistics
  }
}

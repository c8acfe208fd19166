import { Result } from "effect"
import type { MatchEvent } from "@sidelines/schema"
import { characteristic } from "../model/match.js"
import type { Characteristic, MatchState } from "../model/state.js"
import { expectRoll, type Ctx, type Fold, judge, nameOf, playerIndex, propagate, testPasses } from "./context.js"
import type { Modifier } from "../model/outcome.js"

/** One side of a contest: who, and how the ruling words them ("(Shadowing)", ", who moved away"). */
export interface Contestant {
  readonly player: string
  readonly words: string
}

/**
 * A D6 plus one player's characteristic minus another's, 6 or more to succeed (Shadowing with MA,
 * Tentacles with ST): the skill's holder rolls, both characteristics show in the ruling as
 * modifiers with their owners. Succeeds with the judged result (a natural 6 passes, as any test).
 */
export const characteristicContest = (
  ctx: Ctx,
  state: MatchState,
  event: MatchEvent,
  contest: {
    readonly rule: string
    readonly purpose: "shadowing" | "tentacles"
    readonly which: Exclude<Characteristic, "pa">
    readonly holder: Contestant
    readonly mover: Contestant
    readonly result: (success: boolean) => string
  }
): Fold<boolean> => {
  const rolled = expectRoll(ctx, event, "d6", contest.purpose, contest.holder.player, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const label = contest.which.toUpperCase()
  const theirs = characteristic(ctx.match, state, playerIndex(ctx, contest.holder.player), contest.which)
  const mine = characteristic(ctx.match, state, playerIndex(ctx, contest.mover.player), contest.which)
  const modifiers: Array<Modifier> = [
    { value: theirs, source: `${label} ${theirs} of ${nameOf(ctx, contest.holder.player)}${contest.holder.words}` },
    { value: -mine, source: `${label} ${mine} of ${nameOf(ctx, contest.mover.player)}${contest.mover.words}` }
  ]
  const test = testPasses(rolled.success.faces[0]!, 6, modifiers)
  const { success } = judge(ctx, {
    rule: contest.rule,
    player: contest.holder.player,
    roll: rolled.success,
    target: 6,
    modifiers,
    total: test.total,
    success: test.success,
    needed: test.needed,
    notes: test.notes,
    result: contest.result(test.success)
  })
  return Result.succeed(success === true)
}

import { Result } from "effect"
import type { MatchEvent } from "@sidelines/schema"
import { characteristic } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { expectRoll, type Ctx, type Fold, judge, playerIndex, propagate, sum } from "./context.js"

/**
 * An armour roll nothing modifies (Stab, Projectile Vomit): 2D6 against the player's AV, judged
 * with `why` in its notes so the ruling says why no skill counted. Succeeds with whether it broke.
 */
export const unmodifiedArmour = (ctx: Ctx, state: MatchState, event: MatchEvent, player: string, why: string): Fold<boolean> => {
  const rolled = expectRoll(ctx, event, "2d6", "armour", player, 2)
  if (rolled._tag === "Failure") return propagate(rolled)
  const av = characteristic(ctx.match, state, playerIndex(ctx, player), "av")
  const total = sum(rolled.success.faces)
  const { success } = judge(ctx, {
    rule: "Armour",
    player,
    roll: rolled.success,
    target: av,
    total,
    result: total >= av ? "armour broken" : "armour holds",
    row: total >= av ? "broken" : "not-broken",
    success: total >= av,
    successOfRow: { broken: true, "not-broken": false },
    notes: [why],
    needed: av
  })
  return Result.succeed(success === true)
}

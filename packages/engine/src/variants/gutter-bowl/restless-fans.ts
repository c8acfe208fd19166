import { withBallOf } from "../../model/balls.js"
import type { MatchState } from "../../model/state.js"
import { withPlayer, withState } from "../../model/state.js"
import { consumed, type Ctx, expectRoll, judge, nameOf, playerIndex, propagate, replaceTop, type StepHandler } from "../../core/context.js"
import { droppedBall } from "../../skills/safe-pair-of-hands.js"
import { judgeStalling, STALLING, stallingPlayers } from "../../core/stalling.js"
import type { Step } from "../../model/step.js"
import type { VariantStep } from "../../core/variant/variant.js"

/**
 * Gutter Bowl's Restless Fans: a player found Stalling (core/stalling.ts) at the end of their
 * team turn rolls a D6 (`restless-fans`, `player` set); on a 2+ a bottle hits them and an injury
 * roll is made for them (no armour roll). A ball they held is dropped and bounces once the injury
 * is resolved, as after a knock-down.
 *
 * Our readings: the roll comes as the team turn ends, after the sewer pits and the weather's
 * end-of-turn rolls and before the Snack Stand's D6; a turn that ends in a touchdown ends the drive
 * at once, so nobody who scored (or whose team scored) rolls; a player judged Stalling who has since
 * left the pitch does not roll; a player judged Stalling who is still on the pitch rolls even if
 * they no longer hold the ball (they were Stalling all the same).
 */

export const RESTLESS_FANS = "restless-fans"

interface RestlessData {
  readonly player: string
}

/** Stalling is judged each time the moving team's coach is to decide (the hook `atTurnDecision`). */
export const atTurnDecision = (ctx: Ctx, state: MatchState, team: number): MatchState => judgeStalling(ctx, state, team)

/** The D6 for each of the team's players judged Stalling this turn and still on the pitch. */
export const restlessFansRolls = (state: MatchState, team: number): ReadonlyArray<Step> =>
  stallingPlayers(state, team).map((player): VariantStep => ({ _tag: "Variant", name: RESTLESS_FANS, data: { player } satisfies RestlessData }))

export const restlessFansHandler: StepHandler<VariantStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: RESTLESS_FANS, player: (step.data as unknown as RestlessData).player }),
  on: (ctx, state, step, event) => {
    const { player } = step.data as unknown as RestlessData
    const rolled = expectRoll(ctx, event, "d6", RESTLESS_FANS, player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const hit = face >= 2
    judge(ctx, {
      rule: "Restless Fans",
      player,
      roll: rolled.success,
      target: 2,
      total: face,
      success: hit,
      needed: 2,
      result: hit ? `the fans throw a bottle at ${nameOf(ctx, player)} for Stalling: an injury roll` : `the bottle misses ${nameOf(ctx, player)}`
    })
    const index = playerIndex(ctx, player)
    const me = state.players[index]!
    // Judged once: the mark goes with the roll.
    let next = withState(state, { players: state.players.map((p, i) => (i === index ? withPlayer(p, { used: p.used.filter((u) => u !== STALLING) }) : p)) })
    if (!hit) return consumed(replaceTop(next))
    const at = me.at!
    next = withBallOf(next, player)
    const hadBall = next.ball.carrier === player
    // Every injury result leaves the player off their feet: a ball they hold bounces after it.
    if (hadBall) next = withState(next, { ball: { at, carrier: null, inPlay: true } })
    const injury: Step = { _tag: "Injury", player, cause: "other", by: null, modifiers: [] }
    return consumed(replaceTop(next, injury, ...(hadBall ? [droppedBall(ctx, next, player, at, "other")] : [])))
  }
}

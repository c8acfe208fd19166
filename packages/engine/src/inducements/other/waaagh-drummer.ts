import type { Match } from "../../model/match.js"
import type { Square } from "../../model/square.js"
import type { PushStep } from "../../core/push.js"
import { consumed, type Ctx, expectRoll, judge, nameOf, note, passOn, pop, propagate, replaceTop, type StepHandler, teamOf, updateTop, violation } from "../../core/context.js"
import { induced } from "./inducements.js"
import { WAAAGH_DRUMMER } from "./other-inducements.js"

/**
 * Death Zone's Waaagh! Drummer (0-1; teams with the Badlands Brawl special rule; BBBase
 * docs/bb2020/death_zone/new_inducements.md). Encoded by neither FFB nor Jervis.
 *
 * - When: at the start of each drive, once the Kick-off event is resolved and before the ball
 *   lands (our place: after the KickOffEvent step, before LandKick), each team with a Drummer.
 * - The log: three `d6` `waaagh-drummer` with `team`. For each 4+, the coach may push one opposing
 *   player on the pitch one square towards that player's own End Zone: `PlayerChosen`
 *   `{ team, player, for: "waaagh-drummer" }`, then the push as after a block's Push Back
 *   (`PushChosen` where there is a choice; Stand Firm, Sidestep, chain pushes and the crowd as
 *   ever, core/block.ts, with the push coming from the square in front of the player). The same
 *   player may be pushed again. `ChoiceDeclined` `waaagh-drummer` (or going on) gives up the rest.
 * - Our readings: any opposing player on the pitch may be chosen (the text names no posture); the
 *   Drummer's coach chooses the squares, as the blocking coach does; nobody is credited with a
 *   crowd injury; the ball is still in the air, so a push onto its landing square moves nothing.
 */
export interface WaaaghDrummerStep {
  readonly _tag: "WaaaghDrummer"
  readonly team: number
  readonly stage: "roll" | "push"
  /** The D6s rolled so far (three in all). */
  readonly rolled: number
  /** The pushes the 4+ results still give. */
  readonly pushes: number
}

export const DRUMMER_PURPOSE = "waaagh-drummer"

/** The Drummers' steps for this drive, in header order. */
export const drummerSteps = (match: Match): ReadonlyArray<WaaaghDrummerStep> =>
  match.header.teams.flatMap((_, team) => (induced(match, team, WAAAGH_DRUMMER) > 0 ? [{ _tag: "WaaaghDrummer", team, stage: "roll", rolled: 0, pushes: 0 } as const] : []))

/** The square a push towards the player's own End Zone comes from: the one in front of them. */
const pushedFrom = (ctx: Ctx, team: number, at: Square): Square => {
  // Their own End Zone lies at x = 0 or at the far end: the push goes that way along x.
  const back = ctx.variant.pitch.isEndZoneOf(team, [0, at[1]]) ? -1 : 1
  return [at[0] - back, at[1]]
}

export const waaaghDrummerHandler: StepHandler<WaaaghDrummerStep> = {
  expects: (step) =>
    step.stage === "roll"
      ? { kind: "roll", die: "d6", for: DRUMMER_PURPOSE, player: null, team: step.team }
      : { kind: "decision", team: step.team, events: ["PlayerChosen", "ChoiceDeclined"], about: `Waaagh! Drummer: push an opposing player towards their End Zone (${step.pushes} left), or stop` },
  on: (ctx, state, step, event) => {
    const drummers = teamOf(ctx, step.team).name
    if (step.stage === "roll") {
      const rolled = expectRoll(ctx, event, "d6", DRUMMER_PURPOSE, null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      if (rolled.success.team !== undefined && ctx.match.teamIndex.get(rolled.success.team) !== step.team) {
        return violation(ctx, "Waaagh! Drummer", `${drummers}' Drummer's D6 is due, not another team's`)
      }
      const face = rolled.success.faces[0]!
      const { success } = judge(ctx, {
        rule: "Waaagh! Drummer",
        roll: rolled.success,
        target: 4,
        total: face,
        success: face >= 4,
        needed: 4,
        result: face >= 4 ? "an opposing player may be pushed back a square" : "no push"
      })
      const next = { ...step, rolled: step.rolled + 1, pushes: step.pushes + (success === true ? 1 : 0) }
      if (next.rolled < 3) return consumed(updateTop(state, next))
      return consumed(next.pushes > 0 ? updateTop(state, { ...next, stage: "push" }) : pop(state))
    }
    if (event._tag === "ChoiceDeclined" && event.choice === DRUMMER_PURPOSE && ctx.match.teamIndex.get(event.team) === step.team) {
      note(ctx, `${drummers} push nobody more with the Waaagh! Drummer`)
      return consumed(pop(state))
    }
    if (event._tag !== "PlayerChosen" || event.for !== DRUMMER_PURPOSE) return passOn(pop(state))
    if (ctx.match.teamIndex.get(event.team) !== step.team) return violation(ctx, "Waaagh! Drummer", `${drummers}' coach chooses whom their Drummer pushes`)
    const index = ctx.match.playerIndex.get(event.player)
    const player = index === undefined ? undefined : state.players[index]
    if (player === undefined || player.team === step.team || player.at === null) {
      return violation(ctx, "Waaagh! Drummer", `${nameOf(ctx, event.player)} cannot be pushed by the Drummer: only an opposing player on the pitch`)
    }
    note(ctx, `Waaagh! Drummer: ${nameOf(ctx, player.id)} is pushed back a square towards their own End Zone`)
    const push: PushStep = {
      _tag: "Push", pusher: player.id, pushed: player.id, primary: false, knockDown: false, attacker: player.id, blitz: false, second: false,
      from: pushedFrom(ctx, player.team, player.at), chooser: step.team, unattributed: true
    }
    const left = step.pushes - 1
    return consumed(left > 0 ? replaceTop(state, push, { ...step, pushes: left }) : replaceTop(state, push))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/other/waaagh-drummer": WaaaghDrummerStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    drummerSteps: typeof drummerSteps
  }
}

import type { MatchState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import { consumed, type Ctx, expectRoll, judge, nameOf, note, passOn, pop, propagate, replaceTop, type StepHandler, teamOf, updateTop, violation } from "../core/context.js"
import { prayedFor } from "./prayers.js"

/**
 * Blood Bowl's Throw a Rock prayer (D16, 14): until the end of the drive, when an opposition player
 * Stalls, the praying team's fans may throw a rock at them at the end of their team turn: a D6
 * (`prayers-to-nuffle`, the player's), 5+ and the player is Knocked Down (FFB's reading of the
 * roll). Whether a player stalled is a judgement on the whole turn that this engine does not make:
 * the praying coach claims it by throwing (`InducementUsed`, "throw-a-rock", naming the player),
 * at the end of the other team's turn and before the next one begins. Not throwing is going on.
 */
export interface ThrowARockStep {
  readonly _tag: "ThrowARock"
  /** The praying team, whose fans throw. */
  readonly team: number
  /** The team whose turn just ended. */
  readonly against: number
  readonly target: string | null
}

/** The rock's offer at the end of `team`'s turn, for each team with Throw a Rock in force against it. */
export const throwARockOffer = (ctx: Ctx, state: MatchState, team: number): ReadonlyArray<ThrowARockStep> =>
  prayedFor(state, "throw-a-rock", "drive")
    .filter((praying) => opposed(ctx.variant, praying, team))
    .map((praying) => ({ _tag: "ThrowARock", team: praying, against: team, target: null }))

export const throwARockHandler: StepHandler<ThrowARockStep> = {
  expects: (step) =>
    step.target === null
      ? { kind: "decision", team: step.team, events: ["InducementUsed", "ChoiceDeclined"], about: "Throw a Rock at a player who stalled (optional)" }
      : { kind: "roll", die: "d6", for: "prayers-to-nuffle", player: step.target },
  on: (ctx, state, step, event) => {
    if (step.target === null) {
      if (event._tag === "ChoiceDeclined" && event.choice === "throw-a-rock" && ctx.match.teamIndex.get(event.team) === step.team) return consumed(pop(state))
      if (event._tag !== "InducementUsed" || event.inducement !== "throw-a-rock") return passOn(pop(state))
      if (ctx.match.teamIndex.get(event.team) !== step.team) return violation(ctx, "Throw a Rock", `only ${teamOf(ctx, step.team).name} prayed for Throw a Rock`)
      const index = event.player === undefined ? undefined : ctx.match.playerIndex.get(event.player)
      const target = index === undefined ? undefined : state.players[index]
      if (target === undefined || target.team !== step.against || target.at === null || target.posture !== "standing") {
        return violation(ctx, "Throw a Rock", `the rock is thrown at a Standing player of ${teamOf(ctx, step.against).name}, whose turn just ended${event.player === undefined ? "; none is named" : `, not ${nameOf(ctx, event.player)}`}`)
      }
      note(ctx, `Throw a Rock: ${teamOf(ctx, step.team).name}'s fans say ${nameOf(ctx, target.id)} stalled and throw a rock`)
      return consumed(updateTop(state, { ...step, target: target.id }))
    }
    const rolled = expectRoll(ctx, event, "d6", "prayers-to-nuffle", step.target, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    judge(ctx, { rule: "Throw a Rock", player: step.target, roll: rolled.success, target: 5, total: face, success: face >= 5, needed: 5, result: face >= 5 ? "hit: knocked down" : "missed" })
    if (face < 5) return consumed(pop(state))
    return consumed(replaceTop(state, { _tag: "KnockDown", player: step.target, at: null, cause: "other", by: null, bonus: null, turnover: null }))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "prayers/throw-a-rock": ThrowARockStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    throwARockOffer: typeof throwARockOffer
  }
}

import { ballCarriers } from "../model/balls.js"
import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import { type MatchState, withState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import { type ActivationStep, withActivation } from "../core/activation.js"
import { atActivationStart } from "./black-ink.js"
import { consumed, type Ctx, done, type Fold, type Handled, nameOf, note, playerIndex, replaceTop, schedule, type StepHandler, updateTop, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import { testStep } from "../core/test-roll.js"

/**
 * Look Into My Eyes (Boa Kon'ssstriktr): once a game, at the start of his activation, when he
 * stands next to an opponent holding the ball, a D6: on a 2+ he takes the ball from him and his
 * activation ends; on a 1 nothing happens and he goes on with his action. FFB (christerk/ffb
 * `LookIntoMyEyes`, `canStealBallFromOpponent`; `StepLookIntoMyEyes`, offered by the client's
 * `LogicModule.isLookIntoMyEyesAvailable`): before he has moved or acted, the carrier a standing
 * opponent next to him (`findAdjacentBlockablePlayers`), the roll re-rollable like any failed
 * roll (`askForReRollIfAvailable`: a team re-roll), the rule spent whatever the roll. In the log:
 * `SkillUsed` `{ player: <Boa>, skill: "Look Into My Eyes" }` (a `target`, if written, must be the
 * carrier), then the D6 `look-into-my-eyes`.
 */
export const LOOK_INTO_MY_EYES = "Look Into My Eyes"

/** Boa has the ball from the carrier he stared at: his activation ends (a touchdown if he stands in the end zone). */
export interface EyesMetStep {
  readonly _tag: "EyesMet"
  readonly player: string
  readonly victim: string
}

export const useLookIntoMyEyes = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, LOOK_INTO_MY_EYES, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  const index = playerIndex(ctx, step.player)
  if (!hasSkill(ctx.match, state, index, LOOK_INTO_MY_EYES) || specialRuleUsed(ctx, state, step.player, LOOK_INTO_MY_EYES)) {
    return violation(ctx, LOOK_INTO_MY_EYES, `${who} has no unused Look Into My Eyes (once a game)`)
  }
  if (!atActivationStart(step)) return violation(ctx, LOOK_INTO_MY_EYES, `Look Into My Eyes is used at the start of ${who}'s activation, before he moves or acts`)
  const me = state.players[index]!
  if (me.at === null || me.posture !== "standing") return violation(ctx, LOOK_INTO_MY_EYES, `${who} must be standing to use Look Into My Eyes`)
  // The ball carrier he stares at (while a Ball Clone is in force, either ball's: the one named, or the one that fits).
  const fits = (id: string) => {
    const p = state.players[playerIndex(ctx, id)]!
    return opposed(ctx.variant, p.team, me.team) && p.at !== null && p.posture === "standing" && isAdjacent(me.at!, p.at)
  }
  const carriers = ballCarriers(state)
  const carrierId = carriers.find((id) => id === event.target && fits(id)) ?? carriers.find(fits) ?? carriers[0] ?? null
  const carrier = carrierId === null ? undefined : state.players[playerIndex(ctx, carrierId)]
  if (carrier === undefined || !opposed(ctx.variant, carrier.team, me.team) || carrier.at === null || carrier.posture !== "standing" || !isAdjacent(me.at, carrier.at)) {
    return violation(ctx, LOOK_INTO_MY_EYES, `no standing opponent next to ${who} holds the ball`)
  }
  if (event.target !== undefined && event.target !== carrier.id) return violation(ctx, LOOK_INTO_MY_EYES, `${nameOf(ctx, event.target)} does not hold the ball; ${nameOf(ctx, carrier.id)} does`)
  note(ctx, `special rule: Look Into My Eyes (once a game): ${who} stares at ${nameOf(ctx, carrier.id)}, who holds the ball`)
  const test = testStep({
    test: "look-into-my-eyes",
    rule: LOOK_INTO_MY_EYES,
    player: step.player,
    target: 2,
    modifiers: [],
    skillReroll: null,
    teamReroll: true,
    onSuccess: [{ _tag: "EyesMet", player: step.player, victim: carrier.id }],
    onFailure: []
  })
  return consumed(schedule(updateTop(markSpecialRuleUsed(ctx, state, step.player, LOOK_INTO_MY_EYES), step), test))
}

export const eyesMetHandler: StepHandler<EyesMetStep> = {
  expects: () => ({ kind: "nothing", about: "the ball changes hands" }),
  auto: (ctx, state, step) => {
    const boa = state.players[playerIndex(ctx, step.player)]!
    note(ctx, `special rule: Look Into My Eyes: ${nameOf(ctx, step.victim)} hands the ball to ${nameOf(ctx, step.player)}, whose activation ends`)
    const given = replaceTop(withState(state, { ball: { at: boa.at, carrier: boa.id, inPlay: true } }))
    // The activation under this step is over; a touchdown is checked first.
    const activation = given.stack.at(-1)
    const ended = activation?._tag === "Activation" ? updateTop(given, withActivation(activation, { finished: true })) : given
    return done(schedule(ended, { _tag: "CheckScore", player: step.player }))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stars/look-into-my-eyes": EyesMetStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    useLookIntoMyEyes: typeof useLookIntoMyEyes
  }
}

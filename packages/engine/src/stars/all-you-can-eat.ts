import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { squareName } from "../model/square.js"
import type { ActivationStep } from "../core/activation.js"
import { aimProblem, BOMB_THROWN, rollFor } from "../skills/bombardier.js"
import { consumed, type Ctx, done, type Fold, type Handled, nameOf, note, playerIndex, replaceTop, setPlayer, type StepHandler, violation } from "../core/context.js"
import type { SentOffStep } from "../core/foul.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import { passRange, RANGE_NAME } from "../core/pass.js"
import type { Step } from "../model/step.js"
import { exertsTackleZone } from "../core/tackle-zones.js"
import { testStep } from "../core/test-roll.js"

/**
 * All You Can Eat (Cindy Piewhistle): once a game, her Throw Bomb action throws two bombs, one
 * after the other; she commits to it before the first. Right after the second, a D6: 1–3 she is
 * sent off. FFB (christerk/ffb `AllYouCanEat`: `canUseThrowBombActionTwice`, chosen with the
 * action in the client's `LogicModule`; the bb2020 `StepEndBomb` starts the second throw unless
 * the first ended the turn or she has lost her tackle zones — she must then throw it — and
 * `StepAllYouCanEat` rolls the D6: 4+ she stays, a failure may be re-rolled with a team re-roll,
 * then Bribes, and the ejection ends the turn). BBBase (Cindy_Piewhistle.md) says the same.
 *
 * In the log: `SkillUsed` `{ player: Cindy, skill: "All You Can Eat" }` in her Throw Bomb action
 * before the first `PassAimed`; after the first bomb has settled, a second `PassAimed` by her;
 * after the second bomb has settled, a `d6` for `all-you-can-eat` naming her. On 1–3 the sending
 * off is as a fouler's without the argument: `InducementUsed` `bribe` then its D6, or
 * `ChoiceDeclined` `bribe` (or any other event) and she goes to the sent-off box, a turnover.
 * The rule is spent as it is called, whether or not the second bomb can be thrown. Our reading
 * where the sources are silent: a Cindy whom her own second bomb made a casualty still rolls the
 * D6 (as FFB does) but stays in her casualty box on a failure.
 */
export const ALL_YOU_CAN_EAT = "All You Can Eat"

/** After the first bomb: she throws the second (`PassAimed`), unless the turn is over or she cannot. */
export interface SecondBombStep {
  readonly _tag: "SecondBomb"
  readonly player: string
  /** `sent-off`: her D6 failed; she is sent off unless her own bomb already made her a casualty. */
  readonly stage?: "sent-off"
}

export const isAllYouCanEat = (skill: string): boolean => skill.toLowerCase() === ALL_YOU_CAN_EAT.toLowerCase()

/** Whether this player has called All You Can Eat for the Throw Bomb action she is taking. */
const committed = (ctx: Ctx, state: MatchState, player: string): boolean => state.players[playerIndex(ctx, player)]!.used.includes(ALL_YOU_CAN_EAT)

/** `SkillUsed` All You Can Eat in her Throw Bomb action, before the first bomb. */
export const declareAllYouCanEat = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, ALL_YOU_CAN_EAT, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  const index = playerIndex(ctx, step.player)
  if (!hasSkill(ctx.match, state, index, ALL_YOU_CAN_EAT) || specialRuleUsed(ctx, state, step.player, ALL_YOU_CAN_EAT)) {
    return violation(ctx, ALL_YOU_CAN_EAT, `${who} has no unused All You Can Eat (once a game)`)
  }
  if (step.action !== "throw-bomb" || step.acted) return violation(ctx, ALL_YOU_CAN_EAT, "All You Can Eat is called in a Throw Bomb action, before the first bomb is thrown")
  note(ctx, `${who} uses All You Can Eat: two bombs in this action, then a D6 — 1–3 and she is sent off (once a game)`)
  const player = state.players[index]!
  return consumed(markSpecialRuleUsed(ctx, setPlayer(state, index, { used: [...player.used, ALL_YOU_CAN_EAT] }), step.player, ALL_YOU_CAN_EAT))
}

/** The steps that follow the first bomb of an action: the second throw, when she called the rule. */
export const afterFirstBomb = (ctx: Ctx, state: MatchState, player: string): ReadonlyArray<Step> =>
  committed(ctx, state, player) && !state.players[playerIndex(ctx, player)]!.used.includes(BOMB_THROWN) ? [{ _tag: "SecondBomb", player }] : []

/** The D6 after the second bomb: 4+ she stays; a failure may be re-rolled, then Bribes, then she is sent off. */
const eatRoll = (player: string): Step => {
  return testStep({
    test: "all-you-can-eat",
    rule: `special rule: ${ALL_YOU_CAN_EAT}`,
    player,
    target: 4,
    modifiers: [],
    skillReroll: null,
    teamReroll: true,
    onSuccess: [],
    onFailure: [{ _tag: "SecondBomb", player, stage: "sent-off" }]
  })
}

export const secondBombHandler: StepHandler<SecondBombStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.player)!]!.team,
    events: ["PassAimed"],
    about: `${step.player} throws her second bomb (All You Can Eat)`
  }),
  auto: (ctx, state, step) => {
    const player = state.players[playerIndex(ctx, step.player)]!
    if (step.stage === "sent-off") {
      // Our reading: a casualty of her own bomb stays in her casualty box (FFB's ejection would move her).
      if (player.box === "bh" || player.box === "si" || player.box === "dead") {
        note(ctx, `All You Can Eat: ${nameOf(ctx, step.player)} is already a casualty of her own bomb and is not sent off`)
        return done(replaceTop(state))
      }
      const sentOff: SentOffStep = { _tag: "SentOff", fouler: step.player, stage: "decide", argued: true, bribes: 0 }
      return done(replaceTop(state, sentOff))
    }
    if (state.turnover !== null) {
      note(ctx, `All You Can Eat: the turn is over, so ${nameOf(ctx, step.player)} throws no second bomb (the rule is spent)`)
      return done(replaceTop(state))
    }
    if (!exertsTackleZone(player)) {
      note(ctx, `All You Can Eat: ${nameOf(ctx, step.player)} has lost her tackle zones and throws no second bomb (the rule is spent)`)
      return done(replaceTop(state))
    }
    return undefined
  },
  on: (ctx, state, step, event) => {
    const who = nameOf(ctx, step.player)
    if (event._tag !== "PassAimed" || event.player !== step.player) return violation(ctx, ALL_YOU_CAN_EAT, `${who} called All You Can Eat and must throw her second bomb (PassAimed by ${who}) before ${event._tag}`)
    if (event.ricochet === true) return violation(ctx, "Throw Bomb", "only a Pass action's ball is thrown at a wall to ricochet, not a bomb")
    const from = state.players[playerIndex(ctx, step.player)]!.at!
    const problem = aimProblem(ctx, state, from, event.at)
    if (problem !== null) return violation(ctx, "Throw Bomb", problem)
    const range = passRange(from, event.at)!
    note(ctx, `${who} throws her second bomb (All You Can Eat) from ${squareName(from)} at ${squareName(event.at)}: ${RANGE_NAME[range]}`)
    return consumed(replaceTop(state, rollFor(step.player, event.at, range), eatRoll(step.player)))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stars/all-you-can-eat": SecondBombStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    afterFirstBomb: typeof afterFirstBomb
    declareAllYouCanEat: typeof declareAllYouCanEat
    isAllYouCanEat: typeof isAllYouCanEat
  }
}

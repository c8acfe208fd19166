import { withBallOf } from "../model/balls.js"
import type { MatchEvent } from "@sidelines/schema"
import { inSewerPit } from "../model/features.js"
import { hasSkill } from "../model/match.js"
import { distance } from "../model/square.js"
import { type MatchState, withState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import { type ActivationStep, withActivation } from "../core/activation.js"
import { atActivationStart } from "./black-ink.js"
import { consumed, type Ctx, done, type Fold, type Handled, nameOf, note, playerIndex, propagate, replaceTop, schedule, setPlayer, type StepHandler, teamOf, updateTop, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import type { Step } from "../model/step.js"
import { uprooted } from "../skills/take-root.js"
import { testStep } from "../core/test-roll.js"
import { turnoverStep } from "../core/turnover.js"
import { unmodifiedArmour } from "../core/unmodified-armour.js"

/**
 * Then I Started Blastin'! (Zzharg Madeye): once a half, at the start of his activation, a
 * Blunderbuss Blast at a Standing opponent within three squares: a D6 (`then-i-started-blastin`),
 * 3+ hits him; a 2 lets the opposing coach choose whom it hits instead, any player but Zzharg
 * within three squares of the one aimed at (`PlayerChosen` `{ team, player, for:
 * "then-i-started-blastin" }`); a 1 hits Zzharg. A failed roll may be re-rolled like any test (a
 * team re-roll) before the 1 or 2 takes effect. The player hit takes an unmodified armour roll;
 * broken, he is Placed Prone and an injury roll follows; holding, nothing happens. A hit player of
 * Zzharg's own team who held the ball loses it: a turnover.
 *
 * Facts from FFB (christerk/ffb bb2020 `ThenIStartedBlastin`, `canBlastRemotePlayer`,
 * `StepThenIStartedBlastin`, `InjuryTypeThenIStartedBlastin`: no prone on a failed armour roll)
 * and BBBase's Zzharg Madeye page. They differ on what follows: FFB lets him go on with the action
 * he declared, BBBase (the Blood Bowl 2020 text) makes the blast his Special action; we follow the
 * text, so his activation ends with it. In the log: any `ActionDeclared` (its once-a-turn limit is
 * spent, as FFB marks it), then at once `SkillUsed` `{ player: <Zzharg>, skill: "Then I Started
 * Blastin'!", target }`, the D6, then what the result asks for.
 */
export const BLASTIN = "Then I Started Blastin'!"
const PURPOSE = "then-i-started-blastin"

const period = (state: MatchState) => `half ${state.half}`

/** The D6 failed and stands: `face` says who is hit (1: Zzharg; 2: the opposing coach chooses). */
export interface BlastMisfiresStep {
  readonly _tag: "BlastMisfires"
  readonly zzharg: string
  readonly target: string
  readonly face?: number | undefined
}

/** The opposing coach chooses whom a blast that rolled a 2 hits. */
export interface BlastVictimStep {
  readonly _tag: "BlastVictim"
  readonly zzharg: string
  readonly target: string
}

/** The blast hits `player`: an unmodified armour roll. */
export interface BlastHitsStep {
  readonly _tag: "BlastHits"
  readonly zzharg: string
  readonly player: string
}

export const useBlastin = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, BLASTIN, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  const index = playerIndex(ctx, step.player)
  if (!hasSkill(ctx.match, state, index, BLASTIN) || specialRuleUsed(ctx, state, step.player, BLASTIN, period(state))) {
    return violation(ctx, BLASTIN, `${who} has no unused Then I Started Blastin'! (once a half)`)
  }
  if (!atActivationStart(step)) return violation(ctx, BLASTIN, `the blast is made at the start of ${who}'s activation, before he moves or acts`)
  if (event.target === undefined) return violation(ctx, BLASTIN, "the blast names its target")
  const me = state.players[index]!
  const them = state.players[playerIndex(ctx, event.target)]!
  if (me.at === null || !opposed(ctx.variant, them.team, me.team) || them.at === null || them.posture !== "standing" || inSewerPit(ctx.variant.pitch, them.at) || distance(me.at, them.at) > 3) {
    return violation(ctx, BLASTIN, `${nameOf(ctx, event.target)} is not a Standing opponent within three squares of ${who}`)
  }
  note(ctx, `special rule: Then I Started Blastin'! (once a half): ${who} blasts at ${nameOf(ctx, event.target)}; his activation ends with it`)
  const test = testStep({
    test: PURPOSE,
    rule: BLASTIN,
    player: step.player,
    target: 3,
    modifiers: [],
    skillReroll: null,
    teamReroll: true,
    onSuccess: [{ _tag: "BlastHits", zzharg: step.player, player: event.target }],
    onFailure: [{ _tag: "BlastMisfires", zzharg: step.player, target: event.target }]
  })
  const marked = markSpecialRuleUsed(ctx, state, step.player, BLASTIN, period(state))
  return consumed(schedule(updateTop(marked, withActivation(step, { acted: true, finished: true })), test))
}

export const blastMisfiresHandler: StepHandler<BlastMisfiresStep> = {
  expects: () => ({ kind: "nothing", about: "the blast goes astray" }),
  auto: (ctx, state, step) => {
    if (step.face === 1) {
      note(ctx, `Then I Started Blastin'!: a 1, the blunderbuss goes off in ${nameOf(ctx, step.zzharg)}'s face`)
      return done(replaceTop(state, { _tag: "BlastHits", zzharg: step.zzharg, player: step.zzharg }))
    }
    note(ctx, `Then I Started Blastin'!: a 2, the opposing coach chooses whom it hits (any player but ${nameOf(ctx, step.zzharg)} within three squares of ${nameOf(ctx, step.target)})`)
    return done(replaceTop(state, { _tag: "BlastVictim", zzharg: step.zzharg, target: step.target }))
  }
}

const victims = (ctx: Ctx, state: MatchState, step: BlastVictimStep) => {
  const aimed = state.players[playerIndex(ctx, step.target)]!.at
  return state.players.filter((p) => p.id !== step.zzharg && p.at !== null && aimed !== null && !inSewerPit(ctx.variant.pitch, p.at) && distance(p.at, aimed) <= 3)
}

export const blastVictimHandler: StepHandler<BlastVictimStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.target)!]!.team,
    events: ["PlayerChosen"],
    about: `Then I Started Blastin'!: the opposing coach chooses whom the blast hits`
  }),
  on: (ctx, state, step, event) => {
    if (event._tag !== "PlayerChosen" || event.for !== PURPOSE) {
      return violation(ctx, BLASTIN, `the blast rolled a 2: the opposing coach chooses whom it hits (PlayerChosen, ${PURPOSE}), not ${event._tag}`)
    }
    const chooser = state.players[playerIndex(ctx, step.target)]!.team
    if (ctx.match.teamIndex.get(event.team) !== chooser) return violation(ctx, BLASTIN, `${teamOf(ctx, chooser).name}' coach chooses whom the blast hits`)
    if (!victims(ctx, state, step).some((p) => p.id === event.player)) {
      return violation(ctx, BLASTIN, `${nameOf(ctx, event.player)} is not a player other than ${nameOf(ctx, step.zzharg)} within three squares of ${nameOf(ctx, step.target)}`)
    }
    return consumed(replaceTop(state, { _tag: "BlastHits", zzharg: step.zzharg, player: event.player }))
  }
}

export const blastHitsHandler: StepHandler<BlastHitsStep> = {
  expects: (step) => ({ kind: "roll", die: "2d6", for: "armour", player: step.player }),
  on: (ctx, state, step, event) => {
    const broken = unmodifiedArmour(ctx, state, event, step.player, "Then I Started Blastin'!: an unmodified armour roll")
    if (broken._tag === "Failure") return propagate(broken)
    if (!broken.success) return consumed(replaceTop(state))
    const index = playerIndex(ctx, step.player)
    const player = state.players[index]!
    const at = player.at!
    let next = withBallOf(setPlayer(state, index, { posture: "prone", used: uprooted(player) }), player.id)
    ctx.outcomes.push({ _tag: "KnockedDown", player: step.player, at, cause: "other" })
    const zzharg = state.players[playerIndex(ctx, step.zzharg)]!
    const steps: Array<Step> = [{ _tag: "Injury", player: step.player, cause: "other", by: step.player === step.zzharg ? null : step.zzharg, modifiers: [] }]
    if (next.ball.carrier === player.id) {
      next = withState(next, { ball: { at, carrier: null, inPlay: true } })
      steps.push({ _tag: "Bounce", from: at, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
      // Zzharg's own side losing the ball is a turnover (FFB's `endTurn` in `hitPlayer`).
      if (!opposed(ctx.variant, player.team, zzharg.team)) steps.push(turnoverStep("ball-carrier-down", player.team, player.id))
    }
    return consumed(replaceTop(next, ...steps))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stars/then-i-started-blastin": BlastHitsStep | BlastMisfiresStep | BlastVictimStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    BLASTIN: typeof BLASTIN
    useBlastin: typeof useBlastin
  }
}

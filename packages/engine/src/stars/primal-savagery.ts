import { hasSkill } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import type { MatchState, PlayerState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import { consumed, type Ctx, done, nameOf, note, passOn, playerIndex, replaceTop, type StepHandler, teamOf, updateTop, violation } from "../core/context.js"
import { knockDown } from "../core/injury.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import type { Step } from "../model/step.js"

/**
 * Primal Savagery (Glotl Stop): once a game, when his Animal Savagery roll fails, he may lash
 * out at an opponent instead of a team-mate. Facts from FFB (christerk/ffb `PrimalSavagery`:
 * `canLashOutAgainstOpponents`, once a game; `skillbehaviour/bb2020/AnimalSavageryBehaviour` and
 * `StepAnimalSavagery`): offered once the roll has failed for good (after any re-roll), only when
 * a Standing opponent stands next to him; used, the coach picks one of those opponents, who is
 * Knocked Down by him with no modifier to the armour or injury roll (FFB's `DO_NOT_USE_MODIFIERS`
 * for an opponent: no Mighty Blow, no Claws). No turnover follows, even if the opponent held the
 * ball (it bounces). Glotl then goes on with his declared action if able, as after lashing out
 * at a team-mate. In the log, after the failed `animal-savagery` D6: `SkillUsed`
 * `{ player, skill: "Primal Savagery" }` then `PlayerChosen` `{ for: "animal-savagery", player: <opponent> }`.
 * `SkillDeclined`, or the `PlayerChosen` of a team-mate straight away, keeps the rule.
 */
export const PRIMAL_SAVAGERY = "Primal Savagery"
/** The `for` of the PlayerChosen naming whom he lashes out at (skills/animal-savagery.ts). */
const ANIMAL_SAVAGERY = "animal-savagery"

export interface PrimalSavageryStep {
  readonly _tag: "PrimalSavagery"
  readonly player: string
  /** "offer": use the rule or not; "choose": which opponent. */
  readonly stage: "offer" | "choose"
}

/** The step a failed Animal Savagery roll leads to: the offer for a star with the rule, else the usual lash-out. */
export const savageryFailed = (ctx: Ctx, state: MatchState, player: string): Step =>
  hasSkill(ctx.match, state, playerIndex(ctx, player), PRIMAL_SAVAGERY) ? { _tag: "PrimalSavagery", player, stage: "offer" } : { _tag: "AnimalSavagery", player }

/** The Standing opponents next to the savage: whom Primal Savagery may lash out at. */
export const opponentsToLashOut = (ctx: Ctx | { match: Ctx["match"]; variant: Ctx["variant"] }, state: MatchState, player: string): ReadonlyArray<PlayerState> => {
  const me = state.players[ctx.match.playerIndex.get(player)!]!
  return me.at === null
    ? []
    : state.players.filter((other) => opposed(ctx.variant, other.team, me.team) && other.at !== null && other.posture === "standing" && isAdjacent(other.at, me.at!))
}

const teamMates = (state: MatchState, step: PrimalSavageryStep): MatchState => replaceTop(state, { _tag: "AnimalSavagery", player: step.player })

export const primalSavageryHandler: StepHandler<PrimalSavageryStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.player)!]!.team,
    events: step.stage === "offer" ? ["SkillUsed", "SkillDeclined", "PlayerChosen"] : ["PlayerChosen"],
    about: step.stage === "offer" ? `use Primal Savagery (lash out at an opponent, once a game)?` : `${step.player} lashes out: choose a Standing opponent next to them`
  }),
  // Used already, or no Standing opponent next to him: the usual lash-out at a team-mate.
  auto: (ctx, state, step) => {
    if (step.stage !== "offer") return undefined
    if (!specialRuleUsed(ctx, state, step.player, PRIMAL_SAVAGERY) && opponentsToLashOut(ctx, state, step.player).length > 0) return undefined
    return done(teamMates(state, step))
  },
  on: (ctx, state, step, event) => {
    if (step.stage === "offer") {
      const mine = (event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.skill.toLowerCase() === PRIMAL_SAVAGERY.toLowerCase()
      if (mine && event.player !== step.player) return violation(ctx, PRIMAL_SAVAGERY, `${nameOf(ctx, event.player)} cannot use Primal Savagery for ${nameOf(ctx, step.player)}`)
      if (mine && event._tag === "SkillUsed") {
        note(ctx, `special rule: Primal Savagery (once a game): ${nameOf(ctx, step.player)} lashes out at an opponent`)
        return consumed(updateTop(markSpecialRuleUsed(ctx, state, step.player, PRIMAL_SAVAGERY), { ...step, stage: "choose" }))
      }
      if (mine) return consumed(teamMates(state, step))
      // Anything else (the team-mate chosen straight away) declines it.
      return passOn(teamMates(state, step))
    }
    if (event._tag !== "PlayerChosen" || event.for !== ANIMAL_SAVAGERY) {
      return violation(ctx, PRIMAL_SAVAGERY, `${nameOf(ctx, step.player)} lashes out: the coach chooses the opponent (PlayerChosen, animal-savagery), not ${event._tag}`)
    }
    const me = state.players[playerIndex(ctx, step.player)]!
    if (ctx.match.teamIndex.get(event.team) !== me.team) return violation(ctx, PRIMAL_SAVAGERY, `${teamOf(ctx, me.team).name}' coach chooses whom ${nameOf(ctx, step.player)} lashes out at`)
    if (!opponentsToLashOut(ctx, state, step.player).some((p) => p.id === event.player)) {
      return violation(ctx, PRIMAL_SAVAGERY, `${nameOf(ctx, event.player)} is not a Standing opponent next to ${nameOf(ctx, step.player)}`)
    }
    note(ctx, `special rule: Primal Savagery: ${nameOf(ctx, step.player)} knocks down ${nameOf(ctx, event.player)}, no modifier to the armour or injury roll`)
    return consumed(replaceTop(state, knockDown(event.player, { cause: "other", by: step.player, bonus: null, turnover: null })))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stars/primal-savagery": PrimalSavageryStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    savageryFailed: typeof savageryFailed
  }
}

import { above } from "../core/above.js"
import { holdsBall } from "../model/balls.js"
import type { Action } from "@sidelines/schema"
import { hasSkill, skillValue, spelled } from "../model/match.js"
import { skillNumber } from "../model/skills.js"
import { isAdjacent } from "../model/square.js"
import type { MatchState, PlayerState } from "../model/state.js"
import { consumed, type Ctx, done, nameOf, note, playerIndex, replaceTop, type StepHandler, teamOf, violation } from "../core/context.js"
import { knockDown } from "../core/knock-down.js"
import type { Step } from "../model/step.js"
import { testStep } from "../core/test-roll.js"

// Spelled once: asked on nearly every event (model/match.ts `spelled`).
const ANIMAL_SAVAGERY_SPELLED = spelled("Animal Savagery")

/**
 * Animal Savagery (BB2020 trait). As the player is activated — Prone or without tackle zones
 * too — once the action is declared and before it is made: a D6 (`animal-savagery`), +2 when the
 * action is a Block, a Blitz or a Special action made instead of a Block. 4+ and the player acts
 * as declared. On 1–3 they lash out: their coach chooses one Standing team-mate next to them
 * (`PlayerChosen`, `animal-savagery`), who is Knocked Down by them — an armour roll (and injury
 * roll) with the savage player's skills (Mighty Blow, Claws), a turnover only if that team-mate
 * held the ball — and the player then goes on with the declared action if able. With no Standing
 * team-mate next to them, the activation ends and they lose their tackle zones until next
 * activated. A team re-roll may be used on the D6, as on any failed trait roll.
 */

export const ANIMAL_SAVAGERY = "animal-savagery"

/** Actions that count as a Block for the +2: Block, Blitz, and the Special actions made instead of a Block. */
const BLOCKING: ReadonlySet<Action> = new Set(["block", "blitz", "multiple-block", "stab", "chainsaw", "projectile-vomit", "breathe-fire"])

export interface AnimalSavageryStep {
  readonly _tag: "AnimalSavagery"
  readonly player: string
}

/** The D6 due as a player with Animal Savagery is activated for this action; none without the trait. */
export const animalSavageryCheck = (ctx: Ctx, state: MatchState, player: string, action: Action): ReadonlyArray<Step> => {
  if (!hasSkill(ctx.match, state, playerIndex(ctx, player), ANIMAL_SAVAGERY_SPELLED)) return []
  return [testStep({
    test: ANIMAL_SAVAGERY,
    rule: "Animal Savagery",
    player,
    target: 4,
    modifiers: BLOCKING.has(action) ? [{ value: 2, source: `${action.replaceAll("-", " ")} declared` }] : [],
    skillReroll: null,
    teamReroll: true,
    onSuccess: [],
    // Glotl Stop may lash out at an opponent instead (stars/primal-savagery.ts).
    onFailure: [above.savageryFailed(ctx, state, player)]
  })]
}

/** The Standing team-mates next to the player, whom they may lash out at. */
export const lashOutTargets = (ctx: Ctx | { match: Ctx["match"] }, state: MatchState, player: string): ReadonlyArray<PlayerState> => {
  const me = state.players[ctx.match.playerIndex.get(player)!]!
  return me.at === null
    ? []
    : state.players.filter((other) => other.team === me.team && other.id !== me.id && other.at !== null && other.posture === "standing" && isAdjacent(other.at, me.at!))
}

const mightyBlow = (ctx: Ctx, state: MatchState, attacker: string) => {
  const index = playerIndex(ctx, attacker)
  return hasSkill(ctx.match, state, index, "Mighty Blow") ? { skill: "Mighty Blow", value: skillNumber(skillValue(ctx.match, state, index, "Mighty Blow"), 1) } : null
}

export const animalSavageryHandler: StepHandler<AnimalSavageryStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.player)!]!.team,
    events: ["PlayerChosen"],
    about: `${step.player} lashes out: choose a Standing team-mate next to them`
  }),
  // Nobody to lash out at: the activation is over and the tackle zones are lost.
  auto: (ctx, state, step) => {
    if (lashOutTargets(ctx, state, step.player).length > 0) return undefined
    note(ctx, `Animal Savagery: no Standing team-mate next to ${nameOf(ctx, step.player)} to lash out at`)
    return done(replaceTop(state, { _tag: "ActivationLost", player: step.player }))
  },
  on: (ctx, state, step, event) => {
    if (event._tag !== "PlayerChosen" || event.for !== ANIMAL_SAVAGERY) {
      return violation(ctx, "Animal Savagery", `${nameOf(ctx, step.player)} lashes out: the coach chooses the team-mate (PlayerChosen, animal-savagery), not ${event._tag}`)
    }
    const me = state.players[playerIndex(ctx, step.player)]!
    if (ctx.match.teamIndex.get(event.team) !== me.team) return violation(ctx, "Animal Savagery", `${teamOf(ctx, me.team).name}' coach chooses whom ${nameOf(ctx, step.player)} lashes out at`)
    if (!lashOutTargets(ctx, state, step.player).some((p) => p.id === event.player)) {
      return violation(ctx, "Animal Savagery", `${nameOf(ctx, event.player)} is not a Standing team-mate next to ${nameOf(ctx, step.player)}`)
    }
    const hadBall = holdsBall(state, event.player)
    note(ctx, `Animal Savagery: ${nameOf(ctx, step.player)} lashes out and knocks down ${nameOf(ctx, event.player)}${hadBall ? ", who had the ball: a turnover" : ""}`)
    return consumed(replaceTop(state, knockDown(event.player, { cause: "block", by: step.player, bonus: mightyBlow(ctx, state, step.player), turnover: hadBall ? "ball-carrier-down" : null })))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/animal-savagery": AnimalSavageryStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    animalSavageryCheck: typeof animalSavageryCheck
  }
}

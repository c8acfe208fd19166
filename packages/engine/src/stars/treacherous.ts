import { ballCarriers, withBallOf } from "../model/balls.js"
import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import { type MatchState, withState } from "../model/state.js"
import { sameSide } from "../core/variant/variant.js"
import type { ActivationStep } from "../core/activation.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, note, playerIndex, schedule, violation } from "../core/context.js"
import { knockDown } from "../core/injury.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * Treacherous (Hakflem Skuttlespike): once a game, as he is activated, a team-mate next to him
 * who holds the ball may be Knocked Down, and Hakflem takes the ball; no turnover. FFB
 * (christerk/ffb `Treacherous`, `canStabTeamMateForBall`; `StepTreacherous`) offers it with the
 * action's first choices, before he has moved or acted, and then lets the action go on: he may
 * move, pass or hand the ball off as his declared action allows.
 *
 * In the log: `SkillUsed` `{ player: <Hakflem>, skill: "Treacherous" }` in his activation before
 * he moves or acts (`target` may name the team-mate; there is only one ball carrier). The ball
 * is his at once (it does not bounce off the victim), then the team-mate goes down: an `armour`
 * roll, and an `injury` roll when it breaks.
 *
 * FFB differs from the BB2020 text here: it rolls the victim's armour as a Stab, leaving him
 * standing when it holds (`InjuryTypeStab`, failed armour does not place prone). We follow the
 * text (BBBase's Hakflem Skuttlespike page): the team-mate is Knocked Down, prone whatever the
 * armour roll. As FFB, he may stand up first, but move no square before it.
 */
export const TREACHEROUS = "Treacherous"

type SkillUsedEvent = Extract<MatchEvent, { _tag: "SkillUsed" }>

export const isTreacherous = (event: SkillUsedEvent): boolean => event.skill.toLowerCase() === TREACHEROUS.toLowerCase()

export const useTreacherous = (ctx: Ctx, state: MatchState, step: ActivationStep, event: SkillUsedEvent): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, TREACHEROUS, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  const index = playerIndex(ctx, step.player)
  if (!hasSkill(ctx.match, state, index, TREACHEROUS) || specialRuleUsed(ctx, state, step.player, TREACHEROUS)) {
    return violation(ctx, TREACHEROUS, `${who} has no unused Treacherous (once a game)`)
  }
  // Standing up first is allowed (FFB's `justStoodUp`); any other square moved is too late.
  if (step.moved > (step.stoodUp ?? 0) || step.acted) return violation(ctx, TREACHEROUS, `Treacherous is used as ${who} is activated, before he moves or acts`)
  const me = state.players[index]!
  if (me.at === null || me.posture !== "standing") return violation(ctx, TREACHEROUS, `${who} must be standing to take the ball`)
  // The team-mate holding the ball (while a Ball Clone is in force, either ball's: the one named, or the one that fits).
  const fits = (id: string) => {
    const p = state.players[playerIndex(ctx, id)]!
    return id !== me.id && p.at !== null && sameSide(ctx.variant, p.team, me.team) && isAdjacent(p.at, me.at!)
  }
  const carriers = ballCarriers(state)
  const carrierId = carriers.find((id) => id === event.target && fits(id)) ?? carriers.find(fits) ?? carriers[0] ?? null
  if (carrierId !== null) state = withBallOf(state, carrierId)
  const carrier = carrierId === null ? undefined : state.players[playerIndex(ctx, carrierId)]
  if (carrier === undefined || carrier.id === me.id || carrier.at === null || !sameSide(ctx.variant, carrier.team, me.team) || !isAdjacent(carrier.at, me.at)) {
    return violation(ctx, TREACHEROUS, `no team-mate next to ${who} holds the ball`)
  }
  if (event.target !== undefined && event.target !== carrier.id) return violation(ctx, TREACHEROUS, `${nameOf(ctx, event.target)} does not hold the ball; ${nameOf(ctx, carrier.id)} does`)
  note(ctx, `special rule: Treacherous (once a game): ${who} knocks down ${nameOf(ctx, carrier.id)} and takes the ball; no turnover`)
  const robbed = withState(markSpecialRuleUsed(ctx, state, step.player, TREACHEROUS), { ball: { at: me.at, carrier: me.id, inPlay: true } })
  // The ball is his before the team-mate goes down, so it does not bounce; a touchdown is checked after.
  return consumed(schedule(robbed, knockDown(carrier.id, { cause: "other", turnover: null }), { _tag: "CheckScore", player: me.id }))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    isTreacherous: typeof isTreacherous
    useTreacherous: typeof useTreacherous
  }
}

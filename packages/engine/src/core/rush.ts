import { above } from "./above.js"
import type { Square } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type Ctx, playerIndex } from "./context.js"
import { knockDown } from "./injury.js"
import type { Modifier } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { testStep } from "./test-roll.js"
import { rushWeather } from "./weather.js"

/**
 * A Rush: 2+ on a D6, Sure Feet's re-roll, a fall (Knocked Down, a turnover) on a failure. One
 * place for its modifiers, so that every Rush — a square moved, or the square a Blitz's block (or
 * the Special action in its place) costs past the player's MA — has all of them.
 */

/** Every Rush's modifiers: the weather, Moles Under the Pitch, Slippery Shoes, a wizard's spell on the player's team, the player's Drunkard. */
export const rushModifiers = (ctx: Pick<Ctx, "match">, state: MatchState, index: number): Array<Modifier> =>
  [...rushWeather(state), ...above.molesUnderThePitch(state), ...above.slipperyShoes(state), ...above.wizardRush(state, state.players[index]!.team), ...above.drunkardRush(ctx, state, index)]

/** The Rush before `onSuccess`; a failure is a fall where the player stands (or on `fallAt`). */
export const rushTest = (ctx: Ctx, state: MatchState, player: string, onSuccess: ReadonlyArray<Step>, options: { readonly rule?: string; readonly fallAt?: Square } = {}): Step => {
  const index = playerIndex(ctx, player)
  return testStep({
    test: "rush",
    rule: options.rule ?? "Rush",
    player,
    target: 2,
    modifiers: rushModifiers(ctx, state, index),
    skillReroll: hasSkill(ctx.match, state, index, "Sure Feet") ? "Sure Feet" : null,
    teamReroll: true,
    onSuccess,
    onFailure: [knockDown(player, { cause: "fall", turnover: "fell-over", ...(options.fallAt === undefined ? {} : { at: options.fallAt }) })]
  })
}

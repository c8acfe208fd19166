import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import type { ActivationStep } from "../core/activation.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, note, playerIndex, setPlayer, updateTop, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import type { Modifier } from "../model/outcome.js"

/**
 * Bounding Leap (Rowana Forestfoot): once a game, before the dice of a jump, she may suffer no
 * negative modifier on its Agility test, and re-roll it. FFB (christerk/ffb `BoundingLeap`:
 * `canIgnoreJumpModifiers` and a `JUMP` re-roll source; `StepInitSelecting` sets
 * `jumpsWithoutModifiers`, `StepJump` rolls with no modifier, skips Diving Tackle, and spends the
 * rule on the jump).
 *
 * In the log: `SkillUsed` `{ player: <Rowana>, skill: "Bounding Leap" }` in her activation before
 * the jump (`PlayerMoved` with `jump: true`). Her next jump in that activation is rolled with no
 * modifier (the ruling's 0 says which were ignored) and Diving Tackle is not asked for; a failed
 * roll may be re-rolled with `RerollUsed` `{ source: "skill", skill: "Bounding Leap" }` (no Loner
 * roll, no team re-roll spent). FFB re-rolls it without asking, as it can only help; we take it as
 * the coach's choice, as for Blind Rage. The rule is spent at the jump: declared and not jumped,
 * it is still there for another activation, as in FFB.
 */
export const BOUNDING_LEAP = "Bounding Leap"

/** The mark, in her `used` list for this team turn, that her next jump is a Bounding Leap. */
const DECLARED = "Bounding Leap declared"

type SkillUsedEvent = Extract<MatchEvent, { _tag: "SkillUsed" }>

export const isBoundingLeap = (event: SkillUsedEvent): boolean => event.skill.toLowerCase() === BOUNDING_LEAP.toLowerCase()

export const useBoundingLeap = (ctx: Ctx, state: MatchState, step: ActivationStep, event: SkillUsedEvent): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, BOUNDING_LEAP, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  const index = playerIndex(ctx, step.player)
  const player = state.players[index]!
  if (!hasSkill(ctx.match, state, index, BOUNDING_LEAP) || specialRuleUsed(ctx, state, step.player, BOUNDING_LEAP)) {
    return violation(ctx, BOUNDING_LEAP, `${who} has no unused Bounding Leap (once a game)`)
  }
  if (player.used.includes(DECLARED)) return violation(ctx, BOUNDING_LEAP, `${who} has already declared Bounding Leap for her next jump`)
  note(ctx, `${who} uses Bounding Leap: her next jump has no negative modifier and may be re-rolled (once a game)`)
  return consumed(updateTop(setPlayer(state, index, { used: [...player.used, DECLARED] }), step))
}

/**
 * For a jump `player` is about to roll: null when Bounding Leap is not declared for it; else the
 * state with the rule spent and the jump's modifiers, every one of them dropped (a 0 naming them).
 */
export const boundingLeapJump = (ctx: Ctx, state: MatchState, player: string, modifiers: ReadonlyArray<Modifier>): { readonly state: MatchState; readonly modifiers: ReadonlyArray<Modifier> } | null => {
  const index = playerIndex(ctx, player)
  const who = state.players[index]!
  if (!who.used.includes(DECLARED) || specialRuleUsed(ctx, state, player, BOUNDING_LEAP)) return null
  const ignored = modifiers.filter((m) => m.value !== 0).map((m) => `${m.value > 0 ? "+" : ""}${m.value} ${m.source}`)
  const cleared = setPlayer(state, index, { used: who.used.filter((u) => u !== DECLARED) })
  return {
    state: markSpecialRuleUsed(ctx, cleared, player, BOUNDING_LEAP),
    modifiers: [{ value: 0, source: `special rule: Bounding Leap (once a game)${ignored.length === 0 ? "" : `: ${ignored.join(", ")} ignored`}` }]
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    BOUNDING_LEAP: typeof BOUNDING_LEAP
    boundingLeapJump: typeof boundingLeapJump
    isBoundingLeap: typeof isBoundingLeap
    useBoundingLeap: typeof useBoundingLeap
  }
}

import { hasSkill } from "../model/match.js"
import type { MatchState, PlayerState } from "../model/state.js"
import { type Ctx, nameOf, note, playerIndex } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * Kick 'em while they're down! (Nobbla Blackwart): once a game, the Chainsaw Attack may be made
 * at a Prone or Stunned opponent. It is no Foul: no referee, no foul limit, no send-off. FFB
 * (christerk/ffb `skill/mixed/special/KickEmWhileTheyReDown.java`, `canUseChainsawOnDownedOpponents`,
 * marked used in `StepInitBlocking` when the downed target is chosen) and BBBase's page for
 * Nobbla; the Blood Bowl 2020 FAQ: to move first, he declares a Blitz at the downed opponent.
 * In the log it is the target that says so: a `chainsaw` action, or a `blitz` and its `SkillUsed`
 * Chainsaw, naming a Prone or Stunned opponent (no other way to saw one), and the rule is spent as
 * the attack is made. The saw is the Chainsaw's (skills/chainsaw.ts): the D6 and its kick-back,
 * +3 on the armour; broken, the victim stays down and rolls for injury.
 */
export const RULE = "Kick 'em while they're down!"

const isDown = (player: PlayerState): boolean => player.posture === "prone" || player.posture === "stunned"

/** The wielder may still saw a downed opponent this game (the target being Prone or Stunned). */
export const mayKickThemDown = (ctx: Ctx, state: MatchState, wielder: string, target: PlayerState): boolean =>
  isDown(target) && hasSkill(ctx.match, state, playerIndex(ctx, wielder), RULE) && !specialRuleUsed(ctx, state, wielder, RULE)

/** A Blitz may be declared at a downed opponent by a Chainsaw star who still has the rule. */
export const mayBlitzThemDown = (ctx: Ctx, state: MatchState, wielder: string, target: PlayerState): boolean =>
  hasSkill(ctx.match, state, playerIndex(ctx, wielder), "Chainsaw") && mayKickThemDown(ctx, state, wielder, target)

/** The attack is made: at a downed target it spends the rule. */
export const kickingThemDown = (ctx: Ctx, state: MatchState, wielder: string, target: string): MatchState => {
  if (!isDown(state.players[playerIndex(ctx, target)]!)) return state
  note(ctx, `${nameOf(ctx, wielder)} uses ${RULE}: the chainsaw at ${nameOf(ctx, target)}, who is down (no Foul; once a game)`)
  return markSpecialRuleUsed(ctx, state, wielder, RULE)
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    kickingThemDown: typeof kickingThemDown
    mayBlitzThemDown: typeof mayBlitzThemDown
    mayKickThemDown: typeof mayKickThemDown
  }
}

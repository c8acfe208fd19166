import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import { distance } from "../model/square.js"
import { type MatchState, withPlayer, withState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import type { ActivationStep } from "../core/activation.js"
import { atActivationStart } from "./black-ink.js"
import { consumed, type Ctx, done, type Fold, type Handled, nameOf, note, playerIndex, replaceTop, schedule, setPlayer, type StepHandler, updateTop, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import { testStep } from "../core/test-roll.js"

/**
 * Baleful Hex (Estelle la Veneaux): once a game, at the start of her activation, she names an
 * opponent within five squares and rolls a D6: on a 2+ that player loses his tackle zone and may
 * not be activated until the end of his team's next team turn. FFB (christerk/ffb `BalefulHex`,
 * `canMakeOpponentMissTurn`, `StepBalefulHex`; the client's `LogicModule.isBalefulHexAvailable`):
 * before she has moved or acted, any opponent on the pitch within five squares (FFB's
 * `distanceInSteps`), the roll re-rollable like any failed roll (a team re-roll), the rule spent
 * whatever the roll; the hexed player is hypnotised and not active, and his `hasToMissTurn`
 * keeps him inactive through his team's next turn. Her action goes on. In the log: `SkillUsed`
 * `{ player: <Estelle>, skill: "Baleful Hex", target }`, then the D6 `baleful-hex`.
 *
 * The hex is a mark in `kickOffEffects` (`baleful-hex:<player>`, like Gutter Bowl's washing line):
 * it lasts until his team's next team turn ends (core/turn.ts then lifts it and gives him his
 * tackle zone back), or the drive ends.
 */
export const BALEFUL_HEX = "Baleful Hex"

export const hexMark = (player: string): string => `baleful-hex:${player}`

/** Under a Baleful Hex: he may not be activated. */
export const isHexed = (state: MatchState, player: string): boolean =>
  state.kickOffEffects.length > 0 && state.kickOffEffects.includes(hexMark(player))

export interface HexLandsStep {
  readonly _tag: "HexLands"
  readonly player: string
  readonly witch: string
}

export const useBalefulHex = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, BALEFUL_HEX, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  const index = playerIndex(ctx, step.player)
  if (!hasSkill(ctx.match, state, index, BALEFUL_HEX) || specialRuleUsed(ctx, state, step.player, BALEFUL_HEX)) {
    return violation(ctx, BALEFUL_HEX, `${who} has no unused Baleful Hex (once a game)`)
  }
  if (!atActivationStart(step)) return violation(ctx, BALEFUL_HEX, `Baleful Hex is used at the start of ${who}'s activation, before she moves or acts`)
  if (event.target === undefined) return violation(ctx, BALEFUL_HEX, "Baleful Hex names its target")
  const me = state.players[index]!
  const them = state.players[playerIndex(ctx, event.target)]!
  if (me.at === null || !opposed(ctx.variant, them.team, me.team) || them.at === null || distance(me.at, them.at) > 5) {
    return violation(ctx, BALEFUL_HEX, `${nameOf(ctx, event.target)} is not an opponent on the pitch within five squares of ${who}`)
  }
  note(ctx, `special rule: Baleful Hex (once a game): ${who} hexes ${nameOf(ctx, event.target)}`)
  const test = testStep({
    test: "baleful-hex",
    rule: BALEFUL_HEX,
    player: step.player,
    target: 2,
    modifiers: [],
    skillReroll: null,
    teamReroll: true,
    onSuccess: [{ _tag: "HexLands", player: event.target, witch: step.player }],
    onFailure: []
  })
  return consumed(schedule(updateTop(markSpecialRuleUsed(ctx, state, step.player, BALEFUL_HEX), step), test))
}

export const hexLandsHandler: StepHandler<HexLandsStep> = {
  expects: () => ({ kind: "nothing", about: "the hex takes hold" }),
  auto: (ctx, state, step) => {
    note(ctx, `special rule: Baleful Hex: ${nameOf(ctx, step.player)} loses his tackle zone and may not be activated until the end of his team's next team turn`)
    const hexed = withState(state, { kickOffEffects: [...state.kickOffEffects, hexMark(step.player)] })
    return done(replaceTop(setPlayer(hexed, playerIndex(ctx, step.player), { lostTackleZones: true })))
  }
}

/** As `team`'s turn ends, its hexed players are free again, with their tackle zones. */
export const liftHexes = (ctx: Ctx, state: MatchState, team: number): MatchState => {
  if (!state.kickOffEffects.some((effect) => effect.startsWith("baleful-hex:"))) return state
  const lifted = new Set(state.players.filter((player) => player.team === team && isHexed(state, player.id)).map((player) => player.id))
  if (lifted.size === 0) return state
  for (const id of lifted) note(ctx, `Baleful Hex: ${nameOf(ctx, id)} is free of the hex as his team turn ends, with his tackle zone back`)
  return withState(state, {
    kickOffEffects: state.kickOffEffects.filter((effect) => ![...lifted].some((id) => effect === hexMark(id))),
    players: state.players.map((player) => (lifted.has(player.id) ? withPlayer(player, { lostTackleZones: false }) : player))
  })
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stars/baleful-hex": HexLandsStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    isHexed: typeof isHexed
    liftHexes: typeof liftHexes
    useBalefulHex: typeof useBalefulHex
  }
}

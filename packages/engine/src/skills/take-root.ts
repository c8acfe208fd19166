import type { PlayerState } from "../model/state.js"
import { ROOTED } from "../core/turn.js"
import { done, nameOf, playerIndex, replaceTop, setPlayer, type StepHandler } from "../core/context.js"

/**
 * Take Root (BB2020 trait). A D6 straight after the action is declared; on a 1 the player is
 * Rooted: their MA counts as 0 (so no moving and no Rush, and a Blitz cannot pay the square its
 * block costs), they cannot be pushed back and do not follow up. The activation itself goes on
 * (a rooted player may still stand up, block an adjacent player, pass, hand off or foul).
 * Rooted lasts until the drive ends or the player is Knocked Down or Placed Prone.
 *
 * Kept in the player's `used` list (`ROOTED`, core/turn.ts), like a fainted player, so that it
 * survives the turn reset.
 */
export const isRooted = (player: PlayerState): boolean => player.used.includes(ROOTED)

/** The player's `used` list once they go down: going prone pulls the roots up. */
export const uprooted = (player: PlayerState): ReadonlyArray<string> =>
  isRooted(player) ? player.used.filter((use) => use !== ROOTED) : player.used

/** A failed Take Root roll: the player is rooted; the activation carries on. */
export interface TakeRootStep {
  readonly _tag: "TakeRoot"
  readonly player: string
}

export const takeRootHandler: StepHandler<TakeRootStep> = {
  expects: () => ({ kind: "nothing", about: "the player takes root" }),
  auto: (ctx, state, step) => {
    const index = playerIndex(ctx, step.player)
    const player = state.players[index]!
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} takes root: MA 0 until the drive ends or they go down` })
    return done(replaceTop(isRooted(player) ? state : setPlayer(state, index, { used: [...player.used, ROOTED] })))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/take-root": TakeRootStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    isRooted: typeof isRooted
    uprooted: typeof uprooted
  }
}

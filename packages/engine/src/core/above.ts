import type { Action } from "@sidelines/schema"
import type { MatchState } from "../model/state.js"
import type { Ctx } from "./context.js"
import type { VariantAction } from "./variant/variant.js"

/**
 * The rules of the layers above that a lower layer calls at a point of the rules: a skill the
 * block asks about, a star's re-roll a test offers, a Special Plays card the turn checks. The
 * folders import only downwards (docs/architecture.md); where the game's sequence must still reach
 * up, it calls `above.<name>`, and each module above declares here what it offers:
 *
 *     declare module "../core/above.js" { interface Above { isRooted: typeof isRooted } }
 *
 * so every call stays fully typed. The top (engine-above.ts) binds them once, before anything is
 * folded; to find one, look for its name (it is the function's own).
 */
export interface Above {
  /** The actions a trait or a star gives (Bombardier's Throw Bomb, Beer Barrel Bash!'s keg), folded as a variant's own are. */
  readonly specialActions: Partial<Record<Action, VariantAction & { readonly problem: (ctx: Ctx, state: MatchState, player: string) => string | null }>>
}

const unbound = new Proxy({} as Above, {
  get: (_, name) => {
    throw new Error(`internal: the rule "${String(name)}" is called before the layers above the core are bound (import the engine's entry, or engine-above.ts)`)
  }
})

/** The rules above, once bound (a live binding: it reads the bound table). */
export let above: Above = unbound

/** Binds the rules above (engine-above.ts, once). */
export const bindAbove = (rules: Above): void => {
  above = rules
}

import type { MatchState } from "../../model/state.js"
import { done, note, teamOf } from "../context.js"
import type { Modifier } from "../outcome.js"
import { type CardPlay, inForce, mark, turnMark } from "./helpers.js"

/**
 * The Dirty Tricks deck (D6 2). Folded: Slippery Shoes. The others stop the fold as Unsupported
 * when played (rules/special-plays/play.ts).
 */

/**
 * Slippery Shoes, played at the start of an opposition turn: for that team turn every Rush is at
 * −2. Our reading: the card says every player, so it is every Rush made in that turn, whoever makes it.
 */
export const SLIPPERY_SHOES = "slippery-shoes"

/** The −2 to a Rush while Slippery Shoes is in force. */
export const slipperyShoes = (state: MatchState): Array<Modifier> => (inForce(state, SLIPPERY_SHOES) ? [{ value: -2, source: "Slippery Shoes" }] : [])

const playSlipperyShoes: CardPlay = (ctx, state, team) => {
  note(ctx, `${teamOf(ctx, team).name} play Slippery Shoes: every Rush this team turn is at −2`)
  return done(mark(state, turnMark(SLIPPERY_SHOES, team)))
}

export const dirtyTricks: Readonly<Record<string, CardPlay>> = {
  [SLIPPERY_SHOES]: playSlipperyShoes
}

import { Schema } from "effect"
import { PlayerId, Slug, Square, TeamId } from "../primitives.js"
import { defineEvent } from "./define.js"

/** The away coach (or whoever the variant names) calls the coin; the coin itself is a DiceRolled. */
export const CoinTossCalled = defineEvent("CoinTossCalled", {
  team: TeamId,
  call: Schema.Literals(["heads", "tails"])
})

/** The coin-toss winner decides whether to kick or receive the first drive. */
export const KickOrReceiveChosen = defineEvent("KickOrReceiveChosen", {
  team: TeamId,
  choice: Schema.Literals(["kick", "receive"])
})

/**
 * An inducement played at a moment of the coach's choosing: a bribe, a wizard's spell, a potion.
 * `player` names the player it is used on or for; `at` the square a spell is aimed at (Fireball).
 */
export const InducementUsed = defineEvent("InducementUsed", {
  team: TeamId,
  inducement: Slug,
  player: Schema.optionalKey(PlayerId),
  at: Schema.optionalKey(Square)
})

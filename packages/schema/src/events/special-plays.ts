import { Schema } from "effect"
import { PlayerId, Slug, Square, TeamId } from "../primitives.js"
import { defineEvent } from "./define.js"

/**
 * Blood Bowl's Special Plays inducement: of the two cards a team drew from a deck (two
 * `special-play-card` D8s after the `special-play-deck` D6), the one the coach keeps. `card` is
 * the card's kebab-case id ("burst-of-speed"); the other card is discarded.
 */
export const SpecialPlayKept = defineEvent("SpecialPlayKept", {
  team: TeamId,
  card: Slug
})

/**
 * A coach plays one of the Special Plays cards their team kept, at a moment the card allows.
 * `player` names the player the card is played on, where it names one (rolls and further players
 * the card asks for follow as their own events).
 */
export const SpecialPlayPlayed = defineEvent("SpecialPlayPlayed", {
  team: TeamId,
  card: Slug,
  player: Schema.optionalKey(PlayerId),
  /** The square a card names, where it names one (Punt: where the ball is placed). */
  at: Schema.optionalKey(Square)
})

import { Schema } from "effect"
import { PlayerId, Square } from "../primitives.js"
import { defineEvent } from "./define.js"

/**
 * A pass (or a bomb, or a snowball) thrown at a square. `ricochet` (Gutter Bowl, a Pass action
 * only): the ball is thrown at a wall to come off it; `at` then names the wall square — a market
 * stall square, or, for a sideline wall (off the pitch), the square on the pitch in front of it.
 */
export const PassAimed = defineEvent("PassAimed", {
  player: PlayerId,
  at: Square,
  ricochet: Schema.optionalKey(Schema.Boolean)
})

/** The ball handed to an adjacent team-mate. */
export const HandedOff = defineEvent("HandedOff", {
  player: PlayerId,
  target: PlayerId
})

/** A team-mate thrown (or kicked) at a square. */
export const TeamMateThrown = defineEvent("TeamMateThrown", {
  player: PlayerId,
  target: PlayerId,
  at: Square
})

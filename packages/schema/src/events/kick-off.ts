import { Schema } from "effect"
import { PlayerId, Square, TeamId } from "../primitives.js"
import { defineEvent } from "./define.js"

/** The kicking player and the square aimed at, before deviation. */
export const KickAimed = defineEvent("KickAimed", {
  player: PlayerId,
  at: Square
})

/** After a touchback, the receiving coach hands the ball to one of their players. */
export const TouchbackGiven = defineEvent("TouchbackGiven", {
  player: PlayerId
})

/**
 * Death Zone's Master of Ballistics, on a Successful Practical Application: once the kick's
 * deviation dice are rolled, the kicking coach changes the D6 or the D8 by `by` (±1 or ±2; the
 * die stays within 1 and its sides).
 */
export const DeviationModified = defineEvent("DeviationModified", {
  team: TeamId,
  die: Schema.Literals(["d6", "d8"]),
  by: Schema.Int.check(Schema.isBetween({ minimum: -2, maximum: 2 }))
})

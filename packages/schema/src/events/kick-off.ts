import { PlayerId, Square } from "../primitives.js"
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

import { PlayerId, Square } from "../primitives.js"
import { defineEvent } from "./define.js"

/** A pass (or a bomb, or a snowball) thrown at a square. */
export const PassAimed = defineEvent("PassAimed", {
  player: PlayerId,
  at: Square
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

import { Schema } from "effect"
import { PlayerId, Square } from "../primitives.js"
import { defineEvent } from "./define.js"

/** Every action a player can declare when activated, across all variants. */
export const ACTIONS = [
  "move", "block", "blitz", "pass", "hand-off", "foul", "throw-team-mate", "kick-team-mate",
  "hypnotic-gaze", "projectile-vomit", "stab", "chainsaw", "breathe-fire", "throw-bomb",
  "multiple-block", "throw-snowball", "secure-the-ball",
  // Beer Barrel Bash! (Thorsson Stoutmead)
  "throw-keg"
] as const
export const Action = Schema.Literals(ACTIONS)
export type Action = typeof Action.Type

/** A player is activated and declares an action; a Blitz names its target up front. */
export const ActionDeclared = defineEvent("ActionDeclared", {
  player: PlayerId,
  action: Action,
  target: Schema.optionalKey(PlayerId)
})

/** A prone player stands up at the start of their action. */
export const PlayerStoodUp = defineEvent("PlayerStoodUp", {
  player: PlayerId
})

/** How a player crosses a barricade (Gutter Bowl): Safely (two more squares of movement) or Recklessly (a D6). */
export const BarricadeCrossing = Schema.Literals(["safe", "reckless"])
export type BarricadeCrossing = typeof BarricadeCrossing.Type

/**
 * One square of movement. `jump` marks a Jump (over a prone player) or a Leap. `barricade` says
 * how a step (or a jump) across a barricade is made (Gutter Bowl); it is required on such a move and only there.
 */
export const PlayerMoved = defineEvent("PlayerMoved", {
  player: PlayerId,
  to: Square,
  jump: Schema.optionalKey(Schema.Boolean),
  barricade: Schema.optionalKey(BarricadeCrossing)
})

/** The coach ends the player's activation before its natural end. */
export const ActionEnded = defineEvent("ActionEnded", {
  player: PlayerId
})

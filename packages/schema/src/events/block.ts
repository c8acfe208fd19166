import { Schema } from "effect"
import { PlayerId, Square } from "../primitives.js"
import { defineEvent } from "./define.js"

/** The attacker throws a block at an adjacent target (as a Block, or during a Blitz). */
export const BlockThrown = defineEvent("BlockThrown", {
  player: PlayerId,
  target: PlayerId
})

/** The coach entitled to choose picks one of the rolled block dice, by its face (1–6). */
export const BlockDieChosen = defineEvent("BlockDieChosen", {
  face: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 6 }))
})

/**
 * The square a pushed player is pushed into, chosen by whoever the rules say; null pushes them
 * into the crowd (every square off the pitch is the same crowd, and some have no coordinates).
 */
export const PushChosen = defineEvent("PushChosen", {
  player: PlayerId,
  to: Schema.NullOr(Square)
})

/** The attacker follows up into the vacated square, or stays. */
export const FollowUpChosen = defineEvent("FollowUpChosen", {
  player: PlayerId,
  follow: Schema.Boolean
})

/** A Foul on a prone or stunned opponent. */
export const FoulCommitted = defineEvent("FoulCommitted", {
  player: PlayerId,
  target: PlayerId
})

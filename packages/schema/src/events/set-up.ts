import { Schema } from "effect"
import { PlayerId, Square, TeamId } from "../primitives.js"
import { defineEvent } from "./define.js"

/** A player put on a square during set-up (or a kick-off event), or back to reserves with `null`. */
export const PlayerPlaced = defineEvent("PlayerPlaced", {
  player: PlayerId,
  at: Schema.NullOr(Square)
})

/** A coach is done setting up. */
export const SetupEnded = defineEvent("SetupEnded", {
  team: TeamId
})

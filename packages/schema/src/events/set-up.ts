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

/**
 * Unclear Markings (a stadium attribute): before setting up, the kicking team says where its line of
 * scrimmage is for this kick-off — where the lines are painted, one row back into its own half, or
 * one row forward into the other half. The halfway line moves with it for the set-up and the kick.
 */
export const LineOfScrimmageChosen = defineEvent("LineOfScrimmageChosen", {
  team: TeamId,
  line: Schema.Literals(["normal", "back", "forward"])
})

/**
 * Holiday Special: before the match a coach places a Gingerbread House on the pitch, covering
 * one or more squares (orthogonally joined). Coaches take turns, up to five houses each; a coach
 * who places no more says so with a `ChoiceDeclined` (`choice: "gingerbread-house"`).
 */
export const GingerbreadHousePlaced = defineEvent("GingerbreadHousePlaced", {
  team: TeamId,
  squares: Schema.Array(Square).check(Schema.isBetweenLength(1, 12))
})

import { TeamId } from "../primitives.js"
import { defineEvent } from "./define.js"

/** The active coach ends their team turn. */
export const TurnEnded = defineEvent("TurnEnded", {
  team: TeamId
})

/** A coach concedes the match. */
export const MatchConceded = defineEvent("MatchConceded", {
  team: TeamId
})

import { Schema } from "effect"
import { TeamId } from "../primitives.js"
import { defineEvent } from "./define.js"

/**
 * A coach breaks their team's alliance: the team leaves its side, and it and its former allies
 * are opponents from this event on. BlightBowl, in a match whose four teams are all Skaven; at any time.
 */
export const AllianceBroken = defineEvent("AllianceBroken", {
  team: TeamId
})

/**
 * The teams named make a new alliance, every one of them agreeing by being named: they play as
 * one side from now on. BlightBowl, in a match whose four teams are all Skaven; only between drives.
 */
export const AllianceMade = defineEvent("AllianceMade", {
  teams: Schema.Array(TeamId).check(Schema.isBetweenLength(2, 4))
})

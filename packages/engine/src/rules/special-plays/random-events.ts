import type { MatchState } from "../../model/state.js"
import { done, note, teamOf } from "../context.js"
import type { Modifier } from "../outcome.js"
import { type CardPlay, driveMark, inForce, mark } from "./helpers.js"

/**
 * The Random Events deck (D6 1). Folded: Sprinkler Malfunction. The others stop the fold as
 * Unsupported when played (rules/special-plays/play.ts).
 */

/**
 * Sprinkler Malfunction, played at the start of an opposition turn: until the end of the drive
 * every player's passing test for a Pass action, pick-up and catch is at −1 more (both teams').
 */
export const SPRINKLER_MALFUNCTION = "sprinkler-malfunction"

const sprinkler = (state: MatchState): Array<Modifier> => (inForce(state, SPRINKLER_MALFUNCTION) ? [{ value: -1, source: "Sprinkler Malfunction" }] : [])

/** The −1 to a Pass action's passing test, a pick-up or a catch while the sprinklers run. */
export const sprinklerPass = sprinkler
export const sprinklerPickUp = sprinkler
export const sprinklerCatch = sprinkler

const playSprinkler: CardPlay = (ctx, state, team) => {
  note(ctx, `${teamOf(ctx, team).name} play Sprinkler Malfunction: until the end of the drive, −1 to every Pass action's passing test, every pick-up and every catch`)
  return done(mark(state, driveMark(SPRINKLER_MALFUNCTION, team)))
}

export const randomEvents: Readonly<Record<string, CardPlay>> = {
  [SPRINKLER_MALFUNCTION]: playSprinkler
}

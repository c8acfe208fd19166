import type { Action } from "@sidelines/schema"
import type { MatchState } from "../../model/state.js"
import { done, nameOf, note, teamOf, violation } from "../context.js"
import { type CardPlay, inForceFor, mark, ownPlayer, turnMark, withGain } from "./helpers.js"

/**
 * The Benefits of Training deck (D6 5). Folded: Helping Hand and Down the Chain. The others stop
 * the fold as Unsupported when played (rules/special-plays/play.ts).
 */

/**
 * Helping Hand, played in the pre-game on one of the team's players: for the match the player has
 * Big Hand, Extra Arms and Sure Hands.
 */
const playHelpingHand: CardPlay = (ctx, state, team, event) => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "Helping Hand", index)
  note(ctx, `Helping Hand: ${nameOf(ctx, event.player!)} has Big Hand, Extra Arms and Sure Hands for the match`)
  return done(withGain(state, index, { source: "Helping Hand", until: "game", skills: ["Big Hand", "Extra Arms", "Sure Hands"] }))
}

/**
 * Down the Chain, played at the start of one of the team's turns: for that team turn any number
 * of its players may make a Hand-off action (not only one).
 */
export const DOWN_THE_CHAIN = "down-the-chain"

const playDownTheChain: CardPlay = (ctx, state, team) => {
  note(ctx, `${teamOf(ctx, team).name} play Down the Chain: any number of Hand-off actions this team turn`)
  return done(mark(state, turnMark(DOWN_THE_CHAIN, team)))
}

/** Whether a card lets the team declare this once-a-turn action again this turn (Down the Chain: a Hand-off). */
export const specialPlayRepeats = (state: MatchState, team: number, action: Action): boolean =>
  action === "hand-off" && inForceFor(state, DOWN_THE_CHAIN, team)

export const benefitsOfTraining: Readonly<Record<string, CardPlay>> = {
  "helping-hand": playHelpingHand,
  [DOWN_THE_CHAIN]: playDownTheChain
}

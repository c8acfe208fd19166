import { done, nameOf, note, violation } from "../context.js"
import { type CardPlay, ownPlayer, TURN, withGain } from "./helpers.js"

/**
 * The Heroic Feats deck (D6 4). Folded: Burst of Speed. The others stop the fold as Unsupported
 * when played (rules/special-plays/play.ts).
 */

/**
 * Burst of Speed, played at the start of one of the team's turns on one of its players: for that
 * team turn the player has Sprint and Sure Feet and +1 MA (never above 9, which `characteristic`
 * keeps). Our reading: the card's "may improve" is taken, as an extra square never hurts.
 */
const playBurstOfSpeed: CardPlay = (ctx, state, team, event) => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "Burst of Speed", index)
  note(ctx, `Burst of Speed: ${nameOf(ctx, event.player!)} has Sprint, Sure Feet and +1 MA (at most 9) this team turn`)
  return done(withGain(state, index, { source: "Burst of Speed", until: "drive", skills: ["Sprint", "Sure Feet"], improve: { ma: 1 }, tag: TURN }))
}

export const heroicFeats: Readonly<Record<string, CardPlay>> = {
  "burst-of-speed": playBurstOfSpeed
}

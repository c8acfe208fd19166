import { done, nameOf, note, violation } from "../context.js"
import { type CardPlay, ownPlayer, withGain } from "./helpers.js"

/**
 * The Magical Memorabilia deck (D6 3). Folded: Helm of Many Eyes. The others stop the fold as
 * Unsupported when played (rules/special-plays/play.ts).
 */

/**
 * Helm of Many Eyes, played at the start of one of the team's turns on one of its players: until
 * the end of the drive the player has Dodge, Break Tackle and Really Stupid.
 */
const playHelm: CardPlay = (ctx, state, team, event) => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "Helm of Many Eyes", index)
  note(ctx, `Helm of Many Eyes: ${nameOf(ctx, event.player!)} has Dodge, Break Tackle and Really Stupid until the end of the drive`)
  return done(withGain(state, index, { source: "Helm of Many Eyes", until: "drive", skills: ["Dodge", "Break Tackle", "Really Stupid"] }))
}

export const magicalMemorabilia: Readonly<Record<string, CardPlay>> = {
  "helm-of-many-eyes": playHelm
}

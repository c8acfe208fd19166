/**
 * Kick-off results in force are kept in `MatchState.kickOffEffects` as ids. Most last for the
 * drive and are cleared when the next drive starts; an effect marked here lasts until the end of
 * the half (the Sevens prayer Treacherous Trapdoor, rolled after Cheering Fans).
 */
const HALF = "until-end-of-half:"

/** The id of an effect that lasts until the end of the half. */
export const untilEndOfHalf = (id: string): string => `${HALF}${id}`

/** Whether an effect lasts until the end of the half (and so survives the start of a new drive). */
export const lastsTheHalf = (effect: string): boolean => effect.startsWith(HALF)

/** Gutter Bowl's Sticky Sludge (sewer kick-off table): for the drive, pick-ups at +1 and no Pass action by the ball's holder. */
export const STICKY_SLUDGE = "sticky-sludge"

/** Gutter Bowl's Loose Dogs (street kick-off table): for the drive, no team re-roll for a pick-up or in a Block action. */
export const LOOSE_DOGS = "loose-dogs"

/** The pick-up modifiers of kick-off results in force (Sticky Sludge +1). */
export const pickUpEffects = (effects: ReadonlyArray<string>): Array<{ readonly value: number; readonly source: string }> =>
  effects.includes(STICKY_SLUDGE) ? [{ value: 1, source: "Sticky Sludge" }] : []

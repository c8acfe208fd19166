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

const GAME = "until-end-of-game:"

/** The id of an effect that lasts the rest of the match (Blood Bowl's Perfect Passing prayer). */
export const untilEndOfGame = (id: string): string => `${GAME}${id}`

/** Whether an effect lasts the rest of the match (and so survives new drives and halves). */
export const lastsTheGame = (effect: string): boolean => effect.startsWith(GAME)

/** Gutter Bowl's Sticky Sludge (sewer kick-off table): for the drive, pick-ups at +1 and no Pass action by the ball's holder. */
export const STICKY_SLUDGE = "sticky-sludge"

/** Gutter Bowl's Loose Dogs (street kick-off table): for the drive, no team re-roll for a pick-up or in a Block action. */
export const LOOSE_DOGS = "loose-dogs"

/** The pick-up modifiers of kick-off results in force (Sticky Sludge +1). */
export const pickUpEffects = (effects: ReadonlyArray<string>): Array<{ readonly value: number; readonly source: string }> =>
  effects.includes(STICKY_SLUDGE) ? [{ value: 1, source: "Sticky Sludge" }] : []

/** Gutter Bowl's This Round Is On Us! (street): for the drive, a KO'd player rolls a D6, 4+ to the reserves instead. */
export const THIS_ROUND_IS_ON_US = "this-round-is-on-us"

/** Whether a KO now is followed by This Round Is On Us!'s D6. */
export const tavernRollDue = (state: { readonly kickOffEffects: ReadonlyArray<string> }): boolean => state.kickOffEffects.includes(THIS_ROUND_IS_ON_US)

/**
 * Gutter Bowl's Rogue Washing Line (street): the marker of a drawn player who cannot be activated
 * in their team's next team turn; the end of that team turn clears it (core/turn.ts).
 */
export const washingLine = (player: string): string => `rogue-washing-line:${player}`

/**
 * Gutter Bowl's Swarm of Rats (sewer): for the drive, a player who finishes their activation
 * standing next to a wall rolls a D6 (`swarm-of-rats`), and Falls Over on a 1 (core/activation.ts).
 */
export const SWARM_OF_RATS = "swarm-of-rats"

/**
 * Blood Bowl 2020's Special Plays cards (the inducement "special-play", 0-5): six decks of eight
 * cards. A D6 picks the deck and, within it, a card is identified by its place (1-8), as in the
 * card pack's D6/D8 table. Facts from BBBase (EHeresy-PPPub/BBBase, docs/bb2020/core_rules/
 * special_plays_card_pack.md and inducements_in_detail.md "0-5 Special Plays"), in our words.
 * FFB (christerk/ffb) encodes only older decks (inducement/bb2020/Cards.java: Magic Items, Dirty
 * Tricks), recording a draw as a CardChoice of two cards of one deck, one kept — as our log does.
 *
 * Each card has the moment it may be played (`timing`); a card is played with `SpecialPlayPlayed`.
 * `folded` cards have their effect folded (rules/special-plays/<deck>.ts); any other stops the fold
 * as Unsupported when played.
 */

/** When a card may be played. */
export type Timing =
  /** In the pre-game, after the Fans and before the Weather (before any card can have been drawn). */
  | "pre-game-before-weather"
  /** In the pre-game, after the Prayers to Nuffle and before the kicking team is decided. */
  | "pre-game"
  /** At the start of one of the team's own turns, before any player is activated. */
  | "own-turn-start"
  /** At the start of one of the opposition's turns, before any player is activated. */
  | "opponent-turn-start"
  /** At the start of any team turn, before any player is activated. */
  | "any-turn-start"
  /** At the start of the team's 2nd, 3rd or 4th turn of a half (not in extra time). */
  | "own-early-turn-start"
  /** At the start of an opposition turn while the ball is on the ground. */
  | "opponent-turn-start-ball-loose"
  /** At the end of one of the team's own turns, turnover or not. */
  | "own-turn-end"
  /** At the end of one of the team's own turns while one of its players holds the ball. */
  | "own-turn-end-holding-ball"
  /** Right after an opposition turn in which one of its players was Stalling. */
  | "after-opponent-stalling"
  /** As one of the team's players is activated. */
  | "own-activation"
  /** As an opposition Open player is activated for a Move, Pass, Hand-off or Foul. */
  | "opponent-activation"
  /** As one of the team's players declares a Foul, before any dice. */
  | "foul-declared"
  /** During one of the team's Fouls, after the victim is named and before the armour roll. */
  | "foul-before-armour"
  /** During one of the team's Pass actions, after the target is declared and before the test. */
  | "pass-declared"
  /** As one of the team's players Falls Over in its own turn. */
  | "own-player-falls"
  /** As one of the team's players suffers a DEAD casualty. */
  | "own-player-dead"
  /** In a Start of Drive sequence, after the kick-off and before the kick-off event. */
  | "drive-start-after-kick"
  /** As the previous, only for the receiving team. */
  | "drive-start-after-kick-receiving"
  /** In a Start of Drive sequence of the kicking team, after the kick-off event and before the receivers' first turn. */
  | "drive-start-kicking"
  /** In the End of Drive sequence, after its first step. */
  | "end-of-drive"

export const TIMING_TEXT: Readonly<Record<Timing, string>> = {
  "pre-game-before-weather": "in the pre-game between the Fans and the Weather",
  "pre-game": "in the pre-game, after the Prayers to Nuffle and before the coin toss",
  "own-turn-start": "at the start of one of the team's own turns, before anyone is activated",
  "opponent-turn-start": "at the start of one of the opposition's turns, before anyone is activated",
  "any-turn-start": "at the start of a team turn, before anyone is activated",
  "own-early-turn-start": "at the start of the team's 2nd, 3rd or 4th turn of a half",
  "opponent-turn-start-ball-loose": "at the start of an opposition turn while the ball is on the ground",
  "own-turn-end": "at the end of one of the team's own turns",
  "own-turn-end-holding-ball": "at the end of one of the team's own turns while one of its players holds the ball",
  "after-opponent-stalling": "right after an opposition turn in which one of its players stalled",
  "own-activation": "as one of the team's players is activated",
  "opponent-activation": "as an opposing Open player is activated for a Move, Pass, Hand-off or Foul",
  "foul-declared": "as one of the team's players declares a Foul",
  "foul-before-armour": "during one of the team's Fouls, before the armour roll",
  "pass-declared": "during one of the team's Pass actions, before the passing test",
  "own-player-falls": "as one of the team's players Falls Over",
  "own-player-dead": "as one of the team's players is killed",
  "drive-start-after-kick": "in a Start of Drive sequence, after the kick-off and before the kick-off event",
  "drive-start-after-kick-receiving": "in a Start of Drive sequence of the receiving team, after the kick-off",
  "drive-start-kicking": "in a Start of Drive sequence of the kicking team, before the receivers' first turn",
  "end-of-drive": "in the End of Drive sequence"
}

export interface Card {
  readonly id: string
  readonly name: string
  /** The deck's D6 face (1 Random Events … 6 Miscellaneous Mayhem). */
  readonly deck: number
  readonly timing: Timing
}

export const DECKS: ReadonlyArray<string> = [
  "Random Events", "Dirty Tricks", "Magical Memorabilia", "Heroic Feats", "Benefits of Training", "Miscellaneous Mayhem"
]

const deck = (n: number, cards: ReadonlyArray<readonly [string, string, Timing]>): Array<Card> =>
  cards.map(([id, name, timing]) => ({ id, name, deck: n, timing }))

/** The 48 cards, deck by deck, each deck in its D8 order. */
export const CARDS: ReadonlyArray<Card> = [
  ...deck(1, [
    ["ball-clone", "Ball Clone", "opponent-turn-start-ball-loose"],
    ["enjoy-your-trip", "Enjoy Your Trip?", "own-turn-end"],
    ["flock-of-seagulls", "Flock of Seagulls", "own-turn-start"],
    ["heckler", "Heckler", "after-opponent-stalling"],
    ["pot-hole", "Pot Hole", "opponent-activation"],
    ["public-inconvenience", "Public Inconvenience", "pre-game-before-weather"],
    ["sprinkler-malfunction", "Sprinkler Malfunction", "opponent-turn-start"],
    ["walk-it-off", "Walk It Off", "foul-declared"]
  ]),
  ...deck(2, [
    ["dirty-block", "Dirty Block", "own-turn-end"],
    ["heavy-bias", "Heavy Bias", "foul-before-armour"],
    ["look-a-distraction", "Look, a Distraction!", "after-opponent-stalling"],
    ["rune-of-unwilling-flight", "Rune of Unwilling Flight", "own-turn-end"],
    ["slippery-shoes", "Slippery Shoes", "opponent-turn-start"],
    ["spot-the-sneak", "Spot the Sneak", "own-turn-start"],
    ["the-main-skull-prit", "The Main 'Skull'-prit", "pre-game"],
    ["tripping-hazard", "Tripping Hazard", "opponent-turn-start"]
  ]),
  ...deck(3, [
    ["bobs-biffin-helmet", "Bob's Biffin' Helmet", "drive-start-after-kick"],
    ["enchanted-bucket", "Enchanted Bucket", "end-of-drive"],
    ["gruk-the-bears-gauntlets", "Gruk the Bear's Gauntlets", "pre-game"],
    ["helm-of-many-eyes", "Helm of Many Eyes", "own-turn-start"],
    ["oath-stone-of-the-high-coach", "Oath Stone of the High Coach", "pre-game"],
    ["skrots-sticky-slop", "Skrot's Sticky Slop", "pre-game"],
    ["spranleys-cup", "Spranley's Cup", "pre-game"],
    ["sweatband-of-conquest", "Sweatband of Conquest", "pre-game"]
  ]),
  ...deck(4, [
    ["burst-of-speed", "Burst of Speed", "own-turn-start"],
    ["catchers-instincts", "Catcher's Instincts", "drive-start-after-kick-receiving"],
    ["die-hard", "Die Hard", "own-turn-start"],
    ["in-the-zone", "In the Zone", "own-activation"],
    ["punt", "Punt", "own-turn-end-holding-ball"],
    ["quick-thinking", "Quick Thinking", "pass-declared"],
    ["sizzling-shimmy", "Sizzling Shimmy", "own-activation"],
    ["suicide-blitz", "Suicide Blitz", "drive-start-kicking"]
  ]),
  ...deck(5, [
    ["all-out-blitz", "All-Out Blitz", "own-turn-start"],
    ["boot-camp", "Boot Camp", "own-activation"],
    ["down-the-chain", "Down the Chain", "own-turn-start"],
    ["flea-flicker", "Flea Flicker", "own-turn-start"],
    ["helping-hand", "Helping Hand", "pre-game"],
    ["kingmaker-play", "Kingmaker Play", "own-activation"],
    ["switcheroo", "Switcheroo", "any-turn-start"],
    ["team-talk", "Team Talk", "drive-start-after-kick-receiving"]
  ]),
  ...deck(6, [
    ["assassination-attempt", "Assassination Attempt", "after-opponent-stalling"],
    ["ego-trip", "Ego Trip", "own-turn-end"],
    ["its-all-to-play-for", "It's All to Play For", "own-early-turn-start"],
    ["keep-it-moving", "Keep It Moving", "own-player-falls"],
    ["magic-sponge", "Magic Sponge", "own-player-dead"],
    ["this-beer-tastes-funny", "\"This Beer Tastes Funny!\"", "pre-game"],
    ["technicality", "Technicality", "own-turn-end"],
    ["training-troubles", "Training Troubles", "drive-start-kicking"]
  ])
]

export const cardById = (id: string): Card | undefined => CARDS.find((card) => card.id === id)

/** The card a deck's D8 face names. */
export const cardOf = (deckFace: number, face: number): Card => CARDS[(deckFace - 1) * 8 + face - 1]!

export const cardName = (id: string): string => cardById(id)?.name ?? id

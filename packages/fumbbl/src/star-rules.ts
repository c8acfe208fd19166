/**
 * Blood Bowl 2020 star players' special rules as FFB plays them (christerk/ffb: one class per rule
 * in `ffb-common/.../skill/bb2020/special/` and `skill/mixed/special/`), and the ways a replay
 * shows one being used: a `skillUse` report naming the rule, a report of its own, a player action
 * of its own, or a re-roll source. The importer converts a few of these; at any other it stops,
 * naming the rule, rather than write a log the engine would read as the rule not used (or refuse
 * with a rule violation far from the cause). See docs/import-fumbbl.md, *Star players' special rules*.
 */

import { STAR_PLAYER_SPECIAL_RULES } from "@sidelines/engine"

/** FFB's names of the rules: the engine's catalogue of them (catalogue/special-rules.ts), quotes dropped as there. */
const SPECIAL_RULES: ReadonlyArray<string> = STAR_PLAYER_SPECIAL_RULES

const BY_KEY: ReadonlyMap<string, string> = new Map([
  ...SPECIAL_RULES.map((name) => [name.toLowerCase(), name] as const),
  // FFB's re-roll source spells it the British way too (ReRollSources.MESMERISING_DANCE).
  ["mesmerising dance", "Mesmerizing Dance"]
])

/** The special rule FFB names (a skill or a re-roll source), in our spelling, or null for any other skill. */
export const specialRule = (ffbName: string): string | null => BY_KEY.get(ffbName.replaceAll('"', "").trim().toLowerCase()) ?? null

/**
 * Rules whose `skillUse` (used) is only FFB's notice of an effect the engine derives by itself, with
 * nothing in the log: I'll be back! (StepEndTurn, IGNORE_SENT_OFF), Burst of Speed (StepMove),
 * Reliable (StepRightStuff, which then reports no landing roll), and the passive ones.
 */
export const DERIVED_SPECIAL_RULES: ReadonlySet<string> = new Set([
  "I'll be back!", "Burst of Speed", "Reliable", "Sneakiest of the Lot", "Two for One", "Pump Up The Crowd",
  "A Sneaky Pair", "Bugman's XXXXXX", "Keen Player", "Watch Out!"
])

/** FFB's player actions (PlayerAction) that belong to a special rule. */
export const SPECIAL_ACTIONS: Readonly<Record<string, string>> = {
  treacherous: "Treacherous",
  wisdomOfTheWhiteDwarf: "Wisdom of the White Dwarf",
  throwKey: "Beer Barrel Bash!", // sic: FFB's THROW_KEG
  raidingParty: "Raiding Party",
  maximumCarnage: "Maximum Carnage",
  lookIntoMyEyes: "Look Into My Eyes",
  balefulHex: "Baleful Hex",
  allYouCanEat: "All You Can Eat",
  putridRegurgitationMove: "Putrid Regurgitation",
  putridRegurgitationBlitz: "Putrid Regurgitation",
  putridRegurgitationBlock: "Putrid Regurgitation",
  kickEmBlock: "Kick 'em while they're down!",
  kickEmBlitz: "Kick 'em while they're down!",
  blackInk: "Black Ink",
  catchOfTheDay: "Catch of the Day",
  thenIStartedBlastin: "Then I Started Blastin'!",
  theFlashingBlade: "The Flashing Blade",
  viciousVines: "Vicious Vines",
  furiousOutburst: "Furious Outburst",
  autoGazeZoat: "Excuse Me, Are You a Zoat?",
  incorporeal: "Incorporeal"
}

/** FFB's reports (ReportId) that belong to a special rule. */
export const SPECIAL_REPORTS: Readonly<Record<string, string>> = {
  oldPro: "Old Pro",
  raidingParty: "Raiding Party",
  thrownKeg: "Beer Barrel Bash!",
  lookIntoMyEyesRoll: "Look Into My Eyes",
  balefulHex: "Baleful Hex",
  allYouCanEat: "All You Can Eat",
  catchOfTheDay: "Catch of the Day",
  thenIStartedBlastin: "Then I Started Blastin'!",
  skillUseOtherPlayer: "Wisdom of the White Dwarf"
}

/**
 * Special rules FFB names as a re-roll source (reRoll) that the importer writes as `RerollUsed`
 * with that skill, as the engine reads them (stars/single-die-reroll.ts, the-ballista.ts,
 * blind-rage.ts, whirling-dervish.ts, lord-of-chaos.ts, bounding-leap.ts). Pump Up The Crowd's and
 * Star of the Show's re-rolls are team re-rolls. Any other (Unstoppable Momentum, Savage Blow)
 * stops the import.
 */
export const REROLL_SPECIAL_RULES: ReadonlySet<string> = new Set([
  "Consummate Professional", "Halfling Luck", "Thinking Man's Troll", "Mesmerizing Dance", "The Ballista",
  "Blind Rage", "Whirling Dervish", "Lord of Chaos", "Pump Up The Crowd", "Star of the Show", "Bounding Leap"
])

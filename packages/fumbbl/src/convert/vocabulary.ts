/** FFB's vocabulary (player states, actions, kick-off results, weathers, report ids), mapped to ours. */
import { type Action, type RollPurpose } from "@sidelines/schema"

// ---- FFB's vocabulary, mapped to ours ----

/** FFB player-state bases (the low byte of a state; the high bits are flags such as ACTIVE). */
export const STATE = { standing: 1, moving: 2, prone: 3, stunned: 4, ko: 5, badlyHurt: 6, seriousInjury: 7, rip: 8, reserve: 9 } as const
/** The ACTIVE flag: the player may still act this team turn. */
export const ACTIVE = 0x100
export const base = (state: number | undefined) => (state ?? 0) & 0xff

/** FFB's player actions (playerAction reports) and the action a sidelines/1 log declares. */
export const ACTION_OF: Readonly<Record<string, Action>> = {
  move: "move",
  standUp: "move",
  removeConfusion: "move",
  block: "block",
  blitz: "blitz",
  blitzMove: "blitz",
  standUpBlitz: "blitz",
  pass: "pass",
  passMove: "pass",
  hailMaryPass: "pass",
  handOver: "hand-off",
  handOverMove: "hand-off",
  foul: "foul",
  foulMove: "foul",
  throwTeamMate: "throw-team-mate",
  throwTeamMateMove: "throw-team-mate",
  kickTeamMate: "kick-team-mate",
  kickTeamMateMove: "kick-team-mate",
  gaze: "hypnotic-gaze",
  gazeMove: "hypnotic-gaze",
  multipleBlock: "multiple-block",
  throwBomb: "throw-bomb",
  projectileVomit: "projectile-vomit",
  stab: "stab",
  chainsaw: "chainsaw",
  breatheFire: "breathe-fire",
  secureTheBall: "secure-the-ball"
}

/** FFB's BB2020 kick-off results and the rows of our kick-off table. */
export const KICK_OFF_OF: Readonly<Record<string, string>> = {
  "Get the Ref": "get-the-ref",
  "Time-out": "time-out",
  "Solid Defence": "solid-defence",
  "High Kick": "high-kick",
  "Cheering Fans": "cheering-fans",
  "Weather Change": "changing-weather",
  "Brilliant Coaching": "brilliant-coaching",
  "Quick Snap": "quick-snap",
  Blitz: "blitz",
  "Officious Ref": "officious-ref",
  "Pitch Invasion": "pitch-invasion"
}

/** FFB's weather names and the rows of our weather table. */
export const WEATHER_OF: Readonly<Record<string, string>> = {
  "Sweltering Heat": "sweltering-heat",
  "Very Sunny": "very-sunny",
  "Nice Weather": "perfect-conditions",
  "Pouring Rain": "pouring-rain",
  Blizzard: "blizzard"
}

/** FFB's BB2020 serious-injury names and the rows of our casualty and lasting-injury tables. */
export const LASTING_OF: Readonly<Record<string, string>> = {
  "Head Injury (-AV)": "head-injury",
  "Smashed Knee (-MA)": "smashed-knee",
  "Broken Arm (-PA)": "broken-arm",
  "Neck Injury (-AG)": "neck-injury",
  "Dislocated Shoulder (-ST)": "dislocated-shoulder"
}

/** The casualty-table row of an FFB casualty result (its player state and serious-injury name). */
export const casualtyRow = (state: number | null, seriousInjury: string | null): string | null => {
  if (seriousInjury !== null) {
    if (seriousInjury.startsWith("Seriously Hurt")) return "seriously-hurt"
    if (seriousInjury.startsWith("Serious Injury")) return "serious-injury"
    if (seriousInjury.startsWith("Dead")) return "dead"
    if (LASTING_OF[seriousInjury] !== undefined) return "lasting-injury"
  }
  switch (base(state ?? 0)) {
    case STATE.badlyHurt:
      return "badly-hurt"
    case STATE.rip:
      return "dead"
    default:
      return null
  }
}

/** Test rolls FFB reports as skill rolls (`successful`, `roll`, `minimumRoll`), by report id. */
export const TEST_ROLLS: Readonly<Record<string, RollPurpose>> = {
  dodgeRoll: "dodge",
  goForItRoll: "rush",
  pickUpRoll: "pick-up",
  catchRoll: "catch",
  leapRoll: "jump",
  jumpRoll: "jump",
  interceptionRoll: "interception",
  dauntlessRoll: "dauntless",
  standUpRoll: "stand-up",
  // Jump Up's test to stand for a Block action (mixed JumpUpBehaviour).
  jumpUpRoll: "jump-up",
  animosityRoll: "animosity",
  alwaysHungryRoll: "always-hungry",
  escapeRoll: "escape",
  rightStuffRoll: "landing",
  projectileVomit: "projectile-vomit",
  regenerationRoll: "regeneration",
  foulAppearanceRoll: "foul-appearance",
  bloodLustRoll: "bloodlust",
  throwTeamMateRoll: "throw-team-mate",
  breatheFire: "breathe-fire"
}

/** Confusion rolls (`confusionRoll`, by `confusionSkill`). */
export const CONFUSION: Readonly<Record<string, RollPurpose>> = {
  "Bone Head": "bone-head",
  "Really Stupid": "really-stupid",
  "Take Root": "take-root",
  "Wild Animal": "wild-animal",
  "Unchannelled Fury": "unchannelled-fury",
  // FFB's bb2020 AnimalSavageryBehaviour reports its D6 as a confusion roll.
  "Animal Savagery": "animal-savagery"
}

/** Optional skills whose use is a coach's decision the log records (SkillUsed). */
// Swift As The Breeze: FFB reports its use after the failed roll, where our log writes it.
export const DECIDED_SKILLS: ReadonlySet<string> = new Set(["Stand Firm", "Wrestle", "Diving Tackle", "Dump-off", "Fend", "Swift As The Breeze"])

/** Star players' once-a-game +1 to armour or injury, or injury re-roll (the engine's stars/star-blows.ts), as FFB names them. */
export const STAR_BLOWS: ReadonlySet<string> = new Set(["Crushing Blow", "Ram", "Slayer", "Brutal Block", "Toxin Connoisseur", "Master Assassin", "Savage Mauling", "Dwarfen Scourge", "Ghostly Flames"])

/**
 * Reports that change nothing the rules fold: pre- and post-match bookkeeping, and notices
 * whose effect is derived by the engine or carried by another report.
 */
/** What FFB reports between a push into the crowd and the attacker's follow-up: the injury and its apothecary. */
export const CROWD_INJURY_REPORTS: ReadonlySet<string> = new Set(["injury", "apothecaryRoll", "apothecaryChoice", "casualtyRoll", "seriousInjury"])

export const DISPLAY_ONLY: ReadonlySet<string> = new Set([
  "startHalf", "cardsAndInducementsBought", "inducementsBought", "cardsBought", "prayersAndInducementsBought", "dedicatedFans",
  "winnings", "mostValuablePlayers", "fumbblResultUpload", "spectators", "gameOptions", "leader", "pushback",
  "kickoffTimeout", "kickoffSequenceActivationsCount", "kickoffSequenceActivationsExhausted", "event", "playerEvent",
  "teamEvent", "pettyCash", "freePettyCash", "doubleHiredStarPlayer", "doubleHiredStaff", "noPlayersToField",
  "brilliantCoachingReRoll", "timeoutEnforced", "defectingPlayers", "riotousRookies",
  // Pump Up The Crowd's drive re-roll, gained and lost: the engine derives both (stars/pump-up-the-crowd.ts).
  "pumpUpTheCrowdReRoll", "pumpUpTheCrowdReRollLost",
  // Star of the Show's re-roll: turnEnd writes the coach's SkillUsed (it reads the report after it);
  // the engine adds the re-roll and takes it back (stars/star-of-the-show.ts).
  "showStarReRoll", "showStarReRollLost",
  // Two for One's Loner 2+ once the partner is hurt (UtilServerGame.checkForMissingPartners): the engine derives it (stars/two-for-one.ts).
  "twoForOne",
  // What a star's ST (Strong Passing Game, Incorporeal) or Swift As The Breeze would make of the roll, shown as
  // FFB offers it (bb2020 StepPass, StepMoveDodge); the use itself is a skillUse.
  "modifiedPassResult", "modifiedDodgeResultSuccessful"
])

/** FFB's PlayerState bits marking the targets selected for a Multiple Block (block, or stab). */
export const SELECTED_STAB_TARGET = 0x1000
export const SELECTED_BLOCK_TARGET = 0x8000
/** FFB's PlayerState bit of a hypnotised player (Hypnotic Gaze, Black Ink, Baleful Hex). */
export const HYPNOTIZED = 0x800

/** Reports FFB sends during a Multiple Block's dice and blocks; any other ends it. */
export const MULTI_BLOCK_REPORTS: ReadonlySet<string> = new Set([
  "block", "blockRoll", "blockReRoll", "reRoll", "blockChoice", "injury", "apothecaryRoll", "apothecaryChoice", "skillUse",
  "scatterBall", "catchRoll", "throwIn", "foulAppearanceRoll", "dauntlessRoll", "placedBallDirection", "regenerationRoll", "inducement", "raiseDead"
])

/** Throw Team-mate, and Kick Team-mate, which FFB's BB2020 plays through the same steps (bb2020/ttm, `isKickedPlayer`). */
export const isThrowOfTeamMate = (action: Action): boolean => action === "throw-team-mate" || action === "kick-team-mate"

/** The reports of an explosion's sequences (FFB's generator SpecialEffect: the roll, the injury, the apothecary). */
export const BLAST_REPORTS: ReadonlySet<string> = new Set(["spellEffectRoll", "injury", "apothecaryRoll", "apothecaryChoice"])

/** FFB's PlayerState.HIT_BY_FIREBALL: the blood spot FFB leaves on the square a Fireball was aimed at. */
export const HIT_BY_FIREBALL = 0x11

/** FFB's inducement types it reports as a half starts (StateMechanic.addApothecaries, addReRolls), which the engine adds from the header. */
export const HALF_START_NOTICES: ReadonlySet<string> = new Set(["wanderingApothecaries", "extraTeamTraining"])

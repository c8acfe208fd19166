/**
 * Blood Bowl 3's numeric codes, as far as they are known. No public specification exists; these
 * tables come from the shared replays (docs/import-bb3.md gives the evidence for each) and from
 * public community readers of the format (sjogrenm/ZFLStats's BloodBowl3 enums, checked against
 * the replays where they show the code). A code missing here is reported, never guessed.
 */

/** Skills and traits by BB3 id, in the rulebook's spelling (with the value printed as on a roster). */
export const SKILLS: Readonly<Record<number, string>> = {
  1: "Strip Ball", 6: "Catch", 7: "Dodge", 8: "Sprint", 10: "Foul Appearance", 11: "Leap", 12: "Extra Arms",
  13: "Mighty Blow (+1)", 14: "Leader", 15: "Horns", 16: "Two Heads", 17: "Stand Firm", 18: "Always Hungry",
  19: "Regeneration", 20: "Take Root", 21: "Accurate", 22: "Break Tackle", 23: "Sneaky Git", 25: "Chainsaw",
  26: "Dauntless", 27: "Dirty Player (+1)", 28: "Diving Catch", 29: "Dump-off", 30: "Block", 31: "Bone Head",
  32: "Very Long Legs", 33: "Disturbing Presence", 34: "Diving Tackle", 35: "Fend", 36: "Frenzy", 37: "Grab",
  38: "Guard", 39: "Hail Mary Pass", 40: "Juggernaut", 41: "Jump Up", 44: "Loner (4+)", 45: "Nerves of Steel",
  46: "No Hands", 47: "Pass", 49: "Prehensile Tail", 50: "Pro", 51: "Really Stupid", 52: "Right Stuff",
  53: "Safe Pass", 54: "Secret Weapon", 55: "Shadowing", 56: "Sidestep", 57: "Tackle", 58: "Strong Arm",
  59: "Stunty", 60: "Sure Feet", 61: "Sure Hands", 63: "Thick Skull", 64: "Throw Team-mate", 67: "Unchannelled Fury",
  68: "Wrestle", 69: "Tentacles", 70: "Multiple Block", 71: "Kick", 74: "Big Hand", 75: "Claws", 76: "Ball & Chain",
  77: "Stab", 78: "Hypnotic Gaze", 80: "Bombardier", 81: "Decay", 83: "Titchy", 84: "Animal Savagery",
  86: "Animosity (all team-mates)", 87: "Timmm-ber!", 88: "Cannoneer", 89: "Pogo Stick", 90: "Defensive", 91: "Arm Bar",
  92: "Iron Hard Skin", 93: "Running Pass", 94: "Cloud Burster", 95: "Projectile Vomit", 96: "Brawler", 97: "On the Ball",
  98: "Animosity (all Dwarf and Halfling team-mates)", 99: "Animosity (all Dwarf and Human team-mates)",
  100: "Animosity (Orc Linemen)", 101: "Animosity (Big Un Blockers)", 102: "Animosity (Underworld Goblin Linemen)",
  1001: "Bloodlust (3+)", 1005: "Fumblerooskie", 1007: "Kick Team-mate", 1008: "Loner (3+)", 1009: "Mighty Blow (+2)",
  1010: "Monstrous Mouth", 1012: "Pile Driver", 1015: "Safe Pair of Hands", 1016: "Swarming", 1017: "Swoop",
  1018: "Loner (2+)", 1020: "Plague Ridden", 1021: "Dirty Player (+2)", 1022: "Loner (5+)"
}

/**
 * A star player's special rule (PlayerData StarplayerSpecialRule) as our rules name it: 34 is
 * Fungus the Loon's Whirling Dervish (demo7: the star named name_sp_fungus, with Ball & Chain,
 * offered a re-roll of his swing's D6 as StarSpecialRule 34); 38 is Bomber Dribblesnot's Kaboom!
 * (demo6: name_sp_dribblesnot; offered as an opponent catches a bomb, and used, the bomb goes off).
 */
export const STAR_RULES: Readonly<Record<number, string>> = { 34: "Whirling Dervish", 38: "Kaboom!" }
export const KABOOM = 38
export const WHIRLING_DERVISH = 34
/** Skill 55: Shadowing, offered to several markers at once (QuestionMultipleSkillUsage). */
export const SHADOWING = 55

/** BB2020's traits (the header lists them apart from skills; the engine reads both alike). */
export const TRAIT_NAMES: ReadonlySet<string> = new Set([
  "Always Hungry", "Animal Savagery", "Animosity", "Ball & Chain", "Bloodlust", "Bombardier", "Bone Head", "Chainsaw",
  "Decay", "Hypnotic Gaze", "Kick Team-mate", "Loner", "No Hands", "Plague Ridden", "Pogo Stick", "Projectile Vomit",
  "Really Stupid", "Regeneration", "Right Stuff", "Secret Weapon", "Stab", "Stunty", "Swarming", "Swoop", "Take Root",
  "Titchy", "Throw Team-mate", "Timmm-ber!", "Unchannelled Fury"
])

/** A skill's name without its value: "Loner (4+)" → "Loner". */
export const bareSkill = (printed: string): string => printed.replace(/ \(.*\)$/u, "")

/**
 * Rosters by IdRace, only where the shared replays show which roster an id is: the README names
 * the teams of each replay, and race 6 (unnamed there) fields Bombardier, Pogo Stick, Ball & Chain
 * and Chainsaw players with Right Stuff and Titchy, the Goblin roster. Others are "BB3 race <id>".
 */
export const RACES: Readonly<Record<number, string>> = {
  2: "Dwarf", 4: "Orc", 6: "Goblin", 5: "Lizardmen", 10: "Shambling Undead", 22: "Underworld Denizens", 1001: "Chaos Renegades"
}

/**
 * A team's special rules as BB3 records them (TeamState Data SpecialRules, the same on every board),
 * by the names the BB2020 team lists print (src/team-rules.ts). Pinned by the shared replays: 1 is
 * the Orcs' only code beside 22, so Badlands Brawl, their one rule; 12 the Lizardmen's, Lustrian
 * Superleague; 2 is the rule BB3 names (ResultTeamSpecialRuleUsage Rule 2) as the Goblins and the
 * Underworld Denizens re-roll a natural 1 on Argue the Call (demo2, 7), Bribery and Corruption, so
 * 19, the other code both teams share, is Underworld Challenge. The Dwarfs' 17 and 20 are Old World
 * Classic and Worlds Edge Superleague, the Shambling Undead's 13 and 18 Masters of Undeath and
 * Sylvanian Spotlight, split as the pinned codes are numbered: in the alphabetical order of the
 * names (either way round, such a team has both). The Chaos Renegades' 4 is the Favoured of… they
 * chose, of a god the replay does not say: not known, warned of.
 */
export const TEAM_RULES: Readonly<Record<number, string>> = {
  1: "Badlands Brawl", 2: "Bribery and Corruption", 12: "Lustrian Superleague", 13: "Masters of Undeath",
  17: "Old World Classic", 18: "Sylvanian Spotlight", 19: "Underworld Challenge", 20: "Worlds Edge Superleague"
}

/**
 * The codes of TEAM_RULES read by the order of the names, not pinned by a replay: each is taken
 * only for a roster whose team list has that rule (src/team-rules.ts), so a wrong guess cannot
 * give another roster a rule it does not have; elsewhere it is warned of.
 */
export const GUESSED_TEAM_RULES: ReadonlySet<number> = new Set([13, 17, 18, 20])

/**
 * Code 22 is on every shared replay's team but the Shambling Undead's; the team lists give no rule
 * all those rosters share (the Orcs have one rule and two codes), so it is BB3's own, not a printed
 * team special rule, and left out of the header without a warning.
 */
export const NOT_A_TEAM_RULE = 22

/** BoardState's PlayerState Status: how a player lies, or why he is off the pitch. */
export const STATUS = { standing: 0, prone: 1, stunned: 2, ko: 3, injured: 4, dead: 5, sentOff: 6 } as const

/** A casualty's outcome (ListCasualties): 1 Badly Hurt, 2–9 a Seriously Hurt or a lasting injury, 10 Dead. */
export const CASUALTY_DEAD = 10
export const CASUALTY_BADLY_HURT = 1

/** Data's Contract: how a player joined the team for this match (0 rostered). */
export const CONTRACT = { journeyman: 1, starPlayer: 3 } as const

/**
 * TeamState ListInducements Category (EventAddInducement Inducement), as the ids our rules know:
 * those bought in the shared replays, known by the price list BB3 shows with each purchase
 * (TeamInducementsData: each category's Type, Max and Cost), which is Blood Bowl 2020's: 1 at most
 * 2 for 50,000 is Bloodweiser Kegs (demo1); 2 at most 3 for 100,000, or 50,000 for a team with
 * Bribery and Corruption, Bribes (demo2, 6, 7; demo6 bribes the referee with it); 11 at most 4 for
 * 20,000 Temp Agency Cheerleaders (demo2, 5, 8); 12 at most 3 for 20,000 Part-time Assistant
 * Coaches (demo2). docs/import-bb3.md lists the rest of the price list.
 */
export const INDUCEMENTS: Readonly<Record<number, string>> = { 1: "bloodweiser-kegs", 2: "bribe", 11: "temp-agency-cheerleaders", 12: "part-time-assistant-coaches" }

/** The 2D6 weather table of BB2020, as the rows our engine names. */
export const weatherOf = (total: number): string =>
  total <= 2 ? "sweltering-heat" : total === 3 ? "very-sunny" : total <= 10 ? "perfect-conditions" : total === 11 ? "pouring-rain" : "blizzard"

/**
 * BB3's game phases (BoardState CurrentPhase, EventNewGamePhase): read from the order they come in; 9–11 are a kick-off
 * result's own (Solid Defence's new set-up, Quick Snap's moves, a Blitz!'s free activations).
 */
export const PHASE = { preGame: 0, kickingChoice: 2, setUp: 3, kickOff: 4, teamTurn: 5, matchEnd: 6, solidDefence: 9, quickSnap: 10, blitz: 11 } as const

/**
 * ResultRoll RollType codes the converter reads (community names; evidence in docs/import-bb3.md): 13 a KO'd player's
 * recovery (EventRoll), 25 a bounce's D8, 26 a D8 and a D6 (the kick's deviation, a thrown team-mate's off target), 41 the
 * throw of a team-mate, 73 Shadowing, 87 a Ball & Chain swing's D6.
 */
export const ROLL = {
  rush: 1, dodge: 2, block: 3, pickUp: 4, pass: 5, interception: 6, catch: 7, scatter: 8, throwIn: 9, armour: 10, injury: 11, casualty: 12, koRecovery: 13, bribe: 21,
  bounce: 25, deviation: 26, argueTheCall: 30, foulAppearance: 37, throwTeamMate: 41, regeneration: 46, loner: 71, shadowing: 73, animosity: 74, ballAndChain: 87
} as const

/** EventEndTurn Reason: the coach ended the turn, a turnover, its time ran out, a touchdown (the only four met). */
export const END_TURN = { coach: 1, turnover: 2, timeOut: 3, touchdown: 4 } as const

/** A roll's Status: 2 is the same test rolled again (a re-roll). */
export const ROLL_STATUS = { rerolled: 2 } as const

/** Rolls of a block itself, made after it is thrown and before its dice: Dauntless, Foul Appearance. */
export const BLOCK_ROLLS: ReadonlySet<number> = new Set([31, 37])

/** PlayerStep StepType codes the converter reads: 4 is the player at the ball's square (a pick-up or a catch), 10 the kick-off's kick. */
export const STEP = { activation: 0, move: 1, damage: 2, ball: 3, catch: 4, handOff: 5, block: 6, standUp: 7, foul: 8, kick: 10, pass: 11, shadowing: 27, interception: 29, ballAndChain: 31, bombThrow: 32, bombBlast: 33, chainsawFoul: 25, referee: 9, landing: 15 } as const

/** DamageStep Source 12: a bomb's blast (demo2, 6). */
export const BOMB_SOURCE = 12

/** Skill ids the converter reads by themselves (SKILLS names them all): Always Hungry, Throw Team-mate, Kick. */
export const SKILL = { alwaysHungry: 18, throwTeamMate: 64, kick: 71 } as const

/** Skill 25: Chainsaw, whose Foul has a step of its own (STEP.chainsawFoul). */
export const CHAINSAW = 25

/**
 * The attacks BB3 makes in an AccuracyStep in place of a declared Block (or a Blitz's block), by
 * StepType: the skill it reports used, and our action. 24 a Chainsaw's (Skill 25, RollType 67 for
 * its kick-back; demo2, 6, 7); 17 Projectile Vomit's (Skill 95, RollType 45, 2+ hits; demo2, 3).
 */
export const SPECIAL_ATTACKS: Readonly<Record<number, { readonly skill: number; readonly name: string; readonly action: string }>> = {
  24: { skill: CHAINSAW, name: "Chainsaw", action: "chainsaw" },
  17: { skill: 95, name: "Projectile Vomit", action: "projectile-vomit" }
}

/**
 * ResultUseAction's Action (the same code as the board's CurrentSequenceType while the action
 * lasts, in all 1,767 declarations of the shared replays): those the converter writes. 15 is the
 * Ball & Chain Move (only Ball & Chain players declare it), which our rules take as a move; 16
 * Bombardier's Throw Bomb (Skill 80).
 */
export const ACTIONS: Readonly<Record<number, string>> = { 1: "move", 2: "block", 3: "blitz", 4: "pass", 5: "hand-off", 6: "foul", 15: "move", 16: "throw-bomb" }

/** D6 tests by RollType, as our roll purposes (each checked in the replays: who rolls, against what target, when). */
export const ROLL_PURPOSES: Readonly<Record<number, string>> = {
  1: "rush", 2: "dodge", 4: "pick-up", 5: "pass", 6: "interception", 7: "catch", 20: "stand-up", 31: "dauntless", 33: "bone-head", 41: "throw-team-mate", 43: "always-hungry", 34: "really-stupid", 36: "animal-savagery", 37: "foul-appearance", 45: "projectile-vomit", 46: "regeneration", 67: "chainsaw", 71: "loner", 73: "shadowing", 74: "animosity", 88: "bombardier"
}

/** Results with nothing to write wherever they come: star player points, a roll that needed no dice, where a bomb went off (the rules work it out). */
export const IGNORED_RESULTS: ReadonlySet<string> = new Set(["ResultGainSpp", "ResultNoRollSuccess", "ResultDoMove", "ResultMoveOutcome", "ResultBombExplosion"])

/** What gave a PlayerEffect (its ProviderType): 3 a Prayer to Nuffle (ProviderId BB3's prayer), 4 a skill (ProviderId the skill). */
export const PROVIDER = { prayer: 3, skill: 4 } as const

/** BB3's Prayer codes (EventPrayerTable Prayer, a prayer's ProviderId) by name: 10 is the D16's 7, Greasy Cleats (demo7: a player's MA −1 for the drive). */
export const PRAYERS: Readonly<Record<number, string>> = { 10: "Greasy Cleats" }

/** A Durations item of 1: the effect ends with the drive (Greasy Cleats', and a failed Bone Head's with 6, its next activation). */
export const END_OF_DRIVE = 1

/**
 * CharacModifier's Characteristic: 0 MA, 1 ST, as the header reads PlayerData. Only those whose
 * sign is sure are carried (a +1 to MA or ST is always better); which way BB3 counts AG, PA and AV
 * changes (as target numbers or not) no replay shows yet.
 */
export const CHARACTERISTICS: Readonly<Record<number, "ma" | "st">> = { 0: "ma", 1: "st" }

/**
 * Player effects BB3 adds and ends that the rules keep themselves: a skill's (ProviderType 4)
 * loss of tackle zones after a failed Bone Head (31), Really Stupid (51) or Animal Savagery with
 * no team-mate to lash out at (84), effect 44.
 */
export const isRulesOwnEffect = (providerType: number, providerId: number): boolean => providerType === PROVIDER.skill && (providerId === 31 || providerId === 51 || providerId === 84)

/**
 * A block die's Value is 0–4 (never 5): 0 attacker down, 1 both down, 2 push (met twice as often
 * as the others: the die's two push faces), 3 stumble, 4 defender down, as its DiceOutcomes show
 * in 1,132 dice of the shared replays (0 → outcome 0, 1 → 1 or, with Block, 3/5/0, 2 → 4, 3 → 6
 * or 4 against Dodge, 4 → 6). Our faces are the rulebook's 1–6 with 3 and 4 both push.
 */
export const blockFace = (value: number): number => [1, 2, 3, 5, 6][value] ?? 1

/**
 * A D8 direction: BB3's face 1–8 sends the ball (−1,+1), (0,+1), (+1,+1), (−1,0), (+1,0), (−1,−1),
 * (0,−1), (+1,−1) in our squares (86 bounces of the shared replays, each face always the same way);
 * written as the face of our template that goes there.
 */
export const d8Face = (value: number): number => [6, 7, 8, 4, 5, 1, 2, 3][value - 1] ?? 1

/**
 * The outcome a casualty D16 gives, as BB3 codes it (ResultCasualtyRoll Outcome over 25 rolls of
 * the shared replays): 1–6 Badly Hurt (1), 7–9 Seriously Hurt (2), 10–12 Serious Injury (3), 13–14
 * a lasting injury (4; BB3 then names it, 5–9), 15–16 Dead (10).
 */
export const casualtyOutcome = (face: number): number => (face <= 6 ? 1 : face <= 9 ? 2 : face <= 12 ? 3 : face <= 14 ? 4 : 10)

/**
 * An injury roll's Outcome (ResultInjuryRoll, or RollInfos of RollType 11) as the row of our
 * injury tables, claimed so that our rules follow BB3's where they read the dice otherwise (demo5:
 * BB3 adds no Mighty Blow to a team-mate an Animal Savagery player lashes out at). Over the 161
 * injury rolls of the shared replays: 0 Stunned (2–8), 2 KO'd (7–9), 4 Casualty (9–12); 1 and 3
 * only ever a Stunty player's 9, the Stunty table's Badly Hurt (what tells them apart is not known).
 */
export const INJURY_ROWS: Readonly<Record<number, string>> = { 0: "stunned", 1: "badly-hurt", 2: "ko", 3: "badly-hurt", 4: "casualty" }

/**
 * Which of the apothecary's two casualty rolls BB3 kept, from the outcome it applied (ResultApothecary
 * Casualty; 0 when the player was patched to the reserves, a Badly Hurt kept): the new roll only
 * where it alone gives that outcome.
 */
export const keptCasualty = (rolls: { readonly original: number; readonly renewed: number }, applied: number): "new" | "original" => {
  const outcome = (face: number) => {
    const row = casualtyOutcome(face)
    return row === 1 ? [0, 1] : row === 4 ? [4, 5, 6, 7, 8, 9] : [row]
  }
  return outcome(rolls.renewed).includes(applied) && !outcome(rolls.original).includes(applied) ? "new" : "original"
}

/** A casualty's lasting injury (ResultCasualtyRoll Outcome 5–9) as the D6 of the Lasting Injury table that gives it. */
export const lastingInjuryFace = (outcome: number): number | undefined => ({ 5: 3, 6: 1, 7: 4, 8: 5, 9: 6 } as Record<number, number>)[outcome]

/** Skills BB3 reports as used that the rules apply by themselves (Sneaky Git, 23, as a double on a foul's armour goes unseen), or whose use the step itself writes (Chainsaw, 25): nothing to write. */
export const PASSIVE_SKILLS: ReadonlySet<number> = new Set([
  6, 7, 10, 12, 13, 84, 15, 16, 18, 19, 22, 23, 25, 26, 27, 1021, 28, 30, 31, 33, 36, 37, 38, 41, 44, 46, 49, 51, 55, 56, 57, 59, 61, 63, 64, 69, 75, 83, 1008, 1009, 1018, 1022
])

/** Skills a coach chooses to use that our log writes as SkillUsed by the player BB3 names: Stand Firm (17; demo1, the push it refuses then restated to his own square). */
export const CHOSEN_SKILLS: Readonly<Record<number, string>> = { 17: "Stand Firm" }

/** Skills that re-roll a failed test when BB3 reports them used before a new roll (Dodge, Pass, Sure Feet, Sure Hands, Catch). */
export const REROLL_SKILLS: Readonly<Record<number, { readonly skill: string; readonly rollType: number }>> = {
  7: { skill: "Dodge", rollType: 2 }, 47: { skill: "Pass", rollType: 5 }, 60: { skill: "Sure Feet", rollType: 1 }, 61: { skill: "Sure Hands", rollType: 4 }, 6: { skill: "Catch", rollType: 7 }
}

/** Step events with nothing to write: timers, whose turn the client shows, what the game waits for. */
export const IGNORED_EVENTS: ReadonlySet<string> = new Set([
  "Clock", "BoardState", "EventActiveGamerChanged", "EventActiveTimerChanged", "EventPauseActiveTimer", "EventStartActiveTimer",
  "EventGamersAreReady", "EventRulesEngineStandBy", "EventFaceUpStunnedPlayers"
])

/**
 * The way a Ball & Chain player faced the throw-in template, from BB3's D6 (RollType 87) and the
 * square he moved to: BB3 does not say which way the template faced. 3–4 go straight on; 1–2 and
 * 5–6 go to either diagonal beside it, as on our template (the engine's throwInFan). Undefined
 * when the die cannot have moved him there.
 */
export const chainFacing = (face: number, dx: number, dy: number): readonly [number, number] | undefined => {
  const fan = ([nx, ny]: readonly [number, number]): readonly [number, number] =>
    face <= 2 ? [Math.sign(nx + ny), Math.sign(ny - nx)] : face <= 4 ? [nx, ny] : [Math.sign(nx - ny), Math.sign(ny + nx)]
  return ([[1, 0], [-1, 0], [0, 1], [0, -1]] as const).find((facing) => {
    const [x, y] = fan(facing)
    return x === dx && y === dy
  })
}

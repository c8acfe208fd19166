/**
 * Skills and traits as printed on a roster ("Loner (4+)", "Mighty Blow (+1)") split into a
 * lookup key and a value. Keys are lower case so "Sure hands" and "Sure Hands" match.
 */
export interface SkillEntry {
  readonly name: string
  /** The printed value: "4+", "+1", or null when the skill has none. */
  readonly value: string | null
}

export const skillKey = (printed: string): string => printed.replace(/\s*\(.*\)\s*$/, "").trim().toLowerCase()

export const parseSkill = (printed: string): SkillEntry => {
  const value = /\(([^)]*)\)\s*$/.exec(printed)?.[1]?.trim() ?? null
  return { name: printed.replace(/\s*\(.*\)\s*$/, "").trim(), value }
}

/** The number in a skill value: "4+" → 4, "+1" → 1. */
export const skillNumber = (value: string | null, fallback: number): number => {
  const match = value === null ? null : /(\d+)/.exec(value)
  return match?.[1] === undefined ? fallback : Number(match[1])
}

/**
 * The skills and traits this engine implements (Blood Bowl 2020 core set). A roster that
 * carries any other is reported as unsupported instead of being folded silently wrong.
 */
export const IMPLEMENTED_SKILLS: ReadonlySet<string> = new Set([
  "block", "dodge", "tackle", "sure hands", "sure feet", "catch", "pass", "mighty blow", "guard",
  "stand firm", "thick skull", "stunty", "loner", "pro", "sidestep", "wrestle", "frenzy", "dauntless",
  "horns", "claws", "dirty player", "sprint", "jump up", "leap", "fend", "regeneration", "bone head",
  "really stupid", "take root", "leader", "animosity", "projectile vomit", "throw team-mate", "right stuff",
  "always hungry", "secret weapon", "animal savagery",
  // skills/bombardier.ts; the Red Gobbo's Presents for Everyone! is a second bomb in a turn
  "bombardier", "presents for everyone!",
  // Block and Strength skills (skills/block-skills.ts and the rules files they touch)
  "juggernaut", "grab", "break tackle", "arm bar", "brawler", "pile driver", "strip ball", "multiple block", "defensive", "iron hard skin", "foul appearance", "unchannelled fury", "stab", "hypnotic gaze",
  // The ball family (skills/passing-skills.ts).
  "accurate", "cannoneer", "strong arm", "nerves of steel", "disturbing presence", "extra arms", "big hand", "monstrous mouth",
  "safe pass", "no hands", "very long legs", "kick", "safe pair of hands", "diving catch",
  "cloud burster", "running pass", "hail mary pass", "fumblerooskie", "dump-off", "on the ball",
  // skills/chainsaw.ts and chainsaw-armour.ts
  "chainsaw",
  // Movement reactions and modifiers (core/movement.ts, tentacles.ts, diving-tackle.ts, shadowing.ts).
  "diving tackle", "shadowing", "tentacles", "prehensile tail", "two heads", "titchy", "pogo stick",
  "sneaky git", "swarming", "timmm-ber!", "decay", "kick team-mate", "swoop",
  "ball & chain",
  // Josef Bugman's special rules (inducements/staff/infamous-staff.ts)
  "bugman's xxxxxx", "keen player",
  // skills/plague-ridden.ts: the Rotter who joins is a pool player (model/match.ts)
  "plague ridden",
  // Star players' special rules (catalogue/special-rules.ts): the once-a-game blows of stars/star-blows.ts.
  "crushing blow", "ram", "slayer", "brutal block", "toxin connoisseur", "master assassin", "savage mauling",
  // stars/the-ballista.ts: a once-a-game re-roll of a pass or Throw Team-mate test.
  "the ballista",
  // stars/blind-rage.ts: a re-roll of a failed Dauntless roll; stars/indomitable.ts: twice the target's ST after one.
  "blind rage", "indomitable",
  // stars/single-die-reroll.ts: a star's re-roll of one of his dice, once a game or a half.
  "consummate professional", "halfling luck", "thinking man's troll", "mesmerizing dance",
  // stars/a-sneaky-pair.ts: Dribl and Drull's +1 to the injury of a foul or stab.
  "a sneaky pair",
  // stars/whirling-dervish.ts: a re-roll of the Ball & Chain direction.
  "whirling dervish",
  // stars/burst-of-speed.ts: a Rush more, once a game; stars/frenzied-rush.ts: Frenzy for a Blitz, once a game.
  "burst of speed", "frenzied rush",
  // stars/sneakiest-of-the-lot.ts: a Foul apart from the team's one a turn.
  "sneakiest of the lot",
  // stars/lord-of-chaos.ts: a team re-roll more, once a game.
  "lord of chaos",
  // stars/reliable.ts: a fumbled thrown team-mate lands with no roll.
  "reliable",
  // stars/two-for-one.ts: Loner 2+ once the partner is KO'd or a casualty.
  "two for one",
  // stars/shot-to-nothing.ts: Hail Mary Pass for one Pass action, once a game.
  "shot to nothing",
  // stars/swift-as-the-breeze.ts: a failed dodge, Rush or jump passes with its modifiers ignored, once a game.
  "swift as the breeze",
  // stars/strong-passing-game.ts: ST added to a passing test after the roll, once a game.
  "strong passing game",
  // stars/incorporeal.ts: ST added to a failed dodge after the roll, once a game.
  "incorporeal",
  // stars/pump-up-the-crowd.ts: a team re-roll for the drive after his casualty, once a game.
  "pump up the crowd",
  // stars/ill-be-back.ts: Kreek's first Secret Weapon sending-off of the game does not happen.
  "i'll be back!",
  // stars/star-of-the-show.ts: a team re-roll for the next drive after his touchdown, once a game.
  "star of the show",
  // stars/old-pro.ts: Helmut's Pro re-rolls one die of an armour roll, once a game.
  "old pro",
  // stars/wisdom-of-the-white-dwarf.ts: a skill for an adjacent team-mate's activation, once a team turn.
  "wisdom of the white dwarf",
  // stars/primal-savagery.ts: a failed Animal Savagery lashes out at an opponent, once a game.
  "primal savagery",
  // stars/putrid-regurgitation.ts: a Projectile Vomit without the trait, even after his block, once a game.
  "putrid regurgitation",
  // stars/quick-bite.ts: an armour roll against a catcher he marks, the ball his if it breaks, once a game.
  "quick bite",
  // stars/furious-outburst.ts: placed next to an opponent, a Stab, placed again; the team's Blitz, once a half.
  "furious outburst",
  // stars/black-ink.ts: a Hypnotic Gaze with no roll at the start of an activation, once a game.
  "black ink",
  // stars/excuse-me-are-you-a-zoat.ts: Hypnotic Gaze for one activation, once a game.
  "excuse me, are you a zoat?",
  // stars/look-into-my-eyes.ts: the ball taken from an adjacent carrier on a 2+, once a game.
  "look into my eyes",
  // stars/baleful-hex.ts: an opponent within five squares loses his tackle zone and his next turn on a 2+, once a game.
  "baleful hex",
  // stars/then-i-started-blastin.ts: Zzharg's Blunderbuss Blast at the start of his activation, once a half.
  "then i started blastin'!",
  // stars/treacherous.ts: a team-mate next to him Knocked Down for the ball, once a game.
  "treacherous",
  // stars/catch-of-the-day.ts: a D6 3+ for a ball on the ground within 3 squares, once a half.
  "catch of the day",
  // stars/bounding-leap.ts: a jump with no negative modifier, and its re-roll, once a game.
  "bounding leap",
  // stars/raiding-party.ts: an Open team-mate moved one square to mark an opponent, once a drive.
  "raiding party",
  // stars/vicious-vines.ts: a Block action two squares away, no follow-up, once a half.
  "vicious vines",
  // stars/dwarfen-scourge.ts (a blow of stars/star-blows.ts): +1, or +2 on a Dwarf, to the armour or injury of Ivan's block.
  "dwarfen scourge",
  // stars/ghostly-flames.ts: +4 for Chainsaw's +3 on a Blitz's armour roll, once a half.
  "ghostly flames",
  // stars/kick-em-while-they-re-down.ts: the Chainsaw Attack at a downed opponent, once a game.
  "kick 'em while they're down!",
  // stars/maximum-carnage.ts: a second Chainsaw Attack at another player, once a game.
  "maximum carnage",
  // stars/flashing-blade.ts: Jeremiah's Stab action and a Move after it, once a game.
  "the flashing blade",
  // stars/kaboom.ts: a caught bomb explodes at once, once a game.
  "kaboom!",
  // stars/yoink.ts: an interference on a 2+ that intercepts outright, once a game.
  "yoink!",
  // stars/all-you-can-eat.ts: two bombs in one Throw Bomb action, then a D6 (1–3 sent off), once a game.
  "all you can eat",
  // stars/blast-it.ts: the scatter of his Hail Mary pass re-rolled, +1 to a team-mate's catch, once a game.
  "blast it!",
  // stars/beer-barrel-bash.ts: the Throw Keg Special action, once a drive.
  "beer barrel bash!",
  // stars/watch-out.ts: Dodge on the first block on him each half.
  "watch out!",
  // stars/gored-by-the-bull.ts: a block die more on a Blitz, once a game.
  "gored by the bull",
  // stars/unstoppable-momentum.ts and savage-blow.ts: some of the block dice re-rolled (stars/block-dice-reroll.ts).
  "unstoppable momentum", "savage blow",
  // stars/fury-of-the-blood-god.ts: two Block actions after a failed Unchannelled Fury roll, once a game.
  "fury of the blood god",
  // skills/bloodlust.ts: the Vampire trait, its roll, the bite of a Thrall or the turnover.
  "bloodlust",
  // skills/bloodlust.ts: Karina von Riesz bites an opponent (ST 3 or less, not a star) instead, once a game.
  "tasty morsel",
  // skills/breathe-fire.ts: the Chaos Dwarf Flamesmith's Special action in place of a Block.
  "breathe fire",
  // skills/drunkard.ts: the Norse Raider's −1 to every Rush.
  "drunkard",
  // skills/pick-me-up.ts: the Beer Boar's team-mates may stand up as an opposing turn ends, on a 5+.
  "pick-me-up",
  // skills/hit-and-run.ts: a free square away from every opponent after the player's block.
  "hit and run",
  // skills/my-ball.ts: no Pass or Hand-off action, no Dump-off or Fumblerooskie.
  "my ball",
  // skills/trickster.ts: set on another square next to the blocker before the block's dice.
  "trickster"
])

import { skillKey } from "../model/skills.js"
import { STAR_PLAYER_SPECIAL_RULES } from "./special-rules.js"

/**
 * What each skill and trait does, in a line of our own words (never the rulebook's), beside the
 * skill list itself so a skill and its explanation are added together; the viewer's player card
 * reads it from here. Keyed by the skill's name in lower case (skillKey); every name the engine's
 * list has (model/skill-list.ts) has one, which test/skill-words.test.ts checks.
 */
export const SKILL_WORDS: Readonly<Record<string, string>> = {
  // General
  block: "Stays on their feet when a block die shows Both Down.",
  dauntless: "Blocking someone stronger, may roll to match their Strength for that block.",
  "dirty player": "Adds to the armour or injury roll when fouling.",
  fend: "When pushed, the blocker cannot follow up.",
  frenzy: "Must follow up every push, and blocks a second time when the first block pushes.",
  kick: "Kicks off more accurately: the kick may scatter half as far.",
  pro: "Once a turn, may roll a 3+ to re-roll one of their own dice.",
  shadowing: "May follow an opponent who dodges away from them.",
  "strip ball": "A Push Back knocks the ball loose from the player pushed.",
  "sure hands": "May re-roll a failed pick-up, and the ball cannot be stripped from them.",
  tackle: "Opponents dodging away from them, or blocked by them, lose the benefit of Dodge.",
  wrestle: "On Both Down, may put both players down without either being knocked down.",
  // Agility
  catch: "May re-roll a failed catch.",
  "diving catch": "Catches more easily, and may reach for a ball landing next to them.",
  "diving tackle": "May dive at an opponent dodging away, making the dodge harder, then goes down.",
  dodge: "May re-roll one failed dodge a turn, and shrugs off Defender Stumbles.",
  defensive: "On the other team's turn, opponents next to them lose their Guard.",
  "jump up": "Stands up for free, and may block straight from the ground.",
  leap: "May jump over any square, not just over fallen players.",
  "safe pair of hands": "Going down with the ball, places it in a square next to them instead of it bouncing.",
  sidestep: "Chooses which square they are pushed into.",
  "sneaky git": "A foul that doubles on the armour roll may go unseen by the referee.",
  sprint: "May rush one square more than usual.",
  "sure feet": "May re-roll one failed rush a turn.",
  // Strength
  "arm bar": "An opponent who fails to dodge or jump away from them gets hurt more easily.",
  brawler: "Once a block, may re-roll a single Both Down.",
  "break tackle": "Dodges using their Strength to help, once a turn.",
  grab: "Chooses where a player they push goes, and cannot be side-stepped.",
  guard: "Gives assists to blocks and fouls even while marked by opponents.",
  juggernaut: "On a Blitz, Both Down counts as a push and the target's Fend, Stand Firm and Wrestle do not help.",
  "mighty blow": "Adds to the armour or injury roll of a player they knock down.",
  "multiple block": "May block two players at once, each block a little harder.",
  "pile driver": "After knocking a player down, may fall on them to foul them for free.",
  "stand firm": "Is never pushed back.",
  "strong arm": "Throws a team-mate more easily.",
  "thick skull": "A roll that would KO them only stuns them, most of the time.",
  // Passing
  accurate: "Throws quick and short passes more accurately.",
  cannoneer: "Throws long passes and long bombs more accurately.",
  "cloud burster": "Long passes cannot be intercepted, or must be tried again by the interceptor.",
  "dump-off": "When blocked, may throw a quick pass before the block is made.",
  fumblerooskie: "May leave the ball behind in a square they move out of.",
  "hail mary pass": "May throw the ball anywhere on the pitch, never accurately.",
  leader: "The team has one extra re-roll a half while this player is on the pitch.",
  "nerves of steel": "Passing or catching, ignores the opponents marking them.",
  "on the ball": "May move a few squares when the other team passes or kicks off.",
  pass: "May re-roll a failed pass.",
  "running pass": "May keep moving after a quick pass.",
  "safe pass": "A fumbled pass stays in their hands instead of bouncing free.",
  // Mutations
  "big hand": "Picks up the ball ignoring markers and pouring rain.",
  claws: "Breaks armour on an 8+ when they knock a player down, whatever the armour.",
  "disturbing presence": "Opponents near them pass, catch and intercept less well.",
  "extra arms": "Picks up, catches and intercepts more easily.",
  "foul appearance": "An opponent must roll before blocking them, or waste the block.",
  horns: "Is stronger when blocking as part of a Blitz.",
  "iron hard skin": "Armour rolls against them ignore modifiers (no Claws, no Mighty Blow).",
  "monstrous mouth": "Catches more easily, and the ball cannot be stripped from them.",
  "prehensile tail": "Opponents dodging away from them find it harder.",
  tentacles: "May hold an opponent in place who tries to move away.",
  "two heads": "Dodges more easily.",
  "very long legs": "Jumps and intercepts more easily, and ignores Cloud Burster.",
  // Traits
  "animal savagery": "Must roll when activated, or lash out at a team-mate next to them.",
  animosity: "May refuse to pass or hand off to team-mates of other kinds.",
  "always hungry": "Throwing a team-mate, may try to eat them instead.",
  "ball & chain": "Moves at random, blocking whoever they run into.",
  bombardier: "May throw a bomb instead of passing the ball.",
  "bone head": "Must roll when activated, or stand there dazed and lose their tackle zones.",
  chainsaw: "Attacks with a chainsaw instead of blocking, and bonus to breaking armour.",
  decay: "Injuries go worse for them: the casualty table is rolled twice and the worse taken.",
  "hypnotic gaze": "May stare down a player next to them, taking away their tackle zones.",
  "kick team-mate": "May kick a small team-mate downfield.",
  loner: "Must roll to use a team re-roll.",
  "no hands": "Cannot pick up, catch or carry the ball.",
  "plague ridden": "A player they kill may rise to join their team.",
  "pogo stick": "Leaps more easily, and may leap as part of a rush.",
  "projectile vomit": "May vomit over a player next to them instead of blocking.",
  "really stupid": "Must roll when activated, more easily with a team-mate next to them, or stand dazed.",
  regeneration: "After a casualty, may roll to shake it off and go to the reserves.",
  "right stuff": "Can be thrown by a team-mate.",
  "secret weapon": "Sent off at the end of any drive they played in.",
  stab: "May stab a player next to them instead of blocking: an armour roll, no block dice.",
  stunty: "Dodges easily but is hurt more easily, and passes less well.",
  swarming: "Extra players may join the set-up after the kick-off is placed.",
  swoop: "Thrown, lands where the thrower aims rather than scattering as far.",
  "take root": "Must roll when activated, or be rooted to the spot.",
  titchy: "Dodges more easily, but marks opponents less.",
  "timmm-ber!": "Stands up more easily with team-mates next to them.",
  "throw team-mate": "May throw a small team-mate who has Right Stuff.",
  "unchannelled fury": "Must roll when activated for anything but a block or a blitz, or waste the action.",
  // Special rules
  "presents for everyone!": "A star's own rule: hands out bombs to both teams.",
  // Roster traits
  bloodlust: "A Vampire must roll when activated, or bite a thrall before the action ends.",
  "breathe fire": "May breathe fire at a player next to them instead of blocking.",
  drunkard: "Rushes less well.",
  "pick-me-up": "At the end of the other team's turn, may help fallen team-mates next to them stand up.",
  "hit and run": "After a block, may move one free square.",
  "my ball": "Will not give the ball up: no passing or handing it off.",
  trickster: "When blocked, may pop up in another square next to the blocker first."
}

/** What a skill or trait does, for the printed name ("Mighty Blow (+1)"); a star's own rule or one this list lacks gets a general line. */
export const skillWords = (printed: string): string => {
  const key = skillKey(printed)
  const words = SKILL_WORDS[key]
  if (words !== undefined) return words
  return STAR_RULE_KEYS.has(key) ? "A star player's own rule, used at most once a match or as it says." : "A rule of this player's own."
}

const STAR_RULE_KEYS: ReadonlySet<string> = new Set(STAR_PLAYER_SPECIAL_RULES.map(skillKey))

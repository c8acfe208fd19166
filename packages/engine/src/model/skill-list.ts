/**
 * Every Blood Bowl 2020 skill and trait, by the category the rulebook lists it under (the skill
 * categories and traits lists of ../shared/rules/sevens-and-skills.txt, which the OCR scrambled:
 * checked against each skill's own heading in the same text), and the "Roster traits" that list
 * lacks (from the BB2020 rulebook's skills and traits, not the shared text). Names only, as printed on a roster
 * without their values ("Mighty Blow", not "Mighty Blow (+1)"); `IMPLEMENTED_SKILLS` keys are
 * these names in lower case.
 */
export const SKILL_CATEGORIES = {
  General: [
    "Block", "Dauntless", "Dirty Player", "Fend", "Frenzy", "Kick", "Pro", "Shadowing", "Strip Ball",
    "Sure Hands", "Tackle", "Wrestle"
  ],
  Agility: [
    "Catch", "Diving Catch", "Diving Tackle", "Dodge", "Defensive", "Jump Up", "Leap", "Safe Pair of Hands",
    "Sidestep", "Sneaky Git", "Sprint", "Sure Feet"
  ],
  Strength: [
    "Arm Bar", "Brawler", "Break Tackle", "Grab", "Guard", "Juggernaut", "Mighty Blow", "Multiple Block",
    "Pile Driver", "Stand Firm", "Strong Arm", "Thick Skull"
  ],
  Passing: [
    "Accurate", "Cannoneer", "Cloud Burster", "Dump-off", "Fumblerooskie", "Hail Mary Pass", "Leader",
    "Nerves of Steel", "On the Ball", "Pass", "Running Pass", "Safe Pass"
  ],
  Mutations: [
    "Big Hand", "Claws", "Disturbing Presence", "Extra Arms", "Foul Appearance", "Horns", "Iron Hard Skin",
    "Monstrous Mouth", "Prehensile Tail", "Tentacles", "Two Heads", "Very Long Legs"
  ],
  Traits: [
    "Animal Savagery", "Animosity", "Always Hungry", "Ball & Chain", "Bombardier", "Bone Head", "Chainsaw",
    "Decay", "Hypnotic Gaze", "Kick Team-mate", "Loner", "No Hands", "Plague Ridden", "Pogo Stick",
    "Projectile Vomit", "Really Stupid", "Regeneration", "Right Stuff", "Secret Weapon", "Stab", "Stunty",
    "Swarming", "Swoop", "Take Root", "Titchy", "Timmm-ber!", "Throw Team-mate", "Unchannelled Fury"
  ],
  // A star player's own rule printed on his roster line (the Holiday Special's Red Gobbo), tagged `skill:`.
  "Special rules": ["Presents for Everyone!"],
  // Traits of a BB2020 team's roster that the shared rulebook's list lacks, from the BB2020
  // rulebook's skills and traits and its later rosters (BBBase skills_and_traits.md): the Vampires'
  // Bloodlust, the Chaos Dwarf Flamesmith's Breathe Fire, the Norse Raider's Drunkard and the Beer Boar's Pick-me-up, the Amazons' Hit and Run, My Ball and Trickster. Tagged
  // `trait:` like the rulebook's; never a random skill.
  "Roster traits": ["Bloodlust", "Breathe Fire", "Drunkard", "Pick-me-up", "Hit and Run", "My Ball", "Trickster"]
} as const satisfies Readonly<Record<string, ReadonlyArray<string>>>

export type SkillCategory = keyof typeof SKILL_CATEGORIES

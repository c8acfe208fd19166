import type { DraftPlan, Roster } from "./rosters.js"

/**
 * Blood Bowl 2020 rosters that bring the rest of the folded skills and traits to the simulator.
 * None is drawn by a seed (`drawn: false`): they play only when named, so every existing seed
 * replays the same match. Positionals carrying a skill or trait the engine does not fold yet are
 * left off the roster (named in each roster's comment) rather than played without it.
 * AG, PA and AV are target numbers (AG 3 means 3+); PA null is a "-".
 */
const pos = (name: string, cost: number, max: number, ma: number, st: number, ag: number, pa: number | null, av: number, skills: ReadonlyArray<string> = [], traits: ReadonlyArray<string> = []) =>
  ({ name, cost, max, ma, st, ag, pa, av, skills, traits })

const NO_STAFF = { apothecary: false, assistantCoaches: 0, cheerleaders: 0 } as const
const plan = (draft: Record<string, number>, rerolls: number, staff: DraftPlan["staff"] = NO_STAFF): DraftPlan => ({ draft, rerolls, staff })
const APOTHECARY = { apothecary: true, assistantCoaches: 0, cheerleaders: 0 } as const

/**
 * A Star Player induced for the match (rosters.ts `hired`): not one of the eleven, not in the team
 * value, in the Blood Bowl draft only, listed with his own special rule where the engine folds it
 * (docs/skills.md; the coach uses it: skill-actions.ts `starRuleUsed`, `starActivation`). A star
 * whose rule is not folded yet is hired only if that rule is a coach's option ("may"), played
 * without it. Profiles, costs and the teams each plays for as BBBase's Blood Bowl 2020 star player
 * pages give them (docs/bb2020/starplayers/).
 */
const star = (name: string, cost: number, ma: number, st: number, ag: number, pa: number | null, av: number, skills: ReadonlyArray<string>, traits: ReadonlyArray<string> = []) =>
  ({ ...pos(name, cost, 1, ma, st, ag, pa, av, skills, traits), hired: "star-player" as const })

// Every BB2020 Troll is Always Hungry; the Goblin, Snotling and Black Orc Trained Troll is a Loner (3+), the others (4+).
const TROLL_TRAITS = ["Always Hungry", "Loner (4+)", "Projectile Vomit", "Really Stupid", "Regeneration", "Throw Team-mate"]
const TRAINED_TROLL_TRAITS = TROLL_TRAITS.map((trait) => (trait === "Loner (4+)" ? "Loner (3+)" : trait))
const RAT_OGRE = (name: string, max: number) => pos(name, 150_000, max, 6, 5, 4, null, 9, ["Frenzy", "Mighty Blow (+1)", "Prehensile Tail"], ["Animal Savagery", "Loner (4+)"])
const MINOTAUR = (name: string) => pos(name, 150_000, 1, 5, 5, 4, null, 9, ["Frenzy", "Horns", "Mighty Blow (+1)", "Thick Skull"], ["Loner (4+)", "Unchannelled Fury"])
const names = (...list: Array<string>) => list

export const SKILL_ROSTERS: ReadonlyArray<Roster> = [
  {
    // Horns, Arm Bar, Unchannelled Fury; the Chosen start with no mutation (those are advancements).
    // Lord Borak the Despoiler (Lord of Chaos) induced for Blood Bowl matches.
    id: "chaos-chosen",
    name: "Chaos Chosen",
    drawn: false,
    rerollCost: 60_000,
    positions: [
      pos("Beastman Runner Lineman", 60_000, 16, 6, 3, 3, 4, 9, ["Horns"]),
      pos("Chosen Blocker", 100_000, 4, 5, 4, 3, 5, 10, ["Arm Bar"]),
      pos("Chaos Troll", 115_000, 1, 4, 5, 5, 5, 10, ["Mighty Blow (+1)"], TROLL_TRAITS),
      pos("Chaos Ogre", 140_000, 1, 5, 5, 4, 5, 10, ["Mighty Blow (+1)", "Thick Skull"], ["Bone Head", "Loner (4+)", "Throw Team-mate"]),
      MINOTAUR("Minotaur"),
      star("Lord Borak the Despoiler", 260_000, 5, 5, 3, 5, 10, ["Block", "Dirty Player (+2)", "Lord of Chaos", "Mighty Blow (+1)", "Sneaky Git"], ["Loner (4+)"])
    ],
    draft: { "Beastman Runner Lineman": 6, "Chosen Blocker": 3, "Chaos Troll": 1, Minotaur: 1, "Lord Borak the Despoiler": 1 },
    rerolls: 1,
    staff: NO_STAFF,
    drafts: {
      sevens: plan({ "Beastman Runner Lineman": 4, "Chosen Blocker": 2, Minotaur: 1 }, 0),
      "gutter-bowl": plan({ "Beastman Runner Lineman": 4, "Chosen Blocker": 2, "Chaos Troll": 1 }, 1)
    },
    colours: { primary: "#5b1010", secondary: "#a8a8a8" },
    teamNames: ["Chaos All-Stars", "Doom Lords", "Warpstone Warriors"],
    playerNames: names("Gorthor", "Khazrak", "Valnir", "Skarr", "Morghur", "Ghorros", "Vorsk", "Ulrak", "Threxx", "Bragh", "Kurgan", "Zarth")
  },
  {
    // Animosity (all team-mates) on every renegade but the Human Linemen; the Rat Ogre's Animal Savagery and Prehensile Tail;
    // Skitter Stab-Stab (Master Assassin) and Bilerot Vomitflesh (Putrid Regurgitation) induced for Blood Bowl matches.
    id: "chaos-renegades",
    name: "Chaos Renegades",
    drawn: false,
    rerollCost: 70_000,
    positions: [
      pos("Renegade Human Lineman", 50_000, 16, 6, 3, 3, 4, 9),
      pos("Renegade Human Thrower", 75_000, 1, 6, 3, 3, 3, 9, ["Pass", "Safe Pair of Hands"], ["Animosity (all team-mates)"]),
      pos("Renegade Orc", 50_000, 1, 5, 3, 3, 5, 10, [], ["Animosity (all team-mates)"]),
      pos("Renegade Skaven", 50_000, 1, 7, 3, 3, 4, 8, [], ["Animosity (all team-mates)"]),
      pos("Renegade Goblin", 40_000, 1, 6, 2, 3, 4, 8, ["Dodge"], ["Animosity (all team-mates)", "Right Stuff", "Stunty"]),
      pos("Renegade Dark Elf", 75_000, 1, 6, 3, 2, 3, 9, [], ["Animosity (all team-mates)"]),
      pos("Renegade Troll", 115_000, 1, 4, 5, 5, 5, 10, ["Mighty Blow (+1)"], TROLL_TRAITS),
      RAT_OGRE("Renegade Rat Ogre", 1),
      star("Skitter Stab-Stab", 150_000, 9, 2, 2, 4, 8, ["Dodge", "Master Assassin", "Prehensile Tail", "Shadowing"], ["Loner (4+)", "Stab"]),
      star("Bilerot Vomitflesh", 180_000, 4, 5, 4, 6, 10, ["Dirty Player (+1)", "Disturbing Presence", "Foul Appearance", "Putrid Regurgitation"], ["Loner (4+)"])
    ],
    draft: { "Renegade Human Lineman": 4, "Renegade Human Thrower": 1, "Renegade Orc": 1, "Renegade Skaven": 1, "Renegade Goblin": 1, "Renegade Dark Elf": 1, "Renegade Troll": 1, "Renegade Rat Ogre": 1, "Skitter Stab-Stab": 1, "Bilerot Vomitflesh": 1 },
    rerolls: 2,
    staff: APOTHECARY,
    drafts: {
      sevens: plan({ "Renegade Human Lineman": 3, "Renegade Human Thrower": 1, "Renegade Orc": 1, "Renegade Goblin": 1, "Renegade Rat Ogre": 1 }, 0, { apothecary: true, assistantCoaches: 0, cheerleaders: 0 }),
      "gutter-bowl": plan({ "Renegade Human Lineman": 3, "Renegade Human Thrower": 1, "Renegade Goblin": 1, "Renegade Skaven": 1, "Renegade Rat Ogre": 1 }, 1)
    },
    colours: { primary: "#3a2a4a", secondary: "#c04040" },
    teamNames: ["Renegades of Ruin", "The Turncoats", "Middenheim Heretics"],
    playerNames: names("Wulfrik", "Snikkit", "Grotz", "Malekith", "Ulfric", "Bragga", "Sigvald", "Kholek", "Vilitch", "Festus", "Throgg", "Egrimm")
  },
  {
    // Frenzy, Jump Up, Dauntless, Strip Ball, Claws, Disturbing Presence, Unchannelled Fury. (The Beer Boar's Pick-me-up and the Raiders' Drunkard are folded now but kept off, so that this roster's seeds replay as they did.)
    // Grombrindal (Wisdom of the White Dwarf) and Mighty Zug (Crushing Blow) induced for Blood Bowl matches.
    id: "norse",
    name: "Norse",
    drawn: false,
    rerollCost: 60_000,
    positions: [
      pos("Norse Raider Lineman", 50_000, 16, 6, 3, 3, 4, 8, ["Block"]),
      pos("Norse Berserker", 90_000, 2, 6, 3, 3, 5, 8, ["Block", "Frenzy", "Jump Up"]),
      pos("Valkyrie", 95_000, 2, 7, 3, 3, 3, 8, ["Catch", "Dauntless", "Pass", "Strip Ball"]),
      pos("Ulfwerener", 105_000, 2, 6, 4, 4, null, 9, ["Frenzy"]),
      pos("Yhetee", 140_000, 1, 5, 5, 4, null, 9, ["Claws", "Disturbing Presence", "Frenzy"], ["Loner (4+)", "Unchannelled Fury"]),
      star("Grombrindal, the White Dwarf", 210_000, 5, 3, 3, 4, 10, ["Block", "Dauntless", "Mighty Blow (+1)", "Stand Firm", "Thick Skull", "Wisdom of the White Dwarf"], ["Loner (4+)"]),
      star("Mighty Zug", 220_000, 4, 5, 4, 6, 10, ["Block", "Crushing Blow", "Mighty Blow (+1)"], ["Loner (4+)"])
    ],
    draft: { "Norse Raider Lineman": 6, "Norse Berserker": 2, Valkyrie: 1, Ulfwerener: 1, Yhetee: 1, "Grombrindal, the White Dwarf": 1, "Mighty Zug": 1 },
    rerolls: 2,
    staff: APOTHECARY,
    drafts: {
      sevens: plan({ "Norse Raider Lineman": 3, "Norse Berserker": 1, Valkyrie: 1, Ulfwerener: 1, Yhetee: 1 }, 0),
      "gutter-bowl": plan({ "Norse Raider Lineman": 4, "Norse Berserker": 1, Valkyrie: 1, Yhetee: 1 }, 2)
    },
    colours: { primary: "#2c4f7c", secondary: "#e6e6e6" },
    teamNames: ["Norsca Rampagers", "Fjord Raiders", "Kislev Icebreakers"],
    playerNames: names("Ulf", "Sigrun", "Bjorn", "Hrolf", "Ragnar", "Astrid", "Eirik", "Thyra", "Gunnar", "Freya", "Leif", "Ingrid")
  },
  {
    // Swarming, Titchy and Sidestep on the Snotlings; Animosity towards the Goblin Linemen on the Skaven; Troll and Rat Ogre;
    // Kreek Rustgouger (Ball & Chain, I'll be back!) and Glart Smashrip (Frenzied Rush) induced for Blood Bowl matches.
    id: "underworld",
    name: "Underworld Denizens",
    drawn: false,
    rerollCost: 70_000,
    positions: [
      pos("Underworld Goblin Lineman", 40_000, 12, 6, 2, 3, 4, 8, ["Dodge"], ["Right Stuff", "Stunty"]),
      pos("Underworld Snotling", 15_000, 6, 5, 1, 3, 5, 6, ["Dodge", "Sidestep"], ["Right Stuff", "Stunty", "Swarming", "Titchy"]),
      pos("Skaven Clanrat", 50_000, 3, 7, 3, 3, 4, 8, [], ["Animosity (Underworld Goblin Linemen)"]),
      pos("Skaven Thrower", 85_000, 1, 7, 3, 3, 2, 8, ["Pass", "Sure Hands"], ["Animosity (Underworld Goblin Linemen)"]),
      pos("Gutter Runner", 85_000, 1, 9, 2, 2, 4, 8, ["Dodge"], ["Animosity (Underworld Goblin Linemen)"]),
      pos("Underworld Troll", 115_000, 1, 4, 5, 5, 5, 10, ["Mighty Blow (+1)"], TROLL_TRAITS),
      RAT_OGRE("Mutant Rat Ogre", 1),
      star("Kreek 'the Verminator' Rustgouger", 170_000, 5, 7, 4, null, 10, ["I'll be back!", "Mighty Blow (+1)", "Prehensile Tail"], ["Ball & Chain", "Loner (4+)", "No Hands", "Secret Weapon"]),
      star("Glart Smashrip", 195_000, 5, 4, 4, null, 9, ["Block", "Claws", "Frenzied Rush", "Grab", "Juggernaut", "Stand Firm"], ["Loner (4+)"])
    ],
    draft: { "Underworld Goblin Lineman": 3, "Underworld Snotling": 2, "Skaven Clanrat": 2, "Skaven Thrower": 1, "Gutter Runner": 1, "Underworld Troll": 1, "Mutant Rat Ogre": 1, "Kreek 'the Verminator' Rustgouger": 1, "Glart Smashrip": 1 },
    rerolls: 3,
    staff: APOTHECARY,
    drafts: {
      sevens: plan({ "Underworld Goblin Lineman": 3, "Underworld Snotling": 1, "Skaven Clanrat": 1, "Gutter Runner": 1, "Underworld Troll": 1 }, 1),
      "gutter-bowl": plan({ "Underworld Goblin Lineman": 3, "Underworld Snotling": 2, "Skaven Thrower": 1, "Skaven Clanrat": 1, "Underworld Troll": 1 }, 2)
    },
    colours: { primary: "#3d4a1f", secondary: "#7fbf3f" },
    teamNames: ["Underworld Creepers", "Warpstone Diggers", "Skavenblight Sewer Rats"],
    playerNames: names("Snitch", "Grubba", "Skweel", "Nob", "Ratskar", "Gitsnik", "Fungo", "Skittar", "Wortz", "Klaw", "Muck", "Sniv")
  },
  {
    // Stab and Shadowing on the Sneaky Stabba, Iron Hard Skin, Sure Feet, Animal Savagery, the
    // Flamesmith's Breathe Fire (with Brawler and Disturbing Presence); Rashnak Backstabber
    // (Sneaky Git, Toxin Connoisseur) induced for Blood Bowl matches.
    id: "chaos-dwarf",
    name: "Chaos Dwarf",
    drawn: false,
    rerollCost: 70_000,
    positions: [
      pos("Hobgoblin Lineman", 40_000, 16, 6, 3, 3, 4, 8),
      pos("Hobgoblin Sneaky Stabba", 70_000, 2, 6, 3, 3, 5, 8, ["Shadowing"], ["Stab"]),
      pos("Chaos Dwarf Blocker", 70_000, 6, 4, 3, 4, 6, 10, ["Block", "Iron Hard Skin", "Thick Skull"]),
      pos("Flamesmith", 80_000, 2, 5, 3, 4, 6, 10, ["Brawler", "Disturbing Presence", "Thick Skull"], ["Breathe Fire"]),
      pos("Bull Centaur Blitzer", 130_000, 2, 6, 4, 4, 6, 10, ["Sprint", "Sure Feet", "Thick Skull"]),
      pos("Enslaved Minotaur", 150_000, 1, 5, 5, 4, null, 9, ["Horns", "Mighty Blow (+1)", "Thick Skull"], ["Animal Savagery", "Loner (4+)"]),
      star("Rashnak Backstabber", 130_000, 7, 3, 3, 5, 8, ["Shadowing", "Sidestep", "Sneaky Git", "Toxin Connoisseur"], ["Loner (4+)", "Stab"])
    ],
    draft: { "Hobgoblin Lineman": 4, "Hobgoblin Sneaky Stabba": 1, "Chaos Dwarf Blocker": 3, Flamesmith: 1, "Bull Centaur Blitzer": 1, "Enslaved Minotaur": 1, "Rashnak Backstabber": 1 },
    rerolls: 2,
    staff: APOTHECARY,
    drafts: {
      sevens: plan({ "Hobgoblin Lineman": 3, "Hobgoblin Sneaky Stabba": 1, "Chaos Dwarf Blocker": 1, Flamesmith: 1, "Bull Centaur Blitzer": 1 }, 0, { apothecary: true, assistantCoaches: 0, cheerleaders: 0 }),
      "gutter-bowl": plan({ "Hobgoblin Lineman": 3, "Hobgoblin Sneaky Stabba": 1, "Chaos Dwarf Blocker": 2, Flamesmith: 1, "Enslaved Minotaur": 1 }, 1)
    },
    colours: { primary: "#6b2a12", secondary: "#d0b070" },
    teamNames: ["Zharr-Naggrund Bulls", "Hashut's Chosen", "Ash Plain Raiders"],
    playerNames: names("Zhargon", "Drazhoath", "Rykarth", "Astragoth", "Gashnag", "Ghorth", "Snagla", "Hobnob", "Vyrag", "Zhatan", "Khuzrak", "Grumlok")
  },
  {
    // Bombardier and Secret Weapon on the Fungus Flinga, Pogo Stick, Sprint, Swarming, Titchy; the Pump Wagon's Juggernaut and Dirty Player;
    // Fungus the Loon (Ball & Chain, Whirling Dervish) and Ripper Bolgrot (Thinking Man's Troll) induced for Blood Bowl matches.
    id: "snotling",
    name: "Snotling",
    drawn: false,
    rerollCost: 60_000,
    positions: [
      pos("Snotling Lineman", 15_000, 16, 5, 1, 3, 5, 6, ["Dodge", "Sidestep"], ["Right Stuff", "Stunty", "Swarming", "Titchy"]),
      pos("Fungus Flinga", 30_000, 2, 5, 1, 3, 4, 6, ["Dodge", "Sidestep"], ["Bombardier", "Right Stuff", "Secret Weapon", "Stunty", "Titchy"]),
      pos("Fun-hoppa", 20_000, 2, 6, 1, 3, 5, 6, ["Dodge", "Sidestep"], ["Pogo Stick", "Right Stuff", "Stunty", "Titchy"]),
      pos("Stilty Runna", 20_000, 2, 6, 1, 3, 5, 6, ["Dodge", "Sidestep", "Sprint"], ["Right Stuff", "Stunty", "Titchy"]),
      pos("Pump Wagon", 105_000, 2, 4, 5, 5, null, 9, ["Dirty Player (+1)", "Juggernaut", "Mighty Blow (+1)", "Stand Firm"], ["Really Stupid", "Secret Weapon"]),
      pos("Trained Troll", 115_000, 2, 4, 5, 5, 5, 10, ["Mighty Blow (+1)"], TRAINED_TROLL_TRAITS),
      star("Fungus the Loon", 80_000, 4, 7, 3, null, 8, ["Mighty Blow (+1)", "Whirling Dervish"], ["Ball & Chain", "Loner (4+)", "No Hands", "Secret Weapon", "Stunty"]),
      star("Ripper Bolgrot", 250_000, 4, 6, 5, 4, 10, ["Grab", "Mighty Blow (+1)", "Thinking Man's Troll"], ["Loner (4+)", "Regeneration", "Throw Team-mate"])
    ],
    draft: { "Snotling Lineman": 5, "Fungus Flinga": 1, "Fun-hoppa": 1, "Stilty Runna": 1, "Pump Wagon": 1, "Trained Troll": 2, "Fungus the Loon": 1, "Ripper Bolgrot": 1 },
    rerolls: 4,
    staff: { apothecary: true, assistantCoaches: 1, cheerleaders: 1 },
    drafts: {
      sevens: plan({ "Snotling Lineman": 4, "Fungus Flinga": 1, "Fun-hoppa": 1, "Pump Wagon": 1, "Trained Troll": 1 }, 1),
      "gutter-bowl": plan({ "Snotling Lineman": 5, "Fungus Flinga": 1, "Stilty Runna": 1, "Pump Wagon": 1, "Trained Troll": 1 }, 2)
    },
    colours: { primary: "#7aa23a", secondary: "#8a4b2a" },
    teamNames: ["Snot Stompers", "Da Fungus Flingaz", "Squig Pit Scurriers"],
    playerNames: names("Snik", "Grib", "Nubbin", "Wiggle", "Sprog", "Zit", "Fuzz", "Pip", "Squee", "Bogey", "Nog", "Drib")
  },
  {
    // The Goblin roster with its secret weapons (the roster above plays without them, and keeps its seeds).
    // The 'Ooligan is left off. Grak and Crumbleberry (Kick Team-mate; Two for One) induced for Blood Bowl matches.
    id: "goblin-secret-weapons",
    name: "Goblin",
    drawn: false,
    rerollCost: 60_000,
    positions: [
      pos("Goblin Lineman", 40_000, 16, 6, 2, 3, 4, 8, ["Dodge"], ["Right Stuff", "Stunty"]),
      pos("Bomma", 45_000, 1, 6, 2, 3, 4, 8, ["Dodge"], ["Bombardier", "Secret Weapon", "Stunty"]),
      pos("Looney", 40_000, 1, 6, 2, 3, null, 8, [], ["Chainsaw", "Secret Weapon", "Stunty"]),
      pos("Fanatic", 70_000, 1, 3, 7, 3, null, 8, [], ["Ball & Chain", "No Hands", "Secret Weapon", "Stunty"]),
      pos("Pogoer", 75_000, 1, 7, 2, 3, 5, 8, ["Dodge"], ["Pogo Stick", "Stunty"]),
      pos("Trained Troll", 115_000, 2, 4, 5, 5, 5, 10, ["Mighty Blow (+1)"], TRAINED_TROLL_TRAITS),
      // Grak and Crumbleberry are hired together for 250,000 (split between the two here).
      star("Grak", 125_000, 5, 5, 4, 4, 10, ["Mighty Blow (+1)", "Thick Skull", "Two for One"], ["Bone Head", "Kick Team-mate", "Loner (4+)"]),
      star("Crumbleberry", 125_000, 5, 2, 3, 6, 7, ["Dodge", "Sure Hands", "Two for One"], ["Loner (4+)", "Right Stuff", "Stunty"])
    ],
    draft: { "Goblin Lineman": 5, Bomma: 1, Looney: 1, Fanatic: 1, Pogoer: 1, "Trained Troll": 2, Grak: 1, Crumbleberry: 1 },
    rerolls: 3,
    staff: APOTHECARY,
    drafts: {
      sevens: plan({ "Goblin Lineman": 3, Bomma: 1, Looney: 1, Fanatic: 1, "Trained Troll": 1 }, 1),
      "gutter-bowl": plan({ "Goblin Lineman": 4, Bomma: 1, Looney: 1, Fanatic: 1, "Trained Troll": 1 }, 2)
    },
    colours: { primary: "#5a8a2a", secondary: "#d0402a" },
    teamNames: ["Gobbo Gitz", "Da Sneaky Stabbaz", "Fanatic Frenzy"],
    playerNames: names("Gitbag", "Nazgob", "Skrag", "Lugbit", "Snotlik", "Grizzit", "Zagnob", "Waagit", "Gurk", "Frazzle", "Snaga", "Bogbit")
  },
  {
    // Kick Team-mate on the Runt Punter; Titchy and Sidestep on the Gnoblars; Bone Head; Bomber Dribblesnot
    // (Accurate, Bombardier) induced for Blood Bowl matches, without his once-a-game Kaboom! (not folded yet),
    // and Morg 'n' Thorg (The Ballista).
    id: "ogre",
    name: "Ogre",
    drawn: false,
    rerollCost: 70_000,
    positions: [
      pos("Gnoblar Lineman", 15_000, 16, 5, 1, 3, 5, 6, ["Dodge", "Sidestep"], ["Right Stuff", "Stunty", "Titchy"]),
      pos("Ogre Blocker", 140_000, 5, 5, 5, 4, 5, 10, ["Mighty Blow (+1)", "Thick Skull"], ["Bone Head", "Throw Team-mate"]),
      pos("Ogre Runt Punter", 145_000, 1, 5, 5, 4, 4, 10, ["Mighty Blow (+1)", "Thick Skull"], ["Bone Head", "Kick Team-mate"]),
      star("Bomber Dribblesnot", 50_000, 6, 2, 3, 3, 8, ["Accurate", "Dodge"], ["Bombardier", "Loner (4+)", "Right Stuff", "Secret Weapon", "Stunty"]),
      star("Morg 'n' Thorg", 380_000, 6, 6, 3, 4, 11, ["Block", "Mighty Blow (+2)", "The Ballista", "Thick Skull"], ["Loner (4+)", "Throw Team-mate"])
    ],
    draft: { "Gnoblar Lineman": 6, "Ogre Blocker": 4, "Ogre Runt Punter": 1, "Bomber Dribblesnot": 1, "Morg 'n' Thorg": 1 },
    rerolls: 2,
    staff: APOTHECARY,
    drafts: {
      sevens: plan({ "Gnoblar Lineman": 4, "Ogre Blocker": 2, "Ogre Runt Punter": 1 }, 0),
      "gutter-bowl": plan({ "Gnoblar Lineman": 4, "Ogre Blocker": 2, "Ogre Runt Punter": 1 }, 1)
    },
    colours: { primary: "#8a6a3a", secondary: "#3a2a1a" },
    teamNames: ["Fire Mountain Gut Busters", "Maneaters", "Mawbreakers"],
    playerNames: names("Golgfag", "Skrag", "Greasus", "Bragg", "Grot", "Nibbit", "Gnob", "Ghark", "Slab", "Krug", "Snik", "Wub")
  },
  {
    // Fend on the Hefty, Strong Arm, Take Root and Timmm-ber! on the Treemen; Puggy Baconbreath (Halfling Luck) and
    // Deeproot Strongbranch (Reliable) induced for Blood Bowl matches.
    id: "halfling",
    name: "Halfling",
    drawn: false,
    rerollCost: 60_000,
    positions: [
      pos("Halfling Hopeful Lineman", 30_000, 16, 5, 2, 3, 4, 7, ["Dodge"], ["Right Stuff", "Stunty"]),
      pos("Halfling Hefty", 50_000, 2, 5, 2, 3, 3, 8, ["Dodge", "Fend"], ["Stunty"]),
      pos("Halfling Catcher", 55_000, 2, 5, 2, 3, 5, 7, ["Catch", "Dodge", "Sprint"], ["Right Stuff", "Stunty"]),
      pos("Altern Forest Treeman", 120_000, 2, 2, 6, 5, 5, 11, ["Mighty Blow (+1)", "Stand Firm", "Strong Arm", "Thick Skull"], ["Take Root", "Throw Team-mate", "Timmm-ber!"]),
      star("Puggy Baconbreath", 120_000, 5, 3, 3, 4, 7, ["Block", "Dodge", "Halfling Luck", "Nerves of Steel"], ["Loner (4+)", "Right Stuff", "Stunty"]),
      star("Deeproot Strongbranch", 280_000, 2, 7, 5, 4, 11, ["Block", "Mighty Blow (+2)", "Reliable", "Stand Firm", "Strong Arm", "Thick Skull"], ["Loner (4+)", "Throw Team-mate", "Timmm-ber!"])
    ],
    draft: { "Halfling Hopeful Lineman": 5, "Halfling Hefty": 2, "Halfling Catcher": 2, "Altern Forest Treeman": 2, "Puggy Baconbreath": 1, "Deeproot Strongbranch": 1 },
    rerolls: 3,
    staff: { apothecary: true, assistantCoaches: 1, cheerleaders: 1 },
    drafts: {
      sevens: plan({ "Halfling Hopeful Lineman": 4, "Halfling Hefty": 1, "Halfling Catcher": 1, "Altern Forest Treeman": 1 }, 1),
      "gutter-bowl": plan({ "Halfling Hopeful Lineman": 4, "Halfling Hefty": 2, "Halfling Catcher": 1, "Altern Forest Treeman": 1 }, 2)
    },
    colours: { primary: "#4a7a2a", secondary: "#e0c080" },
    teamNames: ["Greenfield Grasshuggers", "Moot Mighties", "Bogenhafen Barons"],
    playerNames: names("Puggy", "Bilbo", "Merry", "Pippin", "Lotho", "Hamfast", "Tobold", "Rosie", "Odo", "Fatty", "Sam", "Milo")
  },
  {
    // Cloud Burster and Safe Pass on the Thrower, Nerves of Steel, Defensive; Eldril Sidewinder (Hypnotic Gaze,
    // Mesmerizing Dance: BBBase's Mesmerizing Gaze, FFB's name) and Jordell Freshbreeze (Swift As The Breeze) induced for Blood Bowl matches.
    id: "high-elf",
    name: "High Elf",
    drawn: false,
    rerollCost: 50_000,
    positions: [
      pos("Lineman", 70_000, 16, 6, 3, 2, 4, 9),
      pos("Thrower", 100_000, 2, 6, 3, 2, 2, 9, ["Cloud Burster", "Pass", "Safe Pass"]),
      pos("Catcher", 90_000, 4, 8, 3, 2, 5, 8, ["Catch", "Nerves of Steel"]),
      pos("Blitzer", 100_000, 2, 7, 3, 2, 4, 9, ["Block", "Defensive"]),
      star("Eldril Sidewinder", 230_000, 8, 3, 2, 5, 8, ["Catch", "Dodge", "Mesmerizing Dance", "Nerves of Steel", "On the Ball"], ["Hypnotic Gaze", "Loner (4+)"]),
      star("Jordell Freshbreeze", 250_000, 8, 3, 1, 3, 8, ["Block", "Diving Catch", "Dodge", "Leap", "Sidestep", "Swift As The Breeze"], ["Loner (4+)"])
    ],
    draft: { Lineman: 6, Thrower: 1, Catcher: 2, Blitzer: 2, "Eldril Sidewinder": 1, "Jordell Freshbreeze": 1 },
    rerolls: 2,
    staff: NO_STAFF,
    drafts: {
      sevens: plan({ Lineman: 3, Thrower: 1, Catcher: 2, Blitzer: 1 }, 0),
      "gutter-bowl": plan({ Lineman: 4, Thrower: 1, Catcher: 1, Blitzer: 1 }, 1)
    },
    colours: { primary: "#e8e8f0", secondary: "#2a5aa8" },
    teamNames: ["Caledor Dragons", "Elfheim Eagles", "Ulthuan Sapphires"],
    playerNames: names("Tyrion", "Teclis", "Eltharion", "Caradryan", "Korhil", "Alarielle", "Finubar", "Imrik", "Belannaer", "Aislinn", "Eldyra", "Tarathion")
  },
  {
    // On the Ball and Safe Pass on the Python Warriors, Defensive on the Jaguars. (The Piranha Warriors' Hit and Run is folded now but kept off, so that this roster's seeds replay as they did.)
    // Glotl Stop (Primal Savagery) and Akhorne the Squirrel (Blind Rage) induced for Blood Bowl matches.
    id: "amazon",
    name: "Amazon",
    drawn: false,
    rerollCost: 60_000,
    positions: [
      pos("Eagle Warrior Linewoman", 50_000, 16, 6, 3, 3, 4, 8, ["Dodge"]),
      pos("Python Warrior Thrower", 80_000, 2, 6, 3, 3, 3, 8, ["Dodge", "On the Ball", "Pass", "Safe Pass"]),
      pos("Jaguar Warrior Blocker", 110_000, 2, 6, 4, 3, 5, 9, ["Defensive", "Dodge"]),
      star("Akhorne the Squirrel", 80_000, 7, 1, 2, null, 6, ["Blind Rage", "Claws", "Dauntless", "Dodge", "Frenzy", "Jump Up", "Sidestep"], ["Loner (4+)", "No Hands", "Stunty", "Titchy"]),
      star("Glotl Stop", 270_000, 6, 6, 5, null, 10, ["Frenzy", "Mighty Blow (+1)", "Prehensile Tail", "Primal Savagery", "Stand Firm", "Thick Skull"], ["Animal Savagery", "Loner (4+)"])
    ],
    draft: { "Eagle Warrior Linewoman": 7, "Python Warrior Thrower": 2, "Jaguar Warrior Blocker": 2, "Akhorne the Squirrel": 1, "Glotl Stop": 1 },
    rerolls: 3,
    staff: APOTHECARY,
    drafts: {
      sevens: plan({ "Eagle Warrior Linewoman": 4, "Python Warrior Thrower": 1, "Jaguar Warrior Blocker": 2 }, 0),
      "gutter-bowl": plan({ "Eagle Warrior Linewoman": 5, "Python Warrior Thrower": 1, "Jaguar Warrior Blocker": 2 }, 2)
    },
    colours: { primary: "#2a8a4a", secondary: "#e0a020" },
    teamNames: ["Amazon Tribe", "Lustria Huntresses", "Jungle Queens"],
    playerNames: names("Zara", "Tiki", "Nayeli", "Itzel", "Xochi", "Yaretzi", "Citlali", "Ixchel", "Nahua", "Quila", "Tala", "Ameyal")
  },
  {
    // Juggernaut on the Khorngors; the Bloodspawn's Claws and Unchannelled Fury; Hakflem Skuttlespike (Two
    // Heads, Extra Arms; he plays for teams Favoured of Khorne) induced for Blood Bowl matches, without his
    // once-a-game Treacherous.
    id: "khorne",
    name: "Khorne",
    drawn: false,
    rerollCost: 60_000,
    positions: [
      pos("Bloodborn Marauder Lineman", 50_000, 16, 6, 3, 3, 4, 8, ["Frenzy"]),
      pos("Khorngor", 70_000, 4, 6, 3, 3, 4, 9, ["Horns", "Juggernaut"]),
      pos("Bloodseeker", 110_000, 4, 5, 4, 4, 6, 10, ["Frenzy"]),
      pos("Bloodspawn", 160_000, 1, 5, 5, 4, null, 9, ["Claws", "Frenzy", "Mighty Blow (+1)"], ["Loner (4+)", "Unchannelled Fury"]),
      star("Hakflem Skuttlespike", 210_000, 9, 3, 2, 3, 8, ["Dodge", "Extra Arms", "Prehensile Tail", "Two Heads"], ["Loner (4+)"])
    ],
    draft: { "Bloodborn Marauder Lineman": 5, Khorngor: 2, Bloodseeker: 3, Bloodspawn: 1, "Hakflem Skuttlespike": 1 },
    rerolls: 2,
    staff: NO_STAFF,
    drafts: {
      sevens: plan({ "Bloodborn Marauder Lineman": 3, Khorngor: 2, Bloodseeker: 1, Bloodspawn: 1 }, 0),
      "gutter-bowl": plan({ "Bloodborn Marauder Lineman": 4, Khorngor: 2, Bloodseeker: 1, Bloodspawn: 1 }, 1)
    },
    colours: { primary: "#9a1010", secondary: "#2a2a2a" },
    teamNames: ["Skull Throne Slayers", "Brass Citadel Brawlers", "Blood Reavers"],
    playerNames: names("Skarbrand", "Valkia", "Scyla", "Wulfrik", "Arbaal", "Korghos", "Skulltaker", "Doombreed", "Garek", "Vorag", "Khagra", "Drakk")
  },
  {
    // Running Pass on the Thrower, Wrestle and Stand Firm on the Bodyguards, Fend on the Retainers;
    // Helmut Wulf (Chainsaw, Pro, Old Pro) and Griff Oberwald (Consummate Professional) induced for Blood Bowl matches.
    id: "imperial-nobility",
    name: "Imperial Nobility",
    drawn: false,
    rerollCost: 70_000,
    positions: [
      pos("Imperial Retainer Lineman", 45_000, 12, 6, 3, 4, 4, 8, ["Fend"]),
      pos("Imperial Thrower", 75_000, 2, 6, 3, 3, 3, 9, ["Pass", "Running Pass"]),
      pos("Bodyguard", 90_000, 4, 6, 3, 3, 5, 9, ["Stand Firm", "Wrestle"]),
      pos("Noble Blitzer", 105_000, 2, 7, 3, 3, 4, 9, ["Block", "Catch"]),
      pos("Ogre", 140_000, 1, 5, 5, 4, 5, 10, ["Mighty Blow (+1)", "Thick Skull"], ["Bone Head", "Loner (4+)", "Throw Team-mate"]),
      star("Helmut Wulf", 140_000, 6, 3, 3, null, 9, ["Old Pro", "Pro", "Stand Firm"], ["Chainsaw", "Loner (4+)", "Secret Weapon"]),
      star("Griff Oberwald", 280_000, 7, 4, 2, 3, 9, ["Block", "Consummate Professional", "Dodge", "Fend", "Sprint", "Sure Feet"], ["Loner (3+)"])
    ],
    draft: { "Imperial Retainer Lineman": 5, "Imperial Thrower": 1, Bodyguard: 2, "Noble Blitzer": 2, Ogre: 1, "Helmut Wulf": 1, "Griff Oberwald": 1 },
    rerolls: 2,
    staff: NO_STAFF,
    drafts: {
      sevens: plan({ "Imperial Retainer Lineman": 3, "Imperial Thrower": 1, Bodyguard: 2, "Noble Blitzer": 1 }, 0),
      "gutter-bowl": plan({ "Imperial Retainer Lineman": 4, "Imperial Thrower": 1, Bodyguard: 2, "Noble Blitzer": 1 }, 1)
    },
    colours: { primary: "#d4af37", secondary: "#1a1a5a" },
    teamNames: ["Bögenhafen Barons", "Altdorf Aristocrats", "Nuln Noblemen"],
    playerNames: names("Leopold", "Friedrich", "Maximilian", "Ottokar", "Helmut", "Siegfried", "Rupert", "Albrecht", "Konrad", "Ludwig", "Valten", "Magnus")
  },
  {
    // Decay on the Tomb Guardians; Regeneration on every player; Gretchen Wächter (Incorporeal) and
    // Frank 'n' Stein (Brutal Block) induced for Blood Bowl matches.
    id: "tomb-kings",
    name: "Tomb Kings",
    drawn: false,
    rerollCost: 70_000,
    positions: [
      pos("Skeleton Lineman", 40_000, 16, 5, 3, 4, 6, 8, ["Thick Skull"], ["Regeneration"]),
      pos("Anointed Thrower", 70_000, 2, 6, 3, 4, 3, 8, ["Pass", "Sure Hands", "Thick Skull"], ["Regeneration"]),
      pos("Anointed Blitzer", 90_000, 2, 6, 3, 4, 6, 9, ["Block", "Thick Skull"], ["Regeneration"]),
      pos("Tomb Guardian", 100_000, 4, 4, 5, 5, null, 10, [], ["Decay", "Regeneration"]),
      star("Gretchen Wächter", 260_000, 7, 3, 2, null, 9, ["Disturbing Presence", "Dodge", "Foul Appearance", "Incorporeal", "Jump Up", "Shadowing", "Sidestep"], ["Loner (4+)", "No Hands", "Regeneration"]),
      star("Frank 'n' Stein", 250_000, 4, 5, 4, null, 10, ["Break Tackle", "Brutal Block", "Mighty Blow (+1)", "Stand Firm", "Thick Skull"], ["Loner (4+)", "Regeneration"])
    ],
    draft: { "Skeleton Lineman": 5, "Anointed Thrower": 1, "Anointed Blitzer": 2, "Tomb Guardian": 3, "Gretchen Wächter": 1, "Frank 'n' Stein": 1 },
    rerolls: 3,
    staff: NO_STAFF,
    drafts: {
      sevens: plan({ "Skeleton Lineman": 3, "Anointed Thrower": 1, "Anointed Blitzer": 1, "Tomb Guardian": 2 }, 0),
      "gutter-bowl": plan({ "Skeleton Lineman": 4, "Anointed Thrower": 1, "Anointed Blitzer": 1, "Tomb Guardian": 2 }, 1)
    },
    colours: { primary: "#c8b070", secondary: "#2a4a8a" },
    teamNames: ["Khemri Cursed", "Nehekhara Sandstorm", "Numas Mummies"],
    playerNames: names("Settra", "Arkhan", "Khalida", "Ramhotep", "Nekaph", "Apophas", "Tutankhanut", "Amenemhetum", "Khatep", "Sehenlu", "Ptra", "Rakaph")
  },
  {
    // The Dwarf roster with its Deathroller (Break Tackle, Dirty Player (+2), Juggernaut, No Hands,
    // Secret Weapon) and two Star Players induced for Blood Bowl matches: Grim Ironjaw (Multiple
    // Block, Slayer) and Barik Farblast (Cannoneer, Hail Mary Pass), without his once-a-game Blast It!
    // (not folded yet). The drawn Dwarf roster above keeps its seeds.
    id: "dwarf-deathroller",
    name: "Dwarf",
    drawn: false,
    rerollCost: 50_000,
    positions: [
      pos("Dwarf Blocker Lineman", 70_000, 12, 4, 3, 4, 5, 10, ["Block", "Tackle", "Thick Skull"]),
      pos("Runner", 85_000, 2, 6, 3, 3, 4, 9, ["Sure Hands", "Thick Skull"]),
      pos("Blitzer", 80_000, 2, 5, 3, 3, 4, 10, ["Block", "Thick Skull"]),
      pos("Troll Slayer", 95_000, 2, 5, 3, 4, null, 9, ["Block", "Dauntless", "Frenzy", "Thick Skull"]),
      pos("Deathroller", 170_000, 1, 4, 7, 5, null, 11, ["Break Tackle", "Dirty Player (+2)", "Juggernaut", "Mighty Blow (+1)", "Stand Firm"], ["Loner (5+)", "No Hands", "Secret Weapon"]),
      star("Grim Ironjaw", 200_000, 5, 4, 3, null, 9, ["Block", "Dauntless", "Frenzy", "Multiple Block", "Slayer", "Thick Skull"], ["Loner (4+)"]),
      star("Barik Farblast", 80_000, 6, 3, 4, 3, 9, ["Cannoneer", "Hail Mary Pass", "Pass", "Sure Hands", "Thick Skull"], ["Loner (4+)", "Secret Weapon"])
    ],
    draft: { "Dwarf Blocker Lineman": 7, Runner: 1, Blitzer: 1, "Troll Slayer": 1, Deathroller: 1, "Grim Ironjaw": 1, "Barik Farblast": 1 },
    rerolls: 1,
    staff: NO_STAFF,
    drafts: {
      sevens: plan({ "Dwarf Blocker Lineman": 6, Deathroller: 1 }, 0),
      "gutter-bowl": plan({ "Dwarf Blocker Lineman": 5, "Troll Slayer": 1, Deathroller: 1 }, 1)
    },
    colours: { primary: "#4a4a52", secondary: "#d09a30" },
    teamNames: ["Everpeak Rollers", "Zhufbar Ironbreakers", "Barak Varr Brewers"],
    playerNames: names("Thorgrim", "Kragg", "Alrik", "Bugman", "Durak", "Hargrin", "Morgrim", "Skalf", "Okri", "Rorek", "Grundi", "Fargrim")
  },
  {
    // Foul Appearance on the Wraiths; Claws and Frenzy on the Werewolf; Regeneration throughout; and
    // Count Luthor von Drakenborg (Hypnotic Gaze, Star of the Show) and Wilhelm Chaney (Savage Mauling)
    // induced for Blood Bowl matches. No apothecary: the roster may not buy one.
    id: "necromantic-horror",
    name: "Necromantic Horror",
    drawn: false,
    rerollCost: 70_000,
    positions: [
      pos("Zombie Lineman", 40_000, 16, 4, 3, 4, null, 9, [], ["Regeneration"]),
      pos("Ghoul Runner", 75_000, 2, 7, 3, 3, 4, 8, ["Dodge"]),
      pos("Wraith", 95_000, 2, 6, 3, 3, null, 9, ["Block", "Foul Appearance", "Sidestep"], ["No Hands", "Regeneration"]),
      pos("Werewolf", 125_000, 2, 8, 3, 3, 4, 9, ["Claws", "Frenzy"], ["Regeneration"]),
      pos("Flesh Golem", 115_000, 2, 4, 4, 4, null, 10, ["Stand Firm", "Thick Skull"], ["Regeneration"]),
      star("Count Luthor von Drakenborg", 340_000, 6, 5, 2, 3, 10, ["Block", "Sidestep", "Star of the Show"], ["Hypnotic Gaze", "Loner (4+)", "Regeneration"]),
      star("Wilhelm Chaney", 220_000, 8, 4, 3, 4, 9, ["Catch", "Claws", "Frenzy", "Savage Mauling", "Wrestle"], ["Loner (4+)", "Regeneration"])
    ],
    draft: { "Zombie Lineman": 5, "Ghoul Runner": 2, Wraith: 2, Werewolf: 1, "Flesh Golem": 1, "Count Luthor von Drakenborg": 1, "Wilhelm Chaney": 1 },
    rerolls: 3,
    staff: NO_STAFF,
    drafts: {
      sevens: plan({ "Zombie Lineman": 3, "Ghoul Runner": 1, Wraith: 1, Werewolf: 1, "Flesh Golem": 1 }, 0),
      "gutter-bowl": plan({ "Zombie Lineman": 3, "Ghoul Runner": 1, Wraith: 2, Werewolf: 1, "Flesh Golem": 1 }, 1)
    },
    colours: { primary: "#2a2a3a", secondary: "#8ac0a0" },
    teamNames: ["Sylvania Shamblers", "Drakenhof Horrors", "Mousillon Mourners"],
    playerNames: names("Mannfred", "Vlad", "Isabella", "Konrad", "Kemmler", "Krell", "Walach", "Neferata", "Helman", "Ghorst", "Dieter", "Wilhelm")
  },
  {
    // Guard on the Beastmasters, Wrestle and Jump Up throughout, and two Star Players induced for Blood
    // Bowl matches: Rodney Roachbait (Diving Catch) and Maple Highgrove (Tentacles), without their
    // once-a-half Catch of the Day and Vicious Vines. The Illusionist
    // (Trickster) and the Woodland Fox (My Ball) are left off: folded now, but adding them would change this roster's seeds.
    id: "gnome",
    name: "Gnome",
    drawn: false,
    rerollCost: 50_000,
    positions: [
      pos("Gnome Lineman", 40_000, 16, 5, 2, 3, 4, 7, ["Jump Up", "Wrestle"], ["Right Stuff", "Stunty"]),
      pos("Gnome Beastmaster", 55_000, 2, 5, 2, 3, 4, 8, ["Guard", "Jump Up", "Wrestle"], ["Stunty"]),
      pos("Altern Forest Treeman", 120_000, 2, 2, 6, 5, 5, 11, ["Mighty Blow (+1)", "Stand Firm", "Strong Arm", "Thick Skull"], ["Take Root", "Throw Team-mate", "Timmm-ber!"]),
      star("Rodney Roachbait", 70_000, 6, 2, 3, 4, 7, ["Catch", "Diving Catch", "Jump Up", "On the Ball", "Sidestep", "Wrestle"], ["Loner (4+)", "Stunty"]),
      star("Maple Highgrove", 210_000, 3, 5, 5, 5, 11, ["Brawler", "Grab", "Mighty Blow (+1)", "Stand Firm", "Tentacles", "Thick Skull"], ["Loner (4+)"])
    ],
    draft: { "Gnome Lineman": 7, "Gnome Beastmaster": 2, "Altern Forest Treeman": 2, "Rodney Roachbait": 1, "Maple Highgrove": 1 },
    rerolls: 3,
    staff: { apothecary: true, assistantCoaches: 1, cheerleaders: 1 },
    drafts: {
      sevens: plan({ "Gnome Lineman": 4, "Gnome Beastmaster": 2, "Altern Forest Treeman": 1 }, 1),
      "gutter-bowl": plan({ "Gnome Lineman": 4, "Gnome Beastmaster": 2, "Altern Forest Treeman": 1 }, 2)
    },
    colours: { primary: "#3a7a6a", secondary: "#e0b040" },
    teamNames: ["Glimmerdeep Tricksters", "Burrowfield Badgers", "Thimble Cup Tinkers"],
    playerNames: names("Fizzwick", "Nim", "Tibbit", "Wobble", "Pim", "Gaddle", "Bimble", "Sprocket", "Tock", "Whirl", "Nettle", "Fidget")
  }
]

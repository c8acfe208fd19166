import type { Player, Team } from "@sidelines/schema"
import { SKILL_ROSTERS } from "./skill-rosters.js"

/** A positional from a Blood Bowl 2020 team roster: cost, characteristics and starting skills. */
interface Position {
  readonly name: string
  readonly cost: number
  readonly max: number
  readonly ma: number
  readonly st: number
  readonly ag: number
  readonly pa: number | null
  readonly av: number
  readonly skills: ReadonlyArray<string>
  readonly traits?: ReadonlyArray<string>
  /**
   * A Star Player the team induces for the match (`hired` in the header, and a `star-player`
   * inducement): drafted like a positional, but not one of the team's eleven, and paid for as an
   * inducement, so not in the team value. Their own once-a-game special rule is not played.
   */
  readonly hired?: "star-player"
}

export interface Roster {
  readonly id: string
  readonly name: string
  readonly rerollCost: number
  readonly positions: ReadonlyArray<Position>
  /** How a team of this roster is usually drafted: positional name → count. */
  readonly draft: Readonly<Record<string, number>>
  /** Team re-rolls and sideline staff bought with the rest of the budget. */
  readonly rerolls: number
  readonly staff: Staff
  /**
   * How the roster is drafted for other variants than Blood Bowl, by variant id (Sevens: seven
   * to eleven players, at most four of them not the roster's Lineman, the first positional;
   * Gutter Bowl: at least seven players, at most five of them not Linemen, no sideline staff).
   */
  readonly drafts: Readonly<Record<string, DraftPlan>>
  readonly colours: { readonly primary: string; readonly secondary: string }
  readonly teamNames: ReadonlyArray<string>
  readonly playerNames: ReadonlyArray<string>
  /**
   * false: the roster plays only when named (`--teams`); a seed's own draw keeps to the rosters
   * drawn before it was added, so that every existing seed replays the same match.
   */
  readonly drawn?: boolean
}

type Staff = { readonly apothecary: boolean; readonly assistantCoaches: number; readonly cheerleaders: number }

/** What a team buys with its draft budget: players by positional, team re-rolls, sideline staff. */
export interface DraftPlan {
  readonly draft: Readonly<Record<string, number>>
  readonly rerolls: number
  readonly staff: Staff
}

const pos = (name: string, cost: number, max: number, ma: number, st: number, ag: number, pa: number | null, av: number, skills: ReadonlyArray<string> = [], traits: ReadonlyArray<string> = []): Position =>
  ({ name, cost, max, ma, st, ag, pa, av, skills, traits })

/**
 * A few Blood Bowl 2020 rosters, limited for now to skills the engine folds. AG, PA and AV are
 * target numbers (AG 3 means 3+).
 */
export const ROSTERS: ReadonlyArray<Roster> = [
  {
    id: "human",
    name: "Human",
    rerollCost: 50_000,
    positions: [
      pos("Lineman", 50_000, 16, 6, 3, 3, 4, 9),
      pos("Thrower", 80_000, 2, 6, 3, 3, 2, 9, ["Pass", "Sure Hands"]),
      pos("Catcher", 65_000, 4, 8, 2, 3, 5, 8, ["Catch", "Dodge"]),
      pos("Blitzer", 85_000, 4, 7, 3, 3, 4, 9, ["Block"])
    ],
    draft: { Lineman: 5, Thrower: 1, Catcher: 2, Blitzer: 3 },
    rerolls: 3,
    staff: { apothecary: true, assistantCoaches: 1, cheerleaders: 1 },
    drafts: {
      sevens: { draft: { Lineman: 5, Catcher: 1, Blitzer: 1 }, rerolls: 1, staff: { apothecary: true, assistantCoaches: 0, cheerleaders: 1 } },
      "gutter-bowl": { draft: { Lineman: 4, Thrower: 1, Catcher: 1, Blitzer: 2 }, rerolls: 2, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 } }
    },
    colours: { primary: "#1f4fbf", secondary: "#f2f2f2" },
    teamNames: ["Altdorf Lions", "Reikland Reavers", "Middenheim Marauders"],
    playerNames: ["Jurgen", "Dieter", "Klaus", "Ansel", "Gunther", "Wilhelm", "Otto", "Franz", "Hans", "Karl", "Stefan", "Lukas"]
  },
  {
    id: "orc",
    name: "Orc",
    rerollCost: 60_000,
    positions: [
      pos("Lineman", 50_000, 16, 5, 3, 3, 4, 10),
      pos("Thrower", 65_000, 2, 5, 3, 3, 3, 9, ["Pass", "Sure Hands"]),
      pos("Blitzer", 80_000, 4, 6, 3, 3, 4, 10, ["Block"]),
      pos("Big Un Blocker", 90_000, 4, 4, 4, 4, null, 10)
    ],
    draft: { Lineman: 6, Thrower: 1, Blitzer: 2, "Big Un Blocker": 2 },
    rerolls: 3,
    staff: { apothecary: true, assistantCoaches: 1, cheerleaders: 1 },
    drafts: {
      sevens: { draft: { Lineman: 4, Blitzer: 2, "Big Un Blocker": 1 }, rerolls: 1, staff: { apothecary: false, assistantCoaches: 1, cheerleaders: 0 } },
      "gutter-bowl": { draft: { Lineman: 4, Thrower: 1, Blitzer: 2, "Big Un Blocker": 1 }, rerolls: 2, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 } }
    },
    colours: { primary: "#2f6b2f", secondary: "#d8c36a" },
    teamNames: ["Gouged Eye Grinders", "Orcland Raiders", "Da Bloody Boyz"],
    playerNames: ["Grishnak", "Ugruk", "Snaga", "Lurtz", "Bolg", "Gorbag", "Shagrat", "Muzgash", "Ufthak", "Lagduf", "Radbug", "Grat"]
  },
  {
    id: "dwarf",
    name: "Dwarf",
    rerollCost: 50_000,
    positions: [
      pos("Blocker", 70_000, 16, 4, 3, 4, 5, 10, ["Block", "Tackle", "Thick Skull"]),
      pos("Runner", 85_000, 2, 6, 3, 3, 4, 9, ["Sure Hands", "Thick Skull"]),
      pos("Blitzer", 80_000, 2, 5, 3, 3, 4, 10, ["Block", "Thick Skull"]),
      pos("Troll Slayer", 95_000, 2, 5, 3, 4, null, 9, ["Block", "Dauntless", "Frenzy", "Thick Skull"])
    ],
    draft: { Blocker: 8, Runner: 1, Blitzer: 1, "Troll Slayer": 1 },
    rerolls: 2,
    staff: { apothecary: true, assistantCoaches: 1, cheerleaders: 1 },
    drafts: {
      sevens: { draft: { Blocker: 5, Runner: 1, "Troll Slayer": 1 }, rerolls: 0, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 3 } },
      "gutter-bowl": { draft: { Blocker: 5, Runner: 1, Blitzer: 1, "Troll Slayer": 1 }, rerolls: 1, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 } }
    },
    colours: { primary: "#7a2b1b", secondary: "#c0a060" },
    teamNames: ["Dwarf Giants", "Grudgebearers", "Karaz Ankor Irons"],
    playerNames: ["Thorin", "Balin", "Gimli", "Durin", "Grimnir", "Borri", "Kazador", "Snorri", "Gotrek", "Ungrim", "Belegar", "Thorek"]
  },
  {
    id: "wood-elf",
    name: "Wood Elf",
    rerollCost: 50_000,
    positions: [
      pos("Lineman", 70_000, 16, 7, 3, 2, 4, 8),
      pos("Thrower", 95_000, 2, 7, 3, 2, 2, 8, ["Pass"]),
      pos("Catcher", 90_000, 4, 8, 2, 2, 4, 8, ["Catch", "Dodge", "Sprint"]),
      pos("Wardancer", 125_000, 2, 8, 3, 2, 4, 8, ["Block", "Dodge", "Leap"])
    ],
    draft: { Lineman: 8, Thrower: 1, Catcher: 1, Wardancer: 1 },
    rerolls: 2,
    staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 1 },
    drafts: {
      sevens: { draft: { Lineman: 5, Catcher: 1, Wardancer: 1 }, rerolls: 0, staff: { apothecary: false, assistantCoaches: 1, cheerleaders: 0 } },
      "gutter-bowl": { draft: { Lineman: 6, Catcher: 1, Wardancer: 1 }, rerolls: 1, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 } }
    },
    colours: { primary: "#3c7d3c", secondary: "#e9d8a6" },
    teamNames: ["Athelorn Avengers", "Laurelorn Lightfeet", "Loren Forest Runners"],
    playerNames: ["Aelthir", "Caelan", "Faelis", "Ithilion", "Lorien", "Mirael", "Naerith", "Saelis", "Thandril", "Vaelor", "Elowen", "Arwel"]
  },
  {
    id: "skaven",
    name: "Skaven",
    rerollCost: 50_000,
    positions: [
      pos("Lineman", 50_000, 16, 7, 3, 3, 4, 8),
      pos("Thrower", 85_000, 2, 7, 3, 3, 2, 8, ["Pass", "Sure Hands"]),
      pos("Gutter Runner", 85_000, 4, 9, 2, 2, 4, 8, ["Dodge"]),
      pos("Blitzer", 90_000, 2, 7, 3, 3, 5, 9, ["Block"])
    ],
    draft: { Lineman: 5, Thrower: 1, "Gutter Runner": 3, Blitzer: 2 },
    rerolls: 3,
    staff: { apothecary: true, assistantCoaches: 1, cheerleaders: 1 },
    drafts: {
      sevens: { draft: { Lineman: 4, "Gutter Runner": 2, Blitzer: 1 }, rerolls: 1, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 2 } },
      "gutter-bowl": { draft: { Lineman: 4, Thrower: 1, "Gutter Runner": 2, Blitzer: 1 }, rerolls: 2, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 } }
    },
    colours: { primary: "#5a4a3a", secondary: "#b5462c" },
    teamNames: ["Skavenblight Scramblers", "Warpfire Wanderers", "Clan Mors Rats"],
    playerNames: ["Skritch", "Queek", "Snikch", "Thanquol", "Ikit", "Kratch", "Vermik", "Squeek", "Tretch", "Gnawdwell", "Skrolk", "Lurk"]
  },
  {
    id: "lizardmen",
    name: "Lizardmen",
    rerollCost: 70_000,
    positions: [
      pos("Skink Runner", 60_000, 8, 8, 2, 3, 4, 8, ["Dodge", "Stunty"]),
      pos("Saurus Blocker", 85_000, 6, 6, 4, 5, 6, 10)
    ],
    draft: { "Skink Runner": 6, "Saurus Blocker": 5 },
    rerolls: 2,
    staff: { apothecary: true, assistantCoaches: 1, cheerleaders: 1 },
    drafts: {
      sevens: { draft: { "Skink Runner": 4, "Saurus Blocker": 3 }, rerolls: 0, staff: { apothecary: true, assistantCoaches: 0, cheerleaders: 1 } },
      "gutter-bowl": { draft: { "Skink Runner": 5, "Saurus Blocker": 3 }, rerolls: 1, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 } }
    },
    colours: { primary: "#2a8c7e", secondary: "#f0c419" },
    teamNames: ["Lustria Lizards", "Itza Iguanas", "Hexoatl Hunters"],
    playerNames: ["Kroq", "Tetto", "Oxyotl", "Chakax", "Nakai", "Tiktaq", "Xlanhuapec", "Zlaaq", "Huinitenuchli", "Tlaqua", "Kroxi", "Quetli"]
  },
  {
    // Goblins without the Fanatic, Looney, Bomma and 'Ooligan (traits the engine does not fold yet).
    id: "goblin",
    name: "Goblin",
    drawn: false,
    rerollCost: 60_000,
    positions: [
      pos("Goblin Lineman", 40_000, 16, 6, 2, 3, 4, 8, ["Dodge"], ["Right Stuff", "Stunty"]),
      pos("Pogoer", 75_000, 1, 7, 2, 3, 5, 8, ["Dodge"], ["Pogo Stick", "Stunty"]),
      pos("Doom Diver", 60_000, 1, 6, 2, 3, 6, 8, [], ["Right Stuff", "Stunty", "Swoop"]),
      pos("Troll", 115_000, 2, 4, 5, 5, 5, 10, ["Mighty Blow (+1)"], ["Always Hungry", "Loner (4+)", "Projectile Vomit", "Really Stupid", "Regeneration", "Throw Team-mate"])
    ],
    draft: { "Goblin Lineman": 7, Pogoer: 1, "Doom Diver": 1, Troll: 2 },
    rerolls: 3,
    staff: { apothecary: true, assistantCoaches: 1, cheerleaders: 1 },
    drafts: {
      sevens: { draft: { "Goblin Lineman": 5, Pogoer: 1, Troll: 1 }, rerolls: 1, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 1 } },
      "gutter-bowl": { draft: { "Goblin Lineman": 6, Pogoer: 1, "Doom Diver": 1, Troll: 1 }, rerolls: 2, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 } }
    },
    colours: { primary: "#4f7f2a", secondary: "#c9a227" },
    teamNames: ["Da Bouncin' Boyz", "Gitz 'n' Grotz", "Pogo Krumpaz"],
    playerNames: ["Snazgit", "Grotsnik", "Wazzock", "Nitbit", "Zogwort", "Skrag", "Boingo", "Gobbla", "Flinga", "Nabbit", "Squig", "Ruckus"]
  },
  {
    // Black Orcs bring Brawler and Grab to the simulator. (The roster's Trained Troll is left
    // out of the draft, as when the roster was added, so that its seeds play as they did.)
    id: "black-orc",
    name: "Black Orc",
    drawn: false,
    rerollCost: 60_000,
    positions: [
      pos("Goblin Bruiser Lineman", 45_000, 16, 6, 2, 3, 4, 8, ["Dodge", "Stunty", "Thick Skull"], ["Right Stuff"]),
      pos("Black Orc", 90_000, 6, 4, 4, 4, 5, 10, ["Brawler", "Grab"])
    ],
    draft: { "Goblin Bruiser Lineman": 5, "Black Orc": 6 },
    rerolls: 3,
    staff: { apothecary: true, assistantCoaches: 0, cheerleaders: 0 },
    drafts: {
      sevens: { draft: { "Goblin Bruiser Lineman": 3, "Black Orc": 4 }, rerolls: 0, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 } },
      "gutter-bowl": { draft: { "Goblin Bruiser Lineman": 4, "Black Orc": 4 }, rerolls: 2, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 } }
    },
    colours: { primary: "#222222", secondary: "#c8a24a" },
    teamNames: ["Thunder Valley Greenskins", "Da Iron Fists", "Gutrot Grabbers"],
    playerNames: ["Grimgor", "Gorfang", "Ironjaw", "Skarsnik", "Snagla", "Gitzit", "Morglum", "Bogrot", "Durgash", "Krumpa", "Ruglud", "Nazbad"]
  },
  {
    // The Assassin (Shadowing, Stab) is left out of the draft (both are folded now; adding him would change these seeds).
    id: "dark-elf",
    name: "Dark Elf",
    drawn: false,
    rerollCost: 50_000,
    positions: [
      pos("Lineman", 70_000, 16, 6, 3, 2, 4, 9),
      pos("Runner", 80_000, 2, 7, 3, 2, 3, 8, ["Dump-off"]),
      pos("Blitzer", 100_000, 4, 7, 3, 2, 4, 9, ["Block"]),
      pos("Witch Elf", 110_000, 2, 7, 3, 2, 5, 8, ["Dodge", "Frenzy", "Jump Up"]),
      // Two Star Players induced for Blood Bowl matches, with their special rules (skill-rosters.ts `star`).
      { ...pos("Roxanna Darknail", 270_000, 1, 8, 3, 1, 4, 8, ["Burst of Speed", "Dodge", "Frenzy", "Jump Up", "Leap"], ["Loner (4+)"]), hired: "star-player" as const },
      { ...pos("Willow Rosebark", 150_000, 1, 5, 4, 3, 6, 9, ["Dauntless", "Indomitable", "Sidestep", "Thick Skull"], ["Loner (4+)"]), hired: "star-player" as const }
    ],
    draft: { Lineman: 6, Runner: 2, Blitzer: 2, "Witch Elf": 1, "Roxanna Darknail": 1, "Willow Rosebark": 1 },
    rerolls: 2,
    staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 1 },
    drafts: {
      sevens: { draft: { Lineman: 4, Runner: 1, Blitzer: 1, "Witch Elf": 1 }, rerolls: 0, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 1 } },
      "gutter-bowl": { draft: { Lineman: 4, Runner: 2, Blitzer: 1, "Witch Elf": 1 }, rerolls: 1, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 } }
    },
    colours: { primary: "#3b1f4a", secondary: "#b8b8c8" },
    teamNames: ["Naggaroth Nightmares", "Darkside Cowboys", "Hag Graef Harpies"],
    playerNames: ["Malus", "Kouran", "Rakarth", "Tullaris", "Lokhir", "Hellebron", "Morathi", "Kaelith", "Drusala", "Shadowblade", "Vyrael", "Sythra"]
  },
  // Rosters that bring the rest of the folded skills to the simulator (named only, never drawn).
  ...SKILL_ROSTERS
]

/**
 * What a new team may spend on its draft, by variant. BlightBowl's rules change no team building
 * (only that seven of a team take the pitch, and handicaps by rating): its teams are Blood Bowl
 * teams, drafted as for Blood Bowl.
 */
export const DRAFT_BUDGET: Readonly<Record<string, number>> = { "blood-bowl": 1_000_000, sevens: 600_000, "gutter-bowl": 750_000, blightbowl: 1_000_000 }

/**
 * Prices by variant: sideline staff, and what a team re-roll costs against the roster's price
 * (Blood Bowl 2020; Sevens pays double for re-rolls and more for its staff) or flat (Gutter Bowl:
 * 100,000 for every team, and no staff to buy at all).
 */
interface Prices {
  readonly apothecary: number
  readonly assistantCoach: number
  readonly cheerleader: number
  readonly rerollFactor: number
  /** A team re-roll's price whatever the roster, where the variant sets one. */
  readonly rerollPrice?: number
}

const PRICES: Readonly<Record<string, Prices>> = {
  "blood-bowl": { apothecary: 50_000, assistantCoach: 10_000, cheerleader: 10_000, rerollFactor: 1 },
  sevens: { apothecary: 80_000, assistantCoach: 20_000, cheerleader: 20_000, rerollFactor: 2 },
  "gutter-bowl": { apothecary: Infinity, assistantCoach: Infinity, cheerleader: Infinity, rerollFactor: 1, rerollPrice: 100_000 }
}

/** What one team re-roll costs a roster in a variant. */
export const rerollPrice = (roster: Roster, variant = "blood-bowl"): number => {
  const prices = PRICES[variant] ?? PRICES["blood-bowl"]!
  return prices.rerollPrice ?? roster.rerollCost * prices.rerollFactor
}

/** How a roster is drafted for a variant: its own plan if it has one, else the Blood Bowl draft. */
export const draftPlan = (roster: Roster, variant = "blood-bowl"): DraftPlan =>
  roster.drafts[variant] ?? { draft: roster.draft, rerolls: roster.rerolls, staff: roster.staff }

/** What a roster's draft costs for a variant: players, team re-rolls and staff. */
export const draftCost = (roster: Roster, variant = "blood-bowl"): number => {
  const plan = draftPlan(roster, variant)
  const prices = PRICES[variant] ?? PRICES["blood-bowl"]!
  let total = plan.rerolls * rerollPrice(roster, variant)
  for (const position of roster.positions) if (position.hired === undefined) total += (plan.draft[position.name] ?? 0) * position.cost
  // Staff a variant does not sell costs nothing when none is bought (0 × Infinity would be NaN).
  const staff = (count: number, price: number) => (count === 0 ? 0 : count * price)
  total += staff(plan.staff.apothecary ? 1 : 0, prices.apothecary) + staff(plan.staff.assistantCoaches, prices.assistantCoach) + staff(plan.staff.cheerleaders, prices.cheerleader)
  return total
}

/** A drafted team of a roster for a match of a variant: ids are prefixed with the team id. */
export const draftTeam = (roster: Roster, teamId: string, nameIndex: number, variant = "blood-bowl"): Team => {
  const plan = draftPlan(roster, variant)
  const players: Array<Player> = []
  let number = 1
  for (const position of roster.positions) {
    const count = plan.draft[position.name] ?? 0
    for (let i = 0; i < count; i++) {
      players.push({
        id: `${teamId}-${number}`,
        number,
        name: roster.playerNames[(number - 1) % roster.playerNames.length]!,
        position: position.name,
        ma: position.ma,
        st: position.st,
        ag: position.ag,
        pa: position.pa,
        av: position.av,
        skills: [...position.skills],
        traits: [...(position.traits ?? [])],
        ...(position.hired === undefined ? {} : { hired: position.hired })
      })
      number++
    }
  }
  // Star Players come with their inducement, one entry each, named.
  const stars = roster.positions.filter((position) => position.hired === "star-player" && (plan.draft[position.name] ?? 0) > 0)
  return {
    id: teamId,
    name: roster.teamNames[nameIndex % roster.teamNames.length]!,
    roster: roster.name,
    colours: roster.colours,
    rerolls: plan.rerolls,
    teamValue: draftCost(roster, variant),
    staff: plan.staff,
    inducements: stars.map((star) => ({ id: "star-player", count: 1, name: star.name })),
    players
  }
}

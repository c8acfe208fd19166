import { Schema } from "effect"
import { Name, PlayerId, Slug, TeamId, Text } from "./primitives.js"

const Int = (minimum: number, maximum: number) => Schema.Int.check(Schema.isBetween({ minimum, maximum }))

/** A skill or trait as printed on a roster, with its value where it has one: `"Loner (4+)"`, `"Mighty Blow (+1)"`. */
const SkillName = Schema.String.check(Schema.isBetweenLength(1, 60))

/**
 * A player as they start the match. AG, PA and AV are target numbers (AG 3 means 3+);
 * PA is null for players who cannot pass.
 */
/** The skill categories of the BB2020 random skill table (Agility, General, Mutations, Passing, Strength). */
export const SKILL_CATEGORIES = ["General", "Agility", "Strength", "Passing", "Mutations"] as const
export type SkillCategory = (typeof SKILL_CATEGORIES)[number]

export const Player = Schema.Struct({
  id: PlayerId,
  number: Int(0, 99),
  name: Name,
  position: Name,
  ma: Int(1, 10),
  st: Int(1, 10),
  ag: Int(1, 6),
  pa: Schema.NullOr(Int(1, 6)),
  av: Int(3, 12),
  skills: Schema.Array(SkillName),
  traits: Schema.Array(SkillName),
  /** How a player who is not on the permanent roster joined for this match. */
  hired: Schema.optionalKey(Schema.Literals(["journeyman", "mercenary", "star-player"])),
  /** The player's primary skill categories, where a rule gives a random skill from them (Death Zone's Ayleen Andar). */
  primary: Schema.optionalKey(Schema.Array(Schema.Literals(SKILL_CATEGORIES)))
}).annotate({ identifier: "Player" })
export type Player = typeof Player.Type

/** Sideline staff hired for the match. */
export const Staff = Schema.Struct({
  apothecary: Schema.Boolean,
  assistantCoaches: Int(0, 20),
  cheerleaders: Int(0, 20)
})
export type Staff = typeof Staff.Type

/** One kind of inducement a team brought, such as two `bribe`s. */
export const Inducement = Schema.Struct({
  id: Slug,
  count: Int(1, 20),
  /** The inducement's own name where the id alone is not enough (a star player, a wizard). */
  name: Schema.optionalKey(Name)
})
export type Inducement = typeof Inducement.Type

const HexColour = Schema.String.check(Schema.isPattern(/^#[0-9a-fA-F]{6}$/u, { expected: "a colour such as \"#1f6feb\"" }))

export const Team = Schema.Struct({
  id: TeamId,
  name: Name,
  /** The team's roster (race), e.g. "Orc", "Wood Elf". */
  roster: Name,
  coach: Schema.optionalKey(Text(120)),
  colours: Schema.optionalKey(Schema.Struct({ primary: HexColour, secondary: HexColour })),
  rerolls: Int(0, 8),
  dedicatedFans: Schema.optionalKey(Int(0, 20)),
  teamValue: Schema.optionalKey(Int(0, 100_000_000)),
  staff: Staff,
  inducements: Schema.Array(Inducement),
  /**
   * The roster's team special rules that matter in a match, as printed: "Favoured of Nurgle"
   * (Plague Ridden's new Rotter, the Plague Doctor), "Masters of Undeath" and "Sylvanian
   * Spotlight" (the Mortuary Assistant), "Bribery and Corruption"… Absent means none.
   */
  specialRules: Schema.optionalKey(Schema.Array(Name)),
  players: Schema.Array(Player).check(Schema.isBetweenLength(1, 64))
}).annotate({ identifier: "Team" })
export type Team = typeof Team.Type

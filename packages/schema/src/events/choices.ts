import { Schema } from "effect"
import { PlayerId, Slug, Square, TeamId } from "../primitives.js"
import { SKILL_CATEGORIES } from "../roster.js"
import { RollPurpose } from "./dice.js"
import { defineEvent } from "./define.js"

const SkillName = Schema.String.check(Schema.isBetweenLength(1, 60))

/** A failed roll is re-rolled: with a team re-roll, a Leader re-roll, or a skill such as Dodge or Pro. */
export const RerollUsed = defineEvent("RerollUsed", {
  team: TeamId,
  source: Schema.Literals(["team-reroll", "leader", "skill"]),
  skill: Schema.optionalKey(SkillName),
  player: Schema.optionalKey(PlayerId),
  /**
   * A re-roll of one die of a roll of several (Old Pro: one die of a 2D6 armour roll): its index in
   * the roll's `faces`, from 0. The new die follows as a one-die `DiceRolled` of the same purpose.
   */
  die: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 2 })))
})

/** The coach lets a failed roll stand although a re-roll was available. */
export const RerollDeclined = defineEvent("RerollDeclined", {
  team: TeamId
})

/** A skill the coach may choose to use is used (Stand Firm, Fend, Dump-off, Diving Tackle…). */
export const SkillUsed = defineEvent("SkillUsed", {
  player: PlayerId,
  skill: SkillName,
  target: Schema.optionalKey(PlayerId),
  at: Schema.optionalKey(Square),
  /** A skill the rule gives `target`, as a roster prints it (Wisdom of the White Dwarf: "Mighty Blow (+1)"). */
  grants: Schema.optionalKey(SkillName),
  /** The skill category the coach picks a random skill from (Ayleen Andar: one of the player's primary categories). */
  category: Schema.optionalKey(Schema.Literals(SKILL_CATEGORIES))
})

/** A skill the coach may choose to use is not used. */
export const SkillDeclined = defineEvent("SkillDeclined", {
  player: PlayerId,
  skill: SkillName
})

/** The team's apothecary is sent to a player who was just injured. */
export const ApothecaryUsed = defineEvent("ApothecaryUsed", {
  team: TeamId,
  player: PlayerId
})

/** After the apothecary's second casualty roll, the coach keeps one of the two results. */
export const InjuryChosen = defineEvent("InjuryChosen", {
  player: PlayerId,
  keep: Schema.Literals(["original", "new"])
})

/** The coach keeps the apothecary back although it could treat this player. */
export const ApothecaryDeclined = defineEvent("ApothecaryDeclined", {
  team: TeamId,
  player: PlayerId
})

/** The coach argues the call after a player is sent off. */
export const CallArgued = defineEvent("CallArgued", {
  team: TeamId
})

/**
 * A player picked at random by the rules (Pitch Invasion, Officious Ref, Sweltering Heat…).
 * Like a die, this is a random input the log records; `for` says what the draw was for.
 */
export const PlayerDrawn = defineEvent("PlayerDrawn", {
  player: PlayerId,
  for: RollPurpose
})

/**
 * A coach picks one of their own players where the rules let them choose (Sevens prayers: Iron
 * Man, Knuckle Dusters, Blessed Statue of Nuffle). Unlike PlayerDrawn it is a decision, not a
 * random input; `for` names what the player is chosen for (the prayer's id).
 */
export const PlayerChosen = defineEvent("PlayerChosen", {
  team: TeamId,
  player: PlayerId,
  for: Slug
})

/**
 * A coach picks the weather where the rules let them choose among rows of the Weather table
 * (Blood Bowl's Weather Mage: the rows the roll reaches when moved by up to 2). `weather` is the
 * row's id, e.g. "pouring-rain".
 */
export const WeatherChosen = defineEvent("WeatherChosen", {
  team: TeamId,
  weather: Slug
})

/**
 * The coach turns down an optional choice the rules offer now, such as a prayer after Cheering
 * Fans or arguing the call. `choice` names it ("prayers-to-nuffle", "argue-the-call", "bribe").
 * Re-rolls, skills and the apothecary have their own Declined events.
 */
export const ChoiceDeclined = defineEvent("ChoiceDeclined", {
  team: TeamId,
  choice: Slug
})

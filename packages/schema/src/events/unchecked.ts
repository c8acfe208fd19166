import { Schema } from "effect"
import { Name, PlayerId, Slug, Square, TeamId, Text } from "../primitives.js"
import { defineEvent } from "./define.js"

const Change = Schema.Int.check(Schema.isBetween({ minimum: -9, maximum: 9 }))

/**
 * Something a player gained during the match and still has as a stretch ends (a Prayer to Nuffle's
 * characteristic change): skills as a roster prints them, and changes to characteristics where +1
 * is always better (+1 AG turns 3+ into 2+; a lowered MA is `ma: -1`), lasting the drive, to the
 * end of the next drive, or the match.
 */
export const AssertedGain = Schema.Struct({
  /** What gave it, in words ("Greasy Cleats"). */
  source: Name,
  until: Schema.Literals(["drive", "next-drive", "game"]),
  skills: Schema.optionalKey(Schema.Array(Name)),
  improve: Schema.optionalKey(Schema.Struct({ ma: Schema.optionalKey(Change), st: Schema.optionalKey(Change), ag: Schema.optionalKey(Change), pa: Schema.optionalKey(Change), av: Schema.optionalKey(Change) }))
})
export type AssertedGain = typeof AssertedGain.Type

/** Where a player is when a stretch ends: on a square (standing, prone or stunned), or in a dugout box. */
export const AssertedPlayer = Schema.Struct({
  player: PlayerId,
  /** The square, or null for a dugout box. */
  at: Schema.NullOr(Square),
  /** On a square: how the player lies. Omitted: standing. */
  posture: Schema.optionalKey(Schema.Literals(["standing", "prone", "stunned"])),
  /** Off the pitch: which box. Omitted: the reserves. */
  box: Schema.optionalKey(Schema.Literals(["reserves", "ko", "bh", "si", "dead", "sent-off"])),
  /** Standing on a square without his tackle zones (a failed Bone Head, Hypnotic Gaze) until he acts again. Omitted: he has them. */
  lostTackleZones: Schema.optionalKey(Schema.Boolean),
  /** Everything the player gained during the match and still has: replaces what the rules hold. Omitted: what they hold stays. */
  gained: Schema.optionalKey(Schema.Array(AssertedGain))
})
export type AssertedPlayer = typeof AssertedPlayer.Type

const Count = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1000 }))

/**
 * An unchecked stretch: a stretch of the source (an imported replay) that could not be turned
 * into events the rules check — a report no importer converts yet, or events the rules refused.
 * The writer gives the match as the source recorded it at the end of the stretch, and the fold
 * takes it on trust: it replaces where everyone is, the ball, the score, the turn and what each
 * team has left, and the match goes on from the start of `team`'s next team turn (or, without
 * `team`, it is over). Nothing in the stretch is checked by the rules; summaries and the viewer
 * show each one with its reason.
 */
export const UncheckedStretch = defineEvent("UncheckedStretch", {
  /** Why the stretch could not be checked, in words. */
  reason: Text(2000),
  /** Where in the source the stretch lies ("FFB commands 1204–1311"). */
  source: Schema.optionalKey(Text(200)),
  /** How many decisions and rolls of the source the stretch holds that were not checked. */
  skipped: Schema.optionalKey(Count),
  half: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 3 })),
  /** The drive under way (counted from 1), when the stretch crossed into a new one. */
  drive: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
  /** The team that kicked off the drive under way. */
  kickingTeam: TeamId,
  /** The team whose team turn starts next; omitted when the match is over. */
  team: Schema.optionalKey(TeamId),
  /** Per team, in header order: team turns started this half, not counting the one about to start. */
  turns: Schema.Array(Count),
  /** Per team, in header order. */
  score: Schema.Array(Count),
  /** Per team, in header order: team re-rolls left. */
  rerolls: Schema.Array(Count),
  /** Per team, in header order: apothecaries left, when the source says. */
  apothecaries: Schema.optionalKey(Schema.Array(Count)),
  /** The weather row in force, when the source says. */
  weather: Schema.optionalKey(Slug),
  /** The ball: its square (null when off the pitch) and who holds it. */
  ball: Schema.Struct({ at: Schema.NullOr(Square), carrier: Schema.NullOr(PlayerId) }),
  /** Every player the source places; players not listed stay where they were. */
  players: Schema.Array(AssertedPlayer)
})

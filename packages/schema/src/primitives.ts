import { Schema } from "effect"

/** Ids are short printable strings chosen by the log's writer (FUMBBL uses digits). */
const Id = Schema.String.check(Schema.isBetweenLength(1, 64))

/** A player's id, unique across the whole match (all teams). */
export const PlayerId = Id.annotate({ expected: "a player id (1 to 64 characters)" })
export type PlayerId = typeof PlayerId.Type

/** A team's id, unique within the match. */
export const TeamId = Id.annotate({ expected: "a team id (1 to 64 characters)" })
export type TeamId = typeof TeamId.Type

/** Coordinates on the variant's pitch grid. The engine's variant module says which squares exist. */
const Coordinate = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 63 }))

/** A pitch square as `[x, y]`: x runs along the pitch from one end zone to the other, y across it. */
export const Square = Schema.Tuple([Coordinate, Coordinate]).annotate({ identifier: "Square" })
export type Square = typeof Square.Type

/** Event sequence numbers start at 1 and strictly increase; gaps are allowed. */
export const Seq = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }))

/** Free text with a sane bound, for names and notes. */
export const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
export const Name = Schema.String.check(Schema.isBetweenLength(1, 120))

/** Kebab-case identifiers such as `wandering-apothecary`. */
export const Slug = Schema.String.check(
  Schema.isPattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u, { expected: "a kebab-case id such as \"bribe\"" })
)

import { Schema } from "effect"
import { Claim } from "../claim.js"
import { Seq } from "../primitives.js"

/**
 * Every event line has the same frame: its `_tag`, its `seq`, the event's own fields, and an
 * optional `claimed` outcome. Field order here is the canonical key order on encode.
 */
export const defineEvent = <const Tag extends string, const Fields extends Schema.Struct.Fields>(
  tag: Tag,
  fields: Fields
) =>
  Schema.Struct({
    _tag: Schema.tag(tag),
    seq: Seq,
    ...fields,
    claimed: Schema.optionalKey(Claim)
  })

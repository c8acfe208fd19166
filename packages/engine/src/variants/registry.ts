import type { VariantId } from "@sidelines/schema"
import { blightbowl } from "./blightbowl/index.js"
import { bloodBowl } from "./blood-bowl/index.js"
import { gutterBowl } from "./gutter-bowl/index.js"
import { holidaySpecial } from "./holiday-special/index.js"
import { sevens } from "./sevens/index.js"
import type { Variant } from "../core/variant/variant.js"

/** The variant modules this engine has, by id. Adding a variant is adding a module here. */
export const VARIANTS: Partial<Record<VariantId, Variant>> = {
  "blood-bowl": bloodBowl,
  sevens,
  "gutter-bowl": gutterBowl,
  blightbowl,
  "holiday-special": holidaySpecial
}

import type { VariantId } from "@sidelines/schema"
import { blightbowl } from "../variants/blightbowl/index.js"
import { bloodBowl } from "../variants/blood-bowl/index.js"
import { gutterBowl } from "../variants/gutter-bowl/index.js"
import { holidaySpecial } from "../variants/holiday-special/index.js"
import { sevens } from "../variants/sevens/index.js"
import type { Variant } from "./variant.js"

/** The variant modules this engine has, by id. Adding a variant is adding a module here. */
export const VARIANTS: Partial<Record<VariantId, Variant>> = {
  "blood-bowl": bloodBowl,
  sevens,
  "gutter-bowl": gutterBowl,
  blightbowl,
  "holiday-special": holidaySpecial
}

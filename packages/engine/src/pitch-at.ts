import { variantAt } from "./fold.js"
import type { Match } from "./model/match.js"
import type { Pitch } from "./model/pitch.js"
import type { MatchState } from "./model/state.js"

/**
 * The pitch as it stands at a state, for readers that draw it: the variant's pitch as the match
 * chose it (Gutter Bowl's street or sewer, BlightBowl's quarters, a stadium's moved line) with
 * the features placed during the match (Holiday Special's houses and the snowgrots still
 * standing). `variantAt` keeps one pitch object per list of placed features, so a viewer that
 * keys its drawing on the pitch redraws the field only when that list changes.
 */
export const pitchAt = (match: Match, state: MatchState): Pitch => variantAt(match, state).pitch

import { variantAt } from "./fold.js"
import type { Match } from "./model/match.js"
import type { Pitch } from "./model/pitch.js"
import type { MatchState, PlacedFeatures } from "./model/state.js"

// One pitch object per (pitch, placed features): a viewer that keys its drawing on the pitch
// redraws the field only when a house is placed or a snowgrot blown up, not on every event.
const cache = new WeakMap<Pitch, WeakMap<PlacedFeatures, Pitch>>()

/**
 * The pitch as it stands at a state: the variant's pitch as the match chose it (Gutter Bowl's
 * street or sewer, BlightBowl's quarters) with the features placed during the match (Holiday
 * Special: the coaches' gingerbread houses and the snowgrots still standing).
 */
export const pitchAt = (match: Match, state: MatchState): Pitch => {
  const pitch = variantAt(match, state).pitch
  const placed = state.placed
  if (placed === undefined || placed.features.length === 0) return pitch
  let byPlaced = cache.get(pitch)
  if (byPlaced === undefined) {
    byPlaced = new WeakMap()
    cache.set(pitch, byPlaced)
  }
  let withPlaced = byPlaced.get(placed)
  if (withPlaced === undefined) {
    withPlaced = { ...pitch, features: [...pitch.features, ...placed.features] }
    byPlaced.set(placed, withPlaced)
  }
  return withPlaced
}

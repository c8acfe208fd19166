import { above } from "../above.js"
import { isObstacle } from "../../model/features.js"
import type { Match } from "../../model/match.js"
import type { Pitch, SquareFeature } from "../../model/pitch.js"
import type { MatchState } from "../../model/state.js"
import type { Variant } from "./variant.js"

/** The fields of a state the variant as played depends on. */
type VariantInputs = Pick<MatchState, "venue" | "stadium" | "half"> & Partial<Pick<MatchState, "phase" | "kickingTeam" | "drive" | "placed" | "alliances">>

/**
 * The variant as played in this state: the variant module itself, or, for a variant with several
 * pitches, the one chosen (by the header or by the pre-game roll); then, at a stadium with an
 * attribute (or a team's home stadium), that variant as played there (`atStadium`, src/stadium/);
 * then the features placed for the match (Holiday Special's houses and snowgrots) on its pitch.
 * (A BlightBowl header's `mode` is applied to the module itself, by `variantOf`/`configured`.)
 * Asked twice in a row with the same inputs, it gives the same object (the last answer is kept per
 * match), so a reader may key what it draws on it.
 */
export const variantAt = (match: Match, state: VariantInputs): Variant => {
  // Without a stadium the work is a few field reads: nothing to remember.
  if (state.stadium === undefined) return variantFrom(match, state)
  // At a stadium `atStadium` builds a cache key (a string) on every call, and the fold asks for the
  // variant before every event while it changes a few times a match: the last answer is remembered
  // per match, for the fields it was worked out from.
  const seen = lastSeen.get(match)
  if (seen !== undefined && seen.venue === state.venue && seen.stadium === state.stadium && seen.half === state.half && seen.placed === state.placed &&
    seen.alliances === state.alliances && seen.phase === state.phase && seen.kickingTeam === state.kickingTeam && seen.drive === state.drive) return seen.variant
  const variant = variantFrom(match, state)
  lastSeen.set(match, { venue: state.venue, stadium: state.stadium, half: state.half, phase: state.phase, kickingTeam: state.kickingTeam, drive: state.drive, placed: state.placed, alliances: state.alliances, variant })
  return variant
}

interface Seen {
  readonly venue: VariantInputs["venue"]
  readonly stadium: VariantInputs["stadium"]
  readonly half: number
  readonly phase: VariantInputs["phase"]
  readonly kickingTeam: VariantInputs["kickingTeam"]
  readonly drive: VariantInputs["drive"]
  readonly placed: VariantInputs["placed"]
  readonly alliances: VariantInputs["alliances"]
  readonly variant: Variant
}
const lastSeen = new WeakMap<Match, Seen>()

const variantFrom = (match: Match, state: VariantInputs): Variant => {
  const choice = match.variant.pitches
  const base = choice === null || state.venue === undefined ? match.variant : choice.variants[state.venue] ?? match.variant
  const variant = state.stadium === undefined ? base : above.atStadium(base, match.header, state.stadium, state.half, scrimmageLine(state))
  const placed = state.placed === undefined || state.placed.features.length === 0 ? variant : withPlacedFeatures(variant, state.placed.features)
  return state.alliances === undefined ? placed : withAlliances(placed, state.alliances)
}

const realigned = new WeakMap<ReadonlyArray<number>, { readonly base: Variant; readonly variant: Variant }>()

/**
 * The variant with the alliances the coaches have made and broken (BlightBowl's all-Skaven
 * games): its `Sides` built from each team's side, so every ally/opponent question follows.
 * One copy per alliance list, as for placed features.
 */
const withAlliances = (variant: Variant, side: ReadonlyArray<number>): Variant => {
  const known = realigned.get(side)
  if (known !== undefined && known.base === variant) return known.variant
  const sides = variant.sides?.realigned?.(side)
  const merged: Variant = sides === undefined ? variant : { ...variant, sides }
  realigned.set(side, { base: variant, variant: merged })
  return merged
}

/** A line of scrimmage moved for a kick-off (Unclear Markings) holds for that drive's set-up and kick only. */
const scrimmageLine = (state: Pick<MatchState, "stadium"> & Partial<Pick<MatchState, "phase" | "kickingTeam" | "drive">>) => {
  const moved = state.stadium?.line
  return moved !== undefined && moved.drive === state.drive && (state.phase === "set-up" || state.phase === "kick-off") && state.kickingTeam != null
    ? { line: moved.line, kickingTeam: state.kickingTeam }
    : null
}

const withPlaced = new WeakMap<ReadonlyArray<SquareFeature>, { readonly base: Variant; readonly variant: Variant }>()

/**
 * The variant with the features placed for the match (houses, snowgrots) on its pitch, so the
 * pitch's feature questions (model/features.ts) see them; nobody sets up on a placed obstacle.
 * One copy per list of placed features: states share the list until it changes. Placed after
 * the stadium layer, so a line of scrimmage moved at the stadium still keeps set-ups off them.
 */
const withPlacedFeatures = (variant: Variant, placed: ReadonlyArray<SquareFeature>): Variant => {
  const known = withPlaced.get(placed)
  if (known !== undefined && known.base === variant) return known.variant
  const base = variant.pitch
  const pitch: Pitch = {
    ...base,
    features: [...base.features, ...placed],
    isSetUpArea: (team, square) => base.isSetUpArea(team, square) && !isObstacle(pitch, square)
  }
  const merged: Variant = { ...variant, pitch }
  withPlaced.set(placed, { base: variant, variant: merged })
  return merged
}

/** The free apothecaries a team has at the header's stadium from the start (On-site Apothecaries). */
export const stadiumApothecaries = (match: Match, team: number): number => {
  const stadium = above.stadiumFromHeader(match.header)
  if (stadium === undefined) return 0
  const venue = match.variant.pitches !== null ? match.header.options.pitch : undefined
  return variantAt(match, { venue, stadium, half: 0 }).freeApothecaries?.(team) ?? 0
}

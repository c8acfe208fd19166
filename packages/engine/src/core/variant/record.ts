import type { Pitch } from "../../model/pitch.js"
import type { Variant, VariantHooks } from "./variant.js"

/**
 * The variant as the rules read it (`ctx.variant`), rebuilt with every field in one order, and its
 * pitch and hooks likewise.
 *
 * Why: the rules read the variant on nearly every event (its pitch, its hooks, its rule points),
 * and the variants are written as object literals of many shapes, with optional fields present or
 * not, and copied by spreads at a stadium, for alliances and for placed features. Each shape is a
 * hidden class of its own in V8, so those reads went megamorphic, and the profile showed them
 * missing V8's lookup cache (a runtime lookup on a single `ctx.variant.hooks?.anyTimeEvent` was
 * ~5% of a move). One shape keeps them monomorphic while one variant is played, and polymorphic,
 * not megamorphic, across a handful.
 *
 * The key lists below are every field of the interfaces: a field the interface gains and a list
 * lacks fails to compile, and a field an object has that its list lacks throws (it would be lost).
 */
type Exhaustive<T, L extends ReadonlyArray<keyof T>> = Exclude<keyof T, L[number]> extends never ? L : never

const PITCH_KEYS = ["width", "height", "contains", "isEndZoneOf", "isOwnHalf", "isSetUpArea", "isLineOfScrimmage", "wideZone", "throwInFacing", "features"] as const
const HOOK_KEYS = [
  "placedFeatures", "beforePreGame", "steps", "afterTouchdown", "kickOffResults", "atTurnStart", "actions", "result", "inducementSteps", "mayRepeat",
  "afterTurnover", "onArrive", "afterCasualtyRoll", "koRecoveryModifiers", "teamRerollSpent", "onActivation", "actsAgain", "passAccurate",
  "passArrives", "atTurnDecision", "anyTimeEvent", "koStands"
] as const
const VARIANT_KEYS = [
  "id", "name", "pitch", "turnsPerHalf", "halves", "maxPlayersOnPitch", "minOnLineOfScrimmage", "maxPerWideZone", "tables", "rules",
  "fallArmourModifier", "bounces", "kickOff", "apothecary", "draft", "concession", "sendingOff", "secretWeapon", "pitches", "configure", "sides",
  "kickRules", "overtime", "inducementTables", "knockoutOvertime", "hooks", "prayerTrapdoors", "prayersPerTeamValue", "inducements", "poolPlayers",
  "starPlayerPoints", "bounceSquares", "bounceDownhill", "bounceOffWall", "movement", "extraRush", "rushFallSave", "fanFactorModifiers", "crowd",
  "crowdWalled", "pitchInvasionModifier", "freeApothecaries", "freeInducements", "atHalfStart", "atDriveStart", "atDriveEnd", "beforeKickOffTable",
  "kickOffRolledAgain", "afterFoul", "stunnedInWater", "noCheerleaders", "slideOnIce", "trapdoorsUncovered", "crowdGivesBack", "atTurnStart",
  "crowdMayKeepBall", "atTurnEnd"
] as const
const pitchKeys: Exhaustive<Pitch, typeof PITCH_KEYS> = PITCH_KEYS
const hookKeys: Exhaustive<VariantHooks, typeof HOOK_KEYS> = HOOK_KEYS
const variantKeys: Exhaustive<Variant, typeof VARIANT_KEYS> = VARIANT_KEYS

/** The object's fields in the list's order, absent ones undefined: every record built here from the same list shares a hidden class. */
const record = <T extends object>(what: string, keys: ReadonlyArray<keyof T>, from: T, replaced: Partial<T> = {}): T => {
  const known = new Set<PropertyKey>(keys)
  const stray = Object.keys(from).find((key) => !known.has(key))
  if (stray !== undefined) throw new Error(`internal: the ${what} has a field "${stray}" that core/variant/record.ts does not list`)
  const out: Record<PropertyKey, unknown> = {}
  for (const key of keys) out[key] = key in replaced ? replaced[key] : from[key]
  return out as T
}

const pitches = new WeakMap<Pitch, Pitch>()
const pitchRecord = (pitch: Pitch): Pitch => {
  let made = pitches.get(pitch)
  if (made === undefined) {
    made = record("pitch", pitchKeys, pitch)
    pitches.set(pitch, made)
  }
  return made
}

const made = new WeakMap<Variant, Variant>()
let lastIn: Variant | undefined
let lastOut: Variant | undefined

/** The variant with one shape (see above); the same object for the same variant. */
export const variantRecord = (variant: Variant): Variant => {
  // The fold asks for the same variant event after event: a comparison, not a lookup.
  if (variant === lastIn) return lastOut!
  let out = made.get(variant)
  if (out === undefined) {
    out = record("variant", variantKeys, variant, {
      pitch: pitchRecord(variant.pitch),
      ...(variant.hooks === undefined ? {} : { hooks: record("variant's hooks", hookKeys, variant.hooks) })
    })
    made.set(variant, out)
  }
  lastIn = variant
  lastOut = out
  return out
}

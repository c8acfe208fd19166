import { Schema } from "effect"
import { TeamId } from "./primitives.js"

/**
 * The games Sidelines folds. The rules of each live in the engine's variant module;
 * the format only names them and their match options.
 */
export const VARIANT_IDS = ["blood-bowl", "sevens", "gutter-bowl", "blightbowl", "holiday-special"] as const
export const VariantId = Schema.Literals(VARIANT_IDS)
export type VariantId = typeof VariantId.Type

/** Gutter Bowl is played on a street (market stalls) or a sewer (pits); absent means rolled before the match. */
export const GUTTER_PITCHES = ["street", "sewer"] as const
/** BlightBowl alliances: two against two, three against one, or everyone for themselves. */
export const BLIGHTBOWL_MODES = ["allies", "grudge", "free-for-all"] as const

/**
 * Stadium attributes, one id per row of the four D6 attribute tables, grouped by the
 * Random Stadium table's category. `random` means the stadium is rolled in the log.
 */
export const STADIUM_TABLES = {
  "unusual-playing-surface": ["ankle-deep-water", "sloping-pitch", "ice", "astrogranite", "uneven-footing", "solid-stone"],
  "rough-and-ready": [
    "apathetic-officials",
    "appalling-stands",
    "uncovered-trapdoors",
    "unclear-markings",
    "desperate-for-exposure",
    "poorly-built-dungeons"
  ],
  luxury: [
    "integrated-merchandise-stalls",
    "reputation-for-spectacle",
    "broadcast-studio",
    "on-site-apothecaries",
    "enclosed-pitch",
    "deluxe-seating"
  ],
  "local-crowd": [
    "ale-fuelled-maniacs",
    "boisterous-rabble",
    "know-it-all-hecklers",
    "bunch-of-pacifists",
    "fickle-fans",
    "solemn-and-silent"
  ]
} as const
export const STADIUM_ATTRIBUTES = Object.values(STADIUM_TABLES).flat()
export const STADIUM_OPTIONS = [...STADIUM_ATTRIBUTES, "random"] as const
export type StadiumAttribute = (typeof STADIUM_ATTRIBUTES)[number]

/** Which variant each match option belongs to; `null` means any variant may use it. */
export const OPTION_OWNERS = { pitch: "gutter-bowl", mode: "blightbowl", stadium: null, home: null, knockout: "blood-bowl", exhibition: null } as const
/** How many teams each variant plays with. */
export const TEAM_COUNTS: Record<VariantId, number> = {
  "blood-bowl": 2,
  sevens: 2,
  "gutter-bowl": 2,
  blightbowl: 4,
  "holiday-special": 2
}

export const MatchOptions = Schema.Struct({
  pitch: Schema.optionalKey(Schema.Literals(GUTTER_PITCHES)),
  mode: Schema.optionalKey(Schema.Literals(BLIGHTBOWL_MODES)),
  stadium: Schema.optionalKey(Schema.Literals(STADIUM_OPTIONS)),
  /**
   * The team playing at its home stadium (a residency deal): its id. The stadium is then that
   * team's, so `stadium` must name its attribute (not `random`).
   */
  home: Schema.optionalKey(TeamId),
  /**
   * A match that must have a winner (a knock-out cup tie): tied after the second half, it goes to
   * one period of extra time, then a roll-off. Absent or false: a tie stands as a draw.
   */
  knockout: Schema.optionalKey(Schema.Boolean),
  /**
   * An exhibition match, not part of a league: a named coach, wizard or referee both teams hired
   * works for both. Absent or false: a league match, where such a ringer works for neither.
   */
  exhibition: Schema.optionalKey(Schema.Boolean)
})
export type MatchOptions = typeof MatchOptions.Type

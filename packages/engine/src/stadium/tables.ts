import { STADIUM_TABLES, type StadiumAttribute } from "@sidelines/schema"
import { row, type Table } from "../core/variant/tables.js"

export type StadiumCategory = keyof typeof STADIUM_TABLES

/**
 * The Random Stadium table (2D6, before the pre-game's first step): a category whose D6 table
 * then gives the attribute, or nothing out of the ordinary.
 */
export const RANDOM_STADIUM: Table<StadiumCategory | "ordinary"> = [
  row(2, 3, "unusual-playing-surface", "Unusual Playing Surface"),
  row(4, 5, "rough-and-ready", "Rough & Ready Stadium"),
  row(6, 8, "ordinary", "Nothing out of the Ordinary"),
  row(9, 10, "luxury", "Luxury Stadium"),
  row(11, 12, "local-crowd", "Local Crowd")
]

/** Each attribute's name as the rulebook prints it. */
export const ATTRIBUTE_NAMES: Readonly<Record<StadiumAttribute, string>> = {
  "ankle-deep-water": "Ankle-deep Water",
  "sloping-pitch": "Sloping Pitch",
  ice: "Ice",
  astrogranite: "Astrogranite",
  "uneven-footing": "Uneven Footing",
  "solid-stone": "Solid Stone",
  "apathetic-officials": "Apathetic Officials",
  "appalling-stands": "Appalling Stands",
  "uncovered-trapdoors": "Uncovered Trapdoors",
  "unclear-markings": "Unclear Markings",
  "desperate-for-exposure": "Desperate for Exposure",
  "poorly-built-dungeons": "Poorly-built Dungeons",
  "integrated-merchandise-stalls": "Integrated Merchandise Stalls",
  "reputation-for-spectacle": "Reputation for Spectacle",
  "broadcast-studio": "Broadcast Studio",
  "on-site-apothecaries": "On-site Apothecaries",
  "enclosed-pitch": "Enclosed Pitch",
  "deluxe-seating": "Deluxe Seating",
  "ale-fuelled-maniacs": "Ale-fuelled Maniacs",
  "boisterous-rabble": "Boisterous Rabble",
  "know-it-all-hecklers": "Know-it-all Hecklers",
  "bunch-of-pacifists": "Bunch of Pacifists",
  "fickle-fans": "Fickle Fans",
  "solemn-and-silent": "Solemn and Silent"
}

export const attributeName = (attribute: StadiumAttribute): string => ATTRIBUTE_NAMES[attribute]

/** The D6 attribute table of a category: face n is the category's n-th attribute. */
export const attributeTable = (category: StadiumCategory): Table<StadiumAttribute> =>
  STADIUM_TABLES[category].map((attribute, i) => row(i + 1, i + 1, attribute, attributeName(attribute)))

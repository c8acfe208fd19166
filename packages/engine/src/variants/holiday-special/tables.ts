import type { Weather } from "../../model/state.js"
import { row, type Table } from "../../core/variant/tables.js"
import type { InjuryRow, Tables } from "../../core/variant/variant.js"
import { bloodBowlTables } from "../blood-bowl/tables.js"

/** The Winter Wonderland weather table (2D6). Its Blizzard is Blood Bowl's, under the same id. */
export const winterWonderlandWeather: Table<Weather> = [
  row(2, 2, "squigalanche", "Squigalanche"),
  row(3, 3, "frozen-snow", "Frozen Snow"),
  row(4, 10, "perfectish-conditions", "Perfect(ish) Conditions"),
  row(11, 11, "cold-snap", "Cold Snap"),
  row(12, 12, "blizzard", "Blizzard")
]

/**
 * The Winter Wonderland kick-off table (2D6). Five results are Blood Bowl's under another name
 * and keep Blood Bowl's ids, so the shared kick-off code folds them: Cheering Villagers (Cheering
 * Fans), Motivational Speeches (Brilliant Coaching), Snow Business (Changing Weather, re-rolled on
 * this variant's weather table), Flash Unfreeze (Quick Snap) and Get 'em (Blitz). The other six
 * have ids of their own; their effects are not folded yet, so the fold stops at them as Unsupported.
 */
export const winterWonderlandKickOff = [
  row(2, 2, "the-more-the-merrier", "The More the Merrier!"),
  row(3, 3, "its-a-miracle", "It's a Miracle!"),
  row(4, 4, "avalanche", "Avalanche"),
  row(5, 5, "hold-on-a-minute", "Hold On a Minute!"),
  row(6, 6, "cheering-fans", "Cheering Villagers"),
  row(7, 7, "brilliant-coaching", "Motivational Speeches"),
  row(8, 8, "changing-weather", "Snow Business"),
  row(9, 9, "quick-snap", "Flash Unfreeze"),
  row(10, 10, "blitz", "Get 'em"),
  row(11, 11, "roaming-yhetees", "Roaming Yhetees"),
  row(12, 12, "snowball-surprise", "Snowball Surprise")
]

/** The Holiday friendly injury table (2D6), for every player, Stunty or not: no casualties, but Switch!. */
export const holidayInjury: Table<InjuryRow> = [
  row(2, 7, "stunned", "Stunned"),
  row(8, 9, "ko", "KO'd"),
  row(10, 12, "switch", "Switch!")
]

export const holidayTables: Tables = {
  ...bloodBowlTables,
  weather: winterWonderlandWeather,
  calmWeather: "perfectish-conditions",
  kickOff: winterWonderlandKickOff,
  injury: holidayInjury,
  stuntyInjury: holidayInjury
}

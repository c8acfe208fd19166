import type { Weather } from "../../model/state.js"
import { row, type Table } from "../../core/variant/tables.js"
import type { Tables } from "../../core/variant/variant.js"

/** Blood Bowl 2020 tables, as the public engines (FFB, Jervis) encode them; see ../shared/rules/README.md. */
export const weather: Table<Weather> = [
  row(2, 2, "sweltering-heat", "Sweltering Heat"),
  row(3, 3, "very-sunny", "Very Sunny"),
  row(4, 10, "perfect-conditions", "Perfect Conditions"),
  row(11, 11, "pouring-rain", "Pouring Rain"),
  row(12, 12, "blizzard", "Blizzard")
]

export const kickOff = [
  row(2, 2, "get-the-ref", "Get the Ref"),
  row(3, 3, "time-out", "Time-out"),
  row(4, 4, "solid-defence", "Solid Defence"),
  row(5, 5, "high-kick", "High Kick"),
  row(6, 6, "cheering-fans", "Cheering Fans"),
  row(7, 7, "brilliant-coaching", "Brilliant Coaching"),
  row(8, 8, "changing-weather", "Changing Weather"),
  row(9, 9, "quick-snap", "Quick Snap"),
  row(10, 10, "blitz", "Blitz"),
  row(11, 11, "officious-ref", "Officious Ref"),
  row(12, 12, "pitch-invasion", "Pitch Invasion")
]

export const injury = [
  row(2, 7, "stunned", "Stunned"),
  row(8, 9, "ko", "KO'd"),
  row(10, 12, "casualty", "Casualty")
] as const

export const stuntyInjury = [
  row(2, 6, "stunned", "Stunned"),
  row(7, 8, "ko", "KO'd"),
  row(9, 9, "badly-hurt", "Badly Hurt"),
  row(10, 12, "casualty", "Casualty")
] as const

export const casualty = [
  row(1, 6, "badly-hurt", "Badly Hurt"),
  row(7, 9, "seriously-hurt", "Seriously Hurt"),
  row(10, 12, "serious-injury", "Serious Injury"),
  row(13, 14, "lasting-injury", "Lasting Injury"),
  row(15, 16, "dead", "Dead")
] as const

export const lastingInjury = [
  row(1, 2, "head-injury", "Head Injury (-1 AV)"),
  row(3, 3, "smashed-knee", "Smashed Knee (-1 MA)"),
  row(4, 4, "broken-arm", "Broken Arm (-1 PA)"),
  row(5, 5, "neck-injury", "Neck Injury (-1 AG)"),
  row(6, 6, "dislocated-shoulder", "Dislocated Shoulder (-1 ST)")
] as const

/** The D16 Prayers to Nuffle table (the order FFB's and Jervis's BB2020 tables agree on). */
export const prayers = [
  row(1, 1, "treacherous-trapdoor", "Treacherous Trapdoor"),
  row(2, 2, "friends-with-the-ref", "Friends with the Ref"),
  row(3, 3, "stiletto", "Stiletto"),
  row(4, 4, "iron-man", "Iron Man"),
  row(5, 5, "knuckle-dusters", "Knuckle Dusters"),
  row(6, 6, "bad-habits", "Bad Habits"),
  row(7, 7, "greasy-cleats", "Greasy Cleats"),
  row(8, 8, "blessed-statue-of-nuffle", "Blessed Statue of Nuffle"),
  row(9, 9, "moles-under-the-pitch", "Moles under the Pitch"),
  row(10, 10, "perfect-passing", "Perfect Passing"),
  row(11, 11, "fan-interaction", "Fan Interaction"),
  row(12, 12, "necessary-violence", "Necessary Violence"),
  row(13, 13, "fouling-frenzy", "Fouling Frenzy"),
  row(14, 14, "throw-a-rock", "Throw a Rock"),
  row(15, 15, "under-scrutiny", "Under Scrutiny"),
  row(16, 16, "intensive-training", "Intensive Training")
] as const

export const bloodBowlTables: Tables = {
  weather, calmWeather: "perfect-conditions", kickOff, injury, stuntyInjury, casualty, lastingInjury,
  prayersToNuffle: { die: "d16", table: prayers }
}

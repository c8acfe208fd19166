import { row, type Table } from "../../core/variant/tables.js"
import type { Tables } from "../../core/variant/variant.js"
import { kickOff, lastingInjury, weather } from "../blood-bowl/tables.js"

/**
 * The Blood Bowl Sevens tables, from the Sevens rules (../shared/rules/sevens-and-skills.txt)
 * and cross-checked with Jervis's BB7 tables (cmelchior/jervis-ffb: BB7KickOffEventTable,
 * BB7StandardInjuryTable, BB7StuntyInjuryTable, BB7PrayersToNuffleTable).
 */

/**
 * The Sevens kick-off table has the same eleven results on the same totals as Blood Bowl's; where
 * a result works differently (Time-out from turn 4, D3+1 players for Solid Defence, Quick Snap
 * and Blitz!, the D8 prayers after Cheering Fans), the variant's numbers and tables say so.
 */
export const sevensKickOff: Table = kickOff

/** Sevens injury: no casualty roll; the 2D6 names the casualty itself. */
export const sevensInjury = [
  row(2, 7, "stunned", "Stunned"),
  row(8, 9, "ko", "KO'd"),
  row(10, 10, "badly-hurt", "Badly Hurt"),
  row(11, 11, "seriously-hurt", "Seriously Hurt"),
  row(12, 12, "dead", "Dead")
] as const

/** Sevens injury for Stunty players. */
export const sevensStuntyInjury = [
  row(2, 6, "stunned", "Stunned"),
  row(7, 8, "ko", "KO'd"),
  row(9, 10, "badly-hurt", "Badly Hurt"),
  row(11, 11, "seriously-hurt", "Seriously Hurt"),
  row(12, 12, "dead", "Dead")
] as const

/** The shortened Sevens Prayers to Nuffle table, rolled on a D8. */
export const sevensPrayers = [
  row(1, 1, "treacherous-trapdoor", "Treacherous Trapdoor"),
  row(2, 2, "friends-with-the-ref", "Friends with the Ref"),
  row(3, 3, "stiletto", "Stiletto"),
  row(4, 4, "iron-man", "Iron Man"),
  row(5, 5, "knuckle-dusters", "Knuckle Dusters"),
  row(6, 6, "bad-habits", "Bad Habits"),
  row(7, 7, "greasy-cleats", "Greasy Cleats"),
  row(8, 8, "blessed-statue-of-nuffle", "Blessed Statue of Nuffle")
] as const

export const sevensTables: Tables = {
  weather,
  calmWeather: "perfect-conditions",
  kickOff: sevensKickOff,
  injury: sevensInjury,
  stuntyInjury: sevensStuntyInjury,
  // No casualty roll in Sevens: the injury tables give Badly Hurt, Seriously Hurt and Dead.
  casualty: null,
  // Never read (there is no casualty roll to lead to a lasting injury); kept for the shape.
  lastingInjury,
  prayersToNuffle: { die: "d8", table: sevensPrayers }
}

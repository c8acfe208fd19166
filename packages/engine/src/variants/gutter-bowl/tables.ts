import type { Weather } from "../../model/state.js"
import { row, type Table } from "../../core/variant/tables.js"
import type { Tables } from "../../core/variant/variant.js"
import { bloodBowlTables } from "../blood-bowl/tables.js"

/**
 * The Gutter Bowl tables (../shared/rules/gutter-bowl.txt): each pitch has its own kick-off
 * table and weather table; injuries and casualties are Blood Bowl's. There are no Prayers to
 * Nuffle. Row ids name the results; the rules for each are in docs/variants/gutter-bowl.md.
 */

export const streetKickOff = [
  row(2, 2, "falling-roof-tiles", "Falling Roof Tiles"),
  row(3, 3, "riot", "Riot!"),
  row(4, 4, "quick-attack", "Quick Attack"),
  row(5, 5, "rogue-washing-line", "Rogue Washing Line"),
  row(6, 6, "this-round-is-on-us", "This Round Is On Us!"),
  row(7, 7, "cheering-fans-reroll", "Cheering Fans"),
  row(8, 8, "changing-weather", "Changing Weather"),
  row(9, 9, "loose-dogs", "Loose Dogs"),
  row(10, 10, "black-market-dealer", "Black Market Dealer"),
  row(11, 11, "furious-neighbour", "Furious Neighbour"),
  row(12, 12, "the-guards-are-coming", "The Guards Are Coming!")
] as const

export const sewerKickOff = [
  row(2, 2, "tentacled-terror", "Tentacled Terror"),
  row(3, 3, "riot", "Riot!"),
  row(4, 4, "sudden-stink", "Sudden Stink"),
  row(5, 5, "bats", "Bats!"),
  row(6, 6, "get-ready-lads", "Get Ready, Lads!"),
  row(7, 7, "cheering-fans-reroll", "Cheering Fans"),
  row(8, 8, "changing-weather", "Changing Weather"),
  row(9, 9, "sticky-sludge", "Sticky Sludge"),
  row(10, 10, "black-market-dealer", "Black Market Dealer"),
  row(11, 11, "fresh-sewage", "'Fresh' Sewage"),
  row(12, 12, "swarm-of-rats", "Swarm of Rats")
] as const

export const streetWeather: Table<Weather> = [
  row(2, 2, "clouds-of-smog", "Clouds of Smog"),
  row(3, 3, "howling-winds", "Howling Winds"),
  row(4, 10, "a-normal-day", "A Normal Day"),
  row(11, 11, "sudden-downpour", "Sudden Downpour"),
  row(12, 12, "a-stormy-night", "A Stormy Night")
]

export const sewerWeather: Table<Weather> = [
  row(2, 2, "unbearable-stench", "Unbearable Stench"),
  row(3, 3, "spilt-sewage", "Spilt Sewage"),
  row(4, 10, "no-more-disgusting-than-usual", "No More Disgusting Than Usual"),
  row(11, 11, "its-getting-warm", "It's Getting Warm"),
  row(12, 12, "underground-heatwave", "Underground Heatwave")
]

const shared = {
  injury: bloodBowlTables.injury,
  stuntyInjury: bloodBowlTables.stuntyInjury,
  casualty: bloodBowlTables.casualty,
  lastingInjury: bloodBowlTables.lastingInjury,
  // No Prayers to Nuffle in Gutter Bowl (and no kick-off result leads to them).
  prayersToNuffle: null
}

export const streetTables: Tables = { ...shared, weather: streetWeather, calmWeather: "a-normal-day", kickOff: streetKickOff }
export const sewerTables: Tables = { ...shared, weather: sewerWeather, calmWeather: "no-more-disgusting-than-usual", kickOff: sewerKickOff }

import { BLOOD_BOWL_INDUCEMENTS } from "../../inducements/other/inducements.js"
import { SPECIAL_PLAYS_TABLE } from "../../special-plays/play.js"
import type { Variant } from "../../core/variant/variant.js"
import { bloodBowlPitch } from "./pitch.js"
import { bloodBowlTables } from "./tables.js"

/** Blood Bowl 2020 (second season): 11 a side on a 26×15 pitch, two halves of 8 team turns each. */
export const bloodBowl: Variant = {
  id: "blood-bowl",
  name: "Blood Bowl",
  pitch: bloodBowlPitch,
  turnsPerHalf: 8,
  halves: 2,
  maxPlayersOnPitch: 11,
  minOnLineOfScrimmage: 3,
  maxPerWideZone: 2,
  tables: bloodBowlTables,
  rules: {
    // The team that received the first drive of the match kicks off the second half.
    kickingTeamForHalf: (half, firstKickingTeam) => (half % 2 === 1 ? firstKickingTeam : 1 - firstKickingTeam),
    setUpOrder: (kickingTeam) => [kickingTeam, 1 - kickingTeam],
    receivingTeam: (kickingTeam) => 1 - kickingTeam,
    nextTeam: (team) => 1 - team
  },
  fallArmourModifier: 0,
  bounces: 1,
  kickOff: { extraPlayers: 3, timeOutFromTurn: 6 },
  apothecary: { kind: "second-casualty-roll" },
  draft: null,
  // A coach may concede before setting up with three players or fewer (no penalty), or at the start of any of their team turns.
  concession: { maxPlayers: 3, atTurnStart: true },
  sendingOff: true,
  // Secret Weapon: sent off at the end of each drive the player took part in; a Bribe may save them.
  secretWeapon: { stayOn: null, casualtyOn: null, bribes: true },
  pitches: null,
  // The two trapdoors of the Blood Bowl pitch, opened by Treacherous Trapdoor (FFB's squares, one in each half).
  prayerTrapdoors: [[6, 1], [19, 13]],
  // The underdog's pre-game prayers: one for each full 50,000 gold pieces of team value difference.
  prayersPerTeamValue: 50_000,
  inducements: BLOOD_BOWL_INDUCEMENTS,
  // The Special Plays cards, for the coverage catalogue (rules/special-plays/).
  inducementTables: [SPECIAL_PLAYS_TABLE],
  // A knock-out match tied after two halves: extra time (a third period, kicked off as the first
  // half was, re-rolls not replenished), then a roll-off of a D6 each, rolled again on a tie.
  knockoutOvertime: 1
}

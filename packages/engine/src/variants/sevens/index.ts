import type { Variant } from "../../core/variant/variant.js"
import { bloodBowl } from "../blood-bowl/index.js"
import { sevensPitch } from "./pitch.js"
import { sevensTables } from "./tables.js"
import { atDriveEnd, atDriveStart, atTurnStart, desperateMeasuresSteps, mayRepeat, measureRolls, afterTurnover, onArrive, onActivation, actsAgain, passAccurate, passArrives, DESPERATE_MEASURES_TABLE } from "./desperate-measures.js"

/**
 * Blood Bowl Sevens: seven a side on a 20×11 pitch cut into thirds by two lines of scrimmage,
 * two halves of six team turns each, its own kick-off numbers, injury tables without a casualty
 * roll, a D6 apothecary and a D8 Prayers to Nuffle table. Everything not named here is played
 * as in Blood Bowl (the turn order included).
 */
export const sevens: Variant = {
  id: "sevens",
  name: "Blood Bowl Sevens",
  pitch: sevensPitch,
  turnsPerHalf: 6,
  halves: 2,
  maxPlayersOnPitch: 7,
  // At least three on the centre-field squares of the line of scrimmage (the pitch says which).
  minOnLineOfScrimmage: 3,
  maxPerWideZone: 1,
  tables: sevensTables,
  rules: bloodBowl.rules,
  fallArmourModifier: 0,
  bounces: 1,
  // Time-out turns the clock back from turn 4 of 6; Solid Defence, Quick Snap and Blitz! use D3+1 players.
  kickOff: { extraPlayers: 1, timeOutFromTurn: 4 },
  // A casualty (Badly Hurt, Seriously Hurt or Dead) is patched up to the reserves on a 4+.
  apothecary: { kind: "patch-up", target: 4 },
  // 600,000 to spend; seven to eleven players, at most four of them not Linemen; up to six team
  // re-rolls (bought at double price, which a header without prices cannot show), three
  // assistant coaches and six cheerleaders.
  draft: {
    minPlayers: 7,
    maxPlayers: 11,
    apothecary: true,
    maxNotLinemen: 4,
    maxRerolls: 6,
    maxAssistantCoaches: 3,
    maxCheerleaders: 6,
    budget: 600_000,
    // A Sevens journeyman has Loner (5+) instead of Blood Bowl's Loner (4+).
    journeymanLoner: 5,
    // The Sevens inducement list, with the most of each a team may induce.
    inducements: {
      "temp-agency-cheerleaders": 2,
      "part-time-assistant-coaches": 1,
      "bloodweiser-kegs": 2,
      "desperate-measures": 5,
      "special-play": 5,
      "extra-team-training": 8,
      bribe: 3,
      "wandering-apothecary": 2,
      "mortuary-assistant": 1,
      "plague-doctor": 1,
      "halfling-master-chef": 1
    }
  },
  // A team down to three players or fewer may concede, without penalty, before it sets up.
  concession: { maxPlayers: 3 },
  sendingOff: true,
  // Secret Weapon as in Blood Bowl: sent off at the end of each drive, a Bribe may save them.
  secretWeapon: { stayOn: null, casualtyOn: null, bribes: true },
  pitches: null,
  // Desperate Measures (desperate-measures.ts): rolled in the pre-game, each played once at its moment.
  inducementTables: [DESPERATE_MEASURES_TABLE],
  atDriveStart,
  atDriveEnd,
  hooks: {
    inducementSteps: measureRolls,
    steps: desperateMeasuresSteps,
    atTurnStart,
    mayRepeat,
    afterTurnover,
    onArrive,
    onActivation,
    actsAgain,
    passAccurate,
    passArrives
  }
}

import type { MatchState } from "../../model/state.js"
import type { Variant } from "../../core/variant/variant.js"
import { bloodBowl } from "../blood-bowl/index.js"
import { sewerPitch, streetPitch } from "./pitch.js"
import { sewerTables, streetTables } from "./tables.js"
import { afterCasualtyRoll, SAWBONES, sawbonesHandler } from "./sawbones.js"
import { koRecoveryModifiers, SNACK_STAND, snackStandHandler, snackStandRolls, teamRerollSpent } from "./snack-stand.js"
import { atTurnDecision, RESTLESS_FANS, restlessFansHandler, restlessFansRolls } from "./restless-fans.js"
import { gutterKickOffResults, gutterKickOffSteps, koStands } from "./kick-off.js"

/**
 * Gutter Bowl: Blood Bowl in the streets or the sewers. Seven a side on a walled 26×15 pitch with
 * market stalls or sewer pits and barricades (pitch.ts), six team turns a half, each pitch's own
 * kick-off and weather tables (tables.ts), cobbles that bounce the ball twice and add +1 to the
 * armour roll of anyone who falls, no referee to send a fouler off, no Prayers to Nuffle, no
 * sideline staff, and the Gutter Bowl draft. Everything not named here is played as in Blood Bowl.
 */
const common = {
  turnsPerHalf: 6,
  halves: 2,
  maxPlayersOnPitch: 7,
  // The usual set-up limits: three on the line of scrimmage, at most two per wide zone.
  minOnLineOfScrimmage: 3,
  maxPerWideZone: 2,
  rules: bloodBowl.rules,
  // Hard landings: +1 to the armour roll whenever a player falls over or is knocked down.
  fallArmourModifier: 1,
  // Cobblestones: a loose ball bounces twice.
  bounces: 2,
  kickOff: bloodBowl.kickOff,
  // Never used: a Gutter Bowl team has no apothecary (see the draft).
  apothecary: bloodBowl.apothecary,
  // No referee: a spotted foul sends nobody off (still one Foul action a turn).
  sendingOff: false,
  // Secret Weapon: the crowd, not a referee — D6 4+ stays, else removed and a D6 of 1 is a Casualty; no Bribes.
  secretWeapon: { stayOn: 4, casualtyOn: 1, bribes: false },
  draft: {
    minPlayers: 7,
    // The rules set no most; Blood Bowl's sixteen stands.
    maxPlayers: 16,
    maxNotLinemen: 5,
    maxRerolls: 8,
    // No sideline staff at all.
    maxAssistantCoaches: 0,
    maxCheerleaders: 0,
    apothecary: false,
    budget: 750_000,
    // The Gutter Bowl inducements: magic potions (as many as a team can pay for), and one each
    // of a Sawbones, a Snack Stand and a Novice Wizard.
    inducements: {
      "lesser-magic-potion": 99,
      "superior-magic-potion": 99,
      sawbones: 1,
      "snack-stand": 1,
      "novice-wizard": 1
    }
  },
  concession: null,
  // The pitch's two trapdoors, shut unless the stadium has Uncovered Trapdoors (Gutter Bowl has no
  // prayers to open them): Blood Bowl's squares, one in each half in a wide zone as in Sevens, on the
  // open lanes along the walls clear of the stalls, pits and barricades (docs/variants/stadium.md).
  prayerTrapdoors: [[6, 1], [19, 13]],
  // At the end of the turn: Restless Fans for a Stalling player (restless-fans.ts), then the
  // Snack Stand's D6 for a team re-roll used (snack-stand.ts).
  atTurnEnd: (state: MatchState, team: number) => [...restlessFansRolls(state, team), ...snackStandRolls(state)],
  // The Sawbones (sawbones.ts) after a casualty roll; the Snack Stand's KO recovery and re-roll D6.
  hooks: {
    afterCasualtyRoll,
    koRecoveryModifiers,
    teamRerollSpent,
    afterTouchdown: (_ctx, state) => snackStandRolls(state),
    steps: { [SAWBONES]: sawbonesHandler, [SNACK_STAND]: snackStandHandler, [RESTLESS_FANS]: restlessFansHandler, ...gutterKickOffSteps },
    // The street and sewer kick-off tables' own results (kick-off.ts).
    kickOffResults: gutterKickOffResults,
    // This Round Is On Us!: a KO'd player's D6 before the KO takes effect (kick-off.ts).
    koStands,
    // Restless Fans: Stalling is judged as the coach decides (core/stalling.ts).
    atTurnDecision
  }
} satisfies Partial<Variant>

/** Gutter Bowl on the Street pitch. */
export const gutterStreet: Variant = {
  ...common,
  id: "gutter-bowl",
  name: "Gutter Bowl (street)",
  pitch: streetPitch,
  tables: streetTables,
  pitches: null
}

/** Gutter Bowl on the Sewer pitch. */
export const gutterSewer: Variant = {
  ...common,
  id: "gutter-bowl",
  name: "Gutter Bowl (sewer)",
  pitch: sewerPitch,
  tables: sewerTables,
  pitches: null
}

/**
 * Gutter Bowl as the header names it: the header's `pitch` option chooses the street or the
 * sewer; without it a D6 before the pre-game decides (1–3 sewer, 4+ street). Until then the
 * match is shown on the street pitch.
 */
export const gutterBowl: Variant = {
  ...gutterStreet,
  name: "Gutter Bowl",
  pitches: {
    variants: { street: gutterStreet, sewer: gutterSewer },
    roll: { die: "d6", for: "gutter-bowl-pitch", pitch: (face) => (face <= 3 ? "sewer" : "street") }
  }
}

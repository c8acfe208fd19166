import type { Variant } from "../../core/variant/variant.js"
import { bloodBowl } from "../blood-bowl/index.js"
import { placeHousesHandler, placeHousesStep, snowgrotsAtStart } from "./houses.js"
import { itsAMiracle, reinforceHandler, theMoreTheMerrier } from "./reserves.js"
import { holdOnAMinute, holdOnAMinuteHandler } from "./switch.js"
import { snowballArmourHandler, snowballMissHandler, throwSnowball } from "./snowball.js"
import { holidayTables } from "./tables.js"
import { snowballSurprise, snowballSurpriseHandler } from "./surprise.js"
import { roamingYhetees, yheteePool } from "./yhetees.js"
import { atTurnStart, avalanche, avalancheHandler, coldSnapHandler, squigalancheHandler } from "./winter.js"
import { explosiveTouchdown, explosiveTouchdownHandler, snowgrotResult, snowgrotsHandler } from "./touchdown.js"

/**
 * The Holiday Special: Blood Bowl on its usual pitch with gingerbread houses the coaches place
 * before the match (houses.ts), snowgrots in the end zones, touchdowns that explode
 * (touchdown.ts), a winner decided by the snowgrots destroyed, and the Winter Wonderland weather
 * and kick-off tables with the Holiday friendly injury table (tables.ts). What the houses do to
 * movement, the ball and pushes is the shared feature code (model/features.ts, rules/). Everything
 * not named here is played as in Blood Bowl.
 */
export const holidaySpecial: Variant = {
  ...bloodBowl,
  id: "holiday-special",
  name: "Holiday Special",
  tables: holidayTables,
  // A Yhetee per team, waiting for Roaming Yhetees (yhetees.ts).
  poolPlayers: yheteePool,
  hooks: {
    placedFeatures: snowgrotsAtStart,
    beforePreGame: [placeHousesStep(2)],
    steps: {
      "place-houses": placeHousesHandler,
      "explosive-touchdown": explosiveTouchdownHandler,
      snowgrots: snowgrotsHandler,
      "snowball-armour": snowballArmourHandler,
      "snowball-miss": snowballMissHandler,
      avalanche: avalancheHandler,
      squigalanche: squigalancheHandler,
      "cold-snap": coldSnapHandler,
      reinforce: reinforceHandler,
      "hold-on-a-minute": holdOnAMinuteHandler,
      "snowball-surprise": snowballSurpriseHandler
    },
    kickOffResults: { avalanche, "its-a-miracle": itsAMiracle, "the-more-the-merrier": theMoreTheMerrier, "hold-on-a-minute": holdOnAMinute, "snowball-surprise": snowballSurprise, "roaming-yhetees": roamingYhetees },
    atTurnStart,
    actions: { "throw-snowball": throwSnowball },
    afterTouchdown: (_ctx, state, scorer) => {
      const at = state.players.find((player) => player.id === scorer.player)?.at
      return at == null ? [] : explosiveTouchdown(state, scorer, at)
    },
    result: snowgrotResult
  }
}

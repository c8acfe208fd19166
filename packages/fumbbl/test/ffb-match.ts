import { activate, change, command, deselect, endTurn, matchStart, moveTo, replay, report } from "./ffb-shapes.js"
import type { FfbReplay } from "../src/replay.js"

/**
 * A short FFB replay written for tests (not taken from any real one), for the places that need a
 * whole imported match rather than one shape: the kick-off, an away move with a dodge, a home
 * block with its armour and injury rolls, and a failed dodge whose fall ends the away
 * turn. Every event folds, so the viewer shows it as it shows a real import.
 */
export const ffbMatch = (): FfbReplay => replay([
  ...matchStart(),
  activate("a1", "move"),
  moveTo("a1", [14, 6]),
  command([report("dodgeRoll", { playerId: "a1", successful: true, roll: 5, minimumRoll: 4, reRolled: false })]),
  moveTo("a1", [15, 5]),
  deselect("a1"),
  endTurn("home", 1),
  activate("h2", "block"),
  command([report("block", { defenderId: "a4" }), report("blockRoll", { choosingTeamId: "T-HOME", blockRoll: [6, 2] })]),
  command([report("blockChoice", { nrOfDice: 2, blockRoll: [6, 2], diceIndex: 0, blockResult: "POW", defenderId: "a4" })]),
  moveTo("a4", [14, 7]),
  moveTo("h2", [13, 7]),
  command([report("injury", { defenderId: "a4", injuryType: "block", armorBroken: true, armorRoll: [6, 4], injuryRoll: [2, 3], casualtyRoll: null, injury: 3, attackerId: "h2" })], [change("fieldModelSetPlayerState", "a4", 3)]),
  deselect("h2"),
  endTurn("away", 2),
  activate("a3", "move"),
  moveTo("a3", [14, 9]),
  command([report("dodgeRoll", { playerId: "a3", successful: false, roll: 1, minimumRoll: 4, reRolled: false })]),
  command([report("injury", { defenderId: "a3", injuryType: "dropDodge", armorBroken: false, armorRoll: [2, 3], injuryRoll: null, casualtyRoll: null, injury: 3 })], [change("fieldModelSetPlayerState", "a3", 3)]),
  deselect("a3")
])

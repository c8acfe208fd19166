// Writes logs/sample-drive.jsonl: a short Blood Bowl drive written by hand (not simulated), so
// that every line can be read and checked against the rulebook. `node scripts/sample-drive.mjs`.
//
// Orcs (team 0) defend the x = 0 end zone and set up in x 1–12; Humans (team 1) x 13–24.
import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { encodeLog } from "../packages/schema/dist/index.js"

const P = (id, number, name, position, ma, st, ag, pa, av, skills = [], traits = []) => ({ id, number, name, position, ma, st, ag, pa, av, skills, traits })

const header = {
  _tag: "MatchStarted",
  format: "sidelines/1",
  variant: "blood-bowl",
  options: {},
  teams: [
    {
      id: "orcs", name: "Gouged Eye Grinders", roster: "Orc", coach: "Mara",
      colours: { primary: "#2f6b2f", secondary: "#d8c36a" }, rerolls: 3, dedicatedFans: 2,
      staff: { apothecary: true, assistantCoaches: 1, cheerleaders: 1 }, inducements: [{ id: "bribe", count: 1 }],
      players: [
        P("o1", 1, "Grishnak", "Blitzer", 6, 3, 3, 4, 10, ["Block"]),
        P("o2", 2, "Ugruk", "Big Un Blocker", 4, 4, 4, null, 10),
        P("o3", 3, "Snaga", "Lineman", 5, 3, 3, 4, 10),
        P("o4", 4, "Lurtz", "Thrower", 5, 3, 3, 3, 9, ["Pass", "Sure Hands"]),
        P("o5", 5, "Bolg", "Lineman", 5, 3, 3, 4, 10)
      ]
    },
    {
      id: "humans", name: "Altdorf Lions", roster: "Human", coach: "Tomas",
      colours: { primary: "#1f4fbf", secondary: "#f2f2f2" }, rerolls: 3, dedicatedFans: 3,
      staff: { apothecary: true, assistantCoaches: 0, cheerleaders: 2 }, inducements: [],
      players: [
        P("h1", 1, "Jurgen", "Blitzer", 7, 3, 3, 4, 9, ["Block"]),
        P("h2", 2, "Dieter", "Catcher", 8, 2, 3, 5, 8, ["Catch", "Dodge"]),
        P("h3", 3, "Klaus", "Lineman", 6, 3, 3, 4, 9),
        P("h4", 4, "Ansel", "Thrower", 6, 3, 3, 2, 9, ["Pass", "Sure Hands"]),
        P("h5", 5, "Brunhilde", "Ogre", 5, 5, 4, 5, 10, ["Mighty Blow (+1)", "Thick Skull"], ["Bone Head", "Loner (4+)", "Throw Team-mate"])
      ]
    }
  ],
  playedAt: "2026-11-01",
  source: { program: "hand-written", version: "2" }
}

const events = []
const e = (tag, fields) => events.push({ _tag: tag, seq: events.length + 1, ...fields })
const roll = (die, faces, purpose, extra = {}) => e("DiceRolled", { die, faces, for: purpose, ...extra })

// Pre-game: fan factor, weather, the coin toss; the Orcs win it and receive.
roll("d3", [2], "fan-factor", { team: "orcs" })
roll("d3", [1], "fan-factor", { team: "humans" })
roll("2d6", [3, 4], "weather", { claimed: { result: "perfect-conditions" } })
e("CoinTossCalled", { team: "humans", call: "heads" })
roll("coin", [2], "coin-toss")
e("KickOrReceiveChosen", { team: "orcs", choice: "receive" })

// The Humans kick, so they set up first: three on their line of scrimmage (x = 13).
for (const [player, at] of [["h5", [13, 7]], ["h3", [13, 6]], ["h1", [13, 8]], ["h2", [13, 10]], ["h4", [19, 7]]]) e("PlayerPlaced", { player, at })
e("SetupEnded", { team: "humans" })
for (const [player, at] of [["o2", [12, 7]], ["o3", [12, 6]], ["o5", [12, 8]], ["o1", [9, 4]], ["o4", [6, 7]]]) e("PlayerPlaced", { player, at })
e("SetupEnded", { team: "orcs" })

// The kick: aimed at G9 ([6, 8]), deviates one square up onto Lurtz on G8 ([6, 7]).
e("KickAimed", { player: "h4", at: [6, 8] })
roll("d8", [2], "kick-deviation-direction")
roll("d6", [1], "kick-deviation-distance")
roll("2d6", [4, 3], "kick-off-event", { claimed: { result: "brilliant-coaching" } })
roll("d6", [5], "brilliant-coaching", { team: "orcs" })
roll("d6", [2], "brilliant-coaching", { team: "humans" })
roll("d6", [4], "catch", { player: "o4", claimed: { success: true, target: 4 } })

// Orcs turn 1: Ugruk blocks the Ogre (two dice, the Humans choose), then Grishnak blitzes Jurgen.
e("ActionDeclared", { player: "o2", action: "block" })
e("BlockThrown", { player: "o2", target: "h5" })
roll("block", [3, 6], "block", { player: "o2" })
e("BlockDieChosen", { face: 3 })
e("PushChosen", { player: "h5", to: [14, 7] })
e("FollowUpChosen", { player: "o2", follow: false })
e("ActionDeclared", { player: "o1", action: "blitz", target: "h1" })
for (const to of [[10, 5], [10, 6], [10, 7], [11, 8], [12, 9]]) e("PlayerMoved", { player: "o1", to })
e("BlockThrown", { player: "o1", target: "h1" })
roll("block", [6], "block", { player: "o1" })
e("BlockDieChosen", { face: 6 })
e("PushChosen", { player: "h1", to: [14, 8] })
e("FollowUpChosen", { player: "o1", follow: true })
roll("2d6", [6, 4], "armour", { player: "h1", claimed: { result: "broken" } })
roll("2d6", [5, 3], "injury", { player: "h1", claimed: { result: "ko" } })
e("ApothecaryDeclined", { team: "humans", player: "h1" })
// The blitz goes on: a rush, then a dodge out of the Ogre's tackle zone, failed and re-rolled.
e("PlayerMoved", { player: "o1", to: [14, 9] })
roll("d6", [3], "rush", { player: "o1" })
roll("d6", [1], "dodge", { player: "o1", claimed: { success: false, target: 4 } })
e("RerollUsed", { team: "orcs", source: "team-reroll" })
roll("d6", [5], "dodge", { player: "o1", claimed: { success: true, target: 4 } })
e("ActionEnded", { player: "o1" })
e("TurnEnded", { team: "orcs" })

// Humans turn 1: the Ogre passes her Bone Head roll and stands still.
e("ActionDeclared", { player: "h5", action: "move" })
roll("d6", [3], "bone-head", { player: "h5", claimed: { success: true, target: 2 } })
e("ActionEnded", { player: "h5" })
e("TurnEnded", { team: "humans" })

// An output path may be given (the regeneration test writes elsewhere and compares).
const target = process.argv[2] ?? fileURLToPath(new URL("../logs/sample-drive.jsonl", import.meta.url))
writeFileSync(target, encodeLog(header, events))
console.log(`${process.argv[2] ?? "logs/sample-drive.jsonl"}: ${events.length} events`)

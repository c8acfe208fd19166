import type { MatchEvent, MatchStarted, Player } from "@sidelines/schema"
import { encodeLog } from "@sidelines/schema"

const p = (id: string, number: number, fields: Partial<Player> = {}): Player => ({
  id, number, name: `Player ${id}`, position: "Lineman", ma: 6, st: 3, ag: 3, pa: 4, av: 9, skills: [], traits: [], ...fields
})

/**
 * A short legal match start written for the CLI tests: pre-game, both set-ups, a kick that
 * lands outside the receiving half (touchback), and the receivers' first moves, including a
 * failed dodge that the log claims succeeded (a disputed claim).
 */
export const touchbackLog = (): string => {
  const header: MatchStarted = {
    _tag: "MatchStarted",
    format: "sidelines/1",
    variant: "blood-bowl",
    options: {},
    teams: [
      { id: "home", name: "Reikland Reavers", roster: "Human", rerolls: 2, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 }, inducements: [], players: [p("h1", 1), p("h2", 2), p("h3", 3), p("h4", 4)] },
      { id: "away", name: "Orcland Raiders", roster: "Orc", rerolls: 2, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 }, inducements: [], players: [p("a1", 1), p("a2", 2), p("a3", 3), p("a4", 4)] }
    ]
  }
  let seq = 0
  const events: Array<MatchEvent> = []
  const e = (event: Record<string, unknown>) => events.push({ ...event, seq: ++seq } as unknown as MatchEvent)
  e({ _tag: "DiceRolled", die: "2d6", faces: [3, 4], for: "weather" })
  e({ _tag: "CoinTossCalled", team: "away", call: "heads" })
  e({ _tag: "DiceRolled", die: "coin", faces: [1], for: "coin-toss" })
  e({ _tag: "KickOrReceiveChosen", team: "away", choice: "kick" })
  // Away kick: they set up first (x 13–24, line of scrimmage x = 13).
  for (const [player, at] of [["a1", [13, 6]], ["a2", [13, 7]], ["a3", [13, 8]], ["a4", [18, 7]]] as const) e({ _tag: "PlayerPlaced", player, at })
  e({ _tag: "SetupEnded", team: "away" })
  for (const [player, at] of [["h1", [12, 6]], ["h2", [12, 7]], ["h3", [12, 8]], ["h4", [6, 7]]] as const) e({ _tag: "PlayerPlaced", player, at })
  e({ _tag: "SetupEnded", team: "home" })
  e({ _tag: "KickAimed", player: "a4", at: [2, 7] })
  e({ _tag: "DiceRolled", die: "d8", faces: [4], for: "kick-deviation-direction" })
  e({ _tag: "DiceRolled", die: "d6", faces: [5], for: "kick-deviation-distance" })
  return encodeLog(header, events)
}

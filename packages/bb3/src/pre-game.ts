import type { Expectation } from "@sidelines/engine"
import { TEAM_IDS } from "./header.js"
import { type Bb3Replay, diceOf } from "./replay.js"
import { child, int, type XmlElement } from "./xml.js"

/**
 * The pre-game as BB3 records it, before the first set-up: the fan factor (EventFanFactor, a D3 for
 * each team: HomeRoll, AwayRoll), the weather (the first EventWeatherRoll's 2D6) and the kicking
 * choice (EventKickingChoice, Receive 1 when the coin toss's winner receives). BB3 records neither
 * the call nor the coin: they are written as the away coach calling heads and the coin giving the
 * toss to the team BB3 asked to choose (docs/import-bb3.md).
 */
export interface PreGame {
  readonly fans: XmlElement | undefined
  readonly weather: ReadonlyArray<number> | undefined
  /** Whether the toss's winner chose to receive; undefined where BB3 records no choice. */
  readonly receive: boolean | undefined
}

export const readPreGame = (replay: Bb3Replay, to: number): PreGame => {
  let fans: XmlElement | undefined
  let weather: ReadonlyArray<number> | undefined
  let receive: boolean | undefined
  for (let at = 0; at <= to && receive === undefined; at++) {
    for (const event of replay.events(at).children) {
      if (event.name === "EventFanFactor") fans ??= event
      else if (event.name === "EventWeatherRoll") weather ??= diceOf(event)
      else if (event.name === "EventKickingChoice") receive = int(event, "Receive") === 1
    }
  }
  return { fans, weather, receive }
}

/**
 * The events answering what the rules wait for in the pre-game, from BB3's record, or undefined
 * where it is no pre-game question (or BB3 does not record the answer). `kicking` is the team BB3
 * has kick off the first drive.
 */
export const answerPreGame = (wanted: Expectation, preGame: PreGame, kicking: number): ReadonlyArray<Record<string, unknown>> | undefined => {
  if (wanted.kind === "roll" && wanted.for === "fan-factor" && wanted.team !== undefined) {
    const faces = diceOf(child(preGame.fans, wanted.team === 0 ? "HomeRoll" : "AwayRoll"))
    return faces.length === 1 ? [{ _tag: "DiceRolled", die: "d3", faces, for: "fan-factor", team: TEAM_IDS[wanted.team] }] : undefined
  }
  if (wanted.kind === "roll" && wanted.for === "weather") return preGame.weather?.length === 2 ? [{ _tag: "DiceRolled", die: "2d6", faces: [...preGame.weather], for: "weather" }] : undefined
  if (preGame.receive === undefined || wanted.kind !== "decision") return undefined
  const winner = preGame.receive ? 1 - kicking : kicking
  if (wanted.events.includes("CoinTossCalled" as never)) {
    // Heads is the coin's face 1: the away coach's call wins where BB3's chooser is the away team.
    return [{ _tag: "CoinTossCalled", team: TEAM_IDS[1], call: "heads" }, { _tag: "DiceRolled", die: "coin", faces: [winner === 1 ? 1 : 2], for: "coin-toss" }]
  }
  if (wanted.events.includes("KickOrReceiveChosen" as never)) return [{ _tag: "KickOrReceiveChosen", team: TEAM_IDS[winner], choice: preGame.receive ? "receive" : "kick" }]
  return undefined
}

import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { decodeLogText } from "@sidelines/schema"
import { fullTimeAt, type MatchState, Replay, summarize } from "@sidelines/engine"
import { Events, header, player, playOk, positionOf } from "./support/scenario.js"
import { replayOfStates } from "./support/replay-of-states.js"

// The result at full time, as the viewer's banner reads it: who won, what decided it, whether the
// match went into extra time or was conceded; nothing before full time.
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => player(`${prefix}${i + 1}`))
const bundled = (name: string): Replay => {
  const log = decodeLogText(readFileSync(fileURLToPath(new URL(`../../../logs/${name}`, import.meta.url)), "utf8"))
  return (Replay.build(log.header!, log.events) as Result.Success<Replay, never>).success
}
/** A replay of a few events played from a made-up position (no need to play a whole match to reach its end). */
const replayFrom = replayOfStates

describe("fullTimeAt: the result at full time", () => {
  it("nothing before full time; at the end of each bundled match, the summary's winners and reason", () => {
    for (const name of ["bb-skaven-v-dwarf.jsonl", "bb-orc-v-human.jsonl", "blight-allies-orc-skaven-v-human-dwarf.jsonl", "holiday-human-v-orc.jsonl"]) {
      const replay = bundled(name)
      const last = replay.events.length - 1
      const firstFullTime = replay.allStates().findIndex((state) => state.phase === "full-time")
      expect(fullTimeAt(replay, firstFullTime - 1), name).toBeNull()
      const summary = summarize(replay)
      for (const at of [firstFullTime, last]) {
        const result = fullTimeAt(replay, at)!
        expect(result.winners.map((team) => replay.match.teamIds[team]), name).toEqual(summary.winners)
        expect(result.decidedBy, name).toBe(summary.decidedBy)
        expect({ extraTime: result.extraTime, conceded: result.conceded }, name).toEqual({ extraTime: false, conceded: null })
      }
    }
  })

  it("names what decided each kind of match: touchdowns, a draw, allies' scores, snowgrots", () => {
    const at = (name: string) => {
      const replay = bundled(name)
      const result = fullTimeAt(replay, replay.events.length - 1)!
      return { winners: result.winners.map((team) => replay.match.header.teams[team]!.name), decidedBy: result.decidedBy }
    }
    expect(at("bb-skaven-v-dwarf.jsonl")).toEqual({ winners: ["Clan Mors Rats"], decidedBy: "most touchdowns (2–0)" })
    expect(at("bb-orc-v-human.jsonl")).toEqual({ winners: [], decidedBy: "as many touchdowns (1–1)" })
    expect(at("blight-allies-orc-skaven-v-human-dwarf.jsonl")).toEqual({ winners: ["Altdorf Lions", "Dwarf Giants"], decidedBy: "the score (0–1–2–0), allies' scores added" })
    expect(at("holiday-human-v-orc.jsonl")).toEqual({ winners: ["Reikland Reavers"], decidedBy: "most snowgrots destroyed (1–0)" })
  })

  it("a concession: the other team wins, and the result says who conceded", () => {
    const head = header(ids("h", 3), ids("a", 11))
    const events = new Events().twoD6(3, 4, "weather").add({ _tag: "CoinTossCalled", team: "away", call: "heads" }).roll("coin", [1], "coin-toss")
      .add({ _tag: "KickOrReceiveChosen", team: "away", choice: "receive" }).add({ _tag: "MatchConceded", team: "home" })
    const replay = (Replay.build(head, events.list) as Result.Success<Replay, never>).success
    expect(fullTimeAt(replay, replay.events.length - 2)).toBeNull()
    expect(fullTimeAt(replay, replay.events.length - 1)).toEqual({ winners: [1], decidedBy: "Home conceded", extraTime: false, conceded: 0 })
  })

  it("a knock-out match still tied after extra time: decided by a roll-off, in extra time", () => {
    const head = header(ids("h", 11), ids("a", 11), { options: { knockout: true } })
    const { match, state } = positionOf(head, { team: 1, turn: 8, at: { h1: [10, 7], a1: [15, 7] } })
    const tied: MatchState = { ...state, half: 3, teams: state.teams.map((team) => ({ ...team, score: 1 })) }
    const events = new Events().add({ _tag: "TurnEnded", team: "away" })
    for (const [team, face] of [["home", 5], ["away", 2]] as const) events.add({ _tag: "DiceRolled", die: "d6", faces: [face], for: "roll-off", team } as never)
    const played = playOk(match, tied, events.list)
    const replay = replayFrom(head, tied, events.list, played.states)
    expect(fullTimeAt(replay, played.states.length - 1)).toEqual({ winners: [0], decidedBy: "a roll-off after overtime", extraTime: true, conceded: null })
  })
})

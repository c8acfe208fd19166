import { describe, expect, it } from "vitest"
import type { MatchStarted } from "@sidelines/schema"
import { buildMatch, expecting, initialState, legalDecisions, type MatchState } from "@sidelines/engine"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { Events, header, play, playOk, player, positionOf, where } from "./support/scenario.js"

// Death Zone's Waaagh! Drummer (inducements/other/waaagh-drummer.ts). Home (Orc, Badlands Brawl) kick with a
// Drummer: the kick is aimed at (18, 7), deviating right, only the distance D6 still to roll. Away
// receive, their own End Zone at x = 25: a1 and a2 stand on their line of scrimmage, a3 and a4 behind.
const orcs = (inducements: MatchStarted["teams"][number]["inducements"] = [{ id: "waaagh-drummer", count: 1 }]): MatchStarted => {
  const head = header(
    [player("h1"), player("h2"), player("h3")],
    [player("a1"), player("a2"), player("a3", { skills: ["Stand Firm"] }), player("a4")]
  )
  return { ...head, teams: [{ ...head.teams[0]!, roster: "Orc", specialRules: ["Badlands Brawl"], inducements: [...inducements] }, head.teams[1]!] }
}
const kicking = (head: MatchStarted, at: Record<string, readonly [number, number]> = { h1: [12, 6], h2: [12, 7], h3: [8, 7], a1: [13, 6], a2: [13, 7], a3: [14, 8], a4: [14, 7] }) => {
  const { match, state } = positionOf(head, { team: 1, at: at as never })
  const inFlight: MatchState = {
    ...state,
    phase: "kick-off",
    activeTeam: null,
    kickingTeam: 0,
    stack: [{ _tag: "KickResolved" }, { _tag: "Kick", stage: "distance", kicker: "h3", target: [18, 7], direction: [1, 0], landing: null }]
  }
  return { match, state: inFlight }
}
const drum = (face: number) => ({ _tag: "DiceRolled", die: "d6", faces: [face], for: "waaagh-drummer", team: "home" }) as never
/** The kick lands 2 squares on, on (20, 7); the Kick-off table rolls 3, Time-out (nothing to roll); then the Drummer's three D6. */
const drummed = (a: number, b: number, c: number) =>
  new Events().d6(2, "kick-deviation-distance").roll("2d6", [1, 2], "kick-off-event").add(drum(a)).add(drum(b)).add(drum(c))
const chosen = (id: string) => ({ _tag: "PlayerChosen", team: "home", player: id, for: "waaagh-drummer" }) as const

describe("Waaagh! Drummer: 3D6 as the drive starts, a push back of an opposing player for each 4+ [inducement:waaagh-drummer]", () => {
  it("after the Kick-off event, before the ball lands, Home roll three D6: 4, 2, 6 give two pushes", () => {
    const { match, state } = kicking(orcs())
    const afterEvent = playOk(match, state, new Events().d6(2, "kick-deviation-distance").roll("2d6", [1, 2], "kick-off-event").list)
    expect(expecting(match, afterEvent.state)).toMatchObject({ kind: "roll", die: "d6", for: "waaagh-drummer", team: 0 })
    const rolled = playOk(match, state, drummed(4, 2, 6).list)
    expect(rolled.rulings.filter((r) => r.rule === "Waaagh! Drummer").map((r) => [r.total, r.success])).toEqual([[4, true], [2, false], [6, true]])
    expect(expecting(match, rolled.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerChosen", "ChoiceDeclined"] })
    // Only opposing players on the pitch are offered.
    const offered = legalDecisions(match, rolled.state).filter((d) => d._tag === "PlayerChosen").map((d) => (d as { player: string }).player).sort()
    expect(offered).toEqual(["a1", "a2", "a3", "a4"])
  })

  it("a1 on (13, 6) is pushed towards Away's End Zone as by a Push Back from (12, 6): Home choose (14, 6); then a2, with every square behind taken, pushes a4 on down a chain", () => {
    const { match, state } = kicking(orcs())
    const first = drummed(4, 2, 6).add(chosen("a1")).add({ _tag: "PushChosen", player: "a1", to: [14, 6] })
    const pushed = playOk(match, state, first.list)
    expect(where(pushed.state, "a1")).toMatchObject({ at: [14, 6], posture: "standing" })
    expect(expecting(match, pushed.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerChosen", "ChoiceDeclined"] })
    // The second push: a2 on (13, 7) straight back onto a4 on (14, 7), who is pushed on to (15, 7).
    const chain = playOk(match, state, first.add(chosen("a2")).add({ _tag: "PushChosen", player: "a2", to: [14, 7] }).add({ _tag: "PushChosen", player: "a4", to: [15, 7] }).list)
    expect(where(chain.state, "a2").at).toEqual([14, 7])
    expect(where(chain.state, "a4").at).toEqual([15, 7])
    // Both pushes used: the ball lands next (the landing square is empty: it bounces).
    expect(expecting(match, chain.state)).toMatchObject({ kind: "roll", die: "d8", for: "bounce" })
  })

  it("Stand Firm holds as against a block; a push may be given up (ChoiceDeclined); a Home player cannot be pushed", () => {
    const { match, state } = kicking(orcs())
    const firm = playOk(match, state, drummed(5, 1, 1).add(chosen("a3")).add({ _tag: "SkillUsed", player: "a3", skill: "Stand Firm" }).list)
    expect(where(firm.state, "a3").at).toEqual([14, 8])
    const declined = playOk(match, state, drummed(5, 5, 1).add({ _tag: "ChoiceDeclined", team: "home", choice: "waaagh-drummer" }).list)
    expect(expecting(match, declined.state)).toMatchObject({ kind: "roll", for: "bounce" })
    expect(play(match, state, drummed(5, 1, 1).add(chosen("h1")).list).violation).toMatchObject({ rule: "Waaagh! Drummer" })
  })

  it("at the sideline the only squares are off the pitch: a1 on (13, 0) goes into the crowd and is hurt by it, nobody credited", () => {
    const { match, state } = kicking(orcs(), { h1: [12, 6], h2: [12, 7], h3: [8, 7], a1: [13, 0], a2: [14, 0], a3: [14, 8], a4: [14, 1] })
    const crowd = playOk(match, state, drummed(6, 1, 1).add(chosen("a1")).add({ _tag: "PushChosen", player: "a1", to: null }).twoD6(2, 3, "injury", "a1").list)
    expect(where(crowd.state, "a1").at).toBeNull()
    expect(crowd.outcomes).toContainEqual(expect.objectContaining({ _tag: "Injury", player: "a1", by: null }))
  })

  it("not applying: no 4+ means no push and the ball lands; a team without a Drummer rolls nothing", () => {
    const { match, state } = kicking(orcs())
    const none = playOk(match, state, drummed(1, 2, 3).list)
    expect(expecting(match, none.state)).toMatchObject({ kind: "roll", for: "bounce" })
    const plain = kicking(orcs([]))
    const lands = playOk(plain.match, plain.state, new Events().d6(2, "kick-deviation-distance").roll("2d6", [1, 2], "kick-off-event").list)
    expect(expecting(plain.match, lands.state)).toMatchObject({ kind: "roll", for: "bounce" })
  })

  it("the header: a Drummer is folded for a Badlands Brawl team (the pre-game plays on)", () => {
    const match = buildMatch(orcs(), bloodBowl)
    const pre = new Events()
      .add({ _tag: "DiceRolled", die: "d3", faces: [2], for: "fan-factor", team: "home" } as never)
      .add({ _tag: "DiceRolled", die: "d3", faces: [2], for: "fan-factor", team: "away" } as never)
      .twoD6(3, 4, "weather")
    expect(play(match, initialState(match), pre.list).violation).toBeNull()
  })
})

import { describe, expect, it } from "vitest"
import { buildMatch, expecting, initialState, type MatchState } from "@sidelines/engine"
import type { Square } from "@sidelines/schema"
import { holidaySpecial } from "../src/variants/holiday-special/index.js"
import { Events, play, playOk, player, where } from "./support/scenario.js"
import { holidayHeader, holidayPosition } from "./support/holiday.js"

const head = holidayHeader({ home: [player("h1"), player("h2")], away: [player("a1", { skills: ["Stunty"] }), player("a2")] })

/** The match before its pre-game, the coaches having placed no houses. */
const preGame = () => {
  const match = buildMatch(head, holidaySpecial)
  const placed = playOk(match, initialState(match), new Events()
    .add({ _tag: "ChoiceDeclined", team: "home", choice: "gingerbread-house" })
    .add({ _tag: "ChoiceDeclined", team: "away", choice: "gingerbread-house" }).list)
  return { match, state: placed.state }
}

/** Home's kick in the air over `landing`, about to roll on the kick-off table. */
const kickOff = (landing: Square) => {
  const { match, state } = holidayPosition(head, { team: 1, at: { h1: [12, 7], a1: [18, 7] } })
  const inAir: MatchState = {
    ...state,
    phase: "kick-off",
    activeTeam: null,
    kickingTeam: 0,
    firstKickingTeam: 0,
    ball: { at: landing, carrier: null, inPlay: false },
    teams: state.teams.map((team) => ({ ...team, turn: 0 })),
    stack: [{ _tag: "KickResolved" }, { _tag: "LandKick" }, { _tag: "KickOffEvent" }]
  }
  return { match, state: inAir }
}

describe("Holiday Special: the Winter Wonderland weather", () => {
  it("the Winter Wonderland weather table: 2 Squigalanche, 3 Frozen Snow, 4–10 Perfect(ish) Conditions, 11 Cold Snap, 12 Blizzard", () => {
    expect(holidaySpecial.tables.weather.map((r) => [r.from, r.to, r.id])).toEqual([
      [2, 2, "squigalanche"], [3, 3, "frozen-snow"], [4, 10, "perfectish-conditions"], [11, 11, "cold-snap"], [12, 12, "blizzard"]
    ])
  })

  it("Perfect(ish) Conditions and Blizzard are folded: a 7 and a 12 lead on to the coin toss [row:holiday-special/weather/perfectish-conditions]", () => {
    for (const faces of [[3, 4], [6, 6]] as const) {
      const { match, state } = preGame()
      const played = playOk(match, state, new Events(3).twoD6(faces[0], faces[1], "weather").list)
      expect(played.state.weather).toBe(faces[0] === 6 ? "blizzard" : "perfectish-conditions")
      expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: ["CoinTossCalled"] })
    }
  })

  it("Squigalanche (2) and Cold Snap (11) are folded (their effects: holiday-winter.test.ts): the weather roll leads on to the coin toss", () => {
    for (const [faces, weather] of [[[1, 1], "squigalanche"], [[5, 6], "cold-snap"]] as const) {
      const { match, state } = preGame()
      const played = playOk(match, state, new Events(3).twoD6(faces[0], faces[1], "weather").list)
      expect(played.state.weather).toBe(weather)
      expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: ["CoinTossCalled"] })
    }
  })

  it("in Frozen Snow a1 knocked down by a POW! has +1 on the armour roll: 4 + 4 + 1 = 9 breaks AV 9 [row:holiday-special/weather/frozen-snow]", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] }, weather: "frozen-snow" })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [6], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "a1", to: [12, 7] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
      .twoD6(4, 4, "armour", "a1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ total: 9, success: true, modifiers: [{ value: 1, source: "weather: frozen snow" }] })
  })
})

describe("Holiday Special: the Holiday friendly injury table", () => {
  // h1 POWs a1 (a Stunty goblin) on (11, 7) back to (12, 7); the armour breaks (6 + 6).
  const pow = () =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [6], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "a1", to: [12, 7] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
      .twoD6(6, 6, "armour", "a1")
  const position = () => holidayPosition(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })

  it("a Stunty goblin's injury roll of 7 is only Stunned (the Holiday table, not Blood Bowl's Stunty table, where 7 is KO'd)", () => {
    const { match, state } = position()
    const played = playOk(match, state, pow().twoD6(3, 4, "injury", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [12, 7], posture: "stunned" })
  })

  it("8–9 is KO'd", () => {
    const { match, state } = position()
    expect(where(playOk(match, state, pow().twoD6(4, 5, "injury", "a1").list).state, "a1").box).toBe("ko")
  })

  it("an injury roll of 10 switches a1 to Home's reserves: a Home player for the rest of the match [row:holiday-special/stunty-injury/switch]", () => {
    const { match, state } = position()
    const played = playOk(match, state, pow().twoD6(5, 5, "injury", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ team: 0, at: null, box: "reserves" })
    expect(played.rulings.find((r) => r.rule === "Injury")).toMatchObject({ row: "switch" })
    // No casualty roll follows: the game waits for h1's next move.
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", team: 0 })
  })

  it("a player without Stunty rolls on the same table: a2's 11 switches a2 to Home's reserves [row:holiday-special/injury/switch]", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [10, 7], a2: [11, 7] } })
    const played = playOk(match, state, new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a2" })
      .roll("block", [6], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "a2", to: [12, 7] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
      .twoD6(6, 6, "armour", "a2")
      .twoD6(5, 6, "injury", "a2").list)
    expect(where(played.state, "a2")).toMatchObject({ team: 0, at: null, box: "reserves" })
    expect(played.rulings.find((r) => r.rule === "Injury")).toMatchObject({ row: "switch" })
  })
})

describe("Holiday Special: the Winter Wonderland kick-off table", () => {
  it("Motivational Speeches (7) is Brilliant Coaching: each coach rolls a D6", () => {
    const { match, state } = kickOff([18, 7])
    const played = playOk(match, state, new Events().twoD6(3, 4, "kick-off-event", undefined).list)
    expect(played.outcomes).toContainEqual({ _tag: "KickOffEvent", result: "brilliant-coaching" })
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "brilliant-coaching" })
  })

  it("Snow Business (8) re-rolls the weather on the Winter Wonderland table: a 3 is Frozen Snow", () => {
    const { match, state } = kickOff([18, 7])
    const played = playOk(match, state, new Events().twoD6(4, 4, "kick-off-event").twoD6(1, 2, "changing-weather").list)
    expect(played.state.weather).toBe("frozen-snow")
  })

  it("every row of the Winter Wonderland kick-off table is folded: no total from 2 to 12 stops the fold as Unsupported", () => {
    for (let total = 2; total <= 12; total++) {
      const { match, state } = kickOff([18, 7])
      const a = Math.max(1, total - 6)
      expect(play(match, state, new Events().twoD6(a, total - a, "kick-off-event").list).violation, `total ${total}`).toBeNull()
    }
  })
})

describe("Holiday Special: the Red Gobbo's presents", () => {
  it("Throw Bomb is Bombardier's (skills/bombardier.ts): refused to h1 without it; with Bombardier gained for the drive (Snowball Surprise) h1 throws, and the bomb explodes on the empty (13, 7)", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [10, 7], a1: [16, 7] } })
    const declare = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "throw-bomb" })
    expect(play(match, state, declare.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "throw-bomb" })
    const bombardier: MatchState = { ...state, players: state.players.map((p) => (p.id === "h1" ? { ...p, gained: [{ source: "Snowball Surprise", until: "drive", skills: ["Bombardier"] }] } : p)) }
    const played = playOk(match, bombardier, declare.add({ _tag: "PassAimed", player: "h1", at: [13, 7] }).d6(4, "pass", "h1").list)
    expect(played.outcomes.filter((o) => o._tag === "Note" && o.text.startsWith("the bomb explodes"))).toHaveLength(1)
  })
})

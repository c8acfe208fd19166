import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { expecting, matchStats, Replay, type MatchState } from "@sidelines/engine"
import type { Square } from "@sidelines/schema"
import { Events, play, playOk, player, where } from "./support/scenario.js"
import { holidayHeader, holidayPosition } from "./support/holiday.js"

const head = holidayHeader()

/**
 * Home (team 0, half x ≤ 12, line of scrimmage x = 12) kick over (18, 7), about to roll on the
 * kick-off table, with eleven players each on the pitch; the Yhetees wait in the forest.
 */
const kickOff = () => {
  const home = Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => [`h${n}`, (n <= 3 ? [12, 5 + n] : [8, n]) as Square]))
  const away = Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => [`a${n}`, (n <= 3 ? [13, 5 + n] : [20, n]) as Square]))
  const { match, state } = holidayPosition(head, { team: 1, at: { ...home, ...away } })
  const inAir: MatchState = {
    ...state,
    phase: "kick-off",
    activeTeam: null,
    kickingTeam: 0,
    firstKickingTeam: 0,
    ball: { at: [18, 7], carrier: null, inPlay: false },
    teams: state.teams.map((team) => ({ ...team, turn: 0 })),
    stack: [{ _tag: "KickResolved" }, { _tag: "LandKick" }, { _tag: "KickOffEvent" }]
  }
  return { match, state: inAir }
}

/** Kick-off 11 (5 + 6). */
const yhetees = () => new Events().twoD6(5, 6, "kick-off-event")

describe("Holiday Special: Roaming Yhetees (kick-off 11) [row:holiday-special/kick-off/roaming-yhetees]", () => {
  it("each team has a Yhetee waiting outside the match, BB2020's Norse Yhetee, ids <team>-yhetee", () => {
    const { match, state } = kickOff()
    const home = match.roster[match.playerIndex.get("home-yhetee")!]!
    expect(home).toMatchObject({ team: 0, position: "Yhetee", ma: 5, st: 5, ag: 4, pa: null, av: 9, number: 12, pool: { rule: "roaming-yhetees", leaves: "drive" } })
    expect([...home.skills, ...home.traits]).toEqual(["Claws", "Disturbing Presence", "Frenzy", "Loner (4+)", "Unchannelled Fury"])
    expect(match.roster[match.playerIndex.get("away-yhetee")!]!.team).toBe(1)
    expect(where(state, "home-yhetee")).toMatchObject({ box: "pool", at: null })
  })

  it("both Yhetees join their reserves; Home (kicking) set theirs up as a twelfth player on the line of scrimmage (12, 10), Away theirs at (16, 7): the kick lands", () => {
    const { match, state } = kickOff()
    const rolled = playOk(match, state, yhetees().list)
    expect(where(rolled.state, "home-yhetee").box).toBe("reserves")
    expect(where(rolled.state, "away-yhetee").box).toBe("reserves")
    expect(expecting(match, rolled.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerPlaced", "SetupEnded"] })
    const events = yhetees()
      .add({ _tag: "PlayerPlaced", player: "home-yhetee", at: [12, 10] })
      .add({ _tag: "SetupEnded", team: "home" })
      .add({ _tag: "PlayerPlaced", player: "away-yhetee", at: [16, 7] })
      .add({ _tag: "SetupEnded", team: "away" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "home-yhetee")).toMatchObject({ at: [12, 10], box: null, posture: "standing" })
    expect(played.state.players.filter((p) => p.team === 0 && p.at !== null)).toHaveLength(12)
    expect(played.state.players.filter((p) => p.team === 1 && p.at !== null)).toHaveLength(12)
    // The ball comes down in an empty square at (18, 7) and bounces.
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "bounce" })
  })

  it("only the Yhetee comes on: not a4 from the pitch nor h12 from the reserves, and not in a wide zone (8, 2) or the other half (14, 7)", () => {
    const twelve = holidayHeader({ home: Array.from({ length: 12 }, (_, i) => player(`h${i + 1}`)) })
    const { match, state } = kickOff()
    const only = play(match, state, yhetees().add({ _tag: "PlayerPlaced", player: "a4", at: [16, 7] }).list)
    expect(only.violation).toMatchObject({ _tag: "RuleViolation", rule: "Roaming Yhetees", seq: 2 })
    for (const at of [[8, 2], [14, 7]] as const) {
      const placed = play(match, state, yhetees().add({ _tag: "PlayerPlaced", player: "home-yhetee", at: [at[0], at[1]] }).list)
      expect(placed.violation).toMatchObject({ _tag: "RuleViolation", rule: "Roaming Yhetees", seq: 2 })
    }
    const { match: bigger, state: start } = holidayPosition(twelve, { team: 1, at: { h1: [12, 7], a1: [13, 7] } })
    const reserve = play(bigger, { ...start, phase: "kick-off", kickingTeam: 0, ball: { at: [18, 7], carrier: null, inPlay: false }, stack: [{ _tag: "KickResolved" }, { _tag: "LandKick" }, { _tag: "KickOffEvent" }] },
      yhetees().add({ _tag: "PlayerPlaced", player: "h12", at: [6, 7] }).list)
    expect(reserve.violation).toMatchObject({ rule: "Roaming Yhetees", seq: 2 })
  })

  it("a Yhetee is not set up at an ordinary kick-off: it is in no dugout box before Roaming Yhetees", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: {} })
    const setUp: MatchState = { ...state, phase: "set-up", activeTeam: null, stack: [{ _tag: "SetUp", team: 0 }] }
    const placed = play(match, setUp, new Events().add({ _tag: "PlayerPlaced", player: "home-yhetee", at: [10, 7] }).list)
    expect(placed.violation).toMatchObject({ _tag: "RuleViolation", rule: "set-up", seq: 1 })
  })

  it("at the end of the drive both Yhetees leave — the one on the pitch and the one a KO left in the dugout — and at a later Roaming Yhetees they join afresh", () => {
    const { match, state } = kickOff()
    const joined = playOk(match, state, yhetees()
      .add({ _tag: "PlayerPlaced", player: "home-yhetee", at: [9, 7] })
      .add({ _tag: "SetupEnded", team: "home" })
      .add({ _tag: "SetupEnded", team: "away" }).list).state
    // Later in the drive: the Home Yhetee is Prone with a used skill, the Away one KO'd; Home score.
    const scored: MatchState = {
      ...joined,
      phase: "team-turn",
      players: joined.players.map((p) => (p.id === "home-yhetee" ? { ...p, posture: "prone", used: ["Frenzy"] } : p.id === "away-yhetee" ? { ...p, box: "ko" } : p)),
      stack: [{ _tag: "EndDrive", reason: "touchdown", nextKickingTeam: 0 }]
    }
    const next = playOk(match, scored, new Events(10).add({ _tag: "PlayerPlaced", player: "h1", at: [12, 7] }).list).state
    expect(where(next, "home-yhetee")).toMatchObject({ box: "pool", at: null, posture: "standing", used: [], team: 0 })
    expect(where(next, "away-yhetee")).toMatchObject({ box: "pool", at: null })
    // No recovery roll for the KO'd Yhetee: Home are setting up the next drive.
    expect(expecting(match, next)).toMatchObject({ kind: "decision", team: 0 })
    const again: MatchState = { ...next, phase: "kick-off", kickingTeam: 0, ball: { at: [18, 7], carrier: null, inPlay: false }, stack: [{ _tag: "KickResolved" }, { _tag: "LandKick" }, { _tag: "KickOffEvent" }] }
    const rejoined = playOk(match, again, new Events(20).twoD6(6, 5, "kick-off-event").list).state
    expect(where(rejoined, "home-yhetee").box).toBe("reserves")
    expect(where(rejoined, "away-yhetee").box).toBe("reserves")
  })

  it("the match's stats list no Yhetee until one has joined", () => {
    const events = new Events()
      .add({ _tag: "ChoiceDeclined", team: "home", choice: "gingerbread-house" })
      .add({ _tag: "ChoiceDeclined", team: "away", choice: "gingerbread-house" })
      .twoD6(3, 4, "weather")
    const built = Replay.build(head, events.list)
    const replay = (built as Result.Success<Replay, never>).success
    expect(replay.violation).toBeNull()
    expect(matchStats(replay).players.map((p) => p.player)).not.toContain("home-yhetee")
    expect(matchStats(replay).players).toHaveLength(22)
  })
})

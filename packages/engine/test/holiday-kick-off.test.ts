import { describe, expect, it } from "vitest"
import { expecting, type MatchState } from "@sidelines/engine"
import type { Square } from "@sidelines/schema"
import { Events, play, playOk, player, where } from "./support/scenario.js"
import { holidayHeader, holidayPosition } from "./support/holiday.js"
import { teamDice } from "./support/kick-off-support.js"

const head = holidayHeader()

/**
 * Home (team 0, half x ≤ 12, line of scrimmage x = 12) kick over (18, 7), about to roll on the
 * kick-off table; h1, h2 and a1–a3 are on the pitch, h3 and a4 KO'd, everyone else in the reserves.
 */
const kickOff = (header = head, more: Readonly<Record<string, Square>> = {}) => {
  const at: Readonly<Record<string, Square>> = { h1: [12, 7], h2: [8, 7], a1: [13, 7], a2: [18, 7], a3: [20, 5], ...more }
  const { match, state } = holidayPosition(header, { team: 1, at })
  const inAir: MatchState = {
    ...state,
    phase: "kick-off",
    activeTeam: null,
    kickingTeam: 0,
    firstKickingTeam: 0,
    ball: { at: [18, 7], carrier: null, inPlay: false },
    players: state.players.map((p) => (p.id === "h3" || p.id === "a4" ? { ...p, box: "ko" } : p)),
    teams: state.teams.map((team) => ({ ...team, turn: 0 })),
    stack: [{ _tag: "KickResolved" }, { _tag: "LandKick" }, { _tag: "KickOffEvent" }]
  }
  return { match, state: inAir }
}

describe("Holiday Special: It's a Miracle! (kick-off 3) [row:holiday-special/kick-off/its-a-miracle]", () => {
  it("h3 and a4 recover from the KO box to the reserves; Home (kicking) bring h3 on at (5, 7) and end, Away bring on nobody and end: the kick lands", () => {
    const { match, state } = kickOff()
    const rolled = playOk(match, state, new Events().twoD6(1, 2, "kick-off-event").list)
    expect(where(rolled.state, "h3").box).toBe("reserves")
    expect(where(rolled.state, "a4").box).toBe("reserves")
    expect(expecting(match, rolled.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerPlaced", "SetupEnded"] })
    const events = new Events().twoD6(1, 2, "kick-off-event")
      .add({ _tag: "PlayerPlaced", player: "h3", at: [5, 7] })
      .add({ _tag: "SetupEnded", team: "home" })
      .add({ _tag: "SetupEnded", team: "away" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h3")).toMatchObject({ at: [5, 7], box: null })
    // The ball comes down on a2 at (18, 7), who tries to catch it.
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "catch", player: "a2" })
  })

  it("nobody is brought on in a wide zone (h3 on (5, 2)) nor out of the team's half (h3 on (14, 7))", () => {
    const { match, state } = kickOff()
    for (const at of [[5, 2], [14, 7]] as const) {
      const events = new Events().twoD6(1, 2, "kick-off-event").add({ _tag: "PlayerPlaced", player: "h3", at: [at[0], at[1]] })
      expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "It's a Miracle!", seq: 2 })
    }
  })
})

describe("Holiday Special: The More the Merrier! (kick-off 2) [row:holiday-special/kick-off/the-more-the-merrier]", () => {
  it("the kicking coach's D3 is 2: Home bring on h4 and h5 (not on the line of scrimmage, not in a wide zone), a third is too many", () => {
    const { match, state } = kickOff()
    const events = new Events().twoD6(1, 1, "kick-off-event").roll("d3", [2], "kick-off-effect")
      .add({ _tag: "PlayerPlaced", player: "h4", at: [6, 6] })
      .add({ _tag: "PlayerPlaced", player: "h5", at: [6, 8] })
    const placed = playOk(match, state, events.list)
    expect(where(placed.state, "h5").at).toEqual([6, 8])
    const third = play(match, state, [...events.list, { _tag: "PlayerPlaced", seq: 5, player: "h6", at: [6, 10] } as never])
    expect(third.violation).toMatchObject({ _tag: "RuleViolation", rule: "The More the Merrier!", seq: 5 })
    const onTheLine = play(match, state, new Events().twoD6(1, 1, "kick-off-event").roll("d3", [2], "kick-off-effect").add({ _tag: "PlayerPlaced", player: "h4", at: [12, 6] }).list)
    expect(onTheLine.violation).toMatchObject({ rule: "The More the Merrier!", seq: 3 })
  })

  it("even past eleven: with eleven Away players on the pitch, Away still bring on their D3 of 1 (a13), but not a4, who was KO'd (not in the reserves)", () => {
    const away = Array.from({ length: 13 }, (_, i) => player(`a${i + 1}`))
    const more = Object.fromEntries([5, 6, 7, 8, 9, 10, 11, 12].map((n) => [`a${n}`, [22, n] as Square]))
    const { match, state } = kickOff(holidayHeader({ away }), more)
    expect(state.players.filter((p) => p.team === 1 && p.at !== null)).toHaveLength(11)
    const events = new Events().twoD6(1, 1, "kick-off-event").roll("d3", [1], "kick-off-effect")
      .add({ _tag: "SetupEnded", team: "home" })
    const ko = play(match, state, [...events.list, { _tag: "PlayerPlaced", seq: 4, player: "a4", at: [16, 7] } as never])
    expect(ko.violation).toMatchObject({ rule: "The More the Merrier!", seq: 4 })
    const played = playOk(match, state, events.add({ _tag: "PlayerPlaced", player: "a13", at: [16, 7] }).add({ _tag: "SetupEnded", team: "away" }).list)
    expect(where(played.state, "a13").at).toEqual([16, 7])
    expect(played.state.players.filter((p) => p.team === 1 && p.at !== null)).toHaveLength(12)
  })
})

/** Home (kicking, half x ≤ 12) and Away set up: three each on their line of scrimmage, and a few behind. */
const setUpKickOff = () => {
  const at: Readonly<Record<string, Square>> = {
    h1: [12, 6], h2: [12, 7], h3: [12, 8], h4: [8, 7], h5: [5, 5],
    a1: [13, 6], a2: [13, 7], a3: [13, 8], a4: [18, 7], a5: [20, 9]
  }
  const { match, state } = holidayPosition(head, { team: 1, at })
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

describe("Holiday Special: Hold On a Minute! (kick-off 5) [row:holiday-special/kick-off/hold-on-a-minute]", () => {
  // D3 of 1: Home draw h4, Away draw a5; h4 joins Away, a5 joins Home.
  const switched = () =>
    new Events().twoD6(2, 3, "kick-off-event").roll("d3", [1], "kick-off-effect")
      .add({ _tag: "PlayerDrawn", player: "h4", for: "kick-off-effect" })
      .add({ _tag: "PlayerDrawn", player: "a5", for: "kick-off-effect" })

  it("the D3 is 1: h4 (Home) and a5 (Away) are drawn and change sides, off the pitch; Home set up a5 first, then Away set up h4", () => {
    const { match, state } = setUpKickOff()
    const drawn = playOk(match, state, switched().list)
    expect(where(drawn.state, "h4")).toMatchObject({ team: 1, at: null, box: "reserves" })
    expect(where(drawn.state, "a5")).toMatchObject({ team: 0, at: null, box: "reserves" })
    expect(expecting(match, drawn.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerPlaced", "SetupEnded"] })
    const events = switched()
      .add({ _tag: "PlayerPlaced", player: "a5", at: [8, 7] })
      .add({ _tag: "SetupEnded", team: "home" })
      .add({ _tag: "PlayerPlaced", player: "h4", at: [20, 9] })
      .add({ _tag: "SetupEnded", team: "away" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a5")).toMatchObject({ team: 0, at: [8, 7] })
    expect(where(played.state, "h4")).toMatchObject({ team: 1, at: [20, 9] })
    // Then the kick comes down on a4 at (18, 7).
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "catch", player: "a4" })
  })

  it("Home may not draw an Away player, nor end their set-up before a5 is on the pitch, nor set a5 up in Away's half", () => {
    const { match, state } = setUpKickOff()
    const base = new Events().twoD6(2, 3, "kick-off-event").roll("d3", [1], "kick-off-effect")
    expect(play(match, state, base.add({ _tag: "PlayerDrawn", player: "a1", for: "kick-off-effect" }).list).violation).toMatchObject({ rule: "Hold On a Minute!", seq: 3 })
    expect(play(match, state, switched().add({ _tag: "SetupEnded", team: "home" }).list).violation).toMatchObject({ rule: "Hold On a Minute!", seq: 5 })
    expect(play(match, state, switched().add({ _tag: "PlayerPlaced", player: "a5", at: [15, 7] }).list).violation).toMatchObject({ rule: "set-up", seq: 5 })
  })
})

describe("Holiday Special: Snowball Surprise (kick-off 12) [row:holiday-special/kick-off/snowball-surprise]", () => {
  const teamD6 = (events: Events, team: string, face: number) => events.add({ _tag: "DiceRolled", die: "d6", faces: [face], for: "kick-off-effect", team } as never)
  const rolls = (home: number, away: number) => teamD6(teamD6(new Events().twoD6(6, 6, "kick-off-event"), "home", home), "away", away)
  const bombardier = (state: MatchState, id: string) => where(state, id).gained?.some((g) => g.skills.includes("Bombardier")) === true

  it("Home (kicking) roll 5, Away 3: Home choose h2 on (8, 7), who has Bombardier for the drive; Away choose nobody and the kick lands", () => {
    const { match, state } = kickOff()
    const rolled = playOk(match, state, rolls(5, 3).list)
    expect(expecting(match, rolled.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerChosen"] })
    const played = playOk(match, state, rolls(5, 3).add({ _tag: "PlayerChosen", team: "home", player: "h2", for: "snowball-surprise" }).list)
    expect(bombardier(played.state, "h2")).toBe(true)
    expect(played.state.players.filter((p) => bombardier(played.state, p.id)).map((p) => p.id)).toEqual(["h2"])
    expect(where(played.state, "h2").gained).toContainEqual({ source: "Snowball Surprise", until: "drive", skills: ["Bombardier"] })
    // The kick comes down on a2 at (18, 7).
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "catch", player: "a2" })
  })

  it("a tie (4 and 4): both coaches choose, the kicking team first — h1, then a3", () => {
    const { match, state } = kickOff()
    const played = playOk(match, state, rolls(4, 4)
      .add({ _tag: "PlayerChosen", team: "home", player: "h1", for: "snowball-surprise" })
      .add({ _tag: "PlayerChosen", team: "away", player: "a3", for: "snowball-surprise" }).list)
    expect(["h1", "a3", "h2", "a1"].map((id) => bombardier(played.state, id))).toEqual([true, true, false, false])
  })

  it("the loser does not choose, nobody chooses a player off the pitch (h3 is KO'd) or of the other team, and Away does not roll first", () => {
    const { match, state } = kickOff()
    expect(play(match, state, rolls(2, 6).add({ _tag: "PlayerChosen", team: "home", player: "h1", for: "snowball-surprise" }).list).violation).toMatchObject({ rule: "Snowball Surprise", seq: 4 })
    expect(play(match, state, rolls(6, 2).add({ _tag: "PlayerChosen", team: "home", player: "h3", for: "snowball-surprise" }).list).violation).toMatchObject({ rule: "Snowball Surprise", seq: 4 })
    expect(play(match, state, rolls(6, 2).add({ _tag: "PlayerChosen", team: "home", player: "a1", for: "snowball-surprise" }).list).violation).toMatchObject({ rule: "Snowball Surprise", seq: 4 })
    expect(play(match, state, teamD6(new Events().twoD6(6, 6, "kick-off-event"), "away", 3).list).violation).toMatchObject({ rule: "Snowball Surprise", seq: 2 })
  })
})

describe("Holiday Special: Cheering Villagers (kick-off 6) is Blood Bowl's Cheering Fans, prayer included", () => {
  it("Home win the villagers' contest 5 to 2 and pray: the D16 reads Blood Bowl's table (11, Fan Interaction)", () => {
    const { match, state } = kickOff()
    const events = new Events().twoD6(3, 3, "kick-off-event")
      .add(teamDice("home", "d6", 5, "cheering-fans"))
      .add(teamDice("away", "d6", 2, "cheering-fans"))
      .roll("d16", [11], "prayers-to-nuffle")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Prayers to Nuffle")).toMatchObject({ die: "d16", row: "fan-interaction" })
  })

  it("a 2 to 2 tie: nobody prays, so a D16 there is out of place", () => {
    const { match, state } = kickOff()
    const events = new Events().twoD6(3, 3, "kick-off-event")
      .add(teamDice("home", "d6", 2, "cheering-fans"))
      .add(teamDice("away", "d6", 2, "cheering-fans"))
      .roll("d16", [11], "prayers-to-nuffle")
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation" })
  })
})

import { describe, expect, it } from "vitest"
import { buildMatch, expecting, initialState, type MatchState } from "@sidelines/engine"
import { gutterBowl } from "../src/variants/gutter-bowl/index.js"
import { Events, play, playOk, where } from "./support/scenario.js"
import { gutterHeader, gutterPosition } from "./support/gutter.js"

// The Gutter Bowl weathers that do more than change a test's target: A Stormy Night and
// Unbearable Stench at the end of each team turn, Underground Heatwave at the end of a drive.
const street = gutterHeader("street")
const sewer = gutterHeader("sewer")

describe("Gutter Bowl weather: A Stormy Night (street, 12)", () => {
  it("Sudden Downpour's effect applies: a rush is at −1", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [11, 1], a1: [20, 7] }, weather: "a-stormy-night" })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    for (let x = 12; x <= 17; x++) events.add({ _tag: "PlayerMoved", player: "h1", to: [x, 1] })
    events.add({ _tag: "PlayerMoved", player: "h1", to: [18, 1] }).d6(2, "rush", "h1")
    const rush = playOk(match, state, events.list).rulings.find((r) => r.rule === "Rush")!
    expect(rush.modifiers).toEqual([{ value: -1, source: "weather: a stormy night (sudden downpour)" }])
    expect(rush.success).toBe(false)
  })

  it("at the end of Home's turn Home roll a 1: h2 is drawn and struck by lightning — Falls Over, armour 6 + 3 + 1 (hard landing) breaks AV 9, injury 2 + 3 Stunned", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [6, 7], h2: [10, 3], a1: [20, 7] }, weather: "a-stormy-night" })
    const events = new Events()
      .add({ _tag: "TurnEnded", team: "home" })
      .add({ _tag: "DiceRolled", die: "d6", faces: [1], for: "a-stormy-night", team: "home" })
      .add({ _tag: "PlayerDrawn", player: "h2", for: "a-stormy-night" })
      .twoD6(6, 3, "armour", "h2")
      .twoD6(2, 3, "injury", "h2")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h2").posture).toBe("stunned")
    expect(where(played.state, "h1").posture).toBe("standing")
    const armour = played.rulings.find((r) => r.rule === "Armour")!
    expect([armour.total, armour.success]).toEqual([10, true])
    // Then Away's turn begins.
    expect(played.state.activeTeam).toBe(1)
  })

  it("a 2 or more at the end of the turn: no lightning, and drawing a player then is a violation", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [6, 7], a1: [20, 7] }, weather: "a-stormy-night" })
    const events = new Events()
      .add({ _tag: "TurnEnded", team: "home" })
      .add({ _tag: "DiceRolled", die: "d6", faces: [2], for: "a-stormy-night", team: "home" })
    expect(playOk(match, state, events.list).state.activeTeam).toBe(1)
    events.add({ _tag: "PlayerDrawn", player: "h1", for: "a-stormy-night" })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", seq: 3 })
  })

  it("the lightning strikes only the team whose turn ended: drawing a1 after Home's 1 is a violation", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [6, 7], a1: [20, 7] }, weather: "a-stormy-night" })
    const events = new Events()
      .add({ _tag: "TurnEnded", team: "home" })
      .add({ _tag: "DiceRolled", die: "d6", faces: [1], for: "a-stormy-night", team: "home" })
      .add({ _tag: "PlayerDrawn", player: "a1", for: "a-stormy-night" })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "A Stormy Night", seq: 3 })
  })
})

describe("Gutter Bowl weather: Unbearable Stench (sewer, 2)", () => {
  it("at the end of Home's turn h1, holding the ball on (14, 7), is drawn and Placed Prone: no armour roll, and the ball bounces from (14, 7)", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [14, 7], h2: [10, 7], a1: [22, 7] }, ballCarrier: "h1", weather: "unbearable-stench" })
    const events = new Events()
      .add({ _tag: "TurnEnded", team: "home" })
      .add({ _tag: "PlayerDrawn", player: "h1", for: "unbearable-stench" })
    const drawn = playOk(match, state, events.list)
    expect(where(drawn.state, "h1").posture).toBe("prone")
    expect(drawn.state.ball.carrier).toBeNull()
    expect(expecting(match, drawn.state)).toMatchObject({ kind: "roll", die: "d8", for: "bounce" })
    expect(drawn.state.ball.at).toEqual([14, 7])
    expect(drawn.rulings.some((r) => r.rule === "Armour")).toBe(false)
  })

  it("only the active team's standing players are drawn: a1, or h2 who is already prone, is a violation", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [14, 7], h2: [10, 7], a1: [22, 7] }, prone: ["h2"], weather: "unbearable-stench" })
    for (const player of ["a1", "h2"]) {
      const events = new Events().add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "PlayerDrawn", player, for: "unbearable-stench" })
      expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Unbearable Stench", seq: 2 })
    }
  })
})

describe("Gutter Bowl weather: Underground Heatwave (sewer, 12)", () => {
  const lastTurn = (state: MatchState): MatchState => ({ ...state, teams: state.teams.map((team) => ({ ...team, turn: 6 })) })

  it("the drive ends at half time: a D6 for each player who was on the pitch; a1 rolls 1 and passes out, so may not be set up in the next drive; h1 (4) may", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [6, 7], a1: [20, 7] }, weather: "underground-heatwave" })
    const events = new Events()
      .add({ _tag: "TurnEnded", team: "home" })
      .d6(4, "underground-heatwave", "h1")
      .d6(1, "underground-heatwave", "a1")
    const played = playOk(match, lastTurn(state), events.list)
    expect(where(played.state, "a1").used).toContain("fainted")
    expect(where(played.state, "h1").used).not.toContain("fainted")
    // A player who was not on the pitch does not roll.
    const bench = new Events().add({ _tag: "TurnEnded", team: "home" }).d6(4, "underground-heatwave", "h5")
    expect(play(match, lastTurn(state), bench.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Underground Heatwave", seq: 2 })
  })
})

describe("Gutter Bowl weather: Clouds of Smog (street, 2)", () => {
  // Pre-game on the street: the weather 2 (Clouds of Smog), Away call heads, it lands heads, Away kick.
  const toSmog = () =>
    new Events()
      .roll("2d6", [1, 1], "weather")
      .add({ _tag: "CoinTossCalled", team: "away", call: "heads" })
      .roll("coin", [1], "coin-toss")
      .add({ _tag: "KickOrReceiveChosen", team: "away", choice: "kick" })
  const away8: ReadonlyArray<readonly [number, number]> = [[13, 6], [13, 7], [13, 8], [15, 1], [15, 13], [18, 7], [20, 7], [22, 7]]

  it("at the start of the drive each coach rolls a D6: Home 2, Away 5, so Away may set up eight players, one more than the usual seven", () => {
    const match = buildMatch(gutterHeader("street"), gutterBowl)
    const events = toSmog()
      .add({ _tag: "DiceRolled", die: "d6", faces: [2], for: "clouds-of-smog", team: "home" })
      .add({ _tag: "DiceRolled", die: "d6", faces: [5], for: "clouds-of-smog", team: "away" })
    away8.forEach((at, i) => events.add({ _tag: "PlayerPlaced", player: `a${i + 1}`, at: [at[0], at[1]] }))
    events.add({ _tag: "SetupEnded", team: "away" })
    const played = playOk(match, initialState(match), events.list)
    expect(played.state.players.filter((p) => p.team === 1 && p.at !== null)).toHaveLength(8)
  })

  it("a 4 gives no extra player: the eighth Away player makes the set-up illegal", () => {
    const match = buildMatch(gutterHeader("street"), gutterBowl)
    const events = toSmog()
      .add({ _tag: "DiceRolled", die: "d6", faces: [2], for: "clouds-of-smog", team: "home" })
      .add({ _tag: "DiceRolled", die: "d6", faces: [4], for: "clouds-of-smog", team: "away" })
    away8.forEach((at, i) => events.add({ _tag: "PlayerPlaced", player: `a${i + 1}`, at: [at[0], at[1]] }))
    events.add({ _tag: "SetupEnded", team: "away" })
    expect(play(match, initialState(match), events.list).violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("only Quick and Short passes: h1 on (5, 7) may pass to (11, 7) (Short) but not to (16, 7) (Long)", () => {
    const { match, state } = gutterPosition(street, { team: 0, at: { h1: [5, 7], h2: [11, 7], h3: [16, 7], a1: [22, 1] }, ballCarrier: "h1", weather: "clouds-of-smog" })
    const pass = (to: [number, number]) => new Events().add({ _tag: "ActionDeclared", player: "h1", action: "pass" }).add({ _tag: "PassAimed", player: "h1", at: to })
    expect(play(match, state, pass([11, 7]).list).violation).toBeNull()
    expect(play(match, state, pass([16, 7]).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Clouds of Smog", seq: 2 })
    expect(play(match, { ...state, weather: "a-normal-day" }, pass([16, 7]).list).violation).toBeNull()
  })
})

// The weathers that only change a test's target (core/weather.ts). Every player is AG 3+, PA 4+, MA 6.
describe("Gutter Bowl weather: the modifiers of Sudden Downpour (street, 11), It's Getting Warm and Spilt Sewage (sewer, 11 and 3)", () => {
  const rushTo = (weather: MatchState["weather"], head = street, face = 3) => {
    const { match, state } = gutterPosition(head, { team: 0, at: { h1: [11, 1], a1: [20, 7] }, weather })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    for (let x = 12; x <= 17; x++) events.add({ _tag: "PlayerMoved", player: "h1", to: [x, 1] })
    events.add({ _tag: "PlayerMoved", player: "h1", to: [18, 1] }).d6(face, "rush", "h1")
    return playOk(match, state, events.list).rulings.find((r) => r.rule === "Rush")!
  }
  const pickUp = (weather: MatchState["weather"], head: typeof street) => {
    const { match, state } = gutterPosition(head, { team: 0, weather, at: { h1: [11, 7], a1: [20, 7] }, ballAt: [12, 7] })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [12, 7] }).d6(3, "pick-up", "h1")
    return playOk(match, state, events.list).rulings.find((r) => r.rule === "Pick-up")!
  }
  // h1 on (2, 7) throws a Quick pass (a 6, accurate) to h2 on (4, 7), who rolls a 3 to catch.
  const catchOf = (weather: MatchState["weather"], head: typeof street) => {
    const { match, state } = gutterPosition(head, { team: 0, weather, at: { h1: [2, 7], h2: [4, 7], a1: [20, 7] }, ballCarrier: "h1" })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "pass" }).add({ _tag: "PassAimed", player: "h1", at: [4, 7] }).d6(6, "pass", "h1").d6(3, "catch", "h2")
    return playOk(match, state, events.list).rulings.find((r) => r.rule === "Catch")!
  }

  it("Sudden Downpour: a rush is at −1 (a 2 fails) and picking up the ball is at −1 (a 3 fails) [row:gutter-bowl.street/weather/sudden-downpour]", () => {
    expect(rushWeatherOf(rushTo("sudden-downpour", street, 2))).toEqual({ modifiers: [{ value: -1, source: "weather: sudden downpour" }], success: false })
    expect(pickUp("sudden-downpour", street)).toMatchObject({ total: 2, success: false, modifiers: [{ value: -1, source: "weather: sudden downpour" }] })
  })

  it("not applying: Sudden Downpour does nothing to a catch — h2's 3 catches the ball", () => {
    expect(catchOf("sudden-downpour", street)).toMatchObject({ modifiers: [], success: true })
  })

  it("It's Getting Warm: a catch is at −1 — h2's 3 drops the ball [row:gutter-bowl.sewer/weather/its-getting-warm]", () => {
    expect(catchOf("its-getting-warm", sewer)).toMatchObject({ modifiers: [{ value: -1, source: "weather: it's getting warm" }], success: false })
  })

  it("not applying: It's Getting Warm does nothing to a rush (a 2 makes it), nor Spilt Sewage to a pick-up or a catch (a 3 makes each)", () => {
    expect(rushWeatherOf(rushTo("its-getting-warm", sewer, 2))).toEqual({ modifiers: [], success: true })
    expect(pickUp("spilt-sewage", sewer)).toMatchObject({ modifiers: [], success: true })
    expect(catchOf("spilt-sewage", sewer)).toMatchObject({ modifiers: [], success: true })
  })

  it("not applying: on A Normal Day (street, 4–10) none of them — the rush, the pick-up and the catch have no weather modifier [row:gutter-bowl.street/weather/a-normal-day]", () => {
    expect(rushWeatherOf(rushTo("a-normal-day", street, 2))).toEqual({ modifiers: [], success: true })
    expect(pickUp("a-normal-day", street)).toMatchObject({ modifiers: [], success: true })
    expect(catchOf("a-normal-day", street)).toMatchObject({ modifiers: [], success: true })
  })
})

const rushWeatherOf = (ruling: { modifiers?: ReadonlyArray<unknown>; success?: boolean }) => ({ modifiers: ruling.modifiers, success: ruling.success })
